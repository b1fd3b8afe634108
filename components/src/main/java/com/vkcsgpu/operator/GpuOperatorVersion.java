package com.vkcsgpu.operator;

import java.time.LocalDate;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One curated GPU Operator release (named so to keep clear of the {@code vkcs-gpu:gpu:OperatorRelease}
 * resource type).
 *
 * @param version the release, e.g. {@code v26.7.0}
 * @param chart the gpu-operator chart at this release
 * @param gitCommit the NVIDIA/gpu-operator commit of the release tag
 * @param releaseDate when the release was tagged
 * @param supportStatus NVIDIA's life-cycle status of the release line
 * @param kubernetes the supported Kubernetes minor versions
 * @param components every component's default image, exactly as in the tag's values.yaml
 * @param nfdChart the Node Feature Discovery subchart the release vendors (not overridable)
 * @param nvidiaDriverSpecFields the {@code spec} fields of the release's NVIDIADriver CRD: the API server prunes
 *                               any other (e.g. {@code kernelModuleType} before v25.x, {@code default} and
 *                               {@code upgradePolicy} before v26.7)
 * @param supportedDrivers the driver versions NVIDIA supports with this release, newest first
 * @param provenance where the release date, status, components and drivers come from
 * @param notes caveats worth knowing when choosing this release
 * @param features the {@link ReleaseFeature}s this release has, by the matrix's thresholds
 * @param cudaValidator the CUDA workload of the release's validator, or {@code null} when the matrix records no
 *                      limit of it
 */
public record GpuOperatorVersion(String version, HelmChart chart, String gitCommit, LocalDate releaseDate,
                                 SupportStatus supportStatus, KubernetesRange kubernetes,
                                 Map<Component, ComponentImage> components, HelmChart nfdChart,
                                 java.util.Set<String> nvidiaDriverSpecFields, List<SupportedDriver> supportedDrivers, Sources provenance, List<String> notes,
                                 Set<ReleaseFeature> features, CudaValidator cudaValidator) {

    public GpuOperatorVersion {
        components = Collections.unmodifiableMap(new EnumMap<>(components));
        supportedDrivers = List.copyOf(supportedDrivers);
        nvidiaDriverSpecFields = java.util.Set.copyOf(nvidiaDriverSpecFields);
        notes = List.copyOf(notes);
        features = features.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(features));
    }

    /** The release as a version, for ordering ({@code version} is its text). */
    public ReleaseVersion releaseVersion() {
        return ReleaseVersion.parse(version);
    }

    /** Whether this release has {@code feature} (it is at least the feature's threshold in the matrix). */
    public boolean has(ReleaseFeature feature) {
        return features.contains(feature);
    }

    /** Whether this release's CUDA validation workload runs on GPUs of {@code architecture}. */
    public boolean cudaValidationRunsOn(String architecture) {
        return cudaValidator == null || cudaValidator.runsOn(architecture);
    }

    /** NVIDIA's life-cycle status of a release line. */
    public enum SupportStatus {
        /** The current major: fixes and features. */
        SUPPORTED,
        /** The previous major: critical fixes only. */
        DEPRECATED,
        /** Older: no fixes at all. */
        END_OF_SUPPORT
    }

    /**
     * Sources of a release's facts.
     *
     * @param releaseDate where the date comes from
     * @param supportStatus where the status comes from
     * @param components where the component images come from, per component
     * @param drivers where the supported-driver list comes from
     */
    public record Sources(String releaseDate, String supportStatus, Map<Component, String> components, String drivers) {
        public Sources {
            components = Collections.unmodifiableMap(new EnumMap<>(components));
        }
    }

    /** The default image of {@code component}; every release has every component. */
    public ComponentImage component(Component component) {
        return components.get(component);
    }

    /** Whether this release's NVIDIADriver CRD has {@code spec.<field>}. */
    public boolean nvidiaDriverHas(String field) {
        return nvidiaDriverSpecFields.contains(field);
    }

    /**
     * Whether the chart's default NVIDIADriver ({@code spec.default: true}) is a fallback for the GPU nodes no other
     * NVIDIADriver selects, so it may stay beside per-pool ones (NVIDIA/gpu-operator
     * api/nvidia/v1alpha1/nvidiadriver_types.go@v26.7.0, field {@code Default}); before, it selects every GPU node
     * and conflicts with them.
     */
    public boolean defaultNvidiaDriverIsFallback() {
        return nvidiaDriverHas("default");
    }

    /** The driver the chart installs by default. */
    public DriverVersion defaultDriver() {
        return supportedDrivers.stream().filter(SupportedDriver::isDefault).findFirst()
                .map(SupportedDriver::version)
                .orElseGet(() -> DriverVersion.parse(component(Component.DRIVER).version()));
    }

    /** The driver NVIDIA recommends for this release, if it names one. */
    public Optional<DriverVersion> recommendedDriver() {
        return supportedDrivers.stream().filter(SupportedDriver::recommended).findFirst().map(SupportedDriver::version);
    }

    /** True when {@code driver} is in {@link #supportedDrivers()}. */
    public boolean supportsDriver(DriverVersion driver) {
        return supportedDrivers.stream().anyMatch(d -> d.version().equals(driver));
    }
}

package com.vkcsgpu.provider.resources.gpu;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import com.vkcsgpu.operator.ContainerResources;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.Toleration;
import com.vkcsgpu.operator.ComponentPins;
import com.vkcsgpu.operator.DriverUpgradeValues;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.domain.KubernetesSyntax;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The NVIDIADriver resources ({@code nvidia.com/v1alpha1}, cluster-scoped) of per-pool drivers, built from
 * typed records, and the rules that make them work with the real operator.
 *
 * <p>Why the chart's default NVIDIADriver must be off and the selectors disjoint label maps: the operator's
 * NVIDIADriver controller refuses every driver when one node is selected twice (reason
 * {@code ConflictingNodeSelector}), and it finds a driver's nodes by {@code labels.Set(spec.nodeSelector)}
 * only, an equality map, defaulting to {@code nvidia.com/gpu.present=true}, i.e. every GPU node
 * (NVIDIA/gpu-operator v26.3.3 internal/validator/validator.go, api/nvidia/v1alpha1/nvidiadriver_types.go
 * {@code GetNodeSelector}). So a catch-all default beside per-pool drivers always conflicts, and "NotIn"
 * expressions are not available; the chart's template {@code templates/nvidiadriver.yaml} creates that default
 * only when {@code driver.nvidiaDriverCRD.enabled} and {@code driver.nvidiaDriverCRD.deployDefaultCR} are both
 * true, and the ClusterPolicy delegates the driver when {@code spec.driver.useNvidiaDriverCRD} (chart value
 * {@code driver.nvidiaDriverCRD.enabled}) is set. From v26.7.0 the chart's default resource carries
 * {@code spec.default: true} and is the fallback for the GPU nodes no other resource selects, which the conflict
 * check skips (api/nvidia/v1alpha1/nvidiadriver_types.go@v26.7.0), so there it stays beside per-pool drivers.
 *
 * <p>Only the {@code spec} fields the release's CRD has are sent (the release matrix lists them): the API server
 * prunes any other, or refuses it under strict field validation ({@code kernelModuleType} is not in v24.9.2's).
 */
final class NvidiaDriverObjects {
    static final String API_VERSION = "nvidia.com/v1alpha1";
    static final String KIND = "NVIDIADriver";
    /** The chart's {@code driver.repository} and {@code driver.image} defaults (values.yaml). */
    private static final String DEFAULT_REPOSITORY = "nvcr.io/nvidia";
    private static final String DEFAULT_IMAGE = "driver";
    private static final Gson GSON = new Gson();

    /** The resource as the API takes it. */
    record Resource(String apiVersion, String kind, Metadata metadata, Spec spec) {
    }

    /** {@code metadata}. */
    record Metadata(String name, Map<String, String> labels) {
    }

    /**
     * {@code spec}, the fields the chart's default resource sets for a plain driver
     * (templates/nvidiadriver.yaml): the operand tolerations are repeated because the driver DaemonSet of an
     * NVIDIADriver takes its tolerations from the resource, not from the ClusterPolicy.
     */
    record Spec(String driverType, String repository, String image, String version, Boolean usePrecompiled,
                String kernelModuleType, Image manager, Map<String, String> nodeSelector,
                List<Toleration> tolerations, UpgradePolicy upgradePolicy, ContainerResources resources) {
    }

    /** {@code spec.upgradePolicy} (v26.7.0 CRD): the chart's policy, with {@code podDeletion} for {@code gpuPodDeletion}. */
    record UpgradePolicy(Integer maxParallelUpgrades, Object maxUnavailable, DriverUpgradeValues.PodDeletion podDeletion,
                         DriverUpgradeValues.Drain drain) {
        static UpgradePolicy of(DriverUpgradeValues values) {
            return values == null ? null : new UpgradePolicy(values.maxParallelUpgrades(), values.maxUnavailableValue(),
                    values.gpuPodDeletion(), values.drain());
        }
    }

    /** {@code spec.manager}: the k8s-driver-manager init container's image. */
    record Image(String repository, String image, String version) {
    }

    private NvidiaDriverObjects() {
    }

    /** The resources of {@code a.nvidiaDrivers()}, in name order; empty when there are none. */
    static List<GenericKubernetesResource> of(OperatorReleaseArgs a) {
        if (a.nvidiaDrivers() == null || a.nvidiaDrivers().isEmpty()) {
            return List.of();
        }
        GpuOperatorValues values = a.values() == null ? GpuOperatorValues.empty() : a.values();
        GpuOperatorValues.DriverSection driver = values.driver();
        GpuOperatorValues.ImagePin manager = driver == null ? null : driver.manager();
        String driverType = driver != null && driver.nvidiaDriverCRD() != null
                && driver.nvidiaDriverCRD().driverType() != null ? driver.nvidiaDriverCRD().driverType() : "gpu";
        List<Toleration> tolerations = values.tolerations() == null ? null
                : values.tolerations().stream().map(Toleration::withOperatorDefaulted).toList();
        // "auto", the CRD's default where the field exists, chooses open modules for R570+ (release notes 25.3.0).
        String kernelModuleType = release(a.chartVersion()).map(r -> r.nvidiaDriverHas("kernelModuleType"))
                .orElse(false) ? "auto" : null;
        UpgradePolicy upgradePolicy = release(a.chartVersion()).map(r -> r.nvidiaDriverHas("upgradePolicy"))
                .orElse(false) && driver != null ? UpgradePolicy.of(driver.upgradePolicy()) : null;
        // The driver DaemonSet of an NVIDIADriver takes its resources from the resource, as its tolerations.
        ContainerResources resources = release(a.chartVersion()).map(r -> r.nvidiaDriverHas("resources"))
                .orElse(false) && driver != null ? driver.resources() : null;
        List<GenericKubernetesResource> objects = new ArrayList<>();
        new TreeMap<>(a.nvidiaDrivers()).forEach((name, d) -> {
            Resource resource = new Resource(API_VERSION, KIND,
                    new Metadata(name, Map.of("app.kubernetes.io/managed-by", "vkcs-gpu")),
                    new Spec(driverType,
                            driver != null && driver.repository() != null ? driver.repository() : DEFAULT_REPOSITORY,
                            driver != null && driver.image() != null ? driver.image() : DEFAULT_IMAGE,
                            d.version(), false, kernelModuleType,
                            manager == null ? null : new Image(manager.repository(), manager.image(), manager.version()),
                            new TreeMap<>(d.nodeSelector()), tolerations, upgradePolicy, resources));
            Map<String, Object> document = GSON.fromJson(GSON.toJsonTree(resource),
                    new TypeToken<Map<String, Object>>() { }.getType());
            objects.add(Manifests.toObject(document));
        });
        return objects;
    }

    /** The curated release of {@code chartVersion}; empty for a chart the release matrix does not know. */
    private static Optional<GpuOperatorVersion> release(String chartVersion) {
        return chartVersion == null ? Optional.empty() : ReleaseMatrix.load().releases().stream()
                .filter(r -> r.chart().version().equals(chartVersion)).findFirst();
    }

    /** Whether the chart's default NVIDIADriver may stay beside per-pool ones (v26.7.0 and later). */
    static boolean defaultIsFallback(String chartVersion) {
        return release(chartVersion).map(GpuOperatorVersion::defaultNvidiaDriverIsFallback).orElse(false);
    }

    /** Reports what would keep the real operator from installing {@code a.nvidiaDrivers()}. */
    static void check(OperatorReleaseArgs a, Diagnostics diags) {
        if (a.nvidiaDrivers() == null || a.nvidiaDrivers().isEmpty()) {
            return;
        }
        GpuOperatorValues.DriverSection driver = a.values() == null ? null : a.values().driver();
        GpuOperatorValues.NvidiaDriverCrd crd = driver == null ? null : driver.nvidiaDriverCRD();
        if (crd == null || !Boolean.TRUE.equals(crd.enabled())) {
            diags.error("nvidiaDrivers", "needs values.driver.nvidiaDriverCRD.enabled: true",
                    "set values.driver.nvidiaDriverCRD {enabled: true, deployDefaultCR: false} so the ClusterPolicy"
                            + " delegates the driver to NVIDIADriver resources");
        }
        if (crd != null && !Boolean.FALSE.equals(crd.deployDefaultCR()) && !defaultIsFallback(a.chartVersion())) {
            diags.error(PropertyPath.of("values", "driver", "nvidiaDriverCRD", "deployDefaultCR"), "must be false with nvidiaDrivers on "
                    + a.chartVersion() + ": the chart's default NVIDIADriver selects every GPU node, which conflicts"
                    + " with theirs (from v26.7.0 it is a fallback and may stay)", null);
        }
        if (driver != null && Boolean.FALSE.equals(driver.enabled())) {
            diags.error("nvidiaDrivers", "conflicts with values.driver.enabled: false (nodes with a pre-installed"
                    + " driver)", "remove nvidiaDrivers or set values.driver.enabled true");
        }
        List<String> names = new ArrayList<>(new TreeMap<>(a.nvidiaDrivers()).keySet());
        for (String name : names) {
            NvidiaDriver d = a.nvidiaDrivers().get(name);
            PropertyPath at = PropertyPath.of("nvidiaDrivers", name);
            KubernetesSyntax.dns1123LabelProblem(name).ifPresent(p -> diags.error(at, "name " + p, null));
            if (d == null) {
                continue;
            }
            if (d.version() != null && !ComponentPins.isValidTag(d.version())) {
                diags.error(at.key("version"), "is not a valid image tag", "for example \"580.126.20\"");
            }
            if (d.nodeSelector() != null && d.nodeSelector().isEmpty() && !diags.isUnknown(at.key("nodeSelector"))) {
                diags.error(at.key("nodeSelector"), "must not be empty: an empty selector selects every GPU node",
                        "select the pool's nodes, e.g. vkcs-gpu.io/pool: <pool>");
            }
            if (d.nodeSelector() != null) {
                d.nodeSelector().forEach((key, value) -> {
                    KubernetesSyntax.labelKeyProblem(key).ifPresent(p -> diags.error(at.key("nodeSelector"), p, null));
                    KubernetesSyntax.labelValueProblem(value)
                            .ifPresent(p -> diags.error(at.key("nodeSelector").key(key), p, null));
                });
            }
        }
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                NvidiaDriver first = a.nvidiaDrivers().get(names.get(i));
                NvidiaDriver second = a.nvidiaDrivers().get(names.get(j));
                if (first != null && second != null && first.nodeSelector() != null && second.nodeSelector() != null
                        && !KubernetesSyntax.selectorsDisjoint(first.nodeSelector(), second.nodeSelector())) {
                    diags.error(PropertyPath.of("nvidiaDrivers", names.get(j), "nodeSelector"), "overlaps the selector"
                            + " of " + PropertyPath.of("nvidiaDrivers", names.get(i)) + ": a node with both sets of labels would be selected"
                            + " twice, and the operator then installs neither", "give both a label key with different"
                            + " values, such as vkcs-gpu.io/pool");
                }
            }
        }
    }

}

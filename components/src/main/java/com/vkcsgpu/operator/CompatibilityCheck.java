package com.vkcsgpu.operator;

import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.operator.CompatibilityProblem.Severity;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Judges a GPU Operator configuration against the {@link ReleaseMatrix} and reports, all at once, every
 * combination that cannot work. A pure function: no I/O, no cluster, safe to run during preview.
 *
 * <p>Rules (each problem names the property and lists what would work):
 * <ul>
 *   <li>{@code release} must be a curated release; a deprecated or end-of-support one is a warning, except when
 *       VK Cloud's addon chooses it ({@link VkAddon}).</li>
 *   <li>With VK Cloud's addon, the release must be of the line of the chart the addon installs, and so must the
 *       operator and validator pins; a component pinned to what another line's release ships is refused.</li>
 *   <li>Every {@code <component>Version} override must be a valid image tag; {@code driverVersion} (and
 *       each {@code pools[i].driverVersion}) must be {@code <branch>.<minor>.<patch>}.</li>
 *   <li>A driver must be one NVIDIA supports with the release. This is an error unless
 *       {@code allowUnsupportedDriver} is set, which turns it into a warning: drivers newer than the
 *       curated list are sometimes wanted, and the operator itself does not refuse them.</li>
 *   <li>The driver a pool runs (its own, else the cluster-wide one, else the release default) must be of a
 *       branch that supports the pool's GPU (e.g. H200 needs R550+, V100 ends with R580).</li>
 *   <li>With {@code cudaMajor} set, every driver in use must run that CUDA major (13 → R580+, 12 → R525+,
 *       11 → R450+).</li>
 *   <li>A MIG profile needs a MIG-capable GPU (not L4, L40S, V100, T4) and must be one of that GPU's
 *       configurations; {@code all-disabled} is accepted everywhere.</li>
 *   <li>Time-slicing replicas must be at least 1. MIG and time-slicing together are allowed: the device
 *       plugin time-slices MIG devices (NVIDIA/cloud-native-docs gpu-operator/gpu-sharing.rst, "you can
 *       combine MIG and time-slicing to provide shared access to MIG instances").</li>
 *   <li>The cluster's Kubernetes minor version must lie within the release's range.</li>
 *   <li>A pool whose GPU architecture the release's CUDA validation workload cannot run on (v26.7.0's is built
 *       with CUDA 13.2, which has no code for Volta: V100, V100S) is an error naming the releases whose workload
 *       runs there, unless the pool sets {@code cudaWorkloadValidation: false}, which is a warning on every
 *       check.</li>
 *   <li>Pool names must be present and unique; GPU models must be {@link GpuModel} constants.</li>
 *   <li>devicePlugin and gfd share one image; pinning them to different versions is a warning.</li>
 * </ul>
 */
public final class CompatibilityCheck {

    private final ReleaseMatrix matrix;
    private final CompatibilityInput input;
    private final List<CompatibilityProblem> problems = new ArrayList<>();

    private CompatibilityCheck(ReleaseMatrix matrix, CompatibilityInput input) {
        this.matrix = matrix;
        this.input = input;
    }

    /** Checks {@code input} against the shipped matrix ({@link ReleaseMatrix#load()}). */
    public static CompatibilityReport check(CompatibilityInput input) {
        return check(ReleaseMatrix.load(), input);
    }

    /** Checks {@code input} against {@code matrix}. */
    public static CompatibilityReport check(ReleaseMatrix matrix, CompatibilityInput input) {
        CompatibilityCheck check = new CompatibilityCheck(matrix, input);
        check.run();
        return new CompatibilityReport(check.problems);
    }

    private void run() {
        Optional<GpuOperatorVersion> release = checkRelease();
        if (input.addon() != null) {
            checkAddonLine(input.addon());
        }
        checkOverrideSyntax(release);
        release.ifPresent(this::checkSharedDevicePluginImage);
        checkKubernetes(release);
        Optional<CudaRequirement> cuda = checkCuda();

        Optional<DriverVersion> clusterDriver = clusterDriver(release);
        if (input.overrides().get(Component.DRIVER) != null && clusterDriver.isPresent()) {
            checkSupportedByRelease(Component.DRIVER.versionProperty(), clusterDriver.get(), release);
        }
        List<CheckedPool> pools = new ArrayList<>();
        Map<String, Integer> firstIndexByName = new HashMap<>();
        for (int i = 0; i < input.pools().size(); i++) {
            checkPool(i, input.pools().get(i), firstIndexByName, release).ifPresent(pools::add);
        }
        // Pools without their own driver share the cluster-wide one, so a suggested replacement must fit all of them.
        List<GpuModelInfo> clusterDriverGpus = pools.stream().filter(p -> p.ownDriver().isEmpty())
                .flatMap(p -> p.gpu().stream()).toList();
        for (CheckedPool pool : pools) {
            Optional<DriverVersion> driver = pool.ownDriver().or(() -> clusterDriver);
            List<GpuModelInfo> sharing = pool.ownDriver().isPresent() ? pool.gpu().stream().toList() : clusterDriverGpus;
            if (driver.isPresent() && pool.gpu().isPresent()) {
                checkGpuDriver(pool, driver.get(), sharing, cuda, release);
            }
            if (pool.ownDriver().isPresent() && cuda.isPresent()) {
                checkCudaDriver(pool.path() + ".driverVersion", pool.ownDriver().get(), cuda.get(), sharing, release);
            }
        }
        boolean clusterDriverUsed = input.pools().isEmpty() || pools.stream().anyMatch(p -> p.ownDriver().isEmpty());
        if (clusterDriverUsed && clusterDriver.isPresent() && cuda.isPresent()) {
            checkCudaDriver(Component.DRIVER.versionProperty(), clusterDriver.get(), cuda.get(), clusterDriverGpus, release);
        }
    }

    /**
     * A pool that passed the basic checks far enough to judge its driver.
     *
     * @param path e.g. {@code pools[1]}
     * @param label e.g. {@code 'h200'}
     * @param gpu the pool's GPU facts, empty when the model is unknown
     * @param ownDriver the pool's own driver, empty when it runs the cluster-wide one
     */
    private record CheckedPool(String path, String label, Optional<GpuModelInfo> gpu, Optional<DriverVersion> ownDriver) {
    }

    private Optional<GpuOperatorVersion> checkRelease() {
        String version = input.release();
        if (version == null || version.isBlank()) {
            error("release", "is required; use one of " + matrix.releaseVersions() + " (newest: "
                    + matrix.latest().version() + ")");
            return Optional.empty();
        }
        Optional<GpuOperatorVersion> release = matrix.release(version);
        if (release.isEmpty()) {
            error("release", "'" + version + "' is not a curated GPU Operator release; use one of "
                    + matrix.releaseVersions() + " (newest: " + matrix.latest().version() + ")");
            return release;
        }
        if (input.addon() != null && input.addon().onLine(version)) {
            // VK Cloud chooses the chart its addon installs and answers for it; the user chose no release.
            return release;
        }
        switch (release.get().supportStatus()) {
            case DEPRECATED -> warning("release", version + " is deprecated by NVIDIA (critical fixes only); "
                    + "consider " + matrix.latest().version());
            case END_OF_SUPPORT -> warning("release", version + " no longer receives fixes from NVIDIA; "
                    + "consider " + matrix.latest().version());
            case SUPPORTED -> { }
        }
        return release;
    }

    /**
     * With VK Cloud's addon the chart is the addon's ({@link VkAddon}): its templates and CRDs are those of its line,
     * so a release of another line cannot be installed that way, the operator's own images (operator, validator)
     * must be of the line, and a component pinned to the version another line's release ships is refused. The
     * driver is judged like any pin, against the line's release.
     */
    private void checkAddonLine(VkAddon addon) {
        String chart = "VK Cloud's gpu-operator addon " + addon.version() + " installs NVIDIA's chart "
                + addon.chartVersion();
        String release = input.release();
        if (release != null && !release.isBlank() && !addon.onLine(release)) {
            error("release", chart + ", whose operator is of the " + addon.line() + " line, not " + release
                    + "; remove release, or use method: helm to install " + release);
        }
        input.overrides().forEach((component, version) -> {
            if (version == null || component == Component.DRIVER || addon.onLine(version)) {
                return;
            }
            if (component == Component.OPERATOR || component == Component.VALIDATOR) {
                error(component.versionProperty(), chart + ", whose CRDs and templates are those of the "
                        + addon.line() + " line, so the " + component.key() + " must be of that line, not " + version
                        + "; pin a " + addon.line() + ".x version, or use method: helm for another release");
                return;
            }
            Optional<GpuOperatorVersion> owner = matrix.releases().stream()
                    .filter(r -> r.component(component).version().equals(version)).findFirst();
            boolean lineShipsIt = matrix.releases().stream().filter(r -> addon.onLine(r.version()))
                    .anyMatch(r -> r.component(component).version().equals(version));
            if (owner.isPresent() && !addon.onLine(owner.get().version()) && !lineShipsIt) {
                String lineDefault = matrix.releases().stream().filter(r -> addon.onLine(r.version()))
                        .map(r -> r.component(component).version() + " (" + r.version() + ")")
                        .collect(Collectors.joining(", "));
                error(component.versionProperty(), version + " is the " + component.key() + " of GPU Operator "
                        + owner.get().version() + "; " + chart + ", which runs the " + addon.line() + " operator"
                        + (lineDefault.isEmpty() ? "" : " with " + lineDefault) + "; pin a version of that line, or "
                        + "use method: helm to install " + owner.get().version());
            }
        });
    }

    private void checkOverrideSyntax(Optional<GpuOperatorVersion> release) {
        input.overrides().forEach((component, version) -> {
            if (version == null) {
                return;
            }
            String defaultHint = release.map(r -> "; " + r.version() + " ships " + r.component(component).version())
                    .orElse("");
            Optional<String> problem = ComponentPins.versionProblem(component, version);
            if (problem.isPresent()) {
                error(component.versionProperty(), problem.get() + defaultHint);
            } else if (component == Component.DRIVER && !DriverVersion.isValid(version)) {
                malformedDriver(component.versionProperty(), version, release);
            }
        });
    }

    private void checkSharedDevicePluginImage(GpuOperatorVersion release) {
        String plugin = effectiveVersion(release, Component.DEVICE_PLUGIN);
        String gfd = effectiveVersion(release, Component.GFD);
        if (!plugin.equals(gfd)) {
            String path = input.overrides().get(Component.DEVICE_PLUGIN) != null
                    ? Component.DEVICE_PLUGIN.versionProperty() : Component.GFD.versionProperty();
            warning(path, "devicePlugin " + plugin + " and gfd " + gfd + " come from the same image ("
                    + release.component(Component.GFD).image() + ") and are released together; set both to one version");
        }
    }

    private String effectiveVersion(GpuOperatorVersion release, Component component) {
        String override = input.overrides().get(component);
        return override != null ? override : release.component(component).version();
    }

    private void checkKubernetes(Optional<GpuOperatorVersion> release) {
        String text = input.kubernetesVersion();
        if (text == null) {
            return;
        }
        KubernetesVersion version;
        try {
            version = KubernetesVersion.parse(text);
        } catch (IllegalArgumentException e) {
            error("kubernetesVersion", e.getMessage());
            return;
        }
        if (release.isEmpty() || release.get().kubernetes().contains(version)) {
            return;
        }
        String fitting = matrix.releases().stream().filter(r -> r.kubernetes().contains(version))
                .map(GpuOperatorVersion::version).collect(Collectors.joining(", "));
        error("kubernetesVersion", "Kubernetes " + version + " is outside the range GPU Operator "
                + release.get().version() + " supports (" + release.get().kubernetes().describe() + "); "
                + (fitting.isEmpty() ? "no curated release supports " + version.minorText()
                        + "; use a cluster version within one of the release ranges"
                        : "use a release that supports " + version.minorText() + ": " + fitting));
    }

    private Optional<CudaRequirement> checkCuda() {
        if (input.cudaMajor() == null) {
            return Optional.empty();
        }
        Optional<CudaRequirement> cuda = matrix.cuda(input.cudaMajor());
        if (cuda.isEmpty()) {
            error("cudaMajor", "CUDA " + input.cudaMajor() + " is not known; use one of "
                    + matrix.cudaRequirements().stream().map(c -> String.valueOf(c.cudaMajor()))
                    .collect(Collectors.joining(", ")));
        }
        return cuda;
    }

    /**
     * The cluster-wide driver: the override if it parses, else the release default; empty under a host driver,
     * whose version is the node image's and unknown here (a pin beside it is refused with the driver source).
     */
    private Optional<DriverVersion> clusterDriver(Optional<GpuOperatorVersion> release) {
        if (input.hostDriver()) {
            return Optional.empty();
        }
        String override = input.overrides().get(Component.DRIVER);
        if (override != null) {
            return DriverVersion.isValid(override) ? Optional.of(DriverVersion.parse(override)) : Optional.empty();
        }
        return release.map(GpuOperatorVersion::defaultDriver);
    }

    /** Checks one pool's own settings; empty when its driver is malformed, so no driver rule applies to it. */
    private Optional<CheckedPool> checkPool(int index, PoolSpec pool, Map<String, Integer> firstIndexByName,
                                            Optional<GpuOperatorVersion> release) {
        String path = "pools[" + index + "]";
        if (pool == null) {
            error(path, "is empty; give the pool a name and a gpuModel");
            return Optional.empty();
        }
        if (pool.name() == null || pool.name().isBlank()) {
            error(path + ".name", "is required");
        } else {
            Integer first = firstIndexByName.putIfAbsent(pool.name(), index);
            if (first != null) {
                error(path + ".name", "'" + pool.name() + "' is already used by pools[" + first + "]; pool names must be unique");
            }
        }
        if (pool.timeSlicingReplicas() != null && pool.timeSlicingReplicas() < 1) {
            error(path + ".timeSlicing.replicas", "must be at least 1 (1 means no sharing), found "
                    + pool.timeSlicingReplicas());
        }
        Optional<GpuModelInfo> gpu = gpuOf(path, pool);
        gpu.ifPresent(g -> checkMigProfile(path, pool, g));
        release.ifPresent(r -> gpu.ifPresent(g -> checkCudaValidation(path, pool, g, r)));

        Optional<DriverVersion> ownDriver = Optional.empty();
        if (pool.driverVersion() != null) {
            String driverPath = path + ".driverVersion";
            if (!DriverVersion.isValid(pool.driverVersion())) {
                malformedDriver(driverPath, pool.driverVersion(), release);
                return Optional.empty();
            }
            ownDriver = Optional.of(DriverVersion.parse(pool.driverVersion()));
            checkSupportedByRelease(driverPath, ownDriver.get(), release);
        }
        String label = pool.name() == null || pool.name().isBlank() ? path : "'" + pool.name() + "'";
        return Optional.of(new CheckedPool(path, label, gpu, ownDriver));
    }

    private void checkGpuDriver(CheckedPool pool, DriverVersion driver, List<GpuModelInfo> sharing,
                                Optional<CudaRequirement> cuda, Optional<GpuOperatorVersion> release) {
        GpuModelInfo gpu = pool.gpu().orElseThrow();
        if (gpu.supportsDriverBranch(driver.branch())) {
            return;
        }
        boolean own = pool.ownDriver().isPresent();
        Predicate<DriverVersion> fits = d -> sharing.stream().allMatch(g -> g.supportsDriverBranch(d.branch()))
                && cuda.map(c -> d.branch() >= c.minDriverBranch()).orElse(true);
        error(own ? pool.path() + ".driverVersion" : Component.DRIVER.versionProperty(),
                "driver " + driver + " (" + driver.branchName() + ") does not support " + gpu.model() + " in pool "
                        + pool.label() + " (" + gpu.model() + " needs " + gpu.describeDriverBranches() + "); "
                        + suggestion(release, fits, own ? null : pool.path()));
    }

    private Optional<GpuModelInfo> gpuOf(String path, PoolSpec pool) {
        if (pool.gpuModel() == null || pool.gpuModel().isBlank()) {
            error(path + ".gpuModel", "is required; use one of " + GpuModel.allNames());
            return Optional.empty();
        }
        Optional<GpuModel> model = GpuModel.fromName(pool.gpuModel());
        if (model.isEmpty()) {
            error(path + ".gpuModel", "'" + pool.gpuModel() + "' is not a known GPU model; use one of "
                    + GpuModel.allNames());
        }
        return model.map(matrix::gpu);
    }

    private void checkMigProfile(String path, PoolSpec pool, GpuModelInfo gpu) {
        String profile = pool.migProfile();
        if (profile == null || profile.equals(GpuModelInfo.MIG_DISABLED)) {
            return;
        }
        if (!gpu.migCapable()) {
            error(path + ".migProfile", gpu.model() + " does not support MIG; remove migProfile (or set it to "
                    + GpuModelInfo.MIG_DISABLED + "), and use timeSlicing to share the GPU instead");
        } else if (!gpu.migProfiles().contains(profile)) {
            error(path + ".migProfile", "'" + profile + "' is not a MIG configuration for " + gpu.model()
                    + "; use one of " + String.join(", ", gpu.migProfiles()) + " (or " + GpuModelInfo.MIG_DISABLED + ")");
        }
    }

    /**
     * The validator runs a CUDA workload on every GPU node; where the release's workload has no code for the GPU,
     * the node never validates (NVIDIA/gpu-operator#2842). Turning the workload off is the pool's explicit choice,
     * and it stays visible.
     */
    private void checkCudaValidation(String path, PoolSpec pool, GpuModelInfo gpu, GpuOperatorVersion release) {
        boolean runs = release.cudaValidationRunsOn(gpu.architecture());
        String reason = runs ? "" : "GPU Operator " + release.version() + "'s validator runs a CUDA workload built"
                + " with CUDA " + release.cudaValidator().cudaVersion() + ", which cannot run on " + gpu.architecture()
                + " GPUs (" + gpu.model() + " in pool " + (pool.name() == null ? path : "'" + pool.name() + "'")
                + "; source: " + release.cudaValidator().source() + ")";
        if (pool.cudaWorkloadValidationOff()) {
            warning(path + ".cudaWorkloadValidation", (runs ? "" : reason + "; ") + "the CUDA workload validation is"
                    + " off for this pool, so the validator does not prove that CUDA runs on its nodes");
            return;
        }
        if (runs) {
            return;
        }
        String earlier = matrix.releases().stream().filter(r -> r.cudaValidationRunsOn(gpu.architecture()))
                .map(GpuOperatorVersion::version).collect(Collectors.joining(", "));
        error(path + ".gpuModel", reason + "; use a release whose validator runs on " + gpu.architecture()
                + (earlier.isEmpty() ? " (no curated release has one)" : " (" + earlier + ")")
                + ", or set " + path + ".cudaWorkloadValidation to false to turn the CUDA workload validation off");
    }

    private void checkSupportedByRelease(String path, DriverVersion driver, Optional<GpuOperatorVersion> release) {
        if (release.isEmpty() || release.get().supportsDriver(driver)) {
            return;
        }
        String message = "driver " + driver + " is not among the drivers NVIDIA supports with GPU Operator "
                + release.get().version() + "; use one of " + describe(release.get().supportedDrivers());
        if (input.allowUnsupportedDriver()) {
            warning(path, message + " (installing it anyway because allowUnsupportedDriver is set)");
        } else {
            error(path, message + ", or set allowUnsupportedDriver to install it at your own risk");
        }
    }

    private void checkCudaDriver(String path, DriverVersion driver, CudaRequirement cuda, List<GpuModelInfo> sharing,
                                 Optional<GpuOperatorVersion> release) {
        if (driver.branch() >= cuda.minDriverBranch()) {
            return;
        }
        Predicate<DriverVersion> fits = d -> d.branch() >= cuda.minDriverBranch()
                && sharing.stream().allMatch(g -> g.supportsDriverBranch(d.branch()));
        error(path, "driver " + driver + " (" + driver.branchName() + ") cannot run CUDA " + cuda.cudaMajor()
                + " containers (CUDA " + cuda.cudaMajor() + " needs R" + cuda.minDriverBranch() + "+); "
                + suggestion(release, fits, null) + ", or lower cudaMajor");
    }

    private void malformedDriver(String path, String version, Optional<GpuOperatorVersion> release) {
        error(path, "'" + version + "' is not an NVIDIA driver version; expected <branch>.<minor>.<patch>"
                + release.map(r -> ", one of " + describe(r.supportedDrivers())).orElse(", e.g. 580.105.08"));
    }

    /**
     * "use one of …" listing the release's drivers that pass {@code fits}; when none does, the releases
     * that have one. {@code poolPath} adds the per-pool alternative when the cluster-wide driver is at fault.
     */
    private String suggestion(Optional<GpuOperatorVersion> release, Predicate<DriverVersion> fits, String poolPath) {
        if (release.isEmpty()) {
            return "choose a release first";
        }
        List<SupportedDriver> fitting = release.get().supportedDrivers().stream()
                .filter(d -> fits.test(d.version())).toList();
        if (!fitting.isEmpty()) {
            return (poolPath == null ? "use one of " : "set driverVersion, or " + poolPath
                    + ".driverVersion for this pool alone, to one of ") + describe(fitting);
        }
        String releases = matrix.releases().stream()
                .filter(r -> r.supportedDrivers().stream().anyMatch(d -> fits.test(d.version())))
                .map(GpuOperatorVersion::version).collect(Collectors.joining(", "));
        return "GPU Operator " + release.get().version() + " supports no driver that fits; "
                + (releases.isEmpty() ? "no curated release has one" : "use a release that has one: " + releases);
    }

    /** "595.91.07 (default, recommended), 580.173.02, …", newest first. */
    private static String describe(List<SupportedDriver> drivers) {
        return drivers.stream().map(d -> {
            List<String> tags = new ArrayList<>();
            if (d.isDefault()) {
                tags.add("default");
            }
            if (d.recommended()) {
                tags.add("recommended");
            }
            return d.version() + (tags.isEmpty() ? "" : " (" + String.join(", ", tags) + ")");
        }).collect(Collectors.joining(", "));
    }

    private void error(String path, String message) {
        problems.add(new CompatibilityProblem(Severity.ERROR, path, message));
    }

    private void warning(String path, String message) {
        problems.add(new CompatibilityProblem(Severity.WARNING, path, message));
    }
}

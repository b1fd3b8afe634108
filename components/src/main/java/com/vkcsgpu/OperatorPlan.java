package com.vkcsgpu;

import com.vkcsgpu.operator.CompatibilityCheck;
import com.vkcsgpu.domain.ServiceMonitorMode;
import com.vkcsgpu.domain.InstallMethod;
import com.vkcsgpu.doc.WireValues;
import com.vkcsgpu.operator.CompatibilityInput;
import com.vkcsgpu.operator.CompatibilityProblem;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentPins;
import com.vkcsgpu.operator.DriverUpgradeValues;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.PoolSpec;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.operator.VkAddon;
import com.vkcsgpu.domain.KubernetesSyntax;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The validated, defaulted plain plan of a {@link GpuOperator}: the release and its pins, what the pools
 * imply for the operator (tolerations, MIG strategy, time-slicing configs) and for the gate. Built before
 * any child exists; every problem, compatibility problems included, is reported at once with its property
 * path ({@code driverVersion}, {@code pools[1].migProfile}, ...).
 */
record OperatorPlan(InstallMethod method, GpuOperatorVersion release, ComponentPins pins, String namespace,
                    String addonVersion, List<GpuOperatorPoolArgs> pools, List<NodePoolToleration> tolerations,
                    String migStrategy, List<Integer> timeSlicingReplicas, boolean serviceMonitor,
                    Duration readinessTimeout, List<String> warnings, Map<String, PoolDriver> poolDrivers,
                    DriverUpgradeValues driverUpgrade) {

    /**
     * The NVIDIADriver resource of one pool: its driver version and node selector.
     *
     * @param version      the pool's own driver, else the cluster-wide one
     * @param nodeSelector the pool's node selector
     */
    record PoolDriver(String version, Map<String, String> nodeSelector) {
    }

    static final String DEFAULT_NAMESPACE = com.vkcsgpu.domain.ReservedNamespaces.GPU_OPERATOR;
    static final String DEFAULT_METHOD = "helm";
    static final String DEFAULT_SERVICE_MONITOR = "auto";
    static final String DEFAULT_ADDON_VERSION = "24.9.0";
    static final Duration DEFAULT_READINESS_TIMEOUT = Duration.ofMinutes(45);
    /**
     * From this release on the operator creates the ServiceMonitor only when its CRD exists (NVIDIA/gpu-operator
     * v26.7.0 controllers/object_controls.go).
     */
    private static final String QUIET_SERVICE_MONITOR_FROM = "v26.7";
    /**
     * NVIDIADriver resources replace a running ClusterPolicy driver from this release on (NVIDIA/gpu-operator #2353,
     * v26.7.0).
     */
    private static final String NVIDIA_DRIVER_MIGRATION_FROM = "v26.7";
    private static final Pattern RELEASE_LINE = Pattern.compile("v(\\d+)\\.(\\d+)");
    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?");

    static OperatorPlan of(GpuOperatorArgs args) {
        return of(args, ReleaseMatrix.load());
    }

    static OperatorPlan of(GpuOperatorArgs args, ReleaseMatrix matrix) {
        ArgumentProblems problems = new ArgumentProblems("GpuOperator");
        problems.requirePresent("kubeconfig", args.kubeconfig());
        InstallMethod method = method(args.method(), problems);
        if (method == InstallMethod.ADDON) {
            if (args.clusterId() == null) {
                problems.add("clusterId", "is required with method: addon (the cluster the addon is installed into)");
            }
            for (String chartProperty : chartProperties(args)) {
                problems.add(chartProperty, "conflicts with method: addon (VK Cloud installs its own chart); remove "
                        + chartProperty + " or use method: helm");
            }
        } else if (chartProperties(args).size() > 1) {
            problems.add(chartProperties(args).get(1), "conflicts with " + chartProperties(args).get(0)
                    + "; give one chart source");
        }
        String addonVersion = args.addonVersion() != null ? args.addonVersion() : DEFAULT_ADDON_VERSION;
        if (args.addonVersion() != null && method != InstallMethod.ADDON) {
            problems.add("addonVersion", "applies to method: addon only; remove it or set method: addon");
        }
        String releaseVersion = args.release() != null ? args.release() : defaultRelease(matrix, method, addonVersion);
        String namespace = args.namespace() != null ? args.namespace() : DEFAULT_NAMESPACE;
        problems.add("namespace", KubernetesSyntax.dns1123LabelProblem(namespace));

        List<GpuOperatorPoolArgs> pools = args.pools() == null ? List.of() : List.copyOf(args.pools());
        List<Integer> replicas = new ArrayList<>(new TreeSet<>(pools.stream().filter(p -> p != null)
                .map(GpuOperatorPoolArgs::timeSlicingReplicas).filter(r -> r != null && r > 1).toList()));
        checkPools(pools, problems);

        Map<Component, String> overrides = overrides(args);
        CompatibilityInput input = new CompatibilityInput(releaseVersion, overrides, args.kubernetesVersion(),
                pools.stream().map(OperatorPlan::poolSpec).toList(), args.cudaMajor(),
                Boolean.TRUE.equals(args.allowUnsupportedDriver()),
                method == InstallMethod.ADDON ? new VkAddon(addonVersion) : null);
        List<String> warnings = new ArrayList<>();
        for (CompatibilityProblem p : CompatibilityCheck.check(matrix, input).problems()) {
            if (p.severity() == CompatibilityProblem.Severity.ERROR) {
                problems.add(p.path(), p.message());
            } else {
                warnings.add(p.path() + ": " + p.message());
            }
        }
        Optional<GpuOperatorVersion> release = matrix.release(releaseVersion);
        String clusterDriver = overrides.get(Component.DRIVER) != null ? overrides.get(Component.DRIVER)
                : release.map(r -> r.component(Component.DRIVER).version()).orElse(null);
        Map<String, PoolDriver> poolDrivers = poolDrivers(pools, clusterDriver, method, problems);
        if (!poolDrivers.isEmpty() && releaseBefore(releaseVersion, NVIDIA_DRIVER_MIGRATION_FROM)) {
            warnings.add("pools: per-pool drivers use NVIDIADriver resources, which NVIDIA supports with "
                    + releaseVersion + " on new installs only; switching a running cluster from the ClusterPolicy's"
                    + " driver to them is supported from " + NVIDIA_DRIVER_MIGRATION_FROM + " (reference:"
                    + " NVIDIA/gpu-operator #2353)");
        }
        boolean serviceMonitor = serviceMonitor(args.serviceMonitor(), releaseVersion, problems);
        Duration timeout = readinessTimeout(args.readinessTimeout(), problems);
        DriverUpgradeValues driverUpgrade = driverUpgrade(args.driverUpgradePolicy(), problems);
        problems.throwIfAny();
        ComponentPins pins = ComponentPins.resolve(release.orElseThrow(), overrides);
        String migStrategy = pools.stream().anyMatch(p -> p.migProfile() != null) ? "single" : null;
        return new OperatorPlan(method, release.get(), pins, namespace, addonVersion, pools,
                OperandTolerations.of(pools), migStrategy, List.copyOf(replicas), serviceMonitor, timeout,
                List.copyOf(warnings), poolDrivers, driverUpgrade);
    }

    /** The chart values of {@code policy}, its problems reported by property path. */
    private static DriverUpgradeValues driverUpgrade(GpuOperatorDriverUpgradeArgs policy, ArgumentProblems problems) {
        if (policy == null) {
            return null;
        }
        Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        counts.put("maxParallelUpgrades", policy.maxParallelUpgrades());
        counts.put("podDeletionTimeoutSeconds", policy.podDeletionTimeoutSeconds());
        counts.put("drainTimeoutSeconds", policy.drainTimeoutSeconds());
        counts.forEach((name, value) -> {
            if (value != null && value < 0) {
                problems.add("driverUpgradePolicy." + name, "must be 0 or more (0 means no limit), got " + value);
            }
        });
        DriverUpgradeValues.maxUnavailableProblem(policy.maxUnavailable())
                .ifPresent(p -> problems.add("driverUpgradePolicy.maxUnavailable", p));
        return DriverUpgradeValues.of(policy.maxParallelUpgrades(), policy.maxUnavailable(), policy.podDeletionForce(),
                policy.podDeletionDeleteEmptyDir(), policy.podDeletionTimeoutSeconds(), policy.drainEnable(),
                policy.drainForce(), policy.drainDeleteEmptyDir(), policy.drainTimeoutSeconds());
    }

    /** The driver {@code pool}'s nodes must run: its own, else the cluster-wide pin. */
    String driverVersion(GpuOperatorPoolArgs pool) {
        return pool.driverVersion() != null ? pool.driverVersion() : pins.version(Component.DRIVER);
    }

    /** The name of the device-plugin config entry of each time-slicing replica count in use. */
    List<String> timeSlicingConfigNames() {
        return timeSlicingReplicas.stream().map(GpuSharing::timeSlicingConfigName).toList();
    }

    private static InstallMethod method(String given, ArgumentProblems problems) {
        if (given == null || given.equals(DEFAULT_METHOD)) {
            return InstallMethod.HELM;
        }
        Optional<InstallMethod> method = WireValues.parse(InstallMethod.class, given);
        if (method.isEmpty()) {
            problems.add("method", "'" + given + "' is not an install method; use " + WireValues.listed(InstallMethod.class));
        }
        return method.orElse(InstallMethod.HELM);
    }

    private static List<String> chartProperties(GpuOperatorArgs args) {
        List<String> set = new ArrayList<>();
        if (args.chartRepositoryUrl() != null) {
            set.add("chartRepositoryUrl");
        }
        if (args.chartOciReference() != null) {
            set.add("chartOciReference");
        }
        if (args.chartLocalPath() != null) {
            set.add("chartLocalPath");
        }
        return set;
    }

    /** Helm: the newest curated release. Addon: the newest curated release of the addon's minor line. */
    private static String defaultRelease(ReleaseMatrix matrix, InstallMethod method, String addonVersion) {
        if (method == InstallMethod.HELM) {
            return matrix.latest().version();
        }
        String line = "v" + addonVersion.replaceAll("^(\\d+\\.\\d+).*", "$1") + ".";
        return matrix.releases().stream().map(GpuOperatorVersion::version).filter(v -> v.startsWith(line))
                .reduce((a, b) -> b).orElse(matrix.latest().version());
    }

    private static void checkPools(List<GpuOperatorPoolArgs> pools, ArgumentProblems problems) {
        for (int i = 0; i < pools.size(); i++) {
            GpuOperatorPoolArgs pool = pools.get(i);
            String at = "pools[" + i + "]";
            if (pool == null) {
                continue; // CompatibilityCheck reports it
            }
            PoolTaints.check(at + ".", pool.taints(), problems);
            if (pool.migProfile() != null) {
                GpuSharing.migProblem(pool.gpuModel(), pool.migProfile())
                        .filter(p -> pool.migProfile().equals(GpuSharing.MIG_BALANCED))
                        .ifPresent(p -> problems.add(at + ".migProfile", p));
            }
            if (pool.gpusPerNode() != null && pool.gpusPerNode() < 1) {
                problems.add(at + ".gpusPerNode", "must be at least 1, got " + pool.gpusPerNode());
            }
            if (pool.expectedNodes() != null && pool.expectedNodes() < 0) {
                problems.add(at + ".expectedNodes", "must be 0 or more, got " + pool.expectedNodes());
            }
        }
    }

    /**
     * Per-pool drivers, when some pool's driver differs from the cluster-wide one: one NVIDIADriver resource per
     * pool (named after it, selecting its nodes), the pools without their own driver on the cluster-wide one.
     * The operator finds a resource's nodes by an equality label map and refuses a node two resources select
     * (see OperatorRelease's {@code nvidiaDrivers}), so every pool gets its own resource and the selectors must
     * differ in the value of a shared label, as GpuNodePool's {@code vkcs-gpu.io/pool} does. Nodes outside the
     * declared pools get no driver in this mode before v26.7.0; from v26.7.0 the chart's default NVIDIADriver stays as
     * their fallback. Empty when every pool runs the cluster-wide driver.
     *
     * <p>The addon cannot do it: VK Cloud's addon takes chart values only, so it has no way to create one
     * NVIDIADriver resource per pool (and its 24.9 line predates the migration from a ClusterPolicy driver,
     * supported from v26.7; NVIDIA/gpu-operator #2353).
     */
    private static Map<String, PoolDriver> poolDrivers(List<GpuOperatorPoolArgs> pools, String clusterDriver,
                                                       InstallMethod method, ArgumentProblems problems) {
        List<Integer> own = new ArrayList<>();
        for (int i = 0; i < pools.size(); i++) {
            GpuOperatorPoolArgs pool = pools.get(i);
            if (pool != null && pool.driverVersion() != null && !pool.driverVersion().equals(clusterDriver)) {
                own.add(i);
            }
        }
        if (own.isEmpty()) {
            return Map.of();
        }
        if (method == InstallMethod.ADDON) {
            for (int i : own) {
                problems.add("pools[" + i + "].driverVersion", "differs from the cluster-wide driver " + clusterDriver
                        + ", but per-pool drivers need NVIDIADriver resources, which the VK Cloud addon cannot"
                        + " create (it takes chart values only); use method: helm, or set driverVersion for the"
                        + " whole cluster");
            }
            return Map.of();
        }
        Map<String, PoolDriver> drivers = new TreeMap<>();
        for (int i = 0; i < pools.size(); i++) {
            GpuOperatorPoolArgs pool = pools.get(i);
            if (pool == null || pool.name() == null) {
                continue;
            }
            String at = "pools[" + i + "]";
            KubernetesSyntax.dns1123LabelProblem(pool.name()).ifPresent(p -> problems.add(at + ".name", p
                    + " (it names the pool's NVIDIADriver resource)"));
            for (int j = 0; j < i; j++) {
                GpuOperatorPoolArgs other = pools.get(j);
                if (other != null && !KubernetesSyntax.selectorsDisjoint(pool.nodeSelector(), other.nodeSelector())) {
                    problems.add(at + ".nodeSelector", "overlaps the selector of pools[" + j + "]: with per-pool"
                            + " drivers a node selected by two pools would get two drivers, and the operator then"
                            + " installs neither; give each pool a label value of its own, such as vkcs-gpu.io/pool");
                }
            }
            drivers.put(pool.name(), new PoolDriver(pool.driverVersion() != null ? pool.driverVersion()
                    : clusterDriver, pool.nodeSelector()));
        }
        return drivers;
    }


    private static PoolSpec poolSpec(GpuOperatorPoolArgs pool) {
        return pool == null ? null : new PoolSpec(pool.name(), pool.gpuModel(), pool.migProfile(),
                pool.timeSlicingReplicas(), pool.driverVersion());
    }

    private static Map<Component, String> overrides(GpuOperatorArgs a) {
        Map<Component, String> o = new EnumMap<>(Component.class);
        putIfSet(o, Component.OPERATOR, a.operatorVersion());
        putIfSet(o, Component.VALIDATOR, a.validatorVersion());
        putIfSet(o, Component.DRIVER, a.driverVersion());
        putIfSet(o, Component.TOOLKIT, a.toolkitVersion());
        putIfSet(o, Component.DEVICE_PLUGIN, a.devicePluginVersion());
        putIfSet(o, Component.GFD, a.gfdVersion());
        putIfSet(o, Component.DCGM, a.dcgmVersion());
        putIfSet(o, Component.DCGM_EXPORTER, a.dcgmExporterVersion());
        putIfSet(o, Component.MIG_MANAGER, a.migManagerVersion());
        putIfSet(o, Component.NFD, a.nfdVersion());
        return o;
    }

    private static void putIfSet(Map<Component, String> overrides, Component component, String version) {
        if (version != null) {
            overrides.put(component, version);
        }
    }

    private static boolean serviceMonitor(String given, String release, ArgumentProblems problems) {
        ServiceMonitorMode mode = given == null ? ServiceMonitorMode.AUTO
                : WireValues.parse(ServiceMonitorMode.class, given).orElse(null);
        if (mode == null) {
            problems.add("serviceMonitor", "'" + given + "' is not " + WireValues.listed(ServiceMonitorMode.class));
            return false;
        }
        return switch (mode) {
            case AUTO -> release.compareTo(QUIET_SERVICE_MONITOR_FROM) >= 0 && release.startsWith("v");
            case ON -> true;
            case OFF -> false;
        };
    }

    private static Duration readinessTimeout(String given, ArgumentProblems problems) {
        if (given == null) {
            return DEFAULT_READINESS_TIMEOUT;
        }
        Matcher m = DURATION.matcher(given);
        if (given.isEmpty() || !m.matches()) {
            problems.add("readinessTimeout", "'" + given + "' is not a duration; use hours, minutes and seconds such"
                    + " as 45m, 1h30m or 90s");
            return DEFAULT_READINESS_TIMEOUT;
        }
        Duration d = Duration.ofHours(number(m.group(1))).plusMinutes(number(m.group(2))).plusSeconds(number(m.group(3)));
        if (d.isZero()) {
            problems.add("readinessTimeout", "must be longer than zero");
        }
        return d;
    }

    /** Whether release {@code version} ({@code vMAJOR.MINOR.PATCH}) is older than {@code vMAJOR.MINOR} {@code line}. */
    static boolean releaseBefore(String version, String line) {
        Matcher v = RELEASE_LINE.matcher(version);
        Matcher l = RELEASE_LINE.matcher(line);
        if (!v.lookingAt() || !l.lookingAt()) {
            return false;
        }
        int major = Integer.compare(Integer.parseInt(v.group(1)), Integer.parseInt(l.group(1)));
        return major != 0 ? major < 0 : Integer.parseInt(v.group(2)) < Integer.parseInt(l.group(2));
    }

    private static long number(String group) {
        return group == null ? 0 : Long.parseLong(group);
    }
}

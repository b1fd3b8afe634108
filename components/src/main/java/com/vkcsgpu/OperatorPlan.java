package com.vkcsgpu;

import com.vkcsgpu.operator.CompatibilityCheck;
import com.vkcsgpu.operator.CompatibilityInput;
import com.vkcsgpu.operator.CompatibilityProblem;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentPins;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.PoolSpec;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.validation.KubernetesSyntax;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
                    Duration readinessTimeout, List<String> warnings) {

    /** How the operator is installed. */
    enum InstallMethod { HELM, ADDON }

    static final String DEFAULT_NAMESPACE = "gpu-operator";
    static final String DEFAULT_ADDON_VERSION = "24.9.0";
    static final Duration DEFAULT_READINESS_TIMEOUT = Duration.ofMinutes(45);
    /** From this release on the operator creates the ServiceMonitor only when its CRD exists (reference §7). */
    private static final String QUIET_SERVICE_MONITOR_FROM = "v26.7";
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
                Boolean.TRUE.equals(args.allowUnsupportedDriver()));
        List<String> warnings = new ArrayList<>();
        for (CompatibilityProblem p : CompatibilityCheck.check(matrix, input).problems()) {
            if (p.severity() == CompatibilityProblem.Severity.ERROR) {
                problems.add(p.path(), p.message());
            } else {
                warnings.add(p.path() + ": " + p.message());
            }
        }
        Optional<GpuOperatorVersion> release = matrix.release(releaseVersion);
        release.ifPresent(r -> checkPerPoolDrivers(pools, r, overrides.get(Component.DRIVER), problems));
        boolean serviceMonitor = serviceMonitor(args.serviceMonitor(), releaseVersion, problems);
        Duration timeout = readinessTimeout(args.readinessTimeout(), problems);
        problems.throwIfAny();
        ComponentPins pins = ComponentPins.resolve(release.orElseThrow(), overrides);
        String migStrategy = pools.stream().anyMatch(p -> p.migProfile() != null) ? "single" : null;
        return new OperatorPlan(method, release.get(), pins, namespace, addonVersion, pools,
                OperandTolerations.of(pools), migStrategy, List.copyOf(replicas), serviceMonitor, timeout,
                List.copyOf(warnings));
    }

    /** The name of the device-plugin config entry of each time-slicing replica count in use. */
    List<String> timeSlicingConfigNames() {
        return timeSlicingReplicas.stream().map(GpuSharing::timeSlicingConfigName).toList();
    }

    private static InstallMethod method(String given, ArgumentProblems problems) {
        if (given == null || given.equals("helm")) {
            return InstallMethod.HELM;
        }
        if (given.equals("addon")) {
            return InstallMethod.ADDON;
        }
        problems.add("method", "'" + given + "' is not an install method; use helm or addon");
        return InstallMethod.HELM;
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
     * Per-pool drivers need NVIDIADriver resources with disjoint node selectors, which OperatorRelease cannot
     * carry; rather than a second install mechanism, a pool driver must equal the cluster-wide one.
     */
    private static void checkPerPoolDrivers(List<GpuOperatorPoolArgs> pools, GpuOperatorVersion release,
                                            String clusterOverride, ArgumentProblems problems) {
        String clusterDriver = clusterOverride != null ? clusterOverride : release.component(Component.DRIVER).version();
        for (int i = 0; i < pools.size(); i++) {
            GpuOperatorPoolArgs pool = pools.get(i);
            if (pool != null && pool.driverVersion() != null && !pool.driverVersion().equals(clusterDriver)) {
                problems.add("pools[" + i + "].driverVersion", "differs from the cluster-wide driver " + clusterDriver
                        + "; per-pool drivers (NVIDIADriver resources) are not supported yet: set driverVersion for"
                        + " the whole cluster instead");
            }
        }
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
        if (given == null || given.equals("auto")) {
            return release.compareTo(QUIET_SERVICE_MONITOR_FROM) >= 0 && release.startsWith("v");
        }
        if (given.equals("on") || given.equals("off")) {
            return given.equals("on");
        }
        problems.add("serviceMonitor", "'" + given + "' is not auto, on or off");
        return false;
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

    private static long number(String group) {
        return group == null ? 0 : Long.parseLong(group);
    }
}

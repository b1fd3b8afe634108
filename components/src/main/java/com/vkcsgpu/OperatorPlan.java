package com.vkcsgpu;

import com.vkcsgpu.operator.CompatibilityCheck;
import com.vkcsgpu.domain.DriverSource;
import com.vkcsgpu.domain.ServiceMonitorMode;
import com.vkcsgpu.domain.InstallMethod;
import com.vkcsgpu.doc.WireValues;
import com.vkcsgpu.operator.CompatibilityInput;
import com.vkcsgpu.operator.CompatibilityProblem;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentImage;
import com.vkcsgpu.operator.ContainerResources;
import com.vkcsgpu.operator.OperandResources;
import com.vkcsgpu.operator.ResourceQuantities;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.ComponentPins;
import com.vkcsgpu.operator.DriverUpgradeValues;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.PoolSpec;
import com.vkcsgpu.operator.NodeImage;
import com.vkcsgpu.operator.ReleaseFeature;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.operator.ReleaseThreshold;
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
 * The validated, defaulted plain plan of a {@link GpuOperator}: the release and its pins, the values the operator
 * receives ({@link GpuOperatorValues}, computed here once for both install methods: pins, the pools' tolerations,
 * MIG strategy, time-slicing configs, ...) and what the gate waits for. Built before any child exists; every
 * problem, compatibility problems included, is reported at once with its property path ({@code driverVersion},
 * {@code pools[1].migProfile}, ...).
 */
record OperatorPlan(InstallMethod method, GpuOperatorVersion release, ComponentPins pins, String namespace,
                    String addonVersion, List<GpuOperatorPoolArgs> pools, Duration readinessTimeout,
                    List<String> warnings, List<String> notes, Map<String, PoolDriver> poolDrivers,
                    GpuOperatorValues values) {

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
        List<Integer> mpsReplicas = new ArrayList<>(new TreeSet<>(pools.stream().filter(p -> p != null)
                .map(GpuOperatorPoolArgs::mpsReplicas).filter(r -> r != null).toList()));
        checkPools(pools, problems);

        Map<Component, String> overrides = overrides(args);
        Optional<GpuOperatorVersion> release = matrix.release(releaseVersion);
        String clusterDriver = overrides.get(Component.DRIVER) != null ? overrides.get(Component.DRIVER)
                : release.map(r -> r.component(Component.DRIVER).version()).orElse(null);
        DriverChoice driverChoice = DriverChoice.of(args, pools, clusterDriver, problems);
        CompatibilityInput input = new CompatibilityInput(releaseVersion, overrides, args.kubernetesVersion(),
                pools.stream().map(OperatorPlan::poolSpec).toList(), args.cudaMajor(),
                Boolean.TRUE.equals(args.allowUnsupportedDriver()),
                method == InstallMethod.ADDON ? new VkAddon(addonVersion) : null,
                driverChoice.source() == DriverSource.HOST);
        List<String> warnings = new ArrayList<>();
        for (CompatibilityProblem p : CompatibilityCheck.check(matrix, input).problems()) {
            if (p.severity() == CompatibilityProblem.Severity.ERROR) {
                problems.add(p.path(), p.message());
            } else {
                warnings.add(p.path() + ": " + p.message());
            }
        }
        Map<String, PoolDriver> poolDrivers = poolDrivers(pools, clusterDriver, method, problems);
        if (!poolDrivers.isEmpty() && release.isPresent() && !release.get().has(ReleaseFeature.NVIDIA_DRIVER_MIGRATION)) {
            ReleaseThreshold migration = matrix.threshold(ReleaseFeature.NVIDIA_DRIVER_MIGRATION);
            warnings.add("pools: per-pool drivers use NVIDIADriver resources, which NVIDIA supports with "
                    + releaseVersion + " on new installs only; switching a running cluster from the ClusterPolicy's"
                    + " driver to them is supported from " + migration.from() + " (reference: " + migration.source()
                    + ")");
        }
        boolean serviceMonitor = serviceMonitor(args.serviceMonitor(), release, problems);
        Duration timeout = readinessTimeout(args.readinessTimeout(), problems);
        DriverUpgradeValues driverUpgrade = driverUpgrade(args.driverUpgradePolicy(), problems);
        Map<Component, ContainerResources> resources = resources(args.resources(), problems);
        problems.throwIfAny();
        ComponentPins pins = ComponentPins.resolve(release.orElseThrow(), overrides);
        // Charts before v25.3.0 assume docker when the operator cannot read a node's runtime; VK's is CRI-O.
        String defaultRuntime = release.get().has(ReleaseFeature.DEFAULT_RUNTIME_REMOVED) ? null : NodeImage.VK_RUNTIME;
        if (!mpsReplicas.isEmpty()) {
            warnings.add("pools: the DCGM exporter does not attribute GPU metrics to pods on GPUs shared by MPS"
                    + " (https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-sharing-mps.html,"
                    + " Limitations); metrics of those pools' GPUs are per GPU only");
        }
        GpuOperatorValues values = values(pins, resources, pools, replicas, mpsReplicas, serviceMonitor, driverUpgrade, driverChoice,
                defaultRuntime,
                method == InstallMethod.HELM && !poolDrivers.isEmpty()
                        ? new GpuOperatorValues.NvidiaDriverCrd(true, release.get().defaultNvidiaDriverIsFallback(), null)
                        : null);
        return new OperatorPlan(method, release.get(), pins, namespace, addonVersion, pools, timeout,
                List.copyOf(warnings), List.of(driverChoice.explanation()), poolDrivers, values);
    }

    /**
     * What the operator receives, whichever way it is installed: every component pinned, the pools' taints as the
     * tolerations of its pods, MIG when a pool asks for it, one named time-slicing config per replica count in use
     * (each pool's label selects its own), and, with per-pool drivers, NVIDIADriver resources instead of the
     * ClusterPolicy's driver (from v26.7.0 the chart's default NVIDIADriver is the fallback for the other nodes),
     * and explicit requests and limits on every operand ({@link OperandResources}, with the user's overrides).
     */
    private static GpuOperatorValues values(ComponentPins pins, Map<Component, ContainerResources> resources,
                                            List<GpuOperatorPoolArgs> pools,
                                            List<Integer> timeSlicingReplicas, List<Integer> mpsReplicas,
                                            boolean serviceMonitor,
                                            DriverUpgradeValues driverUpgrade, DriverChoice driverChoice,
                                            String defaultRuntime,
                                            GpuOperatorValues.NvidiaDriverCrd nvidiaDriverCrd) {
        Map<String, Integer> timeSlicingConfigs = new TreeMap<>();
        timeSlicingReplicas.forEach(r -> timeSlicingConfigs.put(GpuSharing.timeSlicingConfigName(r), r));
        Map<String, Integer> mpsConfigs = new TreeMap<>();
        mpsReplicas.forEach(r -> mpsConfigs.put(GpuSharing.mpsConfigName(r), r));
        ComponentImage operator = pins.image(Component.OPERATOR);
        ComponentImage driver = pins.image(Component.DRIVER);
        ComponentImage plugin = pins.image(Component.DEVICE_PLUGIN);
        ComponentImage exporter = pins.image(Component.DCGM_EXPORTER);
        return new GpuOperatorValues(
                OperandTolerations.of(pools),
                new GpuOperatorValues.OperandSection(operator.repository(), operator.image(),
                        operator.pinnedVersion(), null),
                new GpuOperatorValues.DriverSection(driverChoice.driverEnabled(),
                        driverChoice.repository() != null ? driverChoice.repository() : driver.repository(),
                        driver.image(), driver.version(),
                        GpuOperatorValues.ImagePin.of(pins.image(Component.DRIVER_MANAGER)), nvidiaDriverCrd,
                        driverUpgrade, OperandResources.of(Component.DRIVER, resources.get(Component.DRIVER))),
                operand(pins, resources, Component.TOOLKIT),
                new GpuOperatorValues.DevicePluginSection(plugin.repository(), plugin.image(), plugin.pinnedVersion(),
                        timeSlicingConfigs.isEmpty() ? null
                                : new GpuOperatorValues.TimeSlicing(null, timeSlicingConfigs, null, null),
                        mpsConfigs.isEmpty() ? null : new GpuOperatorValues.Mps(mpsConfigs),
                        OperandResources.of(Component.DEVICE_PLUGIN, resources.get(Component.DEVICE_PLUGIN))),
                operand(pins, resources, Component.GFD),
                operand(pins, resources, Component.DCGM),
                new GpuOperatorValues.DcgmExporterSection(exporter.repository(), exporter.image(),
                        exporter.pinnedVersion(), new GpuOperatorValues.ServiceMonitor(serviceMonitor),
                        OperandResources.of(Component.DCGM_EXPORTER, resources.get(Component.DCGM_EXPORTER))),
                operand(pins, resources, Component.MIG_MANAGER),
                validator(pins, resources, pools),
                operand(pins, resources, Component.NODE_STATUS_EXPORTER),
                GpuOperatorValues.ImagePin.of(pins.image(Component.NFD)),
                pools.stream().anyMatch(p -> p != null && p.migProfile() != null)
                        ? new GpuOperatorValues.MigSection("single") : null,
                defaultRuntime);
    }

    /**
     * The validator, its CUDA workload turned off ({@code validator.cuda.env WITH_WORKLOAD=false}, the workaround of
     * NVIDIA/gpu-operator#2842) when a pool asks: the validator is one DaemonSet, so it is off on every node.
     */
    private static GpuOperatorValues.ValidatorSection validator(ComponentPins pins,
                                                                Map<Component, ContainerResources> resources,
                                                                List<GpuOperatorPoolArgs> pools) {
        ComponentImage validator = pins.image(Component.VALIDATOR);
        boolean workloadOff = pools.stream().anyMatch(p -> p != null && Boolean.FALSE.equals(p.cudaWorkloadValidation()));
        return new GpuOperatorValues.ValidatorSection(validator.repository(), validator.image(),
                validator.pinnedVersion(), OperandResources.of(Component.VALIDATOR, resources.get(Component.VALIDATOR)),
                workloadOff ? GpuOperatorValues.ValidatorCuda.WITHOUT_WORKLOAD : null);
    }

    private static GpuOperatorValues.OperandSection operand(ComponentPins pins,
                                                            Map<Component, ContainerResources> resources,
                                                            Component component) {
        return GpuOperatorValues.OperandSection.of(pins.image(component),
                OperandResources.of(component, resources.get(component)));
    }

    /** The user's per-operand overrides, each problem named by {@code resources.<operand>.<quantity>}. */
    private static Map<Component, ContainerResources> resources(Map<String, GpuOperatorResourcesArgs> given,
                                                                ArgumentProblems problems) {
        Map<Component, ContainerResources> overrides = new EnumMap<>(Component.class);
        if (given == null) {
            return overrides;
        }
        List<String> operands = java.util.Arrays.stream(Component.values()).filter(OperandResources::sized)
                .map(Component::key).toList();
        given.forEach((key, r) -> {
            Optional<Component> component = Component.fromKey(key).filter(OperandResources::sized);
            if (component.isEmpty()) {
                problems.add("resources." + key, "is not an operand whose resources vkcs-gpu sets; use one of "
                        + operands);
                return;
            }
            if (r == null) {
                return;
            }
            Map<String, String> quantities = new java.util.LinkedHashMap<>();
            quantities.put("cpuRequest", r.cpuRequest());
            quantities.put("memoryRequest", r.memoryRequest());
            quantities.put("cpuLimit", r.cpuLimit());
            quantities.put("memoryLimit", r.memoryLimit());
            quantities.forEach((name, value) -> {
                if (value != null) {
                    problems.add("resources." + key + "." + name, KubernetesSyntax.quantityProblem(value));
                }
            });
            overrides.put(component.get(), new ContainerResources(new ResourceQuantities(r.cpuRequest(),
                    r.memoryRequest()), new ResourceQuantities(r.cpuLimit(), r.memoryLimit())));
        });
        return overrides;
    }

    /** The chart values of {@code policy}, its problems reported by property path. */
    private static DriverUpgradeValues driverUpgrade(GpuOperatorDriverUpgradeArgs policy, ArgumentProblems problems) {
        if (policy == null) {
            return null;
        }
        problems.add("driverUpgradePolicy.maxParallelUpgrades",
                DriverUpgradeValues.countProblem(policy.maxParallelUpgrades()));
        problems.add("driverUpgradePolicy.podDeletionTimeoutSeconds",
                DriverUpgradeValues.countProblem(policy.podDeletionTimeoutSeconds()));
        problems.add("driverUpgradePolicy.drainTimeoutSeconds",
                DriverUpgradeValues.countProblem(policy.drainTimeoutSeconds()));
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
        return matrix.addonRelease(addonVersion);
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
            problems.add(at + ".mpsReplicas", GpuSharing.mpsProblem(pool.migProfile(), pool.timeSlicingReplicas(),
                    pool.mpsReplicas()));
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
                pool.timeSlicingReplicas(), pool.driverVersion(), pool.cudaWorkloadValidation());
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

    /**
     * {@code auto} turns the ServiceMonitor on where the release creates it only when its CRD exists
     * ({@link ReleaseFeature#QUIET_SERVICE_MONITOR}), so a cluster without Prometheus' CRDs is not broken by it.
     */
    private static boolean serviceMonitor(String given, Optional<GpuOperatorVersion> release, ArgumentProblems problems) {
        ServiceMonitorMode mode = given == null ? ServiceMonitorMode.AUTO
                : WireValues.parse(ServiceMonitorMode.class, given).orElse(null);
        if (mode == null) {
            problems.add("serviceMonitor", "'" + given + "' is not " + WireValues.listed(ServiceMonitorMode.class));
            return false;
        }
        return switch (mode) {
            case AUTO -> release.map(r -> r.has(ReleaseFeature.QUIET_SERVICE_MONITOR)).orElse(false);
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

    private static long number(String group) {
        return group == null ? 0 : Long.parseLong(group);
    }
}

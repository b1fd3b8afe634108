package com.vkcsgpu;

import com.pulumi.core.Output;
import com.vkcsgpu.domain.InstallMethod;
import com.pulumi.core.annotations.Export;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.resources.Resource;
import com.vkcsgpu.doc.AlwaysSet;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.gpu.GatePoolArgs;
import com.vkcsgpu.gpu.GpuOperatorValuesArgs;
import com.vkcsgpu.gpu.NvidiaDriverArgs;
import com.vkcsgpu.gpu.OperatorChartArgs;
import com.vkcsgpu.gpu.OperatorRelease;
import com.vkcsgpu.gpu.OperatorReleaseArgs;
import com.vkcsgpu.gpu.ReadinessGate;
import com.vkcsgpu.gpu.ReadinessGateArgs;
import com.vkcsgpu.mk8s.ClusterAddon;
import com.vkcsgpu.mk8s.ClusterAddonArgs;
import com.vkcsgpu.operator.ChartValues;
import com.vkcsgpu.operator.Component;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * The NVIDIA GPU Operator, pinned from the curated release matrix, installed by Helm chart
 * ({@code <name>-release}, an {@link OperatorRelease}) or by VK Cloud's managed addon ({@code <name>-addon},
 * a {@link ClusterAddon}), then a readiness gate ({@code <name>-gate}, a {@link ReadinessGate}) that waits
 * until every pool's GPUs are validated. Resources with {@code dependsOn: [gpuOperator]} wait for the gate.
 *
 * <pre>{@code
 * var gpu = new GpuOperator("gpu", GpuOperatorArgs.builder()
 *         .kubeconfig(cluster.kubeconfig())
 *         .pools(GpuOperatorPoolArgs.from(l4Pool).build())
 *         .build(), null);
 * }</pre>
 *
 * <p>The pools' taints become the tolerations of the operands, the NFD worker and the operator Deployment, so a
 * cluster of GPU-tainted workers only still runs the operator. Each time-slicing replica count in use becomes a
 * named device-plugin config ({@code time-slicing-<n>}) that the pool's label selects.
 *
 * <p>A pool whose {@code driverVersion} differs from the cluster-wide one switches the Helm install to
 * NVIDIADriver resources: one per pool, selecting the pool's nodes, the other pools on the cluster-wide driver
 * (the VK addon cannot do this and is refused). Compatibility warnings (for example an unsupported driver allowed
 * by {@code allowUnsupportedDriver}) are logged as engine warnings on this component.
 */
@Doc("The NVIDIA GPU Operator with every component pinned from vkcs-gpu's curated release matrix, installed by Helm"
        + " chart (`method: helm`, default: rendered by the provider, server-side applied, CRDs first) or by VK Cloud's"
        + " managed addon (`method: addon`), followed by a readiness gate: resources that depend on this component"
        + " are created only after every pool's GPUs were validated. The pools' taints become the tolerations of the"
        + " operands and the NFD worker; MIG and time-slicing follow the pools. Compatibility (driver branch per GPU"
        + " model, CUDA, Kubernetes range, MIG capability) is checked at preview, every problem named by property.")
public final class GpuOperator extends ComponentResource {
    /** The type token of this component. */
    public static final String TYPE = "vkcs-gpu:index:GpuOperator";

    @Doc("The namespace the operator runs in.")
    @AlwaysSet
    @Export(name = "namespace", refs = {String.class}, tree = "[0]")
    private final Output<String> namespace;

    @Doc("The GPU Operator release installed, such as `v26.7.0`.")
    @AlwaysSet
    @Export(name = "release", refs = {String.class}, tree = "[0]")
    private final Output<String> release;

    @Doc("The pinned version of every component (`operator`, `driver`, `toolkit`, `devicePlugin`, ...).")
    @AlwaysSet
    @Export(name = "pinnedComponents", refs = {Map.class, String.class, String.class}, tree = "[0,1,2]")
    private final Output<Map<String, String>> pinnedComponents;

    @Doc("How the operator was installed: `helm` or `addon`.")
    @AlwaysSet
    @Export(name = "method", refs = {String.class}, tree = "[0]")
    private final Output<String> method;

    @Doc("Whether every pool's GPUs were validated (or the pool is at zero nodes) when the gate last checked.")
    @Export(name = "ready", refs = {Boolean.class}, tree = "[0]")
    private final Output<Boolean> ready;

    @Doc("What the readiness gate saw of each pool, in the order of `pools`.")
    @AlwaysSet
    @Export(name = "poolStatuses", refs = {List.class, GpuOperatorPoolStatus.class}, tree = "[0,1]")
    private final Output<List<GpuOperatorPoolStatus>> poolStatuses;

    /** What the planned change does to the GPU nodes and the pods on them (set in preview only). */
    @Doc(GpuImpactLine.OUTPUT_DOC)
    @Export(name = "previewImpact", refs = {List.class, GpuImpactLine.class}, tree = "[0,1]")
    private final Output<List<GpuImpactLine>> previewImpact;

    /**
     * Installs the operator. This is the only constructor: the provider's Construct requires exactly one of this
     * shape.
     *
     * @param name    the component's name; children are {@code name-release} or {@code name-addon}, and {@code name-gate}
     * @param args    the arguments
     * @param options component options (providers, protect, ...); may be null
     * @throws IllegalArgumentException naming every invalid, conflicting or incompatible argument, before any child exists
     */
    public GpuOperator(String name, GpuOperatorArgs args, @Nullable ComponentResourceOptions options) {
        super(TYPE, name, options);
        OperatorPlan plan = InvalidArgumentsException.naming(TYPE, name, () -> OperatorPlan.of(args));
        plan.warnings().forEach(warning -> EngineWarnings.warn(this, warning));
        plan.notes().forEach(note -> EngineWarnings.info(this, note));
        Resource install = plan.method() == InstallMethod.HELM
                ? new OperatorRelease(name + "-release", releaseArgs(plan, args), childOptions(this))
                : new ClusterAddon(name + "-addon", addonArgs(plan, args), childOptions(this));
        this.previewImpact = install instanceof OperatorRelease release ? GpuImpactLine.of(release.previewImpact())
                : GpuImpactLine.of(((ClusterAddon) install).previewImpact());
        ReadinessGate gate = new ReadinessGate(name + "-gate", gateArgs(plan, args),
                gateOptions(this, install, plan));
        this.namespace = Output.of(plan.namespace());
        this.release = Output.of(plan.release().version());
        this.pinnedComponents = Output.of(pinnedVersions(plan));
        this.method = Output.of(plan.method().name().toLowerCase());
        this.ready = gate.ready();
        this.poolStatuses = gate.poolStatuses().applyValue(list -> list == null ? List.of()
                : list.stream().map(GpuOperatorPoolStatus::of).toList());
        Map<String, Output<?>> outputs = new LinkedHashMap<>();
        outputs.put("namespace", namespace);
        outputs.put("release", release);
        outputs.put("pinnedComponents", pinnedComponents);
        outputs.put("method", method);
        outputs.put("ready", ready);
        outputs.put("poolStatuses", poolStatuses);
        outputs.put("previewImpact", previewImpact);
        registerOutputs(outputs);
    }

    private static CustomResourceOptions childOptions(Resource parent) {
        return CustomResourceOptions.builder().parent(parent).build();
    }

    /** The gate depends on the install and gets the readiness timeout as its create/update timeout. */
    static CustomResourceOptions gateOptions(Resource parent, Resource install, OperatorPlan plan) {
        return CustomResourceOptions.builder().parent(parent).dependsOn(install)
                .customTimeouts(CustomTimeouts.builder().create(plan.readinessTimeout())
                        .update(plan.readinessTimeout()).build())
                .build();
    }

    static Map<String, String> pinnedVersions(OperatorPlan plan) {
        Map<String, String> versions = new TreeMap<>();
        for (Component c : Component.values()) {
            versions.put(c.key(), plan.pins().version(c));
        }
        return versions;
    }

    private static OperatorReleaseArgs releaseArgs(OperatorPlan plan, GpuOperatorArgs args) {
        return OperatorReleaseArgs.builder()
                .kubeconfig(args.kubeconfig())
                .chart(chart(plan, args))
                .chartVersion(plan.release().chart().version())
                .namespace(plan.namespace())
                .values(SdkInputs.of(plan.values(), GpuOperatorValuesArgs.class))
                .nvidiaDrivers(nvidiaDrivers(plan))
                .build();
    }

    /** One NVIDIADriver resource per pool, named after it, when some pool runs a driver of its own. */
    @Nullable
    static Map<String, NvidiaDriverArgs> nvidiaDrivers(OperatorPlan plan) {
        if (plan.poolDrivers().isEmpty()) {
            return null;
        }
        Map<String, NvidiaDriverArgs> drivers = new TreeMap<>();
        plan.poolDrivers().forEach((pool, driver) -> drivers.put(pool, NvidiaDriverArgs.builder()
                .version(driver.version()).nodeSelector(driver.nodeSelector()).build()));
        return drivers;
    }

    private static OperatorChartArgs chart(OperatorPlan plan, GpuOperatorArgs args) {
        OperatorChartArgs.Builder chart = OperatorChartArgs.builder();
        if (args.chartLocalPath() != null) {
            return chart.localPath(args.chartLocalPath()).build();
        }
        if (args.chartOciReference() != null) {
            return chart.ociReference(args.chartOciReference()).build();
        }
        String repository = args.chartRepositoryUrl() != null ? args.chartRepositoryUrl()
                : plan.release().chart().repository();
        // The matrix's digest is that of NVIDIA's archive in its Helm repository, which a mirror serves unchanged.
        return chart.repositoryUrl(repository).chartName(plan.release().chart().name())
                .chartDigest(plan.release().chart().digest()).build();
    }

    private static ClusterAddonArgs addonArgs(OperatorPlan plan, GpuOperatorArgs args) {
        return ClusterAddonArgs.builder()
                .clusterId(args.clusterId())
                .addonName("gpu-operator")
                .addonVersion(plan.addonVersion())
                .namespace(plan.namespace())
                .values(ChartValues.text(ChartValues.addon(plan.values())))
                .mergeOntoValuesTemplate(true)
                .build();
    }

    private static ReadinessGateArgs gateArgs(OperatorPlan plan, GpuOperatorArgs args) {
        return ReadinessGateArgs.builder()
                .kubeconfig(args.kubeconfig())
                .operatorNamespace(plan.namespace())
                .pools(plan.pools().stream().map(pool -> gatePool(pool, plan.driverVersion(pool))).toList())
                .operandVersions(operandVersions(plan))
                .build();
    }

    /**
     * The release and every pin: each one rolls operands when it changes (a new image in the ClusterPolicy or
     * the operator Deployment), so each is a gate input and a change makes the gate wait again.
     */
    static Map<String, String> operandVersions(OperatorPlan plan) {
        Map<String, String> versions = new TreeMap<>(pinnedVersions(plan));
        versions.put("release", plan.release().version());
        return versions;
    }

    /** The gate's view of {@code pool}; it waits until the nodes run {@code driverVersion} (so a bump is awaited). */
    static GatePoolArgs gatePool(GpuOperatorPoolArgs pool, String driverVersion) {
        Integer perNode = pool.gpusPerNode() == null ? null : GpuSharing.expectedResourcesPerNode(pool.gpusPerNode(),
                pool.gpuModel(), pool.migProfile(), pool.timeSlicingReplicas(), pool.mpsReplicas());
        return GatePoolArgs.builder()
                .name(pool.name())
                .nodeSelector(pool.nodeSelector())
                .expectedNodes(pool.expectedNodes())
                .gpusPerNode(perNode)
                .resourceName(GpuNodePool.GPU_RESOURCE_NAME)
                .migConfig(pool.migProfile())
                .driverVersion(driverVersion)
                .build();
    }

    /** @return the namespace the operator runs in */
    public Output<String> namespace() {
        return namespace;
    }

    /** @return the GPU Operator release installed */
    public Output<String> release() {
        return release;
    }

    /** @return the pinned version of every component */
    public Output<Map<String, String>> pinnedComponents() {
        return pinnedComponents;
    }

    /** @return {@code helm} or {@code addon} */
    public Output<String> method() {
        return method;
    }

    /** @return whether every pool's GPUs were validated when the gate last checked */
    public Output<Boolean> ready() {
        return ready;
    }

    /** @return what the gate saw of each pool */
    public Output<List<GpuOperatorPoolStatus>> poolStatuses() {
        return poolStatuses;
    }

    /** @return what the planned change does to the GPU nodes and the pods on them; set in preview only */
    public Output<List<GpuImpactLine>> previewImpact() {
        return previewImpact;
    }
}

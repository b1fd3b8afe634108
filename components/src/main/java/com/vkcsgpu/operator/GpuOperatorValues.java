package com.vkcsgpu.operator;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.domain.DriverType;
import com.vkcsgpu.domain.MigStrategy;
import java.util.List;
import java.util.Map;

/**
 * What the GPU Operator receives, one typed model for every install path: {@code GpuOperator}'s plan computes it
 * once, {@code OperatorRelease} takes it as its {@code values} input (so a preview names the setting that changed,
 * such as {@code values.driver.version}), and {@link ChartValues} turns it into the chart values of the Helm
 * install and of VK Cloud's addon. Its checks are {@link GpuOperatorValuesCheck}.
 *
 * <p>One section per component, each keyed and shaped as the chart's values.yaml (NVIDIA/gpu-operator
 * deployments/gpu-operator/values.yaml, v24.9.0 to v26.7.0), so a setting added to a section reaches the chart under
 * the same name with no mapping. What the chart spreads over several keys is set once here and spread by
 * {@link ChartValues}: {@link #tolerations} (operands, NFD and the operator), {@code nfd} (the subchart's image),
 * {@code devicePlugin.timeSlicing} (the device plugin's config). A component that needs a setting of its own gets
 * a section record of its own (as {@link DriverSection}); the plain ones (the operator's too, until it gets a setting
 * of its own) share {@link OperandSection}. Unset (null) values are left out, so the chart's defaults apply.
 */
@Doc("The GPU Operator chart values vkcs-gpu sets, one section per component as the chart's values.yaml names them; "
        + "anything unset keeps the chart's default.")
public record GpuOperatorValues(
        @Doc("Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of the operator "
                + "Deployment after the chart's control-plane toleration; one per taint of the GPU pools.")
        List<Toleration> tolerations,
        @Doc("The operator Deployment (its resources default to the chart's).") OperandSection operator,
        @Doc("The driver DaemonSet.") DriverSection driver,
        @Doc("The NVIDIA Container Toolkit DaemonSet.") OperandSection toolkit,
        @Doc("The device plugin, which advertises the GPUs to the kubelet.") DevicePluginSection devicePlugin,
        @Doc("GPU Feature Discovery, which labels GPU nodes.") OperandSection gfd,
        @Doc("The standalone DCGM host engine (off by default in the chart).") OperandSection dcgm,
        @Doc("The DCGM exporter (Prometheus metrics).") DcgmExporterSection dcgmExporter,
        @Doc("The MIG manager, which applies `nvidia.com/mig.config`.") OperandSection migManager,
        @Doc("The validator (`nvidia-operator-validator`), whose pods the readiness gate waits for.")
        ValidatorSection validator,
        @Doc("The node status exporter (off by default in the chart).") OperandSection nodeStatusExporter,
        @Doc("Node Feature Discovery's image (the chart's `node-feature-discovery` subchart).") ImagePin nfd,
        @Doc("MIG settings.") MigSection mig,
        @Doc("The container runtime the operator assumes when it cannot read a node's (`crio`, VK Cloud's); the chart's "
                + "`operator.defaultRuntime`, which charts before v25.3.0 have.") String defaultRuntime) {

    static final String REPOSITORY_DOC = "Registry path of the image, e.g. `nvcr.io/nvidia/k8s`.";
    static final String IMAGE_DOC = "Image name, e.g. `container-toolkit`.";
    static final String VERSION_DOC = "Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, "
            + "`v1.19.1@sha256:<64 hex digits>`.";
    static final String RESOURCES_DOC = "Requests and limits of the component's main container.";

    /** The image tag each component is pinned to, by component; a component left to the chart's default is absent. */
    public Map<Component, String> componentVersions() {
        Map<Component, String> versions = new java.util.EnumMap<>(Component.class);
        put(versions, Component.OPERATOR, operator == null ? null : operator.version());
        put(versions, Component.VALIDATOR, validator == null ? null : validator.version());
        put(versions, Component.DRIVER, driver == null ? null : driver.version());
        put(versions, Component.DRIVER_MANAGER, driver == null || driver.manager() == null ? null
                : driver.manager().version());
        put(versions, Component.TOOLKIT, toolkit == null ? null : toolkit.version());
        put(versions, Component.DEVICE_PLUGIN, devicePlugin == null ? null : devicePlugin.version());
        put(versions, Component.GFD, gfd == null ? null : gfd.version());
        put(versions, Component.DCGM, dcgm == null ? null : dcgm.version());
        put(versions, Component.DCGM_EXPORTER, dcgmExporter == null ? null : dcgmExporter.version());
        put(versions, Component.MIG_MANAGER, migManager == null ? null : migManager.version());
        put(versions, Component.NODE_STATUS_EXPORTER, nodeStatusExporter == null ? null : nodeStatusExporter.version());
        put(versions, Component.NFD, nfd == null ? null : nfd.version());
        return versions;
    }

    private static void put(Map<Component, String> versions, Component component, String version) {
        if (version != null) {
            versions.put(component, version);
        }
    }

    /** Nothing set: every value is the chart's default. */
    public static GpuOperatorValues empty() {
        return new GpuOperatorValues(null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * An image with nothing else: {@code driver.manager}, and Node Feature Discovery, whose subchart takes the image as
     * {@code image.repository} ({@code repository/image}) and {@code image.tag}, which {@link ChartValues} writes.
     */
    @Doc("A container image: `<repository>/<image>:<version>`.")
    public record ImagePin(@Doc(REPOSITORY_DOC) String repository, @Doc(IMAGE_DOC) String image,
                           @Doc(VERSION_DOC) String version) {
        /** The chart's split of {@code image}. */
        public static ImagePin of(ComponentImage image) {
            return new ImagePin(image.repository(), image.image(), image.pinnedVersion());
        }
    }

    /** A component whose only settings are its image and resources. */
    @Doc("A GPU Operator component's image and resources.")
    public record OperandSection(@Doc(REPOSITORY_DOC) String repository, @Doc(IMAGE_DOC) String image,
                                 @Doc(VERSION_DOC) String version, @Doc(RESOURCES_DOC) ContainerResources resources) {
        /** The section of {@code image} with {@code resources}. */
        public static OperandSection of(ComponentImage image, ContainerResources resources) {
            return new OperandSection(image.repository(), image.image(), image.pinnedVersion(), resources);
        }
    }

    /** {@code validator.*}. */
    @Doc("The validator's image, resources and CUDA workload.")
    public record ValidatorSection(@Doc(REPOSITORY_DOC) String repository, @Doc(IMAGE_DOC) String image,
                                   @Doc(VERSION_DOC) String version, @Doc(RESOURCES_DOC) ContainerResources resources,
                                   @Doc("The CUDA validation (`cuda-validation`).") ValidatorCuda cuda) {
    }

    /** {@code validator.cuda}. */
    @Doc("The validator's CUDA validation.")
    public record ValidatorCuda(@Doc("Environment of the CUDA validation, e.g. `WITH_WORKLOAD=false` to skip its "
            + "workload pod.") List<EnvVar> env) {
        /**
         * The CUDA validation without its workload pod ({@code WITH_WORKLOAD}, NVIDIA/gpu-operator
         * cmd/nvidia-validator/main.go; the workaround NVIDIA/gpu-operator#2842 gives for GPUs the workload cannot
         * run on).
         */
        public static final ValidatorCuda WITHOUT_WORKLOAD = new ValidatorCuda(List.of(new EnvVar("WITH_WORKLOAD", "false")));
    }

    /** A container environment variable. */
    @Doc("A container environment variable.")
    public record EnvVar(@Doc("Name.") String name, @Doc("Value.") String value) {
    }

    /** {@code driver.*}. */
    @Doc("The driver DaemonSet: its image, its k8s-driver-manager init container, NVIDIADriver resources and the "
            + "upgrade policy.")
    public record DriverSection(
            @Doc("Whether the operator installs the driver (false when the nodes have one).") Boolean enabled,
            @Doc(REPOSITORY_DOC) String repository, @Doc(IMAGE_DOC) String image,
            @Doc("Driver version, e.g. `580.126.20`; the operator appends the node's OS to the tag.") String version,
            @Doc("The k8s-driver-manager init container's image.") ImagePin manager,
            @Doc("Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool drivers).")
            NvidiaDriverCrd nvidiaDriverCRD,
            @Doc("How the operator upgrades the driver on each node when its version changes (on v26.7.0 and "
                    + "later also each NVIDIADriver's `spec.upgradePolicy`). Unset fields keep the chart's defaults.")
            DriverUpgradeValues upgradePolicy,
            @Doc(RESOURCES_DOC) ContainerResources resources) {
    }

    /** {@code driver.nvidiaDriverCRD}. */
    @Doc("Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions).")
    public record NvidiaDriverCrd(
            @Doc("Use NVIDIADriver resources.") Boolean enabled,
            @Doc("Have the chart create a default NVIDIADriver.") Boolean deployDefaultCR,
            @Doc("The kind of driver the NVIDIADriver installs.") @OneOf(DriverType.class) String driverType) {
    }

    /** {@code devicePlugin.*}; {@code timeSlicing} and {@code mps} become the chart's {@code devicePlugin.config}. */
    @Doc("The device plugin's image, time-slicing, MPS and resources.")
    public record DevicePluginSection(@Doc(REPOSITORY_DOC) String repository, @Doc(IMAGE_DOC) String image,
                                      @Doc(VERSION_DOC) String version,
                                      @Doc("Time-slicing: every GPU advertised several times.") TimeSlicing timeSlicing,
                                      @Doc("MPS: every GPU shared by several pods through CUDA MPS.") Mps mps,
                                      @Doc(RESOURCES_DOC) ContainerResources resources) {
    }

    /**
     * Device-plugin time-slicing: each GPU advertised several times, on every node ({@code replicas}) or on the nodes
     * whose label {@code nvidia.com/device-plugin.config} names a config ({@code configs}).
     */
    @Doc("Time-slicing of the device plugin: every GPU is advertised several times. Set `replicas` for every node, "
            + "`configs` for the nodes labelled `nvidia.com/device-plugin.config=<name>`, or both.")
    public record TimeSlicing(
            @Doc("How many pods may share one GPU on every node without a config label (at least 2); the "
                    + "device-plugin config `default`.") Integer replicas,
            @Doc("Named device-plugin configs: name (e.g. `time-slicing-4`) to how many pods may share one GPU (at "
                    + "least 2) on the nodes labelled `nvidia.com/device-plugin.config=<name>`.")
            Map<String, Integer> configs,
            @Doc("Advertise `nvidia.com/gpu.shared` instead of `nvidia.com/gpu`. Default: false.")
            Boolean renameByDefault,
            @Doc("Reject requests for more than one shared GPU (NVIDIA recommends it). Default: true.")
            Boolean failRequestsGreaterThanOne) {
    }

    /**
     * Device-plugin MPS sharing on the nodes whose label {@code nvidia.com/device-plugin.config} names a config: each
     * GPU advertised {@code replicas} times as {@code nvidia.com/gpu}, served by the operator's MPS control daemon
     * (NVIDIA/k8s-device-plugin README, "Shared Access to GPUs with CUDA MPS").
     */
    @Doc("MPS sharing of the device plugin (CUDA Multi-Process Service): every GPU is advertised several times as "
            + "`nvidia.com/gpu` on the nodes labelled `nvidia.com/device-plugin.config=<name>`, each replica with an "
            + "equal share of the GPU's memory and compute.")
    public record Mps(
            @Doc("Named device-plugin configs: name (e.g. `mps-4`) to how many pods share one GPU by MPS (2-48) on "
                    + "the nodes labelled `nvidia.com/device-plugin.config=<name>`.")
            Map<String, Integer> configs) {
        /**
         * The most pods that may share one GPU by MPS: the MPS server's client limit per device ("up to 48 clients
         * per device", https://docs.nvidia.com/deploy/mps/ "Volta MPS").
         */
        public static final int MAX_REPLICAS = 48;
    }

    /** {@code dcgmExporter.*}. */
    @Doc("The DCGM exporter's image, ServiceMonitor and resources.")
    public record DcgmExporterSection(@Doc(REPOSITORY_DOC) String repository, @Doc(IMAGE_DOC) String image,
                                      @Doc(VERSION_DOC) String version,
                                      @Doc("The exporter's ServiceMonitor (needs the Prometheus Operator CRDs).")
                                      ServiceMonitor serviceMonitor,
                                      @Doc(RESOURCES_DOC) ContainerResources resources) {
    }

    /** {@code dcgmExporter.serviceMonitor}. */
    @Doc("A Prometheus Operator ServiceMonitor.")
    public record ServiceMonitor(@Doc("Create it.") Boolean enabled) {
    }

    /** {@code mig.*}. */
    @Doc("MIG settings.")
    public record MigSection(@Doc("MIG strategy; unset keeps the chart's `single`.")
                             @OneOf(MigStrategy.class) String strategy) {
    }
}

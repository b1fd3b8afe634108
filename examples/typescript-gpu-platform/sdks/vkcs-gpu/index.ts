// Generated from schema.json by com.vkcsgpu.tools.sdkgen.TypeScriptSdkGenerator. Do not edit.
import * as pulumi from "@pulumi/pulumi";

/** The plugin version every registration and invoke names, so the engine starts that plugin. */
const pluginVersion = "0.1.0";

function withVersion<T extends { version?: string }>(opts: T | undefined): T {
    return { version: pluginVersion, ...opts } as T;
}

/** A custom resource's options with the plugin version and the outputs the schema marks secret. */
function withSecretOutputs(opts: pulumi.CustomResourceOptions | undefined, secretOutputs: string[]): pulumi.CustomResourceOptions {
    return withVersion({ ...opts, additionalSecretOutputs: [...secretOutputs, ...(opts?.additionalSecretOutputs ?? [])] });
}

export namespace gpu {
    /** The NVIDIA GPU Operator Helm chart of a pinned version, rendered by the provider with typed values and server-side applied: CRDs first and upgraded with the version, ClusterPolicy once its CRD is Established; deleted ClusterPolicy first, operands awaited, CRDs last. */
    export class OperatorRelease extends pulumi.CustomResource {
        /** Kubeconfig of the cluster (secret); the server certificate is always verified. */
        public readonly kubeconfig!: pulumi.Output<string>;
        /** Where the chart comes from. */
        public readonly chart!: pulumi.Output<OperatorChart>;
        /** The chart version, exactly as published (NVIDIA's carry a leading `v`, e.g. `v26.3.3`). */
        public readonly chartVersion!: pulumi.Output<string>;
        /** Namespace of the operator; created with `pod-security.kubernetes.io/enforce=privileged`. */
        public readonly namespace!: pulumi.Output<string | undefined>;
        /** Helm release name (used in object names and labels). */
        public readonly releaseName!: pulumi.Output<string | undefined>;
        /** The chart values vkcs-gpu sets, one section per component (`driver`, `toolkit`, `devicePlugin`, `dcgmExporter`, ...), and the tolerations of every operand, NFD and the operator; include every taint of the GPU pools. Anything unset keeps the chart's default. */
        public readonly values!: pulumi.Output<GpuOperatorValues | undefined>;
        /** NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs `values.driver.nvidiaDriverCRD.enabled: true`, and `deployDefaultCR: false` before v26.7.0 (from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay). */
        public readonly nvidiaDrivers!: pulumi.Output<{ [key: string]: NvidiaDriver } | undefined>;
        /** `<namespace>/<releaseName>`. */
        public readonly releaseId!: pulumi.Output<string>;
        /** The chart's appVersion (the operator version when `components.operator` is not set). */
        public readonly appVersion!: pulumi.Output<string | undefined>;
        /** Names of the CRDs applied from the chart (its own and its subcharts'). */
        public readonly crds!: pulumi.Output<string[] | undefined>;
        /** Every object applied, in apply order. */
        public readonly appliedObjects!: pulumi.Output<ObjectRef[] | undefined>;
        /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the engine also prints each line as a warning). Empty when the change reaches no GPU node; absent after `up`. */
        public readonly previewImpact!: pulumi.Output<ImpactLine[] | undefined>;

        constructor(name: string, args: OperatorReleaseArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:gpu:OperatorRelease", name, {
                kubeconfig: args?.kubeconfig === undefined ? undefined : pulumi.secret(args.kubeconfig),
                chart: args?.chart,
                chartVersion: args?.chartVersion,
                namespace: args?.namespace,
                releaseName: args?.releaseName,
                values: args?.values,
                nvidiaDrivers: args?.nvidiaDrivers,
                releaseId: undefined,
                appVersion: undefined,
                crds: undefined,
                appliedObjects: undefined,
                previewImpact: undefined,
            }, withSecretOutputs(opts, ["kubeconfig"]));
        }
    }

    /** The inputs of OperatorRelease. */
    export interface OperatorReleaseArgs {
        /** Kubeconfig of the cluster (secret); the server certificate is always verified. */
        kubeconfig: pulumi.Input<string>;
        /** Where the chart comes from. */
        chart: pulumi.Input<OperatorChartArgs>;
        /** The chart version, exactly as published (NVIDIA's carry a leading `v`, e.g. `v26.3.3`). */
        chartVersion: pulumi.Input<string>;
        /** Namespace of the operator; created with `pod-security.kubernetes.io/enforce=privileged`. */
        namespace?: pulumi.Input<string>;
        /** Helm release name (used in object names and labels). */
        releaseName?: pulumi.Input<string>;
        /** The chart values vkcs-gpu sets, one section per component (`driver`, `toolkit`, `devicePlugin`, `dcgmExporter`, ...), and the tolerations of every operand, NFD and the operator; include every taint of the GPU pools. Anything unset keeps the chart's default. */
        values?: pulumi.Input<GpuOperatorValuesArgs>;
        /** NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs `values.driver.nvidiaDriverCRD.enabled: true`, and `deployDefaultCR: false` before v26.7.0 (from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay). */
        nvidiaDrivers?: pulumi.Input<{ [key: string]: pulumi.Input<NvidiaDriverArgs> }>;
    }

    /** Waits until the NVIDIA GPU Operator has validated every expected GPU node: ClusterPolicy reconciled, each pool node Ready with its nvidia-operator-validator pod passed, its GPUs allocatable, no driver upgrade in flight and MIG applied when asked. Reports progress while waiting, fails fast on a crash-looping operand and names node, component and cause on failure. Creates nothing in the cluster; refresh re-evaluates it. */
    export class ReadinessGate extends pulumi.CustomResource {
        /** Kubeconfig of the cluster (the cluster's kubeconfig output). */
        public readonly kubeconfig!: pulumi.Output<string>;
        /** Namespace the GPU Operator and its operands run in. */
        public readonly operatorNamespace!: pulumi.Output<string | undefined>;
        /** The GPU node pools to wait for. */
        public readonly pools!: pulumi.Output<GatePool[]>;
        /** Name of the GPU Operator's ClusterPolicy. */
        public readonly clusterPolicyName!: pulumi.Output<string | undefined>;
        /** What the GPU Operator runs: its release and each pinned component's version (GpuOperator sets `release` and the component keys of its `pinnedComponents`). The gate does not read it; a change rolls the operands, so changing it makes the gate wait again. */
        public readonly operandVersions!: pulumi.Output<{ [key: string]: string } | undefined>;
        /** Id of the gate (it creates nothing in the cluster). */
        public readonly gateId!: pulumi.Output<string>;
        /** Whether every pool was ready (or at zero nodes) when last checked; a refresh re-evaluates it. */
        public readonly ready!: pulumi.Output<boolean | undefined>;
        /** What the gate saw of each pool, in input order (one entry for all pools when the gate may not read Nodes and so cannot tell their nodes apart). */
        public readonly poolStatuses!: pulumi.Output<GatePoolStatus[] | undefined>;
        /** When the cluster was last evaluated (RFC 3339). */
        public readonly checkedAt!: pulumi.Output<string | undefined>;

        constructor(name: string, args: ReadinessGateArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:gpu:ReadinessGate", name, {
                kubeconfig: args?.kubeconfig === undefined ? undefined : pulumi.secret(args.kubeconfig),
                operatorNamespace: args?.operatorNamespace,
                pools: args?.pools,
                clusterPolicyName: args?.clusterPolicyName,
                operandVersions: args?.operandVersions,
                gateId: undefined,
                ready: undefined,
                poolStatuses: undefined,
                checkedAt: undefined,
            }, withSecretOutputs(opts, ["kubeconfig"]));
        }
    }

    /** The inputs of ReadinessGate. */
    export interface ReadinessGateArgs {
        /** Kubeconfig of the cluster (the cluster's kubeconfig output). */
        kubeconfig: pulumi.Input<string>;
        /** Namespace the GPU Operator and its operands run in. */
        operatorNamespace?: pulumi.Input<string>;
        /** The GPU node pools to wait for. */
        pools: pulumi.Input<pulumi.Input<GatePoolArgs>[]>;
        /** Name of the GPU Operator's ClusterPolicy. */
        clusterPolicyName?: pulumi.Input<string>;
        /** What the GPU Operator runs: its release and each pinned component's version (GpuOperator sets `release` and the component keys of its `pinnedComponents`). The gate does not read it; a change rolls the operands, so changing it makes the gate wait again. */
        operandVersions?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    }

    /** A container's resource requests and limits, as in a pod spec. */
    export interface ContainerResourcesArgs {
        /** What the scheduler reserves for the container. */
        requests?: pulumi.Input<ResourceQuantitiesArgs>;
        /** The most the container may use; over its memory limit it is OOM-killed. */
        limits?: pulumi.Input<ResourceQuantitiesArgs>;
    }

    /** A container's resource requests and limits, as in a pod spec. */
    export interface ContainerResources {
        /** What the scheduler reserves for the container. */
        readonly requests?: ResourceQuantities;
        /** The most the container may use; over its memory limit it is OOM-killed. */
        readonly limits?: ResourceQuantities;
    }

    /** The DCGM exporter's image, ServiceMonitor and resources. */
    export interface DcgmExporterSectionArgs {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        repository?: pulumi.Input<string>;
        /** Image name, e.g. `container-toolkit`. */
        image?: pulumi.Input<string>;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        version?: pulumi.Input<string>;
        /** The exporter's ServiceMonitor (needs the Prometheus Operator CRDs). */
        serviceMonitor?: pulumi.Input<ServiceMonitorArgs>;
        /** Requests and limits of the component's main container. */
        resources?: pulumi.Input<ContainerResourcesArgs>;
    }

    /** The DCGM exporter's image, ServiceMonitor and resources. */
    export interface DcgmExporterSection {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        readonly repository?: string;
        /** Image name, e.g. `container-toolkit`. */
        readonly image?: string;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        readonly version?: string;
        /** The exporter's ServiceMonitor (needs the Prometheus Operator CRDs). */
        readonly serviceMonitor?: ServiceMonitor;
        /** Requests and limits of the component's main container. */
        readonly resources?: ContainerResources;
    }

    /** The device plugin's image, time-slicing, MPS and resources. */
    export interface DevicePluginSectionArgs {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        repository?: pulumi.Input<string>;
        /** Image name, e.g. `container-toolkit`. */
        image?: pulumi.Input<string>;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        version?: pulumi.Input<string>;
        /** Time-slicing: every GPU advertised several times. */
        timeSlicing?: pulumi.Input<TimeSlicingArgs>;
        /** MPS: every GPU shared by several pods through CUDA MPS. */
        mps?: pulumi.Input<MpsArgs>;
        /** Requests and limits of the component's main container. */
        resources?: pulumi.Input<ContainerResourcesArgs>;
    }

    /** The device plugin's image, time-slicing, MPS and resources. */
    export interface DevicePluginSection {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        readonly repository?: string;
        /** Image name, e.g. `container-toolkit`. */
        readonly image?: string;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        readonly version?: string;
        /** Time-slicing: every GPU advertised several times. */
        readonly timeSlicing?: TimeSlicing;
        /** MPS: every GPU shared by several pods through CUDA MPS. */
        readonly mps?: Mps;
        /** Requests and limits of the component's main container. */
        readonly resources?: ContainerResources;
    }

    /** Draining the node (as `kubectl drain`) before the driver reloads. */
    export interface DrainArgs {
        /** Drain the node. Chart default: false. */
        enable?: pulumi.Input<boolean>;
        /** Let the drain delete pods no controller manages. Chart default: false. */
        force?: pulumi.Input<boolean>;
        /** How long the drain may take; `0` means forever. Chart default: 300. */
        timeoutSeconds?: pulumi.Input<number>;
        /** Let the drain delete pods that use `emptyDir` volumes. Chart default: false. */
        deleteEmptyDir?: pulumi.Input<boolean>;
    }

    /** Draining the node (as `kubectl drain`) before the driver reloads. */
    export interface Drain {
        /** Drain the node. Chart default: false. */
        readonly enable?: boolean;
        /** Let the drain delete pods no controller manages. Chart default: false. */
        readonly force?: boolean;
        /** How long the drain may take; `0` means forever. Chart default: 300. */
        readonly timeoutSeconds?: number;
        /** Let the drain delete pods that use `emptyDir` volumes. Chart default: false. */
        readonly deleteEmptyDir?: boolean;
    }

    /** The driver DaemonSet: its image, its k8s-driver-manager init container, NVIDIADriver resources and the upgrade policy. */
    export interface DriverSectionArgs {
        /** Whether the operator installs the driver (false when the nodes have one). */
        enabled?: pulumi.Input<boolean>;
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        repository?: pulumi.Input<string>;
        /** Image name, e.g. `container-toolkit`. */
        image?: pulumi.Input<string>;
        /** Driver version, e.g. `580.126.20`; the operator appends the node's OS to the tag. */
        version?: pulumi.Input<string>;
        /** The k8s-driver-manager init container's image. */
        manager?: pulumi.Input<ImagePinArgs>;
        /** Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool drivers). */
        nvidiaDriverCRD?: pulumi.Input<NvidiaDriverCrdArgs>;
        /** How the operator upgrades the driver on each node when its version changes (on v26.7.0 and later also each NVIDIADriver's `spec.upgradePolicy`). Unset fields keep the chart's defaults. */
        upgradePolicy?: pulumi.Input<DriverUpgradeValuesArgs>;
        /** Requests and limits of the component's main container. */
        resources?: pulumi.Input<ContainerResourcesArgs>;
    }

    /** The driver DaemonSet: its image, its k8s-driver-manager init container, NVIDIADriver resources and the upgrade policy. */
    export interface DriverSection {
        /** Whether the operator installs the driver (false when the nodes have one). */
        readonly enabled?: boolean;
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        readonly repository?: string;
        /** Image name, e.g. `container-toolkit`. */
        readonly image?: string;
        /** Driver version, e.g. `580.126.20`; the operator appends the node's OS to the tag. */
        readonly version?: string;
        /** The k8s-driver-manager init container's image. */
        readonly manager?: ImagePin;
        /** Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool drivers). */
        readonly nvidiaDriverCRD?: NvidiaDriverCrd;
        /** How the operator upgrades the driver on each node when its version changes (on v26.7.0 and later also each NVIDIADriver's `spec.upgradePolicy`). Unset fields keep the chart's defaults. */
        readonly upgradePolicy?: DriverUpgradeValues;
        /** Requests and limits of the component's main container. */
        readonly resources?: ContainerResources;
    }

    /** The kind of driver an NVIDIADriver resource installs. */
    export type DriverType = "gpu" | "vgpu" | "vgpu-host-manager";

    /** How the operator upgrades the driver on each node when its version changes. Unset fields keep the chart's defaults. */
    export interface DriverUpgradeValuesArgs {
        /** How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1. */
        maxParallelUpgrades?: pulumi.Input<number>;
        /** How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a percentage such as `25%` of the nodes. Chart default: `25%`. */
        maxUnavailable?: pulumi.Input<string>;
        /** Deleting the GPU pods before the driver reloads. */
        gpuPodDeletion?: pulumi.Input<PodDeletionArgs>;
        /** Draining the node before the driver reloads, for when deleting the GPU pods is not enough. */
        drain?: pulumi.Input<DrainArgs>;
    }

    /** How the operator upgrades the driver on each node when its version changes. Unset fields keep the chart's defaults. */
    export interface DriverUpgradeValues {
        /** How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1. */
        readonly maxParallelUpgrades?: number;
        /** How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a percentage such as `25%` of the nodes. Chart default: `25%`. */
        readonly maxUnavailable?: string;
        /** Deleting the GPU pods before the driver reloads. */
        readonly gpuPodDeletion?: PodDeletion;
        /** Draining the node before the driver reloads, for when deleting the GPU pods is not enough. */
        readonly drain?: Drain;
    }

    /** A container environment variable. */
    export interface EnvVarArgs {
        /** Name. */
        name?: pulumi.Input<string>;
        /** Value. */
        value?: pulumi.Input<string>;
    }

    /** A container environment variable. */
    export interface EnvVar {
        /** Name. */
        readonly name?: string;
        /** Value. */
        readonly value?: string;
    }

    /** A GPU node pool the readiness gate waits for. */
    export interface GatePoolArgs {
        /** Pool name, used in messages and outputs. */
        name: pulumi.Input<string>;
        /** Node labels selecting the pool's nodes (all must match). Default: `vkcs-gpu.io/pool=<name>`, the label GpuNodePool puts on its nodes. */
        nodeSelector?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
        /** Nodes the pool should have. Omit for an autoscaled pool: the nodes registered count, and a pool at zero nodes is reported as such. */
        expectedNodes?: pulumi.Input<number>;
        /** Allocatable count of `resourceName` expected on each node: GPUs per node, MIG instances per node, or GPUs × time-slicing replicas. Omit to require at least one. */
        gpusPerNode?: pulumi.Input<number>;
        /** Extended resource the device plugin advertises: `nvidia.com/gpu`, a MIG resource such as `nvidia.com/mig-1g.10gb` (mixed strategy) or `nvidia.com/gpu.shared` (time-slicing with renameByDefault). */
        resourceName?: pulumi.Input<string>;
        /** MIG profile (`nvidia.com/mig.config` value, e.g. `all-1g.10gb`) the nodes must have applied; omit when MIG is not used. */
        migConfig?: pulumi.Input<string>;
        /** Driver version the nodes must run (e.g. `580.126.20`, or a branch such as `580` for precompiled drivers); omit to accept any. */
        driverVersion?: pulumi.Input<string>;
    }

    /** A GPU node pool the readiness gate waits for. */
    export interface GatePool {
        /** Pool name, used in messages and outputs. */
        readonly name: string;
        /** Node labels selecting the pool's nodes (all must match). Default: `vkcs-gpu.io/pool=<name>`, the label GpuNodePool puts on its nodes. */
        readonly nodeSelector?: { [key: string]: string };
        /** Nodes the pool should have. Omit for an autoscaled pool: the nodes registered count, and a pool at zero nodes is reported as such. */
        readonly expectedNodes?: number;
        /** Allocatable count of `resourceName` expected on each node: GPUs per node, MIG instances per node, or GPUs × time-slicing replicas. Omit to require at least one. */
        readonly gpusPerNode?: number;
        /** Extended resource the device plugin advertises: `nvidia.com/gpu`, a MIG resource such as `nvidia.com/mig-1g.10gb` (mixed strategy) or `nvidia.com/gpu.shared` (time-slicing with renameByDefault). */
        readonly resourceName?: string;
        /** MIG profile (`nvidia.com/mig.config` value, e.g. `all-1g.10gb`) the nodes must have applied; omit when MIG is not used. */
        readonly migConfig?: string;
        /** Driver version the nodes must run (e.g. `580.126.20`, or a branch such as `580` for precompiled drivers); omit to accept any. */
        readonly driverVersion?: string;
    }

    /** The readiness of one GPU node pool. */
    export interface GatePoolStatusArgs {
        /** Pool name. */
        name?: pulumi.Input<string>;
        /** Nodes carrying the pool's labels; for a gate that may not read Nodes, the nodes GPU Operator pods run on (several pools counted together, under their names joined by ` + `). */
        nodes?: pulumi.Input<number>;
        /** Nodes whose GPU Operator validators passed and that advertise their GPUs. */
        validatedNodes?: pulumi.Input<number>;
        /** Sum of the pool resource's allocatable count over the pool's nodes; absent when the gate may not read Nodes. */
        allocatableGpus?: pulumi.Input<number>;
        /** Driver version seen on the nodes (GPU Feature Discovery label, else the driver image tag); several are comma-separated. */
        observedDriverVersion?: pulumi.Input<string>;
        /** `READY`, `ZERO_NODES` (scaled to zero: no GPUs, not a failure), `NOT_READY` or `FAILED`. */
        state?: pulumi.Input<string>;
        /** The kind of the pool's least ready diagnosis, for scripts: e.g. `OPERAND_OOM_KILLED`, `ADMISSION_DENIED`, `DRIVER_NOT_READY`; a warning's kind (such as `MONITORING_OPERAND_FAILING`) on a ready pool; `POOL_AT_ZERO` for a pool at zero nodes; empty when ready without a warning. Each kind has its entry in the troubleshooting guide, anchor `gate-` and the kind in lower case with dashes. */
        diagnosis?: pulumi.Input<string>;
        /** Why the pool is not ready, naming node, component and cause; empty when ready. */
        message?: pulumi.Input<string>;
    }

    /** The readiness of one GPU node pool. */
    export interface GatePoolStatus {
        /** Pool name. */
        readonly name?: string;
        /** Nodes carrying the pool's labels; for a gate that may not read Nodes, the nodes GPU Operator pods run on (several pools counted together, under their names joined by ` + `). */
        readonly nodes?: number;
        /** Nodes whose GPU Operator validators passed and that advertise their GPUs. */
        readonly validatedNodes?: number;
        /** Sum of the pool resource's allocatable count over the pool's nodes; absent when the gate may not read Nodes. */
        readonly allocatableGpus?: number;
        /** Driver version seen on the nodes (GPU Feature Discovery label, else the driver image tag); several are comma-separated. */
        readonly observedDriverVersion?: string;
        /** `READY`, `ZERO_NODES` (scaled to zero: no GPUs, not a failure), `NOT_READY` or `FAILED`. */
        readonly state?: string;
        /** The kind of the pool's least ready diagnosis, for scripts: e.g. `OPERAND_OOM_KILLED`, `ADMISSION_DENIED`, `DRIVER_NOT_READY`; a warning's kind (such as `MONITORING_OPERAND_FAILING`) on a ready pool; `POOL_AT_ZERO` for a pool at zero nodes; empty when ready without a warning. Each kind has its entry in the troubleshooting guide, anchor `gate-` and the kind in lower case with dashes. */
        readonly diagnosis?: string;
        /** Why the pool is not ready, naming node, component and cause; empty when ready. */
        readonly message?: string;
    }

    /** The GPU Operator chart values vkcs-gpu sets, one section per component as the chart's values.yaml names them; anything unset keeps the chart's default. */
    export interface GpuOperatorValuesArgs {
        /** Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of the operator Deployment after the chart's control-plane toleration; one per taint of the GPU pools. */
        tolerations?: pulumi.Input<pulumi.Input<TolerationArgs>[]>;
        /** The operator Deployment (its resources default to the chart's). */
        operator?: pulumi.Input<OperandSectionArgs>;
        /** The driver DaemonSet. */
        driver?: pulumi.Input<DriverSectionArgs>;
        /** The NVIDIA Container Toolkit DaemonSet. */
        toolkit?: pulumi.Input<OperandSectionArgs>;
        /** The device plugin, which advertises the GPUs to the kubelet. */
        devicePlugin?: pulumi.Input<DevicePluginSectionArgs>;
        /** GPU Feature Discovery, which labels GPU nodes. */
        gfd?: pulumi.Input<OperandSectionArgs>;
        /** The standalone DCGM host engine (off by default in the chart). */
        dcgm?: pulumi.Input<OperandSectionArgs>;
        /** The DCGM exporter (Prometheus metrics). */
        dcgmExporter?: pulumi.Input<DcgmExporterSectionArgs>;
        /** The MIG manager, which applies `nvidia.com/mig.config`. */
        migManager?: pulumi.Input<OperandSectionArgs>;
        /** The validator (`nvidia-operator-validator`), whose pods the readiness gate waits for. */
        validator?: pulumi.Input<ValidatorSectionArgs>;
        /** The node status exporter (off by default in the chart). */
        nodeStatusExporter?: pulumi.Input<OperandSectionArgs>;
        /** Node Feature Discovery's image (the chart's `node-feature-discovery` subchart). */
        nfd?: pulumi.Input<ImagePinArgs>;
        /** MIG settings. */
        mig?: pulumi.Input<MigSectionArgs>;
        /** The container runtime the operator assumes when it cannot read a node's (`crio`, VK Cloud's); the chart's `operator.defaultRuntime`, which charts before v25.3.0 have. */
        defaultRuntime?: pulumi.Input<string>;
    }

    /** The GPU Operator chart values vkcs-gpu sets, one section per component as the chart's values.yaml names them; anything unset keeps the chart's default. */
    export interface GpuOperatorValues {
        /** Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of the operator Deployment after the chart's control-plane toleration; one per taint of the GPU pools. */
        readonly tolerations?: Toleration[];
        /** The operator Deployment (its resources default to the chart's). */
        readonly operator?: OperandSection;
        /** The driver DaemonSet. */
        readonly driver?: DriverSection;
        /** The NVIDIA Container Toolkit DaemonSet. */
        readonly toolkit?: OperandSection;
        /** The device plugin, which advertises the GPUs to the kubelet. */
        readonly devicePlugin?: DevicePluginSection;
        /** GPU Feature Discovery, which labels GPU nodes. */
        readonly gfd?: OperandSection;
        /** The standalone DCGM host engine (off by default in the chart). */
        readonly dcgm?: OperandSection;
        /** The DCGM exporter (Prometheus metrics). */
        readonly dcgmExporter?: DcgmExporterSection;
        /** The MIG manager, which applies `nvidia.com/mig.config`. */
        readonly migManager?: OperandSection;
        /** The validator (`nvidia-operator-validator`), whose pods the readiness gate waits for. */
        readonly validator?: ValidatorSection;
        /** The node status exporter (off by default in the chart). */
        readonly nodeStatusExporter?: OperandSection;
        /** Node Feature Discovery's image (the chart's `node-feature-discovery` subchart). */
        readonly nfd?: ImagePin;
        /** MIG settings. */
        readonly mig?: MigSection;
        /** The container runtime the operator assumes when it cannot read a node's (`crio`, VK Cloud's); the chart's `operator.defaultRuntime`, which charts before v25.3.0 have. */
        readonly defaultRuntime?: string;
    }

    /** A container image: `<repository>/<image>:<version>`. */
    export interface ImagePinArgs {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        repository?: pulumi.Input<string>;
        /** Image name, e.g. `container-toolkit`. */
        image?: pulumi.Input<string>;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        version?: pulumi.Input<string>;
    }

    /** A container image: `<repository>/<image>:<version>`. */
    export interface ImagePin {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        readonly repository?: string;
        /** Image name, e.g. `container-toolkit`. */
        readonly image?: string;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        readonly version?: string;
    }

    /** What a planned change does to a pool's GPU nodes. */
    export type ImpactKind = "driver-reload" | "gpu-reconfigure" | "operator-release" | "node-replacement" | "scale-in" | "cluster-upgrade" | "capacity";

    /** What a planned change does to one pool's GPU nodes and the pods on them, computed in preview from read-only calls. */
    export interface ImpactLineArgs {
        /** The pool (node group name) the line is about; empty when it is about the whole cluster. */
        pool?: pulumi.Input<string>;
        /** What the change does. One of `driver-reload`, `gpu-reconfigure`, `operator-release`, `node-replacement`, `scale-in`, `cluster-upgrade` or `capacity`. */
        kind?: pulumi.Input<ImpactKind>;
        /** The line as the preview prints it. */
        summary?: pulumi.Input<string>;
        /** The nodes the change reaches, by name (empty when the cluster could not be read). */
        nodes?: pulumi.Input<pulumi.Input<string>[]>;
        /** The running GPU pods on those nodes and what the change does to each. */
        pods?: pulumi.Input<pulumi.Input<ImpactedPodArgs>[]>;
        /** Counts the line is about, by name (e.g. `nodes`, `podsDeleted`, `podsBlocking`, `chunks`, `secondsPerNode`). */
        counts?: pulumi.Input<{ [key: string]: pulumi.Input<number> }>;
        /** Values before the change, by name (e.g. `driver`, or an advertised resource such as `nvidia.com/gpu` with its allocatable count). */
        before?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
        /** Values after the change, by the same names as `before`. */
        after?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
        /** What the change is predicted to end in when that is not plain success, e.g. `upgrade-failed`; empty otherwise. */
        outcome?: pulumi.Input<string>;
        /** Set when the cluster could not be read in preview (not created yet, no rights): why, and what the line assumes instead. */
        assumption?: pulumi.Input<string>;
    }

    /** What a planned change does to one pool's GPU nodes and the pods on them, computed in preview from read-only calls. */
    export interface ImpactLine {
        /** The pool (node group name) the line is about; empty when it is about the whole cluster. */
        readonly pool?: string;
        /** What the change does. One of `driver-reload`, `gpu-reconfigure`, `operator-release`, `node-replacement`, `scale-in`, `cluster-upgrade` or `capacity`. */
        readonly kind?: ImpactKind;
        /** The line as the preview prints it. */
        readonly summary?: string;
        /** The nodes the change reaches, by name (empty when the cluster could not be read). */
        readonly nodes?: string[];
        /** The running GPU pods on those nodes and what the change does to each. */
        readonly pods?: ImpactedPod[];
        /** Counts the line is about, by name (e.g. `nodes`, `podsDeleted`, `podsBlocking`, `chunks`, `secondsPerNode`). */
        readonly counts?: { [key: string]: number };
        /** Values before the change, by name (e.g. `driver`, or an advertised resource such as `nvidia.com/gpu` with its allocatable count). */
        readonly before?: { [key: string]: string };
        /** Values after the change, by the same names as `before`. */
        readonly after?: { [key: string]: string };
        /** What the change is predicted to end in when that is not plain success, e.g. `upgrade-failed`; empty otherwise. */
        readonly outcome?: string;
        /** Set when the cluster could not be read in preview (not created yet, no rights): why, and what the line assumes instead. */
        readonly assumption?: string;
    }

    /** A running GPU pod a planned change reaches, as read from the cluster in preview. */
    export interface ImpactedPodArgs {
        /** Namespace. */
        namespace?: pulumi.Input<string>;
        /** Name. */
        name?: pulumi.Input<string>;
        /** Kind of its controlling owner (`Job`, `ReplicaSet`, ...); empty for a pod no controller manages. */
        ownerKind?: pulumi.Input<string>;
        /** Name of its controlling owner; empty for a pod no controller manages. */
        ownerName?: pulumi.Input<string>;
        /** The node it runs on. */
        node?: pulumi.Input<string>;
        /** What the change does to it. One of `deleted`, `blocks-upgrade`, `evicted` or `kept`. */
        fate?: pulumi.Input<PodFate>;
        /** Why that fate, e.g. `emptyDir volume scratch` or `no controller`; empty when plain. */
        reason?: pulumi.Input<string>;
    }

    /** A running GPU pod a planned change reaches, as read from the cluster in preview. */
    export interface ImpactedPod {
        /** Namespace. */
        readonly namespace?: string;
        /** Name. */
        readonly name?: string;
        /** Kind of its controlling owner (`Job`, `ReplicaSet`, ...); empty for a pod no controller manages. */
        readonly ownerKind?: string;
        /** Name of its controlling owner; empty for a pod no controller manages. */
        readonly ownerName?: string;
        /** The node it runs on. */
        readonly node?: string;
        /** What the change does to it. One of `deleted`, `blocks-upgrade`, `evicted` or `kept`. */
        readonly fate?: PodFate;
        /** Why that fate, e.g. `emptyDir volume scratch` or `no controller`; empty when plain. */
        readonly reason?: string;
    }

    /** MIG settings. */
    export interface MigSectionArgs {
        /** MIG strategy; unset keeps the chart's `single`. One of `single`, `mixed` or `none`. */
        strategy?: pulumi.Input<MigStrategy>;
    }

    /** MIG settings. */
    export interface MigSection {
        /** MIG strategy; unset keeps the chart's `single`. One of `single`, `mixed` or `none`. */
        readonly strategy?: MigStrategy;
    }

    /** How the GPU Operator exposes MIG devices. */
    export type MigStrategy = "single" | "mixed" | "none";

    /** MPS sharing of the device plugin (CUDA Multi-Process Service): every GPU is advertised several times as `nvidia.com/gpu` on the nodes labelled `nvidia.com/device-plugin.config=<name>`, each replica with an equal share of the GPU's memory and compute. */
    export interface MpsArgs {
        /** Named device-plugin configs: name (e.g. `mps-4`) to how many pods share one GPU by MPS (2-48) on the nodes labelled `nvidia.com/device-plugin.config=<name>`. */
        configs?: pulumi.Input<{ [key: string]: pulumi.Input<number> }>;
    }

    /** MPS sharing of the device plugin (CUDA Multi-Process Service): every GPU is advertised several times as `nvidia.com/gpu` on the nodes labelled `nvidia.com/device-plugin.config=<name>`, each replica with an equal share of the GPU's memory and compute. */
    export interface Mps {
        /** Named device-plugin configs: name (e.g. `mps-4`) to how many pods share one GPU by MPS (2-48) on the nodes labelled `nvidia.com/device-plugin.config=<name>`. */
        readonly configs?: { [key: string]: number };
    }

    /** A driver version installed through an NVIDIADriver resource on the nodes its selector matches. */
    export interface NvidiaDriverArgs {
        /** Driver version, such as `580.126.20`; the image is `components.driver`'s repository and image. */
        version: pulumi.Input<string>;
        /** Node labels selecting the nodes (all must match), such as `vkcs-gpu.io/pool: h200-pool`. The selectors of different drivers must be disjoint: the operator refuses a node two drivers select. */
        nodeSelector: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    }

    /** A driver version installed through an NVIDIADriver resource on the nodes its selector matches. */
    export interface NvidiaDriver {
        /** Driver version, such as `580.126.20`; the image is `components.driver`'s repository and image. */
        readonly version: string;
        /** Node labels selecting the nodes (all must match), such as `vkcs-gpu.io/pool: h200-pool`. The selectors of different drivers must be disjoint: the operator refuses a node two drivers select. */
        readonly nodeSelector: { [key: string]: string };
    }

    /** Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions). */
    export interface NvidiaDriverCrdArgs {
        /** Use NVIDIADriver resources. */
        enabled?: pulumi.Input<boolean>;
        /** Have the chart create a default NVIDIADriver. */
        deployDefaultCR?: pulumi.Input<boolean>;
        /** The kind of driver the NVIDIADriver installs. One of `gpu`, `vgpu` or `vgpu-host-manager`. */
        driverType?: pulumi.Input<DriverType>;
    }

    /** Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions). */
    export interface NvidiaDriverCrd {
        /** Use NVIDIADriver resources. */
        readonly enabled?: boolean;
        /** Have the chart create a default NVIDIADriver. */
        readonly deployDefaultCR?: boolean;
        /** The kind of driver the NVIDIADriver installs. One of `gpu`, `vgpu` or `vgpu-host-manager`. */
        readonly driverType?: DriverType;
    }

    /** A Kubernetes object applied by the resource. */
    export interface ObjectRefArgs {
        /** apiVersion, e.g. `apps/v1`. */
        apiVersion?: pulumi.Input<string>;
        /** Kind, e.g. `Deployment`. */
        kind?: pulumi.Input<string>;
        /** Namespace; empty for cluster-scoped objects. */
        namespace?: pulumi.Input<string>;
        /** metadata.name. */
        name?: pulumi.Input<string>;
        /** The object's uid as last seen; a new uid means the object was recreated. */
        uid?: pulumi.Input<string>;
    }

    /** A Kubernetes object applied by the resource. */
    export interface ObjectRef {
        /** apiVersion, e.g. `apps/v1`. */
        readonly apiVersion?: string;
        /** Kind, e.g. `Deployment`. */
        readonly kind?: string;
        /** Namespace; empty for cluster-scoped objects. */
        readonly namespace?: string;
        /** metadata.name. */
        readonly name?: string;
        /** The object's uid as last seen; a new uid means the object was recreated. */
        readonly uid?: string;
    }

    /** A GPU Operator component's image and resources. */
    export interface OperandSectionArgs {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        repository?: pulumi.Input<string>;
        /** Image name, e.g. `container-toolkit`. */
        image?: pulumi.Input<string>;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        version?: pulumi.Input<string>;
        /** Requests and limits of the component's main container. */
        resources?: pulumi.Input<ContainerResourcesArgs>;
    }

    /** A GPU Operator component's image and resources. */
    export interface OperandSection {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        readonly repository?: string;
        /** Image name, e.g. `container-toolkit`. */
        readonly image?: string;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        readonly version?: string;
        /** Requests and limits of the component's main container. */
        readonly resources?: ContainerResources;
    }

    /** Where the gpu-operator chart comes from; set exactly one of `repositoryUrl`, `ociReference` and `localPath`. */
    export interface OperatorChartArgs {
        /** Helm repository URL, e.g. `https://helm.ngc.nvidia.com/nvidia`. */
        repositoryUrl?: pulumi.Input<string>;
        /** Chart name in the repository. */
        chartName?: pulumi.Input<string>;
        /** OCI reference of the chart, e.g. `oci://registry.example.com/charts/gpu-operator`. */
        ociReference?: pulumi.Input<string>;
        /** A chart directory or `.tgz` on the machine running Pulumi; its Chart.yaml version must equal `chartVersion`. */
        localPath?: pulumi.Input<string>;
        /** The sha256 of the chart archive, `sha256:<64 hex digits>`: a repository or OCI chart must have it, whatever its server lists. GpuOperator sets it from the release matrix where the matrix pins one; see SECURITY.md. */
        chartDigest?: pulumi.Input<string>;
    }

    /** Where the gpu-operator chart comes from; set exactly one of `repositoryUrl`, `ociReference` and `localPath`. */
    export interface OperatorChart {
        /** Helm repository URL, e.g. `https://helm.ngc.nvidia.com/nvidia`. */
        readonly repositoryUrl?: string;
        /** Chart name in the repository. */
        readonly chartName?: string;
        /** OCI reference of the chart, e.g. `oci://registry.example.com/charts/gpu-operator`. */
        readonly ociReference?: string;
        /** A chart directory or `.tgz` on the machine running Pulumi; its Chart.yaml version must equal `chartVersion`. */
        readonly localPath?: string;
        /** The sha256 of the chart archive, `sha256:<64 hex digits>`: a repository or OCI chart must have it, whatever its server lists. GpuOperator sets it from the release matrix where the matrix pins one; see SECURITY.md. */
        readonly chartDigest?: string;
    }

    /** Deleting the GPU pods before the driver reloads. */
    export interface PodDeletionArgs {
        /** Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a pod fails the node's upgrade (`upgrade-failed`). */
        force?: pulumi.Input<boolean>;
        /** How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300. */
        timeoutSeconds?: pulumi.Input<number>;
        /** Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and such a pod fails the node's upgrade. */
        deleteEmptyDir?: pulumi.Input<boolean>;
    }

    /** Deleting the GPU pods before the driver reloads. */
    export interface PodDeletion {
        /** Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a pod fails the node's upgrade (`upgrade-failed`). */
        readonly force?: boolean;
        /** How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300. */
        readonly timeoutSeconds?: number;
        /** Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and such a pod fails the node's upgrade. */
        readonly deleteEmptyDir?: boolean;
    }

    /** What a planned change does to one running GPU pod. */
    export type PodFate = "deleted" | "blocks-upgrade" | "evicted" | "kept";

    /** CPU and memory, as Kubernetes quantities. */
    export interface ResourceQuantitiesArgs {
        /** CPU, such as `100m` (a tenth of a core) or `1`. */
        cpu?: pulumi.Input<string>;
        /** Memory, such as `512Mi` or `2Gi`. */
        memory?: pulumi.Input<string>;
    }

    /** CPU and memory, as Kubernetes quantities. */
    export interface ResourceQuantities {
        /** CPU, such as `100m` (a tenth of a core) or `1`. */
        readonly cpu?: string;
        /** Memory, such as `512Mi` or `2Gi`. */
        readonly memory?: string;
    }

    /** A Prometheus Operator ServiceMonitor. */
    export interface ServiceMonitorArgs {
        /** Create it. */
        enabled?: pulumi.Input<boolean>;
    }

    /** A Prometheus Operator ServiceMonitor. */
    export interface ServiceMonitor {
        /** Create it. */
        readonly enabled?: boolean;
    }

    /** Time-slicing of the device plugin: every GPU is advertised several times. Set `replicas` for every node, `configs` for the nodes labelled `nvidia.com/device-plugin.config=<name>`, or both. */
    export interface TimeSlicingArgs {
        /** How many pods may share one GPU on every node without a config label (at least 2); the device-plugin config `default`. */
        replicas?: pulumi.Input<number>;
        /** Named device-plugin configs: name (e.g. `time-slicing-4`) to how many pods may share one GPU (at least 2) on the nodes labelled `nvidia.com/device-plugin.config=<name>`. */
        configs?: pulumi.Input<{ [key: string]: pulumi.Input<number> }>;
        /** Advertise `nvidia.com/gpu.shared` instead of `nvidia.com/gpu`. Default: false. */
        renameByDefault?: pulumi.Input<boolean>;
        /** Reject requests for more than one shared GPU (NVIDIA recommends it). Default: true. */
        failRequestsGreaterThanOne?: pulumi.Input<boolean>;
    }

    /** Time-slicing of the device plugin: every GPU is advertised several times. Set `replicas` for every node, `configs` for the nodes labelled `nvidia.com/device-plugin.config=<name>`, or both. */
    export interface TimeSlicing {
        /** How many pods may share one GPU on every node without a config label (at least 2); the device-plugin config `default`. */
        readonly replicas?: number;
        /** Named device-plugin configs: name (e.g. `time-slicing-4`) to how many pods may share one GPU (at least 2) on the nodes labelled `nvidia.com/device-plugin.config=<name>`. */
        readonly configs?: { [key: string]: number };
        /** Advertise `nvidia.com/gpu.shared` instead of `nvidia.com/gpu`. Default: false. */
        readonly renameByDefault?: boolean;
        /** Reject requests for more than one shared GPU (NVIDIA recommends it). Default: true. */
        readonly failRequestsGreaterThanOne?: boolean;
    }

    /** A Kubernetes toleration, as in a pod spec: lets pods onto nodes with a matching taint. */
    export interface TolerationArgs {
        /** The taint key, such as `nvidia.com/gpu`; empty with operator `Exists` tolerates every taint. */
        key?: pulumi.Input<string>;
        /** How the taint's value is matched: `Equal` to the value, or `Exists` for any value. Default: `Equal` when a value is given, else `Exists`. One of `Exists` or `Equal`. */
        operator?: pulumi.Input<TolerationOperator>;
        /** The taint value, with `Equal`; absent with `Exists`. */
        value?: pulumi.Input<string>;
        /** The effect tolerated; unset tolerates every effect. One of `NoSchedule`, `PreferNoSchedule` or `NoExecute`. */
        effect?: pulumi.Input<mk8s.TaintEffect>;
    }

    /** A Kubernetes toleration, as in a pod spec: lets pods onto nodes with a matching taint. */
    export interface Toleration {
        /** The taint key, such as `nvidia.com/gpu`; empty with operator `Exists` tolerates every taint. */
        readonly key?: string;
        /** How the taint's value is matched: `Equal` to the value, or `Exists` for any value. Default: `Equal` when a value is given, else `Exists`. One of `Exists` or `Equal`. */
        readonly operator?: TolerationOperator;
        /** The taint value, with `Equal`; absent with `Exists`. */
        readonly value?: string;
        /** The effect tolerated; unset tolerates every effect. One of `NoSchedule`, `PreferNoSchedule` or `NoExecute`. */
        readonly effect?: mk8s.TaintEffect;
    }

    /** How a toleration matches a taint's value. */
    export type TolerationOperator = "Exists" | "Equal";

    /** The validator's CUDA validation. */
    export interface ValidatorCudaArgs {
        /** Environment of the CUDA validation, e.g. `WITH_WORKLOAD=false` to skip its workload pod. */
        env?: pulumi.Input<pulumi.Input<EnvVarArgs>[]>;
    }

    /** The validator's CUDA validation. */
    export interface ValidatorCuda {
        /** Environment of the CUDA validation, e.g. `WITH_WORKLOAD=false` to skip its workload pod. */
        readonly env?: EnvVar[];
    }

    /** The validator's image, resources and CUDA workload. */
    export interface ValidatorSectionArgs {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        repository?: pulumi.Input<string>;
        /** Image name, e.g. `container-toolkit`. */
        image?: pulumi.Input<string>;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        version?: pulumi.Input<string>;
        /** Requests and limits of the component's main container. */
        resources?: pulumi.Input<ContainerResourcesArgs>;
        /** The CUDA validation (`cuda-validation`). */
        cuda?: pulumi.Input<ValidatorCudaArgs>;
    }

    /** The validator's image, resources and CUDA workload. */
    export interface ValidatorSection {
        /** Registry path of the image, e.g. `nvcr.io/nvidia/k8s`. */
        readonly repository?: string;
        /** Image name, e.g. `container-toolkit`. */
        readonly image?: string;
        /** Image tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`. */
        readonly version?: string;
        /** Requests and limits of the component's main container. */
        readonly resources?: ContainerResources;
        /** The CUDA validation (`cuda-validation`). */
        readonly cuda?: ValidatorCuda;
    }
}

/** A gen-2 VK Cloud Managed Kubernetes cluster ready for GPU node pools, with sensible defaults: the newest Kubernetes version unless `version` is pinned, three masters when `clusterType` is `regional`. Its kubeconfig output is secret. */
export class GpuCluster extends pulumi.ComponentResource {
    /** The gen-2 id (KSUID) of the cluster; node pools take it as `clusterId`. */
    public readonly clusterId!: pulumi.Output<string>;
    /** The URL of the cluster's Kubernetes API. */
    public readonly apiAddress!: pulumi.Output<string | undefined>;
    /** The Kubernetes version the cluster runs (the pinned one, or the newest at creation). */
    public readonly version!: pulumi.Output<string>;
    /** The admin kubeconfig of the cluster. Secret. */
    public readonly kubeconfig!: pulumi.Output<string | undefined>;
    /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the preview also prints each line as a warning on the child resource). Empty when nothing GPU is reached and after `up`. */
    public readonly previewImpact!: pulumi.Output<gpu.ImpactLine[] | undefined>;

    constructor(name: string, args: GpuClusterArgs, opts?: pulumi.ComponentResourceOptions) {
        super("vkcs-gpu:index:GpuCluster", name, {
            name: args?.name,
            version: args?.version,
            clusterType: args?.clusterType,
            availabilityZones: args?.availabilityZones,
            masterCount: args?.masterCount,
            masterFlavorId: args?.masterFlavorId,
            networkId: args?.networkId,
            subnetId: args?.subnetId,
            loadbalancerSubnetId: args?.loadbalancerSubnetId,
            podsIpv4Cidr: args?.podsIpv4Cidr,
            networkPlugin: args?.networkPlugin,
            publicIp: args?.publicIp,
            externalNetworkId: args?.externalNetworkId,
            apiAllowedCidrs: args?.apiAllowedCidrs,
            labels: args?.labels,
            clusterId: undefined,
            apiAddress: undefined,
            kubeconfig: undefined,
            previewImpact: undefined,
        }, withVersion(opts), true);
    }
}

/** The inputs of GpuCluster. */
export interface GpuClusterArgs {
    /** The cluster name: 3-24 lowercase letters, digits and '-', starting with a letter, ending with a letter or digit, without "--". Changing it replaces the cluster. */
    name: pulumi.Input<string>;
    /** The Kubernetes version, such as `v1.34.2`. Default: the newest version VK Cloud offers (`vkcs-gpu:mk8s:getVersions`), read at every deployment, so pin it to keep upgrades deliberate. Upgrades happen in place; downgrades are rejected. */
    version?: pulumi.Input<string>;
    /** `standard` (one availability zone; the default) or `regional` (masters spread over three zones). Changing it replaces the cluster. */
    clusterType?: pulumi.Input<string>;
    /** The availability zones: exactly one for a `standard` cluster, exactly three for a `regional` one. */
    availabilityZones: pulumi.Input<pulumi.Input<string>[]>;
    /** The number of masters. Default: 1 for `standard`, 3 for `regional`. Allowed: 1, 3 or 5 for `standard`; 3 or 5 for `regional`. */
    masterCount?: pulumi.Input<number>;
    /** The flavor UUID of the master VMs (a CPU flavor; GPU flavors are for workers only). */
    masterFlavorId: pulumi.Input<string>;
    /** The UUID of the network the cluster lives in. */
    networkId: pulumi.Input<string>;
    /** The UUID of the subnet of the nodes. */
    subnetId: pulumi.Input<string>;
    /** The UUID of the subnet of the Kubernetes API load balancer. */
    loadbalancerSubnetId: pulumi.Input<string>;
    /** The pod network CIDR. Default: `10.100.0.0/16`. */
    podsIpv4Cidr?: pulumi.Input<string>;
    /** The CNI plugin: `calico` (the default) or `cilium`. */
    networkPlugin?: pulumi.Input<string>;
    /** Whether the Kubernetes API gets a floating IP. Default: false. When true, `externalNetworkId` is required. */
    publicIp?: pulumi.Input<boolean>;
    /** The UUID of the external network the API's floating IP comes from; required when `publicIp` is true. */
    externalNetworkId?: pulumi.Input<string>;
    /** IPv4 CIDRs allowed to reach the Kubernetes API's load balancer, such as `["203.0.113.0/24"]` (VK Cloud's `loadbalancer_allowed_cidrs`; changing it replaces the cluster). Default: every address, which with `publicIp: true` means the whole internet. */
    apiAllowedCidrs?: pulumi.Input<pulumi.Input<string>[]>;
    /** VK Cloud labels of the cluster. */
    labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
}

/** A GPU node pool of a gen-2 cluster: the VK flavor is resolved from `gpuModel` and `gpusPerNode` in the pool's zone (or given as `flavorId`); nodes get standard labels and, by default, the taint `nvidia.com/gpu=present:NoSchedule`; the size is fixed or autoscaled, 1 to 500 nodes as VK Cloud allows. Its outputs are what a workload needs to run on the pool: `nodeSelector`, `tolerations`, `gpuResourceName`, `gpusPerNode`. */
export class GpuNodePool extends pulumi.ComponentResource {
    /** The gen-2 id of the node group. */
    public readonly nodeGroupId!: pulumi.Output<string>;
    /** The UUID of the VK flavor the nodes run on. */
    public readonly flavorId!: pulumi.Output<string>;
    /** The name of the VK flavor, such as `GPU2-16-72-L4-1` (the UUID when the catalog does not know an explicit flavorId). */
    public readonly flavorName!: pulumi.Output<string>;
    /** A node selector that matches exactly this pool's nodes (`vkcs-gpu.io/pool: <poolName>`). */
    public readonly nodeSelector!: pulumi.Output<{ [key: string]: string }>;
    /** Tolerations for every taint of the pool's nodes, ready for a pod spec: `Equal` with the value, or `Exists` for a taint without one. Empty when the pool has no taints. */
    public readonly tolerations!: pulumi.Output<gpu.Toleration[]>;
    /** The resource name workloads request GPUs by: `nvidia.com/gpu` (also for MIG slices under the single strategy and for time-sliced GPUs, which GpuOperator does not rename). */
    public readonly gpuResourceName!: pulumi.Output<string>;
    /** GPUs per node. */
    public readonly gpusPerNode!: pulumi.Output<number>;
    /** How many `gpuResourceName` each node advertises once the GPU Operator is ready: `gpusPerNode` × MIG instances per GPU (`migProfile`) × `timeSlicingReplicas` × `mpsReplicas`; what the readiness gate waits for. */
    public readonly expectedGpusPerNode!: pulumi.Output<number>;
    /** The MIG configuration of the pool's GPUs (label `nvidia.com/mig.config`); absent without MIG. */
    public readonly migProfile!: pulumi.Output<string | undefined>;
    /** Pods sharing each GPU by time-slicing; 1 without sharing. */
    public readonly timeSlicingReplicas!: pulumi.Output<number>;
    /** The nodes the pool is expected to have once ready: `nodeCount`, or `minNodes` when autoscaled. */
    public readonly expectedNodes!: pulumi.Output<number>;
    /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the preview also prints each line as a warning on the child resource). Empty when nothing GPU is reached and after `up`. */
    public readonly previewImpact!: pulumi.Output<gpu.ImpactLine[] | undefined>;

    constructor(name: string, args: GpuNodePoolArgs, opts?: pulumi.ComponentResourceOptions) {
        super("vkcs-gpu:index:GpuNodePool", name, {
            clusterId: args?.clusterId,
            poolName: args?.poolName,
            gpuModel: args?.gpuModel,
            gpusPerNode: args?.gpusPerNode,
            flavorId: args?.flavorId,
            availabilityZone: args?.availabilityZone,
            nodeCount: args?.nodeCount,
            minNodes: args?.minNodes,
            maxNodes: args?.maxNodes,
            labels: args?.labels,
            taints: args?.taints,
            migProfile: args?.migProfile,
            timeSlicingReplicas: args?.timeSlicingReplicas,
            mpsReplicas: args?.mpsReplicas,
            parallelUpgradeChunk: args?.parallelUpgradeChunk,
            diskType: args?.diskType,
            diskSize: args?.diskSize,
            nodeGroupId: undefined,
            flavorName: undefined,
            nodeSelector: undefined,
            tolerations: undefined,
            gpuResourceName: undefined,
            expectedGpusPerNode: undefined,
            expectedNodes: undefined,
            previewImpact: undefined,
        }, withVersion(opts), true);
    }
}

/** The inputs of GpuNodePool. */
export interface GpuNodePoolArgs {
    /** The gen-2 id of the cluster, such as a GpuCluster's `clusterId` output. Changing it replaces the pool. */
    clusterId: pulumi.Input<string>;
    /** The pool's name; it becomes the node group name (3-24 lowercase letters, digits and '-', starting with a letter, not `master`) and the value of the `vkcs-gpu.io/pool` label. Changing it replaces the pool. */
    poolName: pulumi.Input<string>;
    /** The GPU model: `A100_40GB`, `A100_80GB`, `L4`, `H200`, `V100`, `V100S`, `A30`, `L40S` or `T4`. Required unless `flavorId` is given; with `flavorId` it is only checked against the flavor. */
    gpuModel?: pulumi.Input<string>;
    /** GPUs per node. Default: 1, or the explicit flavor's GPU count. Together with `gpuModel` and `availabilityZone` it picks the smallest VK flavor that fits. */
    gpusPerNode?: pulumi.Input<number>;
    /** An explicit flavor UUID: the escape hatch when the flavor lookup does not pick what you need. When the catalog does not know it, `gpuModel` and `gpusPerNode` describe it. */
    flavorId?: pulumi.Input<string>;
    /** The availability zone of the nodes; the flavor must be offered there. Changing it replaces the pool. */
    availabilityZone: pulumi.Input<string>;
    /** A fixed number of nodes, 1 to 500 (VK Cloud has no empty node groups). Mutually exclusive with `minNodes`/`maxNodes`; one of the two is required. */
    nodeCount?: pulumi.Input<number>;
    /** The autoscaling minimum, 1 to 500. Goes with `maxNodes`; mutually exclusive with `nodeCount`. */
    minNodes?: pulumi.Input<number>;
    /** The autoscaling maximum, 1 to 500 and at least `minNodes`. Goes with `minNodes`; mutually exclusive with `nodeCount`. */
    maxNodes?: pulumi.Input<number>;
    /** Extra Kubernetes labels of the nodes, added to the standard ones (`vkcs-gpu.io/pool`, `vkcs-gpu.io/gpu-model`, `vkcs-gpu.io/gpus-per-node`), which they may not set. */
    labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /** The taints of the nodes. Default: `nvidia.com/gpu=present:NoSchedule`, so only workloads that tolerate it (see the `tolerations` output) land on GPU nodes. A list replaces the default; an empty list removes it. */
    taints?: pulumi.Input<pulumi.Input<mk8s.TaintArgs>[]>;
    /** A MIG configuration for every GPU of the pool, such as `all-1g.10gb` (A100 80 GB) or `all-disabled`: the nodes get the label `nvidia.com/mig.config=<profile>` the GPU Operator's MIG manager applies. Only uniform `all-<profile>` configurations of MIG-capable GPUs (A100, H100, H200, A30); each slice is advertised as `nvidia.com/gpu` (single strategy). */
    migProfile?: pulumi.Input<string>;
    /** Time-slicing: how many pods share each GPU (or MIG slice), 1-64; 1 or unset means no sharing. The nodes get the label `nvidia.com/device-plugin.config=time-slicing-<replicas>`, the device-plugin config GpuOperator creates for that count. */
    timeSlicingReplicas?: pulumi.Input<number>;
    /** MPS (CUDA Multi-Process Service): how many pods share each GPU, 2-48, each with an equal share of its memory and compute; unset means no MPS. The nodes get the label `nvidia.com/device-plugin.config=mps-<replicas>`, the device-plugin config GpuOperator creates for that count, and advertise `nvidia.com/gpu` × replicas. Not with `migProfile` (other than `all-disabled`) nor `timeSlicingReplicas`. */
    mpsReplicas?: pulumi.Input<number>;
    /** The percentage of nodes upgraded at once, 1-100. Default: 10. */
    parallelUpgradeChunk?: pulumi.Input<number>;
    /** The node disk type. Default: `ceph-ssd`. Changing it replaces the pool. */
    diskType?: pulumi.Input<string>;
    /** The node disk size in GB. Default: 100. Changing it replaces the pool. */
    diskSize?: pulumi.Input<number>;
}

/** The NVIDIA GPU Operator with every component pinned from vkcs-gpu's curated release matrix, installed by Helm chart (`method: helm`, default: rendered by the provider, server-side applied, CRDs first) or by VK Cloud's managed addon (`method: addon`), followed by a readiness gate: resources that depend on this component are created only after every pool's GPUs were validated. The pools' taints become the tolerations of the operands and the NFD worker; MIG and time-slicing follow the pools. Compatibility (driver branch per GPU model, CUDA, Kubernetes range, MIG capability) is checked at preview, every problem named by property. */
export class GpuOperator extends pulumi.ComponentResource {
    /** The namespace the operator runs in. */
    public readonly namespace!: pulumi.Output<string>;
    /** The GPU Operator release installed, such as `v26.7.0`. */
    public readonly release!: pulumi.Output<string>;
    /** The pinned version of every component (`operator`, `driver`, `toolkit`, `devicePlugin`, ...). */
    public readonly pinnedComponents!: pulumi.Output<{ [key: string]: string }>;
    /** How the operator was installed: `helm` or `addon`. */
    public readonly method!: pulumi.Output<string>;
    /** Whether every pool's GPUs were validated (or the pool is at zero nodes) when the gate last checked. */
    public readonly ready!: pulumi.Output<boolean | undefined>;
    /** What the readiness gate saw of each pool, in the order of `pools`. */
    public readonly poolStatuses!: pulumi.Output<gpu.GatePoolStatus[]>;
    /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the preview also prints each line as a warning on the child resource). Empty when nothing GPU is reached and after `up`. */
    public readonly previewImpact!: pulumi.Output<gpu.ImpactLine[] | undefined>;

    constructor(name: string, args: GpuOperatorArgs, opts?: pulumi.ComponentResourceOptions) {
        super("vkcs-gpu:index:GpuOperator", name, {
            kubeconfig: args?.kubeconfig === undefined ? undefined : pulumi.secret(args.kubeconfig),
            clusterId: args?.clusterId,
            method: args?.method,
            release: args?.release,
            addonVersion: args?.addonVersion,
            operatorVersion: args?.operatorVersion,
            validatorVersion: args?.validatorVersion,
            driverVersion: args?.driverVersion,
            driverSource: args?.driverSource,
            driverRepository: args?.driverRepository,
            toolkitVersion: args?.toolkitVersion,
            devicePluginVersion: args?.devicePluginVersion,
            gfdVersion: args?.gfdVersion,
            dcgmVersion: args?.dcgmVersion,
            dcgmExporterVersion: args?.dcgmExporterVersion,
            migManagerVersion: args?.migManagerVersion,
            nfdVersion: args?.nfdVersion,
            allowUnsupportedDriver: args?.allowUnsupportedDriver,
            cudaMajor: args?.cudaMajor,
            kubernetesVersion: args?.kubernetesVersion,
            pools: args?.pools,
            namespace: args?.namespace,
            chartRepositoryUrl: args?.chartRepositoryUrl,
            chartOciReference: args?.chartOciReference,
            chartLocalPath: args?.chartLocalPath,
            serviceMonitor: args?.serviceMonitor,
            driverUpgradePolicy: args?.driverUpgradePolicy,
            resources: args?.resources,
            readinessTimeout: args?.readinessTimeout,
            pinnedComponents: undefined,
            ready: undefined,
            poolStatuses: undefined,
            previewImpact: undefined,
        }, withVersion(opts), true);
    }
}

/** The inputs of GpuOperator. */
export interface GpuOperatorArgs {
    /** The cluster's kubeconfig (GpuCluster `kubeconfig`); secret. The release and the readiness gate use it. */
    kubeconfig: pulumi.Input<string>;
    /** The gen-2 cluster id (GpuCluster `clusterId`); required with `method: addon`. */
    clusterId?: pulumi.Input<string>;
    /** How the operator is installed. Default `helm`: the provider renders the chart and applies it server-side, CRDs first; with `addon` VK Cloud's managed `gpu-operator` addon installs it from generated values. One of `helm` or `addon`. */
    method?: pulumi.Input<InstallMethod>;
    /** The GPU Operator release from the curated matrix, such as `v26.3.3`. Default: the newest curated release for `helm`; for `addon`, the newest of the addon's line (`addonVersion`). */
    release?: pulumi.Input<string>;
    /** The VK Cloud addon version (`method: addon`). Default: `24.9.0`, the version VK's catalog offers. */
    addonVersion?: pulumi.Input<string>;
    /** Overrides the operator image version of the release. */
    operatorVersion?: pulumi.Input<string>;
    /** Overrides the validator image version of the release. */
    validatorVersion?: pulumi.Input<string>;
    /** Overrides the driver version of the release (`<branch>.<minor>.<patch>`, e.g. `580.126.20`); it must be a driver NVIDIA supports with the release unless `allowUnsupportedDriver`. */
    driverVersion?: pulumi.Input<string>;
    /** Where the GPU nodes' driver comes from: `auto` (default) uses the driver of the node image where it has one (the operator labels such nodes `nvidia.com/gpu.deploy.driver=pre-installed`) and the operator's driver container elsewhere; `host` only the node image's (the operator installs none, and `driverVersion` cannot be pinned); `container` the operator's driver container on every GPU node. VK Cloud's nodes run AlmaLinux 9, for which NVIDIA publishes no driver container: pinning a `driverVersion` or choosing `container` needs `driverRepository`. One of `auto`, `host` or `container`. */
    driverSource?: pulumi.Input<DriverSource>;
    /** The repository of driver images you built for the nodes' OS (AlmaLinux 9 on VK Cloud), e.g. `registry.example.com/gpu`; the operator pulls `<driverRepository>/driver:<driverVersion>-almalinux9.<minor>`. Default: NVIDIA's `nvcr.io/nvidia`, which has Ubuntu, RHEL and Rocky Linux images only. */
    driverRepository?: pulumi.Input<string>;
    /** Overrides the container toolkit image version. */
    toolkitVersion?: pulumi.Input<string>;
    /** Overrides the device plugin image version (GPU Feature Discovery ships in the same image: set `gfdVersion` alike). */
    devicePluginVersion?: pulumi.Input<string>;
    /** Overrides the GPU Feature Discovery image version. */
    gfdVersion?: pulumi.Input<string>;
    /** Overrides the standalone DCGM image version. */
    dcgmVersion?: pulumi.Input<string>;
    /** Overrides the DCGM exporter image version. */
    dcgmExporterVersion?: pulumi.Input<string>;
    /** Overrides the MIG manager image version. */
    migManagerVersion?: pulumi.Input<string>;
    /** Overrides the Node Feature Discovery image version. */
    nfdVersion?: pulumi.Input<string>;
    /** Accept a driver NVIDIA does not list for the release (a warning instead of an error). Default: false. */
    allowUnsupportedDriver?: pulumi.Input<boolean>;
    /** The newest CUDA major version the workloads' containers use, e.g. `12`; every driver in use must run it. */
    cudaMajor?: pulumi.Input<number>;
    /** The cluster's Kubernetes version, e.g. `v1.34.2` (GpuCluster `version`, when pinned); checked against the release's supported range. Omit to skip the check. */
    kubernetesVersion?: pulumi.Input<string>;
    /** The GPU node pools: their taints become tolerations, their MIG and time-slicing settings configure the operator, and the readiness gate waits for each. */
    pools?: pulumi.Input<pulumi.Input<GpuOperatorPoolArgs>[]>;
    /** The operator's namespace. Default: `gpu-operator`. */
    namespace?: pulumi.Input<string>;
    /** A Helm repository to take the chart from instead of NVIDIA's (`method: helm`). At most one of `chartRepositoryUrl`, `chartOciReference`, `chartLocalPath`. */
    chartRepositoryUrl?: pulumi.Input<string>;
    /** An OCI reference of the chart, e.g. `oci://registry.example.com/charts/gpu-operator` (`method: helm`). */
    chartOciReference?: pulumi.Input<string>;
    /** A chart directory or `.tgz` on the machine running Pulumi (`method: helm`); its version must be the release's chart version. */
    chartLocalPath?: pulumi.Input<string>;
    /** Whether the DCGM exporter gets a Prometheus ServiceMonitor. Default `auto`: on from v26.7, whose operator creates it only when the Prometheus Operator CRD exists; off before, where a missing CRD is an error. One of `auto`, `on` or `off`. */
    serviceMonitor?: pulumi.Input<ServiceMonitorMode>;
    /** How the operator upgrades the driver on each node when the driver version changes (the chart's `driver.upgradePolicy`; from v26.7.0 also each per-pool NVIDIADriver's). The chart's defaults fail a node's upgrade (`upgrade-failed`) when a GPU pod is unmanaged or uses `emptyDir`; set `podDeletionForce` / `podDeletionDeleteEmptyDir` to accept losing those pods. Default: the chart's. */
    driverUpgradePolicy?: pulumi.Input<GpuOperatorDriverUpgradeArgs>;
    /** Requests and limits by operand: `driver`, `toolkit`, `devicePlugin`, `gfd`, `dcgm`, `dcgmExporter`, `migManager`, `validator`, `nodeStatusExporter`. Every operand has explicit ones by default (VK Cloud gives a container without them 500m CPU / 512 MB, too little for a driver build or the DCGM exporter); a quantity set here replaces vkcs-gpu's default for that operand. */
    resources?: pulumi.Input<{ [key: string]: pulumi.Input<GpuOperatorResourcesArgs> }>;
    /** How long the readiness gate waits for every pool, e.g. `45m` or `1h30m`. Default: `45m` (a compiled driver takes up to about 20 minutes per node). */
    readinessTimeout?: pulumi.Input<string>;
}

/** A namespace for a team or workload class on a GPU cluster: a ResourceQuota on `requests.nvidia.com/gpu` (and on MIG or shared GPU resources, pods, CPU and memory when asked), a PriorityClass ordered by workload class (production inference > training > batch), edit rights for named groups and users in that namespace only, the scheduling snippet for each pool it may use, and optionally a GPU smoke Job per pool that must succeed before the tenant is done. */
export class GpuTenant extends pulumi.ComponentResource {
    /** The tenant's namespace (known once its objects are applied). */
    public readonly namespace!: pulumi.Output<string>;
    /** The tenant's PriorityClass, for `spec.priorityClassName`. */
    public readonly priorityClassName!: pulumi.Output<string>;
    /** The ResourceQuota's hard limits, such as `{"requests.nvidia.com/gpu": "8"}`. */
    public readonly quota!: pulumi.Output<{ [key: string]: string }>;
    /** Per pool name, the pod spec fields a workload of the tenant needs to run there. */
    public readonly schedulingSnippets!: pulumi.Output<{ [key: string]: TenantSchedulingSnippet }>;
    /** Per smoke-tested pool, the tail of the smoke Job's log (for `nvidia-smi`: the GPU it saw). Empty without smoke tests. */
    public readonly smokeResults!: pulumi.Output<{ [key: string]: string } | undefined>;

    constructor(name: string, args: GpuTenantArgs, opts?: pulumi.ComponentResourceOptions) {
        super("vkcs-gpu:index:GpuTenant", name, {
            kubeconfig: args?.kubeconfig === undefined ? undefined : pulumi.secret(args.kubeconfig),
            name: args?.name,
            workloadClass: args?.workloadClass,
            priorityValue: args?.priorityValue,
            preemptionPolicy: args?.preemptionPolicy,
            podSecurityLevel: args?.podSecurityLevel,
            gpuQuota: args?.gpuQuota,
            extraQuotas: args?.extraQuotas,
            maxPods: args?.maxPods,
            cpu: args?.cpu,
            memory: args?.memory,
            editors: args?.editors,
            pools: args?.pools,
            smokeTest: args?.smokeTest,
            namespace: undefined,
            priorityClassName: undefined,
            quota: undefined,
            schedulingSnippets: undefined,
            smokeResults: undefined,
        }, withVersion(opts), true);
    }
}

/** The inputs of GpuTenant. */
export interface GpuTenantArgs {
    /** Kubeconfig of the cluster, such as a GpuCluster's `kubeconfig` output. Kept secret. */
    kubeconfig: pulumi.Input<string>;
    /** The tenant's name: its namespace (a DNS-1123 label of at most 63 characters), also the name of its PriorityClass (`<name>-priority`). */
    name: pulumi.Input<string>;
    /** The workload class. It sets the default priority: 1000000 for `production-inference`, 100000 for `training` and 10000 for `batch`, so production inference preempts training, which preempts batch. One of `production-inference`, `training` or `batch`. */
    workloadClass: pulumi.Input<WorkloadClass>;
    /** The PriorityClass value, overriding the workload class default; at most 1000000000 (higher values are reserved for system-critical pods). */
    priorityValue?: pulumi.Input<number>;
    /** Whether the tenant's pending pods may evict lower-priority ones (the default, `PreemptLowerPriority`) or wait (`Never`). One of `PreemptLowerPriority` or `Never`. */
    preemptionPolicy?: pulumi.Input<PreemptionPolicy>;
    /** The Pod Security Standards level the namespace enforces (label `pod-security.kubernetes.io/enforce`, also `warn` and `audit`); default `restricted`. Whatever the cluster's default, the tenant's pods are held to it. One of `privileged`, `baseline` or `restricted`. */
    podSecurityLevel?: pulumi.Input<PodSecurityLevel>;
    /** The most GPUs the namespace's pods may request together: `requests.nvidia.com/gpu` of its ResourceQuota, 0 or more. */
    gpuQuota: pulumi.Input<number>;
    /** Quotas of other GPU resources by name, for pools with MIG or shared GPUs, such as `{"nvidia.com/mig-1g.10gb": 14}`; each becomes `requests.<name>` (0 or more). */
    extraQuotas?: pulumi.Input<{ [key: string]: pulumi.Input<number> }>;
    /** The most pods the namespace may hold (quota `pods`). Default: no cap. */
    maxPods?: pulumi.Input<number>;
    /** The CPU the namespace's pods may request together (quota `requests.cpu`), a quantity such as `64` or `500m`. With a cap every pod must request CPU. Default: no cap. */
    cpu?: pulumi.Input<string>;
    /** The memory the namespace's pods may request together (quota `requests.memory`), a quantity such as `256Gi`. With a cap every pod must request memory. Default: no cap. */
    memory?: pulumi.Input<string>;
    /** Groups and users given edit rights (the built-in `edit` ClusterRole) in the namespace only. */
    editors?: pulumi.Input<TenantEditorsArgs>;
    /** The GPU pools the tenant may use; each gets a scheduling snippet and, if enabled, a smoke test. */
    pools?: pulumi.Input<pulumi.Input<TenantPoolArgs>[]>;
    /** The GPU smoke test per pool. Default: none. */
    smokeTest?: pulumi.Input<TenantSmokeTestArgs>;
}

/** Where the GPU nodes' NVIDIA driver comes from. */
export type DriverSource = "auto" | "host" | "container";

/** How the operator upgrades the driver on each node when its version changes (the chart's `driver.upgradePolicy`; on v26.7.0 and later also each NVIDIADriver's `spec.upgradePolicy`). Unset fields keep the chart's defaults. */
export interface GpuOperatorDriverUpgradeArgs {
    /** How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1. */
    maxParallelUpgrades?: pulumi.Input<number>;
    /** How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a percentage such as `25%` of the nodes. Chart default: `25%`. */
    maxUnavailable?: pulumi.Input<string>;
    /** Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a pod fails the node's upgrade (`upgrade-failed`). */
    podDeletionForce?: pulumi.Input<boolean>;
    /** Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and such a pod fails the node's upgrade. */
    podDeletionDeleteEmptyDir?: pulumi.Input<boolean>;
    /** How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300. */
    podDeletionTimeoutSeconds?: pulumi.Input<number>;
    /** Drain the node (as `kubectl drain`) before the driver reloads, for when deleting the GPU pods is not enough. Chart default: false. */
    drainEnable?: pulumi.Input<boolean>;
    /** Let the drain delete pods no controller manages. Chart default: false. */
    drainForce?: pulumi.Input<boolean>;
    /** Let the drain delete pods that use `emptyDir` volumes. Chart default: false. */
    drainDeleteEmptyDir?: pulumi.Input<boolean>;
    /** How long the drain may take; `0` means forever. Chart default: 300. */
    drainTimeoutSeconds?: pulumi.Input<number>;
}

/** How the operator upgrades the driver on each node when its version changes (the chart's `driver.upgradePolicy`; on v26.7.0 and later also each NVIDIADriver's `spec.upgradePolicy`). Unset fields keep the chart's defaults. */
export interface GpuOperatorDriverUpgrade {
    /** How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1. */
    readonly maxParallelUpgrades?: number;
    /** How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a percentage such as `25%` of the nodes. Chart default: `25%`. */
    readonly maxUnavailable?: string;
    /** Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a pod fails the node's upgrade (`upgrade-failed`). */
    readonly podDeletionForce?: boolean;
    /** Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and such a pod fails the node's upgrade. */
    readonly podDeletionDeleteEmptyDir?: boolean;
    /** How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300. */
    readonly podDeletionTimeoutSeconds?: number;
    /** Drain the node (as `kubectl drain`) before the driver reloads, for when deleting the GPU pods is not enough. Chart default: false. */
    readonly drainEnable?: boolean;
    /** Let the drain delete pods no controller manages. Chart default: false. */
    readonly drainForce?: boolean;
    /** Let the drain delete pods that use `emptyDir` volumes. Chart default: false. */
    readonly drainDeleteEmptyDir?: boolean;
    /** How long the drain may take; `0` means forever. Chart default: 300. */
    readonly drainTimeoutSeconds?: number;
}

/** A GPU node pool the GPU Operator serves and its readiness gate waits for. */
export interface GpuOperatorPoolArgs {
    /** The pool's name (a GpuNodePool's `poolName`); unique among the pools. */
    name: pulumi.Input<string>;
    /** The GPU model, such as `L4` or `A100_80GB`; the driver branch and MIG profile are checked against it. */
    gpuModel: pulumi.Input<string>;
    /** GPUs per node. Default: the gate only requires at least one GPU resource per node. */
    gpusPerNode?: pulumi.Input<number>;
    /** Nodes the pool should have (a fixed size or the autoscaling minimum). Omit for an autoscaled pool: the nodes registered count, and a pool at zero nodes is reported as such. */
    expectedNodes?: pulumi.Input<number>;
    /** The taints of the pool's nodes; every one becomes a toleration of the operands, the NFD worker and the operator. Default: `nvidia.com/gpu=present:NoSchedule`, GpuNodePool's default; an empty list means none. */
    taints?: pulumi.Input<pulumi.Input<mk8s.TaintArgs>[]>;
    /** Node labels selecting the pool's nodes. Default: `vkcs-gpu.io/pool=<name>`, the label GpuNodePool sets. */
    nodeSelector?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /** The pool's MIG configuration (GpuNodePool `migProfile`), such as `all-1g.10gb`; the gate waits until it is applied. Uniform configurations only (single strategy). */
    migProfile?: pulumi.Input<string>;
    /** Pods sharing each GPU by time-slicing (GpuNodePool `timeSlicingReplicas`); 1 or unset: no sharing. Each replica count in use becomes a named device-plugin config (`time-slicing-<n>`) that the pool's label selects, with either install method. */
    timeSlicingReplicas?: pulumi.Input<number>;
    /** Pods sharing each GPU by MPS (GpuNodePool `mpsReplicas`), 2-48; unset: no MPS. Each replica count in use becomes a named device-plugin config (`mps-<n>`) that the pool's label selects, with either install method. Not with `migProfile` (other than `all-disabled`) nor `timeSlicingReplicas`. */
    mpsReplicas?: pulumi.Input<number>;
    /** A driver version of the pool's own. When it differs from the cluster-wide `driverVersion`, the operator installs drivers through NVIDIADriver resources, one per pool selecting its nodes (`method: helm` only; the pools' node selectors must be disjoint). The gate waits until the nodes run it. */
    driverVersion?: pulumi.Input<string>;
    /** `false` turns the validator's CUDA workload (the `nvidia-cuda-validator` pod) off, for a GPU the release's workload cannot run on: v26.7.0's is built with CUDA 13.2, which has no code for Volta (V100, V100S; NVIDIA/gpu-operator#2842), so such a pool with v26.7.0 is refused unless this is `false` or an earlier release is used. The validator is one DaemonSet, so the workload is off on every pool's nodes while any pool turns it off; every preview then warns. Default: on. */
    cudaWorkloadValidation?: pulumi.Input<boolean>;
}

/** A GPU node pool the GPU Operator serves and its readiness gate waits for. */
export interface GpuOperatorPool {
    /** The pool's name (a GpuNodePool's `poolName`); unique among the pools. */
    readonly name: string;
    /** The GPU model, such as `L4` or `A100_80GB`; the driver branch and MIG profile are checked against it. */
    readonly gpuModel: string;
    /** GPUs per node. Default: the gate only requires at least one GPU resource per node. */
    readonly gpusPerNode?: number;
    /** Nodes the pool should have (a fixed size or the autoscaling minimum). Omit for an autoscaled pool: the nodes registered count, and a pool at zero nodes is reported as such. */
    readonly expectedNodes?: number;
    /** The taints of the pool's nodes; every one becomes a toleration of the operands, the NFD worker and the operator. Default: `nvidia.com/gpu=present:NoSchedule`, GpuNodePool's default; an empty list means none. */
    readonly taints?: mk8s.Taint[];
    /** Node labels selecting the pool's nodes. Default: `vkcs-gpu.io/pool=<name>`, the label GpuNodePool sets. */
    readonly nodeSelector?: { [key: string]: string };
    /** The pool's MIG configuration (GpuNodePool `migProfile`), such as `all-1g.10gb`; the gate waits until it is applied. Uniform configurations only (single strategy). */
    readonly migProfile?: string;
    /** Pods sharing each GPU by time-slicing (GpuNodePool `timeSlicingReplicas`); 1 or unset: no sharing. Each replica count in use becomes a named device-plugin config (`time-slicing-<n>`) that the pool's label selects, with either install method. */
    readonly timeSlicingReplicas?: number;
    /** Pods sharing each GPU by MPS (GpuNodePool `mpsReplicas`), 2-48; unset: no MPS. Each replica count in use becomes a named device-plugin config (`mps-<n>`) that the pool's label selects, with either install method. Not with `migProfile` (other than `all-disabled`) nor `timeSlicingReplicas`. */
    readonly mpsReplicas?: number;
    /** A driver version of the pool's own. When it differs from the cluster-wide `driverVersion`, the operator installs drivers through NVIDIADriver resources, one per pool selecting its nodes (`method: helm` only; the pools' node selectors must be disjoint). The gate waits until the nodes run it. */
    readonly driverVersion?: string;
    /** `false` turns the validator's CUDA workload (the `nvidia-cuda-validator` pod) off, for a GPU the release's workload cannot run on: v26.7.0's is built with CUDA 13.2, which has no code for Volta (V100, V100S; NVIDIA/gpu-operator#2842), so such a pool with v26.7.0 is refused unless this is `false` or an earlier release is used. The validator is one DaemonSet, so the workload is off on every pool's nodes while any pool turns it off; every preview then warns. Default: on. */
    readonly cudaWorkloadValidation?: boolean;
}

/** Requests and limits of one GPU Operator operand's container; each unset quantity keeps vkcs-gpu's default for the operand. */
export interface GpuOperatorResourcesArgs {
    /** CPU reserved, such as `100m`. */
    cpuRequest?: pulumi.Input<string>;
    /** Memory reserved, such as `512Mi`. */
    memoryRequest?: pulumi.Input<string>;
    /** The most CPU the container may use, such as `2`. */
    cpuLimit?: pulumi.Input<string>;
    /** The most memory the container may use, such as `4Gi`; over it the container is OOM-killed. */
    memoryLimit?: pulumi.Input<string>;
}

/** Requests and limits of one GPU Operator operand's container; each unset quantity keeps vkcs-gpu's default for the operand. */
export interface GpuOperatorResources {
    /** CPU reserved, such as `100m`. */
    readonly cpuRequest?: string;
    /** Memory reserved, such as `512Mi`. */
    readonly memoryRequest?: string;
    /** The most CPU the container may use, such as `2`. */
    readonly cpuLimit?: string;
    /** The most memory the container may use, such as `4Gi`; over it the container is OOM-killed. */
    readonly memoryLimit?: string;
}

/** How the GPU Operator is installed. */
export type InstallMethod = "helm" | "addon";

/** A Pod Security Standards level enforced on a namespace. */
export type PodSecurityLevel = "privileged" | "baseline" | "restricted";

/** Whether pending pods of a priority may evict lower-priority pods. */
export type PreemptionPolicy = "PreemptLowerPriority" | "Never";

/** The project's Managed Kubernetes quotas as the VK Cloud console's project quotas page shows them. */
export interface ProjectQuotaLimitsArgs {
    /** vCPUs of all worker nodes. */
    vcpus?: pulumi.Input<number>;
    /** RAM of all worker nodes, GB. */
    ramGb?: pulumi.Input<number>;
    /** Node disk size over all worker nodes, GB. */
    diskGb?: pulumi.Input<number>;
    /** Worker nodes over all clusters. */
    nodes?: pulumi.Input<number>;
    /** GPUs connected to the project (Cloud GPU service). */
    gpus?: pulumi.Input<number>;
}

/** The project's Managed Kubernetes quotas as the VK Cloud console's project quotas page shows them. */
export interface ProjectQuotaLimits {
    /** vCPUs of all worker nodes. */
    readonly vcpus?: number;
    /** RAM of all worker nodes, GB. */
    readonly ramGb?: number;
    /** Node disk size over all worker nodes, GB. */
    readonly diskGb?: number;
    /** Worker nodes over all clusters. */
    readonly nodes?: number;
    /** GPUs connected to the project (Cloud GPU service). */
    readonly gpus?: number;
}

/** Whether the DCGM exporter's Prometheus ServiceMonitor is created. */
export type ServiceMonitorMode = "auto" | "on" | "off";

/** Groups and users bound to the built-in `edit` ClusterRole in the tenant's namespace only. */
export interface TenantEditorsArgs {
    /** Group names as the cluster's authenticator reports them (for VK Cloud: the IAM groups). `system:` names are refused. */
    groups?: pulumi.Input<pulumi.Input<string>[]>;
    /** User names as the cluster's authenticator reports them. `system:` names are refused. */
    users?: pulumi.Input<pulumi.Input<string>[]>;
}

/** Groups and users bound to the built-in `edit` ClusterRole in the tenant's namespace only. */
export interface TenantEditors {
    /** Group names as the cluster's authenticator reports them (for VK Cloud: the IAM groups). `system:` names are refused. */
    readonly groups?: string[];
    /** User names as the cluster's authenticator reports them. `system:` names are refused. */
    readonly users?: string[];
}

/** A GPU pool the tenant may use. */
export interface TenantPoolArgs {
    /** The pool's name: the key of its scheduling snippet and smoke test (a DNS-1123 label of at most 57 characters), such as a GpuNodePool's `poolName`. */
    name: pulumi.Input<string>;
    /** The node selector that picks the pool's nodes, such as a GpuNodePool's `nodeSelector`. */
    nodeSelector?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /** Tolerations for the pool's taints, such as a GpuNodePool's `tolerations`. */
    tolerations?: pulumi.Input<pulumi.Input<gpu.TolerationArgs>[]>;
    /** The extended resource the pool's GPUs are requested by. Default: `nvidia.com/gpu`; a MIG profile such as `nvidia.com/mig-1g.10gb` or a shared name such as `nvidia.com/gpu.shared` when the pool uses MIG or time-slicing (then give its quota in `extraQuotas`). */
    resourceName?: pulumi.Input<string>;
    /** GPUs (or GPU slices) per node: the most one pod can request on this pool. Informational. */
    gpusPerNode?: pulumi.Input<number>;
}

/** A GPU pool the tenant may use. */
export interface TenantPool {
    /** The pool's name: the key of its scheduling snippet and smoke test (a DNS-1123 label of at most 57 characters), such as a GpuNodePool's `poolName`. */
    readonly name: string;
    /** The node selector that picks the pool's nodes, such as a GpuNodePool's `nodeSelector`. */
    readonly nodeSelector?: { [key: string]: string };
    /** Tolerations for the pool's taints, such as a GpuNodePool's `tolerations`. */
    readonly tolerations?: gpu.Toleration[];
    /** The extended resource the pool's GPUs are requested by. Default: `nvidia.com/gpu`; a MIG profile such as `nvidia.com/mig-1g.10gb` or a shared name such as `nvidia.com/gpu.shared` when the pool uses MIG or time-slicing (then give its quota in `extraQuotas`). */
    readonly resourceName?: string;
    /** GPUs (or GPU slices) per node: the most one pod can request on this pool. Informational. */
    readonly gpusPerNode?: number;
}

/** The pod spec fields a workload of the tenant needs to run on one pool. */
export interface TenantSchedulingSnippetArgs {
    /** The tenant's namespace. */
    namespace?: pulumi.Input<string>;
    /** `spec.priorityClassName`. */
    priorityClassName?: pulumi.Input<string>;
    /** `spec.nodeSelector`. */
    nodeSelector?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /** `spec.tolerations`. */
    tolerations?: pulumi.Input<pulumi.Input<gpu.TolerationArgs>[]>;
    /** The resource to request under `resources.limits`, such as `nvidia.com/gpu`. */
    resourceName?: pulumi.Input<string>;
    /** GPUs per node: the most one pod can request on this pool; absent when unknown. */
    gpusPerNode?: pulumi.Input<number>;
}

/** The pod spec fields a workload of the tenant needs to run on one pool. */
export interface TenantSchedulingSnippet {
    /** The tenant's namespace. */
    readonly namespace?: string;
    /** `spec.priorityClassName`. */
    readonly priorityClassName?: string;
    /** `spec.nodeSelector`. */
    readonly nodeSelector?: { [key: string]: string };
    /** `spec.tolerations`. */
    readonly tolerations?: gpu.Toleration[];
    /** The resource to request under `resources.limits`, such as `nvidia.com/gpu`. */
    readonly resourceName?: string;
    /** GPUs per node: the most one pod can request on this pool; absent when unknown. */
    readonly gpusPerNode?: number;
}

/** A GPU smoke Job per pool, requesting exactly one GPU of the pool with its node selector and tolerations; the tenant is done only when every one succeeded. */
export interface TenantSmokeTestArgs {
    /** Whether to run the smoke Jobs. Default: true. */
    enabled?: pulumi.Input<boolean>;
    /** The container image, pinned by tag or digest. Default: `nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04`. */
    image?: pulumi.Input<string>;
    /** The command. Default: `["nvidia-smi"]`. */
    command?: pulumi.Input<pulumi.Input<string>[]>;
    /** The pools to test, by name. Default: every pool of the tenant. */
    pools?: pulumi.Input<pulumi.Input<string>[]>;
}

/** A GPU smoke Job per pool, requesting exactly one GPU of the pool with its node selector and tolerations; the tenant is done only when every one succeeded. */
export interface TenantSmokeTest {
    /** Whether to run the smoke Jobs. Default: true. */
    readonly enabled?: boolean;
    /** The container image, pinned by tag or digest. Default: `nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04`. */
    readonly image?: string;
    /** The command. Default: `["nvidia-smi"]`. */
    readonly command?: string[];
    /** The pools to test, by name. Default: every pool of the tenant. */
    readonly pools?: string[];
}

/** The kind of work a tenant runs; it sets the default priority. */
export type WorkloadClass = "production-inference" | "training" | "batch";

export namespace k8s {
    /** A Kubernetes Job run to completion, such as a GPU smoke test: created when the Job succeeded, failed with the pod's state and log tail when it did not. A change to the Job runs it again; delete removes the Job and its pods. */
    export class JobRun extends pulumi.CustomResource {
        /** Kubeconfig of the cluster (for example the `kubeconfig` output of `vkcs-gpu:mk8s:Cluster`). The server certificate is always verified; kubeconfigs with `insecure-skip-tls-verify` are refused. */
        public readonly kubeconfig!: pulumi.Output<string>;
        /** The Job, one `batch/v1` `Job` manifest as YAML or JSON text with `metadata.name` and `spec.template`. Its pods must not restart forever (`restartPolicy` `Never` or `OnFailure`). Any change runs the Job again: the old Job and its pods are deleted first. */
        public readonly job!: pulumi.Output<string>;
        /** Namespace of the Job when its manifest names none. The namespace must exist. */
        public readonly namespace!: pulumi.Output<string | undefined>;
        /** How many lines of the pod's log to keep in `logTail` and to show when the Job fails (1-200). */
        public readonly logLines!: pulumi.Output<number | undefined>;
        /** Identifier of the run (its resource id): `<namespace>/<job name>`. */
        public readonly runId!: pulumi.Output<string>;
        /** The Job as created, with its namespace and uid. */
        public readonly jobRef!: pulumi.Output<gpu.ObjectRef | undefined>;
        /** The pod that completed the Job. */
        public readonly podName!: pulumi.Output<string | undefined>;
        /** `Complete` once the Job succeeded. */
        public readonly outcome!: pulumi.Output<string | undefined>;
        /** The last `logLines` lines of the completed pod's log (for a GPU smoke test: the `nvidia-smi` output). */
        public readonly logTail!: pulumi.Output<string | undefined>;

        constructor(name: string, args: JobRunArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:k8s:JobRun", name, {
                kubeconfig: args?.kubeconfig === undefined ? undefined : pulumi.secret(args.kubeconfig),
                job: args?.job,
                namespace: args?.namespace,
                logLines: args?.logLines,
                runId: undefined,
                jobRef: undefined,
                podName: undefined,
                outcome: undefined,
                logTail: undefined,
            }, withSecretOutputs(opts, ["kubeconfig"]));
        }
    }

    /** The inputs of JobRun. */
    export interface JobRunArgs {
        /** Kubeconfig of the cluster (for example the `kubeconfig` output of `vkcs-gpu:mk8s:Cluster`). The server certificate is always verified; kubeconfigs with `insecure-skip-tls-verify` are refused. */
        kubeconfig: pulumi.Input<string>;
        /** The Job, one `batch/v1` `Job` manifest as YAML or JSON text with `metadata.name` and `spec.template`. Its pods must not restart forever (`restartPolicy` `Never` or `OnFailure`). Any change runs the Job again: the old Job and its pods are deleted first. */
        job: pulumi.Input<string>;
        /** Namespace of the Job when its manifest names none. The namespace must exist. */
        namespace?: pulumi.Input<string>;
        /** How many lines of the pod's log to keep in `logTail` and to show when the Job fails (1-200). */
        logLines?: pulumi.Input<number>;
    }

    /** A set of Kubernetes objects kept as written by server-side apply with one field manager: Namespaces and CRDs first, custom resources once their CRD is Established, objects that leave the set deleted, deletion in reverse order. */
    export class ObjectSet extends pulumi.CustomResource {
        /** Kubeconfig of the cluster (for example the `kubeconfig` output of `vkcs-gpu:mk8s:Cluster`). The server certificate is always verified; kubeconfigs with `insecure-skip-tls-verify` are refused. */
        public readonly kubeconfig!: pulumi.Output<string>;
        /** The objects, one manifest per entry, as YAML or JSON text with `apiVersion`, `kind` and `metadata.name`. Order does not matter: Namespaces and CRDs are applied first, custom resources after their CRD is Established. Objects removed from the list are deleted from the cluster. */
        public readonly objects!: pulumi.Output<string[]>;
        /** Field manager of the server-side applies. Changing it leaves fields the old manager applied owned by it until another apply takes them over. */
        public readonly fieldManager!: pulumi.Output<string | undefined>;
        /** Namespace for namespaced objects whose manifest names none. */
        public readonly namespace!: pulumi.Output<string | undefined>;
        /** Take over fields another field manager owns instead of failing with a conflict. Off by default: a conflict means someone else manages the field, and taking it silently hides that. */
        public readonly forceConflicts!: pulumi.Output<boolean | undefined>;
        /** Identifier of the set (its resource id), chosen at creation. */
        public readonly setId!: pulumi.Output<string>;
        /** The objects as applied, in apply order, with namespaces resolved. */
        public readonly appliedObjects!: pulumi.Output<gpu.ObjectRef[] | undefined>;

        constructor(name: string, args: ObjectSetArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:k8s:ObjectSet", name, {
                kubeconfig: args?.kubeconfig === undefined ? undefined : pulumi.secret(args.kubeconfig),
                objects: args?.objects,
                fieldManager: args?.fieldManager,
                namespace: args?.namespace,
                forceConflicts: args?.forceConflicts,
                setId: undefined,
                appliedObjects: undefined,
            }, withSecretOutputs(opts, ["kubeconfig"]));
        }
    }

    /** The inputs of ObjectSet. */
    export interface ObjectSetArgs {
        /** Kubeconfig of the cluster (for example the `kubeconfig` output of `vkcs-gpu:mk8s:Cluster`). The server certificate is always verified; kubeconfigs with `insecure-skip-tls-verify` are refused. */
        kubeconfig: pulumi.Input<string>;
        /** The objects, one manifest per entry, as YAML or JSON text with `apiVersion`, `kind` and `metadata.name`. Order does not matter: Namespaces and CRDs are applied first, custom resources after their CRD is Established. Objects removed from the list are deleted from the cluster. */
        objects: pulumi.Input<pulumi.Input<string>[]>;
        /** Field manager of the server-side applies. Changing it leaves fields the old manager applied owned by it until another apply takes them over. */
        fieldManager?: pulumi.Input<string>;
        /** Namespace for namespaced objects whose manifest names none. */
        namespace?: pulumi.Input<string>;
        /** Take over fields another field manager owns instead of failing with a conflict. Off by default: a conflict means someone else manages the field, and taking it silently hides that. */
        forceConflicts?: pulumi.Input<boolean>;
    }
}

export namespace mk8s {
    /** A VK Cloud managed Kubernetes cluster (second generation): masters, networking and the Kubernetes API. Add workers with `vkcs-gpu:mk8s:NodeGroup`. The admin kubeconfig is a secret output.
     * 
     * ## Import
     * 
     * The id is the cluster's UUID, shown on the cluster's page in the VK Cloud console.
     * 
     * ```sh
     * $ pulumi import vkcs-gpu:mk8s:Cluster <name> <cluster UUID>
     * ``` */
    export class Cluster extends pulumi.CustomResource {
        /** Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending with a letter or digit, no '--'. Unique in the project. Changing it replaces the cluster. */
        public readonly name!: pulumi.Output<string>;
        /** Kubernetes version as VK Cloud writes it, `vX.Y.Z` (e.g. `v1.34.2`; see `getVersions`). Changed in place by an upgrade; only upgrades are possible, a lower version fails at preview. */
        public readonly version!: pulumi.Output<string>;
        /** `standard` (masters in one zone) or `regional` (masters spread over three zones). Default `standard`. Changing it replaces the cluster. */
        public readonly clusterType!: pulumi.Output<string | undefined>;
        /** Availability zones of the masters, e.g. `["GZ1"]`: exactly one for a standard cluster, exactly three different ones for a regional cluster. Order does not matter. Changing them replaces the cluster. */
        public readonly availabilityZones!: pulumi.Output<string[]>;
        /** Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one. Default 1 (standard) or 3 (regional). Changing it replaces the cluster. */
        public readonly masterCount!: pulumi.Output<number | undefined>;
        /** Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for node groups only. Changed in place (control-plane scaling). */
        public readonly masterFlavorId!: pulumi.Output<string>;
        /** UUID of the Sprut SDN network the cluster lives in. Changing it replaces the cluster. */
        public readonly networkId!: pulumi.Output<string>;
        /** UUID of the subnet of `networkId` for the nodes. Changing it replaces the cluster. */
        public readonly subnetId!: pulumi.Output<string>;
        /** UUID of the subnet of the Kubernetes API load balancer. Changing it replaces the cluster. */
        public readonly loadbalancerSubnetId!: pulumi.Output<string>;
        /** CNI plugin: `calico` or `cilium`. Default `calico`. Changing it replaces the cluster. */
        public readonly networkPlugin!: pulumi.Output<string | undefined>;
        /** IPv4 CIDR of the pod network. Default `10.100.0.0/16`. Changing it replaces the cluster. */
        public readonly podsIpv4Cidr!: pulumi.Output<string | undefined>;
        /** Free text of at most 256 characters. Default empty. Changing it replaces the cluster. */
        public readonly description!: pulumi.Output<string | undefined>;
        /** UUID of the external network that gives the API load balancer its public IP; required when `publicIp` is true. Changing it replaces the cluster. */
        public readonly externalNetworkId!: pulumi.Output<string | undefined>;
        /** Whether the Kubernetes API gets a public (floating) IP; needs `externalNetworkId`. Default false. Changing it replaces the cluster. */
        public readonly publicIp!: pulumi.Output<boolean | undefined>;
        /** IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty allows all. Order does not matter. Changing them replaces the cluster. */
        public readonly loadbalancerAllowedCidrs!: pulumi.Output<string[] | undefined>;
        /** Container registries the nodes may pull from without TLS verification (`host[:port]`). Order does not matter. Changing them replaces the cluster. */
        public readonly insecureRegistries!: pulumi.Output<string[] | undefined>;
        /** Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them replaces the cluster. */
        public readonly labels!: pulumi.Output<{ [key: string]: string } | undefined>;
        /** Cluster id (a KSUID such as `39UdIv4W0EegBs2EYVeGdas38do`); node groups and addons refer to it. */
        public readonly clusterId!: pulumi.Output<string>;
        /** The cluster's UUID (a second id the API also accepts). */
        public readonly uuid!: pulumi.Output<string | undefined>;
        /** Lifecycle status: PROVISIONING, RUNNING, RECONCILING, DELETING. */
        public readonly status!: pulumi.Output<string | undefined>;
        /** When the cluster was created (RFC 3339). */
        public readonly createdAt!: pulumi.Output<string | undefined>;
        /** The VK Cloud project the cluster belongs to. */
        public readonly projectId!: pulumi.Output<string | undefined>;
        /** URL of the Kubernetes API. */
        public readonly apiAddress!: pulumi.Output<string | undefined>;
        /** Public (floating) IP of the Kubernetes API load balancer, when `publicIp` is true. */
        public readonly apiLbFip!: pulumi.Output<string | undefined>;
        /** Internal IP of the Kubernetes API load balancer. */
        public readonly apiLbVip!: pulumi.Output<string | undefined>;
        /** Admin kubeconfig (YAML) of the cluster; a secret. Fetched once the cluster is RUNNING, and again on refresh. */
        public readonly kubeconfig!: pulumi.Output<string | undefined>;
        /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the engine also prints each line as a warning). Empty when the change reaches no GPU node; absent after `up`. */
        public readonly previewImpact!: pulumi.Output<gpu.ImpactLine[] | undefined>;

        constructor(name: string, args: ClusterArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:mk8s:Cluster", name, {
                name: args?.name,
                version: args?.version,
                clusterType: args?.clusterType,
                availabilityZones: args?.availabilityZones,
                masterCount: args?.masterCount,
                masterFlavorId: args?.masterFlavorId,
                networkId: args?.networkId,
                subnetId: args?.subnetId,
                loadbalancerSubnetId: args?.loadbalancerSubnetId,
                networkPlugin: args?.networkPlugin,
                podsIpv4Cidr: args?.podsIpv4Cidr,
                description: args?.description,
                externalNetworkId: args?.externalNetworkId,
                publicIp: args?.publicIp,
                loadbalancerAllowedCidrs: args?.loadbalancerAllowedCidrs,
                insecureRegistries: args?.insecureRegistries,
                labels: args?.labels,
                clusterId: undefined,
                uuid: undefined,
                status: undefined,
                createdAt: undefined,
                projectId: undefined,
                apiAddress: undefined,
                apiLbFip: undefined,
                apiLbVip: undefined,
                kubeconfig: undefined,
                previewImpact: undefined,
            }, withSecretOutputs(opts, ["kubeconfig"]));
        }
    }

    /** The inputs of Cluster. */
    export interface ClusterArgs {
        /** Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending with a letter or digit, no '--'. Unique in the project. Changing it replaces the cluster. */
        name: pulumi.Input<string>;
        /** Kubernetes version as VK Cloud writes it, `vX.Y.Z` (e.g. `v1.34.2`; see `getVersions`). Changed in place by an upgrade; only upgrades are possible, a lower version fails at preview. */
        version: pulumi.Input<string>;
        /** `standard` (masters in one zone) or `regional` (masters spread over three zones). Default `standard`. Changing it replaces the cluster. */
        clusterType?: pulumi.Input<string>;
        /** Availability zones of the masters, e.g. `["GZ1"]`: exactly one for a standard cluster, exactly three different ones for a regional cluster. Order does not matter. Changing them replaces the cluster. */
        availabilityZones: pulumi.Input<pulumi.Input<string>[]>;
        /** Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one. Default 1 (standard) or 3 (regional). Changing it replaces the cluster. */
        masterCount?: pulumi.Input<number>;
        /** Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for node groups only. Changed in place (control-plane scaling). */
        masterFlavorId: pulumi.Input<string>;
        /** UUID of the Sprut SDN network the cluster lives in. Changing it replaces the cluster. */
        networkId: pulumi.Input<string>;
        /** UUID of the subnet of `networkId` for the nodes. Changing it replaces the cluster. */
        subnetId: pulumi.Input<string>;
        /** UUID of the subnet of the Kubernetes API load balancer. Changing it replaces the cluster. */
        loadbalancerSubnetId: pulumi.Input<string>;
        /** CNI plugin: `calico` or `cilium`. Default `calico`. Changing it replaces the cluster. */
        networkPlugin?: pulumi.Input<string>;
        /** IPv4 CIDR of the pod network. Default `10.100.0.0/16`. Changing it replaces the cluster. */
        podsIpv4Cidr?: pulumi.Input<string>;
        /** Free text of at most 256 characters. Default empty. Changing it replaces the cluster. */
        description?: pulumi.Input<string>;
        /** UUID of the external network that gives the API load balancer its public IP; required when `publicIp` is true. Changing it replaces the cluster. */
        externalNetworkId?: pulumi.Input<string>;
        /** Whether the Kubernetes API gets a public (floating) IP; needs `externalNetworkId`. Default false. Changing it replaces the cluster. */
        publicIp?: pulumi.Input<boolean>;
        /** IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty allows all. Order does not matter. Changing them replaces the cluster. */
        loadbalancerAllowedCidrs?: pulumi.Input<pulumi.Input<string>[]>;
        /** Container registries the nodes may pull from without TLS verification (`host[:port]`). Order does not matter. Changing them replaces the cluster. */
        insecureRegistries?: pulumi.Input<pulumi.Input<string>[]>;
        /** Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them replaces the cluster. */
        labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    }

    /** A VK Cloud managed addon (for example `gpu-operator`) installed in a gen-2 cluster from VK Cloud's addon catalog. Values change in place; a higher version reinstalls the addon, a lower one fails at preview.
     * 
     * ## Import
     * 
     * The id is the installed addon's id, listed for the cluster by the managed Kubernetes API (`GET clusters/{cluster id}/addons`).
     * 
     * ```sh
     * $ pulumi import vkcs-gpu:mk8s:ClusterAddon <name> <installed addon id>
     * ``` */
    export class ClusterAddon extends pulumi.CustomResource {
        /** Id of the cluster (its `clusterId`). Changing it replaces the addon. */
        public readonly clusterId!: pulumi.Output<string>;
        /** Catalog name of the addon, e.g. `gpu-operator` (see `getAddons`). Changing it replaces the addon. */
        public readonly addonName!: pulumi.Output<string>;
        /** Addon version as the catalog lists it, e.g. `24.9.0` (see `getAddons`). Only goes up: a higher version reinstalls the addon (uninstall, then install), a lower one fails at preview. */
        public readonly addonVersion!: pulumi.Output<string>;
        /** Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it replaces the addon. */
        public readonly namespace!: pulumi.Output<string>;
        /** Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's values template), or laid over that template with `mergeOntoValuesTemplate`. Changed in place. */
        public readonly values!: pulumi.Output<string | undefined>;
        /** When true, `values` are merged onto the addon version's values template (mappings key by key; a list, scalar or null replaces the template's) and the merged document is sent, so the template's settings stay whether VK Cloud merges or replaces; refresh compares by content, so the template returned by the cloud is no drift. Default false: `values` are sent verbatim. */
        public readonly mergeOntoValuesTemplate!: pulumi.Output<boolean | undefined>;
        /** Id of the installed addon. */
        public readonly clusterAddonId!: pulumi.Output<string>;
        /** Catalog id of the addon. */
        public readonly addonId!: pulumi.Output<string | undefined>;
        /** Catalog id of the installed version. */
        public readonly addonVersionId!: pulumi.Output<string | undefined>;
        /** INSTALLING, INSTALLED, UPDATING, DELETING or ERROR. */
        public readonly status!: pulumi.Output<string | undefined>;
        /** When the addon was installed (RFC 3339). */
        public readonly createdAt!: pulumi.Output<string | undefined>;
        /** When the addon last changed (RFC 3339). */
        public readonly updatedAt!: pulumi.Output<string | undefined>;
        /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the engine also prints each line as a warning). Empty when the change reaches no GPU node; absent after `up`. */
        public readonly previewImpact!: pulumi.Output<gpu.ImpactLine[] | undefined>;

        constructor(name: string, args: ClusterAddonArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:mk8s:ClusterAddon", name, {
                clusterId: args?.clusterId,
                addonName: args?.addonName,
                addonVersion: args?.addonVersion,
                namespace: args?.namespace,
                values: args?.values,
                mergeOntoValuesTemplate: args?.mergeOntoValuesTemplate,
                clusterAddonId: undefined,
                addonId: undefined,
                addonVersionId: undefined,
                status: undefined,
                createdAt: undefined,
                updatedAt: undefined,
                previewImpact: undefined,
            }, withSecretOutputs(opts, []));
        }
    }

    /** The inputs of ClusterAddon. */
    export interface ClusterAddonArgs {
        /** Id of the cluster (its `clusterId`). Changing it replaces the addon. */
        clusterId: pulumi.Input<string>;
        /** Catalog name of the addon, e.g. `gpu-operator` (see `getAddons`). Changing it replaces the addon. */
        addonName: pulumi.Input<string>;
        /** Addon version as the catalog lists it, e.g. `24.9.0` (see `getAddons`). Only goes up: a higher version reinstalls the addon (uninstall, then install), a lower one fails at preview. */
        addonVersion: pulumi.Input<string>;
        /** Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it replaces the addon. */
        namespace: pulumi.Input<string>;
        /** Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's values template), or laid over that template with `mergeOntoValuesTemplate`. Changed in place. */
        values?: pulumi.Input<string>;
        /** When true, `values` are merged onto the addon version's values template (mappings key by key; a list, scalar or null replaces the template's) and the merged document is sent, so the template's settings stay whether VK Cloud merges or replaces; refresh compares by content, so the template returned by the cloud is no drift. Default false: `values` are sent verbatim. */
        mergeOntoValuesTemplate?: pulumi.Input<boolean>;
    }

    /** A node group (worker pool) of a VK Cloud managed Kubernetes (gen-2) cluster: a GPU pool is a node group with a GPU flavor in a zone that offers it. Size, flavor, labels and taints change in place.
     * 
     * ## Import
     * 
     * The id is the node group's UUID, shown on the cluster's node group page in the VK Cloud console.
     * 
     * ```sh
     * $ pulumi import vkcs-gpu:mk8s:NodeGroup <name> <node group UUID>
     * ``` */
    export class NodeGroup extends pulumi.CustomResource {
        /** Id of the cluster (the cluster's `clusterId`, a 27-character KSUID). Changing it replaces the node group. */
        public readonly clusterId!: pulumi.Output<string>;
        /** Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending with a letter or digit, no '--', not `master`; unique in the cluster. Changing it replaces the node group. */
        public readonly name!: pulumi.Output<string>;
        /** Availability zone of the nodes, e.g. `GZ1`; a GPU flavor must be offered there. Changing it replaces the node group. */
        public readonly availabilityZone!: pulumi.Output<string>;
        /** Compute flavor UUID of the nodes (GPU flavors go here; see `getGpuFlavors`). Changed in place: the nodes are replaced one chunk at a time (see `parallelUpgradeChunk`). */
        public readonly flavorId!: pulumi.Output<string>;
        /** A fixed size. Set exactly one of `fixedScale` and `autoScale`; switching between them or resizing is done in place. */
        public readonly fixedScale!: pulumi.Output<FixedScale | undefined>;
        /** Autoscaling bounds. Set exactly one of `fixedScale` and `autoScale`; switching between them or resizing is done in place. */
        public readonly autoScale!: pulumi.Output<AutoScale | undefined>;
        /** Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then a name of at most 63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under kubernetes.io and k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed in place. */
        public readonly labels!: pulumi.Output<{ [key: string]: string } | undefined>;
        /** Kubernetes taints of the nodes; at most one per key and effect; order does not matter. Changed in place. */
        public readonly taints!: pulumi.Output<Taint[] | undefined>;
        /** Percentage (1-100) of nodes replaced at once during flavor changes and upgrades. Default 10. Changed in place. */
        public readonly parallelUpgradeChunk!: pulumi.Output<number | undefined>;
        /** Volume type of the nodes' root disks, e.g. `ceph-ssd`, `ceph-hdd`, `high-iops`. Default `ceph-ssd`. Changing it replaces the node group. */
        public readonly diskType!: pulumi.Output<string | undefined>;
        /** Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces the node group. */
        public readonly diskSize!: pulumi.Output<number | undefined>;
        /** Node group id (a KSUID). */
        public readonly nodeGroupId!: pulumi.Output<string>;
        /** The node group's UUID. */
        public readonly uuid!: pulumi.Output<string | undefined>;
        /** When the node group was created (RFC 3339). */
        public readonly createdAt!: pulumi.Output<string | undefined>;
        /** Current number of nodes as the API reports it: the fixed size, or the autoscaler's current size. */
        public readonly nodeCount!: pulumi.Output<number | undefined>;
        /** Set in preview only: what the planned change does to the GPU nodes and the pods running on them, one line per pool and kind, computed from read-only calls (the engine also prints each line as a warning). Empty when the change reaches no GPU node; absent after `up`. */
        public readonly previewImpact!: pulumi.Output<gpu.ImpactLine[] | undefined>;

        constructor(name: string, args: NodeGroupArgs, opts?: pulumi.CustomResourceOptions) {
            super("vkcs-gpu:mk8s:NodeGroup", name, {
                clusterId: args?.clusterId,
                name: args?.name,
                availabilityZone: args?.availabilityZone,
                flavorId: args?.flavorId,
                fixedScale: args?.fixedScale,
                autoScale: args?.autoScale,
                labels: args?.labels,
                taints: args?.taints,
                parallelUpgradeChunk: args?.parallelUpgradeChunk,
                diskType: args?.diskType,
                diskSize: args?.diskSize,
                nodeGroupId: undefined,
                uuid: undefined,
                createdAt: undefined,
                nodeCount: undefined,
                previewImpact: undefined,
            }, withSecretOutputs(opts, []));
        }
    }

    /** The inputs of NodeGroup. */
    export interface NodeGroupArgs {
        /** Id of the cluster (the cluster's `clusterId`, a 27-character KSUID). Changing it replaces the node group. */
        clusterId: pulumi.Input<string>;
        /** Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending with a letter or digit, no '--', not `master`; unique in the cluster. Changing it replaces the node group. */
        name: pulumi.Input<string>;
        /** Availability zone of the nodes, e.g. `GZ1`; a GPU flavor must be offered there. Changing it replaces the node group. */
        availabilityZone: pulumi.Input<string>;
        /** Compute flavor UUID of the nodes (GPU flavors go here; see `getGpuFlavors`). Changed in place: the nodes are replaced one chunk at a time (see `parallelUpgradeChunk`). */
        flavorId: pulumi.Input<string>;
        /** A fixed size. Set exactly one of `fixedScale` and `autoScale`; switching between them or resizing is done in place. */
        fixedScale?: pulumi.Input<FixedScaleArgs>;
        /** Autoscaling bounds. Set exactly one of `fixedScale` and `autoScale`; switching between them or resizing is done in place. */
        autoScale?: pulumi.Input<AutoScaleArgs>;
        /** Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then a name of at most 63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under kubernetes.io and k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed in place. */
        labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
        /** Kubernetes taints of the nodes; at most one per key and effect; order does not matter. Changed in place. */
        taints?: pulumi.Input<pulumi.Input<TaintArgs>[]>;
        /** Percentage (1-100) of nodes replaced at once during flavor changes and upgrades. Default 10. Changed in place. */
        parallelUpgradeChunk?: pulumi.Input<number>;
        /** Volume type of the nodes' root disks, e.g. `ceph-ssd`, `ceph-hdd`, `high-iops`. Default `ceph-ssd`. Changing it replaces the node group. */
        diskType?: pulumi.Input<string>;
        /** Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces the node group. */
        diskSize?: pulumi.Input<number>;
    }

    /** A catalog addon. */
    export interface AddonInfoArgs {
        /** Catalog id of the addon. */
        addonId: pulumi.Input<string>;
        /** Catalog name, the value ClusterAddon takes as `addonName` (e.g. `gpu-operator`). */
        name: pulumi.Input<string>;
        /** Its versions. */
        versions: pulumi.Input<pulumi.Input<AddonVersionInfoArgs>[]>;
    }

    /** A catalog addon. */
    export interface AddonInfo {
        /** Catalog id of the addon. */
        readonly addonId: string;
        /** Catalog name, the value ClusterAddon takes as `addonName` (e.g. `gpu-operator`). */
        readonly name: string;
        /** Its versions. */
        readonly versions: AddonVersionInfo[];
    }

    /** A version of a catalog addon. */
    export interface AddonVersionInfoArgs {
        /** Catalog id of the version. */
        addonVersionId: pulumi.Input<string>;
        /** The version, the value ClusterAddon takes as `addonVersion` (e.g. `24.9.0`). */
        version: pulumi.Input<string>;
        /** Whether VK Cloud marks the version deprecated. */
        deprecated: pulumi.Input<boolean>;
    }

    /** A version of a catalog addon. */
    export interface AddonVersionInfo {
        /** Catalog id of the version. */
        readonly addonVersionId: string;
        /** The version, the value ClusterAddon takes as `addonVersion` (e.g. `24.9.0`). */
        readonly version: string;
        /** Whether VK Cloud marks the version deprecated. */
        readonly deprecated: boolean;
    }

    /** Autoscaling bounds: the cluster autoscaler keeps the node count between `minSize` and `maxSize`. */
    export interface AutoScaleArgs {
        /** Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in place. */
        minSize: pulumi.Input<number>;
        /** Most nodes, 1 to 500 and at least `minSize`. Changed in place. */
        maxSize: pulumi.Input<number>;
    }

    /** Autoscaling bounds: the cluster autoscaler keeps the node count between `minSize` and `maxSize`. */
    export interface AutoScale {
        /** Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in place. */
        readonly minSize: number;
        /** Most nodes, 1 to 500 and at least `minSize`. Changed in place. */
        readonly maxSize: number;
    }

    /** A fixed number of nodes. */
    export interface FixedScaleArgs {
        /** Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place. */
        size: pulumi.Input<number>;
    }

    /** A fixed number of nodes. */
    export interface FixedScale {
        /** Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place. */
        readonly size: number;
    }

    /** A compute flavor with GPUs. */
    export interface GpuFlavorInfoArgs {
        /** Flavor UUID, the value node groups take as `flavorId`. */
        flavorId: pulumi.Input<string>;
        /** Flavor name, e.g. `GPU1A-32-96-A100-1`. */
        name: pulumi.Input<string>;
        /** GPU model, e.g. `A100_40GB`. */
        gpuModel: pulumi.Input<string>;
        /** GPUs per node. */
        gpuCount: pulumi.Input<number>;
        /** Virtual CPUs per node. */
        vcpus: pulumi.Input<number>;
        /** Memory per node in GB. */
        ramGb: pulumi.Input<number>;
    }

    /** A compute flavor with GPUs. */
    export interface GpuFlavorInfo {
        /** Flavor UUID, the value node groups take as `flavorId`. */
        readonly flavorId: string;
        /** Flavor name, e.g. `GPU1A-32-96-A100-1`. */
        readonly name: string;
        /** GPU model, e.g. `A100_40GB`. */
        readonly gpuModel: string;
        /** GPUs per node. */
        readonly gpuCount: number;
        /** Virtual CPUs per node. */
        readonly vcpus: number;
        /** Memory per node in GB. */
        readonly ramGb: number;
    }

    /** A Kubernetes taint on the nodes of a node group: pods without a matching toleration are kept off (or evicted). */
    export interface TaintArgs {
        /** Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a name of at most 63 letters, digits, '-', '_' or '.' (e.g. `nvidia.com/gpu`). */
        key: pulumi.Input<string>;
        /** Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a value, e.g. `present`. */
        value: pulumi.Input<string>;
        /** The taint's effect, case-sensitive. One of `NoSchedule`, `PreferNoSchedule` or `NoExecute`. */
        effect: pulumi.Input<TaintEffect>;
    }

    /** A Kubernetes taint on the nodes of a node group: pods without a matching toleration are kept off (or evicted). */
    export interface Taint {
        /** Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a name of at most 63 letters, digits, '-', '_' or '.' (e.g. `nvidia.com/gpu`). */
        readonly key: string;
        /** Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a value, e.g. `present`. */
        readonly value: string;
        /** The taint's effect, case-sensitive. One of `NoSchedule`, `PreferNoSchedule` or `NoExecute`. */
        readonly effect: TaintEffect;
    }

    /** What a taint does to pods that do not tolerate it. */
    export type TaintEffect = "NoSchedule" | "PreferNoSchedule" | "NoExecute";

    /** Lists the managed addons VK Cloud offers for gen-2 clusters with their versions, optionally only the versions that support a given Kubernetes version. */
    export function getAddons(args?: GetAddonsArgs, opts?: pulumi.InvokeOptions): Promise<GetAddonsResult> {
        return pulumi.runtime.invoke("vkcs-gpu:mk8s:getAddons", args ?? {}, withVersion(opts));
    }

    /** The arguments of getAddons. */
    export interface GetAddonsArgs {
        /** Keep only addon versions that support this Kubernetes version (`vX.Y.Z`); addons left with no version are left out. */
        clusterVersion?: pulumi.Input<string>;
    }

    /** The result of getAddons. */
    export interface GetAddonsResult {
        /** Addons with their versions. */
        readonly addons: AddonInfo[];
    }

    /** Lists the whole-GPU compute flavors the project can use for node groups, smallest first, optionally filtered by GPU model, GPUs per node and availability zone. */
    export function getGpuFlavors(args?: GetGpuFlavorsArgs, opts?: pulumi.InvokeOptions): Promise<GetGpuFlavorsResult> {
        return pulumi.runtime.invoke("vkcs-gpu:mk8s:getGpuFlavors", args ?? {}, withVersion(opts));
    }

    /** The arguments of getGpuFlavors. */
    export interface GetGpuFlavorsArgs {
        /** GPU model: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4. */
        gpuModel?: pulumi.Input<string>;
        /** GPUs per node (1, 2, 4; 1 or 8 for H200). */
        gpusPerNode?: pulumi.Input<number>;
        /** Keep only flavors offered in this zone. Where VK Cloud does not say which zones offer a flavor, the flavor is kept. */
        availabilityZone?: pulumi.Input<string>;
    }

    /** The result of getGpuFlavors. */
    export interface GetGpuFlavorsResult {
        /** Matching flavors, fewest GPUs, vCPUs and RAM first. */
        readonly flavors: GpuFlavorInfo[];
    }

    /** Lists the Kubernetes versions VK Cloud offers for new managed (gen-2) clusters, newest first. */
    export function getVersions(args?: GetVersionsArgs, opts?: pulumi.InvokeOptions): Promise<GetVersionsResult> {
        return pulumi.runtime.invoke("vkcs-gpu:mk8s:getVersions", args ?? {}, withVersion(opts));
    }

    /** The arguments of getVersions. */
    export interface GetVersionsArgs {
    }

    /** The result of getVersions. */
    export interface GetVersionsResult {
        /** Offered versions as `vX.Y.Z`, newest first. */
        readonly versions: string[];
        /** The newest offered version. */
        readonly newest: string;
    }
}

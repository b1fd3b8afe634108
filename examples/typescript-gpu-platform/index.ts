// The vkcs-gpu reference stack in TypeScript: the GPU platform of examples/java-gpu-platform (a gen-2 cluster, A100,
// L4 and H200 pools, the GPU Operator with a pinned release and its readiness gate, two GPU tenants and a training
// Job that waits for the gate), through the plugin's Construct with the SDK generated from schema.json.
import * as pulumi from "@pulumi/pulumi";
import * as vkcsgpu from "./sdks/vkcs-gpu";

const config = new pulumi.Config();
const zone = config.get("zone") ?? "GZ1";
const subnetId = config.require("subnetId");

const cluster = new vkcsgpu.GpuCluster("ml", {
    name: config.get("clusterName") ?? "ml-gpu",
    availabilityZones: [zone],
    masterFlavorId: config.require("masterFlavorId"),
    networkId: config.require("networkId"),
    subnetId: subnetId,
    loadbalancerSubnetId: subnetId,
});
// GpuCluster always returns a kubeconfig; the schema lists it among the optional outputs, so TypeScript is told here.
const kubeconfig = cluster.kubeconfig as pulumi.Output<string>;

// A pool's facts are written once, here. GpuOperator's and the tenants' views of the pool are made from these and
// from the pool's outputs (its node selector, tolerations, sizes), so nothing is typed twice.
function gpuPool(name: string, args: Omit<vkcsgpu.GpuNodePoolArgs, "clusterId" | "poolName">) {
    const poolName = `${name}-pool`;
    const pool = new vkcsgpu.GpuNodePool(name, { clusterId: cluster.clusterId, poolName: poolName, ...args });
    const forOperator: vkcsgpu.GpuOperatorPoolArgs = {
        name: poolName,
        gpuModel: args.gpuModel!,
        gpusPerNode: pool.gpusPerNode,
        expectedNodes: pool.expectedNodes,
        nodeSelector: pool.nodeSelector,
        taints: pool.tolerations.apply(tolerations => tolerations.map(t => ({ key: t.key!, value: t.value!, effect: t.effect! }))),
    };
    const forTenant: vkcsgpu.TenantPoolArgs = {
        name: poolName,
        nodeSelector: pool.nodeSelector,
        tolerations: pool.tolerations,
        resourceName: pool.gpuResourceName,
    };
    return { pool, forOperator, forTenant };
}

const a100 = gpuPool("a100", { gpuModel: "A100_80GB", availabilityZone: zone, nodeCount: 1 });
const l4 = gpuPool("l4", { gpuModel: "L4", availabilityZone: zone, minNodes: 1, maxNodes: 2 });
const h200 = gpuPool("h200", { gpuModel: "H200", availabilityZone: config.get("h200Zone") ?? "ME1", nodeCount: 1 });
const pools = { a100, l4, h200 };

const gpuOperator = new vkcsgpu.GpuOperator("gpu", {
    kubeconfig: kubeconfig,
    method: "helm",
    release: config.get("release") ?? "v26.7.0",
    chartLocalPath: config.get("chartPath"),
    pools: Object.values(pools).map(p => p.forOperator),
});

// Each tenant waits for the readiness gate: it exists only on a cluster whose GPUs were proven usable.
const afterTheGate = { dependsOn: [gpuOperator] };
const research = new vkcsgpu.GpuTenant("research", {
    kubeconfig: kubeconfig,
    name: "research",
    workloadClass: "training",
    gpuQuota: config.getNumber("researchGpuQuota") ?? 2,
    pools: [a100.forTenant, h200.forTenant],
}, afterTheGate);
const inference = new vkcsgpu.GpuTenant("inference", {
    kubeconfig: kubeconfig,
    name: "inference",
    workloadClass: "production-inference",
    gpuQuota: config.getNumber("inferenceGpuQuota") ?? 1,
    pools: [l4.forTenant],
}, afterTheGate);

// A training Job of the research tenant on one GPU of the A100 pool, run to completion after the gate passed.
const trainingJob = pulumi.all([a100.pool.nodeSelector, a100.pool.tolerations, research.priorityClassName,
    a100.pool.gpuResourceName]).apply(([nodeSelector, tolerations, priorityClassName, gpuResource]) => JSON.stringify({
    apiVersion: "batch/v1",
    kind: "Job",
    metadata: { name: "train-baseline" },
    spec: {
        backoffLimit: 0,
        template: {
            spec: {
                restartPolicy: "Never",
                priorityClassName: priorityClassName,
                nodeSelector: nodeSelector,
                tolerations: tolerations,
                containers: [{
                    name: "train",
                    image: "nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04",
                    command: ["nvidia-smi"],
                    resources: { requests: { [gpuResource]: "1" }, limits: { [gpuResource]: "1" } },
                }],
            },
        },
    },
}));
const training = new vkcsgpu.k8s.JobRun("training", {
    kubeconfig: kubeconfig,
    namespace: research.namespace,
    job: trainingJob,
}, { dependsOn: [gpuOperator, research] });

export const clusterId = cluster.clusterId;
export const kubernetesVersion = cluster.version;
export { kubeconfig };
export const a100NodeSelector = a100.pool.nodeSelector;
export const installMethod = gpuOperator.method;
export const release = gpuOperator.release;
export const pinnedComponents = gpuOperator.pinnedComponents;
export const gpuReady = gpuOperator.ready;
export const poolStatuses = gpuOperator.poolStatuses;
export const tenantNamespaces = { research: research.namespace, inference: inference.namespace };
export const trainingOutcome = training.outcome;

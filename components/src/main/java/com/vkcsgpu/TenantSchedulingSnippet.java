package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import java.util.Map;

/**
 * What a tenant's workload puts into its pod spec to run on one pool.
 *
 * @param namespace         the tenant's namespace
 * @param priorityClassName the tenant's PriorityClass
 * @param nodeSelector      the pool's node selector
 * @param tolerations       tolerations for the pool's taints
 * @param resourceName      the resource GPUs are requested by (as a limit)
 * @param gpusPerNode       GPUs per node, when known
 */
@Doc("The pod spec fields a workload of the tenant needs to run on one pool.")
public record TenantSchedulingSnippet(
        @Doc("The tenant's namespace.") @Export(name = "namespace") String namespace,
        @Doc("`spec.priorityClassName`.") @Export(name = "priorityClassName") String priorityClassName,
        @Doc("`spec.nodeSelector`.") @Export(name = "nodeSelector") Map<String, String> nodeSelector,
        @Doc("`spec.tolerations`.") @Export(name = "tolerations") List<NodePoolToleration> tolerations,
        @Doc("The resource to request under `resources.limits`, such as `nvidia.com/gpu`.")
        @Export(name = "resourceName") String resourceName,
        @Doc("GPUs per node: the most one pod can request on this pool; absent when unknown.")
        @Export(name = "gpusPerNode") Integer gpusPerNode) implements OutputObject {
}

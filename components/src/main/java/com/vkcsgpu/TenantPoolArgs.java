package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A GPU pool a tenant may use: how its nodes are selected and tolerated, and which resource its GPUs are
 * requested by. {@link #of(GpuNodePool)} takes them from a pool of this package.
 */
@Doc("A GPU pool the tenant may use.")
public final class TenantPoolArgs extends ResourceArgs {
    @Doc("The pool's name: the key of its scheduling snippet and smoke test (a DNS-1123 label of at most 57"
            + " characters), such as a GpuNodePool's `poolName`.")
    @Import(name = "name", required = true)
    private String name;

    @Doc("The node selector that picks the pool's nodes, such as a GpuNodePool's `nodeSelector`.")
    @Import(name = "nodeSelector")
    private @Nullable Map<String, String> nodeSelector;

    @Doc("Tolerations for the pool's taints, such as a GpuNodePool's `tolerations`.")
    @Import(name = "tolerations")
    private @Nullable List<TenantTolerationArgs> tolerations;

    @Doc("The extended resource the pool's GPUs are requested by. Default: `nvidia.com/gpu`; a MIG profile such as"
            + " `nvidia.com/mig-1g.10gb` or a shared name such as `nvidia.com/gpu.shared` when the pool uses MIG or"
            + " time-slicing (then give its quota in `extraQuotas`).")
    @Import(name = "resourceName")
    private @Nullable String resourceName;

    @Doc("GPUs (or GPU slices) per node: the most one pod can request on this pool. Informational.")
    @Import(name = "gpusPerNode")
    private @Nullable Integer gpusPerNode;

    private TenantPoolArgs() {
    }

    /** @return a builder for {@link TenantPoolArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The pool as a {@link GpuNodePool} defines it: its {@code poolName}, node selector, tolerations for its
     * taints, {@code nvidia.com/gpu} and GPUs per node (when not taken from an explicit flavor).
     */
    public static TenantPoolArgs of(GpuNodePool pool) {
        PoolPlan plan = pool.plan();
        return builder().name(plan.poolName())
                .nodeSelector(PoolLabels.selector(plan.poolName()))
                .tolerations(Tolerations.forTaints(plan.taints()).stream().map(TenantTolerationArgs::of).toList())
                .resourceName(GpuNodePool.GPU_RESOURCE_NAME)
                .gpusPerNode(plan.gpusPerNode())
                .build();
    }

    String name() {
        return name;
    }

    Map<String, String> nodeSelector() {
        return nodeSelector == null ? Map.of() : nodeSelector;
    }

    List<TenantTolerationArgs> tolerations() {
        return tolerations == null ? List.of() : tolerations;
    }

    String resourceName() {
        return resourceName == null ? GpuNodePool.GPU_RESOURCE_NAME : resourceName;
    }

    @Nullable Integer gpusPerNode() {
        return gpusPerNode;
    }

    /** Builds {@link TenantPoolArgs}. */
    public static final class Builder {
        private final TenantPoolArgs $ = new TenantPoolArgs();

        private Builder() {
        }

        /** Sets {@code name}: the pool's name. */
        public Builder name(String name) {
            $.name = name;
            return this;
        }

        /** Sets {@code nodeSelector}: the labels of the pool's nodes. */
        public Builder nodeSelector(@Nullable Map<String, String> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /** Sets {@code tolerations}: tolerations for the pool's taints. */
        public Builder tolerations(@Nullable List<TenantTolerationArgs> tolerations) {
            $.tolerations = tolerations;
            return this;
        }

        /** Sets {@code tolerations}: tolerations for the pool's taints. */
        public Builder tolerations(TenantTolerationArgs... tolerations) {
            return tolerations(List.of(tolerations));
        }

        /** Sets {@code resourceName}: the GPU resource name (default {@code nvidia.com/gpu}). */
        public Builder resourceName(@Nullable String resourceName) {
            $.resourceName = resourceName;
            return this;
        }

        /** Sets {@code gpusPerNode}: GPUs per node. */
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /** @return the pool (validated when the {@link GpuTenant} is created) */
        public TenantPoolArgs build() {
            return $;
        }
    }
}

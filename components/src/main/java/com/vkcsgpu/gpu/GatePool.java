// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.Map;
import javax.annotation.Nullable;

/** A GPU node pool the readiness gate waits for. */
@CustomType
public final class GatePool extends OutputType {
    @Import(name = "name")
    private String name;
    @Import(name = "nodeSelector")
    private @Nullable Map<String, String> nodeSelector;
    @Import(name = "expectedNodes")
    private @Nullable Integer expectedNodes;
    @Import(name = "gpusPerNode")
    private @Nullable Integer gpusPerNode;
    @Import(name = "resourceName")
    private @Nullable String resourceName;
    @Import(name = "migConfig")
    private @Nullable String migConfig;
    @Import(name = "driverVersion")
    private @Nullable String driverVersion;

    private GatePool() {
    }

    /** @return Pool name, used in messages and outputs. */
    public String name() {
        return this.name;
    }

    /**
     * @return Node labels selecting the pool's nodes (all must match). Default:
     * {@code vkcs-gpu.io/pool=<name>}, the label GpuNodePool puts on its nodes.
     */
    public Map<String, String> nodeSelector() {
        return this.nodeSelector;
    }

    /**
     * @return Nodes the pool should have. Omit for an autoscaled pool: the nodes registered count, and a pool
     * at zero nodes is reported as such.
     */
    public Integer expectedNodes() {
        return this.expectedNodes;
    }

    /**
     * @return Allocatable count of {@code resourceName} expected on each node: GPUs per node, MIG instances per
     * node, or GPUs × time-slicing replicas. Omit to require at least one.
     */
    public Integer gpusPerNode() {
        return this.gpusPerNode;
    }

    /**
     * @return Extended resource the device plugin advertises: {@code nvidia.com/gpu}, a MIG resource such as
     * {@code nvidia.com/mig-1g.10gb} (mixed strategy) or {@code nvidia.com/gpu.shared} (time-slicing with
     * renameByDefault).
     */
    public String resourceName() {
        return this.resourceName;
    }

    /**
     * @return MIG profile ({@code nvidia.com/mig.config} value, e.g. {@code all-1g.10gb}) the nodes must have
     * applied; omit when MIG is not used.
     */
    public String migConfig() {
        return this.migConfig;
    }

    /**
     * @return Driver version the nodes must run (e.g. {@code 580.126.20}, or a branch such as {@code 580} for
     * precompiled drivers); omit to accept any.
     */
    public String driverVersion() {
        return this.driverVersion;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GatePool}. */
    @CustomType.Builder
    public static final class Builder {
        private final GatePool $ = new GatePool();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param name Pool name, used in messages and outputs.
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(String name) {
            $.name = name;
            return this;
        }

        /**
         * @param nodeSelector Node labels selecting the pool's nodes (all must match). Default:
         * {@code vkcs-gpu.io/pool=<name>}, the label GpuNodePool puts on its nodes.
         * @return this builder
         */
        @CustomType.Setter("nodeSelector")
        public Builder nodeSelector(@Nullable Map<String, String> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /**
         * @param expectedNodes Nodes the pool should have. Omit for an autoscaled pool: the nodes registered
         * count, and a pool at zero nodes is reported as such.
         * @return this builder
         */
        @CustomType.Setter("expectedNodes")
        public Builder expectedNodes(@Nullable Integer expectedNodes) {
            $.expectedNodes = expectedNodes;
            return this;
        }

        /**
         * @param gpusPerNode Allocatable count of {@code resourceName} expected on each node: GPUs per node,
         * MIG instances per node, or GPUs × time-slicing replicas. Omit to require at least one.
         * @return this builder
         */
        @CustomType.Setter("gpusPerNode")
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /**
         * @param resourceName Extended resource the device plugin advertises: {@code nvidia.com/gpu}, a MIG
         * resource such as {@code nvidia.com/mig-1g.10gb} (mixed strategy) or {@code nvidia.com/gpu.shared}
         * (time-slicing with renameByDefault).
         * @return this builder
         */
        @CustomType.Setter("resourceName")
        public Builder resourceName(@Nullable String resourceName) {
            $.resourceName = resourceName;
            return this;
        }

        /**
         * @param migConfig MIG profile ({@code nvidia.com/mig.config} value, e.g. {@code all-1g.10gb}) the
         * nodes must have applied; omit when MIG is not used.
         * @return this builder
         */
        @CustomType.Setter("migConfig")
        public Builder migConfig(@Nullable String migConfig) {
            $.migConfig = migConfig;
            return this;
        }

        /**
         * @param driverVersion Driver version the nodes must run (e.g. {@code 580.126.20}, or a branch such as
         * {@code 580} for precompiled drivers); omit to accept any.
         * @return this builder
         */
        @CustomType.Setter("driverVersion")
        public Builder driverVersion(@Nullable String driverVersion) {
            $.driverVersion = driverVersion;
            return this;
        }

        /** @return the value */
        public GatePool build() {
            return $;
        }
    }
}

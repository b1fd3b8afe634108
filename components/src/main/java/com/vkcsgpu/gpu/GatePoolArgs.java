// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/** A GPU node pool the readiness gate waits for. */
public final class GatePoolArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final GatePoolArgs Empty = new GatePoolArgs();

    @Import(name = "name", required = true)
    private Output<String> name;

    @Import(name = "nodeSelector")
    private @Nullable Output<Map<String, String>> nodeSelector;

    @Import(name = "expectedNodes")
    private @Nullable Output<Integer> expectedNodes;

    @Import(name = "gpusPerNode")
    private @Nullable Output<Integer> gpusPerNode;

    @Import(name = "resourceName")
    private @Nullable Output<String> resourceName;

    @Import(name = "migConfig")
    private @Nullable Output<String> migConfig;

    @Import(name = "driverVersion")
    private @Nullable Output<String> driverVersion;

    private GatePoolArgs() {
    }

    /** @return Pool name, used in messages and outputs. */
    public Output<String> name() {
        return this.name;
    }

    /**
     * @return Node labels selecting the pool's nodes (all must match). Default:
     * {@code vkcs-gpu.io/pool=<name>}, the label GpuNodePool puts on its nodes.
     */
    public Optional<Output<Map<String, String>>> nodeSelector() {
        return Optional.ofNullable(this.nodeSelector);
    }

    /**
     * @return Nodes the pool should have. Omit for an autoscaled pool: the nodes registered count, and a pool
     * at zero nodes is reported as such.
     */
    public Optional<Output<Integer>> expectedNodes() {
        return Optional.ofNullable(this.expectedNodes);
    }

    /**
     * @return Allocatable count of {@code resourceName} expected on each node: GPUs per node, MIG instances per
     * node, or GPUs × time-slicing replicas. Omit to require at least one.
     */
    public Optional<Output<Integer>> gpusPerNode() {
        return Optional.ofNullable(this.gpusPerNode);
    }

    /**
     * @return Extended resource the device plugin advertises: {@code nvidia.com/gpu}, a MIG resource such as
     * {@code nvidia.com/mig-1g.10gb} (mixed strategy) or {@code nvidia.com/gpu.shared} (time-slicing with
     * renameByDefault).
     */
    public Optional<Output<String>> resourceName() {
        return Optional.ofNullable(this.resourceName);
    }

    /**
     * @return MIG profile ({@code nvidia.com/mig.config} value, e.g. {@code all-1g.10gb}) the nodes must have
     * applied; omit when MIG is not used.
     */
    public Optional<Output<String>> migConfig() {
        return Optional.ofNullable(this.migConfig);
    }

    /**
     * @return Driver version the nodes must run (e.g. {@code 580.126.20}, or a branch such as {@code 580} for
     * precompiled drivers); omit to accept any.
     */
    public Optional<Output<String>> driverVersion() {
        return Optional.ofNullable(this.driverVersion);
    }

    /** @return a builder for {@link GatePoolArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GatePoolArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final GatePoolArgs $ = new GatePoolArgs();

        private Builder() {
        }

        /**
         * @param name Pool name, used in messages and outputs.
         * @return this builder
         */
        public Builder name(@Nullable Output<String> name) {
            $.name = name;
            return this;
        }

        /**
         * @param name Pool name, used in messages and outputs.
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            return name(name == null ? null : Output.of(name));
        }

        /**
         * @param nodeSelector Node labels selecting the pool's nodes (all must match). Default:
         * {@code vkcs-gpu.io/pool=<name>}, the label GpuNodePool puts on its nodes.
         * @return this builder
         */
        public Builder nodeSelector(@Nullable Output<Map<String, String>> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /**
         * @param nodeSelector Node labels selecting the pool's nodes (all must match). Default:
         * {@code vkcs-gpu.io/pool=<name>}, the label GpuNodePool puts on its nodes.
         * @return this builder
         */
        public Builder nodeSelector(@Nullable Map<String, String> nodeSelector) {
            return nodeSelector(nodeSelector == null ? null : Output.of(nodeSelector));
        }

        /**
         * @param expectedNodes Nodes the pool should have. Omit for an autoscaled pool: the nodes registered
         * count, and a pool at zero nodes is reported as such.
         * @return this builder
         */
        public Builder expectedNodes(@Nullable Output<Integer> expectedNodes) {
            $.expectedNodes = expectedNodes;
            return this;
        }

        /**
         * @param expectedNodes Nodes the pool should have. Omit for an autoscaled pool: the nodes registered
         * count, and a pool at zero nodes is reported as such.
         * @return this builder
         */
        public Builder expectedNodes(@Nullable Integer expectedNodes) {
            return expectedNodes(expectedNodes == null ? null : Output.of(expectedNodes));
        }

        /**
         * @param gpusPerNode Allocatable count of {@code resourceName} expected on each node: GPUs per node,
         * MIG instances per node, or GPUs × time-slicing replicas. Omit to require at least one.
         * @return this builder
         */
        public Builder gpusPerNode(@Nullable Output<Integer> gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /**
         * @param gpusPerNode Allocatable count of {@code resourceName} expected on each node: GPUs per node,
         * MIG instances per node, or GPUs × time-slicing replicas. Omit to require at least one.
         * @return this builder
         */
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            return gpusPerNode(gpusPerNode == null ? null : Output.of(gpusPerNode));
        }

        /**
         * @param resourceName Extended resource the device plugin advertises: {@code nvidia.com/gpu}, a MIG
         * resource such as {@code nvidia.com/mig-1g.10gb} (mixed strategy) or {@code nvidia.com/gpu.shared}
         * (time-slicing with renameByDefault).
         * @return this builder
         */
        public Builder resourceName(@Nullable Output<String> resourceName) {
            $.resourceName = resourceName;
            return this;
        }

        /**
         * @param resourceName Extended resource the device plugin advertises: {@code nvidia.com/gpu}, a MIG
         * resource such as {@code nvidia.com/mig-1g.10gb} (mixed strategy) or {@code nvidia.com/gpu.shared}
         * (time-slicing with renameByDefault).
         * @return this builder
         */
        public Builder resourceName(@Nullable String resourceName) {
            return resourceName(resourceName == null ? null : Output.of(resourceName));
        }

        /**
         * @param migConfig MIG profile ({@code nvidia.com/mig.config} value, e.g. {@code all-1g.10gb}) the
         * nodes must have applied; omit when MIG is not used.
         * @return this builder
         */
        public Builder migConfig(@Nullable Output<String> migConfig) {
            $.migConfig = migConfig;
            return this;
        }

        /**
         * @param migConfig MIG profile ({@code nvidia.com/mig.config} value, e.g. {@code all-1g.10gb}) the
         * nodes must have applied; omit when MIG is not used.
         * @return this builder
         */
        public Builder migConfig(@Nullable String migConfig) {
            return migConfig(migConfig == null ? null : Output.of(migConfig));
        }

        /**
         * @param driverVersion Driver version the nodes must run (e.g. {@code 580.126.20}, or a branch such as
         * {@code 580} for precompiled drivers); omit to accept any.
         * @return this builder
         */
        public Builder driverVersion(@Nullable Output<String> driverVersion) {
            $.driverVersion = driverVersion;
            return this;
        }

        /**
         * @param driverVersion Driver version the nodes must run (e.g. {@code 580.126.20}, or a branch such as
         * {@code 580} for precompiled drivers); omit to accept any.
         * @return this builder
         */
        public Builder driverVersion(@Nullable String driverVersion) {
            return driverVersion(driverVersion == null ? null : Output.of(driverVersion));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public GatePoolArgs build() {
            Objects.requireNonNull($.name, "GatePoolArgs.name is required");
            return $;
        }
    }
}

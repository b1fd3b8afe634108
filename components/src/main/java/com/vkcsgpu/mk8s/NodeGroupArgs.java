package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Inputs of {@link NodeGroup}: a node group of a gen-2 cluster.
 */
public final class NodeGroupArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final NodeGroupArgs Empty = new NodeGroupArgs();

    @Import(name = "clusterId", required = true)
    private Output<String> clusterId;

    @Import(name = "name", required = true)
    private Output<String> name;

    @Import(name = "availabilityZone", required = true)
    private Output<String> availabilityZone;

    @Import(name = "flavorId", required = true)
    private Output<String> flavorId;

    @Import(name = "fixedScale")
    private @Nullable Output<FixedScaleArgs> fixedScale;

    @Import(name = "autoScale")
    private @Nullable Output<AutoScaleArgs> autoScale;

    @Import(name = "labels")
    private @Nullable Output<Map<String, String>> labels;

    @Import(name = "taints")
    private @Nullable Output<List<NodeGroupTaintArgs>> taints;

    @Import(name = "parallelUpgradeChunk")
    private @Nullable Output<Integer> parallelUpgradeChunk;

    @Import(name = "diskType")
    private @Nullable Output<String> diskType;

    @Import(name = "diskSize")
    private @Nullable Output<Integer> diskSize;

    /** @return the gen-2 id of the cluster; changing it replaces the group */
    public Output<String> clusterId() {
        return this.clusterId;
    }

    /** @return the node group name (cluster-name rules, not "master"); changing it replaces the group */
    public Output<String> name() {
        return this.name;
    }

    /** @return the availability zone of the nodes; changing it replaces the group */
    public Output<String> availabilityZone() {
        return this.availabilityZone;
    }

    /** @return the flavor UUID of the nodes; changing it rolls the nodes in place */
    public Output<String> flavorId() {
        return this.flavorId;
    }

    /** @return a fixed size; exactly one of {@code fixedScale} and {@code autoScale} */
    public Optional<Output<FixedScaleArgs>> fixedScale() {
        return Optional.ofNullable(this.fixedScale);
    }

    /** @return autoscaling bounds; exactly one of {@code fixedScale} and {@code autoScale} */
    public Optional<Output<AutoScaleArgs>> autoScale() {
        return Optional.ofNullable(this.autoScale);
    }

    /** @return Kubernetes labels of the nodes */
    public Optional<Output<Map<String, String>>> labels() {
        return Optional.ofNullable(this.labels);
    }

    /** @return Kubernetes taints of the nodes */
    public Optional<Output<List<NodeGroupTaintArgs>>> taints() {
        return Optional.ofNullable(this.taints);
    }

    /** @return the percentage of nodes upgraded at once, 1-100 (default 10) */
    public Optional<Output<Integer>> parallelUpgradeChunk() {
        return Optional.ofNullable(this.parallelUpgradeChunk);
    }

    /** @return the node disk type (default {@code ceph-ssd}); changing it replaces the group */
    public Optional<Output<String>> diskType() {
        return Optional.ofNullable(this.diskType);
    }

    /** @return the node disk size in GB (default 100); changing it replaces the group */
    public Optional<Output<Integer>> diskSize() {
        return Optional.ofNullable(this.diskSize);
    }

    private NodeGroupArgs() {
    }

    /** @return a builder for {@link NodeGroupArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NodeGroupArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final NodeGroupArgs $ = new NodeGroupArgs();

        private Builder() {
        }

        /**
         * @param clusterId the gen-2 id of the cluster; changing it replaces the group
         * @return this builder
         */
        public Builder clusterId(Output<String> clusterId) {
            $.clusterId = clusterId;
            return this;
        }

        /**
         * @param clusterId the gen-2 id of the cluster; changing it replaces the group
         * @return this builder
         */
        public Builder clusterId(String clusterId) {
            return clusterId(Output.of(clusterId));
        }

        /**
         * @param name the node group name (cluster-name rules, not "master"); changing it replaces the group
         * @return this builder
         */
        public Builder name(Output<String> name) {
            $.name = name;
            return this;
        }

        /**
         * @param name the node group name (cluster-name rules, not "master"); changing it replaces the group
         * @return this builder
         */
        public Builder name(String name) {
            return name(Output.of(name));
        }

        /**
         * @param availabilityZone the availability zone of the nodes; changing it replaces the group
         * @return this builder
         */
        public Builder availabilityZone(Output<String> availabilityZone) {
            $.availabilityZone = availabilityZone;
            return this;
        }

        /**
         * @param availabilityZone the availability zone of the nodes; changing it replaces the group
         * @return this builder
         */
        public Builder availabilityZone(String availabilityZone) {
            return availabilityZone(Output.of(availabilityZone));
        }

        /**
         * @param flavorId the flavor UUID of the nodes; changing it rolls the nodes in place
         * @return this builder
         */
        public Builder flavorId(Output<String> flavorId) {
            $.flavorId = flavorId;
            return this;
        }

        /**
         * @param flavorId the flavor UUID of the nodes; changing it rolls the nodes in place
         * @return this builder
         */
        public Builder flavorId(String flavorId) {
            return flavorId(Output.of(flavorId));
        }

        /**
         * @param fixedScale a fixed size; exactly one of {@code fixedScale} and {@code autoScale}
         * @return this builder
         */
        public Builder fixedScale(@Nullable Output<FixedScaleArgs> fixedScale) {
            $.fixedScale = fixedScale;
            return this;
        }

        /**
         * @param fixedScale a fixed size; exactly one of {@code fixedScale} and {@code autoScale}
         * @return this builder
         */
        public Builder fixedScale(@Nullable FixedScaleArgs fixedScale) {
            return fixedScale(fixedScale == null ? null : Output.of(fixedScale));
        }

        /**
         * @param autoScale autoscaling bounds; exactly one of {@code fixedScale} and {@code autoScale}
         * @return this builder
         */
        public Builder autoScale(@Nullable Output<AutoScaleArgs> autoScale) {
            $.autoScale = autoScale;
            return this;
        }

        /**
         * @param autoScale autoscaling bounds; exactly one of {@code fixedScale} and {@code autoScale}
         * @return this builder
         */
        public Builder autoScale(@Nullable AutoScaleArgs autoScale) {
            return autoScale(autoScale == null ? null : Output.of(autoScale));
        }

        /**
         * @param labels Kubernetes labels of the nodes
         * @return this builder
         */
        public Builder labels(@Nullable Output<Map<String, String>> labels) {
            $.labels = labels;
            return this;
        }

        /**
         * @param labels Kubernetes labels of the nodes
         * @return this builder
         */
        public Builder labels(@Nullable Map<String, String> labels) {
            return labels(labels == null ? null : Output.of(labels));
        }

        /**
         * @param taints Kubernetes taints of the nodes
         * @return this builder
         */
        public Builder taints(@Nullable Output<List<NodeGroupTaintArgs>> taints) {
            $.taints = taints;
            return this;
        }

        /**
         * @param taints Kubernetes taints of the nodes
         * @return this builder
         */
        public Builder taints(@Nullable List<NodeGroupTaintArgs> taints) {
            return taints(taints == null ? null : Output.of(taints));
        }

        /**
         * @param taints Kubernetes taints of the nodes
         * @return this builder
         */
        public Builder taints(NodeGroupTaintArgs... taints) {
            return taints(List.of(taints));
        }

        /**
         * @param parallelUpgradeChunk the percentage of nodes upgraded at once, 1-100 (default 10)
         * @return this builder
         */
        public Builder parallelUpgradeChunk(@Nullable Output<Integer> parallelUpgradeChunk) {
            $.parallelUpgradeChunk = parallelUpgradeChunk;
            return this;
        }

        /**
         * @param parallelUpgradeChunk the percentage of nodes upgraded at once, 1-100 (default 10)
         * @return this builder
         */
        public Builder parallelUpgradeChunk(@Nullable Integer parallelUpgradeChunk) {
            return parallelUpgradeChunk(parallelUpgradeChunk == null ? null : Output.of(parallelUpgradeChunk));
        }

        /**
         * @param diskType the node disk type (default {@code ceph-ssd}); changing it replaces the group
         * @return this builder
         */
        public Builder diskType(@Nullable Output<String> diskType) {
            $.diskType = diskType;
            return this;
        }

        /**
         * @param diskType the node disk type (default {@code ceph-ssd}); changing it replaces the group
         * @return this builder
         */
        public Builder diskType(@Nullable String diskType) {
            return diskType(diskType == null ? null : Output.of(diskType));
        }

        /**
         * @param diskSize the node disk size in GB (default 100); changing it replaces the group
         * @return this builder
         */
        public Builder diskSize(@Nullable Output<Integer> diskSize) {
            $.diskSize = diskSize;
            return this;
        }

        /**
         * @param diskSize the node disk size in GB (default 100); changing it replaces the group
         * @return this builder
         */
        public Builder diskSize(@Nullable Integer diskSize) {
            return diskSize(diskSize == null ? null : Output.of(diskSize));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public NodeGroupArgs build() {
            Objects.requireNonNull($.clusterId, "NodeGroupArgs.clusterId is required");
            Objects.requireNonNull($.name, "NodeGroupArgs.name is required");
            Objects.requireNonNull($.availabilityZone, "NodeGroupArgs.availabilityZone is required");
            Objects.requireNonNull($.flavorId, "NodeGroupArgs.flavorId is required");
            return $;
        }
    }
}

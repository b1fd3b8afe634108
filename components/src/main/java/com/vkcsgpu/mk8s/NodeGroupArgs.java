// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/** Inputs of {@link NodeGroup}. */
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
    private @Nullable Output<List<TaintArgs>> taints;

    @Import(name = "parallelUpgradeChunk")
    private @Nullable Output<Integer> parallelUpgradeChunk;

    @Import(name = "diskType")
    private @Nullable Output<String> diskType;

    @Import(name = "diskSize")
    private @Nullable Output<Integer> diskSize;

    private NodeGroupArgs() {
    }

    /**
     * @return Id of the cluster (the cluster's {@code clusterId}, a 27-character KSUID). Changing it replaces
     * the node group.
     */
    public Output<String> clusterId() {
        return this.clusterId;
    }

    /**
     * @return Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending
     * with a letter or digit, no '--', not {@code master}; unique in the cluster. Changing it replaces the node
     * group.
     */
    public Output<String> name() {
        return this.name;
    }

    /**
     * @return Availability zone of the nodes, e.g. {@code GZ1}; a GPU flavor must be offered there. Changing it
     * replaces the node group.
     */
    public Output<String> availabilityZone() {
        return this.availabilityZone;
    }

    /**
     * @return Compute flavor UUID of the nodes (GPU flavors go here; see {@code getGpuFlavors}). Changed in
     * place: the nodes are replaced one chunk at a time (see {@code parallelUpgradeChunk}).
     */
    public Output<String> flavorId() {
        return this.flavorId;
    }

    /**
     * @return A fixed size. Set exactly one of {@code fixedScale} and {@code autoScale}; switching between them
     * or resizing is done in place.
     */
    public Optional<Output<FixedScaleArgs>> fixedScale() {
        return Optional.ofNullable(this.fixedScale);
    }

    /**
     * @return Autoscaling bounds. Set exactly one of {@code fixedScale} and {@code autoScale}; switching
     * between them or resizing is done in place.
     */
    public Optional<Output<AutoScaleArgs>> autoScale() {
        return Optional.ofNullable(this.autoScale);
    }

    /**
     * @return Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then a name of
     * at most 63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under kubernetes.io
     * and k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed in place.
     */
    public Optional<Output<Map<String, String>>> labels() {
        return Optional.ofNullable(this.labels);
    }

    /**
     * @return Kubernetes taints of the nodes; at most one per key and effect; order does not matter. Changed in
     * place.
     */
    public Optional<Output<List<TaintArgs>>> taints() {
        return Optional.ofNullable(this.taints);
    }

    /**
     * @return Percentage (1-100) of nodes replaced at once during flavor changes and upgrades. Default 10.
     * Changed in place.
     */
    public Optional<Output<Integer>> parallelUpgradeChunk() {
        return Optional.ofNullable(this.parallelUpgradeChunk);
    }

    /**
     * @return Volume type of the nodes' root disks, e.g. {@code ceph-ssd}, {@code ceph-hdd}, {@code high-iops}.
     * Default {@code ceph-ssd}. Changing it replaces the node group.
     */
    public Optional<Output<String>> diskType() {
        return Optional.ofNullable(this.diskType);
    }

    /**
     * @return Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces the node
     * group.
     */
    public Optional<Output<Integer>> diskSize() {
        return Optional.ofNullable(this.diskSize);
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
         * @param clusterId Id of the cluster (the cluster's {@code clusterId}, a 27-character KSUID). Changing
         * it replaces the node group.
         * @return this builder
         */
        public Builder clusterId(@Nullable Output<String> clusterId) {
            $.clusterId = clusterId;
            return this;
        }

        /**
         * @param clusterId Id of the cluster (the cluster's {@code clusterId}, a 27-character KSUID). Changing
         * it replaces the node group.
         * @return this builder
         */
        public Builder clusterId(@Nullable String clusterId) {
            return clusterId(clusterId == null ? null : Output.of(clusterId));
        }

        /**
         * @param name Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and
         * ending with a letter or digit, no '--', not {@code master}; unique in the cluster. Changing it
         * replaces the node group.
         * @return this builder
         */
        public Builder name(@Nullable Output<String> name) {
            $.name = name;
            return this;
        }

        /**
         * @param name Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and
         * ending with a letter or digit, no '--', not {@code master}; unique in the cluster. Changing it
         * replaces the node group.
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            return name(name == null ? null : Output.of(name));
        }

        /**
         * @param availabilityZone Availability zone of the nodes, e.g. {@code GZ1}; a GPU flavor must be
         * offered there. Changing it replaces the node group.
         * @return this builder
         */
        public Builder availabilityZone(@Nullable Output<String> availabilityZone) {
            $.availabilityZone = availabilityZone;
            return this;
        }

        /**
         * @param availabilityZone Availability zone of the nodes, e.g. {@code GZ1}; a GPU flavor must be
         * offered there. Changing it replaces the node group.
         * @return this builder
         */
        public Builder availabilityZone(@Nullable String availabilityZone) {
            return availabilityZone(availabilityZone == null ? null : Output.of(availabilityZone));
        }

        /**
         * @param flavorId Compute flavor UUID of the nodes (GPU flavors go here; see {@code getGpuFlavors}).
         * Changed in place: the nodes are replaced one chunk at a time (see {@code parallelUpgradeChunk}).
         * @return this builder
         */
        public Builder flavorId(@Nullable Output<String> flavorId) {
            $.flavorId = flavorId;
            return this;
        }

        /**
         * @param flavorId Compute flavor UUID of the nodes (GPU flavors go here; see {@code getGpuFlavors}).
         * Changed in place: the nodes are replaced one chunk at a time (see {@code parallelUpgradeChunk}).
         * @return this builder
         */
        public Builder flavorId(@Nullable String flavorId) {
            return flavorId(flavorId == null ? null : Output.of(flavorId));
        }

        /**
         * @param fixedScale A fixed size. Set exactly one of {@code fixedScale} and {@code autoScale};
         * switching between them or resizing is done in place.
         * @return this builder
         */
        public Builder fixedScale(@Nullable Output<FixedScaleArgs> fixedScale) {
            $.fixedScale = fixedScale;
            return this;
        }

        /**
         * @param fixedScale A fixed size. Set exactly one of {@code fixedScale} and {@code autoScale};
         * switching between them or resizing is done in place.
         * @return this builder
         */
        public Builder fixedScale(@Nullable FixedScaleArgs fixedScale) {
            return fixedScale(fixedScale == null ? null : Output.of(fixedScale));
        }

        /**
         * @param autoScale Autoscaling bounds. Set exactly one of {@code fixedScale} and {@code autoScale};
         * switching between them or resizing is done in place.
         * @return this builder
         */
        public Builder autoScale(@Nullable Output<AutoScaleArgs> autoScale) {
            $.autoScale = autoScale;
            return this;
        }

        /**
         * @param autoScale Autoscaling bounds. Set exactly one of {@code fixedScale} and {@code autoScale};
         * switching between them or resizing is done in place.
         * @return this builder
         */
        public Builder autoScale(@Nullable AutoScaleArgs autoScale) {
            return autoScale(autoScale == null ? null : Output.of(autoScale));
        }

        /**
         * @param labels Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then
         * a name of at most 63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under
         * kubernetes.io and k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed
         * in place.
         * @return this builder
         */
        public Builder labels(@Nullable Output<Map<String, String>> labels) {
            $.labels = labels;
            return this;
        }

        /**
         * @param labels Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then
         * a name of at most 63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under
         * kubernetes.io and k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed
         * in place.
         * @return this builder
         */
        public Builder labels(@Nullable Map<String, String> labels) {
            return labels(labels == null ? null : Output.of(labels));
        }

        /**
         * @param taints Kubernetes taints of the nodes; at most one per key and effect; order does not matter.
         * Changed in place.
         * @return this builder
         */
        public Builder taints(@Nullable Output<List<TaintArgs>> taints) {
            $.taints = taints;
            return this;
        }

        /**
         * @param taints Kubernetes taints of the nodes; at most one per key and effect; order does not matter.
         * Changed in place.
         * @return this builder
         */
        public Builder taints(@Nullable List<TaintArgs> taints) {
            return taints(taints == null ? null : Output.of(taints));
        }

        /**
         * @param taints Kubernetes taints of the nodes; at most one per key and effect; order does not matter.
         * Changed in place.
         * @return this builder
         */
        public Builder taints(TaintArgs... taints) {
            return taints(List.of(taints));
        }

        /**
         * @param parallelUpgradeChunk Percentage (1-100) of nodes replaced at once during flavor changes and
         * upgrades. Default 10. Changed in place.
         * @return this builder
         */
        public Builder parallelUpgradeChunk(@Nullable Output<Integer> parallelUpgradeChunk) {
            $.parallelUpgradeChunk = parallelUpgradeChunk;
            return this;
        }

        /**
         * @param parallelUpgradeChunk Percentage (1-100) of nodes replaced at once during flavor changes and
         * upgrades. Default 10. Changed in place.
         * @return this builder
         */
        public Builder parallelUpgradeChunk(@Nullable Integer parallelUpgradeChunk) {
            return parallelUpgradeChunk(parallelUpgradeChunk == null ? null : Output.of(parallelUpgradeChunk));
        }

        /**
         * @param diskType Volume type of the nodes' root disks, e.g. {@code ceph-ssd}, {@code ceph-hdd},
         * {@code high-iops}. Default {@code ceph-ssd}. Changing it replaces the node group.
         * @return this builder
         */
        public Builder diskType(@Nullable Output<String> diskType) {
            $.diskType = diskType;
            return this;
        }

        /**
         * @param diskType Volume type of the nodes' root disks, e.g. {@code ceph-ssd}, {@code ceph-hdd},
         * {@code high-iops}. Default {@code ceph-ssd}. Changing it replaces the node group.
         * @return this builder
         */
        public Builder diskType(@Nullable String diskType) {
            return diskType(diskType == null ? null : Output.of(diskType));
        }

        /**
         * @param diskSize Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces
         * the node group.
         * @return this builder
         */
        public Builder diskSize(@Nullable Output<Integer> diskSize) {
            $.diskSize = diskSize;
            return this;
        }

        /**
         * @param diskSize Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces
         * the node group.
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

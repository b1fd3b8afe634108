package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A node group of a gen-2 VK Cloud Managed Kubernetes cluster ({@code vkcs-gpu:mk8s:NodeGroup}). Its id is {@link #nodeGroupId()}.
 */
@ResourceType(type = "vkcs-gpu:mk8s:NodeGroup")
public class NodeGroup extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:mk8s:NodeGroup";

    @Export(name = "clusterId", refs = {String.class}, tree = "[0]")
    private Output<String> clusterId;

    @Export(name = "name", refs = {String.class}, tree = "[0]")
    private Output<String> name;

    @Export(name = "availabilityZone", refs = {String.class}, tree = "[0]")
    private Output<String> availabilityZone;

    @Export(name = "flavorId", refs = {String.class}, tree = "[0]")
    private Output<String> flavorId;

    @Export(name = "fixedScale", refs = {FixedScale.class}, tree = "[0]")
    private Output<FixedScale> fixedScale;

    @Export(name = "autoScale", refs = {AutoScale.class}, tree = "[0]")
    private Output<AutoScale> autoScale;

    @Export(name = "labels", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> labels;

    @Export(name = "taints", refs = {List.class, NodeGroupTaint.class}, tree = "[0,1]")
    private Output<List<NodeGroupTaint>> taints;

    @Export(name = "parallelUpgradeChunk", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> parallelUpgradeChunk;

    @Export(name = "diskType", refs = {String.class}, tree = "[0]")
    private Output<String> diskType;

    @Export(name = "diskSize", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> diskSize;

    @Export(name = "nodeGroupId", refs = {String.class}, tree = "[0]")
    private Output<String> nodeGroupId;

    @Export(name = "uuid", refs = {String.class}, tree = "[0]")
    private Output<String> uuid;

    @Export(name = "createdAt", refs = {String.class}, tree = "[0]")
    private Output<String> createdAt;

    @Export(name = "nodeCount", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> nodeCount;

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
    public Output<FixedScale> fixedScale() {
        return this.fixedScale;
    }

    /** @return autoscaling bounds; exactly one of {@code fixedScale} and {@code autoScale} */
    public Output<AutoScale> autoScale() {
        return this.autoScale;
    }

    /** @return Kubernetes labels of the nodes */
    public Output<Map<String, String>> labels() {
        return this.labels;
    }

    /** @return Kubernetes taints of the nodes */
    public Output<List<NodeGroupTaint>> taints() {
        return this.taints;
    }

    /** @return the percentage of nodes upgraded at once, 1-100 (default 10) */
    public Output<Integer> parallelUpgradeChunk() {
        return this.parallelUpgradeChunk;
    }

    /** @return the node disk type (default {@code ceph-ssd}); changing it replaces the group */
    public Output<String> diskType() {
        return this.diskType;
    }

    /** @return the node disk size in GB (default 100); changing it replaces the group */
    public Output<Integer> diskSize() {
        return this.diskSize;
    }

    /** @return the gen-2 id of the node group */
    public Output<String> nodeGroupId() {
        return this.nodeGroupId;
    }

    /** @return the UUID of the node group */
    public Output<String> uuid() {
        return this.uuid;
    }

    /** @return when the node group was created */
    public Output<String> createdAt() {
        return this.createdAt;
    }

    /** @return the current number of nodes as the API reports it */
    public Output<Integer> nodeCount() {
        return this.nodeCount;
    }

    /**
     * Registers the resource.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     */
    public NodeGroup(String name, NodeGroupArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource.
     *
     * @param name    the unique name of the resource
     * @param args    the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public NodeGroup(String name, NodeGroupArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options));
    }
}

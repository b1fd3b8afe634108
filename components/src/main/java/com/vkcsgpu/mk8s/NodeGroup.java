// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.gpu.ImpactLine;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A node group (worker pool) of a VK Cloud managed Kubernetes (gen-2) cluster: a GPU pool is a node group with
 * a GPU flavor in a zone that offers it. Size, flavor, labels and taints change in place. ## Import The id is
 * the node group's UUID, shown on the cluster's node group page in the VK Cloud console. {@code }{@code sh
 * $ pulumi import vkcs-gpu:mk8s:NodeGroup <name> <node group UUID> }{@code } ({@code vkcs-gpu:mk8s:NodeGroup})
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

    @Export(name = "taints", refs = {List.class, Taint.class}, tree = "[0,1]")
    private Output<List<Taint>> taints;

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

    @Export(name = "previewImpact", refs = {List.class, ImpactLine.class}, tree = "[0,1]")
    private Output<List<ImpactLine>> previewImpact;

    /**
     * @return Id of the cluster (the cluster's {@code clusterId}, a 27-character KSUID). Changing it replaces
     * the node group.
     */
    public Output<String> clusterId() {
        return clusterId;
    }

    /**
     * @return Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending
     * with a letter or digit, no '--', not {@code master}; unique in the cluster. Changing it replaces the node
     * group.
     */
    public Output<String> name() {
        return name;
    }

    /**
     * @return Availability zone of the nodes, e.g. {@code GZ1}; a GPU flavor must be offered there. Changing it
     * replaces the node group.
     */
    public Output<String> availabilityZone() {
        return availabilityZone;
    }

    /**
     * @return Compute flavor UUID of the nodes (GPU flavors go here; see {@code getGpuFlavors}). Changed in
     * place: the nodes are replaced one chunk at a time (see {@code parallelUpgradeChunk}).
     */
    public Output<String> flavorId() {
        return flavorId;
    }

    /**
     * @return A fixed size. Set exactly one of {@code fixedScale} and {@code autoScale}; switching between them
     * or resizing is done in place.
     */
    public Output<FixedScale> fixedScale() {
        return fixedScale;
    }

    /**
     * @return Autoscaling bounds. Set exactly one of {@code fixedScale} and {@code autoScale}; switching
     * between them or resizing is done in place.
     */
    public Output<AutoScale> autoScale() {
        return autoScale;
    }

    /**
     * @return Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then a name of
     * at most 63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under kubernetes.io
     * and k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed in place.
     */
    public Output<Map<String, String>> labels() {
        return labels;
    }

    /**
     * @return Kubernetes taints of the nodes; at most one per key and effect; order does not matter. Changed in
     * place.
     */
    public Output<List<Taint>> taints() {
        return taints;
    }

    /**
     * @return Percentage (1-100) of nodes replaced at once during flavor changes and upgrades. Default 10.
     * Changed in place.
     */
    public Output<Integer> parallelUpgradeChunk() {
        return parallelUpgradeChunk;
    }

    /**
     * @return Volume type of the nodes' root disks, e.g. {@code ceph-ssd}, {@code ceph-hdd}, {@code high-iops}.
     * Default {@code ceph-ssd}. Changing it replaces the node group.
     */
    public Output<String> diskType() {
        return diskType;
    }

    /**
     * @return Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces the node
     * group.
     */
    public Output<Integer> diskSize() {
        return diskSize;
    }

    /** @return Node group id (a KSUID). */
    public Output<String> nodeGroupId() {
        return nodeGroupId;
    }

    /** @return The node group's UUID. */
    public Output<String> uuid() {
        return uuid;
    }

    /** @return When the node group was created (RFC 3339). */
    public Output<String> createdAt() {
        return createdAt;
    }

    /** @return Current number of nodes as the API reports it: the fixed size, or the autoscaler's current size. */
    public Output<Integer> nodeCount() {
        return nodeCount;
    }

    /**
     * @return Set in preview only: what the planned change does to the GPU nodes and the pods running on them,
     * one line per pool and kind, computed from read-only calls (the engine also prints each line as a
     * warning). Empty when the change reaches no GPU node; absent after {@code up}.
     */
    public Output<List<ImpactLine>> previewImpact() {
        return previewImpact;
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
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public NodeGroup(String name, NodeGroupArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options));
    }
}

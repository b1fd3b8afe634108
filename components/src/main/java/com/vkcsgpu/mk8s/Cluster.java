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
 * A VK Cloud managed Kubernetes cluster (second generation): masters, networking and the Kubernetes API. Add
 * workers with {@code vkcs-gpu:mk8s:NodeGroup}. The admin kubeconfig is a secret output. ## Import The id is
 * the cluster's UUID, shown on the cluster's page in the VK Cloud console. {@code }{@code sh
 * $ pulumi import vkcs-gpu:mk8s:Cluster <name> <cluster UUID> }{@code } ({@code vkcs-gpu:mk8s:Cluster})
 */
@ResourceType(type = "vkcs-gpu:mk8s:Cluster")
public class Cluster extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:mk8s:Cluster";

    @Export(name = "name", refs = {String.class}, tree = "[0]")
    private Output<String> name;

    @Export(name = "version", refs = {String.class}, tree = "[0]")
    private Output<String> version;

    @Export(name = "clusterType", refs = {String.class}, tree = "[0]")
    private Output<String> clusterType;

    @Export(name = "availabilityZones", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> availabilityZones;

    @Export(name = "masterCount", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> masterCount;

    @Export(name = "masterFlavorId", refs = {String.class}, tree = "[0]")
    private Output<String> masterFlavorId;

    @Export(name = "networkId", refs = {String.class}, tree = "[0]")
    private Output<String> networkId;

    @Export(name = "subnetId", refs = {String.class}, tree = "[0]")
    private Output<String> subnetId;

    @Export(name = "loadbalancerSubnetId", refs = {String.class}, tree = "[0]")
    private Output<String> loadbalancerSubnetId;

    @Export(name = "networkPlugin", refs = {String.class}, tree = "[0]")
    private Output<String> networkPlugin;

    @Export(name = "podsIpv4Cidr", refs = {String.class}, tree = "[0]")
    private Output<String> podsIpv4Cidr;

    @Export(name = "description", refs = {String.class}, tree = "[0]")
    private Output<String> description;

    @Export(name = "externalNetworkId", refs = {String.class}, tree = "[0]")
    private Output<String> externalNetworkId;

    @Export(name = "publicIp", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> publicIp;

    @Export(name = "loadbalancerAllowedCidrs", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> loadbalancerAllowedCidrs;

    @Export(name = "insecureRegistries", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> insecureRegistries;

    @Export(name = "labels", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> labels;

    @Export(name = "clusterId", refs = {String.class}, tree = "[0]")
    private Output<String> clusterId;

    @Export(name = "uuid", refs = {String.class}, tree = "[0]")
    private Output<String> uuid;

    @Export(name = "status", refs = {String.class}, tree = "[0]")
    private Output<String> status;

    @Export(name = "createdAt", refs = {String.class}, tree = "[0]")
    private Output<String> createdAt;

    @Export(name = "projectId", refs = {String.class}, tree = "[0]")
    private Output<String> projectId;

    @Export(name = "apiAddress", refs = {String.class}, tree = "[0]")
    private Output<String> apiAddress;

    @Export(name = "apiLbFip", refs = {String.class}, tree = "[0]")
    private Output<String> apiLbFip;

    @Export(name = "apiLbVip", refs = {String.class}, tree = "[0]")
    private Output<String> apiLbVip;

    @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
    private Output<String> kubeconfig;

    @Export(name = "previewImpact", refs = {List.class, ImpactLine.class}, tree = "[0,1]")
    private Output<List<ImpactLine>> previewImpact;

    /**
     * @return Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending
     * with a letter or digit, no '--'. Unique in the project. Changing it replaces the cluster.
     */
    public Output<String> name() {
        return name;
    }

    /**
     * @return Kubernetes version as VK Cloud writes it, {@code vX.Y.Z} (e.g. {@code v1.34.2}; see
     * {@code getVersions}). Changed in place by an upgrade; only upgrades are possible, a lower version fails
     * at preview.
     */
    public Output<String> version() {
        return version;
    }

    /**
     * @return {@code standard} (masters in one zone) or {@code regional} (masters spread over three zones).
     * Default {@code standard}. Changing it replaces the cluster.
     */
    public Output<String> clusterType() {
        return clusterType;
    }

    /**
     * @return Availability zones of the masters, e.g. {@code ["GZ1"]}: exactly one for a standard cluster,
     * exactly three different ones for a regional cluster. Order does not matter. Changing them replaces the
     * cluster.
     */
    public Output<List<String>> availabilityZones() {
        return availabilityZones;
    }

    /**
     * @return Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one. Default 1
     * (standard) or 3 (regional). Changing it replaces the cluster.
     */
    public Output<Integer> masterCount() {
        return masterCount;
    }

    /**
     * @return Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for node groups only.
     * Changed in place (control-plane scaling).
     */
    public Output<String> masterFlavorId() {
        return masterFlavorId;
    }

    /** @return UUID of the Sprut SDN network the cluster lives in. Changing it replaces the cluster. */
    public Output<String> networkId() {
        return networkId;
    }

    /** @return UUID of the subnet of {@code networkId} for the nodes. Changing it replaces the cluster. */
    public Output<String> subnetId() {
        return subnetId;
    }

    /** @return UUID of the subnet of the Kubernetes API load balancer. Changing it replaces the cluster. */
    public Output<String> loadbalancerSubnetId() {
        return loadbalancerSubnetId;
    }

    /**
     * @return CNI plugin: {@code calico} or {@code cilium}. Default {@code calico}. Changing it replaces the
     * cluster.
     */
    public Output<String> networkPlugin() {
        return networkPlugin;
    }

    /** @return IPv4 CIDR of the pod network. Default {@code 10.100.0.0/16}. Changing it replaces the cluster. */
    public Output<String> podsIpv4Cidr() {
        return podsIpv4Cidr;
    }

    /** @return Free text of at most 256 characters. Default empty. Changing it replaces the cluster. */
    public Output<String> description() {
        return description;
    }

    /**
     * @return UUID of the external network that gives the API load balancer its public IP; required when
     * {@code publicIp} is true. Changing it replaces the cluster.
     */
    public Output<String> externalNetworkId() {
        return externalNetworkId;
    }

    /**
     * @return Whether the Kubernetes API gets a public (floating) IP; needs {@code externalNetworkId}. Default
     * false. Changing it replaces the cluster.
     */
    public Output<Boolean> publicIp() {
        return publicIp;
    }

    /**
     * @return IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty allows all. Order does not
     * matter. Changing them replaces the cluster.
     */
    public Output<List<String>> loadbalancerAllowedCidrs() {
        return loadbalancerAllowedCidrs;
    }

    /**
     * @return Container registries the nodes may pull from without TLS verification ({@code host[:port]}).
     * Order does not matter. Changing them replaces the cluster.
     */
    public Output<List<String>> insecureRegistries() {
        return insecureRegistries;
    }

    /**
     * @return Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them replaces
     * the cluster.
     */
    public Output<Map<String, String>> labels() {
        return labels;
    }

    /**
     * @return Cluster id (a KSUID such as {@code 39UdIv4W0EegBs2EYVeGdas38do}); node groups and addons refer to
     * it.
     */
    public Output<String> clusterId() {
        return clusterId;
    }

    /** @return The cluster's UUID (a second id the API also accepts). */
    public Output<String> uuid() {
        return uuid;
    }

    /** @return Lifecycle status: PROVISIONING, RUNNING, RECONCILING, DELETING. */
    public Output<String> status() {
        return status;
    }

    /** @return When the cluster was created (RFC 3339). */
    public Output<String> createdAt() {
        return createdAt;
    }

    /** @return The VK Cloud project the cluster belongs to. */
    public Output<String> projectId() {
        return projectId;
    }

    /** @return URL of the Kubernetes API. */
    public Output<String> apiAddress() {
        return apiAddress;
    }

    /** @return Public (floating) IP of the Kubernetes API load balancer, when {@code publicIp} is true. */
    public Output<String> apiLbFip() {
        return apiLbFip;
    }

    /** @return Internal IP of the Kubernetes API load balancer. */
    public Output<String> apiLbVip() {
        return apiLbVip;
    }

    /**
     * @return Admin kubeconfig (YAML) of the cluster; a secret. Fetched once the cluster is RUNNING, and again
     * on refresh.
     */
    public Output<String> kubeconfig() {
        return kubeconfig;
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
    public Cluster(String name, ClusterArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource. Secret outputs: kubeconfig.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public Cluster(String name, ClusterArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

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
 * A gen-2 VK Cloud Managed Kubernetes cluster ({@code vkcs-gpu:mk8s:Cluster}). Its id is {@link #clusterId()}.
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

    /** @return the cluster name: 3-25 lowercase letters, digits and '-', no "--"; changing it replaces the cluster */
    public Output<String> name() {
        return this.name;
    }

    /** @return the Kubernetes version such as {@code v1.34.2}; upgrades happen in place, downgrades are rejected */
    public Output<String> version() {
        return this.version;
    }

    /** @return {@code standard} (one zone, the default) or {@code regional} (three zones); replaces on change */
    public Output<String> clusterType() {
        return this.clusterType;
    }

    /** @return the availability zones: exactly one for a standard cluster, three for a regional one */
    public Output<List<String>> availabilityZones() {
        return this.availabilityZones;
    }

    /** @return the number of masters: 1, 3 or 5 for standard (default 1), 3 or 5 for regional (default 3) */
    public Output<Integer> masterCount() {
        return this.masterCount;
    }

    /** @return the flavor UUID of the master VMs; changing it scales the control plane in place */
    public Output<String> masterFlavorId() {
        return this.masterFlavorId;
    }

    /** @return the UUID of the network the cluster lives in */
    public Output<String> networkId() {
        return this.networkId;
    }

    /** @return the UUID of the subnet of the nodes */
    public Output<String> subnetId() {
        return this.subnetId;
    }

    /** @return the UUID of the subnet of the API load balancer */
    public Output<String> loadbalancerSubnetId() {
        return this.loadbalancerSubnetId;
    }

    /** @return the CNI: {@code calico} (default) or {@code cilium} */
    public Output<String> networkPlugin() {
        return this.networkPlugin;
    }

    /** @return the pod network, default {@code 10.100.0.0/16} */
    public Output<String> podsIpv4Cidr() {
        return this.podsIpv4Cidr;
    }

    /** @return a description of at most 256 characters */
    public Output<String> description() {
        return this.description;
    }

    /** @return the UUID of the external network; required when {@code publicIp} is true */
    public Output<String> externalNetworkId() {
        return this.externalNetworkId;
    }

    /** @return whether the API gets a floating IP (default false) */
    public Output<Boolean> publicIp() {
        return this.publicIp;
    }

    /** @return the CIDRs allowed to reach the API load balancer */
    public Output<List<String>> loadbalancerAllowedCidrs() {
        return this.loadbalancerAllowedCidrs;
    }

    /** @return registries the nodes may pull from without TLS verification */
    public Output<List<String>> insecureRegistries() {
        return this.insecureRegistries;
    }

    /** @return VK Cloud labels of the cluster */
    public Output<Map<String, String>> labels() {
        return this.labels;
    }

    /** @return the gen-2 id (KSUID) of the cluster */
    public Output<String> clusterId() {
        return this.clusterId;
    }

    /** @return the UUID of the cluster */
    public Output<String> uuid() {
        return this.uuid;
    }

    /** @return the status the API reports, such as RUNNING */
    public Output<String> status() {
        return this.status;
    }

    /** @return when the cluster was created */
    public Output<String> createdAt() {
        return this.createdAt;
    }

    /** @return the project the cluster belongs to */
    public Output<String> projectId() {
        return this.projectId;
    }

    /** @return the URL of the Kubernetes API */
    public Output<String> apiAddress() {
        return this.apiAddress;
    }

    /** @return the floating IP of the API load balancer, if any */
    public Output<String> apiLbFip() {
        return this.apiLbFip;
    }

    /** @return the internal IP of the API load balancer */
    public Output<String> apiLbVip() {
        return this.apiLbVip;
    }

    /** @return the admin kubeconfig of the cluster (secret) */
    public Output<String> kubeconfig() {
        return this.kubeconfig;
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
     * Registers the resource. The kubeconfig output is always secret.
     *
     * @param name    the unique name of the resource
     * @param args    the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public Cluster(String name, ClusterArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.DefaultValue;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Arguments of {@link GpuCluster}. Values that decide the cluster's shape ({@code name}, {@code clusterType},
 * {@code availabilityZones}, {@code masterCount}, {@code publicIp}) are plain, so conflicts are rejected
 * before anything is created; ids that usually come from other resources are {@link Output}s.
 */
@Doc("Arguments of a GPU-ready gen-2 VK Cloud Managed Kubernetes cluster.")
public final class GpuClusterArgs extends ResourceArgs {
    @Doc("The cluster name: 3-24 lowercase letters, digits and '-', starting with a letter, ending with a letter or digit,"
            + " without \"--\". Changing it replaces the cluster.")
    @Import(name = "name", required = true)
    private String name;

    @Doc("The Kubernetes version, such as `v1.34.2`. Default: the newest version VK Cloud offers"
            + " (`vkcs-gpu:mk8s:getVersions`), read at every deployment, so pin it to keep upgrades deliberate."
            + " Upgrades happen in place; downgrades are rejected.")
    @Import(name = "version")
    private @Nullable Output<String> version;

    @Doc("`standard` (one availability zone; the default) or `regional` (masters spread over three zones)."
            + " Changing it replaces the cluster.")
    @DefaultValue(ClusterShape.STANDARD)
    @Import(name = "clusterType")
    private @Nullable String clusterType;

    @Doc("The availability zones: exactly one for a `standard` cluster, exactly three for a `regional` one.")
    @Import(name = "availabilityZones", required = true)
    private List<String> availabilityZones;

    @Doc("The number of masters. Default: 1 for `standard`, 3 for `regional`. Allowed: 1, 3 or 5 for"
            + " `standard`; 3 or 5 for `regional`.")
    @Import(name = "masterCount")
    private @Nullable Integer masterCount;

    @Doc("The flavor UUID of the master VMs (a CPU flavor; GPU flavors are for workers only).")
    @Import(name = "masterFlavorId", required = true)
    private Output<String> masterFlavorId;

    @Doc("The UUID of the network the cluster lives in.")
    @Import(name = "networkId", required = true)
    private Output<String> networkId;

    @Doc("The UUID of the subnet of the nodes.")
    @Import(name = "subnetId", required = true)
    private Output<String> subnetId;

    @Doc("The UUID of the subnet of the Kubernetes API load balancer.")
    @Import(name = "loadbalancerSubnetId", required = true)
    private Output<String> loadbalancerSubnetId;

    @Doc("The pod network CIDR. Default: `10.100.0.0/16`.")
    @Import(name = "podsIpv4Cidr")
    private @Nullable Output<String> podsIpv4Cidr;

    @Doc("The CNI plugin: `calico` (the default) or `cilium`.")
    @Import(name = "networkPlugin")
    private @Nullable Output<String> networkPlugin;

    @Doc("Whether the Kubernetes API gets a floating IP. Default: false. When true, `externalNetworkId` is required.")
    @Import(name = "publicIp")
    private @Nullable Boolean publicIp;

    @Doc("The UUID of the external network the API's floating IP comes from; required when `publicIp` is true.")
    @Import(name = "externalNetworkId")
    private @Nullable Output<String> externalNetworkId;

    @Doc("IPv4 CIDRs allowed to reach the Kubernetes API's load balancer, such as `[\"203.0.113.0/24\"]` (VK Cloud's"
            + " `loadbalancer_allowed_cidrs`; changing it replaces the cluster). Default: every address, which with"
            + " `publicIp: true` means the whole internet.")
    @Import(name = "apiAllowedCidrs")
    private @Nullable List<String> apiAllowedCidrs;

    @Doc("VK Cloud labels of the cluster.")
    @Import(name = "labels")
    private @Nullable Output<Map<String, String>> labels;

    private GpuClusterArgs() {
    }

    /** @return a builder for {@link GpuClusterArgs} */
    public static Builder builder() {
        return new Builder();
    }

    String name() {
        return name;
    }

    @Nullable Output<String> version() {
        return version;
    }

    @Nullable String clusterType() {
        return clusterType;
    }

    List<String> availabilityZones() {
        return availabilityZones;
    }

    @Nullable Integer masterCount() {
        return masterCount;
    }

    Output<String> masterFlavorId() {
        return masterFlavorId;
    }

    Output<String> networkId() {
        return networkId;
    }

    Output<String> subnetId() {
        return subnetId;
    }

    Output<String> loadbalancerSubnetId() {
        return loadbalancerSubnetId;
    }

    @Nullable Output<String> podsIpv4Cidr() {
        return podsIpv4Cidr;
    }

    @Nullable Output<String> networkPlugin() {
        return networkPlugin;
    }

    @Nullable Boolean publicIp() {
        return publicIp;
    }

    List<String> apiAllowedCidrs() {
        return apiAllowedCidrs == null ? List.of() : apiAllowedCidrs;
    }

    @Nullable Output<String> externalNetworkId() {
        return externalNetworkId;
    }

    @Nullable Output<Map<String, String>> labels() {
        return labels;
    }

    /**
     * Builds {@link GpuClusterArgs}. Required: {@code name}, {@code availabilityZones}, {@code masterFlavorId},
     * {@code networkId}, {@code subnetId}, {@code loadbalancerSubnetId}; {@link GpuCluster} checks them and
     * every conflict when it is created.
     */
    public static final class Builder {
        private final GpuClusterArgs $ = new GpuClusterArgs();

        private Builder() {
        }

        /** Sets {@code name}: the cluster name (3-24 characters, starting with a letter). */
        public Builder name(String name) {
            $.name = name;
            return this;
        }

        /** Sets {@code version}: the Kubernetes version such as {@code v1.34.2}; default the newest. */
        public Builder version(@Nullable Output<String> version) {
            $.version = version;
            return this;
        }

        /** Sets {@code version}: the Kubernetes version such as {@code v1.34.2}; default the newest. */
        public Builder version(@Nullable String version) {
            return version(version == null ? null : Output.of(version));
        }

        /** Sets {@code clusterType}: {@code standard} (default) or {@code regional}. */
        public Builder clusterType(@Nullable String clusterType) {
            $.clusterType = clusterType;
            return this;
        }

        /** Sets {@code availabilityZones}: one zone (standard) or three (regional). */
        public Builder availabilityZones(List<String> availabilityZones) {
            $.availabilityZones = availabilityZones;
            return this;
        }

        /** Sets {@code availabilityZones}: one zone (standard) or three (regional). */
        public Builder availabilityZones(String... availabilityZones) {
            return availabilityZones(List.of(availabilityZones));
        }

        /** Sets {@code masterCount}: 1/3/5 (standard, default 1) or 3/5 (regional, default 3). */
        public Builder masterCount(@Nullable Integer masterCount) {
            $.masterCount = masterCount;
            return this;
        }

        /** Sets {@code masterFlavorId}: the master flavor UUID. */
        public Builder masterFlavorId(Output<String> masterFlavorId) {
            $.masterFlavorId = masterFlavorId;
            return this;
        }

        /** Sets {@code masterFlavorId}: the master flavor UUID. */
        public Builder masterFlavorId(String masterFlavorId) {
            return masterFlavorId(Output.of(masterFlavorId));
        }

        /** Sets {@code networkId}: the network UUID. */
        public Builder networkId(Output<String> networkId) {
            $.networkId = networkId;
            return this;
        }

        /** Sets {@code networkId}: the network UUID. */
        public Builder networkId(String networkId) {
            return networkId(Output.of(networkId));
        }

        /** Sets {@code subnetId}: the node subnet UUID. */
        public Builder subnetId(Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        /** Sets {@code subnetId}: the node subnet UUID. */
        public Builder subnetId(String subnetId) {
            return subnetId(Output.of(subnetId));
        }

        /** Sets {@code loadbalancerSubnetId}: the API load balancer subnet UUID. */
        public Builder loadbalancerSubnetId(Output<String> loadbalancerSubnetId) {
            $.loadbalancerSubnetId = loadbalancerSubnetId;
            return this;
        }

        /** Sets {@code loadbalancerSubnetId}: the API load balancer subnet UUID. */
        public Builder loadbalancerSubnetId(String loadbalancerSubnetId) {
            return loadbalancerSubnetId(Output.of(loadbalancerSubnetId));
        }

        /** Sets {@code podsIpv4Cidr}: the pod network, default {@code 10.100.0.0/16}. */
        public Builder podsIpv4Cidr(@Nullable Output<String> podsIpv4Cidr) {
            $.podsIpv4Cidr = podsIpv4Cidr;
            return this;
        }

        /** Sets {@code podsIpv4Cidr}: the pod network, default {@code 10.100.0.0/16}. */
        public Builder podsIpv4Cidr(@Nullable String podsIpv4Cidr) {
            return podsIpv4Cidr(podsIpv4Cidr == null ? null : Output.of(podsIpv4Cidr));
        }

        /** Sets {@code networkPlugin}: {@code calico} (default) or {@code cilium}. */
        public Builder networkPlugin(@Nullable Output<String> networkPlugin) {
            $.networkPlugin = networkPlugin;
            return this;
        }

        /** Sets {@code networkPlugin}: {@code calico} (default) or {@code cilium}. */
        public Builder networkPlugin(@Nullable String networkPlugin) {
            return networkPlugin(networkPlugin == null ? null : Output.of(networkPlugin));
        }

        /** Sets {@code publicIp}: whether the API gets a floating IP (needs externalNetworkId). */
        public Builder publicIp(@Nullable Boolean publicIp) {
            $.publicIp = publicIp;
            return this;
        }

        /** Sets {@code apiAllowedCidrs}: the IPv4 CIDRs allowed to reach the Kubernetes API. */
        public Builder apiAllowedCidrs(@Nullable List<String> apiAllowedCidrs) {
            $.apiAllowedCidrs = apiAllowedCidrs;
            return this;
        }

        /** Sets {@code apiAllowedCidrs}: the IPv4 CIDRs allowed to reach the Kubernetes API. */
        public Builder apiAllowedCidrs(String... apiAllowedCidrs) {
            return apiAllowedCidrs(List.of(apiAllowedCidrs));
        }

        /** Sets {@code externalNetworkId}: the external network UUID. */
        public Builder externalNetworkId(@Nullable Output<String> externalNetworkId) {
            $.externalNetworkId = externalNetworkId;
            return this;
        }

        /** Sets {@code externalNetworkId}: the external network UUID. */
        public Builder externalNetworkId(@Nullable String externalNetworkId) {
            return externalNetworkId(externalNetworkId == null ? null : Output.of(externalNetworkId));
        }

        /** Sets {@code labels}: VK Cloud labels of the cluster. */
        public Builder labels(@Nullable Output<Map<String, String>> labels) {
            $.labels = labels;
            return this;
        }

        /** Sets {@code labels}: VK Cloud labels of the cluster. */
        public Builder labels(@Nullable Map<String, String> labels) {
            return labels(labels == null ? null : Output.of(labels));
        }

        /** @return the args (validated when the {@link GpuCluster} is created) */
        public GpuClusterArgs build() {
            return $;
        }
    }
}

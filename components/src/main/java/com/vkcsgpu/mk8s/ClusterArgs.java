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
 * Inputs of {@link Cluster}: a gen-2 VK Cloud Managed Kubernetes cluster.
 */
public final class ClusterArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ClusterArgs Empty = new ClusterArgs();

    @Import(name = "name", required = true)
    private Output<String> name;

    @Import(name = "version", required = true)
    private Output<String> version;

    @Import(name = "clusterType")
    private @Nullable Output<String> clusterType;

    @Import(name = "availabilityZones", required = true)
    private Output<List<String>> availabilityZones;

    @Import(name = "masterCount")
    private @Nullable Output<Integer> masterCount;

    @Import(name = "masterFlavorId", required = true)
    private Output<String> masterFlavorId;

    @Import(name = "networkId", required = true)
    private Output<String> networkId;

    @Import(name = "subnetId", required = true)
    private Output<String> subnetId;

    @Import(name = "loadbalancerSubnetId", required = true)
    private Output<String> loadbalancerSubnetId;

    @Import(name = "networkPlugin")
    private @Nullable Output<String> networkPlugin;

    @Import(name = "podsIpv4Cidr")
    private @Nullable Output<String> podsIpv4Cidr;

    @Import(name = "description")
    private @Nullable Output<String> description;

    @Import(name = "externalNetworkId")
    private @Nullable Output<String> externalNetworkId;

    @Import(name = "publicIp")
    private @Nullable Output<Boolean> publicIp;

    @Import(name = "loadbalancerAllowedCidrs")
    private @Nullable Output<List<String>> loadbalancerAllowedCidrs;

    @Import(name = "insecureRegistries")
    private @Nullable Output<List<String>> insecureRegistries;

    @Import(name = "labels")
    private @Nullable Output<Map<String, String>> labels;

    /** @return the cluster name: 3-25 lowercase letters, digits and '-', no "--"; changing it replaces the cluster */
    public Output<String> name() {
        return this.name;
    }

    /** @return the Kubernetes version such as {@code v1.34.2}; upgrades happen in place, downgrades are rejected */
    public Output<String> version() {
        return this.version;
    }

    /** @return {@code standard} (one zone, the default) or {@code regional} (three zones); replaces on change */
    public Optional<Output<String>> clusterType() {
        return Optional.ofNullable(this.clusterType);
    }

    /** @return the availability zones: exactly one for a standard cluster, three for a regional one */
    public Output<List<String>> availabilityZones() {
        return this.availabilityZones;
    }

    /** @return the number of masters: 1, 3 or 5 for standard (default 1), 3 or 5 for regional (default 3) */
    public Optional<Output<Integer>> masterCount() {
        return Optional.ofNullable(this.masterCount);
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
    public Optional<Output<String>> networkPlugin() {
        return Optional.ofNullable(this.networkPlugin);
    }

    /** @return the pod network, default {@code 10.100.0.0/16} */
    public Optional<Output<String>> podsIpv4Cidr() {
        return Optional.ofNullable(this.podsIpv4Cidr);
    }

    /** @return a description of at most 256 characters */
    public Optional<Output<String>> description() {
        return Optional.ofNullable(this.description);
    }

    /** @return the UUID of the external network; required when {@code publicIp} is true */
    public Optional<Output<String>> externalNetworkId() {
        return Optional.ofNullable(this.externalNetworkId);
    }

    /** @return whether the API gets a floating IP (default false) */
    public Optional<Output<Boolean>> publicIp() {
        return Optional.ofNullable(this.publicIp);
    }

    /** @return the CIDRs allowed to reach the API load balancer */
    public Optional<Output<List<String>>> loadbalancerAllowedCidrs() {
        return Optional.ofNullable(this.loadbalancerAllowedCidrs);
    }

    /** @return registries the nodes may pull from without TLS verification */
    public Optional<Output<List<String>>> insecureRegistries() {
        return Optional.ofNullable(this.insecureRegistries);
    }

    /** @return VK Cloud labels of the cluster */
    public Optional<Output<Map<String, String>>> labels() {
        return Optional.ofNullable(this.labels);
    }

    private ClusterArgs() {
    }

    /** @return a builder for {@link ClusterArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ClusterArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ClusterArgs $ = new ClusterArgs();

        private Builder() {
        }

        /**
         * @param name the cluster name: 3-25 lowercase letters, digits and '-', no "--"; changing it replaces the cluster
         * @return this builder
         */
        public Builder name(Output<String> name) {
            $.name = name;
            return this;
        }

        /**
         * @param name the cluster name: 3-25 lowercase letters, digits and '-', no "--"; changing it replaces the cluster
         * @return this builder
         */
        public Builder name(String name) {
            return name(Output.of(name));
        }

        /**
         * @param version the Kubernetes version such as {@code v1.34.2}; upgrades happen in place, downgrades are rejected
         * @return this builder
         */
        public Builder version(Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version the Kubernetes version such as {@code v1.34.2}; upgrades happen in place, downgrades are rejected
         * @return this builder
         */
        public Builder version(String version) {
            return version(Output.of(version));
        }

        /**
         * @param clusterType {@code standard} (one zone, the default) or {@code regional} (three zones); replaces on change
         * @return this builder
         */
        public Builder clusterType(@Nullable Output<String> clusterType) {
            $.clusterType = clusterType;
            return this;
        }

        /**
         * @param clusterType {@code standard} (one zone, the default) or {@code regional} (three zones); replaces on change
         * @return this builder
         */
        public Builder clusterType(@Nullable String clusterType) {
            return clusterType(clusterType == null ? null : Output.of(clusterType));
        }

        /**
         * @param availabilityZones the availability zones: exactly one for a standard cluster, three for a regional one
         * @return this builder
         */
        public Builder availabilityZones(Output<List<String>> availabilityZones) {
            $.availabilityZones = availabilityZones;
            return this;
        }

        /**
         * @param availabilityZones the availability zones: exactly one for a standard cluster, three for a regional one
         * @return this builder
         */
        public Builder availabilityZones(List<String> availabilityZones) {
            return availabilityZones(Output.of(availabilityZones));
        }

        /**
         * @param availabilityZones the availability zones: exactly one for a standard cluster, three for a regional one
         * @return this builder
         */
        public Builder availabilityZones(String... availabilityZones) {
            return availabilityZones(List.of(availabilityZones));
        }

        /**
         * @param masterCount the number of masters: 1, 3 or 5 for standard (default 1), 3 or 5 for regional (default 3)
         * @return this builder
         */
        public Builder masterCount(@Nullable Output<Integer> masterCount) {
            $.masterCount = masterCount;
            return this;
        }

        /**
         * @param masterCount the number of masters: 1, 3 or 5 for standard (default 1), 3 or 5 for regional (default 3)
         * @return this builder
         */
        public Builder masterCount(@Nullable Integer masterCount) {
            return masterCount(masterCount == null ? null : Output.of(masterCount));
        }

        /**
         * @param masterFlavorId the flavor UUID of the master VMs; changing it scales the control plane in place
         * @return this builder
         */
        public Builder masterFlavorId(Output<String> masterFlavorId) {
            $.masterFlavorId = masterFlavorId;
            return this;
        }

        /**
         * @param masterFlavorId the flavor UUID of the master VMs; changing it scales the control plane in place
         * @return this builder
         */
        public Builder masterFlavorId(String masterFlavorId) {
            return masterFlavorId(Output.of(masterFlavorId));
        }

        /**
         * @param networkId the UUID of the network the cluster lives in
         * @return this builder
         */
        public Builder networkId(Output<String> networkId) {
            $.networkId = networkId;
            return this;
        }

        /**
         * @param networkId the UUID of the network the cluster lives in
         * @return this builder
         */
        public Builder networkId(String networkId) {
            return networkId(Output.of(networkId));
        }

        /**
         * @param subnetId the UUID of the subnet of the nodes
         * @return this builder
         */
        public Builder subnetId(Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        /**
         * @param subnetId the UUID of the subnet of the nodes
         * @return this builder
         */
        public Builder subnetId(String subnetId) {
            return subnetId(Output.of(subnetId));
        }

        /**
         * @param loadbalancerSubnetId the UUID of the subnet of the API load balancer
         * @return this builder
         */
        public Builder loadbalancerSubnetId(Output<String> loadbalancerSubnetId) {
            $.loadbalancerSubnetId = loadbalancerSubnetId;
            return this;
        }

        /**
         * @param loadbalancerSubnetId the UUID of the subnet of the API load balancer
         * @return this builder
         */
        public Builder loadbalancerSubnetId(String loadbalancerSubnetId) {
            return loadbalancerSubnetId(Output.of(loadbalancerSubnetId));
        }

        /**
         * @param networkPlugin the CNI: {@code calico} (default) or {@code cilium}
         * @return this builder
         */
        public Builder networkPlugin(@Nullable Output<String> networkPlugin) {
            $.networkPlugin = networkPlugin;
            return this;
        }

        /**
         * @param networkPlugin the CNI: {@code calico} (default) or {@code cilium}
         * @return this builder
         */
        public Builder networkPlugin(@Nullable String networkPlugin) {
            return networkPlugin(networkPlugin == null ? null : Output.of(networkPlugin));
        }

        /**
         * @param podsIpv4Cidr the pod network, default {@code 10.100.0.0/16}
         * @return this builder
         */
        public Builder podsIpv4Cidr(@Nullable Output<String> podsIpv4Cidr) {
            $.podsIpv4Cidr = podsIpv4Cidr;
            return this;
        }

        /**
         * @param podsIpv4Cidr the pod network, default {@code 10.100.0.0/16}
         * @return this builder
         */
        public Builder podsIpv4Cidr(@Nullable String podsIpv4Cidr) {
            return podsIpv4Cidr(podsIpv4Cidr == null ? null : Output.of(podsIpv4Cidr));
        }

        /**
         * @param description a description of at most 256 characters
         * @return this builder
         */
        public Builder description(@Nullable Output<String> description) {
            $.description = description;
            return this;
        }

        /**
         * @param description a description of at most 256 characters
         * @return this builder
         */
        public Builder description(@Nullable String description) {
            return description(description == null ? null : Output.of(description));
        }

        /**
         * @param externalNetworkId the UUID of the external network; required when {@code publicIp} is true
         * @return this builder
         */
        public Builder externalNetworkId(@Nullable Output<String> externalNetworkId) {
            $.externalNetworkId = externalNetworkId;
            return this;
        }

        /**
         * @param externalNetworkId the UUID of the external network; required when {@code publicIp} is true
         * @return this builder
         */
        public Builder externalNetworkId(@Nullable String externalNetworkId) {
            return externalNetworkId(externalNetworkId == null ? null : Output.of(externalNetworkId));
        }

        /**
         * @param publicIp whether the API gets a floating IP (default false)
         * @return this builder
         */
        public Builder publicIp(@Nullable Output<Boolean> publicIp) {
            $.publicIp = publicIp;
            return this;
        }

        /**
         * @param publicIp whether the API gets a floating IP (default false)
         * @return this builder
         */
        public Builder publicIp(@Nullable Boolean publicIp) {
            return publicIp(publicIp == null ? null : Output.of(publicIp));
        }

        /**
         * @param loadbalancerAllowedCidrs the CIDRs allowed to reach the API load balancer
         * @return this builder
         */
        public Builder loadbalancerAllowedCidrs(@Nullable Output<List<String>> loadbalancerAllowedCidrs) {
            $.loadbalancerAllowedCidrs = loadbalancerAllowedCidrs;
            return this;
        }

        /**
         * @param loadbalancerAllowedCidrs the CIDRs allowed to reach the API load balancer
         * @return this builder
         */
        public Builder loadbalancerAllowedCidrs(@Nullable List<String> loadbalancerAllowedCidrs) {
            return loadbalancerAllowedCidrs(loadbalancerAllowedCidrs == null ? null : Output.of(loadbalancerAllowedCidrs));
        }

        /**
         * @param loadbalancerAllowedCidrs the CIDRs allowed to reach the API load balancer
         * @return this builder
         */
        public Builder loadbalancerAllowedCidrs(String... loadbalancerAllowedCidrs) {
            return loadbalancerAllowedCidrs(List.of(loadbalancerAllowedCidrs));
        }

        /**
         * @param insecureRegistries registries the nodes may pull from without TLS verification
         * @return this builder
         */
        public Builder insecureRegistries(@Nullable Output<List<String>> insecureRegistries) {
            $.insecureRegistries = insecureRegistries;
            return this;
        }

        /**
         * @param insecureRegistries registries the nodes may pull from without TLS verification
         * @return this builder
         */
        public Builder insecureRegistries(@Nullable List<String> insecureRegistries) {
            return insecureRegistries(insecureRegistries == null ? null : Output.of(insecureRegistries));
        }

        /**
         * @param insecureRegistries registries the nodes may pull from without TLS verification
         * @return this builder
         */
        public Builder insecureRegistries(String... insecureRegistries) {
            return insecureRegistries(List.of(insecureRegistries));
        }

        /**
         * @param labels VK Cloud labels of the cluster
         * @return this builder
         */
        public Builder labels(@Nullable Output<Map<String, String>> labels) {
            $.labels = labels;
            return this;
        }

        /**
         * @param labels VK Cloud labels of the cluster
         * @return this builder
         */
        public Builder labels(@Nullable Map<String, String> labels) {
            return labels(labels == null ? null : Output.of(labels));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ClusterArgs build() {
            Objects.requireNonNull($.name, "ClusterArgs.name is required");
            Objects.requireNonNull($.version, "ClusterArgs.version is required");
            Objects.requireNonNull($.availabilityZones, "ClusterArgs.availabilityZones is required");
            Objects.requireNonNull($.masterFlavorId, "ClusterArgs.masterFlavorId is required");
            Objects.requireNonNull($.networkId, "ClusterArgs.networkId is required");
            Objects.requireNonNull($.subnetId, "ClusterArgs.subnetId is required");
            Objects.requireNonNull($.loadbalancerSubnetId, "ClusterArgs.loadbalancerSubnetId is required");
            return $;
        }
    }
}

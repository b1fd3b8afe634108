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

/** Inputs of {@link Cluster}. */
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

    private ClusterArgs() {
    }

    /**
     * @return Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending
     * with a letter or digit, no '--'. Unique in the project. Changing it replaces the cluster.
     */
    public Output<String> name() {
        return this.name;
    }

    /**
     * @return Kubernetes version as VK Cloud writes it, {@code vX.Y.Z} (e.g. {@code v1.34.2}; see
     * {@code getVersions}). Changed in place by an upgrade; only upgrades are possible, a lower version fails
     * at preview.
     */
    public Output<String> version() {
        return this.version;
    }

    /**
     * @return {@code standard} (masters in one zone) or {@code regional} (masters spread over three zones).
     * Default {@code standard}. Changing it replaces the cluster.
     */
    public Optional<Output<String>> clusterType() {
        return Optional.ofNullable(this.clusterType);
    }

    /**
     * @return Availability zones of the masters, e.g. {@code ["GZ1"]}: exactly one for a standard cluster,
     * exactly three different ones for a regional cluster. Order does not matter. Changing them replaces the
     * cluster.
     */
    public Output<List<String>> availabilityZones() {
        return this.availabilityZones;
    }

    /**
     * @return Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one. Default 1
     * (standard) or 3 (regional). Changing it replaces the cluster.
     */
    public Optional<Output<Integer>> masterCount() {
        return Optional.ofNullable(this.masterCount);
    }

    /**
     * @return Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for node groups only.
     * Changed in place (control-plane scaling).
     */
    public Output<String> masterFlavorId() {
        return this.masterFlavorId;
    }

    /** @return UUID of the Sprut SDN network the cluster lives in. Changing it replaces the cluster. */
    public Output<String> networkId() {
        return this.networkId;
    }

    /** @return UUID of the subnet of {@code networkId} for the nodes. Changing it replaces the cluster. */
    public Output<String> subnetId() {
        return this.subnetId;
    }

    /** @return UUID of the subnet of the Kubernetes API load balancer. Changing it replaces the cluster. */
    public Output<String> loadbalancerSubnetId() {
        return this.loadbalancerSubnetId;
    }

    /**
     * @return CNI plugin: {@code calico} or {@code cilium}. Default {@code calico}. Changing it replaces the
     * cluster.
     */
    public Optional<Output<String>> networkPlugin() {
        return Optional.ofNullable(this.networkPlugin);
    }

    /** @return IPv4 CIDR of the pod network. Default {@code 10.100.0.0/16}. Changing it replaces the cluster. */
    public Optional<Output<String>> podsIpv4Cidr() {
        return Optional.ofNullable(this.podsIpv4Cidr);
    }

    /** @return Free text of at most 256 characters. Default empty. Changing it replaces the cluster. */
    public Optional<Output<String>> description() {
        return Optional.ofNullable(this.description);
    }

    /**
     * @return UUID of the external network that gives the API load balancer its public IP; required when
     * {@code publicIp} is true. Changing it replaces the cluster.
     */
    public Optional<Output<String>> externalNetworkId() {
        return Optional.ofNullable(this.externalNetworkId);
    }

    /**
     * @return Whether the Kubernetes API gets a public (floating) IP; needs {@code externalNetworkId}. Default
     * false. Changing it replaces the cluster.
     */
    public Optional<Output<Boolean>> publicIp() {
        return Optional.ofNullable(this.publicIp);
    }

    /**
     * @return IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty allows all. Order does not
     * matter. Changing them replaces the cluster.
     */
    public Optional<Output<List<String>>> loadbalancerAllowedCidrs() {
        return Optional.ofNullable(this.loadbalancerAllowedCidrs);
    }

    /**
     * @return Container registries the nodes may pull from without TLS verification ({@code host[:port]}).
     * Order does not matter. Changing them replaces the cluster.
     */
    public Optional<Output<List<String>>> insecureRegistries() {
        return Optional.ofNullable(this.insecureRegistries);
    }

    /**
     * @return Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them replaces
     * the cluster.
     */
    public Optional<Output<Map<String, String>>> labels() {
        return Optional.ofNullable(this.labels);
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
         * @param name Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and
         * ending with a letter or digit, no '--'. Unique in the project. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder name(@Nullable Output<String> name) {
            $.name = name;
            return this;
        }

        /**
         * @param name Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and
         * ending with a letter or digit, no '--'. Unique in the project. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            return name(name == null ? null : Output.of(name));
        }

        /**
         * @param version Kubernetes version as VK Cloud writes it, {@code vX.Y.Z} (e.g. {@code v1.34.2}; see
         * {@code getVersions}). Changed in place by an upgrade; only upgrades are possible, a lower version
         * fails at preview.
         * @return this builder
         */
        public Builder version(@Nullable Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version Kubernetes version as VK Cloud writes it, {@code vX.Y.Z} (e.g. {@code v1.34.2}; see
         * {@code getVersions}). Changed in place by an upgrade; only upgrades are possible, a lower version
         * fails at preview.
         * @return this builder
         */
        public Builder version(@Nullable String version) {
            return version(version == null ? null : Output.of(version));
        }

        /**
         * @param clusterType {@code standard} (masters in one zone) or {@code regional} (masters spread over
         * three zones). Default {@code standard}. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder clusterType(@Nullable Output<String> clusterType) {
            $.clusterType = clusterType;
            return this;
        }

        /**
         * @param clusterType {@code standard} (masters in one zone) or {@code regional} (masters spread over
         * three zones). Default {@code standard}. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder clusterType(@Nullable String clusterType) {
            return clusterType(clusterType == null ? null : Output.of(clusterType));
        }

        /**
         * @param availabilityZones Availability zones of the masters, e.g. {@code ["GZ1"]}: exactly one for a
         * standard cluster, exactly three different ones for a regional cluster. Order does not matter.
         * Changing them replaces the cluster.
         * @return this builder
         */
        public Builder availabilityZones(@Nullable Output<List<String>> availabilityZones) {
            $.availabilityZones = availabilityZones;
            return this;
        }

        /**
         * @param availabilityZones Availability zones of the masters, e.g. {@code ["GZ1"]}: exactly one for a
         * standard cluster, exactly three different ones for a regional cluster. Order does not matter.
         * Changing them replaces the cluster.
         * @return this builder
         */
        public Builder availabilityZones(@Nullable List<String> availabilityZones) {
            return availabilityZones(availabilityZones == null ? null : Output.of(availabilityZones));
        }

        /**
         * @param availabilityZones Availability zones of the masters, e.g. {@code ["GZ1"]}: exactly one for a
         * standard cluster, exactly three different ones for a regional cluster. Order does not matter.
         * Changing them replaces the cluster.
         * @return this builder
         */
        public Builder availabilityZones(String... availabilityZones) {
            return availabilityZones(List.of(availabilityZones));
        }

        /**
         * @param masterCount Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one.
         * Default 1 (standard) or 3 (regional). Changing it replaces the cluster.
         * @return this builder
         */
        public Builder masterCount(@Nullable Output<Integer> masterCount) {
            $.masterCount = masterCount;
            return this;
        }

        /**
         * @param masterCount Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one.
         * Default 1 (standard) or 3 (regional). Changing it replaces the cluster.
         * @return this builder
         */
        public Builder masterCount(@Nullable Integer masterCount) {
            return masterCount(masterCount == null ? null : Output.of(masterCount));
        }

        /**
         * @param masterFlavorId Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for
         * node groups only. Changed in place (control-plane scaling).
         * @return this builder
         */
        public Builder masterFlavorId(@Nullable Output<String> masterFlavorId) {
            $.masterFlavorId = masterFlavorId;
            return this;
        }

        /**
         * @param masterFlavorId Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for
         * node groups only. Changed in place (control-plane scaling).
         * @return this builder
         */
        public Builder masterFlavorId(@Nullable String masterFlavorId) {
            return masterFlavorId(masterFlavorId == null ? null : Output.of(masterFlavorId));
        }

        /**
         * @param networkId UUID of the Sprut SDN network the cluster lives in. Changing it replaces the
         * cluster.
         * @return this builder
         */
        public Builder networkId(@Nullable Output<String> networkId) {
            $.networkId = networkId;
            return this;
        }

        /**
         * @param networkId UUID of the Sprut SDN network the cluster lives in. Changing it replaces the
         * cluster.
         * @return this builder
         */
        public Builder networkId(@Nullable String networkId) {
            return networkId(networkId == null ? null : Output.of(networkId));
        }

        /**
         * @param subnetId UUID of the subnet of {@code networkId} for the nodes. Changing it replaces the
         * cluster.
         * @return this builder
         */
        public Builder subnetId(@Nullable Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        /**
         * @param subnetId UUID of the subnet of {@code networkId} for the nodes. Changing it replaces the
         * cluster.
         * @return this builder
         */
        public Builder subnetId(@Nullable String subnetId) {
            return subnetId(subnetId == null ? null : Output.of(subnetId));
        }

        /**
         * @param loadbalancerSubnetId UUID of the subnet of the Kubernetes API load balancer. Changing it
         * replaces the cluster.
         * @return this builder
         */
        public Builder loadbalancerSubnetId(@Nullable Output<String> loadbalancerSubnetId) {
            $.loadbalancerSubnetId = loadbalancerSubnetId;
            return this;
        }

        /**
         * @param loadbalancerSubnetId UUID of the subnet of the Kubernetes API load balancer. Changing it
         * replaces the cluster.
         * @return this builder
         */
        public Builder loadbalancerSubnetId(@Nullable String loadbalancerSubnetId) {
            return loadbalancerSubnetId(loadbalancerSubnetId == null ? null : Output.of(loadbalancerSubnetId));
        }

        /**
         * @param networkPlugin CNI plugin: {@code calico} or {@code cilium}. Default {@code calico}. Changing
         * it replaces the cluster.
         * @return this builder
         */
        public Builder networkPlugin(@Nullable Output<String> networkPlugin) {
            $.networkPlugin = networkPlugin;
            return this;
        }

        /**
         * @param networkPlugin CNI plugin: {@code calico} or {@code cilium}. Default {@code calico}. Changing
         * it replaces the cluster.
         * @return this builder
         */
        public Builder networkPlugin(@Nullable String networkPlugin) {
            return networkPlugin(networkPlugin == null ? null : Output.of(networkPlugin));
        }

        /**
         * @param podsIpv4Cidr IPv4 CIDR of the pod network. Default {@code 10.100.0.0/16}. Changing it replaces
         * the cluster.
         * @return this builder
         */
        public Builder podsIpv4Cidr(@Nullable Output<String> podsIpv4Cidr) {
            $.podsIpv4Cidr = podsIpv4Cidr;
            return this;
        }

        /**
         * @param podsIpv4Cidr IPv4 CIDR of the pod network. Default {@code 10.100.0.0/16}. Changing it replaces
         * the cluster.
         * @return this builder
         */
        public Builder podsIpv4Cidr(@Nullable String podsIpv4Cidr) {
            return podsIpv4Cidr(podsIpv4Cidr == null ? null : Output.of(podsIpv4Cidr));
        }

        /**
         * @param description Free text of at most 256 characters. Default empty. Changing it replaces the
         * cluster.
         * @return this builder
         */
        public Builder description(@Nullable Output<String> description) {
            $.description = description;
            return this;
        }

        /**
         * @param description Free text of at most 256 characters. Default empty. Changing it replaces the
         * cluster.
         * @return this builder
         */
        public Builder description(@Nullable String description) {
            return description(description == null ? null : Output.of(description));
        }

        /**
         * @param externalNetworkId UUID of the external network that gives the API load balancer its public IP;
         * required when {@code publicIp} is true. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder externalNetworkId(@Nullable Output<String> externalNetworkId) {
            $.externalNetworkId = externalNetworkId;
            return this;
        }

        /**
         * @param externalNetworkId UUID of the external network that gives the API load balancer its public IP;
         * required when {@code publicIp} is true. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder externalNetworkId(@Nullable String externalNetworkId) {
            return externalNetworkId(externalNetworkId == null ? null : Output.of(externalNetworkId));
        }

        /**
         * @param publicIp Whether the Kubernetes API gets a public (floating) IP; needs
         * {@code externalNetworkId}. Default false. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder publicIp(@Nullable Output<Boolean> publicIp) {
            $.publicIp = publicIp;
            return this;
        }

        /**
         * @param publicIp Whether the Kubernetes API gets a public (floating) IP; needs
         * {@code externalNetworkId}. Default false. Changing it replaces the cluster.
         * @return this builder
         */
        public Builder publicIp(@Nullable Boolean publicIp) {
            return publicIp(publicIp == null ? null : Output.of(publicIp));
        }

        /**
         * @param loadbalancerAllowedCidrs IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty
         * allows all. Order does not matter. Changing them replaces the cluster.
         * @return this builder
         */
        public Builder loadbalancerAllowedCidrs(@Nullable Output<List<String>> loadbalancerAllowedCidrs) {
            $.loadbalancerAllowedCidrs = loadbalancerAllowedCidrs;
            return this;
        }

        /**
         * @param loadbalancerAllowedCidrs IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty
         * allows all. Order does not matter. Changing them replaces the cluster.
         * @return this builder
         */
        public Builder loadbalancerAllowedCidrs(@Nullable List<String> loadbalancerAllowedCidrs) {
            return loadbalancerAllowedCidrs(loadbalancerAllowedCidrs == null ? null : Output.of(loadbalancerAllowedCidrs));
        }

        /**
         * @param loadbalancerAllowedCidrs IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty
         * allows all. Order does not matter. Changing them replaces the cluster.
         * @return this builder
         */
        public Builder loadbalancerAllowedCidrs(String... loadbalancerAllowedCidrs) {
            return loadbalancerAllowedCidrs(List.of(loadbalancerAllowedCidrs));
        }

        /**
         * @param insecureRegistries Container registries the nodes may pull from without TLS verification
         * ({@code host[:port]}). Order does not matter. Changing them replaces the cluster.
         * @return this builder
         */
        public Builder insecureRegistries(@Nullable Output<List<String>> insecureRegistries) {
            $.insecureRegistries = insecureRegistries;
            return this;
        }

        /**
         * @param insecureRegistries Container registries the nodes may pull from without TLS verification
         * ({@code host[:port]}). Order does not matter. Changing them replaces the cluster.
         * @return this builder
         */
        public Builder insecureRegistries(@Nullable List<String> insecureRegistries) {
            return insecureRegistries(insecureRegistries == null ? null : Output.of(insecureRegistries));
        }

        /**
         * @param insecureRegistries Container registries the nodes may pull from without TLS verification
         * ({@code host[:port]}). Order does not matter. Changing them replaces the cluster.
         * @return this builder
         */
        public Builder insecureRegistries(String... insecureRegistries) {
            return insecureRegistries(List.of(insecureRegistries));
        }

        /**
         * @param labels Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them
         * replaces the cluster.
         * @return this builder
         */
        public Builder labels(@Nullable Output<Map<String, String>> labels) {
            $.labels = labels;
            return this;
        }

        /**
         * @param labels Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them
         * replaces the cluster.
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

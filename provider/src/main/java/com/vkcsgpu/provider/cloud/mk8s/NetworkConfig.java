package com.vkcsgpu.provider.cloud.mk8s;

/**
 * Cluster networking: the CNI plugin (calico or cilium, with the pods CIDR) and the Sprut SDN
 * network the nodes live in.
 */
public record NetworkConfig(Plugin plugin, Engine engine) {

    /** Exactly one of {@code calico}, {@code cilium} is set. */
    public record Plugin(PodsNetwork calico, PodsNetwork cilium) { }

    public record PodsNetwork(String podsIpv4Cidr) { }

    public record Engine(SprutEngine sprutEngine) { }

    public record SprutEngine(String networkId, String subnetId, String externalNetworkId) { }

    public static NetworkConfig calico(String podsCidr, String networkId, String subnetId, String externalNetworkId) {
        return new NetworkConfig(new Plugin(new PodsNetwork(podsCidr), null),
                new Engine(new SprutEngine(networkId, subnetId, externalNetworkId == null ? "" : externalNetworkId)));
    }

    public static NetworkConfig cilium(String podsCidr, String networkId, String subnetId, String externalNetworkId) {
        return new NetworkConfig(new Plugin(null, new PodsNetwork(podsCidr)),
                new Engine(new SprutEngine(networkId, subnetId, externalNetworkId == null ? "" : externalNetworkId)));
    }
}

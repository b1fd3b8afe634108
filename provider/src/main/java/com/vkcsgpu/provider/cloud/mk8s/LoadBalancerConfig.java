package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;

/** The Kubernetes API load balancer. */
public record LoadBalancerConfig(OctaviaEngine octaviaEngine) {

    public record OctaviaEngine(String loadbalancerSubnetId, boolean enablePublicIp, List<String> allowedCidrs) {
        public OctaviaEngine {
            allowedCidrs = allowedCidrs == null ? List.of() : List.copyOf(allowedCidrs);
        }
    }

    public static LoadBalancerConfig octavia(String subnetId, boolean publicIp, List<String> allowedCidrs) {
        return new LoadBalancerConfig(new OctaviaEngine(subnetId, publicIp, allowedCidrs));
    }
}

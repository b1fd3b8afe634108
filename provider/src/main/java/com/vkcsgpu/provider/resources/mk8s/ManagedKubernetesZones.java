package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.mk8s.ClusterClient;
import com.vkcsgpu.provider.framework.InvalidInputException;
import java.util.List;

/** The zones Managed Kubernetes lists ({@code GET availability-zones}, read-only), for the checks a preview makes. */
final class ManagedKubernetesZones {
    private ManagedKubernetesZones() {
    }

    /**
     * Refuses a zone Managed Kubernetes does not list: a pool there would pass preview and fail in {@code up} after its
     * cluster exists. A service that does not answer the call (404) or lists nothing leaves the zone to the create.
     */
    static void requireKnown(ClusterClient clusters, String zone) {
        List<String> zones;
        try {
            zones = clusters.availabilityZones();
        } catch (VkcsApiException e) {
            if (e.isNotFound()) {
                return;
            }
            throw e;
        }
        if (!zones.isEmpty() && !zones.contains(zone)) {
            throw new InvalidInputException("availabilityZone '" + zone + "' is not a zone of VK Cloud Managed Kubernetes"
                    + " in this region; the zones are " + String.join(", ", zones)
                    + ". Set the pool's availabilityZone to one of them (a GPU flavor is offered only in some: see getGpuFlavors)");
        }
    }
}

package com.vkcsgpu.emulator.cloud;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every cluster, node group and cluster addon of the emulated project. All reads and writes of
 * the records happen while holding this object's monitor ({@code synchronized (store)}), so
 * handlers and scheduled transitions see consistent state.
 */
final class Mk8sStore {
    final Map<String, ClusterRecord> clusters = new LinkedHashMap<>();
    final Map<String, NodeGroupRecord> nodeGroups = new LinkedHashMap<>();
    final Map<String, ClusterAddonRecord> addons = new LinkedHashMap<>();

    /** A cluster by id, uuid or name (gen-2 GET accepts all three in vk-cs/terraform-provider-vkcs PR #693). */
    synchronized Optional<ClusterRecord> cluster(String idUuidOrName) {
        ClusterRecord byId = clusters.get(idUuidOrName);
        if (byId != null) {
            return Optional.of(byId);
        }
        return clusters.values().stream()
                .filter(c -> c.uuid.equals(idUuidOrName) || c.name.equals(idUuidOrName))
                .findFirst();
    }

    synchronized ClusterRecord requireCluster(String idUuidOrName) {
        return cluster(idUuidOrName).orElseThrow(
                () -> ApiException.notFound("cluster " + idUuidOrName + " not found"));
    }

    synchronized List<NodeGroupRecord> nodeGroupsOf(String clusterId) {
        List<NodeGroupRecord> result = new ArrayList<>();
        for (NodeGroupRecord ng : nodeGroups.values()) {
            if (ng.clusterId.equals(clusterId)) {
                result.add(ng);
            }
        }
        return result;
    }

    synchronized List<ClusterAddonRecord> addonsOf(String clusterId) {
        return addons.values().stream().filter(a -> a.clusterId.equals(clusterId)).toList();
    }
}

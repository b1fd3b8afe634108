package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.cloud.CloudTolerances;
import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.compute.ComputeClient;
import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.FlavorZones;
import com.vkcsgpu.provider.cloud.http.Json;
import com.vkcsgpu.provider.cloud.http.SafeCreate;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.wait.WaitControl;
import com.google.gson.JsonObject;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Gen-2 node groups (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/services/kubernetes/containerinfra/v2). Node
 * groups have no status: after a change the parent cluster
 * goes RECONCILING and back to RUNNING, which {@link #awaitClusterSettled} waits for (as
 * vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_node_group_v2.go does).
 * Every change tolerates a 409 from a busy cluster by waiting for RUNNING and retrying.
 */
public final class NodeGroupClient {
    private final ServiceApi api;
    private final ClusterClient clusters;
    private final ComputeClient compute;
    private final Waiter waiter;
    private final WaitTimings timings;

    public NodeGroupClient(ServiceApi api, ClusterClient clusters, ComputeClient compute, Waiter waiter, WaitTimings timings) {
        this.api = api;
        this.clusters = clusters;
        this.compute = compute;
        this.waiter = waiter;
        this.timings = timings;
    }

    /**
     * Creates a node group and returns its id without waiting. A lost answer is resolved by looking
     * the group up by name in its cluster before sending the create again. When the cloud refuses
     * the request (400) and the flavor's zones are known ({@link FlavorZones}) but exclude the
     * requested zone, the error names the zones that offer the flavor.
     */
    public String createNodeGroup(String clusterId, NodeGroupSpec spec, WaitControl control) {
        String operation = "create node group '" + spec.name() + "' in cluster " + clusterId;
        String body = createBody(clusterId, spec);
        try {
            // a node group is written when the request is accepted, before its nodes exist, so being listed is
            // no evidence the cluster has started on it: the next wait looks for RECONCILING or the settle time
            String id = clusters.mutate(clusterId, operation, control, cluster -> false, () -> SafeCreate.create(api.policy(),
                    clusters.tolerances().notFoundGrace(),
                    () -> api.call(operation, "POST", "node-groups", body, false, CreateResponse.class).nodeGroupId(),
                    () -> findNodeGroupByName(clusterId, spec.name()).map(NodeGroup::id)));
            clusters.mutations().created(id);
            return id;
        } catch (VkcsApiException e) {
            throw e.status() == 400 ? withZoneAdvice(e, spec) : e;
        }
    }

    /** {@code e} with the zones offering the flavor appended, when they are known and exclude the asked zone. */
    private VkcsApiException withZoneAdvice(VkcsApiException e, NodeGroupSpec spec) {
        String flavorId = spec.vmEngine() == null ? null : spec.vmEngine().flavorId();
        if (!compute.knowsZones() || flavorId == null || spec.zones().isEmpty()) {
            return e;
        }
        Optional<Flavor> flavor;
        Optional<Set<String>> offered;
        try {
            flavor = compute.findFlavor(flavorId);
            offered = flavor.flatMap(compute::zonesOffering);
        } catch (VkcsException lookupFailed) {
            return e; // the advice is a courtesy; the refusal is the error to report
        }
        if (offered.isEmpty() || offered.get().containsAll(spec.zones())) {
            return e;
        }
        String advice = "flavor " + flavor.get().name() + " is offered in zone(s) " + String.join(", ", new TreeSet<>(offered.get()))
                + ", not in " + String.join(", ", spec.zones()) + ": set the node group's availability zone to one of those";
        String message = e.serverMessage() == null ? advice : e.serverMessage() + " (" + advice + ")";
        return new VkcsApiException(e.operation(), e.method(), e.path(), e.status(), e.requestId().orElse(null), message,
                e.retryAfter().orElse(null), e.isBusy());
    }

    /** The node group with this id; empty when absent. */
    public Optional<NodeGroup> findNodeGroup(String nodeGroupId) {
        return api.find("get node group " + nodeGroupId, "node-groups/" + Endpoints.segment(nodeGroupId), Wrapper.class)
                .map(Wrapper::nodeGroup);
    }

    /**
     * The node group named {@code name} in the cluster; empty when absent. Tries both by-name GETs
     * ({@code clusters/{cid}/node-groups/{name}} and {@code …/node-groups/by-name/{name}}, {@link ByNameLookup}; only
     * VK's unreleased Terraform branches use them, vk-cs/terraform-provider-vkcs PR #693), then the cluster's own {@code node_groups} list, for an API that
     * takes ids only.
     */
    public Optional<NodeGroup> findNodeGroupByName(String clusterId, String name) {
        Optional<NodeGroup> byName = ByNameLookup.find(api, "node group of cluster " + clusterId,
                        "clusters/" + Endpoints.segment(clusterId) + "/node-groups", name, Wrapper.class)
                .map(Wrapper::nodeGroup)
                .filter(group -> name.equals(group.name()));
        if (byName.isPresent()) {
            return byName;
        }
        return clusters.findCluster(clusterId).stream()
                .flatMap(cluster -> cluster.nodeGroups() == null ? java.util.stream.Stream.empty() : cluster.nodeGroups().stream())
                .filter(group -> name.equals(group.name()))
                .findFirst();
    }

    /** Sends a scale / labels / taints / flavor / upgrade-chunk change without waiting. */
    public void patchNodeGroup(String clusterId, String nodeGroupId, NodeGroupPatch patch, WaitControl control) {
        if (patch.isEmpty()) {
            return;
        }
        String operation = "update node group " + nodeGroupId;
        String body = Json.COMPACT.toJson(patch);
        clusters.mutate(clusterId, operation, control, cluster -> false,
                () -> api.call(operation, "PATCH", "node-groups/" + Endpoints.segment(nodeGroupId), body, true));
    }

    /**
     * Starts deleting a node group; false when it was already gone. Terraform treats a 404 here as
     * an error (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_node_group_v2.go); we count it as
     * done, because the goal (no such group) holds and
     * because a DELETE retried after a lost answer sees exactly that 404.
     */
    public boolean deleteNodeGroup(String clusterId, String nodeGroupId, WaitControl control) {
        String operation = "delete node group " + nodeGroupId;
        return clusters.mutate(clusterId, operation, control, cluster -> !lists(cluster, nodeGroupId),
                () -> api.deleteIfPresent(operation, "node-groups/" + Endpoints.segment(nodeGroupId)));
    }

    private static boolean lists(Cluster cluster, String nodeGroupId) {
        return cluster.nodeGroups() != null && cluster.nodeGroups().stream().anyMatch(group -> nodeGroupId.equals(group.id()));
    }

    /** Waits until the parent cluster is RUNNING again after a node group change. */
    public Cluster awaitClusterSettled(String clusterId, WaitControl control) {
        return clusters.awaitRunning(clusterId, control, timings);
    }

    /**
     * Waits until a node group this process just created can be read, and returns it: a 404 to a read sent within
     * {@link CloudTolerances#notFoundGrace()} of its create is a read that has not caught up yet.
     */
    public NodeGroup awaitVisible(String nodeGroupId, WaitControl control) {
        return waiter.await("node group " + nodeGroupId, "readable", timings, control, () -> {
            ClusterMutations.ReadAfterCreate<NodeGroup> read = clusters.mutations().readAfterCreate(nodeGroupId,
                    clusters.tolerances().notFoundGrace(), () -> findNodeGroup(nodeGroupId));
            if (read.found().isPresent()) {
                return PollOutcome.done(read.found().get());
            }
            return read.lateRead()
                    ? PollOutcome.pending("not visible yet (404 right after create)")
                    : PollOutcome.failed("the node group does not exist (404)");
        });
    }

    /** Waits until the node group is gone (GET answers 404). */
    public void awaitNodeGroupGone(String nodeGroupId, WaitControl control) {
        waiter.await("node group " + nodeGroupId, "deleted", timings, control,
                () -> findNodeGroup(nodeGroupId).isEmpty() ? PollOutcome.done(Boolean.TRUE) : PollOutcome.pending("present"));
    }

    /**
     * The {@code POST node-groups} body. Empty labels and taints and an unset upgrade chunk are left out,
     * never sent as {@code {}}, {@code []} or 0: the Terraform provider's request struct marks them
     * {@code omitempty} (vk-cs/terraform-provider-vkcs v0.16.0,
     * vkcs/internal/services/kubernetes/containerinfra/v2/nodegroups/requests.go), so that is the shape the
     * API is known to accept.
     */
    static String createBody(String clusterId, NodeGroupSpec spec) {
        JsonObject body = Json.COMPACT.toJsonTree(new CreateRequest(clusterId, spec)).getAsJsonObject();
        JsonObject nodeGroup = body.getAsJsonObject("node_group_spec");
        if (spec.labels().isEmpty()) {
            nodeGroup.remove("labels");
        }
        if (spec.taints().isEmpty()) {
            nodeGroup.remove("taints");
        }
        if (spec.parallelUpgradeChunk() == 0) {
            nodeGroup.remove("parallel_upgrade_chunk");
        }
        return body.toString();
    }

    private record CreateRequest(String clusterId, NodeGroupSpec nodeGroupSpec) { }

    private record CreateResponse(String nodeGroupId) { }

    private record Wrapper(NodeGroup nodeGroup) { }
}

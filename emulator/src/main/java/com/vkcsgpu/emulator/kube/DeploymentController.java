package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A simple Deployment controller: keeps {@code spec.replicas} (default 1) pods of the current
 * template, replacing pods of an older template, and reports {@code replicas},
 * {@code updatedReplicas}, {@code readyReplicas}, {@code availableReplicas},
 * {@code unavailableReplicas}, {@code observedGeneration} and the conditions {@code Available}
 * ({@code MinimumReplicasAvailable}/{@code MinimumReplicasUnavailable}) and {@code Progressing}
 * ({@code NewReplicaSetAvailable}/{@code ReplicaSetUpdated}), worded as upstream.
 *
 * <p>Approximation: no ReplicaSet objects (the kind is not served); pods are owned by the
 * Deployment directly and labelled {@code pod-template-hash}, named {@code <deployment>-<hash>-<xxxxx>}
 * like real ones. Every replica is required for Available (maxUnavailable 0), and a template
 * change replaces all pods at once.
 */
final class DeploymentController {
    static final String MANAGER = "deployment-controller";
    static final String HASH_LABEL = "pod-template-hash";

    private final KubeStore store;

    DeploymentController(KubeStore store) {
        this.store = store;
    }

    void start() {
        store.subscribe(BuiltinTypes.DEPLOYMENT, event -> {
            if (!event.type().equals("DELETED")) {
                reconcile(Json.namespace(event.object()), Json.name(event.object()));
            }
        });
        store.subscribe(BuiltinTypes.POD, event -> DaemonSetController.ownerOfKind(event.object(), "Deployment")
                .ifPresent(owner -> reconcile(Json.namespace(event.object()), owner)));
    }

    private void reconcile(String namespace, String name) {
        JsonObject deployment = store.get(BuiltinTypes.DEPLOYMENT, namespace, name).orElse(null);
        if (deployment == null || Json.metadata(deployment).has("deletionTimestamp")) {
            return;
        }
        JsonObject spec = Json.child(deployment, "spec");
        int replicas = spec.has("replicas") ? spec.get("replicas").getAsInt() : 1;
        JsonObject template = Json.child(spec, "template");
        String hash = Owners.templateHash(template);
        List<JsonObject> pods = new ArrayList<>(alivePods(deployment));
        for (JsonObject pod : List.copyOf(pods)) {
            boolean outdated = !hash.equals(Json.labels(pod).get(HASH_LABEL));
            if (outdated || Owners.phase(pod).equals("Failed") || Owners.phase(pod).equals("Succeeded")) {
                store.delete(BuiltinTypes.POD, namespace, Json.name(pod));
                pods.remove(pod);
            }
        }
        pods.sort(Comparator.comparing(pod -> Json.string(Json.metadata(pod), "creationTimestamp")));
        while (pods.size() > replicas) {
            JsonObject newest = pods.remove(pods.size() - 1);
            store.delete(BuiltinTypes.POD, namespace, Json.name(newest));
        }
        for (int i = pods.size(); i < replicas; i++) {
            JsonObject pod = Owners.podFromTemplate(deployment, template,
                    name + "-" + hash + "-" + Owners.randomSuffix());
            Json.child(Json.metadata(pod), "labels").addProperty(HASH_LABEL, hash);
            Owners.createPod(store, deployment, namespace, pod, MANAGER);
        }
        writeStatus(deployment, replicas);
    }

    private List<JsonObject> alivePods(JsonObject deployment) {
        return Owners.ownedPods(store, deployment, LabelSelector.ALL).stream()
                .filter(pod -> !Json.metadata(pod).has("deletionTimestamp")).toList();
    }

    private void writeStatus(JsonObject deployment, int replicas) {
        List<JsonObject> pods = alivePods(deployment);
        int ready = (int) pods.stream().filter(Owners::isPodReady).count();
        JsonObject status = new JsonObject();
        status.addProperty("observedGeneration", Json.metadata(deployment).get("generation").getAsLong());
        DaemonSetController.putIfNonZero(status, "replicas", pods.size());
        DaemonSetController.putIfNonZero(status, "updatedReplicas", pods.size());
        DaemonSetController.putIfNonZero(status, "readyReplicas", ready);
        DaemonSetController.putIfNonZero(status, "availableReplicas", ready);
        DaemonSetController.putIfNonZero(status, "unavailableReplicas", Math.max(0, replicas - ready));
        boolean available = ready >= replicas;
        JsonObject previous = Json.childOrNull(deployment, "status");
        JsonArray conditions = new JsonArray();
        conditions.add(Conditions.carry(previous, "Available", available ? "True" : "False",
                available ? "MinimumReplicasAvailable" : "MinimumReplicasUnavailable",
                available ? "Deployment has minimum availability." : "Deployment does not have minimum availability.",
                true));
        String name = Json.name(deployment);
        conditions.add(Conditions.carry(previous, "Progressing", "True",
                available ? "NewReplicaSetAvailable" : "ReplicaSetUpdated",
                available ? "ReplicaSet \"" + name + "\" has successfully progressed."
                        : "ReplicaSet \"" + name + "\" is progressing.", true));
        status.add("conditions", conditions);
        store.edit(BuiltinTypes.DEPLOYMENT, Json.namespace(deployment), name, MANAGER, current -> {
            current.add("status", status);
            return current;
        });
    }
}

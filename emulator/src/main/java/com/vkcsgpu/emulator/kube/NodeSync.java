package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Keeps the Node objects of each node group in step with the cloud side, playing the parts of
 * the cloud controller manager and the kubelet's registration.
 *
 * <p>Labels and taints go in by server-side apply under the field manager {@value #MANAGER}
 * (forced, as a controller owning them would), so labels set by others (NFD, the GPU Operator,
 * users) survive, and platform labels the node group dropped disappear. Status (capacity,
 * allocatable, conditions, nodeInfo) is written once, when the node registers; after that it
 * belongs to simulations (GPU allocatable appears only when a simulated device plugin adds it).
 *
 * <p>A node the cloud removes (scale-in, a chunk of a rolling replacement) is drained first: cordoned
 * ({@code spec.unschedulable}), its pods deleted — the evictions of {@code kubectl drain}, and the pod
 * garbage collector's deletion of what a drain leaves (DaemonSet pods) once the node is gone — then
 * deleted. Controllers then replace their pods elsewhere.
 */
final class NodeSync {
    /** Field manager of the node-group controller. */
    static final String MANAGER = "vkcs-node-controller";
    /** The label VK Cloud puts on worker nodes naming their node group. */
    static final String NODE_POOL_LABEL = "mcs.mail.ru/mcs-nodepool";

    private final KubeStore store;
    /** The kubelet version nodes register with: the cluster's, changed by an upgrade (which replaces the nodes). */
    private volatile String kubernetesVersion;
    /** The image nodes boot: what they report on registration (existing nodes keep theirs until replaced). */
    private volatile NodeOs nodeOs = NodeOs.ALMALINUX_9;
    /** What the cloud says each node is (GPU count and model are not visible in the Node object). */
    private final Map<String, EmulatedNode> hardware = new ConcurrentHashMap<>();

    NodeSync(KubeStore store, String kubernetesVersion) {
        this.store = store;
        this.kubernetesVersion = kubernetesVersion;
    }

    void sync(String nodeGroup, List<EmulatedNode> nodes) {
        Set<String> wanted = nodes.stream().map(EmulatedNode::name).collect(Collectors.toSet());
        for (JsonObject existing : store.list(BuiltinTypes.NODE, null,
                LabelSelector.parse(NODE_POOL_LABEL + "=" + nodeGroup), FieldSelector.ALL)) {
            if (!wanted.contains(Json.name(existing))) {
                hardware.remove(Json.name(existing));
                drain(Json.name(existing));
                store.delete(BuiltinTypes.NODE, null, Json.name(existing));
            }
        }
        for (EmulatedNode node : nodes) {
            hardware.put(node.name(), node);
            boolean registered = store.get(BuiltinTypes.NODE, null, node.name()).isPresent();
            if (registered) {
                store.apply(BuiltinTypes.NODE, null, node.name(), spec(node), WriteScope.MAIN, MANAGER, true);
            } else {
                // A kubelet registers its Node with its status in one create (kubernetes pkg/registry/core/node
                // strategy.go: nodes may set status on create), so no reader sees a Node without one.
                JsonObject registration = spec(node);
                registration.add("status", status(node).get("status"));
                store.apply(BuiltinTypes.NODE, null, node.name(), registration, WriteScope.ALL, MANAGER, true);
            }
        }
    }

    /** Cordons {@code node} and deletes every pod bound to it. */
    private void drain(String node) {
        store.edit(BuiltinTypes.NODE, null, node, MANAGER, live -> {
            Json.child(live, "spec").addProperty("unschedulable", true);
            return live;
        });
        for (JsonObject pod : store.list(BuiltinTypes.POD, null, LabelSelector.ALL, FieldSelector.ALL)) {
            if (node.equals(FieldSelector.valueAt(pod, "spec.nodeName"))) {
                try {
                    store.delete(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod));
                } catch (KubeApiException e) {
                    // Deleted since the list (its DaemonSet or Job went first): drained all the same.
                    if (e.code() != 404) {
                        throw e;
                    }
                }
            }
        }
    }

    /** Nodes registering from now on report {@code version} (existing ones keep theirs until replaced). */
    void kubeletVersion(String version) {
        this.kubernetesVersion = version;
    }

    /** Nodes registering from now on boot {@code os} (existing ones keep theirs, as a booted image does). */
    void nodeOs(NodeOs os) {
        this.nodeOs = java.util.Objects.requireNonNull(os, "os");
    }

    /** The node as the cloud side described it, while it exists. */
    Optional<EmulatedNode> hardware(String nodeName) {
        return Optional.ofNullable(hardware.get(nodeName));
    }

    private static JsonObject spec(EmulatedNode node) {
        JsonObject object = new JsonObject();
        object.addProperty("apiVersion", "v1");
        object.addProperty("kind", "Node");
        JsonObject metadata = Json.metadata(object);
        metadata.addProperty("name", node.name());
        JsonObject labels = Json.child(metadata, "labels");
        labels.addProperty("kubernetes.io/hostname", node.name());
        labels.addProperty("kubernetes.io/os", "linux");
        labels.addProperty("kubernetes.io/arch", "amd64");
        labels.addProperty(NODE_POOL_LABEL, node.nodeGroup());
        node.labels().forEach(labels::addProperty);
        JsonObject spec = Json.child(object, "spec");
        spec.addProperty("providerID", "openstack:///" + node.name());
        JsonArray taints = new JsonArray();
        for (EmulatedNode.Taint taint : node.taints()) {
            JsonObject json = new JsonObject();
            json.addProperty("key", taint.key());
            if (taint.value() != null && !taint.value().isEmpty()) {
                json.addProperty("value", taint.value());
            }
            json.addProperty("effect", taint.effect());
            taints.add(json);
        }
        spec.add("taints", taints);
        return object;
    }

    private JsonObject status(EmulatedNode node) {
        JsonObject object = new JsonObject();
        Json.metadata(object).addProperty("name", node.name());
        JsonObject status = Json.child(object, "status");
        JsonObject capacity = Json.child(status, "capacity");
        capacity.addProperty("cpu", Integer.toString(node.cpu()));
        capacity.addProperty("memory", node.memoryMiB() * 1024 + "Ki");
        capacity.addProperty("pods", "110");
        capacity.addProperty("ephemeral-storage", "104857600Ki");
        status.add("allocatable", capacity.deepCopy());
        JsonArray conditions = new JsonArray();
        String now = KubeStore.now();
        conditions.add(condition("MemoryPressure", "False", "KubeletHasSufficientMemory", now));
        conditions.add(condition("DiskPressure", "False", "KubeletHasNoDiskPressure", now));
        conditions.add(condition("PIDPressure", "False", "KubeletHasSufficientPID", now));
        conditions.add(condition("Ready", "True", "KubeletReady", now));
        status.add("conditions", conditions);
        JsonArray addresses = new JsonArray();
        JsonObject hostname = new JsonObject();
        hostname.addProperty("type", "Hostname");
        hostname.addProperty("address", node.name());
        addresses.add(hostname);
        status.add("addresses", addresses);
        JsonObject nodeInfo = Json.child(status, "nodeInfo");
        nodeInfo.addProperty("architecture", "amd64");
        nodeInfo.addProperty("operatingSystem", "linux");
        nodeOs.describe(nodeInfo, kubernetesVersion);
        nodeInfo.addProperty("kubeletVersion", kubernetesVersion);
        nodeInfo.addProperty("kubeProxyVersion", kubernetesVersion);
        nodeInfo.addProperty("machineID", Integer.toHexString(node.name().hashCode()));
        nodeInfo.addProperty("systemUUID", java.util.UUID.nameUUIDFromBytes(node.name().getBytes(
                java.nio.charset.StandardCharsets.UTF_8)).toString());
        nodeInfo.addProperty("bootID", java.util.UUID.randomUUID().toString());
        return object;
    }

    private static JsonObject condition(String type, String status, String reason, String now) {
        JsonObject condition = new JsonObject();
        condition.addProperty("type", type);
        condition.addProperty("status", status);
        condition.addProperty("lastHeartbeatTime", now);
        condition.addProperty("lastTransitionTime", now);
        condition.addProperty("reason", reason);
        condition.addProperty("message", "kubelet " + reason);
        return condition;
    }
}

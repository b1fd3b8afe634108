package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Plays the kubelet of every node: a pod bound to an existing node leaves {@code Pending} as its
 * {@link PodFate} says: by default pods that restart ({@code restartPolicy: Always}) run and
 * become Ready, others (job pods) complete with exit code 0. A GPU stack simulation replaces the
 * fate function to hold pods (init containers waiting for a driver), fail them, or let them run.
 */
public final class KubeletSimulator {
    /** What happens to a bound pod. */
    public enum PodFate {
        /** Running, every init container exited 0, every container ready. */
        RUN,
        /** Succeeded: containers exited 0. */
        SUCCEED,
        /** Failed: containers exited 1. */
        FAIL,
        /** Stay Pending; a simulation will write the status itself. */
        HOLD
    }

    static final String MANAGER = "kubelet";

    private final KubeStore store;
    private volatile Function<JsonObject, PodFate> fate = KubeletSimulator::defaultFate;
    private final List<Predicate<JsonObject>> heldBySimulations = new CopyOnWriteArrayList<>();

    KubeletSimulator(KubeStore store) {
        this.store = store;
    }

    /** Decides what happens to each newly bound pod (called on the cluster's event thread; return quickly). */
    public void setPodFate(Function<JsonObject, PodFate> fate) {
        this.fate = fate;
    }

    /**
     * Leaves every pod matching {@code pods} Pending whatever the fate function says, so a
     * simulation (such as the GPU Operator's operand pods) can drive its status itself. Several
     * simulations may each hold their own pods; {@link #setPodFate} decides for the rest.
     */
    public void holdPods(Predicate<JsonObject> pods) {
        heldBySimulations.add(pods);
    }

    void start() {
        store.subscribe(BuiltinTypes.POD, event -> {
            if (!event.type().equals("DELETED")) {
                run(event.object());
            }
        });
    }

    private void run(JsonObject pod) {
        String node = FieldSelector.valueAt(pod, "spec.nodeName");
        if (node.isEmpty() || !"Pending".equals(FieldSelector.valueAt(pod, "status.phase"))
                || Json.metadata(pod).has("deletionTimestamp")
                || store.get(BuiltinTypes.NODE, null, node).isEmpty()) {
            return;
        }
        JsonObject copy = pod.deepCopy();
        PodFate decided = heldBySimulations.stream().anyMatch(held -> held.test(copy)) ? PodFate.HOLD : fate.apply(copy);
        if (decided == PodFate.HOLD) {
            return;
        }
        store.edit(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod), MANAGER, current -> {
            finish(current, decided);
            return current;
        });
    }

    /** Writes the status the kubelet reports for a pod that reached {@code fate} (not HOLD). */
    public static void finish(JsonObject pod, PodFate fate) {
        JsonObject status = Json.child(pod, "status");
        boolean running = fate == PodFate.RUN;
        status.addProperty("phase", switch (fate) {
            case RUN -> "Running";
            case SUCCEED -> "Succeeded";
            case FAIL -> "Failed";
            case HOLD -> "Pending";
        });
        status.addProperty("hostIP", "10.0.0." + (Math.abs(FieldSelector.valueAt(pod, "spec.nodeName").hashCode()) % 250 + 2));
        status.addProperty("podIP", "10.100." + (Math.abs(Json.name(pod).hashCode()) % 250) + ".10");
        if (!status.has("startTime")) {
            status.addProperty("startTime", KubeStore.now());
        }
        status.addProperty("qosClass", "BestEffort");
        PodConditions.set(pod, "Initialized", "True", null, null);
        PodConditions.set(pod, "ContainersReady", running ? "True" : "False", running ? null : "PodCompleted", "");
        PodConditions.set(pod, "Ready", running ? "True" : "False", running ? null : "PodCompleted", "");
        PodConditions.set(pod, "PodScheduled", "True", null, null);
        status.add("initContainerStatuses", statuses(pod, "initContainers", PodFate.SUCCEED));
        status.add("containerStatuses", statuses(pod, "containers", fate));
    }

    private static JsonArray statuses(JsonObject pod, String field, PodFate fate) {
        JsonArray result = new JsonArray();
        JsonElement containers = Json.child(pod, "spec").get(field);
        if (containers == null || !containers.isJsonArray()) {
            return result;
        }
        for (JsonElement element : containers.getAsJsonArray()) {
            JsonObject container = element.getAsJsonObject();
            JsonObject status = new JsonObject();
            status.addProperty("name", Json.string(container, "name"));
            status.addProperty("image", Json.string(container, "image"));
            status.addProperty("imageID", "");
            status.addProperty("restartCount", 0);
            status.addProperty("ready", fate == PodFate.RUN);
            status.addProperty("started", fate == PodFate.RUN);
            JsonObject state = Json.child(status, "state");
            if (fate == PodFate.RUN) {
                Json.child(state, "running").addProperty("startedAt", KubeStore.now());
            } else {
                JsonObject terminated = Json.child(state, "terminated");
                terminated.addProperty("exitCode", fate == PodFate.FAIL ? 1 : 0);
                terminated.addProperty("reason", fate == PodFate.FAIL ? "Error" : "Completed");
                terminated.addProperty("startedAt", KubeStore.now());
                terminated.addProperty("finishedAt", KubeStore.now());
            }
            result.add(status);
        }
        return result;
    }

    private static PodFate defaultFate(JsonObject pod) {
        String restartPolicy = FieldSelector.valueAt(pod, "spec.restartPolicy");
        return restartPolicy.isEmpty() || restartPolicy.equals("Always") ? PodFate.RUN : PodFate.SUCCEED;
    }
}

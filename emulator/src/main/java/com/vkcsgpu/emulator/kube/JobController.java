package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;

/**
 * A Job controller for the common case ({@code completions} 1, {@code parallelism} 1): runs one
 * pod at a time from the template until one Succeeds ({@code succeeded: 1}, conditions
 * {@code SuccessCriteriaMet} and {@code Complete}, {@code completionTime}) or more than
 * {@code backoffLimit} (default 6) pods Failed (conditions {@code FailureTarget} and
 * {@code Failed}, reason {@code BackoffLimitExceeded}, "Job has reached the specified backoff
 * limit"), as the batch/v1 controller of Kubernetes 1.31 reports them. The kubelet's pod fate
 * decides how each pod ends. Pods are named {@code <job>-<xxxxx>} and labelled
 * {@code batch.kubernetes.io/job-name}, {@code job-name}, {@code batch.kubernetes.io/controller-uid}
 * and {@code controller-uid}. No retry back-off delay, indexes or pod failure policy.
 */
final class JobController {
    static final String MANAGER = "job-controller";
    private static final int DEFAULT_BACKOFF_LIMIT = 6;

    private final KubeStore store;

    JobController(KubeStore store) {
        this.store = store;
    }

    void start() {
        store.subscribe(BuiltinTypes.JOB, event -> {
            if (!event.type().equals("DELETED")) {
                reconcile(Json.namespace(event.object()), Json.name(event.object()));
            }
        });
        store.subscribe(BuiltinTypes.POD, event -> DaemonSetController.ownerOfKind(event.object(), "Job")
                .ifPresent(owner -> reconcile(Json.namespace(event.object()), owner)));
    }

    private void reconcile(String namespace, String name) {
        JsonObject job = store.get(BuiltinTypes.JOB, namespace, name).orElse(null);
        if (job == null || Json.metadata(job).has("deletionTimestamp") || finished(job)) {
            return;
        }
        JsonObject spec = Json.child(job, "spec");
        int backoffLimit = spec.has("backoffLimit") ? spec.get("backoffLimit").getAsInt() : DEFAULT_BACKOFF_LIMIT;
        List<JsonObject> pods = Owners.ownedPods(store, job, LabelSelector.ALL);
        int succeeded = (int) pods.stream().filter(p -> Owners.phase(p).equals("Succeeded")).count();
        int failed = (int) pods.stream().filter(p -> Owners.phase(p).equals("Failed")).count();
        List<JsonObject> active = pods.stream().filter(p -> !Owners.phase(p).equals("Succeeded")
                && !Owners.phase(p).equals("Failed") && !Json.metadata(p).has("deletionTimestamp")).toList();
        boolean complete = succeeded >= 1;
        boolean backoffExceeded = !complete && failed > backoffLimit;
        if (!complete && !backoffExceeded && active.isEmpty()) {
            Owners.createPod(store, job, namespace, podFor(job), MANAGER);
            active = List.of(new JsonObject());
        }
        JsonObject previous = Json.childOrNull(job, "status");
        JsonObject status = new JsonObject();
        String startTime = Json.string(previous, "startTime");
        status.addProperty("startTime", startTime == null ? KubeStore.now() : startTime);
        DaemonSetController.putIfNonZero(status, "active", complete || backoffExceeded ? 0 : active.size());
        DaemonSetController.putIfNonZero(status, "ready",
                (int) active.stream().filter(p -> p.has("status") && Owners.isPodReady(p)).count());
        DaemonSetController.putIfNonZero(status, "succeeded", succeeded);
        DaemonSetController.putIfNonZero(status, "failed", failed);
        JsonArray conditions = new JsonArray();
        if (complete) {
            // Kubernetes 1.31 adds SuccessCriteriaMet before Complete (JobSuccessPolicy, beta).
            conditions.add(Conditions.carry(previous, "SuccessCriteriaMet", "True", "CompletionsReached",
                    "Reached expected number of succeeded pods", false));
            conditions.add(Conditions.carry(previous, "Complete", "True", "CompletionsReached",
                    "Reached expected number of succeeded pods", false));
            status.addProperty("completionTime", KubeStore.now());
        } else if (backoffExceeded) {
            conditions.add(Conditions.carry(previous, "FailureTarget", "True", "BackoffLimitExceeded",
                    "Job has reached the specified backoff limit", false));
            conditions.add(Conditions.carry(previous, "Failed", "True", "BackoffLimitExceeded",
                    "Job has reached the specified backoff limit", false));
        }
        if (!conditions.isEmpty()) {
            status.add("conditions", conditions);
        }
        store.edit(BuiltinTypes.JOB, namespace, name, MANAGER, current -> {
            current.add("status", status);
            return current;
        });
    }

    private static boolean finished(JsonObject job) {
        JsonObject status = Json.childOrNull(job, "status");
        for (String type : List.of("Complete", "Failed")) {
            JsonObject condition = Conditions.find(status, type);
            if (condition != null && "True".equals(Json.string(condition, "status"))) {
                return true;
            }
        }
        return false;
    }

    private static JsonObject podFor(JsonObject job) {
        JsonObject template = Json.child(Json.child(job, "spec"), "template");
        JsonObject pod = Owners.podFromTemplate(job, template, Json.name(job) + "-" + Owners.randomSuffix());
        JsonObject labels = Json.child(Json.metadata(pod), "labels");
        String uid = Owners.uid(job);
        labels.addProperty("batch.kubernetes.io/job-name", Json.name(job));
        labels.addProperty("job-name", Json.name(job));
        labels.addProperty("batch.kubernetes.io/controller-uid", uid);
        labels.addProperty("controller-uid", uid);
        return pod;
    }
}

package com.vkcsgpu.examples.emulated;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeletSimulator.PodFate;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.WriteScope;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * GPU workloads running in an emulated cluster, as a training team's would be when a reviewer previews a change: a
 * Job (its pod has a controller) or a bare pod (none), each asking for one GPU on a named node, optionally with an
 * {@code emptyDir} scratch volume. They are written straight into the cluster's store (not through its API, so a
 * test's count of the API's write requests sees only the program's), and keep running until deleted.
 */
public final class GpuJobs {
    /** The label that marks a test workload, whose pods the simulated kubelet keeps running. */
    private static final String WORKLOAD_LABEL = "gpu-jobs.test/workload";
    private static final String MANAGER = "gpu-jobs-test";
    private static final Duration STARTS_WITHIN = Duration.ofSeconds(60);

    private final KubeApiServer cluster;

    private GpuJobs(KubeApiServer cluster) {
        this.cluster = cluster;
    }

    /**
     * Workloads in {@code cluster}: its kubelet runs their pods (and, as by default, pods that restart always) and
     * completes the other pods that are not held by a simulation.
     */
    public static GpuJobs in(KubeApiServer cluster) {
        cluster.kubelet().setPodFate(pod -> {
            JsonObject labels = pod.getAsJsonObject("metadata").getAsJsonObject("labels");
            JsonObject spec = pod.getAsJsonObject("spec");
            boolean always = !spec.has("restartPolicy") || spec.get("restartPolicy").getAsString().equals("Always");
            return labels != null && labels.has(WORKLOAD_LABEL) || always ? PodFate.RUN : PodFate.SUCCEED;
        });
        return new GpuJobs(cluster);
    }

    /** Starts Job {@code namespace/name} with one pod on {@code node}; returns the pod's name once it runs. */
    public String runJob(String namespace, String name, String node, boolean emptyDir) {
        namespace(namespace);
        JsonObject job = object("batch/v1", "Job", namespace, name);
        JsonObject template = new JsonObject();
        template.add("metadata", labelled(new JsonObject(), name));
        template.add("spec", podSpec(node, emptyDir));
        JsonObject spec = new JsonObject();
        spec.add("template", template);
        spec.addProperty("backoffLimit", 0);
        job.add("spec", spec);
        cluster.store().create(BuiltinTypes.JOB, namespace, job, WriteScope.ALL, MANAGER);
        return awaitRunning(namespace, name, () -> "the pod of Job " + namespace + "/" + name);
    }

    /** Starts pod {@code namespace/name}, which no controller manages, on {@code node}; returns once it runs. */
    public String runBarePod(String namespace, String name, String node, boolean emptyDir) {
        namespace(namespace);
        JsonObject pod = object("v1", "Pod", namespace, name);
        labelled(pod.getAsJsonObject("metadata"), name);
        pod.add("spec", podSpec(node, emptyDir));
        cluster.store().create(BuiltinTypes.POD, namespace, pod, WriteScope.ALL, MANAGER);
        return awaitRunning(namespace, name, () -> "pod " + namespace + "/" + name);
    }

    /**
     * A GPU tenant's quota (as GpuTenant labels it) of {@code gpus} {@code nvidia.com/gpu} in {@code namespace}, as a
     * team sized it for the pool's GPUs of today.
     */
    public void tenantQuota(String namespace, int gpus) {
        namespace(namespace);
        JsonObject quota = object("v1", "ResourceQuota", namespace, "gpu-quota");
        JsonObject labels = new JsonObject();
        labels.addProperty("vkcs-gpu.io/tenant", namespace);
        quota.getAsJsonObject("metadata").add("labels", labels);
        JsonObject hard = new JsonObject();
        hard.addProperty("requests.nvidia.com/gpu", Integer.toString(gpus));
        JsonObject spec = new JsonObject();
        spec.add("hard", hard);
        quota.add("spec", spec);
        cluster.store().create(BuiltinTypes.RESOURCE_QUOTA, namespace, quota, WriteScope.ALL, MANAGER);
    }

    /** The running pods of workload {@code name} in {@code namespace}, by name. */
    public List<String> runningPods(String namespace, String name) {
        return cluster.store().list(BuiltinTypes.POD, namespace, LabelSelector.parse(WORKLOAD_LABEL + "=" + name),
                        FieldSelector.ALL).stream()
                .filter(p -> !p.getAsJsonObject("metadata").has("deletionTimestamp"))
                .filter(p -> "Running".equals(FieldSelector.valueAt(p, "status.phase")))
                .map(p -> p.getAsJsonObject("metadata").get("name").getAsString()).sorted().toList();
    }

    /** Whether pod {@code namespace/name} still exists. */
    public boolean exists(String namespace, String pod) {
        return cluster.store().get(BuiltinTypes.POD, namespace, pod).isPresent();
    }

    private String awaitRunning(String namespace, String name, java.util.function.Supplier<String> what) {
        Instant deadline = Instant.now().plus(STARTS_WITHIN);
        while (Instant.now().isBefore(deadline)) {
            Optional<String> running = runningPods(namespace, name).stream().findFirst();
            if (running.isPresent()) {
                return running.get();
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for " + what.get(), e);
            }
        }
        throw new AssertionError(what.get() + " did not run within " + STARTS_WITHIN + "; pods in " + namespace + ": "
                + cluster.store().list(BuiltinTypes.POD, namespace, LabelSelector.ALL, FieldSelector.ALL));
    }

    private void namespace(String namespace) {
        if (cluster.store().get(BuiltinTypes.NAMESPACE, null, namespace).isEmpty()) {
            cluster.store().create(BuiltinTypes.NAMESPACE, null, object("v1", "Namespace", null, namespace),
                    WriteScope.ALL, MANAGER);
        }
    }

    private static JsonObject object(String apiVersion, String kind, String namespace, String name) {
        JsonObject object = new JsonObject();
        object.addProperty("apiVersion", apiVersion);
        object.addProperty("kind", kind);
        JsonObject metadata = new JsonObject();
        metadata.addProperty("name", name);
        if (namespace != null) {
            metadata.addProperty("namespace", namespace);
        }
        object.add("metadata", metadata);
        return object;
    }

    private static JsonObject labelled(JsonObject metadata, String workload) {
        JsonObject labels = new JsonObject();
        labels.addProperty(WORKLOAD_LABEL, workload);
        metadata.add("labels", labels);
        return metadata;
    }

    /** One container asking for one GPU on {@code node}, tolerating the pools' GPU taint. */
    private static JsonObject podSpec(String node, boolean emptyDir) {
        JsonObject spec = JsonParser.parseString("""
                {"restartPolicy": "Never",
                 "tolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}],
                 "containers": [{"name": "train", "image": "nvcr.io/nvidia/pytorch:25.01-py3",
                                 "resources": {"limits": {"nvidia.com/gpu": "1"}}}]}
                """).getAsJsonObject();
        spec.addProperty("nodeName", node);
        if (emptyDir) {
            JsonArray volumes = JsonParser.parseString("[{\"name\": \"scratch\", \"emptyDir\": {}}]").getAsJsonArray();
            spec.add("volumes", volumes);
        }
        return spec;
    }
}

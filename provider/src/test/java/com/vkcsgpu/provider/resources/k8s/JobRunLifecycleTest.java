package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.emulator.kube.KubeletSimulator;
import com.vkcsgpu.emulator.kube.KubeletSimulator.PodFate;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.testing.RecordingProgress;
import com.vkcsgpu.provider.framework.ProviderException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** JobRun against an emulated cluster whose scheduler, kubelet and Job controller run the Job. */
class JobRunLifecycleTest {
    static final String SMOKE = """
            apiVersion: batch/v1
            kind: Job
            metadata: {name: smoke-l4}
            spec:
              backoffLimit: 0
              template:
                spec:
                  restartPolicy: Never
                  nodeSelector: {vkcs-gpu.io/pool: l4}
                  tolerations: [{key: nvidia.com/gpu, operator: Equal, value: present, effect: NoSchedule}]
                  containers:
                  - name: smoke
                    image: nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04
                    command: [nvidia-smi]
                    resources: {limits: {nvidia.com/gpu: "1"}}
            """;

    private final KubeTestCluster cluster = new KubeTestCluster("jobrun");
    private final ResourceHandler<JobRunArgs, JobRunState> handler = new ResourceHandler<>(
            new JobRunResource(KubeClients::fromKubeconfig, Duration.ofMillis(20)), new OperationTracker());
    private final List<String> progress = new CopyOnWriteArrayList<>();
    private final ProgressReporter reporter = RecordingProgress.statusesInto(progress);

    @BeforeEach
    void gpuNode() {
        cluster.client().namespaces().resource(new NamespaceBuilder().withNewMetadata().withName("team-a")
                .endMetadata().build()).create();
        cluster.server().syncNodeGroup("l4", List.of(new EmulatedNode("l4-0", "l4", Map.of("vkcs-gpu.io/pool", "l4"),
                List.of(new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule")), 16, 65536, 1, "L4")));
        cluster.store().edit(BuiltinTypes.NODE, null, "l4-0", "device-plugin", n -> {
            n.getAsJsonObject("status").getAsJsonObject("allocatable").addProperty("nvidia.com/gpu", "1");
            n.getAsJsonObject("status").getAsJsonObject("capacity").addProperty("nvidia.com/gpu", "1");
            return n;
        });
    }

    @AfterEach
    void close() {
        cluster.close();
    }

    private void podsEnd(PodFate fate, String log) {
        cluster.server().kubelet().setPodFate(pod -> {
            cluster.store().setPodLog(FieldSelector.valueAt(pod, "metadata.namespace"),
                    FieldSelector.valueAt(pod, "metadata.name"), log);
            return fate;
        });
    }

    private Map<String, Object> inputs(String job) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("job", job);
        m.put("namespace", "team-a");
        m.put("logLines", 3.0);
        ResourceHandler.CheckResult checked = handler.check(m);
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    private List<JsonObject> jobsAndPods() {
        List<JsonObject> all = new ArrayList<>(cluster.store().list(BuiltinTypes.JOB, "team-a", LabelSelector.ALL,
                FieldSelector.ALL));
        all.addAll(cluster.store().list(BuiltinTypes.POD, "team-a", LabelSelector.ALL, FieldSelector.ALL));
        return all;
    }

    @Test
    void aSucceedingJobIsCreatedWithItsLogTailAndDeleteLeavesNothing() {
        podsEnd(PodFate.SUCCEED, "line 1\nline 2\nGPU 0: NVIDIA L4 (UUID: GPU-1)\n| 0 MiB / 23034 MiB |\nDone\n");
        Map<String, Object> in = inputs(SMOKE);
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:smoke", reporter);

        assertEquals("team-a/smoke-l4", created.id());
        assertEquals("Complete", Values.unwrap(created.outputs().get("outcome")));
        assertEquals("GPU 0: NVIDIA L4 (UUID: GPU-1)\n| 0 MiB / 23034 MiB |\nDone",
                Values.unwrap(created.outputs().get("logTail")), "the last logLines lines");
        JsonObject pod = cluster.store().list(BuiltinTypes.POD, "team-a", LabelSelector.ALL, FieldSelector.ALL).get(0);
        assertEquals("l4-0", FieldSelector.valueAt(pod, "spec.nodeName"), "scheduled onto the tainted GPU node");
        assertEquals(FieldSelector.valueAt(pod, "metadata.name"), Values.unwrap(created.outputs().get("podName")));
        assertTrue(created.outputs().get("kubeconfig") instanceof Values.Secret, "the kubeconfig stays secret");

        ResourceHandler.ReadResult refreshed = handler.read(created.id(), created.outputs(), in, 0, "urn:smoke",
                ProgressReporter.NONE);
        assertEquals("Complete", Values.unwrap(refreshed.outputs().get("outcome")));
        assertTrue(handler.diff(created.outputs(), in, inputs(SMOKE.replace("nvidia-smi", "nvidia-smi -L")), List.of())
                .requiresReplace(), "a changed Job runs again");
        assertTrue(handler.deleteBeforeReplace(), "the new run reuses the Job's name");

        handler.delete(created.id(), created.outputs(), 0, "urn:smoke", reporter);
        assertEquals(List.of(), jobsAndPods());
        handler.delete(created.id(), created.outputs(), 0, "urn:smoke", reporter); // already gone: fine
        assertEquals("", handler.read(created.id(), created.outputs(), in, 0, "urn:smoke", ProgressReporter.NONE).id());
    }

    @Test
    void aFailingJobFailsWithThePodStateAndLogTailThenARetryRunsItAgain() {
        podsEnd(PodFate.FAIL, "starting\nCUDA error: no CUDA-capable device is detected\nexit\n");
        Map<String, Object> in = inputs(SMOKE);
        PartialFailureException failed = assertThrows(PartialFailureException.class,
                () -> handler.create(in, false, 0, "urn:smoke", reporter));
        String message = failed.getMessage();
        assertTrue(message.contains("Job team-a/smoke-l4 failed (BackoffLimitExceeded"), message);
        assertTrue(message.contains(": Failed; container smoke terminated: Error, exit code 1"), message);
        assertTrue(message.contains("CUDA error: no CUDA-capable device is detected\nexit"), message);
        assertEquals("team-a/smoke-l4", failed.id(), "the Job is recorded, so nothing leaks");
        assertNotNull(Values.unwrap(failed.outputs().get("jobRef")));

        // The engine retries a resource with init errors by an update: the Job runs again.
        podsEnd(PodFate.SUCCEED, "GPU 0: NVIDIA L4\n");
        Map<String, Object> updated = handler.update(failed.id(), failed.outputs(), in, false, 0, "urn:smoke", reporter);
        assertEquals("Complete", Values.unwrap(updated.get("outcome")));
        assertEquals(2, jobsAndPods().size(), "one Job and its one successful pod; the failed pod went with the old Job");

        handler.delete(failed.id(), updated, 0, "urn:smoke", reporter);
        assertEquals(List.of(), jobsAndPods());
    }

    @Test
    void aPodThatCannotBeScheduledTimesOutSayingWhy() {
        String untolerated = SMOKE.replace("tolerations: [{key: nvidia.com/gpu, operator: Equal, value: present, "
                + "effect: NoSchedule}]", "tolerations: []");
        ProviderException timeout = assertThrows(ProviderException.class,
                () -> handler.create(inputs(untolerated), false, 1, "urn:smoke", reporter));
        String message = timeout.getMessage();
        assertTrue(message.startsWith("timed out after "), message);
        assertTrue(message.contains(" waiting for Job team-a/smoke-l4 to finish; last observed: "), message);
        assertTrue(message.endsWith("; raise the resource's customTimeouts if the cluster is slow"), message);
        assertTrue(message.contains("not scheduled: Unschedulable: 0/1 nodes are available"), message);
        assertTrue(message.contains("untolerated taint {nvidia.com/gpu: present}"), message);
        assertTrue(progress.stream().anyMatch(p -> p.startsWith("waiting for Job team-a/smoke-l4 to finish")),
                progress.toString());
    }

    static Stream<Arguments> faultsMidWait() {
        String polls = "/apis/batch/v1/namespaces/team-a/jobs/smoke-l4|/api/v1/namespaces/team-a/pods";
        return Stream.of(
                Arguments.of("429 from the API", KubeFaults.Fault.status("GET", polls, 429, 2), true),
                Arguments.of("503 from the API", KubeFaults.Fault.status("GET", polls, 503, 2), true),
                Arguments.of("500s beyond the client's retries", KubeFaults.Fault.status("GET", polls, 500, 12), true),
                Arguments.of("API unreachable for a while", KubeFaults.Fault.drop("*", ".*", 12), true),
                Arguments.of("token expired (401)", KubeFaults.Fault.status("*", ".*", 401, 1), false));
    }

    /**
     * A fault of the cluster's API while the Job runs: a passing one is waited out (the Job runs on whatever its API
     * answers now); refused credentials end the create as UNAUTHENTICATED, and the next up (an update of the
     * recorded run) runs the Job again, leaving one Job.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("faultsMidWait")
    void aFaultWhileTheJobRunsIsWaitedOutOrFailsAndTheNextUpLeavesOneJob(String name, KubeFaults.Fault fault,
                                                                        boolean waitedOut) throws Exception {
        cluster.server().kubelet().setPodFate(pod -> PodFate.HOLD);
        Map<String, Object> in = inputs(SMOKE);
        CompletableFuture<ResourceHandler.Created> run = CompletableFuture.supplyAsync(
                () -> handler.create(in, false, 0, "urn:smoke", reporter));
        Instant deadline = Instant.now().plusSeconds(60);
        while (progress.stream().noneMatch(p -> p.startsWith("waiting for Job")) && !run.isDone()
                && Instant.now().isBefore(deadline)) {
            Poll.pause();
        }
        assertFalse(run.isDone(), "the Job is held Pending, so the create waits");
        cluster.server().faults().inject(fault);
        while (!cluster.server().faults().pending().isEmpty() && !run.isDone() && Instant.now().isBefore(deadline)) {
            Poll.pause();
        }
        cluster.server().faults().clear();
        podsEnd(PodFate.SUCCEED, "GPU 0: NVIDIA L4\n");
        JsonObject held = cluster.store().list(BuiltinTypes.POD, "team-a", LabelSelector.ALL, FieldSelector.ALL).get(0);
        cluster.store().edit(BuiltinTypes.POD, "team-a", FieldSelector.valueAt(held, "metadata.name"), "kubelet", pod -> {
            KubeletSimulator.finish(pod, PodFate.SUCCEED);
            return pod;
        });
        Map<String, Object> outputs;
        try {
            outputs = run.get(60, TimeUnit.SECONDS).outputs();
            assertTrue(waitedOut, name + " should have ended the create");
        } catch (ExecutionException e) {
            PartialFailureException failed = assertInstanceOf(PartialFailureException.class, e.getCause());
            assertFalse(waitedOut, name + " should have been waited out: " + failed.getMessage());
            assertEquals(FailureKind.UNAUTHENTICATED, assertInstanceOf(ProviderException.class, failed.getCause()).kind(),
                    "the run is recorded (ErrorResourceInitFailed) and the reason is refused credentials");
            assertTrue(failed.getMessage().contains("refused the credentials"), failed.getMessage());
            assertFalse(failed.getMessage().matches("(?s).*\\b\\w+(Exception|Error)\\b.*"), failed.getMessage());
            outputs = handler.update(failed.id(), failed.outputs(), in, false, 0, "urn:smoke", reporter);
        }
        assertEquals("Complete", Values.unwrap(outputs.get("outcome")));
        assertEquals(1, cluster.store().list(BuiltinTypes.JOB, "team-a", LabelSelector.ALL, FieldSelector.ALL).size());
    }
}

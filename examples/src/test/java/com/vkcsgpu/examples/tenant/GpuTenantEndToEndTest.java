package com.vkcsgpu.examples.tenant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.gpu.GpuTimings;
import com.vkcsgpu.emulator.gpu.SimulatedGpuCluster;
import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.KubeApiFactory;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeletSimulator.PodFate;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceQuota;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.TolerationBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.rbac.RoleBinding;
import io.fabric8.kubernetes.api.model.rbac.Subject;
import io.fabric8.kubernetes.api.model.scheduling.v1.PriorityClass;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link GpuTenantProgram} through the engine harness with the real plugin against an embedded VK Cloud emulator
 * whose cluster simulates the GPU Operator: the tenant's objects and its GPU smoke Job, checked with a fabric8
 * client against the emulated API server, across up, an in-place quota change, a failing smoke test and destroy.
 *
 * <p>The emulator's kubelet decides each pod's fate; this test plays {@code nvidia-smi}: the default command
 * succeeds and logs the GPU it saw, a command naming a GPU index ({@code -i}) the node lacks fails with exit code 1
 * and nvidia-smi's message.
 */
class GpuTenantEndToEndTest {
    private static final String PROJECT = "gpu-tenant-e2e";
    private static final double TIME_SCALE = 0.001;
    private static final String TENANT = GpuTenantProgram.TENANT;
    private static final String SMOKE_LABEL = "vkcs-gpu.io/smoke-test";
    private static final String TENANT_LABEL = "vkcs-gpu.io/tenant";
    private static final String SMOKE_JOB = "smoke-" + GpuTenantProgram.POOL;
    private static final String GPU_SEEN = "GPU 0: NVIDIA L4 (UUID: GPU-5b7e61a4-3c52-4c2e-9d57-0d4d0b1c9e21)\n";
    private static final String NO_SUCH_GPU = "No devices were found\n";
    private static final String FAILING_COMMAND = "nvidia-smi -i 7";

    private final AtomicReference<KubeApiServer> kubeApi = new AtomicReference<>();
    private VkCloudEmulator cloud;

    @BeforeEach
    void startCloud() {
        KubeApiFactory simulated = SimulatedGpuCluster.factory(GpuTimings.realistic().scaled(TIME_SCALE));
        KubeApiFactory capturing = new KubeApiFactory() {
            @Override
            public EmulatedKubeApi start(String clusterName, EmulatorCa ca) {
                return capture(simulated.start(clusterName, ca));
            }

            @Override
            public EmulatedKubeApi start(String clusterName, EmulatorCa ca, String kubernetesVersion,
                    double timeScale) {
                return capture(simulated.start(clusterName, ca, kubernetesVersion, timeScale));
            }
        };
        cloud = EmulatedStack.emulator(TIME_SCALE).kubeApiFactory(capturing).start();
    }

    private EmulatedKubeApi capture(EmulatedKubeApi api) {
        KubeApiServer server = ((SimulatedGpuCluster) api).server();
        server.kubelet().setPodFate(pod -> fate(server, pod));
        kubeApi.set(server);
        return api;
    }

    @AfterEach
    void stopCloud() {
        if (cloud != null) {
            cloud.close();
        }
    }

    /** Smoke pods play nvidia-smi; every other pod keeps the kubelet's default (run if restarted, else complete). */
    private static PodFate fate(KubeApiServer server, JsonObject pod) {
        JsonObject metadata = pod.getAsJsonObject("metadata");
        JsonObject spec = pod.getAsJsonObject("spec");
        boolean smoke = metadata.has("labels") && metadata.getAsJsonObject("labels").has(SMOKE_LABEL);
        if (!smoke) {
            String restartPolicy = spec.has("restartPolicy") ? spec.get("restartPolicy").getAsString() : "Always";
            return restartPolicy.equals("Always") ? PodFate.RUN : PodFate.SUCCEED;
        }
        String command = spec.getAsJsonArray("containers").get(0).getAsJsonObject().getAsJsonArray("command")
                .asList().stream().map(e -> e.getAsString()).collect(Collectors.joining(" "));
        boolean badIndex = command.contains(" -i ");
        server.store().setPodLog(metadata.get("namespace").getAsString(), metadata.get("name").getAsString(),
                badIndex ? NO_SUCH_GPU : GPU_SEEN);
        return badIndex ? PodFate.FAIL : PodFate.SUCCEED;
    }


    private RunResult up(Path stateFile, int gpuQuota, String smokeCommand) {
        return up(stack(stateFile).config(PROJECT + ":gpuQuota", String.valueOf(gpuQuota)), smokeCommand);
    }

    private RunResult up(EngineHarness.Builder builder, String smokeCommand) {
        if (smokeCommand != null) {
            builder.config(PROJECT + ":smokeCommand", smokeCommand);
        }
        return builder.build().up(Program.javaMain(Classpaths.current(), GpuTenantProgram.class.getName()));
    }

    private EngineHarness.Builder stack(Path stateFile) {
        return EmulatedStack.harnessWithFixtureChart(cloud, PROJECT, stateFile, TIME_SCALE);
    }

    private KubernetesClient kube() {
        KubeApiServer server = kubeApi.get();
        assertNotNull(server, "the emulator started no cluster API");
        String ca = Base64.getEncoder().encodeToString(cloud.caCertificatePem().getBytes(StandardCharsets.UTF_8));
        return new KubernetesClientBuilder().withConfig(new ConfigBuilder().withMasterUrl(server.serverUrl().toString())
                .withOauthToken(server.bearerToken()).withCaCertData(ca).build()).build();
    }

    @Test
    void tenantUpUpdateFailingSmokeTestAndDestroy(@TempDir Path dir) {
        Path state = dir.resolve("state.json");

        // (1) up: the tenant's objects, and a smoke Job that ran on the pool once its GPUs were allocatable.
        RunResult up = up(state, 2, null).assertSucceeded();
        assertTrue(up.call("Create", "tenant-objects").started() >= up.call("Create", "gpu-gate").finished(),
                () -> "the tenant (dependsOn the GpuOperator) waits for its readiness gate:\n" + up.describe());
        assertTrue(up.call("Create", "tenant-smoke-l4-pool").started() >= up.call("Create", "tenant-objects").finished(),
                "the smoke Job runs in the tenant's namespace, after its objects");
        EmulatorSnapshot.NodeGroup pool = cloud.snapshot().cluster("ml-gpu").orElseThrow().nodeGroups().get(0);
        String poolNode = pool.nodeNames().get(0);
        Toleration gpuTaint = new TolerationBuilder().withKey("nvidia.com/gpu").withOperator("Equal")
                .withValue("present").withEffect("NoSchedule").build();
        Map<String, String> poolSelector = Map.of("vkcs-gpu.io/pool", GpuTenantProgram.POOL);
        String quotaUid;
        try (KubernetesClient kube = kube()) {
            assertNotNull(kube.namespaces().withName(TENANT).get(), "namespace");
            ResourceQuota quota = kube.resourceQuotas().inNamespace(TENANT).withName("gpu-quota").get();
            assertEquals(new Quantity("2"), quota.getSpec().getHard().get("requests.nvidia.com/gpu"));
            quotaUid = quota.getMetadata().getUid();
            PriorityClass priority = kube.scheduling().v1().priorityClasses().withName(TENANT + "-priority").get();
            assertEquals(100_000, priority.getValue(), "training's default priority");
            RoleBinding editors = kube.rbac().roleBindings().inNamespace(TENANT).withName("tenant-editors").get();
            assertEquals("ClusterRole/edit", editors.getRoleRef().getKind() + "/" + editors.getRoleRef().getName());
            assertEquals(List.of("Group/" + GpuTenantProgram.EDITORS_GROUP),
                    editors.getSubjects().stream().map((Subject s) -> s.getKind() + "/" + s.getName()).toList());

            Job job = kube.batch().v1().jobs().inNamespace(TENANT).withName(SMOKE_JOB).get();
            Container smoke = job.getSpec().getTemplate().getSpec().getContainers().get(0);
            assertEquals(new Quantity("1"), smoke.getResources().getLimits().get("nvidia.com/gpu"), "exactly one GPU");
            assertEquals(List.of(gpuTaint), job.getSpec().getTemplate().getSpec().getTolerations());
            assertEquals(poolSelector, job.getSpec().getTemplate().getSpec().getNodeSelector());
            assertEquals(TENANT + "-priority", job.getSpec().getTemplate().getSpec().getPriorityClassName());
            assertEquals(1, job.getStatus().getSucceeded(), "the smoke Job completed");
            assertEquals(List.of(poolNode), kube.pods().inNamespace(TENANT).withLabel("job-name", SMOKE_JOB).list()
                    .getItems().stream().map(p -> p.getSpec().getNodeName()).toList(), "it ran on the pool's node");
        }
        assertEquals(Map.of(GpuTenantProgram.POOL, GPU_SEEN.strip()), trimmed(up.output("smokeResults")));
        assertEquals(TENANT, up.output("namespace"));
        assertEquals(TENANT + "-priority", up.output("priorityClassName"));
        assertEquals(Map.of("requests.nvidia.com/gpu", "2"), up.output("quota"));
        Map<String, Object> snippet = new LinkedHashMap<>();
        snippet.put("namespace", TENANT);
        snippet.put("priorityClassName", TENANT + "-priority");
        snippet.put("nodeSelector", poolSelector);
        snippet.put("tolerations", List.of(Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present",
                "effect", "NoSchedule")));
        snippet.put("resourceName", "nvidia.com/gpu");
        snippet.put("gpusPerNode", 1.0);
        assertEquals(Map.of(GpuTenantProgram.POOL, snippet), up.output("schedulingSnippets"), up.describe());

        // (2) a new quota updates the ResourceQuota in place and touches nothing else.
        RunResult update = up(state, 3, null).assertSucceeded();
        ResourceStep objects = update.step("tenant-objects");
        assertEquals(StepKind.UPDATE, objects.kind(), update.describe());
        assertEquals(List.of("objects[1]"), List.copyOf(objects.detailedDiff().keySet()),
                () -> "only the ResourceQuota (the second object) changes: " + objects.detailedDiff());
        update.steps().stream().filter(s -> !s.name().equals("tenant-objects") && !s.name().equals("tenant")
                        && !s.type().startsWith("pulumi:"))
                .forEach(s -> assertEquals(StepKind.SAME, s.kind(), s.name()));
        assertEquals(Map.of("requests.nvidia.com/gpu", "3"), update.output("quota"));
        try (KubernetesClient kube = kube()) {
            ResourceQuota quota = kube.resourceQuotas().inNamespace(TENANT).withName("gpu-quota").get();
            assertEquals(new Quantity("3"), quota.getSpec().getHard().get("requests.nvidia.com/gpu"));
            assertEquals(quotaUid, quota.getMetadata().getUid(), "changed in place, not recreated");
            assertEquals(Map.of("ResourceQuota", List.of("foreign-priorities", "gpu-quota"),
                    "NetworkPolicy", List.of("same-namespace-ingress-only"), "LimitRange", List.of("default-requests"),
                    "RoleBinding", List.of("tenant-editors"), "Job", List.of(SMOKE_JOB),
                    "PriorityClass", List.of(TENANT + "-priority"), "Namespace", List.of(TENANT)), tenantObjects(kube),
                    "no orphaned objects");
        }

        // (3) a smoke test that fails fails the up, with the pod's state and its log tail.
        RunResult failing = up(state, 3, FAILING_COMMAND).assertFailed();
        String errors = String.join("\n", failing.errors());
        assertTrue(errors.contains("Job " + TENANT + "/" + SMOKE_JOB + " failed"), errors);
        assertTrue(errors.contains(": Failed"), () -> "the pod's phase:\n" + errors);
        assertTrue(errors.contains("exit code 1"), () -> "the container's exit code:\n" + errors);
        assertTrue(errors.contains(NO_SUCH_GPU.strip()), () -> "the log tail:\n" + errors);

        // (4) removing the tenant (the stack's destroy would take the cluster with it) deletes every object of
        // the tenant, the failed run's Job included, and nothing else.
        RunResult removed = up(stack(state).config(PROJECT + ":tenant", "false"), null).assertSucceeded();
        assertEquals(List.of("tenant", "tenant-objects", "tenant-smoke-l4-pool"), removed.steps(StepKind.DELETE)
                .stream().map(ResourceStep::name).sorted().toList(), removed.describe());
        assertEquals(true, removed.output("ready"), "the cluster and its GPU Operator stay");
        try (KubernetesClient kube = kube()) {
            assertEquals(Map.of(), tenantObjects(kube), "destroy leaves nothing of the tenant");
            assertEquals(List.of(), kube.pods().inAnyNamespace().withLabel(SMOKE_LABEL).list().getItems().stream()
                    .map(p -> p.getMetadata().getName()).toList(), "no smoke pods left");
        }
    }

    private static Object trimmed(Object results) {
        Map<String, String> out = new LinkedHashMap<>();
        ((Map<?, ?>) results).forEach((k, v) -> out.put((String) k, ((String) v).strip()));
        return out;
    }

    /** The tenant's objects by kind (names sorted), found by the tenant label in every namespace. */
    private static Map<String, List<String>> tenantObjects(KubernetesClient kube) {
        Map<String, List<String>> found = new LinkedHashMap<>();
        put(found, "Namespace", kube.namespaces().withLabel(TENANT_LABEL, TENANT).list().getItems());
        put(found, "ResourceQuota", kube.resourceQuotas().inAnyNamespace().withLabel(TENANT_LABEL, TENANT).list()
                .getItems());
        put(found, "NetworkPolicy", kube.network().v1().networkPolicies().inAnyNamespace().withLabel(TENANT_LABEL, TENANT)
                .list().getItems());
        put(found, "LimitRange", kube.limitRanges().inAnyNamespace().withLabel(TENANT_LABEL, TENANT).list().getItems());
        put(found, "PriorityClass", kube.scheduling().v1().priorityClasses().withLabel(TENANT_LABEL, TENANT).list()
                .getItems());
        put(found, "RoleBinding", kube.rbac().roleBindings().inAnyNamespace().withLabel(TENANT_LABEL, TENANT).list()
                .getItems());
        put(found, "Job", kube.batch().v1().jobs().inAnyNamespace().withLabel(TENANT_LABEL, TENANT).list().getItems());
        return found;
    }

    private static void put(Map<String, List<String>> found, String kind,
                            List<? extends io.fabric8.kubernetes.api.model.HasMetadata> items) {
        if (!items.isEmpty()) {
            found.put(kind, items.stream().map(i -> i.getMetadata().getName()).sorted().toList());
        }
    }
}

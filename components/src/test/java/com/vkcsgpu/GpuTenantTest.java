package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestResult;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** GpuTenant with Pulumi mocks: the objects it applies, the smoke Jobs it runs, and the arguments it refuses. */
class GpuTenantTest {
    private static final String OBJECT_SET = "vkcs-gpu:k8s:ObjectSet";
    private static final String JOB_RUN = "vkcs-gpu:k8s:JobRun";
    private final FakeCloud cloud = new FakeCloud();

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    static TenantPoolArgs l4Pool() {
        return TenantPoolArgs.builder().name("l4").nodeSelector(Map.of("vkcs-gpu.io/pool", "l4"))
                .tolerations(TenantTolerationArgs.of("nvidia.com/gpu", "present", "NoSchedule")).gpusPerNode(1).build();
    }

    static TenantPoolArgs migPool() {
        return TenantPoolArgs.builder().name("a100-mig").nodeSelector(Map.of("vkcs-gpu.io/pool", "a100-mig"))
                .tolerations(TenantTolerationArgs.of("dedicated", null, "NoExecute"))
                .resourceName("nvidia.com/mig-1g.10gb").gpusPerNode(7).build();
    }

    static GpuTenantArgs.Builder prod() {
        return GpuTenantArgs.builder().kubeconfig("apiVersion: v1\nkind: Config\n").name("inference-prod")
                .workloadClass("production-inference").gpuQuota(8)
                .editors(TenantEditorsArgs.of(List.of("ml-platform", "oncall"), List.of("alice@example.com")))
                .pools(l4Pool());
    }

    private TestResult run(UnaryOperator<GpuTenantArgs.Builder> args, GpuTenant[] tenant) {
        return PulumiTest.withMocks(cloud).runTest(ctx -> tenant[0] = new GpuTenant("prod", args.apply(prod()).build(), null));
    }

    private GpuTenant create(UnaryOperator<GpuTenantArgs.Builder> args) {
        GpuTenant[] tenant = new GpuTenant[1];
        TestResult result = run(args, tenant);
        assertEquals(List.of(), result.exceptions());
        return tenant[0];
    }

    private String errors(UnaryOperator<GpuTenantArgs.Builder> args) {
        TestResult result = run(args, new GpuTenant[1]);
        StringBuilder all = new StringBuilder();
        result.exceptions().forEach(t -> {
            for (Throwable c = t; c != null; c = c.getCause()) {
                all.append(c.getMessage()).append('\n');
            }
        });
        return all.toString();
    }

    private Map<String, JsonObject> objects() {
        Map<String, JsonObject> byKind = new java.util.LinkedHashMap<>();
        for (JsonObject o : manifests()) {
            byKind.putIfAbsent(o.get("kind").getAsString(), o);
        }
        return byKind;
    }

    private List<JsonObject> manifests() {
        return ((List<?>) cloud.inputsOf(OBJECT_SET).get("objects")).stream()
                .map(manifest -> JsonParser.parseString((String) manifest).getAsJsonObject()).toList();
    }

    private JsonObject named(String kind, String name) {
        return manifests().stream().filter(o -> kind.equals(o.get("kind").getAsString())
                && name.equals(o.getAsJsonObject("metadata").get("name").getAsString())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " " + name + " among " + manifests()));
    }

    private List<JsonObject> smokeJobs() {
        return cloud.registrations.stream().filter(r -> JOB_RUN.equals(r.type))
                .map(r -> JsonParser.parseString((String) r.inputs.get("job")).getAsJsonObject()).toList();
    }

    @Test
    void appliesNamespaceQuotaPriorityClassAndEditorBinding() {
        GpuTenant tenant = create(b -> b);
        Map<String, JsonObject> objects = objects();
        assertEquals(List.of("Namespace", "ResourceQuota", "NetworkPolicy", "LimitRange", "PriorityClass", "RoleBinding"),
                List.copyOf(objects.keySet()));
        JsonObject ns = objects.get("Namespace");
        assertEquals("inference-prod", ns.getAsJsonObject("metadata").get("name").getAsString());
        assertEquals("production-inference", ns.getAsJsonObject("metadata").getAsJsonObject("labels")
                .get("vkcs-gpu.io/workload-class").getAsString());
        JsonObject quota = named("ResourceQuota", "gpu-quota");
        assertEquals("inference-prod", quota.getAsJsonObject("metadata").get("namespace").getAsString());
        assertEquals("{\"requests.nvidia.com/gpu\":\"8\"}", quota.getAsJsonObject("spec").get("hard").toString());
        JsonObject priority = objects.get("PriorityClass");
        assertEquals("inference-prod-priority", priority.getAsJsonObject("metadata").get("name").getAsString());
        assertEquals(1_000_000, priority.get("value").getAsInt());
        assertEquals("PreemptLowerPriority", priority.get("preemptionPolicy").getAsString());
        assertFalse(priority.get("globalDefault").getAsBoolean());
        JsonObject binding = objects.get("RoleBinding");
        JsonObject roleRef = binding.getAsJsonObject("roleRef");
        assertEquals(List.of("rbac.authorization.k8s.io", "ClusterRole", "edit"), List.of(roleRef.get("apiGroup")
                .getAsString(), roleRef.get("kind").getAsString(), roleRef.get("name").getAsString()));
        JsonArray subjects = binding.getAsJsonArray("subjects");
        assertEquals(List.of("Group ml-platform", "Group oncall", "User alice@example.com"),
                subjects.asList().stream().map(s -> s.getAsJsonObject().get("kind").getAsString() + " "
                        + s.getAsJsonObject().get("name").getAsString()).toList());
        assertEquals("inference-prod", PulumiTest.extractValue(tenant.namespace()));
        assertEquals("inference-prod-priority", PulumiTest.extractValue(tenant.priorityClassName()));
        assertTrue(cloud.registrations.stream().filter(r -> OBJECT_SET.equals(r.type)).findFirst().orElseThrow()
                .name.equals("prod-objects"));
        assertEquals(List.of(), smokeJobs(), "no smoke test unless asked");
    }

    @Test
    void theNamespaceEnforcesRestrictedPodSecurityByDefaultAndTheLevelIsSettable() {
        create(b -> b);
        JsonObject labels = objects().get("Namespace").getAsJsonObject("metadata").getAsJsonObject("labels");
        for (String mode : List.of("enforce", "audit", "warn")) {
            assertEquals("restricted", labels.get("pod-security.kubernetes.io/" + mode).getAsString(), mode);
        }
        PulumiTest.cleanup();
        cloud.registrations.clear();
        create(b -> b.podSecurityLevel("baseline"));
        assertEquals("baseline", objects().get("Namespace").getAsJsonObject("metadata").getAsJsonObject("labels")
                .get("pod-security.kubernetes.io/enforce").getAsString());
    }

    @Test
    void theSmokeJobMeetsTheRestrictedLevel() {
        create(b -> b.smokeTest(TenantSmokeTestArgs.builder().build()));
        JsonObject context = smokeJobs().get(0).getAsJsonObject("spec").getAsJsonObject("template")
                .getAsJsonObject("spec").getAsJsonArray("containers").get(0).getAsJsonObject()
                .getAsJsonObject("securityContext");
        assertTrue(context.get("runAsNonRoot").getAsBoolean(), context.toString());
        assertFalse(context.get("allowPrivilegeEscalation").getAsBoolean(), context.toString());
        assertEquals("[\"ALL\"]", context.getAsJsonObject("capabilities").get("drop").toString());
        assertEquals("RuntimeDefault", context.getAsJsonObject("seccompProfile").get("type").getAsString());
    }

    @Test
    void anotherTenantsPriorityIsRefusedInTheNamespace() {
        create(b -> b);
        JsonObject quota = named("ResourceQuota", "foreign-priorities");
        assertEquals("inference-prod", quota.getAsJsonObject("metadata").get("namespace").getAsString());
        assertEquals("{\"pods\":\"0\"}", quota.getAsJsonObject("spec").get("hard").toString());
        assertEquals("[{\"operator\":\"Exists\",\"scopeName\":\"PriorityClass\"},"
                        + "{\"operator\":\"NotIn\",\"scopeName\":\"PriorityClass\",\"values\":[\"inference-prod-priority\"]}]",
                quota.getAsJsonObject("spec").getAsJsonObject("scopeSelector").get("matchExpressions").toString());
    }

    @Test
    void ingressIsOpenOnlyWithinTheNamespaceAndContainersGetDefaultRequests() {
        create(b -> b);
        JsonObject policy = named("NetworkPolicy", "same-namespace-ingress-only").getAsJsonObject("spec");
        assertEquals("{}", policy.get("podSelector").toString(), "every pod of the namespace");
        assertEquals("[\"Ingress\"]", policy.get("policyTypes").toString());
        assertEquals("[{\"from\":[{\"podSelector\":{}}]}]", policy.get("ingress").toString(),
                "only pods of the same namespace (no namespaceSelector)");
        JsonObject limit = named("LimitRange", "default-requests").getAsJsonObject("spec").getAsJsonArray("limits")
                .get(0).getAsJsonObject();
        assertEquals("Container", limit.get("type").getAsString());
        assertEquals("{\"cpu\":\"100m\",\"memory\":\"128Mi\"}", limit.get("defaultRequest").toString());
    }

    @Test
    void quotaIsSizedFromTheInputs() {
        GpuTenant tenant = create(b -> b.gpuQuota(3).extraQuotas(Map.of("nvidia.com/mig-1g.10gb", 14)).maxPods(50)
                .cpu("64").memory("256Gi").pools(l4Pool(), migPool()));
        Map<String, String> expected = Map.of("requests.nvidia.com/gpu", "3", "requests.nvidia.com/mig-1g.10gb", "14",
                "pods", "50", "requests.cpu", "64", "requests.memory", "256Gi");
        assertEquals(expected, PulumiTest.extractValue(tenant.quota()));
        JsonObject hard = named("ResourceQuota", "gpu-quota").getAsJsonObject("spec").getAsJsonObject("hard");
        assertEquals(expected.keySet(), hard.keySet());
        expected.forEach((k, v) -> assertEquals(v, hard.get(k).getAsString(), k));
    }

    @Test
    void workloadClassesOrderPrioritiesAndOverridesApply() {
        create(b -> b.workloadClass("batch").preemptionPolicy("Never"));
        JsonObject batch = objects().get("PriorityClass");
        assertEquals(10_000, batch.get("value").getAsInt());
        assertEquals("Never", batch.get("preemptionPolicy").getAsString());
        assertTrue(TenantPlan.CLASS_PRIORITY.get("production-inference") > TenantPlan.CLASS_PRIORITY.get("training")
                && TenantPlan.CLASS_PRIORITY.get("training") > TenantPlan.CLASS_PRIORITY.get("batch"));
        cloud.registrations.clear();
        create(b -> b.workloadClass("training").priorityValue(123));
        assertEquals(123, objects().get("PriorityClass").get("value").getAsInt());
    }

    @Test
    void noEditorsNoBinding() {
        create(b -> b.editors(null));
        assertFalse(objects().containsKey("RoleBinding"));
    }

    @Test
    void smokeJobRequestsExactlyOneGpuOfItsPoolWithThePoolsPlacement() {
        GpuTenant tenant = create(b -> b.extraQuotas(Map.of("nvidia.com/mig-1g.10gb", 7)).pools(l4Pool(), migPool())
                .smokeTest(TenantSmokeTestArgs.builder().build()));
        List<JsonObject> jobs = smokeJobs();
        assertEquals(2, jobs.size());
        JsonObject l4 = jobs.get(0);
        assertEquals("smoke-l4", l4.getAsJsonObject("metadata").get("name").getAsString());
        assertEquals("inference-prod", l4.getAsJsonObject("metadata").get("namespace").getAsString());
        assertEquals(0, l4.getAsJsonObject("spec").get("backoffLimit").getAsInt());
        JsonObject pod = l4.getAsJsonObject("spec").getAsJsonObject("template").getAsJsonObject("spec");
        assertEquals("Never", pod.get("restartPolicy").getAsString());
        assertEquals("inference-prod-priority", pod.get("priorityClassName").getAsString());
        assertEquals("{\"vkcs-gpu.io/pool\":\"l4\"}", pod.getAsJsonObject("nodeSelector").toString());
        assertEquals("[{\"effect\":\"NoSchedule\",\"key\":\"nvidia.com/gpu\",\"operator\":\"Equal\",\"value\":\"present\"}]",
                pod.getAsJsonArray("tolerations").toString());
        JsonArray containers = pod.getAsJsonArray("containers");
        assertEquals(1, containers.size());
        JsonObject container = containers.get(0).getAsJsonObject();
        assertEquals("nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04", container.get("image").getAsString());
        assertEquals("[\"nvidia-smi\"]", container.getAsJsonArray("command").toString());
        assertEquals("1", container.getAsJsonObject("resources").getAsJsonObject("limits").get("nvidia.com/gpu")
                .getAsString());
        assertEquals(List.of("cpu", "memory", "nvidia.com/gpu"), List.copyOf(container.getAsJsonObject("resources")
                .getAsJsonObject("requests").keySet()), "requests CPU and memory, so a capped namespace admits it");

        JsonObject mig = jobs.get(1).getAsJsonObject("spec").getAsJsonObject("template").getAsJsonObject("spec");
        JsonObject migLimits = mig.getAsJsonArray("containers").get(0).getAsJsonObject().getAsJsonObject("resources")
                .getAsJsonObject("limits");
        assertEquals("1", migLimits.get("nvidia.com/mig-1g.10gb").getAsString());
        assertFalse(migLimits.has("nvidia.com/gpu"), "only the pool's own resource");
        assertEquals("[{\"effect\":\"NoExecute\",\"key\":\"dedicated\",\"operator\":\"Exists\"}]",
                mig.getAsJsonArray("tolerations").toString());

        List<com.pulumi.test.Mocks.ResourceArgs> runs = cloud.registrations.stream()
                .filter(r -> JOB_RUN.equals(r.type)).toList();
        assertEquals(List.of("prod-smoke-l4", "prod-smoke-a100-mig"), runs.stream().map(r -> r.name).toList());
        assertEquals(Map.of("l4", "GPU 0: NVIDIA L4 (prod-smoke-l4)", "a100-mig", "GPU 0: NVIDIA L4 (prod-smoke-a100-mig)"),
                PulumiTest.extractValue(tenant.smokeResults()));
    }

    @Test
    void smokeTestSettingsAndPoolSubset() {
        create(b -> b.extraQuotas(Map.of("nvidia.com/mig-1g.10gb", 7)).pools(l4Pool(), migPool())
                .smokeTest(TenantSmokeTestArgs.builder().image("nvcr.io/nvidia/cuda:12.6.0-base-ubuntu24.04")
                        .command(List.of("nvidia-smi", "-L")).pools(List.of("a100-mig")).build()));
        List<JsonObject> jobs = smokeJobs();
        assertEquals(1, jobs.size());
        JsonObject container = jobs.get(0).getAsJsonObject("spec").getAsJsonObject("template").getAsJsonObject("spec")
                .getAsJsonArray("containers").get(0).getAsJsonObject();
        assertEquals("nvcr.io/nvidia/cuda:12.6.0-base-ubuntu24.04", container.get("image").getAsString());
        assertEquals("[\"nvidia-smi\",\"-L\"]", container.getAsJsonArray("command").toString());
    }

    @Test
    void schedulingSnippetPerPool() {
        GpuTenant tenant = create(b -> b.extraQuotas(Map.of("nvidia.com/mig-1g.10gb", 7)).pools(l4Pool(), migPool()));
        Map<String, TenantSchedulingSnippet> snippets = PulumiTest.extractValue(tenant.schedulingSnippets());
        assertEquals(new TenantSchedulingSnippet("inference-prod", "inference-prod-priority",
                Map.of("vkcs-gpu.io/pool", "l4"),
                List.of(new NodePoolToleration("nvidia.com/gpu", "Equal", "present", "NoSchedule")),
                "nvidia.com/gpu", 1), snippets.get("l4"));
        assertEquals("nvidia.com/mig-1g.10gb", snippets.get("a100-mig").resourceName());
    }

    @Test
    void aGpuNodePoolBecomesATenantPool() {
        PulumiTest.withMocks(cloud).runTest(ctx -> {
            GpuNodePool pool = new GpuNodePool("gpu", GpuNodePoolTest.l4().build(), null);
            new GpuTenant("prod", prod().pools(TenantPoolArgs.of(pool))
                    .smokeTest(TenantSmokeTestArgs.builder().build()).build(), null);
        });
        JsonObject pod = smokeJobs().get(0).getAsJsonObject("spec").getAsJsonObject("template").getAsJsonObject("spec");
        assertEquals("{\"vkcs-gpu.io/pool\":\"l4-pool\"}", pod.getAsJsonObject("nodeSelector").toString());
        assertEquals("[{\"effect\":\"NoSchedule\",\"key\":\"nvidia.com/gpu\",\"operator\":\"Equal\",\"value\":\"present\"}]",
                pod.getAsJsonArray("tolerations").toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "negative quota      | gpuQuota: must be 0 or more, got -1",
            "bad name            | name: 'Team_A' must be 1-63 lowercase letters",
            "operator namespace  | name: 'gpu-operator' is a reserved namespace",
            "kube-system         | name: 'kube-system' is reserved: the kube- prefix",
            "kube-public         | name: 'kube-public' is reserved: the kube- prefix",
            "kube-node-lease     | name: 'kube-node-lease' is reserved: the kube- prefix",
            "default namespace   | name: 'default' is a reserved namespace",
            "bad pod security    | podSecurityLevel: 'lax' is not one of privileged, baseline, restricted",
            "unknown class       | workloadClass: 'research' is not one of production-inference, training, batch",
            "priority too high   | priorityValue: must be at most 1000000000",
            "bad preemption      | preemptionPolicy: 'Sometimes' is not one of PreemptLowerPriority, Never",
            "system group        | editors.groups[0]: 'system:authenticated' is a reserved system: identity",
            "blank user          | editors.users[0]: must not be empty",
            "padded group        | editors.groups[1]: ' ops' has leading or trailing whitespace",
            "bad cpu             | cpu: 'lots' is not a Kubernetes quantity",
            "negative memory     | memory: '-1Gi' is negative",
            "negative pods       | maxPods: must be 0 or more, got -5",
            "bad extra resource  | extraQuotas[\"mig-1g\"]: 'mig-1g' is not an extended resource name",
            "unknown smoke pool  | smokeTest.pools[0]: 'h200' is not one of the tenant's pools (l4)",
            "unquoted mig pool   | pools[1].resourceName: 'nvidia.com/mig-1g.10gb' has no quota",
            "bad toleration      | pools[0].tolerations[0].effect: taint effect 'NoScheduel' is not one of",
            "zero quota smoke    | smokeTest.pools[0]: the smoke Job of pool 'l4' requests one nvidia.com/gpu but the tenant's quota of it is 0",
    })
    void badInputsAreRejectedNamingTheProperty(String what, String expected) {
        UnaryOperator<GpuTenantArgs.Builder> edit = switch (what) {
            case "negative quota" -> b -> b.gpuQuota(-1);
            case "bad name" -> b -> b.name("Team_A");
            case "operator namespace" -> b -> b.name("gpu-operator");
            case "kube-system", "kube-public", "kube-node-lease" -> b -> b.name(what);
            case "default namespace" -> b -> b.name("default");
            case "bad pod security" -> b -> b.podSecurityLevel("lax");
            case "unknown class" -> b -> b.workloadClass("research");
            case "priority too high" -> b -> b.priorityValue(2_000_000_000);
            case "bad preemption" -> b -> b.preemptionPolicy("Sometimes");
            case "system group" -> b -> b.editors(TenantEditorsArgs.of(List.of("system:authenticated"), List.of()));
            case "blank user" -> b -> b.editors(TenantEditorsArgs.of(List.of(), List.of(" ")));
            case "padded group" -> b -> b.editors(TenantEditorsArgs.of(List.of("ml", " ops"), List.of()));
            case "bad cpu" -> b -> b.cpu("lots");
            case "negative memory" -> b -> b.memory("-1Gi");
            case "negative pods" -> b -> b.maxPods(-5);
            case "bad extra resource" -> b -> b.extraQuotas(Map.of("mig-1g", 2));
            case "unknown smoke pool" -> b -> b.smokeTest(TenantSmokeTestArgs.builder().pools(List.of("h200")).build());
            case "unquoted mig pool" -> b -> b.pools(l4Pool(), migPool());
            case "bad toleration" -> b -> b.pools(TenantPoolArgs.builder().name("l4")
                    .tolerations(TenantTolerationArgs.of("nvidia.com/gpu", "present", "NoScheduel")).build());
            case "zero quota smoke" -> b -> b.gpuQuota(0).smokeTest(TenantSmokeTestArgs.builder().build());
            default -> throw new IllegalArgumentException(what);
        };
        String message = errors(edit);
        assertTrue(message.contains("invalid GpuTenant arguments"), message);
        assertTrue(message.contains(expected), what + ": " + message);
        assertFalse(cloud.typesRegistered().contains(OBJECT_SET), "nothing is created");
    }
}

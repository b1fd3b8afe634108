package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.WriteScope;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.ProviderException;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.testing.RecordingProgress;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.FixtureChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/** OperatorRelease on an emulated cluster with the fixture chart. */
class OperatorReleaseLifecycleTest {
    @TempDir
    Path temp;

    private final KubeTestCluster cluster = new KubeTestCluster("operator");
    private final List<String> progress = new CopyOnWriteArrayList<>();
    private final ProgressReporter reporter = RecordingProgress.allInto(progress);

    private ResourceHandler<OperatorReleaseArgs, OperatorReleaseState> handler() {
        return handler(Duration.ofSeconds(20));
    }

    private ResourceHandler<OperatorReleaseArgs, OperatorReleaseState> handler(Duration operandWait) {
        return new ResourceHandler<>(new OperatorReleaseResource(KubeClients::fromKubeconfig,
                new ChartRenderer(new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient())),
                Duration.ofMillis(20), operandWait), new OperationTracker());
    }

    @AfterEach
    void close() {
        cluster.close();
    }

    private Map<String, Object> inputs(Path chart, String version, String driverVersion) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("chart", Map.of("localPath", chart.toString()));
        m.put("chartVersion", version);
        m.put("values", Map.of("driver", driver(driverVersion, null), "tolerations", List.of(Map.of("key", "gpu-pool",
                "operator", "Equal", "value", "a100", "effect", "NoSchedule"))));
        ResourceHandler.CheckResult checked = handler().check(m);
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    /** The {@code values.driver} section: the driver image at {@code version}, with {@code nvidiaDriverCRD} if given. */
    private static Map<String, Object> driver(String version, Map<String, Object> nvidiaDriverCrd) {
        Map<String, Object> driver = new LinkedHashMap<>(Map.of("repository", "nvcr.io/nvidia", "image", "driver",
                "version", version));
        if (nvidiaDriverCrd != null) {
            driver.put("nvidiaDriverCRD", nvidiaDriverCrd);
        }
        return driver;
    }

    private JsonObject get(String apiVersion, String kind, String namespace, String name) {
        KubeStore store = cluster.store();
        return store.get(store.type(apiVersion, kind), namespace, name).orElseThrow(
                () -> new AssertionError(kind + " " + name + " missing"));
    }

    private Map<String, JsonObject> ownedContent(List<Map<String, Object>> applied) {
        Map<String, JsonObject> content = new java.util.TreeMap<>();
        for (Map<String, Object> ref : applied) {
            String namespace = (String) ref.get("namespace");
            JsonObject object = get((String) ref.get("apiVersion"), (String) ref.get("kind"),
                    namespace == null || namespace.isEmpty() ? null : namespace, (String) ref.get("name")).deepCopy();
            object.remove("status");
            JsonObject metadata = object.getAsJsonObject("metadata");
            metadata.remove("resourceVersion");
            // Controllers add and update their own managedFields entries concurrently (a Deployment's first status
            // write adds the controller's entry): compare only what our field manager owns, without timestamps.
            if (metadata.has("managedFields")) {
                com.google.gson.JsonArray owners = new com.google.gson.JsonArray();
                metadata.getAsJsonArray("managedFields").asList().stream()
                        .map(e -> e.getAsJsonObject().deepCopy())
                        .filter(e -> e.get("manager").getAsString().equals(com.vkcsgpu.provider.k8s.ObjectApplier.DEFAULT_FIELD_MANAGER))
                        .peek(e -> e.remove("time"))
                        .forEach(owners::add);
                metadata.add("managedFields", owners);
            }
            content.put(ref.get("kind") + "/" + namespace + "/" + ref.get("name"), object);
        }
        return content;
    }

    @Test
    void installsCrdsFirstThenTheChartAndReappliesIdempotently() {
        var handler = handler();
        Map<String, Object> in = inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20");
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:op", reporter);
        assertEquals("gpu-operator/gpu-operator", created.id());

        JsonObject namespace = get("v1", "Namespace", null, "gpu-operator");
        assertEquals("privileged", namespace.getAsJsonObject("metadata").getAsJsonObject("labels")
                .get("pod-security.kubernetes.io/enforce").getAsString());
        JsonObject policy = get("nvidia.com/v1", "ClusterPolicy", null, "cluster-policy");
        assertEquals("580.126.20", policy.getAsJsonObject("spec").getAsJsonObject("driver").get("version").getAsString());
        assertEquals(JsonParser.parseString("[{\"key\":\"gpu-pool\",\"operator\":\"Equal\",\"value\":\"a100\","
                + "\"effect\":\"NoSchedule\"}]"), policy.getAsJsonObject("spec").getAsJsonObject("daemonsets").get("tolerations"));
        get("apiextensions.k8s.io/v1", "CustomResourceDefinition", null, "nodefeaturerules.nfd.k8s-sigs.io");

        @SuppressWarnings("unchecked")
        List<Map<String, Object>> applied = (List<Map<String, Object>>) Values.unwrap(created.outputs().get("appliedObjects"));
        List<Object> kinds = applied.stream().map(o -> o.get("kind")).toList();
        assertEquals(List.of("Namespace", "CustomResourceDefinition", "CustomResourceDefinition"), kinds.subList(0, 3),
                "namespace and CRDs first: " + kinds);
        assertEquals("ClusterPolicy", kinds.get(kinds.size() - 1), "ClusterPolicy after everything: " + kinds);
        assertEquals(List.of("clusterpolicies.nvidia.com", "nvidiadrivers.nvidia.com", "nodefeaturerules.nfd.k8s-sigs.io"),
                Values.unwrap(created.outputs().get("crds")));

        // Nothing changed: no diff, and applying again writes nothing.
        assertFalse(handler.diff(created.outputs(), in, in, List.of()).hasChanges());
        // The emulator's controllers keep writing (pods, Deployment status), so compare what we own: every
        // applied object without its status and resourceVersion.
        Map<String, JsonObject> before = ownedContent(applied);
        handler.update(created.id(), created.outputs(), in, false, 0, "urn:op", reporter);
        assertEquals(before, ownedContent(applied), "an unchanged re-apply writes nothing");

        // Refresh sees every object.
        ResourceHandler.ReadResult read = handler.read(created.id(), created.outputs(), in, 0, "urn:op", reporter);
        assertEquals(created.id(), read.id());
    }

    /**
     * A chart repository that does not answer (here a port nothing listens on, offline a name that does not
     * resolve) fails the create as UNAVAILABLE, naming the URL, why in words (never "null") and what to do
     * without the repository; nothing reaches the cluster.
     */
    @Test
    void anUnreachableChartRepositoryIsUnavailableWithTheUrlTheCauseAndTheOfflineFix() throws IOException {
        int closedPort;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Map<String, Object> in = new LinkedHashMap<>(inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20"));
        String repository = "https://127.0.0.1:" + closedPort + "/nvidia";
        in.put("chart", Map.of("repositoryUrl", repository));
        ProviderException e = org.junit.jupiter.api.Assertions.assertThrows(ProviderException.class,
                () -> handler().create(in, false, 0, "urn:op", reporter));
        assertEquals(FailureKind.UNAVAILABLE, e.kind(), e.getMessage());
        assertTrue(e.getMessage().startsWith("chart: GET " + repository + "/index.yaml got no answer: the connection "
                + "was refused or could not be opened"), e.getMessage());
        assertTrue(e.getMessage().contains("chartLocalPath") && e.getMessage().contains("#chart-unreachable"),
                "says what to do offline: " + e.getMessage());
        assertFalse(e.getMessage().contains("null"), e.getMessage());
        assertTrue(cluster.store().get(cluster.store().type("v1", "Namespace"), null, "gpu-operator").isEmpty(),
                "nothing was applied");
    }

    @Test
    void reapplyingTheChartKeepsAContainerAnotherFieldManagerAdded() {
        var handler = handler();
        Map<String, Object> in = inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20");
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:op", reporter);
        // A mesh injector (another field manager) adds a sidecar to the operator by server-side apply,
        // as kube-apiserver allows: containers merge on their name, so there is no conflict.
        cluster.store().apply(BuiltinTypes.DEPLOYMENT, "gpu-operator", "gpu-operator", JsonParser.parseString("""
                {"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"gpu-operator","namespace":"gpu-operator"},
                 "spec":{"template":{"spec":{"containers":[{"name":"mesh-proxy","image":"envoyproxy/envoy:v1.31.0"}]}}}}
                """).getAsJsonObject(), com.vkcsgpu.emulator.kube.WriteScope.MAIN, "mesh-injector", false);

        Map<String, Object> upgraded = inputs(FixtureChart.directory(), FixtureChart.VERSION, "595.91.07");
        handler.update(created.id(), created.outputs(), upgraded, false, 0, "urn:op", reporter);

        JsonObject deployment = get("apps/v1", "Deployment", "gpu-operator", "gpu-operator");
        List<String> containers = deployment.getAsJsonObject("spec").getAsJsonObject("template")
                .getAsJsonObject("spec").getAsJsonArray("containers").asList().stream()
                .map(c -> c.getAsJsonObject().get("name").getAsString()).toList();
        assertEquals(List.of("gpu-operator", "mesh-proxy"), containers,
                "the re-applied chart keeps the other manager's container");
        assertEquals("595.91.07", get("nvidia.com/v1", "ClusterPolicy", null, "cluster-policy").getAsJsonObject("spec")
                .getAsJsonObject("driver").get("version").getAsString());
        String ours = deployment.getAsJsonObject("metadata").getAsJsonArray("managedFields").asList().stream()
                .map(com.google.gson.JsonElement::getAsJsonObject)
                .filter(e -> e.get("manager").getAsString().equals(com.vkcsgpu.provider.k8s.ObjectApplier.DEFAULT_FIELD_MANAGER))
                .findFirst().orElseThrow().toString();
        assertTrue(ours.contains("k:{\\\"name\\\":\\\"gpu-operator\\\"}"), ours);
        assertFalse(ours.contains("mesh-proxy"), "vkcs-gpu does not own the sidecar: " + ours);
    }

    @Test
    void aNewChartVersionUpgradesTheCrdsAndPrunesWhatItDropped() throws IOException {
        var handler = handler();
        Map<String, Object> in = inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20");
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:op", reporter);

        // The "next release": a new version, a changed CRD, one template fewer.
        Path next = copyChart(temp.resolve("next"));
        Files.writeString(next.resolve("Chart.yaml"), Files.readString(next.resolve("Chart.yaml"))
                .replace("version: v26.3.3", "version: v26.7.0"));
        Path crd = next.resolve("crds/nvidia.com_clusterpolicies.yaml");
        Files.writeString(crd, Files.readString(crd).replace("  scope: Cluster", "  scope: Cluster\n  preserveUnknownFields: false"));
        Files.delete(next.resolve("templates/rbac.yaml"));
        Map<String, Object> upgraded = inputs(next, "v26.7.0", "595.91.07");

        handler.update(created.id(), created.outputs(), upgraded, false, 0, "urn:op", reporter);

        JsonObject crdNow = get("apiextensions.k8s.io/v1", "CustomResourceDefinition", null, "clusterpolicies.nvidia.com");
        assertFalse(crdNow.getAsJsonObject("spec").get("preserveUnknownFields").getAsBoolean(), "CRD upgraded");
        assertEquals("595.91.07", get("nvidia.com/v1", "ClusterPolicy", null, "cluster-policy").getAsJsonObject("spec")
                .getAsJsonObject("driver").get("version").getAsString());
        assertTrue(cluster.store().get(BuiltinTypes.CLUSTER_ROLE, null, "gpu-operator").isEmpty(), "pruned");
        assertTrue(get("apps/v1", "Deployment", "gpu-operator", "gpu-operator").getAsJsonObject("metadata")
                .getAsJsonObject("labels").get("helm.sh/chart").getAsString().endsWith("v26.7.0"));
    }

    @Test
    void deletesClusterPolicyFirstWaitsForOperandsAndRemovesCrdsLast() throws Exception {
        var handler = handler();
        Map<String, Object> in = inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20");
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:op", reporter);
        KubeStore store = cluster.store();
        // The operator's operand, and the operator's reaction to the ClusterPolicy going away.
        store.create(BuiltinTypes.DAEMON_SET, "gpu-operator", JsonParser.parseString("""
                {"apiVersion":"apps/v1","kind":"DaemonSet","metadata":{"name":"nvidia-driver-daemonset",
                 "labels":{"app.kubernetes.io/part-of":"gpu-operator"}},
                 "spec":{"selector":{"matchLabels":{"app":"d"}},"template":{"metadata":{"labels":{"app":"d"}},
                 "spec":{"containers":[{"name":"d","image":"driver"}]}}}}""").getAsJsonObject(), WriteScope.ALL,
                "gpu-operator");
        List<String> deleted = new CopyOnWriteArrayList<>();
        var policyType = store.type("nvidia.com/v1", "ClusterPolicy");
        try (AutoCloseable a = store.subscribe(policyType, e -> {
                 if (e.type().equals("DELETED")) {
                     deleted.add("ClusterPolicy");
                     store.delete(BuiltinTypes.DAEMON_SET, "gpu-operator", "nvidia-driver-daemonset");
                 }
             });
             AutoCloseable b = store.subscribe(BuiltinTypes.DAEMON_SET, e -> record(e.type(), e.object(), deleted));
             AutoCloseable c = store.subscribe(BuiltinTypes.DEPLOYMENT, e -> record(e.type(), e.object(), deleted));
             AutoCloseable d = store.subscribe(BuiltinTypes.CRD, e -> record(e.type(), e.object(), deleted));
             AutoCloseable f = store.subscribe(BuiltinTypes.NAMESPACE, e -> record(e.type(), e.object(), deleted))) {
            handler.delete(created.id(), created.outputs(), 0, "urn:op", reporter);
            // the store's event thread delivers the DELETED events after the deletes themselves
            List<String> awaited = List.of("ClusterPolicy", "DaemonSet/nvidia-driver-daemonset", "Deployment/gpu-operator",
                    "CustomResourceDefinition/clusterpolicies.nvidia.com", "Namespace/gpu-operator");
            Poll.until("the DELETED events of " + awaited, Duration.ofSeconds(30), () -> deleted.containsAll(awaited),
                    deleted::toString);
        }

        assertEquals("ClusterPolicy", deleted.get(0), deleted.toString());
        assertEquals("DaemonSet/nvidia-driver-daemonset", deleted.get(1), "the operands go before the operator");
        int deployment = deleted.indexOf("Deployment/gpu-operator");
        int firstCrd = deleted.indexOf("CustomResourceDefinition/clusterpolicies.nvidia.com");
        assertTrue(deployment > 1 && firstCrd > deployment, deleted.toString());
        assertEquals("Namespace/gpu-operator", deleted.get(deleted.size() - 1), deleted.toString());
        assertTrue(progress.stream().anyMatch(p -> p.contains("the operator to remove its operand DaemonSets"))
                || deleted.indexOf("DaemonSet/nvidia-driver-daemonset") == 1, progress.toString());
    }

    @Test
    void aStuckOperatorDelaysTheUninstallOnlyBoundedly() {
        var handler = handler(Duration.ofMillis(300));
        Map<String, Object> in = inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20");
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:op", reporter);
        cluster.store().create(BuiltinTypes.DAEMON_SET, "gpu-operator", JsonParser.parseString("""
                {"apiVersion":"apps/v1","kind":"DaemonSet","metadata":{"name":"nvidia-driver-daemonset",
                 "labels":{"app.kubernetes.io/part-of":"gpu-operator"}},
                 "spec":{"selector":{"matchLabels":{"app":"d"}},"template":{"metadata":{"labels":{"app":"d"}},
                 "spec":{"containers":[{"name":"d","image":"driver"}]}}}}""").getAsJsonObject(), WriteScope.ALL,
                "gpu-operator");

        handler.delete(created.id(), created.outputs(), 0, "urn:op", reporter);

        assertTrue(progress.stream().anyMatch(p -> p.contains("operand DaemonSets in gpu-operator are still present")),
                progress.toString());
        assertTrue(cluster.store().get(BuiltinTypes.NAMESPACE, null, "gpu-operator").isEmpty());
        assertTrue(cluster.store().get(BuiltinTypes.DAEMON_SET, "gpu-operator", "nvidia-driver-daemonset").isEmpty(),
                "the namespace took the leftover operand with it");
    }

    private static void record(String type, JsonObject object, List<String> out) {
        if ("DELETED".equals(type)) {
            out.add(object.get("kind").getAsString() + "/" + object.getAsJsonObject("metadata").get("name").getAsString());
        }
    }

    private static Path copyChart(Path target) throws IOException {
        Path source = FixtureChart.directory();
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path to = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return target;
    }

    @Test
    void perPoolDriversAreAppliedAsNvidiaDriverResourcesWithTheChartsDefaultOff() {
        var handler = handler();
        Map<String, Object> raw = new LinkedHashMap<>(inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20"));
        @SuppressWarnings("unchecked")
        Map<String, Object> values = new LinkedHashMap<>((Map<String, Object>) raw.get("values"));
        values.put("driver", driver("580.126.20", Map.of("enabled", true, "deployDefaultCR", false)));
        raw.put("values", values);
        raw.put("nvidiaDrivers", Map.of(
                "a100-pool", Map.of("version", "580.173.02", "nodeSelector", Map.of("vkcs-gpu.io/pool", "a100-pool")),
                "l4-pool", Map.of("version", "580.126.20", "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool"))));
        Map<String, Object> in = handler.check(raw).inputs();
        handler.create(in, false, 0, "urn:op", reporter);

        JsonObject policy = get("nvidia.com/v1", "ClusterPolicy", null, "cluster-policy");
        assertTrue(policy.getAsJsonObject("spec").getAsJsonObject("driver").get("useNvidiaDriverCRD").getAsBoolean(),
                "the ClusterPolicy delegates the driver");
        JsonObject a100 = get("nvidia.com/v1alpha1", "NVIDIADriver", null, "a100-pool");
        assertEquals("580.173.02", a100.getAsJsonObject("spec").get("version").getAsString());
        assertEquals("a100-pool", a100.getAsJsonObject("spec").getAsJsonObject("nodeSelector")
                .get("vkcs-gpu.io/pool").getAsString());
        assertEquals("580.126.20", get("nvidia.com/v1alpha1", "NVIDIADriver", null, "l4-pool")
                .getAsJsonObject("spec").get("version").getAsString());
        KubeStore store = cluster.store();
        assertTrue(store.get(store.type("nvidia.com/v1alpha1", "NVIDIADriver"), null, "default").isEmpty(),
                "no catch-all default resource beside the pools'");
    }

    static Stream<Arguments> faultsMidApply() {
        String operatorObjects = "/apis/(apps|nvidia.com)/.*";
        return Stream.of(
                Arguments.of("429 from the API", KubeFaults.Fault.status("PATCH", operatorObjects, 429, 2), false),
                Arguments.of("503 from the API", KubeFaults.Fault.status("PATCH", operatorObjects, 503, 2), false),
                Arguments.of("500 from the API", KubeFaults.Fault.status("PATCH", operatorObjects, 500, 1), false),
                Arguments.of("connection dropped", KubeFaults.Fault.drop("PATCH", operatorObjects, 1), false),
                Arguments.of("503s while the CRDs become Established", KubeFaults.Fault.status("GET",
                        "/apis/apiextensions.k8s.io/v1/customresourcedefinitions/.*", 503, 12), true),
                Arguments.of("API unreachable for a while", KubeFaults.Fault.drop("*", operatorObjects, 40), false),
                Arguments.of("token expired (401)", KubeFaults.Fault.status("*", operatorObjects, 401, 40), false));
    }

    /**
     * A fault of the cluster's API after the namespace and CRDs went in: it is waited out or ends the create as
     * UNAVAILABLE/UNAUTHENTICATED with the object and cause named, and the next up (an update of the recorded
     * objects, or a create when nothing was recorded) completes with one of each object.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("faultsMidApply")
    void aFaultMidApplyRecoversOrFailsWithADiagnosisAndTheNextUpCompletesWithoutDuplicates(String name,
            KubeFaults.Fault fault, boolean mustRecover) {
        var handler = handler();
        Map<String, Object> in = inputs(FixtureChart.directory(), FixtureChart.VERSION, "580.126.20");
        cluster.server().faults().inject(fault);
        Map<String, Object> outputs;
        String outcome;
        try {
            outputs = handler.create(in, false, 0, "urn:op", reporter).outputs();
            outcome = "recovered";
        } catch (ProviderException e) {
            assertFalse(mustRecover, name + " should have been waited out: " + e.getMessage());
            ProviderException reason = e instanceof PartialFailureException ? (ProviderException) e.getCause() : e;
            assertEquals(fault.status() == 401 ? FailureKind.UNAUTHENTICATED : FailureKind.UNAVAILABLE, reason.kind(),
                    e.getMessage());
            assertFalse(e.getMessage().matches("(?s).*\\b\\w+(Exception|Error)\\b.*"), "a Java class name in: "
                    + e.getMessage());
            assertTrue(e.getMessage().contains("Kubernetes API"), "the failure names the cause: " + e.getMessage());
            outcome = "failed: " + reason.kind() + ": " + e.getMessage();
            cluster.server().faults().clear();
            outputs = e instanceof PartialFailureException partial
                    ? handler.update(partial.id(), partial.outputs(), in, false, 0, "urn:op", reporter)
                    : handler.create(in, false, 0, "urn:op", reporter).outputs();
        }
        System.err.println("OperatorRelease under " + name + ": " + outcome);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> applied = (List<Map<String, Object>>) Values.unwrap(outputs.get("appliedObjects"));
        assertEquals(applied.size(), applied.stream().map(o -> o.get("kind") + "/" + o.get("namespace") + "/"
                + o.get("name")).distinct().count(), "each object once: " + applied);
        ownedContent(applied); // every recorded object exists
        KubeStore store = cluster.store();
        long deployments = applied.stream().filter(o -> "Deployment".equals(o.get("kind"))).count();
        assertEquals(deployments, store.list(BuiltinTypes.DEPLOYMENT, "gpu-operator", LabelSelector.ALL,
                FieldSelector.ALL).size(), "no Deployment besides the recorded ones");
        assertEquals(1, store.list(store.type("nvidia.com/v1", "ClusterPolicy"), null, LabelSelector.ALL,
                FieldSelector.ALL).size());
    }
}

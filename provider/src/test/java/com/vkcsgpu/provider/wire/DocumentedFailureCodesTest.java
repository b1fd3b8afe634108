package com.vkcsgpu.provider.wire;

import static com.vkcsgpu.provider.wire.ProviderFixture.secret;
import static com.vkcsgpu.provider.wire.ProviderFixture.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.protobuf.Struct;
import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.emulator.cloud.Timings;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.CloudTolerances;
import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.resources.k8s.ObjectSetResource;
import com.vkcsgpu.provider.resources.mk8s.ClusterResource;
import com.vkcsgpu.provider.resources.mk8s.Mk8sModule;
import com.vkcsgpu.provider.resources.mk8s.NodeGroupResource;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConfigureRequest;
import pulumirpc.Provider.CreateRequest;

/**
 * Every row of the table "What the engine is told" in docs/troubleshooting.md, played: the emulator gives the
 * answer the row names (its fault injection, or a real refusal), the plugin's gRPC service handles an engine's
 * Check and Create, and the code the engine receives is the row's. The table is the one source of the expected
 * codes, so a changed mapping (in the VK Cloud client's errors, {@code CloudFailures}, {@code KubeErrors},
 * {@code KubeApiFailure} or the wire's {@code GrpcErrors}) or a changed row fails here, and a row no play covers
 * fails too.
 */
class DocumentedFailureCodesTest {
    private static final String TABLE_HEADING = "### What the engine is told";
    private static final String VK_CLOUD = "VK Cloud";
    private static final String KUBERNETES_API = "Kubernetes API";
    private static final String CONFIG_MAPS = "/api/v1/namespaces/team-a/configmaps(/settings)?";
    /** More answers than any retry takes, so the fault outlasts the retries. */
    private static final int EVERY_TIME = 200;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);

    /** A row of the table: the API that answered, its answer, and the code the engine receives. */
    record Row(String api, String answer, Status.Code code) {
        String key() {
            return api + " | " + answer;
        }
    }

    private static VkCloudEmulator cloud;
    private static ProviderFixture plugin;
    private static KubeTestCluster kube;
    private static String clusterId;
    /** A cluster of its own for the timeout: its node group's create is left running there. */
    private static String slowClusterId;
    private static final AtomicInteger NAMES = new AtomicInteger();

    @BeforeAll
    static void start() throws IOException {
        // Node groups take two (emulated) hours to come up, so a create's wait outlasts any operation timeout.
        Timings t = Timings.realistic();
        cloud = VkCloudEmulator.builder().timeScale(0.001).timings(new Timings(t.clusterProvision(), t.clusterDelete(),
                t.clusterUpgrade(), t.controlPlaneScale(), Duration.ofHours(2), t.nodeGroupUpdate(),
                t.nodeGroupDelete(), t.addonInstall(), t.addonUpdate(), t.addonDelete(), t.tokenLifetime())).start();
        // The production client, except that it makes one attempt per call and retries a busy answer three times
        // without pausing (the codes, not the retries, are under test here; RetryTest and ConflictRetryTest hold
        // those), gives up on an answer after 10 s (far above any loopback answer on a loaded machine, so only the
        // held request of the timeout play reaches it) and polls at the emulator's pace.
        RetryPolicy noPauses = RetryPolicy.defaults().withAttempts(1, 3).withTime(pause -> { }, Clock.systemUTC());
        ClientOptions options = ClientOptions.defaults().withRetry(noPauses)
                .withWaits(WaitTimings.fast(), WaitTimings.fast())
                .withTimeouts(REQUEST_TIMEOUT, Duration.ofSeconds(15))
                .withTolerances(CloudTolerances.defaults().scaled(0.001));
        List<ResourceModule> modules = new ArrayList<>(Plugin.discoverModules().stream()
                .filter(m -> !(m instanceof Mk8sModule)).toList());
        modules.add(new Mk8sModule(options));
        plugin = new ProviderFixture(modules, Map.of());
        EmulatorCredentials creds = cloud.credentials();
        plugin.stub.configure(ConfigureRequest.newBuilder().setAcceptSecrets(true).setArgs(struct(
                "authUrl", cloud.identityUrl().toString(), "username", creds.username(),
                "password", secret(creds.password()), "projectId", creds.projectId(), "region", creds.region(),
                "userDomainName", creds.userDomainName(), "caCertificate", cloud.caCertificatePem())).build());
        clusterId = create(ClusterResource.TOKEN, cluster("codes"), 0);
        slowClusterId = create(ClusterResource.TOKEN, cluster("codes-slow"), 0);
        kube = new KubeTestCluster("codes");
    }

    @AfterAll
    static void stop() {
        if (kube != null) {
            kube.close();
        }
        if (plugin != null) {
            plugin.close();
        }
        if (cloud != null) {
            cloud.close();
        }
    }

    @AfterEach
    void clearFaults() {
        cloud.clearFaults();
        kube.server().faults().clear();
    }

    /** The plays of each row, by {@link Row#key()}; each returns the status the engine received. */
    private static Map<String, List<Supplier<Status>>> plays() {
        Map<String, List<Supplier<Status>>> plays = new LinkedHashMap<>();
        plays.put(VK_CLOUD + " | 400 or 422 that lists what is wrong", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(400)),
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(422)),
                () -> statusOf(() -> create(ClusterResource.TOKEN, cluster("zone", "availabilityZones", List.of("XX9")),
                        0))));
        plays.put(VK_CLOUD + " | 409, or 400, 412 or 422 saying the cluster is busy, still after the retries", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").conflictWhileReconciling()),
                () -> busyAnsweredWith(400), () -> busyAnsweredWith(412), () -> busyAnsweredWith(422)));
        plays.put(VK_CLOUD + " | 409: the name is taken", List.of(
                () -> statusOf(() -> create(ClusterResource.TOKEN, cluster("codes"), 0))));
        plays.put(VK_CLOUD + " | 401 again after re-authentication", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(401))));
        plays.put(VK_CLOUD + " | 403", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(403))));
        plays.put(VK_CLOUD + " | 404", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(404))));
        plays.put(VK_CLOUD + " | 429 (with `Retry-After`), still after the retries", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(429, Duration.ofSeconds(2)))));
        plays.put(VK_CLOUD + " | 5xx, still after the retries", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(500)),
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").status(503))));
        plays.put(VK_CLOUD + " | no answer (connection lost, request timed out), still after the retries", List.of(
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").resetBeforeHandling()),
                () -> createNodeGroupAnswered(Fault.on("POST", "**/node-groups").latency(REQUEST_TIMEOUT.plusSeconds(1)))));
        plays.put(VK_CLOUD + " | none before the operation's timeout (`customTimeouts`)", List.of(
                () -> statusOf(() -> create(NodeGroupResource.TOKEN, nodeGroup(slowClusterId), 1))));
        plays.put(KUBERNETES_API + " | 401", List.of(
                () -> applyAnswered(KubeFaults.Fault.status("*", ".*", 401, EVERY_TIME))));
        plays.put(KUBERNETES_API + " | 403", List.of(
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 403, EVERY_TIME))));
        plays.put(KUBERNETES_API + " | 404, 409 or 422", List.of(
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 404, EVERY_TIME)),
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 409, EVERY_TIME)),
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 422, EVERY_TIME))));
        plays.put(KUBERNETES_API + " | 429, still after the retries", List.of(
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 429, EVERY_TIME))));
        plays.put(KUBERNETES_API + " | 5xx, still after the retries", List.of(
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 500, EVERY_TIME)),
                () -> applyAnswered(KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 503, EVERY_TIME))));
        plays.put(KUBERNETES_API + " | no answer, still after the retries", List.of(
                () -> applyAnswered(KubeFaults.Fault.drop("PATCH", CONFIG_MAPS, EVERY_TIME))));
        return plays;
    }

    @TestFactory
    Stream<DynamicTest> eachDocumentedAnswerReachesTheEngineWithItsCode() {
        Map<String, List<Supplier<Status>>> plays = plays();
        return documentedRows().stream().map(row -> DynamicTest.dynamicTest(row.key(), () -> {
            List<Supplier<Status>> rowPlays = plays.get(row.key());
            if (rowPlays == null) {
                fail("no play for the documented row '" + row.key() + "': add one to plays()");
            }
            for (Supplier<Status> play : rowPlays) {
                Status received = play.get();
                assertEquals(row.code(), received.getCode(), row.key() + ": the engine was told " + received);
                clearFaults();
            }
        }));
    }

    @Test
    void everyPlayIsARowOfTheTable() {
        List<String> documented = documentedRows().stream().map(Row::key).toList();
        assertEquals(List.of(), plays().keySet().stream().filter(k -> !documented.contains(k)).toList(),
                "plays whose row is not in " + TABLE_HEADING + " of docs/troubleshooting.md");
    }

    /** The rows of the table under {@value #TABLE_HEADING}, without its header. */
    static List<Row> documentedRows() {
        List<String> lines;
        try {
            lines = Files.readAllLines(RepoFiles.root().resolve("docs/troubleshooting.md"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int heading = lines.indexOf(TABLE_HEADING);
        assertFalse(heading < 0, "docs/troubleshooting.md has no heading '" + TABLE_HEADING + "'");
        List<Row> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : lines.subList(heading + 1, lines.size())) {
            if (!line.startsWith("|")) {
                if (inTable) {
                    break;
                }
                continue;
            }
            inTable = true;
            String[] cells = line.substring(1, line.lastIndexOf('|')).split("\\|");
            String code = cells[2].strip().replace("`", "");
            if (code.equals("code") || code.startsWith("-")) {
                continue; // the header and its rule
            }
            rows.add(new Row(cells[0].strip(), cells[1].strip(), Status.Code.valueOf(code)));
        }
        assertFalse(rows.isEmpty(), "no rows under " + TABLE_HEADING);
        return rows;
    }

    // ---- VK Cloud ------------------------------------------------------------------------------------

    private static Map<String, Object> cluster(String name, Object... changes) {
        Map<String, Object> inputs = ProviderFixture.map("name", name, "version", "v1.33.3",
                "availabilityZones", List.of("GZ1"), "masterFlavorId", cloud.flavorId("STD3-4-8"),
                "networkId", "3f0c4a5e-8d6b-4d34-9d6f-2a1b7c9e0f12", "subnetId", "7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                "loadbalancerSubnetId", "7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
        inputs.putAll(ProviderFixture.map(changes));
        return inputs;
    }

    private static Map<String, Object> nodeGroup(String cluster) {
        return ProviderFixture.map("clusterId", cluster, "name", "ng-" + NAMES.incrementAndGet(),
                "availabilityZone", "GZ1", "flavorId", cloud.flavorId("GPU1A-32-96-A100-1"),
                "fixedScale", ProviderFixture.map("size", 1));
    }

    /** A node group's create, every request matching {@code fault} answered by it. */
    private static Status createNodeGroupAnswered(Fault fault) {
        cloud.injectFault(fault.times(EVERY_TIME));
        return statusOf(() -> create(NodeGroupResource.TOKEN, nodeGroup(clusterId), 0));
    }

    /** A node group's create while the cluster reconciles, VK Cloud saying so with {@code status}. */
    private static Status busyAnsweredWith(int status) {
        CloudBehaviour before = cloud.behaviour();
        cloud.behaviour(before.withBusyStatus(status));
        try {
            return createNodeGroupAnswered(Fault.on("POST", "**/node-groups").conflictWhileReconciling());
        } finally {
            cloud.behaviour(before);
        }
    }

    // ---- a cluster's Kubernetes API ------------------------------------------------------------------

    /** An ObjectSet's create (a namespace and a ConfigMap), every request matching {@code fault} answered by it. */
    private static Status applyAnswered(KubeFaults.Fault fault) {
        Map<String, Object> inputs = ProviderFixture.map("kubeconfig", secret(kube.kubeconfig()),
                "namespace", "team-a", "objects", List.of(
                        "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"team-a\"}}",
                        "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"settings\"},"
                                + "\"data\":{\"a\":\"1\"}}"));
        kube.server().faults().inject(fault);
        return statusOf(() -> create(ObjectSetResource.TOKEN, inputs, 0));
    }

    // ---- the engine's side -----------------------------------------------------------------------------

    /** Check then Create, as the engine does; the new id. {@code timeoutSeconds} 0 is the resource's default. */
    private static String create(String type, Map<String, Object> news, double timeoutSeconds) {
        String urn = "urn:pulumi:dev::codes::" + type + "::r" + NAMES.incrementAndGet();
        Struct encoded = StructCodec.encode(news);
        CheckResponse checked = plugin.stub.check(CheckRequest.newBuilder().setUrn(urn).setType(type)
                .setNews(encoded).setOlds(Struct.getDefaultInstance()).build());
        assertEquals(List.of(), checked.getFailuresList(), "the inputs pass Check");
        return plugin.stub.create(CreateRequest.newBuilder().setUrn(urn).setType(type)
                .setProperties(checked.getInputs()).setTimeout(timeoutSeconds).build()).getId();
    }

    /** The status the call ended with; it must end with one. */
    private static Status statusOf(Runnable call) {
        return assertThrows(StatusRuntimeException.class, call::run).getStatus();
    }
}

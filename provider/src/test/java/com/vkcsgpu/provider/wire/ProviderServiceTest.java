package com.vkcsgpu.provider.wire;

import static com.vkcsgpu.provider.wire.ProviderFixture.map;
import static com.vkcsgpu.provider.wire.ProviderFixture.secret;
import static com.vkcsgpu.provider.wire.ProviderFixture.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import com.google.protobuf.Empty;
import com.google.protobuf.Struct;
import com.vkcsgpu.provider.PackageInfo;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.testing.FakeWidgetCloud;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.testing.WidgetModule;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pulumirpc.Plugin.PluginInfo;
import pulumirpc.Provider.CheckFailure;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConfigureRequest;
import pulumirpc.Provider.CreateRequest;
import pulumirpc.Provider.CreateResponse;
import pulumirpc.Provider.DeleteRequest;
import pulumirpc.Provider.DiffRequest;
import pulumirpc.Provider.DiffResponse;
import pulumirpc.Provider.ErrorResourceInitFailed;
import pulumirpc.Provider.GetSchemaRequest;
import pulumirpc.Provider.InvokeRequest;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Provider.PropertyDiff.Kind;
import pulumirpc.Provider.ProviderHandshakeRequest;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Provider.UpdateRequest;

/** Every RPC of the plugin, in-process, against the test-only Widget on a file-based fake cloud. */
class ProviderServiceTest {
    private static final String TYPE = "vkcs-gpu:testing:Widget";
    private static final String URN = "urn:pulumi:dev::proj::" + TYPE + "::w1";
    private static final String API_KEY = "key-9f8e7d6c5b4a";
    private static final Object UNKNOWN = Values.UNKNOWN;

    @TempDir
    Path cloudDir;
    private ProviderFixture p;

    @BeforeEach
    void start() throws Exception {
        // the published modules too: the components in the served schema refer to their shared types
        List<ResourceModule> modules = new java.util.ArrayList<>(Plugin.discoverModules().stream()
                .filter(m -> !(m instanceof WidgetModule)).toList());
        modules.add(WidgetModule.in(cloudDir));
        p = new ProviderFixture(modules, Map.of());
    }

    @AfterEach
    void stop() throws Exception {
        p.close();
    }

    private CheckResponse check(Struct news) {
        return p.stub.check(CheckRequest.newBuilder().setUrn(URN).setType(TYPE).setNews(news).build());
    }

    private CreateResponse create(Struct inputs, boolean preview, double timeout) {
        return p.stub.create(CreateRequest.newBuilder().setUrn(URN).setType(TYPE).setProperties(inputs)
                .setPreview(preview).setTimeout(timeout).build());
    }

    /** Check then Create, as the engine does; returns the create response. */
    private CreateResponse checkAndCreate(Struct news) {
        CheckResponse checked = check(news);
        assertEquals(List.of(), checked.getFailuresList());
        return create(checked.getInputs(), false, 0);
    }

    private DiffResponse diff(Struct oldInputs, Struct olds, Struct news) {
        return p.stub.diff(DiffRequest.newBuilder().setUrn(URN).setType(TYPE).setId("w-1").setOlds(olds)
                .setOldInputs(oldInputs).setNews(check(news).getInputs()).build());
    }

    private static Map<String, Object> decode(Struct s) {
        return StructCodec.decode(s);
    }

    private static Map<String, String> failures(CheckResponse r) {
        return r.getFailuresList().stream().collect(Collectors.toMap(CheckFailure::getProperty,
                CheckFailure::getReason));
    }

    @Test
    void handshakeAdvertisesSecretsButNotOutputValuesOrResourceReferences() {
        var r = p.stub.handshake(ProviderHandshakeRequest.newBuilder().setEngineAddress("127.0.0.1:1").build());
        assertTrue(r.getAcceptSecrets());
        assertFalse(r.getAcceptOutputs());
        assertFalse(r.getAcceptResources());
        var c = p.stub.configure(ConfigureRequest.newBuilder().setArgs(struct()).build());
        assertEquals(r.getAcceptSecrets(), c.getAcceptSecrets());
        assertEquals(r.getAcceptOutputs(), c.getAcceptOutputs());
        assertEquals(r.getAcceptResources(), c.getAcceptResources());
        assertTrue(c.getSupportsPreview());
    }

    @Test
    void pluginInfoVersionIsTheSchemaVersion() throws Exception {
        PluginInfo info = p.stub.getPluginInfo(Empty.getDefaultInstance());
        assertEquals(PackageInfo.version(), info.getVersion());
        String served = p.stub.getSchema(GetSchemaRequest.getDefaultInstance()).getSchema();
        assertEquals(info.getVersion(), JsonParser.parseString(served).getAsJsonObject().get("version").getAsString());
        Path checkedIn = Path.of(System.getProperty("vkcsgpu.repoRoot", ".."), "schema.json");
        assertEquals(info.getVersion(), JsonParser.parseString(Files.readString(checkedIn)).getAsJsonObject()
                .get("version").getAsString());
        assertTrue(served.contains("\"" + TYPE + "\""), "the served schema includes the served test module");
    }

    @Test
    void checkConfigNamesBadKeysAndSkipsUnknownValues() {
        CheckResponse bad = p.stub.checkConfig(CheckRequest.newBuilder().setNews(struct(
                "authUrl", "ftp://example", "username", "alice", "colour", "blue",
                "endpoints", map("managed-k8s", "https://k8s.example/api"))).build());
        Map<String, String> f = failures(bad);
        assertTrue(f.get("authUrl").contains("http(s)"), f.toString());
        assertTrue(f.get("password").contains("OS_PASSWORD"), f.toString());
        assertTrue(f.get("colour").contains("unknown configuration key"), f.toString());
        assertTrue(f.get("endpoints[\"managed-k8s\"]").contains("end with '/'"), f.toString());
        CheckResponse unknown = p.stub.checkConfig(CheckRequest.newBuilder().setNews(struct(
                "authUrl", UNKNOWN, "username", "alice", "password", UNKNOWN, "version", "0.1.0")).build());
        assertEquals(List.of(), unknown.getFailuresList());
    }

    @Test
    void diffConfigReportsChangesButNeverReplacesTheProvider() {
        DiffResponse r = p.stub.diffConfig(DiffRequest.newBuilder().setOldInputs(struct("region", "RegionOne"))
                .setOlds(struct("region", "RegionOne")).setNews(struct("region", "RegionTwo")).build());
        assertEquals(DiffResponse.DiffChanges.DIFF_SOME, r.getChanges());
        assertEquals(List.of(), r.getReplacesList());
        assertEquals(Kind.UPDATE, r.getDetailedDiffMap().get("region").getKind());
    }

    @Test
    void checkReportsEveryProblemWithItsPropertyPath() {
        CheckResponse r = check(struct("name", "Bad Name", "size", 500, "colour", "red",
                "taints", List.of(map("key", "a", "effect", "NoSchedule"), map("key", "a", "effect", "Sometimes"))));
        Map<String, String> f = failures(r);
        assertTrue(f.get("taints[1].effect").contains("NoSchedule"), f.toString());
        assertTrue(f.get("colour").contains("unknown property"), f.toString());
        // Type errors stop before the resource's own check, so fix them and look again.
        Map<String, String> second = failures(check(struct("name", "Bad Name", "size", 500,
                "taints", List.of(map("key", "a", "effect", "NoSchedule"), map("key", "a", "effect", "NoExecute")))));
        assertTrue(second.get("name").contains("lower-case"), second.toString());
        assertTrue(second.get("size").contains("between 1 and 100"), second.toString());
        assertTrue(second.get("taints[1].key").contains("duplicate"), second.toString());
        assertTrue(failures(check(struct("size", 2))).get("name").startsWith("is required"));
    }

    @Test
    void aNullLabelValueOfANodeGroupFailsCheckNamingItsKey() {
        Map<String, Object> labels = new java.util.LinkedHashMap<>();
        labels.put("team", "ml");
        labels.put("tier", null);
        CheckResponse r = p.stub.check(CheckRequest.newBuilder()
                .setUrn("urn:pulumi:dev::proj::vkcs-gpu:mk8s:NodeGroup::pool").setType("vkcs-gpu:mk8s:NodeGroup")
                .setNews(struct("clusterId", "39UdIv4W0EegBs2EYVeGdas38do", "name", "gpu-pool",
                        "flavorId", "3f0c4a5e-8d6b-4d34-9d6f-2a1b7c9e0f12", "availabilityZone", "GZ1",
                        "fixedScale", map("size", 1), "labels", labels)).build());
        assertEquals(Map.of("labels.tier", "must not be null; remove the key or give it a value"), failures(r));
    }

    @Test
    void checkAppliesDefaultsAndMarksSecretInputsSecret() {
        CheckResponse r = check(struct("name", "w1", "apiKey", API_KEY));
        Map<String, Object> inputs = decode(r.getInputs());
        assertEquals(1.0, inputs.get("size"));
        assertEquals(new Values.Secret(API_KEY), inputs.get("apiKey"));
    }

    @Test
    void previewWithUnknownInputsGivesUnknownOutputsAndTouchesNoCloud() {
        CheckResponse checked = check(struct("name", UNKNOWN, "size", UNKNOWN, "apiKey", secret(UNKNOWN)));
        assertEquals(List.of(), checked.getFailuresList());
        CreateResponse r = create(checked.getInputs(), true, 0);
        Map<String, Object> out = decode(r.getProperties());
        assertEquals("", r.getId());
        assertEquals(UNKNOWN, out.get("name"));
        assertEquals(UNKNOWN, out.get("size"));
        assertEquals(UNKNOWN, out.get("widgetId"));
        assertEquals(new Values.Secret(UNKNOWN), out.get("token"));
        assertEquals(new Values.Secret(UNKNOWN), out.get("apiKey"));
        assertEquals(List.of(), new FakeWidgetCloud(cloudDir).list());
    }

    @Test
    void secretsRoundTripAsSecrets() {
        CreateResponse created = checkAndCreate(struct("name", "w1", "apiKey", API_KEY));
        Map<String, Object> out = decode(created.getProperties());
        assertEquals(new Values.Secret(API_KEY), out.get("apiKey"));
        assertInstanceOf(Values.Secret.class, out.get("token"));
        ReadResponse read = p.stub.read(ReadRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId())
                .setProperties(created.getProperties()).setInputs(check(struct("name", "w1", "apiKey", API_KEY))
                        .getInputs()).build());
        assertInstanceOf(Values.Secret.class, decode(read.getProperties()).get("token"));
        assertEquals(new Values.Secret(API_KEY), decode(read.getInputs()).get("apiKey"));
    }

    @Test
    void diffIsEmptyWhenNothingChangedEvenIfOutputsCarryServerValues() {
        Struct inputs = check(struct("name", "w1", "labels", map("team", "ml"))).getInputs();
        Struct outputs = struct("name", "w1", "size", 1, "labels", map("team", "ml"), "status", "ready",
                "widgetId", "w-1", "generation", 7);
        DiffResponse r = diff(inputs, outputs, struct("name", "w1", "labels", map("team", "ml")));
        assertEquals(DiffResponse.DiffChanges.DIFF_NONE, r.getChanges());
        assertEquals(0, r.getDetailedDiffCount());
    }

    @Test
    void diffInPlaceHasNestedPathsAndNoReplace() {
        Struct old = check(struct("name", "w1", "labels", map("team", "ml"),
                "taints", List.of(map("key", "a", "effect", "NoSchedule"), map("key", "b", "effect", "NoSchedule"))))
                .getInputs();
        DiffResponse r = diff(old, old, struct("name", "w1", "size", 3, "labels", map("team", "ml", "foo", "x"),
                "taints", List.of(map("key", "a", "effect", "NoSchedule"), map("key", "b", "effect", "NoExecute"))));
        assertEquals(DiffResponse.DiffChanges.DIFF_SOME, r.getChanges());
        assertEquals(List.of(), r.getReplacesList());
        assertTrue(r.getHasDetailedDiff());
        assertEquals(Kind.UPDATE, r.getDetailedDiffMap().get("size").getKind());
        assertEquals(Kind.ADD, r.getDetailedDiffMap().get("labels.foo").getKind());
        assertEquals(Kind.UPDATE, r.getDetailedDiffMap().get("taints[1].effect").getKind());
        assertEquals(List.of("size", "labels", "taints"), r.getDiffsList());
        assertFalse(r.getDeleteBeforeReplace());
    }

    @Test
    void diffReplaceOnChangeAndNamedRuleWithDeleteBeforeReplace() {
        Struct old = check(struct("name", "w1", "labels", map("zone", "a"))).getInputs();
        DiffResponse renamed = diff(old, old, struct("name", "w2", "labels", map("zone", "a")));
        assertEquals(List.of("name"), renamed.getReplacesList());
        assertEquals(Kind.UPDATE_REPLACE, renamed.getDetailedDiffMap().get("name").getKind());
        assertTrue(renamed.getDeleteBeforeReplace());
        DiffResponse moved = diff(old, old, struct("name", "w1", "labels", map("zone", "b")));
        assertEquals(List.of("labels"), moved.getReplacesList());
        assertEquals(Kind.UPDATE_REPLACE, moved.getDetailedDiffMap().get("labels.zone").getKind());
    }

    @Test
    void diffWithUnknownNewsReportsThemAndReplacesWhenAReplaceInputIsUnknown() {
        Struct old = check(struct("name", "w1", "size", 2)).getInputs();
        DiffResponse sizeUnknown = diff(old, old, struct("name", "w1", "size", UNKNOWN));
        assertEquals(Kind.UPDATE, sizeUnknown.getDetailedDiffMap().get("size").getKind());
        assertEquals(List.of(), sizeUnknown.getReplacesList());
        DiffResponse nameUnknown = diff(old, old, struct("name", UNKNOWN, "size", 2));
        assertEquals(List.of("name"), nameUnknown.getReplacesList());
        assertEquals(Kind.UPDATE_REPLACE, nameUnknown.getDetailedDiffMap().get("name").getKind());
    }

    @Test
    void createUpdateReadDeleteLifecycle() {
        CreateResponse created = checkAndCreate(struct("name", "w1", "size", 2));
        assertTrue(created.getId().startsWith("w-"));
        Map<String, Object> out = decode(created.getProperties());
        assertEquals("ready", out.get("status"));
        assertEquals(created.getId(), out.get("widgetId"));
        Struct news = check(struct("name", "w1", "size", 5)).getInputs();
        var updated = p.stub.update(UpdateRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId())
                .setOlds(created.getProperties()).setNews(news).build());
        assertEquals(5.0, decode(updated.getProperties()).get("size"));
        assertEquals(2.0, decode(updated.getProperties()).get("generation"));
        DeleteRequest delete = DeleteRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId())
                .setProperties(updated.getProperties()).build();
        p.stub.delete(delete);
        p.stub.delete(delete); // already gone: still success
        assertEquals(List.of(), new FakeWidgetCloud(cloudDir).list());
    }

    @Test
    void updatePreviewKeepsComputedOutputsAndShowsUnknownInputs() {
        CreateResponse created = checkAndCreate(struct("name", "w1"));
        var preview = p.stub.update(UpdateRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId())
                .setOlds(created.getProperties()).setNews(check(struct("name", "w1", "size", UNKNOWN)).getInputs())
                .setPreview(true).build());
        Map<String, Object> out = decode(preview.getProperties());
        assertEquals(UNKNOWN, out.get("size"));
        assertEquals(created.getId(), out.get("widgetId"));
        assertEquals(1.0, decode(created.getProperties()).get("generation"));
        assertEquals(1, new FakeWidgetCloud(cloudDir).find(created.getId()).orElseThrow().generation);
    }

    @Test
    void createFailingAfterAcceptanceReturnsPartialStateWithoutLeakingSecrets() throws Exception {
        p.stub.configure(ConfigureRequest.newBuilder().setArgs(struct("username", "alice",
                "password", secret("hunter2-password"))).build());
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> checkAndCreate(
                struct("name", "w1", "apiKey", secret(API_KEY), "failAfterAccept", true)));
        assertEquals(Status.Code.UNKNOWN, e.getStatus().getCode());
        assertFalse(e.getMessage().contains(API_KEY), e.getMessage());
        assertTrue(e.getMessage().contains("[secret]"), e.getMessage());
        ErrorResourceInitFailed detail = StatusProto.fromThrowable(e).getDetails(0).unpack(ErrorResourceInitFailed.class);
        assertTrue(detail.getId().startsWith("w-"));
        assertEquals("creating", decode(detail.getProperties()).get("status"));
        assertEquals("w1", decode(detail.getInputs()).get("name"));
        assertFalse(detail.getReasons(0).contains(API_KEY));
        assertTrue(new FakeWidgetCloud(cloudDir).find(detail.getId()).isPresent(), "the object exists: no leak");
        assertFalse(p.logs.toString().contains(API_KEY));
    }

    @Test
    void cleanFailureBeforeAnythingHappenedIsNotUnknown() {
        checkAndCreate(struct("name", "w1"));
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> checkAndCreate(struct("name", "w1")));
        assertEquals(Status.Code.FAILED_PRECONDITION, e.getStatus().getCode());
        assertTrue(e.getMessage().contains("already exists"));
    }

    @Test
    void readOfDeletedResourceReturnsEmptyId() {
        CreateResponse created = checkAndCreate(struct("name", "w1"));
        new FakeWidgetCloud(cloudDir).remove(created.getId());
        ReadResponse r = p.stub.read(ReadRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId())
                .setProperties(created.getProperties()).setInputs(check(struct("name", "w1")).getInputs()).build());
        assertEquals("", r.getId());
    }

    @Test
    void readForImportReturnsInputs() {
        CreateResponse created = checkAndCreate(struct("name", "w1", "size", 4, "labels", map("team", "ml")));
        ReadResponse r = p.stub.read(ReadRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId()).build());
        assertEquals(created.getId(), r.getId());
        Map<String, Object> inputs = decode(r.getInputs());
        assertEquals("w1", inputs.get("name"));
        assertEquals(4.0, inputs.get("size"));
        assertEquals(map("team", "ml"), inputs.get("labels"));
    }

    @Test
    void refreshShowsDriftOnlyInPropertiesTheUserSet() {
        CreateResponse created = checkAndCreate(struct("name", "w1", "size", 2));
        FakeWidgetCloud cloud = new FakeWidgetCloud(cloudDir);
        FakeWidgetCloud.Stored w = cloud.find(created.getId()).orElseThrow();
        w.size = 9;
        cloud.put(w);
        Struct inputs = check(struct("name", "w1", "size", 2)).getInputs();
        ReadResponse r = p.stub.read(ReadRequest.newBuilder().setUrn(URN).setType(TYPE).setId(created.getId())
                .setProperties(created.getProperties()).setInputs(inputs).build());
        Map<String, Object> refreshed = decode(r.getInputs());
        assertEquals(9.0, refreshed.get("size"));
        assertEquals(decode(inputs).keySet(), refreshed.keySet(), "no server-side values added to inputs");
        DiffResponse d = diff(r.getInputs(), r.getProperties(), struct("name", "w1", "size", 2));
        assertEquals(List.of("size"), d.getDiffsList());
    }

    @Test
    void timeoutFromCustomTimeoutsEndsASlowCreate() {
        Struct inputs = check(struct("name", "w1", "readyDelayMillis", 20_000)).getInputs();
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> create(inputs, false, 0.2));
        assertTrue(e.getMessage().contains("timeout"), e.getMessage());
        // The cloud had accepted the widget, so the engine is told about it instead of losing it.
        assertEquals(1, StatusProto.fromThrowable(e).getDetailsCount());
    }

    @Test
    void cancelStopsASlowOperationAndProgressReachesTheEngineLog() throws Exception {
        Struct inputs = check(struct("name", "w1", "readyDelayMillis", 60_000)).getInputs();
        CompletableFuture<Throwable> outcome = new CompletableFuture<>();
        p.async.create(CreateRequest.newBuilder().setUrn(URN).setType(TYPE).setProperties(inputs).build(),
                new StreamObserver<>() {
                    @Override
                    public void onNext(CreateResponse value) {
                    }

                    @Override
                    public void onError(Throwable t) {
                        outcome.complete(t);
                    }

                    @Override
                    public void onCompleted() {
                        outcome.complete(null);
                    }
                });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (p.logs.isEmpty() && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        ProviderFixture.LogLine line = p.logs.get(0);
        assertEquals(URN, line.urn());
        assertTrue(line.ephemeral());
        assertTrue(line.message().contains("waiting for widget"));
        p.stub.cancel(Empty.getDefaultInstance());
        Throwable t = outcome.get(20, TimeUnit.SECONDS);
        assertInstanceOf(StatusRuntimeException.class, t);
        assertTrue(t.getMessage().contains("cancelled"), t.getMessage());
        assertEquals(0, p.plugin.registry().tracker().runningCount());
    }

    @Test
    void invokeReturnsTheResultOrArgumentFailures() {
        checkAndCreate(struct("name", "gpu-a"));
        InvokeResponse ok = p.stub.invoke(InvokeRequest.newBuilder().setTok("vkcs-gpu:testing:countWidgets")
                .setArgs(struct("prefix", "gpu")).build());
        assertEquals(1.0, decode(ok.getReturn()).get("count"));
        assertEquals(List.of("gpu-a"), decode(ok.getReturn()).get("names"));
        InvokeResponse bad = p.stub.invoke(InvokeRequest.newBuilder().setTok("vkcs-gpu:testing:countWidgets")
                .setArgs(struct("prefix", "a b")).build());
        assertEquals("prefix", bad.getFailures(0).getProperty());
    }

    @Test
    void unknownTypeIsAnInvalidArgumentAndConstructWithoutComponentsIsUnimplemented() {
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> p.stub.check(
                CheckRequest.newBuilder().setUrn("urn:pulumi:dev::proj::vkcs-gpu:x:Nope::n").setNews(struct()).build()));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode());
        StatusRuntimeException c = assertThrows(StatusRuntimeException.class, () -> p.stub.construct(
                pulumirpc.Provider.ConstructRequest.newBuilder().setType("vkcs-gpu:index:X").build()));
        assertEquals(Status.Code.UNIMPLEMENTED, c.getStatus().getCode());
        assertNotEquals("", ProviderService.typeOf("", URN));
        assertEquals(TYPE, ProviderService.typeOf("", URN));
    }
}

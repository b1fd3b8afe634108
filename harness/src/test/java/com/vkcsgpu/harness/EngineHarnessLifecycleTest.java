package com.vkcsgpu.harness;

import com.vkcsgpu.harness.fake.FakeProgram;
import com.vkcsgpu.harness.fake.FakeProviderMain;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One stack taken through its life with the fake plugin and a real Java SDK program, one operation per test (in
 * order; each builds on the state the previous one left). Launching JVMs is the cost, so each operation checks
 * everything it can show.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EngineHarnessLifecycleTest {

    private static final String DB_PASSWORD = "hunter2-db-password";
    private static final String PROVIDER_PASSWORD = "s3cret-provider-password";
    private static final Set<String> WRITES = Set.of("Create", "Update", "Delete");

    private Path store;
    private EngineHarness engine;
    private final Program program = Program.javaMain(Classpaths.current(), FakeProgram.class.getName());

    @BeforeAll
    void setUp(@TempDir Path dir) {
        store = dir.resolve("fake-cloud.json");
        engine = fakeStack(dir, PluginLauncher.javaMain(Classpaths.current(), FakeProviderMain.class.getName()));
    }

    /** The fake provider's stack, its cloud and state in {@code dir}, the plugin started by {@code launcher}. */
    private static EngineHarness fakeStack(Path dir, PluginLauncher launcher) {
        return EngineHarness.builder()
                .plugin("fake", launcher)
                .pluginEnv("FAKE_STORE", dir.resolve("fake-cloud.json").toString())
                .project("harness")
                .stack("dev")
                .stateFile(dir.resolve("state.json"))
                .config("fake:region", "ru-msk")
                .configObject("fake:endpoints", "{\"api\": \"https://127.0.0.1:1\"}")
                .secretConfig("fake:password", PROVIDER_PASSWORD)
                .secretConfig("harness:dbPassword", DB_PASSWORD)
                .build();
    }

    /**
     * A plugin that takes longer to load than the program takes to register its provider: the program's CheckConfig
     * waits for the launch, and the call log shows the launch's calls first, as the engine makes them.
     */
    @Test
    @Order(0)
    void callsTheProgramAsksForWhileThePluginLoadsComeAfterTheLaunch(@TempDir Path dir) {
        List<String> slowStart = new java.util.ArrayList<>(List.of("/bin/sh", "-c", "sleep 2; exec \"$0\" \"$@\""));
        slowStart.addAll(PluginLauncher.javaMain(Classpaths.current(), FakeProviderMain.class.getName()).command());
        EngineHarness slow = fakeStack(dir, PluginLauncher.command(slowStart));

        RunResult preview = slow.preview(program).assertSucceeded();

        assertEquals(List.of("Handshake", "GetPluginInfo", "CheckConfig", "Configure"),
                preview.calls().stream().map(ProviderCall::method).limit(4).toList());
    }

    @Test
    @Order(1)
    void previewOfANewStackWritesNothingAndReturnsUnknowns() {
        RunResult preview = engine.preview(program).assertSucceeded();

        for (ProviderCall call : preview.calls()) {
            assertFalse(WRITES.contains(call.method()) && !call.isPreview(), () -> "write in preview: " + call);
        }
        assertTrue(preview.calls("Delete").isEmpty());
        assertTrue(preview.call("Create", "a").isPreview());
        assertEquals(StepKind.CREATE, preview.step("a").kind());
        assertEquals(StepKind.CREATE, preview.step("group-member").kind());
        assertSame(Values.UNKNOWN_VALUE, preview.output("arnA"));
        assertTrue(engine.state().isEmpty(), "preview must not write state");
        assertFalse(Files.exists(store), "preview must not create anything in the cloud");
    }

    @Test
    @Order(2)
    void upCreatesInDependencyOrderAndKeepsSecretsEncrypted() throws IOException {
        RunResult up = engine.up(program).assertSucceeded();

        List<String> launch = up.calls().stream().map(ProviderCall::method).limit(4).toList();
        assertEquals(List.of("Handshake", "GetPluginInfo", "CheckConfig", "Configure"), launch);
        for (String name : List.of("a", "b", "inner", "d", "group-member")) {
            assertEquals(StepKind.CREATE, up.step(name).kind(), name);
            assertFalse(up.call("Create", name).isPreview());
        }
        assertEquals("120.0", up.call("Create", "a").details().get("timeout"), "customTimeouts.create = 2m");
        // b's peer is a's arn; d depends on the component bundle, so it waits for bundle's child inner.
        assertTrue(up.call("Create", "b").started() > up.call("Create", "a").finished());
        assertTrue(up.call("Create", "d").started() > up.call("Create", "inner").finished());
        // The remote component is constructed by the plugin, which registers its child back on the monitor.
        ProviderCall construct = up.call("Construct", "group");
        assertTrue(construct.started() < up.call("Create", "group-member").started());
        assertTrue(up.step("group-member").urn().endsWith("::fake:index:Group$fake:index:Thing::group-member"),
                up.step("group-member").urn());
        assertTrue(((String) up.output("arnA")).startsWith("arn:fake:thing-"));
        assertTrue(((String) up.output("groupMemberArn")).startsWith("arn:fake:thing-"));
        assertInstanceOf(Values.Secret.class, up.output("tokenA"));
        // Status messages from the plugin arrive as ephemeral Engine.Log calls about the resource.
        assertTrue(up.logs().stream().anyMatch(l -> l.ephemeral() && l.message().equals("creating a")
                && l.urn().endsWith("::a")), up::describe);

        String state = Files.readString(engine.stateFilePath());
        for (String secret : List.of(DB_PASSWORD, PROVIDER_PASSWORD, "tok-thing-")) {
            assertFalse(state.contains(secret), "state file holds a secret in plain text: " + secret);
            assertFalse(up.logs().stream().filter(l -> !l.severity().equals("DEBUG")
                            && l.source() != EngineLogMessage.Source.PROGRAM_OUTPUT)
                    .anyMatch(l -> l.message().contains(secret)), "a log holds a secret: " + secret);
        }
        assertTrue(state.contains("\"ciphertext\": \"v1:"));
        ResourceState a = stateOf("a");
        assertInstanceOf(Values.Secret.class, Values.toJava(a.inputs()).get("password"), "secret input survives the round trip");
        assertTrue(stateOf("b").dependencies().contains(a.urn()));
        ResourceState provider = stateOf("default");
        assertEquals(provider.providerReference(), a.provider());
        Map<String, Object> providerConfig = Values.toJava(provider.inputs());
        assertEquals("ru-msk", providerConfig.get("region"));
        assertEquals(Map.of("api", "https://127.0.0.1:1"), providerConfig.get("endpoints"), "object config stays structured");
        assertInstanceOf(Values.Secret.class, providerConfig.get("password"), "secret config reaches the provider as a secret");
    }

    @Test
    @Order(3)
    void secondUpWithoutChangesOnlyDiffs() {
        RunResult up = engine.up(program).assertSucceeded();

        for (ProviderCall call : up.calls()) {
            assertFalse(WRITES.contains(call.method()), () -> "unexpected " + call);
        }
        assertEquals(5, up.calls("Diff").size());
        assertEquals(List.of("CheckConfig", "DiffConfig", "Configure"), up.calls().stream().map(ProviderCall::method)
                .filter(m -> m.endsWith("Config") || m.equals("Configure")).toList());
        up.steps().forEach(s -> assertEquals(StepKind.SAME, s.kind(), s.urn()));
        up.steps().forEach(s -> assertTrue(s.detailedDiff().isEmpty(), s.urn()));
    }

    @Test
    @Order(4)
    void previewOfChangesCallsOnlyPreviewWritesAndNeverDeletes() throws IOException {
        String stateBefore = Files.readString(engine.stateFilePath());
        RunResult preview = engine.withConfig("harness:sizeA", "2").withConfig("harness:withBundle", "false")
                .preview(program).assertSucceeded();

        for (ProviderCall call : preview.calls()) {
            assertFalse(WRITES.contains(call.method()) && !call.isPreview(), () -> "write in preview: " + call);
        }
        assertTrue(preview.calls("Delete").isEmpty());
        assertEquals(StepKind.REPLACE, preview.step("a").kind());
        assertTrue(preview.call("Create", "a").isPreview());
        // b's peer is a's arn, unknown until the new a exists: the provider's Diff sees the unknown and replaces.
        assertEquals(StepKind.REPLACE, preview.step("b").kind());
        assertTrue(preview.call("Create", "b").isPreview());
        assertSame(Values.UNKNOWN_VALUE, preview.output("arnA"), "the replacement's arn is not known in preview");
        for (String gone : List.of("inner", "d", "bundle")) {
            assertEquals(StepKind.DELETE, preview.step(gone).kind(), gone);
        }
        assertEquals(stateBefore, Files.readString(engine.stateFilePath()), "preview must not write state");
    }

    @Test
    @Order(5)
    void inPlaceChangeIsAnUpdateAndAFailedCreateKeepsPartialState() {
        RunResult up = engine.withConfig("harness:labelA", "a2").withConfig("harness:failC", "true").up(program)
                .assertFailed();

        assertEquals(StepKind.UPDATE, up.step("a").kind());
        assertEquals(Map.of("label", DiffKind.UPDATE), up.step("a").detailedDiff());
        assertEquals(List.of("a"), up.callOrder("Update"));
        assertEquals(List.of("c"), up.callOrder("Create"));
        // c's create was accepted but failed: the run fails, the state keeps c with its id and init errors.
        assertTrue(up.step("c").failed());
        assertTrue(up.errors().stream().anyMatch(e -> e.contains("is not healthy")), up::describe);
        assertTrue(up.calls("Delete").isEmpty(), "no deletes after a failed step");
        ResourceState c = stateOf("c");
        assertTrue(c.id().startsWith("thing-"));
        assertEquals(List.of("thing " + c.id() + " is not healthy"), c.initErrors());
        assertEquals("a2", Values.toJava(stateOf("a").inputs()).get("label"));
    }

    @Test
    @Order(6)
    void replaceCreatesBeforeDeletingAndTheInitFailedResourceResumesWithAnUpdate() {
        String oldId = stateOf("a").id();
        String cId = stateOf("c").id();
        RunResult up = engine.withConfig("harness:labelA", "a2").withConfig("harness:sizeA", "2")
                .withConfig("harness:failC", "false").up(program).assertSucceeded();

        ResourceStep a = up.step("a");
        assertEquals(StepKind.REPLACE, a.kind());
        assertEquals(List.of("size"), a.replaceKeys());
        assertEquals(DiffKind.UPDATE_REPLACE, a.detailedDiff().get("size"));
        assertFalse(a.deleteBeforeReplace());
        ProviderCall create = up.call("Create", "a");
        ProviderCall delete = up.call("Delete", "a");
        assertEquals(oldId, delete.details().get("id"));
        assertEquals("60.0", delete.details().get("timeout"), "customTimeouts.delete = 1m, kept in the state");
        assertTrue(delete.started() > create.finished());
        // b follows a's new arn (a replace too); the old things go after every create and update, b before a.
        assertEquals(StepKind.REPLACE, up.step("b").kind());
        assertTrue(up.call("Create", "b").started() > create.finished());
        assertEquals(List.of("b", "a"), up.callOrder("Delete"));
        for (ProviderCall write : up.calls()) {
            if (write.method().equals("Create") || write.method().equals("Update")) {
                assertTrue(delete.started() > write.finished(), () -> "delete before " + write);
            }
        }
        assertNotEquals(oldId, stateOf("a").id());
        assertFalse(engine.state().stream().anyMatch(ResourceState::pendingDelete));
        // c had init errors and no diff: the engine updates it instead of creating a second one.
        assertEquals(StepKind.UPDATE, up.step("c").kind());
        assertEquals(cId, up.call("Update", "c").details().get("id"));
        assertEquals(List.of("a", "b"), up.callOrder("Create"), "a second Create of c would leak the first");
        assertTrue(stateOf("c").initErrors().isEmpty());
    }

    @Test
    @Order(7)
    void deleteBeforeReplaceDeletesFirstImportIdAdoptsAndInvokeReachesThePlugin() throws IOException {
        addToCloud("thing-e", "{\"size\":1,\"label\":\"e\"}", "{\"size\":1,\"label\":\"e\",\"arn\":\"arn:fake:thing-e\"}");
        String oldId = stateOf("a").id();
        RunResult up = stable().withConfig("harness:importE", "thing-e").withConfig("harness:invokeCount", "true")
                .up(program).assertSucceeded();

        assertEquals(StepKind.REPLACE, up.step("a").kind());
        assertTrue(up.step("a").deleteBeforeReplace());
        ProviderCall delete = up.call("Delete", "a");
        assertEquals(oldId, delete.details().get("id"));
        assertTrue(up.call("Create", "a").started() > delete.finished());
        // b's peer depends on a and would be replaced: the engine deletes it before a, then recreates both.
        assertEquals(List.of("b", "a"), up.callOrder("Delete"));
        assertEquals(List.of("a", "b"), up.callOrder("Create"));
        assertEquals(StepKind.REPLACE, up.step("b").kind());
        assertTrue(up.step("b").deleteBeforeReplace());
        assertEquals(StepKind.SAME, up.step("c").kind());
        // importId: Read(id) then Check and Diff against the program's inputs; never a Create.
        assertEquals(StepKind.IMPORT, up.step("e").kind());
        assertEquals("thing-e", up.call("Read", "e").details().get("id"));
        assertTrue(up.call("Diff", "e").started() > up.call("Read", "e").finished());
        assertEquals("thing-e", stateOf("e").id());
        assertEquals("fake:index:getCount", up.calls("Invoke").get(0).details().get("tok"));
        assertEquals("false", up.calls("Invoke").get(0).details().get("preview"));
        assertTrue(up.output("countResult") instanceof Map<?, ?> m && m.get("count") instanceof Number,
                () -> "countResult = " + up.outputs());
    }

    @Test
    @Order(8)
    void refreshDropsWhatWasDeletedBehindTheProvidersBack() throws IOException {
        String innerId = stateOf("inner").id();
        String cloud = Files.readString(store);
        var json = com.google.gson.JsonParser.parseString(cloud).getAsJsonObject();
        json.remove(innerId);
        Files.writeString(store, json.toString());

        RunResult refresh = engine.refresh().assertSucceeded();

        assertEquals(StepKind.DELETE, refresh.step("inner").kind());
        assertEquals(StepKind.REFRESH, refresh.step("a").kind());
        assertTrue(refresh.step("a").detailedDiff().isEmpty());
        assertTrue(refresh.calls("Delete").isEmpty());
        assertFalse(engine.state().stream().anyMatch(r -> r.name().equals("inner")));
    }

    @Test
    @Order(9)
    void importAdoptsAnExistingResource() throws IOException {
        addToCloud("thing-manual", "{\"size\":4,\"label\":\"manual\"}",
                "{\"size\":4,\"label\":\"manual\",\"arn\":\"arn:fake:thing-manual\"}");

        RunResult imported = engine.importResource("fake:index:Thing", "adopted", "thing-manual").assertSucceeded();

        assertEquals(StepKind.IMPORT, imported.step("adopted").kind());
        assertEquals(List.of("Read", "Check"), imported.calls().stream().map(ProviderCall::method)
                .filter(m -> m.equals("Read") || m.equals("Check")).toList());
        ResourceState adopted = stateOf("adopted");
        assertEquals("thing-manual", adopted.id());
        assertEquals("manual", Values.toJava(adopted.inputs()).get("label"));
    }

    @Test
    @Order(10)
    void destroyDeletesDependentsFirstAndEmptiesTheState() throws IOException {
        RunResult destroy = engine.destroy().assertSucceeded();

        List<String> order = destroy.callOrder("Delete");
        assertEquals(Set.of("a", "b", "c", "d", "e", "group-member", "adopted"), Set.copyOf(order));
        assertTrue(order.indexOf("b") < order.indexOf("a"), "b depends on a: " + order);
        assertTrue(engine.state().isEmpty());
        assertEquals("{}", Files.readString(store).strip());
    }

    /** Puts a thing into the fake cloud, as if created outside Pulumi. */
    private void addToCloud(String id, String inputsJson, String outputsJson) throws IOException {
        var json = com.google.gson.JsonParser.parseString(Files.readString(store)).getAsJsonObject();
        json.add(id, com.google.gson.JsonParser.parseString("{\"inputs\":" + inputsJson + ",\"outputs\":" + outputsJson + "}"));
        Files.writeString(store, json.toString());
    }

    /** The config of the delete-before-replace step (keeps c). */
    private EngineHarness stable() {
        return engine.withConfig("harness:labelA", "a2").withConfig("harness:sizeA", "3").withConfig("harness:dbrA", "true")
                .withConfig("harness:failC", "false");
    }

    private ResourceState stateOf(String name) {
        return engine.state().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + name + "' in the state: " + engine.state()));
    }
}

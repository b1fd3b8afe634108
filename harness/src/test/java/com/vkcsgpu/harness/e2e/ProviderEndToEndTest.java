package com.vkcsgpu.harness.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.DiffKind;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.PluginLauncher;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Values;
import com.vkcsgpu.provider.testing.FakeWidgetCloud;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real plugin ({@code com.vkcsgpu.provider.Main}, launched as its own process the way the engine
 * launches it) taken through a stack's life by the engine harness and a Java SDK program, on the
 * test-only Widget resource and its file-based fake cloud. One operation per test, in order; each
 * builds on the state the previous one left, because launching JVMs is the cost.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProviderEndToEndTest {
    private static final String API_KEY = "e2e-api-key-7f3c9a";
    private static final String PROVIDER_PASSWORD = "e2e-provider-password-51b2";
    private static final String WIDGET = "vkcs-gpu:testing:Widget";
    private static final Set<String> WRITES = Set.of("Create", "Update", "Delete");

    private FakeWidgetCloud cloud;
    private EngineHarness engine;
    private final Program program = Program.javaMain(Classpaths.current(), WidgetProgram.class.getName());

    @BeforeAll
    void setUp(@TempDir Path dir) {
        Path cloudDir = dir.resolve("cloud");
        cloud = new FakeWidgetCloud(cloudDir);
        engine = EngineHarness.builder()
                .plugin("vkcs-gpu", PluginLauncher.javaMain(Classpaths.current(), "com.vkcsgpu.provider.Main"))
                .pluginEnv(FakeWidgetCloud.DIR_ENV, cloudDir.toString())
                .project("e2e")
                .stack("dev")
                .stateFile(dir.resolve("state.json"))
                .config("vkcs-gpu:username", "e2e-user")
                .config("vkcs-gpu:projectId", "e2e-project")
                .secretConfig("vkcs-gpu:password", PROVIDER_PASSWORD)
                .secretConfig("e2e:apiKey", API_KEY)
                .build();
    }

    @Test
    @Order(1)
    void previewWithUnknownInputsWritesNothingAndGivesUnknownOutputs() {
        RunResult preview = engine.preview(program).assertSucceeded();

        for (ProviderCall call : preview.calls()) {
            assertFalse(WRITES.contains(call.method()) && !call.isPreview(), () -> "write in preview: " + call);
        }
        assertEquals(StepKind.CREATE, preview.step("alpha").kind());
        assertEquals(StepKind.CREATE, preview.step("beta").kind(), "beta's input is unknown until alpha exists");
        assertSame(Values.UNKNOWN_VALUE, preview.output("alphaId"));
        assertSame(Values.UNKNOWN_VALUE, preview.output("betaId"));
        assertTrue(engine.state().isEmpty(), "preview must not write state");
        assertTrue(cloud.list().isEmpty(), "preview must not create anything in the cloud");
    }

    @Test
    @Order(2)
    void upCreatesInOrderReportsProgressAndKeepsSecretsSecret() throws IOException {
        RunResult up = engine.up(program).assertSucceeded();

        assertEquals(StepKind.CREATE, up.step("alpha").kind());
        assertEquals(StepKind.CREATE, up.step("beta").kind());
        assertTrue(up.call("Create", "beta").started() > up.call("Create", "alpha").finished(),
                "beta depends on alpha's id, so it is created after alpha");
        assertEquals(2, cloud.list().size());
        String alphaId = (String) up.output("alphaId");
        assertEquals(alphaId, cloud.list().stream().filter(w -> w.name.equals("beta")).findFirst().orElseThrow()
                .labels.get("peer"));
        assertInstanceOf(Values.Secret.class, up.output("alphaToken"), "a secret output stays secret");
        assertTrue(up.logs().stream().anyMatch(l -> l.ephemeral() && l.message().contains("waiting for widget")
                        && l.urn().endsWith("::alpha")),
                "the slow create reports progress to the engine as status messages:\n" + up.describe());

        assertNoSecretsIn(up);
    }

    @Test
    @Order(3)
    void secondUpWithoutChangesMakesNoUpdateAndShowsAnEmptyDiff() {
        RunResult up = engine.up(program).assertSucceeded();

        for (ProviderCall call : up.calls()) {
            assertFalse(WRITES.contains(call.method()), () -> "unexpected " + call);
        }
        up.steps().stream().filter(s -> !s.urn().contains("pulumi:providers:")).forEach(s -> {
            assertEquals(StepKind.SAME, s.kind(), s.urn());
            assertTrue(s.detailedDiff().isEmpty(), s.urn() + " " + s.detailedDiff());
        });
    }

    @Test
    @Order(4)
    void anInPlaceChangeUpdatesExactlyThatField() {
        String alphaBefore = idOf("alpha");
        RunResult up = engine.withConfig("e2e:sizeA", "3").up(program).assertSucceeded();

        assertEquals(StepKind.UPDATE, up.step("alpha").kind());
        assertEquals(Map.of("size", DiffKind.UPDATE), up.step("alpha").detailedDiff());
        assertEquals(StepKind.SAME, up.step("beta").kind());
        assertEquals(alphaBefore, idOf("alpha"), "an in-place update keeps the id");
        assertEquals(3, cloud.find(alphaBefore).orElseThrow().size);
    }

    @Test
    @Order(5)
    void aReplacingChangeDeletesFirstWhereTheCloudNeedsItAndUpdatesDependents() {
        String alphaBefore = idOf("alpha");
        RunResult up = engine.withConfig("e2e:sizeA", "3").withConfig("e2e:zoneA", "ru-2").up(program).assertSucceeded();

        assertEquals(StepKind.REPLACE, up.step("alpha").kind());
        assertEquals(DiffKind.UPDATE_REPLACE, up.step("alpha").detailedDiff().get("labels.zone"));
        assertTrue(up.step("alpha").deleteBeforeReplace(), "widget names are unique, so the old one goes first");
        ProviderCall delete = up.call("Delete", "alpha");
        ProviderCall create = up.call("Create", "alpha");
        assertTrue(create.started() > delete.finished(), "delete-before-replace order");
        String alphaAfter = idOf("alpha");
        assertNotEquals(alphaBefore, alphaAfter);
        // Deleting alpha first makes the engine ask whether beta survives it: beta's labels come from alpha's
        // id, so they are unknown in that diff, and an unknown label map may change labels.zone, which replaces.
        // The engine therefore replaces beta too, deleting it before alpha and creating it after alpha.
        assertEquals(StepKind.REPLACE, up.step("beta").kind(), up.describe());
        assertTrue(up.call("Delete", "beta").finished() < delete.started(), "a dependent is deleted before alpha");
        assertTrue(up.call("Create", "beta").started() > create.finished(), "and created after the new alpha");
        assertEquals(alphaAfter, cloud.list().stream().filter(w -> w.name.equals("beta")).findFirst().orElseThrow()
                .labels.get("peer"));
        assertTrue(cloud.find(alphaBefore).isEmpty());
        assertEquals(2, cloud.list().size());
    }

    @Test
    @Order(6)
    void aCreateThatFailsAfterTheCloudAcceptedItLeavesStateTheNextUpResumes() {
        EngineHarness failing = engine.withConfig("e2e:sizeA", "3").withConfig("e2e:zoneA", "ru-2")
                .withConfig("e2e:withGamma", "true").withConfig("e2e:failGamma", "true");
        RunResult failed = failing.up(program).assertFailed();

        assertEquals(1, failed.calls("Create").size(), "only gamma was created");
        ResourceState gamma = stateOf("gamma");
        assertFalse(gamma.initErrors().isEmpty(), "the partial create is recorded with its init errors");
        assertTrue(cloud.find(gamma.id()).isPresent(), "the state names the object the cloud holds");

        RunResult resumed = failing.withConfig("e2e:failGamma", "false").up(program).assertSucceeded();
        assertTrue(resumed.calls("Create").isEmpty(), "resuming must not create a second gamma");
        assertEquals(StepKind.UPDATE, resumed.step("gamma").kind());
        assertEquals(1, cloud.list().stream().filter(w -> w.name.equals("gamma")).count());
        assertTrue(stateOf("gamma").initErrors().isEmpty());
    }

    @Test
    @Order(7)
    void importAdoptsAWidgetMadeOutsidePulumiWithItsInputs() {
        FakeWidgetCloud.Stored outside = new FakeWidgetCloud.Stored();
        outside.id = "w-outside1";
        outside.name = "made-by-hand";
        outside.size = 7;
        outside.labels = Map.of("team", "ops");
        outside.taints = List.of();
        outside.token = "tok-outside-secret";
        outside.status = "ready";
        outside.generation = 1;
        cloud.put(outside);

        engine.importResource(WIDGET, "handmade", "w-outside1").assertSucceeded();

        ResourceState imported = stateOf("handmade");
        assertEquals("w-outside1", imported.id());
        Map<String, Object> inputs = Values.toJava(imported.inputs());
        assertEquals("made-by-hand", inputs.get("name"));
        assertEquals(7.0, ((Number) inputs.get("size")).doubleValue());
    }

    @Test
    @Order(8)
    void refreshNoticesAWidgetDeletedOutsidePulumi() {
        String betaId = idOf("beta");
        assertTrue(cloud.remove(betaId));

        engine.refresh().assertSucceeded();

        assertTrue(engine.state().stream().noneMatch(r -> r.name().equals("beta")), "beta is dropped from state");
        assertTrue(engine.state().stream().anyMatch(r -> r.name().equals("alpha")));
    }

    @Test
    @Order(9)
    void destroyDeletesEverythingDependentsFirst() throws IOException {
        RunResult destroy = engine.destroy().assertSucceeded();

        assertTrue(cloud.list().isEmpty(), "nothing is left in the cloud: " + cloud.list().size());
        assertTrue(engine.state().stream().allMatch(ResourceState::isProvider), "only the provider may remain");
        assertTrue(destroy.calls("Delete").size() >= 3);
        assertNoSecretsIn(destroy);
    }

    private void assertNoSecretsIn(RunResult run) throws IOException {
        String state = Files.readString(engine.stateFilePath());
        List<String> secrets = List.of(API_KEY, PROVIDER_PASSWORD, "tok-");
        for (String secret : secrets) {
            assertFalse(state.contains(secret), "the state file holds a secret in plain text: " + secret);
            // The Java SDK's own DEBUG request dumps carry inputs verbatim (the real engine receives the same);
            // everything the plugin says, and every log above DEBUG, must not.
            assertFalse(run.logs().stream()
                            .filter(l -> l.source() != EngineLogMessage.Source.PROGRAM_OUTPUT)
                            .filter(l -> !l.severity().equals("DEBUG") || l.source() != EngineLogMessage.Source.ENGINE_LOG)
                            .anyMatch(l -> l.message().contains(secret)),
                    "a log holds a secret: " + secret);
        }
    }

    private ResourceState stateOf(String name) {
        return engine.state().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in state: " + engine.state()));
    }

    private String idOf(String name) {
        return stateOf(name).id();
    }
}

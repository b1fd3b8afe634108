package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonPatch;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code vkcs-gpu:mk8s:ClusterAddon} through the framework's handler against the embedded emulator. */
class ClusterAddonLifecycleTest {
    private static EmulatedMk8s env;
    private static ResourceHandler<?, ?> addons;
    private static String clusterId;

    @BeforeAll
    static void start() {
        // Installs take 30 (emulated) minutes, so a 200 ms timeout ends the wait while the addon is INSTALLING.
        env = new EmulatedMk8s(EmulatedMk8s.slowCreates(Duration.ofMinutes(30)));
        addons = env.resource(ClusterAddonResource.TOKEN);
        ResourceHandler<?, ?> clusters = env.resource(ClusterResource.TOKEN);
        Map<String, Object> cluster = clusters.check(with(Inputs.cluster(), "name", "addons",
                "masterFlavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR))).inputs();
        clusterId = clusters.create(cluster, false, 0, EmulatedMk8s.URN, env.reporter).id();
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    private static Map<String, Object> checked(Object... changes) {
        ResourceHandler.CheckResult result = addons.check(with(with(Inputs.addon(), "clusterId", clusterId), changes));
        assertEquals(List.of(), result.failures());
        return result.inputs();
    }

    private static java.util.Optional<EmulatorSnapshot.Addon> installed(String name) {
        return env.cloud.snapshot().addons().stream().filter(a -> a.name().equals(name)).findFirst();
    }

    private static EmulatorSnapshot.Addon installed() {
        return installed("gpu-operator").orElseThrow();
    }

    @Test
    void installChangeInPlaceRefreshImportAndUninstall() {
        Map<String, Object> inputs = checked();
        ResourceHandler.Created created = addons.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        String id = created.id();
        assertEquals("INSTALLED", created.outputs().get("status"));
        assertEquals("24.9.0", installed().version());
        assertEquals("driver:\n  enabled: true\n", installed().values(), "values are sent verbatim");

        Map<String, Object> changed = checked("values", "{\"driver\":{\"enabled\":false}}");
        assertEquals("values", Diffs.summary(addons.diff(Map.of(), inputs, changed, List.of())));
        Map<String, Object> outputs = addons.update(id, created.outputs(), changed, false, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals("24.9.0", installed().version());
        assertEquals("{\"driver\":{\"enabled\":false}}", installed().values());
        assertEquals("INSTALLED", outputs.get("status"));

        ResourceHandler.ReadResult refreshed = addons.read(id, outputs, changed, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(changed, refreshed.inputs(), "no drift");
        ResourceHandler.ReadResult imported = addons.read(id, null, null, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(changed, imported.inputs(), "import by id resolves the version id back to the catalog version");

        addons.delete(id, outputs, 0, EmulatedMk8s.URN, env.reporter);
        assertTrue(installed("gpu-operator").isEmpty(), "delete waits until the addon is gone");
        assertEquals("", addons.read(id, outputs, changed, 0, EmulatedMk8s.URN, env.reporter).id());
    }

    @Test
    void aFailedUpdateFailsWithVksRetryAdviceAndTheNextUpdateSendsItAgain() {
        Map<String, Object> inputs = checked();
        ResourceHandler.Created created = addons.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        Map<String, Object> changed = checked("values", "{\"driver\":{\"enabled\":false}}");
        env.cloud.addonUpdates().failNextUpdates(1);

        RuntimeException failed = assertThrows(RuntimeException.class, () -> addons.update(created.id(), created.outputs(),
                changed, false, 0, EmulatedMk8s.URN, env.reporter));

        assertTrue(failed.getMessage().contains("VK Cloud left it in ERROR: the install or update failed. VK Cloud's"
                + " console offers \"Retry update\" for it; `pulumi up` run again sends the update again"), failed.getMessage());
        assertEquals("ERROR", installed().status());
        // The engine keeps the old state after a failed update: the next run diffs and updates from it again.
        Map<String, Object> outputs = addons.update(created.id(), created.outputs(), changed, false, 0, EmulatedMk8s.URN,
                env.reporter);
        assertEquals("INSTALLED", outputs.get("status"));
        assertEquals("{\"driver\":{\"enabled\":false}}", installed().values());
        addons.delete(created.id(), outputs, 0, EmulatedMk8s.URN, env.reporter);
    }

    /**
     * With mergeOntoValuesTemplate the cloud receives the catalog template with the values laid over it; refresh
     * reads that merged document back and reports the program's own values (no drift, no diff), a change of the
     * values is sent merged again, and a change made outside the program shows as drift.
     */
    @Test
    void valuesMergedOntoTheTemplateAreSentAndReadBackWithoutDrift() {
        String ours = "{\"driver\":{\"version\":\"570.86.15\"},\"nodeStatusExporter\":{\"enabled\":true}}";
        Map<String, Object> inputs = checked("mergeOntoValuesTemplate", true, "values", ours);
        ResourceHandler.Created created = addons.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        String sent = installed().values();
        assertTrue(sent.contains("\"mcs.mail.ru/gpu-exists\":\"true\""), "the template's NFD selector is kept: " + sent);
        assertTrue(sent.contains("\"driver\":{\"enabled\":true,\"repository\":\"nvcr.io/nvidia\",\"image\":\"driver\","
                + "\"version\":\"570.86.15\""), "our pin replaces the template's: " + sent);
        assertTrue(sent.contains("\"nodeStatusExporter\":{\"enabled\":true,"), sent);
        assertEquals(ours, created.outputs().get("values"), "the state keeps the program's values");

        ResourceHandler.ReadResult refreshed = addons.read(created.id(), created.outputs(), inputs, 0, EmulatedMk8s.URN,
                env.reporter);
        assertEquals(inputs, refreshed.inputs(), "the merged document in the cloud is what these values give: no drift");
        assertEquals("", Diffs.summary(addons.diff(refreshed.outputs(), refreshed.inputs(), inputs, List.of())));

        String pinned = "{\"driver\":{\"version\":\"580.65.06\"}}";
        Map<String, Object> changed = checked("mergeOntoValuesTemplate", true, "values", pinned);
        Map<String, Object> outputs = addons.update(created.id(), refreshed.outputs(), changed, false, 0, EmulatedMk8s.URN,
                env.reporter);
        assertTrue(installed().values().contains("\"version\":\"580.65.06\""), installed().values());
        assertFalse(installed().values().contains("\"nodeStatusExporter\":{\"enabled\":true"),
                "the template's own nodeStatusExporter is back: " + installed().values());
        assertEquals(pinned, outputs.get("values"));

        WaitControl control = WaitControl.timeout(java.time.Clock.systemUTC(), Duration.ofMinutes(2));
        String versionId = env.outOfBand().addons().findClusterAddon(created.id()).orElseThrow().addonVersionId();
        env.outOfBand().addons().patchClusterAddon(clusterId, created.id(),
                new ClusterAddonPatch(versionId, "driver:\n  enabled: false\n"), control);
        env.outOfBand().addons().awaitAddonInstalled(created.id(), control);
        ResourceHandler.ReadResult drifted = addons.read(created.id(), outputs, changed, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals("driver:\n  enabled: false\n", drifted.inputs().get("values"), "a change made outside is drift");
        assertEquals("values", Diffs.summary(addons.diff(drifted.outputs(), drifted.inputs(), changed, List.of())));
        addons.delete(created.id(), outputs, 0, EmulatedMk8s.URN, env.reporter);
    }

    @Test
    void aValuesDocumentThatIsNotAMappingCannotBeMergedAndCheckSaysSo() {
        ResourceHandler.CheckResult result = addons.check(with(with(Inputs.addon(), "clusterId", clusterId),
                "mergeOntoValuesTemplate", true, "values", "- driver\n"));
        assertEquals(1, result.failures().size(), result.failures().toString());
        assertTrue(result.failures().get(0).toString().contains("values is not a YAML mapping but a list"),
                result.failures().toString());
    }

    @Test
    void anUnknownVersionNamesTheAvailableOnesBeforeInstallingAnything() {
        long installs = env.cloud.requestCount("POST", "clusters/{cid}/addons");
        PreconditionFailedException e = assertThrows(PreconditionFailedException.class,
                () -> addons.create(checked("addonVersion", "99.0.0"), false, 0, EmulatedMk8s.URN, env.reporter));
        assertTrue(e.getMessage().contains("available: 24.9.0, 24.6.2"), e.getMessage());
        assertEquals(installs, env.cloud.requestCount("POST", "clusters/{cid}/addons"), "nothing was installed");
    }

    @Test
    void aFailedInstallWaitKeepsPartialStateAndUpdateResumesWithoutASecondInstall() {
        Map<String, Object> inputs = checked("addonName", "ingress-nginx", "addonVersion", ingressVersion(),
                "namespace", "ingress", "values", "{}");
        PartialFailureException failure = assertThrows(PartialFailureException.class,
                () -> addons.create(inputs, false, 0.2, EmulatedMk8s.URN, env.reporter));
        Map<String, Object> resumed = addons.update(failure.id(), failure.outputs(), inputs, false, 0, EmulatedMk8s.URN,
                env.reporter);
        assertEquals("INSTALLED", resumed.get("status"));
        assertEquals(1, env.cloud.requestCount("POST", "clusters/{cid}/addons") - installsBefore);
        addons.delete(failure.id(), resumed, 0, EmulatedMk8s.URN, env.reporter);
    }

    private static long installsBefore;

    private static String ingressVersion() {
        installsBefore = env.cloud.requestCount("POST", "clusters/{cid}/addons");
        return env.outOfBand().addons().listAddons().stream().filter(a -> a.name().equals("ingress-nginx")).findFirst()
                .orElseThrow().versions().get(0).version();
    }
}

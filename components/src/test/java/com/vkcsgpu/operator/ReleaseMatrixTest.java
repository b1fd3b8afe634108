package com.vkcsgpu.operator;

import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.domain.GpuModel;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shipped data file: integrity, a few anchor facts, and the reader's refusal of broken edits. */
class ReleaseMatrixTest {

    private static final ReleaseMatrix MATRIX = ReleaseMatrix.load();
    private static final Pattern MIG_PROFILE = Pattern.compile("all-(\\d+g\\.\\d+gb(\\.me)?|balanced)");

    @Test
    void loadsOnceAndCaches() {
        assertSame(MATRIX, ReleaseMatrix.load());
    }

    @Test
    void curatesTheFourReleasesOldestFirst() {
        assertEquals(List.of("v24.9.2", "v25.10.1", "v26.3.3", "v26.7.0"),
                MATRIX.releases().stream().map(GpuOperatorVersion::version).toList());
        assertEquals("v26.7.0", MATRIX.latest().version());
    }

    @Test
    void everyReleasePinsEveryComponentWithASource() {
        for (GpuOperatorVersion r : MATRIX.releases()) {
            for (Component c : Component.values()) {
                ComponentImage image = r.component(c);
                assertNotNull(image, r.version() + " lacks " + c);
                assertTrue(ComponentPins.isValidTag(image.version()), r.version() + " " + c + " tag " + image.version());
                assertFalse(image.repository().isBlank() || image.image().isBlank(), r.version() + " " + c);
                assertFalse(r.provenance().components().get(c).isBlank(), r.version() + " " + c + " source");
            }
        }
    }

    @Test
    void everyReleaseHasChartDriversAndKubernetesRange() {
        for (GpuOperatorVersion r : MATRIX.releases()) {
            assertEquals("https://helm.ngc.nvidia.com/nvidia", r.chart().repository());
            assertEquals("gpu-operator", r.chart().name());
            assertEquals(r.version(), r.chart().version(), "chart versions carry the leading v");
            assertEquals(40, r.gitCommit().length());
            assertEquals(1, r.supportedDrivers().stream().filter(SupportedDriver::isDefault).count(), r.version());
            assertEquals(r.component(Component.DRIVER).version(), r.defaultDriver().toString(),
                    r.version() + ": the default driver is the chart's driver.version");
            assertTrue(r.supportsDriver(r.defaultDriver()));
            List<DriverVersion> drivers = r.supportedDrivers().stream().map(SupportedDriver::version).toList();
            assertEquals(drivers.stream().sorted(java.util.Comparator.reverseOrder()).toList(), drivers, "newest first");
            assertTrue(KubernetesVersion.BY_MINOR.compare(r.kubernetes().min(), r.kubernetes().max()) <= 0);
            assertFalse(r.kubernetes().scopes().isEmpty());
            for (KubernetesRange.Scope s : r.kubernetes().scopes()) {
                assertTrue(r.kubernetes().contains(s.min()) && r.kubernetes().contains(s.max()), r.version() + " " + s.scope());
            }
            assertFalse(r.provenance().drivers().isBlank());
            assertFalse(r.provenance().releaseDate().isBlank());
            assertFalse(r.provenance().supportStatus().isBlank());
        }
    }

    @Test
    void anchorFactsMatchTheTagsValues() {
        // From deployments/gpu-operator/values.yaml at each tag of NVIDIA/gpu-operator.
        GpuOperatorVersion v2670 = MATRIX.release("v26.7.0").orElseThrow();
        assertAll(
                () -> assertEquals("nvcr.io/nvidia/driver:595.91.07", v2670.component(Component.DRIVER).reference()),
                () -> assertEquals("v1.20.0", v2670.component(Component.TOOLKIT).version()),
                // bundle/manifests/gpu-operator-certified.clusterserviceversion.yaml at the same tag
                () -> assertEquals("sha256:f8c647d581f7c8b178efdb7e6c94f5fb6eb12ebc05e2157fa314d327560fcb7a",
                        v2670.component(Component.TOOLKIT).digest()),
                () -> assertEquals("nvcr.io/nvidia/gpu-operator:v26.7.0", v2670.component(Component.VALIDATOR).reference()),
                () -> assertEquals("registry.k8s.io/nfd/node-feature-discovery:v0.19.0", v2670.component(Component.NFD).reference()),
                () -> assertEquals("0.19.0", v2670.nfdChart().version()),
                () -> assertEquals(GpuOperatorVersion.SupportStatus.SUPPORTED, v2670.supportStatus()));
        GpuOperatorVersion v2492 = MATRIX.release("v24.9.2").orElseThrow();
        assertAll(
                () -> assertEquals("550.144.03", v2492.defaultDriver().toString()),
                () -> assertEquals("570.86.15", v2492.recommendedDriver().orElseThrow().toString()),
                () -> assertEquals("nvcr.io/nvidia/cloud-native/gpu-operator-validator:v24.9.2",
                        v2492.component(Component.VALIDATOR).reference()),
                () -> assertEquals("v0.10.0-ubuntu20.04", v2492.component(Component.MIG_MANAGER).version()),
                () -> assertEquals("1.24–1.34", v2492.kubernetes().describe()));
        GpuOperatorVersion v2633 = MATRIX.release("v26.3.3").orElseThrow();
        assertEquals("580.178.04", v2633.recommendedDriver().orElseThrow().toString());
        assertEquals("580.126.20", v2633.defaultDriver().toString());
    }

    @Test
    void everyGpuModelHasWellFormedSourcedFacts() {
        assertEquals(GpuModel.values().length, MATRIX.gpus().size());
        for (GpuModel model : GpuModel.values()) {
            GpuModelInfo g = MATRIX.gpu(model);
            assertEquals(model, g.model());
            assertEquals(g.migCapable(), !g.migProfiles().isEmpty(), model + ": MIG-capable iff it lists profiles");
            g.migProfiles().forEach(p -> assertTrue(MIG_PROFILE.matcher(p).matches(), model + " profile " + p));
            assertFalse(g.migProfiles().contains(GpuModelInfo.MIG_DISABLED), "all-disabled is implicit");
            assertTrue(g.minDriverBranch() > 0);
            for (Provenance p : List.of(g.flavorProvenance(), g.migProvenance(), g.driverProvenance())) {
                assertFalse(p.source().isBlank(), model + " source");
                if (p.confidence() == Provenance.Confidence.INFERRED) {
                    assertNotNull(p.note(), model + ": an inferred fact says why");
                }
            }
        }
        assertTrue(MATRIX.gpu(GpuModel.A100_40GB).migProfiles().contains("all-1g.5gb"));
        assertTrue(MATRIX.gpu(GpuModel.H200).migProfiles().contains("all-1g.18gb"));
        assertFalse(MATRIX.gpu(GpuModel.L4).migCapable());
        assertEquals(550, MATRIX.gpu(GpuModel.H200).minDriverBranch());
        assertEquals(580, MATRIX.gpu(GpuModel.V100).maxDriverBranch());
    }

    @Test
    void flavorExamplesAreNamedWithTheModelsVkToken() {
        for (GpuModel model : GpuModel.values()) {
            List<String> examples = MATRIX.gpu(model).vkFlavorExamples();
            assertEquals(model.offeredOnVkCloud(), !examples.isEmpty(),
                    model + ": flavor examples exactly when VK Cloud offers the model");
            // <CATEGORY>-<vCPU>-<RAM>-<MODEL>-<COUNT>: the model token is a whole dash-separated part
            model.vkFlavorToken().ifPresent(token -> examples.forEach(name ->
                    assertTrue(List.of(name.split("-")).contains(token), model + ": " + name + " lacks " + token)));
        }
    }

    @Test
    void cudaAndBranchTablesAreComplete() {
        assertEquals(580, MATRIX.cuda(13).orElseThrow().minDriverBranch());
        assertEquals(525, MATRIX.cuda(12).orElseThrow().minDriverBranch());
        assertEquals(450, MATRIX.cuda(11).orElseThrow().minDriverBranch());
        assertTrue(MATRIX.cuda(14).isEmpty());
        for (int branch : new int[]{535, 570, 580, 595, 610}) {
            assertTrue(MATRIX.driverBranch(branch).isPresent(), "R" + branch);
        }
        assertEquals(DriverBranchInfo.Type.LTSB, MATRIX.driverBranch(580).orElseThrow().type());
        // Every driver branch a release supports has life-cycle facts.
        MATRIX.releases().forEach(r -> r.supportedDrivers().forEach(d ->
                assertTrue(MATRIX.driverBranch(d.version().branch()).isPresent(), r.version() + " " + d.version())));
    }

    @Test
    void readerReportsEveryProblemOfABrokenEditWithItsPath() {
        String broken = edit(root -> {
            JsonObject v2670 = release(root, "v26.7.0");
            v2670.getAsJsonObject("components").remove("dcgmExporter");
            v2670.getAsJsonObject("drivers").getAsJsonArray("versions").get(0).getAsJsonObject()
                    .addProperty("version", "610.57");
            JsonObject h200 = gpu(root, "H200");
            h200.getAsJsonObject("mig").getAsJsonArray("profiles").add("1g.18gb");
            h200.getAsJsonObject("driverBranch").remove("source");
            release(root, "v24.9.2").getAsJsonObject("kubernetes").addProperty("max", "1.2x");
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ReleaseMatrix.parse(new StringReader(broken)));
        String message = e.getMessage();
        assertAll(
                () -> assertTrue(message.contains("releases[v26.7.0].components: lacks dcgmExporter"), message),
                () -> assertTrue(message.contains("releases[v26.7.0].drivers.versions[610.57]"), message),
                () -> assertTrue(message.contains("gpuModels[H200].mig.profiles[1g.18gb]"), message),
                () -> assertTrue(message.contains("gpuModels[H200].driverBranch.source: is missing"), message),
                () -> assertTrue(message.contains("releases[v24.9.2].kubernetes.max"), message));
    }

    @Test
    void readerRejectsADefaultDriverThatDiffersFromTheChartValue() {
        String broken = edit(root -> release(root, "v26.7.0").getAsJsonObject("components")
                .getAsJsonObject("driver").addProperty("version", "580.173.02"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ReleaseMatrix.parse(new StringReader(broken)));
        assertTrue(e.getMessage().contains("default 595.91.07 differs from components.driver.version 580.173.02"), e.getMessage());
    }

    @Test
    void readerRequiresAnEntryForEveryGpuModelAndANoteForInferredFacts() {
        String broken = edit(root -> {
            JsonArray gpus = root.getAsJsonArray("gpuModels");
            gpus.remove(gpu(root, "T4"));
            gpu(root, "H200").getAsJsonObject("driverBranch").remove("note");
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ReleaseMatrix.parse(new StringReader(broken)));
        assertTrue(e.getMessage().contains("has no entry for T4"), e.getMessage());
        assertTrue(e.getMessage().contains("gpuModels[H200].driverBranch.note: must say why"), e.getMessage());
    }

    @Test
    void aChartDigestInTheMatrixIsReadAndItsFormAndSourceAreRequired() {
        String digest = "sha256:" + "3b".repeat(32);
        String pinned = edit(root -> {
            JsonObject d = new JsonObject();
            d.addProperty("value", digest);
            d.addProperty("source", "https://helm.ngc.nvidia.com/nvidia/index.yaml");
            release(root, "v26.7.0").add("chartDigest", d);
        });
        assertEquals(digest, ReleaseMatrix.parse(new StringReader(pinned)).release("v26.7.0").orElseThrow().chart()
                .digest());
        assertEquals(null, MATRIX.release("v26.7.0").orElseThrow().chart().digest(), "no source gives one today");

        String broken = edit(root -> {
            JsonObject d = new JsonObject();
            d.addProperty("value", digest.substring("sha256:".length()));
            release(root, "v26.7.0").add("chartDigest", d);
            release(root, "v26.7.0").getAsJsonObject("components").getAsJsonObject("driver")
                    .addProperty("digest", digest);
        });
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ReleaseMatrix.parse(new StringReader(broken)));
        assertTrue(e.getMessage().contains("chartDigest: needs value (sha256: and 64 lowercase hex digits) and source"),
                e.getMessage());
        assertTrue(e.getMessage().contains("components.driver.digest: needs"), e.getMessage());
    }

    /** The shipped data file as JSON text after {@code change}; other tests of the reader edit it too. */
    static String edit(Consumer<JsonObject> change) {
        JsonObject root;
        try (var reader = new InputStreamReader(Objects.requireNonNull(
                ReleaseMatrix.class.getResourceAsStream(ReleaseMatrix.RESOURCE)), StandardCharsets.UTF_8)) {
            root = JsonParser.parseReader(reader).getAsJsonObject();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        change.accept(root);
        return new Gson().toJson(root);
    }

    private static JsonObject release(JsonObject root, String version) {
        return find(root.getAsJsonArray("releases"), "version", version);
    }

    private static JsonObject gpu(JsonObject root, String model) {
        return find(root.getAsJsonArray("gpuModels"), "model", model);
    }

    private static JsonObject find(JsonArray array, String key, String value) {
        for (JsonElement e : array) {
            if (e.getAsJsonObject().get(key).getAsString().equals(value)) {
                return e.getAsJsonObject();
            }
        }
        throw new AssertionError(value + " not in the data file");
    }
}

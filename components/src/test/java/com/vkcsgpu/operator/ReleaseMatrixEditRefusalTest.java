package com.vkcsgpu.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.io.StringReader;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each broken edit of the release matrix's data file, one at a time, is refused with the problems it causes, each
 * naming its JSON path and what is wrong, and no other; the shipped file, read afresh (not the cached
 * {@link ReleaseMatrix#load()}), is accepted, whatever the order of its lists.
 */
class ReleaseMatrixEditRefusalTest {

    static Stream<Arguments> brokenEdits() {
        return Stream.of(
                broken("a schema version other than 1", root -> root.addProperty("schemaVersion", 2),
                        "schemaVersion: must be 1, found 2"),
                broken("a feature without its threshold", root -> root.getAsJsonArray("releaseThresholds").remove(0),
                        "releaseThresholds: has no entry for QUIET_SERVICE_MONITOR; every ReleaseFeature needs the release it starts at"),
                broken("a threshold that is not a release version", root -> root.getAsJsonArray("releaseThresholds")
                        .get(0).getAsJsonObject().addProperty("from", "v26.7"),
                        "releaseThresholds[QUIET_SERVICE_MONITOR].from: must look like v26.7.0",
                        "releaseThresholds: has no entry for QUIET_SERVICE_MONITOR; every ReleaseFeature needs the release it starts at"),
                broken("a validator limit without its source", root -> release(root, "v26.7.0")
                        .getAsJsonObject("cudaValidator").remove("source"),
                        "releases[v26.7.0].cudaValidator: needs cudaVersion, unsupportedArchitectures (may be empty) and source"),
                broken("a chart without a name", root -> root.getAsJsonObject("chart").remove("name"),
                        "chart: needs repository and name"),
                broken("a chart with a blank repository", root -> root.getAsJsonObject("chart").addProperty("repository", " "),
                        "chart: needs repository and name"),
                broken("a release listed twice", root -> root.getAsJsonArray("releases").add(release(root, "v26.7.0").deepCopy()),
                        "releases[v26.7.0]: appears twice"),
                broken("a null release", root -> root.getAsJsonArray("releases").add(JsonNull.INSTANCE),
                        "releases: contains null"),
                broken("a null release beside a duplicate", root -> {
                    root.getAsJsonArray("releases").add(JsonNull.INSTANCE);
                    root.getAsJsonArray("releases").add(release(root, "v26.7.0").deepCopy());
                }, "releases: contains null", "releases[v26.7.0]: appears twice"),
                broken("no release date", root -> release(root, "v26.7.0").remove("releaseDate"),
                        "releases[v26.7.0].releaseDate: needs value and source"),
                broken("no support status", root -> release(root, "v26.7.0").remove("supportStatus"),
                        "releases[v26.7.0].supportStatus: needs value and source"),
                broken("no Kubernetes ranges", root -> release(root, "v26.7.0").getAsJsonObject("kubernetes").add("ranges", new JsonArray()),
                        "releases[v26.7.0].kubernetes.ranges: is missing or empty",
                        "releases[v26.7.0].kubernetes.ranges: needs at least one sourced range"),
                broken("no driver branches", root -> root.add("driverBranches", new JsonArray()),
                        "driverBranches: is missing or empty"),
                broken("a GPU model the code does not know", root -> {
                    JsonObject b200 = gpu(root, "T4").deepCopy();
                    b200.addProperty("model", "B200");
                    root.getAsJsonArray("gpuModels").add(b200);
                }, "gpuModels[B200]: is not a GpuModel constant"),
                broken("a GPU model listed twice", root -> root.getAsJsonArray("gpuModels").add(gpu(root, "T4").deepCopy()),
                        "gpuModels[T4]: appears twice"),
                broken("a CUDA row without its driver branch", root -> cuda(root, 13).remove("minDriverBranch"),
                        "cudaMinimumDriver[13]: needs cudaMajor and minDriverBranch"),
                broken("a CUDA row listed twice", root -> root.getAsJsonArray("cudaMinimumDriver").add(cuda(root, 13).deepCopy()),
                        "cudaMinimumDriver[13]: appears twice"),
                broken("a CUDA row without a source", root -> cuda(root, 12).remove("source"),
                        "cudaMinimumDriver[12].source: is missing"),
                broken("a driver branch without its number", root -> branch(root, 610).remove("branch"),
                        "driverBranches[null]: needs branch"),
                broken("a driver branch listed twice", root -> root.getAsJsonArray("driverBranches").add(branch(root, 535).deepCopy()),
                        "driverBranches[535]: appears twice"),
                broken("a driver branch of an unknown type", root -> branch(root, 535).addProperty("type", "LTS"),
                        "driverBranches[535].type: 'LTS' is not one of"),
                broken("a confidence that is not one", root -> branch(root, 535).addProperty("confidence", "maybe"),
                        "driverBranches[535].confidence: 'MAYBE' is not one of"),
                broken("a release version without its v", root -> release(root, "v26.7.0").addProperty("version", "26.7.0"),
                        "releases[26.7.0].version: must look like v26.7.0"),
                broken("a chart version without its v", root -> release(root, "v26.7.0").addProperty("chartVersion", "26.7.0"),
                        "releases[v26.7.0].chartVersion: must carry the leading v"),
                broken("a short git commit", root -> release(root, "v26.7.0").addProperty("gitCommit", "10ee5b3"),
                        "releases[v26.7.0].gitCommit: must be a 40-hex-digit commit"),
                broken("a release date that is no date", root -> sourced(release(root, "v26.7.0"), "releaseDate").addProperty("value", "2026-13-01"),
                        "releases[v26.7.0].releaseDate: must be YYYY-MM-DD"),
                broken("a release date without a source", root -> sourced(release(root, "v26.7.0"), "releaseDate").remove("source"),
                        "releases[v26.7.0].releaseDate: needs value and source"),
                broken("an unknown support status", root -> sourced(release(root, "v26.7.0"), "supportStatus").addProperty("value", "RETIRED"),
                        "releases[v26.7.0].supportStatus: 'RETIRED' is not one of"),
                broken("a support status without a source", root -> sourced(release(root, "v26.7.0"), "supportStatus").remove("source"),
                        "releases[v26.7.0].supportStatus: needs value and source"),
                broken("an image of no known component", root -> components(root).add("cuda", components(root).get("toolkit").deepCopy()),
                        "releases[v26.7.0].components.cuda: is not a component"),
                broken("an image without a version", root -> components(root).getAsJsonObject("toolkit").remove("version"),
                        "releases[v26.7.0].components.toolkit: needs repository, image and version"),
                broken("an image without a source", root -> components(root).getAsJsonObject("toolkit").remove("source"),
                        "releases[v26.7.0].components.toolkit.source: is missing"),
                broken("an NFD chart without a version", root -> release(root, "v26.7.0").getAsJsonObject("nfdChart").remove("version"),
                        "releases[v26.7.0].nfdChart: needs repository, version and source"),
                broken("no NVIDIADriver spec fields", root -> release(root, "v26.7.0").getAsJsonObject("nvidiaDriverSpecFields").add("value", new JsonArray()),
                        "releases[v26.7.0].nvidiaDriverSpecFields: needs value (the CRD's spec fields) and source"),
                broken("NVIDIADriver spec fields without a source", root -> release(root, "v26.7.0").getAsJsonObject("nvidiaDriverSpecFields").remove("source"),
                        "releases[v26.7.0].nvidiaDriverSpecFields: needs value (the CRD's spec fields) and source"),
                broken("drivers without a source", root -> drivers(root).remove("source"),
                        "releases[v26.7.0].drivers: needs a source and versions"),
                broken("a driver listed twice", root -> drivers(root).getAsJsonArray("versions").add(driver(root, "580.173.02").deepCopy()),
                        "releases[v26.7.0].drivers.versions[580.173.02]: appears twice"),
                broken("two default drivers", root -> driver(root, "580.173.02").addProperty("default", true),
                        "releases[v26.7.0].drivers: must mark exactly one version default, found 2"),
                broken("no default driver", root -> driver(root, "595.91.07").remove("default"),
                        "releases[v26.7.0].drivers: must mark exactly one version default, found 0"),
                broken("a driver image that is no version", root -> components(root).getAsJsonObject("driver").addProperty("version", "latest"),
                        "releases[v26.7.0].drivers: default 595.91.07 differs from components.driver.version latest"),
                broken("no Kubernetes range", root -> release(root, "v26.7.0").remove("kubernetes"),
                        "releases[v26.7.0].kubernetes: is missing"),
                broken("a Kubernetes range without its scope", root -> firstRange(root).remove("scope"),
                        "releases[v26.7.0].kubernetes.ranges[null]: needs scope, min, max and source",
                        "releases[v26.7.0].kubernetes.ranges: needs at least one sourced range"),
                broken("a Kubernetes scope beyond the range", root -> firstRange(root).addProperty("max", "1.99"),
                        "releases[v26.7.0].kubernetes.ranges[NVIDIA: every supported operating system]: lies outside"),
                brokenGpu("a GPU with no memory", root -> gpu(root, "T4").addProperty("memoryGb", 0),
                        "gpuModels[T4]: needs displayName, architecture and a positive memoryGb"),
                brokenGpu("a GPU without flavors", root -> gpu(root, "T4").remove("vkFlavors"),
                        "gpuModels[T4].vkFlavors: is missing"),
                brokenGpu("a GPU that does not say whether it has MIG", root -> gpu(root, "T4").getAsJsonObject("mig").remove("capable"),
                        "gpuModels[T4].mig: needs capable"),
                brokenGpu("a MIG-capable GPU without profiles", root -> gpu(root, "T4").getAsJsonObject("mig").addProperty("capable", true),
                        "gpuModels[T4].mig: is capable but lists no profiles"),
                brokenGpu("profiles on a GPU without MIG", root -> gpu(root, "A30").getAsJsonObject("mig").addProperty("capable", false),
                        "gpuModels[A30].mig: is not capable but lists profiles"),
                brokenGpu("a MIG profile listed twice", root -> gpu(root, "A30").getAsJsonObject("mig").getAsJsonArray("profiles").add("all-balanced"),
                        "gpuModels[A30].mig.profiles: lists a profile twice"),
                brokenGpu("a driver branch minimum of 0", root -> gpu(root, "T4").getAsJsonObject("driverBranch").addProperty("min", 0),
                        "gpuModels[T4].driverBranch.min: is missing"),
                brokenGpu("a driver branch maximum below the minimum", root -> gpu(root, "V100").getAsJsonObject("driverBranch").addProperty("max", 383),
                        "gpuModels[V100].driverBranch: max 383 is below min 384"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenEdits")
    void refusesTheEditNamingItsPath(String edit, String brokenJson, List<String> problems) {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> ReleaseMatrix.parse(new StringReader(brokenJson)));
        String message = refused.getMessage();
        assertTrue(message.startsWith("the release matrix has " + problems.size() + " problem(s):"), edit + " -> " + message);
        for (String problem : problems) {
            assertTrue(message.contains("\n  " + problem), edit + " -> " + message);
        }
    }

    @Test
    void refusesAKubernetesMinimumNewerThanItsMaximum() {
        String broken = edited(root -> release(root, "v26.7.0").getAsJsonObject("kubernetes").addProperty("min", "1.99"));
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> ReleaseMatrix.parse(new StringReader(broken)));
        assertTrue(refused.getMessage().contains("releases[v26.7.0].kubernetes: min 1.99 is newer than max"), refused.getMessage());
    }

    @Test
    void refusesADocumentOfAnotherShapeOrNone() {
        IllegalStateException notJson = assertThrows(IllegalStateException.class,
                () -> ReleaseMatrix.parse(new StringReader("{\"releases\": 7}")));
        assertTrue(notJson.getMessage().startsWith("the release matrix is not valid JSON of the expected shape"), notJson.getMessage());
        IllegalStateException empty = assertThrows(IllegalStateException.class, () -> ReleaseMatrix.parse(new StringReader("")));
        assertEquals("the release matrix is empty", empty.getMessage());
    }

    @Test
    void acceptsBoundaryValues() {
        ReleaseMatrix matrix = ReleaseMatrix.parse(new StringReader(edited(root -> {
            gpu(root, "V100").getAsJsonObject("driverBranch").addProperty("max", 384);
            gpu(root, "T4").addProperty("memoryGb", 1);
            JsonObject kubernetes = release(root, "v26.7.0").getAsJsonObject("kubernetes");
            JsonObject range = firstRange(root);
            kubernetes.addProperty("max", kubernetes.get("min").getAsString());
            range.addProperty("min", kubernetes.get("min").getAsString());
            range.addProperty("max", kubernetes.get("min").getAsString());
            JsonArray ranges = new JsonArray();
            ranges.add(range);
            kubernetes.add("ranges", ranges);
        })));
        assertEquals(384, (int) matrix.gpu(com.vkcsgpu.domain.GpuModel.V100).maxDriverBranch());
        assertEquals(1, matrix.gpu(com.vkcsgpu.domain.GpuModel.T4).memoryGb());
    }

    @Test
    void readsTheShippedFileInAnyOrderAndOrdersItsLists() {
        ReleaseMatrix shipped = ReleaseMatrix.parse(new StringReader(edited(root -> { })));
        ReleaseMatrix shuffled = ReleaseMatrix.parse(new StringReader(edited(root -> {
            reverse(root.getAsJsonArray("releases"));
            reverse(root.getAsJsonArray("cudaMinimumDriver"));
            reverse(root.getAsJsonArray("driverBranches"));
            for (JsonElement release : root.getAsJsonArray("releases")) {
                reverse(release.getAsJsonObject().getAsJsonObject("drivers").getAsJsonArray("versions"));
            }
        })));
        for (ReleaseMatrix matrix : List.of(shipped, shuffled)) {
            assertEquals(List.of("v24.9.2", "v25.10.1", "v26.3.3", "v26.7.0"),
                    matrix.releases().stream().map(GpuOperatorVersion::version).toList());
            assertEquals(List.of(13, 12, 11), matrix.cudaRequirements().stream().map(CudaRequirement::cudaMajor).toList());
            List<Integer> branches = matrix.driverBranches().stream().map(DriverBranchInfo::branch).toList();
            assertEquals(branches.stream().sorted().toList(), branches);
            assertEquals(List.of("610.57.04", "595.91.07", "580.173.02", "535.309.01"), matrix.release("v26.7.0")
                    .orElseThrow().supportedDrivers().stream().map(d -> d.version().toString()).toList());
        }
        // compared with the file's values, not with ReleaseMatrix.load(): a cached matrix may come from other code
        assertEquals(java.util.Set.of(com.vkcsgpu.domain.GpuModel.values()), shipped.gpus().keySet());
        GpuOperatorVersion latest = shipped.release("v26.7.0").orElseThrow();
        assertTrue(latest.kubernetes() != null && !latest.kubernetes().scopes().isEmpty(), String.valueOf(latest.kubernetes()));
        assertEquals("dcgmExporter.serviceMonitor.enabled defaults to true from this release.", latest.notes().get(0));
        GpuModelInfo a30 = shipped.gpu(com.vkcsgpu.domain.GpuModel.A30);
        assertTrue(a30.migProvenance() != null && !a30.vkFlavorExamples().isEmpty(), a30.toString());
    }

    @Test
    void aReleaseAddedAsDataOnlyIsOrderedAndGetsTheThresholdsByVersionNotByText() {
        ReleaseMatrix matrix = ReleaseMatrix.parse(new StringReader(edited(root -> {
            JsonObject next = release(root, "v26.7.0").deepCopy();
            next.addProperty("version", "v26.10.0");
            next.addProperty("chartVersion", "v26.10.0");
            root.getAsJsonArray("releases").add(next);
        })));
        assertEquals(List.of("v24.9.2", "v25.10.1", "v26.3.3", "v26.7.0", "v26.10.0"),
                matrix.releases().stream().map(GpuOperatorVersion::version).toList());
        GpuOperatorVersion added = matrix.latest();
        assertEquals("v26.10.0", added.version());
        assertTrue(added.has(ReleaseFeature.QUIET_SERVICE_MONITOR) && added.has(ReleaseFeature.NVIDIA_DRIVER_MIGRATION),
                "\"v26.10.0\" sorts before \"v26.7\" as text; as versions it is newer: " + added.features());
        GpuOperatorVersion v2633 = matrix.release("v26.3.3").orElseThrow();
        assertTrue(v2633.has(ReleaseFeature.DEFAULT_RUNTIME_REMOVED) && !v2633.has(ReleaseFeature.QUIET_SERVICE_MONITOR),
                v2633.features().toString());
        assertTrue(matrix.release("v24.9.2").orElseThrow().features().isEmpty());
        assertEquals(new ReleaseVersion(25, 3, 0), matrix.threshold(ReleaseFeature.DEFAULT_RUNTIME_REMOVED).from());
    }

    @Test
    void releaseVersionsCompareAsNumbers() {
        assertTrue(ReleaseVersion.parse("v26.10.0").compareTo(ReleaseVersion.parse("v26.7.0")) > 0);
        assertTrue(ReleaseVersion.parse("v25.10.1").compareTo(ReleaseVersion.parse("v26.3.3")) < 0);
        assertTrue(ReleaseVersion.parse("v26.3.2").isAtLeast(ReleaseVersion.parse("v26.3.2")));
        assertEquals("v26.10.0", ReleaseVersion.parse("v26.10.0").toString());
        IllegalArgumentException notAVersion = assertThrows(IllegalArgumentException.class, () -> ReleaseVersion.parse("v26.7"));
        assertEquals("'v26.7' is not a GPU Operator release version; expected vMAJOR.MINOR.PATCH, e.g. v26.7.0",
                notAVersion.getMessage());
    }

    private static Arguments broken(String name, Consumer<JsonObject> edit, String... problems) {
        return Arguments.of(name, edited(edit), List.of(problems));
    }

    /** A GPU entry with a problem is dropped, so the model also lacks its entry. */
    private static Arguments brokenGpu(String name, Consumer<JsonObject> edit, String problem) {
        String model = problem.substring("gpuModels[".length(), problem.indexOf(']'));
        return Arguments.of(name, edited(edit), List.of(problem, "gpuModels: has no entry for " + model));
    }

    private static String edited(Consumer<JsonObject> change) {
        return ReleaseMatrixTest.edit(change);
    }

    private static void reverse(JsonArray array) {
        List<JsonElement> items = new java.util.ArrayList<>(array.asList());
        java.util.Collections.reverse(items);
        for (int i = 0; i < items.size(); i++) {
            array.set(i, items.get(i));
        }
    }

    private static JsonObject release(JsonObject root, String version) {
        return find(root.getAsJsonArray("releases"), "version", version);
    }

    private static JsonObject sourced(JsonObject release, String fact) {
        return release.getAsJsonObject(fact);
    }

    private static JsonObject components(JsonObject root) {
        return release(root, "v26.7.0").getAsJsonObject("components");
    }

    private static JsonObject drivers(JsonObject root) {
        return release(root, "v26.7.0").getAsJsonObject("drivers");
    }

    private static JsonObject driver(JsonObject root, String version) {
        return find(drivers(root).getAsJsonArray("versions"), "version", version);
    }

    private static JsonObject firstRange(JsonObject root) {
        return release(root, "v26.7.0").getAsJsonObject("kubernetes").getAsJsonArray("ranges").get(0).getAsJsonObject();
    }

    private static JsonObject gpu(JsonObject root, String model) {
        return find(root.getAsJsonArray("gpuModels"), "model", model);
    }

    private static JsonObject cuda(JsonObject root, int major) {
        return find(root.getAsJsonArray("cudaMinimumDriver"), "cudaMajor", String.valueOf(major));
    }

    private static JsonObject branch(JsonObject root, int number) {
        return find(root.getAsJsonArray("driverBranches"), "branch", String.valueOf(number));
    }

    private static JsonObject find(JsonArray array, String key, String value) {
        for (JsonElement e : array) {
            if (e.isJsonObject() && e.getAsJsonObject().has(key) && e.getAsJsonObject().get(key).getAsString().equals(value)) {
                return e.getAsJsonObject();
            }
        }
        throw new AssertionError(key + " " + value + " is not in the data file");
    }
}

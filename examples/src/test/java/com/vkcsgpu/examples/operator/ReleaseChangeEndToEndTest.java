package com.vkcsgpu.examples.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.GpuJobs;
import com.vkcsgpu.examples.emulated.NvidiaCharts;
import com.vkcsgpu.examples.emulated.WriteCalls;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GPU Operator release change across two of NVIDIA's real chart releases, end to end ({@link DriverVersionsProgram}
 * through the engine harness with the real plugin against the emulator, installed by Helm from NVIDIA's packaged
 * charts), with a training Job running on each pool: the preview names, per pool, the CRDs whose served schema differs
 * (checked against the two charts' CRD files), the operands that roll, the components whose versions move and the
 * compatibility verdict, and writes nothing; {@code up} then rolls what the preview said and updates those CRDs.
 */
class ReleaseChangeEndToEndTest {
    private static final String PROJECT = "release-change-e2e";
    private static final double TIME_SCALE = 0.001;
    private static final String OLDER = "v26.3.3";
    private static final String NEWER = "v26.7.0";
    private static final String NAMESPACE = "gpu-operator";
    private static final List<String> POOLS = List.of("a100-pool", "l4-pool");
    private static final Program PROGRAM = Program.javaMain(Classpaths.current(), DriverVersionsProgram.class.getName());
    /**
     * The DaemonSet each node operand runs as, by its component key (the names of NVIDIA/gpu-operator
     * assets/state-*&#47;0500_daemonset.yaml, the same at both releases).
     */
    private static final Map<String, String> OPERAND_DAEMON_SETS = Map.of(
            "toolkit", "nvidia-container-toolkit-daemonset",
            "devicePlugin", "nvidia-device-plugin-daemonset",
            "gfd", "gpu-feature-discovery",
            "dcgm", "nvidia-dcgm",
            "dcgmExporter", "nvidia-dcgm-exporter",
            "migManager", "nvidia-mig-manager",
            "validator", "nvidia-operator-validator",
            "nodeStatusExporter", "nvidia-node-status-exporter");

    private static final String CLUSTER = "ml-gpu";

    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE);

    @Test
    @SuppressWarnings("unchecked")
    void aReleaseChangePreviewsCrdsOperandsComponentsAndVerdictsPerPoolAndUpDoesWhatItSaid(@TempDir Path dir) {
        Path older = NvidiaCharts.chart(OLDER).orElse(null);
        Path newer = NvidiaCharts.chart(NEWER).orElse(null);
        if (older == null || newer == null) {
            String reason = NvidiaCharts.absentReason(older == null ? OLDER : NEWER);
            System.out.println("SKIPPED: ReleaseChangeEndToEndTest: " + reason);
            Assumptions.abort(reason);
        }
        for (String pool : POOLS) { // the driver container installs the driver, so it moves with the release too
            emulated.cloud().injectGpuFault(CLUSTER, new GpuFault(GpuFault.Kind.NO_HOST_DRIVER, null, pool, null, null));
        }
        EngineHarness stack = EmulatedStack.harness(emulated.cloud(), PROJECT, dir.resolve("state.json"), TIME_SCALE)
                .config(PROJECT + ":chartPath", older.toString()).config(PROJECT + ":release", OLDER).build()
                .withConfig(PROJECT + ":a100Pool", "true");
        stack.up(PROGRAM).assertSucceeded();
        GpuJobs jobs = GpuJobs.in(kubeApi());
        Map<String, String> trainers = new TreeMap<>();
        POOLS.forEach(pool -> trainers.put(pool, jobs.runJob("ml", "train-" + pool, nodeOf(pool), false)));
        Map<String, JsonObject> daemonSetsBefore = daemonSets();

        EngineHarness changed = stack.withConfig(PROJECT + ":chartPath", newer.toString())
                .withConfig(PROJECT + ":release", NEWER);
        WriteCalls writes = WriteCalls.from(emulated.cloud(), kubeApi());
        RunResult preview = changed.preview(PROGRAM).assertSucceeded();
        assertEquals(List.of(), writes.since(), "a preview writes nothing, to VK Cloud or to the cluster");

        List<Map<String, Object>> lines = (List<Map<String, Object>>) preview.output("previewImpact");
        Map<String, Map<String, Object>> release = byPool(lines, "operator-release");
        assertEquals(POOLS, List.copyOf(release.keySet()), () -> "one release line per pool: " + lines);
        Set<String> changedCrds = changedCrds(NvidiaCharts.crdVersions(older), NvidiaCharts.crdVersions(newer));
        assertFalse(changedCrds.isEmpty(), "the two releases' CRDs differ");
        Map<String, String> pinsMoving = expectedMoves();
        List<String> rolling = null;
        for (String pool : POOLS) {
            Map<String, Object> line = release.get(pool);
            String summary = (String) line.get("summary");
            assertEquals(List.of(nodeOf(pool)), line.get("nodes"), summary);
            assertEquals(changedCrds, new TreeSet<>(listAfter(summary, "CRDs changing: ")),
                    () -> "the CRDs whose served versions or schemas differ between the charts: " + summary);
            assertEquals(pinsMoving, moves(line), () -> "the components whose pins move: " + summary);
            List<String> poolRolling = listAfter(summary, "operands rolling on 1 node: ");
            assertEquals(pinsMoving.keySet().stream().filter(OPERAND_DAEMON_SETS::containsKey).sorted().toList(),
                    poolRolling.stream().sorted().toList(), () -> "every node operand whose pin moves rolls: " + summary);
            rolling = poolRolling;
            assertTrue(summary.endsWith("; compatibility: compatible"), () -> "the verdict of " + pool + ": " + summary);
            assertEquals("", line.get("outcome"), summary);
        }
        Map<String, Map<String, Object>> reloads = byPool(lines, "driver-reload");
        assertEquals(POOLS, List.copyOf(reloads.keySet()), () -> "the driver moves with the release: " + lines);
        POOLS.forEach(pool -> assertEquals(List.of(trainers.get(pool)), ((List<Map<String, Object>>) reloads.get(pool)
                .get("pods")).stream().map(p -> p.get("name")).toList(), "the pool's running Job is named"));
        assertEquals(rollouts(daemonSetsBefore), rollouts(daemonSets()), "a preview rolls no DaemonSet");

        changed.up(PROGRAM).assertSucceeded();

        Map<String, JsonObject> daemonSetsAfter = daemonSets();
        Set<String> rolled = daemonSetsAfter.keySet().stream().filter(name -> daemonSetsBefore.containsKey(name)
                        && generation(daemonSetsAfter.get(name)) > generation(daemonSetsBefore.get(name)))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> saidToRoll = rolling.stream().map(OPERAND_DAEMON_SETS::get).filter(daemonSetsBefore::containsKey)
                .collect(Collectors.toCollection(TreeSet::new));
        assertFalse(saidToRoll.isEmpty(), () -> "operand DaemonSets of the release: " + daemonSetsBefore.keySet());
        assertTrue(rolled.containsAll(saidToRoll), () -> "each operand the preview said rolls got a new generation;"
                + " rolled: " + rolled + ", said: " + saidToRoll);
        for (String component : rolling) {
            String daemonSet = OPERAND_DAEMON_SETS.get(component);
            if (daemonSetsAfter.containsKey(daemonSet)) {
                assertTrue(image(daemonSetsAfter.get(daemonSet)).endsWith(":" + pinsMoving.get(component)),
                        () -> daemonSet + " runs " + component + " " + pinsMoving.get(component) + ": "
                                + image(daemonSetsAfter.get(daemonSet)));
            }
        }
        Map<String, JsonElement> newCrds = NvidiaCharts.crdVersions(newer);
        for (String crd : changedCrds) {
            String name = crd.replace(" (new)", "");
            JsonObject live = kubeApi().store().get(BuiltinTypes.CRD, null, name)
                    .orElseThrow(() -> new AssertionError("CRD " + name + " is in the cluster after up"));
            assertEquals(newCrds.get(name), live.getAsJsonObject("spec").get("versions"),
                    () -> "CRD " + name + " serves the new chart's versions and schemas");
        }
    }

    /** The CRDs of {@code after} whose versions differ from {@code before}'s, {@code "<name> (new)"} when it lacks them. */
    private static Set<String> changedCrds(Map<String, JsonElement> before, Map<String, JsonElement> after) {
        Set<String> changed = new TreeSet<>();
        after.forEach((name, versions) -> {
            if (!before.containsKey(name)) {
                changed.add(name + " (new)");
            } else if (!before.get(name).equals(versions)) {
                changed.add(name);
            }
        });
        return changed;
    }

    /**
     * The release matrix's pins (tag, and digest where pinned to one) that differ between the two releases, the
     * driver's aside (it has a line of its own).
     */
    private static Map<String, String> expectedMoves() {
        var matrix = com.vkcsgpu.operator.ReleaseMatrix.load();
        var from = matrix.release(OLDER).orElseThrow().components();
        var to = matrix.release(NEWER).orElseThrow().components();
        Map<String, String> moves = new TreeMap<>();
        to.forEach((component, image) -> {
            if (component != com.vkcsgpu.operator.Component.DRIVER && (!from.containsKey(component)
                    || !from.get(component).pinnedVersion().equals(image.pinnedVersion()))) {
                moves.put(component.key(), image.pinnedVersion());
            }
        });
        return moves;
    }

    /** A line's components that move, each with its version after. */
    private static Map<String, String> moves(Map<String, Object> line) {
        Map<String, String> after = new TreeMap<>((Map<String, String>) line.get("after"));
        after.remove("release");
        return after;
    }

    /** The comma-separated list after {@code label} in a summary, up to the next {@code ;}. */
    private static List<String> listAfter(String summary, String label) {
        int start = summary.indexOf(label);
        assertTrue(start >= 0, () -> "\"" + label + "\" in " + summary);
        int end = summary.indexOf(';', start);
        String list = summary.substring(start + label.length(), end < 0 ? summary.length() : end);
        return list.equals("none") ? List.of() : new ArrayList<>(Arrays.asList(list.split(", ")));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> byPool(List<Map<String, Object>> lines, String kind) {
        Map<String, Map<String, Object>> byPool = new TreeMap<>();
        lines.stream().filter(l -> kind.equals(l.get("kind"))).forEach(l -> byPool.put((String) l.get("pool"), l));
        return byPool;
    }

    /** The operator's DaemonSets by name. */
    private Map<String, JsonObject> daemonSets() {
        Map<String, JsonObject> byName = new TreeMap<>();
        kubeApi().store().list(BuiltinTypes.DAEMON_SET, NAMESPACE, LabelSelector.ALL, FieldSelector.ALL)
                .forEach(ds -> byName.put(ds.getAsJsonObject("metadata").get("name").getAsString(), ds));
        return byName;
    }

    /** Each DaemonSet's generation and image. */
    private static Map<String, String> rollouts(Map<String, JsonObject> daemonSets) {
        Map<String, String> rollouts = new TreeMap<>();
        daemonSets.forEach((name, ds) -> rollouts.put(name, generation(ds) + " " + image(ds)));
        return rollouts;
    }

    private static long generation(JsonObject object) {
        return object.getAsJsonObject("metadata").get("generation").getAsLong();
    }

    private static String image(JsonObject daemonSet) {
        return daemonSet.getAsJsonObject("spec").getAsJsonObject("template").getAsJsonObject("spec")
                .getAsJsonArray("containers").get(0).getAsJsonObject().get("image").getAsString();
    }

    private String nodeOf(String pool) {
        return emulated.nodeOf(CLUSTER, pool);
    }

    private KubeApiServer kubeApi() {
        return emulated.kubeApi(CLUSTER);
    }
}

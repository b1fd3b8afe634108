package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.readiness.OperandScheduling;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every operand of the GPU Operator tolerates every pool's taint in the values GpuOperator generates, for each
 * configuration of {@link RealChartMatrixTest}, without NVIDIA's charts: each toleration
 * list the chart reads for a workload that must run on (or, for NFD's master and gc, may only find) tainted GPU
 * nodes carries a toleration for each taint. The real-chart matrix also renders these values through NVIDIA's charts;
 * this test holds the same rule in a clone without {@code ../shared}.
 */
class OperandTolerationsTest {
    private static final Gson GSON = new Gson();

    /**
     * The toleration lists the chart reads, by the values key, and what they reach (NVIDIA/gpu-operator v26.7.0
     * deployments/gpu-operator: templates/clusterpolicy.yaml and templates/nvidiadriver.yaml take
     * {@code daemonsets.tolerations} for every operand DaemonSet the operator creates, templates/operator.yaml
     * {@code operator.tolerations}; its node-feature-discovery subchart's templates/worker.yaml, master.yaml and
     * nfd-gc.yaml take {@code worker}, {@code master} and {@code gc.tolerations}).
     */
    static final Map<List<String>, String> OPERAND_TOLERATIONS = operandTolerations();

    private static Map<List<String>, String> operandTolerations() {
        Map<List<String>, String> keys = new LinkedHashMap<>();
        keys.put(List.of("daemonsets", "tolerations"), "driver, container toolkit, device plugin, DCGM, DCGM exporter, "
                + "GPU feature discovery, MIG manager, validator, node status exporter, NVIDIADriver driver DaemonSets");
        keys.put(List.of("operator", "tolerations"), "the operator Deployment");
        keys.put(List.of("node-feature-discovery", "worker", "tolerations"), "NFD worker");
        keys.put(List.of("node-feature-discovery", "master", "tolerations"), "NFD master");
        keys.put(List.of("node-feature-discovery", "gc", "tolerations"), "NFD gc");
        return keys;
    }

    /**
     * The latest release only: the tolerations come from the pools' taints whatever the release (a release changes
     * the pins), and the real-chart matrix renders every release where the charts are.
     */
    private static final GpuOperatorVersion RELEASE = ReleaseMatrix.load().latest();

    @TestFactory
    Stream<DynamicTest> everyOperandToleratesEveryPoolsTaintInHelmValues() {
        return RealChartMatrixTest.helmConfigs().stream().map(config -> DynamicTest.dynamicTest(config.name(), () -> {
            OperatorReleaseArgs args = GeneratedInstall.of(config.args().apply(RELEASE).build()).release();
            List<String> problems = untolerated(json(com.vkcsgpu.operator.ChartValues.text(OperatorReleaseResource.values(args))), config.taints());
            for (GenericKubernetesResource driver : NvidiaDriverObjects.of(args)) {
                problems.addAll(untolerated("NVIDIADriver " + driver.getMetadata().getName(),
                        list(Manifests.toMap(driver), "spec", "tolerations"), config.taints()));
            }
            assertEquals(List.of(), problems);
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyOperandToleratesEveryPoolsTaintInAddonValues() {
        return RealChartMatrixTest.addonConfigs().stream().map(config -> DynamicTest.dynamicTest(config.name(), () -> {
            Map<String, Object> addon = GeneratedInstall.of(config.args().apply(RELEASE).build()).addon();
            assertEquals(List.of(), untolerated(json((String) addon.get("values")), config.taints()));
        }));
    }

    private static List<String> untolerated(Map<String, Object> values, List<RealChartMatrixTest.Taint> taints) {
        List<String> problems = new ArrayList<>();
        OPERAND_TOLERATIONS.forEach((key, operands) -> problems.addAll(untolerated(
                String.join(".", key) + " (" + operands + ")", list(values, key.toArray(String[]::new)), taints)));
        return problems;
    }

    private static List<String> untolerated(String where, List<Map<String, Object>> tolerations,
                                            List<RealChartMatrixTest.Taint> taints) {
        List<Toleration> typed = tolerations.stream().map(t -> GSON.fromJson(GSON.toJsonTree(t), Toleration.class))
                .toList();
        List<String> problems = new ArrayList<>();
        for (RealChartMatrixTest.Taint taint : taints) {
            Taint node = new Taint(taint.effect(), taint.key(), null, taint.value());
            if (typed.stream().noneMatch(t -> OperandScheduling.tolerates(t, node))) {
                problems.add(where + " does not tolerate " + taint + " (has " + tolerations + ")");
            }
        }
        return problems;
    }

    /** The list at {@code path}, empty when a key on the way is absent. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> root, String... path) {
        Object at = root;
        for (String key : path) {
            at = at instanceof Map<?, ?> m ? m.get(key) : null;
        }
        return at == null ? List.of() : (List<Map<String, Object>>) at;
    }

    private static Map<String, Object> json(String text) {
        return GSON.fromJson(text, new TypeToken<Map<String, Object>>() { }.getType());
    }
}

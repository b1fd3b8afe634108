package com.vkcsgpu.provider.yamlprograms;

import static com.vkcsgpu.provider.yamlprograms.YamlDocuments.map;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.operator.CompatibilityCheck;
import com.vkcsgpu.operator.CompatibilityInput;
import com.vkcsgpu.operator.CompatibilityReport;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.PoolSpec;
import com.vkcsgpu.provider.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The GPU Operator versions the YAML programs pin (release, component overrides, Kubernetes version, pools'
 * GPU models, CUDA) pass the curated release matrix's compatibility check, with config keys at their defaults,
 * so a change of the matrix that would make {@code pulumi preview} of a program fail fails the build first.
 */
class OperatorPinsCompatibilityTest {
    private static final String OPERATOR = "vkcs-gpu:index:GpuOperator";

    @Test
    void everyPinnedGpuOperatorPassesTheCompatibilityCheck() throws IOException {
        List<String> problems = new ArrayList<>();
        int operators = 0;
        for (Path file : YamlPrograms.find(RepoFiles.root())) {
            Map<String, Object> program = map(YamlDocuments.load(Files.readString(file)));
            ConfigValues config = new ConfigValues(String.valueOf(program.get("name")), map(program.get("config")), Map.of());
            for (Map.Entry<String, Object> resource : map(program.get("resources")).entrySet()) {
                Map<String, Object> body = map(resource.getValue());
                if (!OPERATOR.equals(body.get("type"))) {
                    continue;
                }
                operators++;
                CompatibilityReport report = CompatibilityCheck.check(input(map(body.get("properties")), config));
                if (report.hasErrors()) {
                    problems.add(RepoFiles.root().relativize(file) + ": resource '" + resource.getKey() + "': " + report);
                }
            }
        }
        assertTrue(operators > 0, "no " + OPERATOR + " found in the YAML programs");
        assertTrue(problems.isEmpty(), () -> String.join("\n", problems));
    }

    private static CompatibilityInput input(Map<String, Object> properties, ConfigValues config) {
        Map<Component, String> overrides = new EnumMap<>(Component.class);
        for (Component component : Component.values()) {
            Object version = config.resolve(properties.get(component.versionProperty()));
            if (version != null) {
                overrides.put(component, String.valueOf(version));
            }
        }
        List<PoolSpec> pools = new ArrayList<>();
        for (Object poolValue : properties.get("pools") instanceof List<?> list ? list : List.of()) {
            Map<String, Object> pool = map(poolValue);
            pools.add(new PoolSpec((String) pool.get("name"), (String) pool.get("gpuModel"),
                    (String) config.resolve(pool.get("migProfile")), (Integer) config.resolve(pool.get("timeSlicingReplicas")),
                    (String) config.resolve(pool.get("driverVersion"))));
        }
        Object kubernetes = config.resolve(properties.get("kubernetesVersion"));
        Object cuda = config.resolve(properties.get("cudaMajor"));
        return new CompatibilityInput((String) config.resolve(properties.get("release")), overrides,
                kubernetes == null ? null : String.valueOf(kubernetes), pools, (Integer) cuda,
                Boolean.TRUE.equals(properties.get("allowUnsupportedDriver")));
    }
}

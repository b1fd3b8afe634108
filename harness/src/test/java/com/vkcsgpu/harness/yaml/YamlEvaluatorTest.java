package com.vkcsgpu.harness.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A program's problems that can be seen before running are all reported at once, and nothing registers. */
class YamlEvaluatorTest {

    @Test
    void everyProblemIsReportedBeforeAnythingRegisters(@TempDir Path dir) throws IOException {
        Path program = dir.resolve("Pulumi.yaml");
        Files.writeString(program, """
                name: p
                runtime: yaml
                config:
                  networkId:
                    type: string
                  nodes:
                    type: integer
                variables:
                  joined:
                    fn::join: ["-", ["a", "b"]]
                resources:
                  cluster:
                    type: vkcs-gpu:index:GpuCluster
                    properties:
                      networkId: ${networkId}
                      name: ${clusterNme}
                    options:
                      dependsOn:
                        - ${pool}
                      aliases: []
                  pool:
                    type: vkcs-gpu:index:GpuNodePool
                    properties:
                      clusterId: ${cluster.clusterId}
                outputs:
                  id: ${cluster.clusterId}
                """);
        List<String> problems = problemsOf(program, Map.of("p:nodes", "two"));

        assertEquals(List.of(
                "variables.joined: fn::join is not supported by this YAML host (it supports fn::invoke, fn::secret)",
                "resources.cluster.properties.name: ${clusterNme} names nothing: no config key, variable or resource "
                        + "is called 'clusterNme'",
                "resources.cluster.options.aliases: not a resource option this YAML host supports "
                        + "(additionalSecretOutputs, customTimeouts, deleteBeforeReplace, dependsOn, ignoreChanges, "
                        + "parent, protect, provider, replaceOnChanges, retainOnDelete, version)",
                "config.networkId: no value; set it in the stack (pulumi config set networkId <value>, or "
                        + "p:networkId: in Pulumi.<stack>.yaml) or give it a default",
                "config.nodes: the stack's value 'two' is not of type integer (For input string: \"two\")"),
                problems);
    }

    @Test
    void aDependencyCycleIsNamed(@TempDir Path dir) throws IOException {
        Path program = dir.resolve("Pulumi.yaml");
        Files.writeString(program, """
                name: p
                runtime: yaml
                resources:
                  a:
                    type: t:index:A
                    properties: {x: "${b.y}"}
                  b:
                    type: t:index:B
                    properties: {y: "${a.x}"}
                """);
        assertEquals(List.of("a: a dependency cycle: a -> b -> a"), problemsOf(program, Map.of()));
    }

    /** Runs a program whose problems must be found before it registers anything: the monitor points nowhere. */
    private static List<String> problemsOf(Path program, Map<String, String> config) {
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try (Monitor nowhere = new Monitor("127.0.0.1:1", "127.0.0.1:1")) {
            return new YamlEvaluator(ProgramFile.read(program), new PackageSchemas(List.of()),
                    new YamlEvaluator.RunContext("p", "dev", "org", true, config, Set.of()), nowhere, executor).run();
        } finally {
            executor.shutdownNow();
        }
    }
}

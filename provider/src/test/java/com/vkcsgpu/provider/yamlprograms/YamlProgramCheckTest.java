package com.vkcsgpu.provider.yamlprograms;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every Pulumi YAML program of the repository (the root reference stack, {@code examples/**}) and each of its
 * stack files checks out against schema.json and the pulumi-kubernetes SDK, so a typo fails the build, not a
 * user's {@code pulumi up}. What is checked: {@link YamlProgramChecker}.
 */
class YamlProgramCheckTest {
    @Test
    void everyYamlProgramMatchesTheSchema() throws IOException {
        Path root = RepoFiles.root();
        List<TypeCatalog> catalogs = TypeCatalog.forRepository(Files.readString(RepoFiles.schemaJson()));
        YamlProgramChecker checker = new YamlProgramChecker(catalogs);
        StackFileChecker stackChecker = new StackFileChecker(catalogs);
        List<Path> programs = YamlPrograms.find(root);
        assertTrue(programs.contains(root.resolve("Pulumi.yaml")),
                "the reference stack Pulumi.yaml was not found among " + programs);

        List<String> problems = new ArrayList<>();
        int stacks = 0;
        for (Path program : programs) {
            String text = Files.readString(program);
            problems.addAll(checker.checkProgram(root.relativize(program).toString(), text));
            for (Path stack : YamlPrograms.stacksOf(program)) {
                problems.addAll(stackChecker.check(root.relativize(stack).toString(), Files.readString(stack), text));
                stacks++;
            }
        }
        int checkedStacks = stacks;
        assertTrue(problems.isEmpty(), () -> programs.size() + " programs and " + checkedStacks
                + " stack files checked; problems:\n" + String.join("\n", problems));
    }
}

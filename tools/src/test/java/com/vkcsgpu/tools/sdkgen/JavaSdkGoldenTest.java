package com.vkcsgpu.tools.sdkgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import com.vkcsgpu.tools.RepoRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Java SDK classes checked in under {@code components/src/main/java} are exactly what {@link JavaSdkGenerator}
 * makes of the checked-in schema.json: none missing, none stale, none left over. Regenerate them with {@link #REGENERATE}.
 */
class JavaSdkGoldenTest {
    static final String REGENERATE =
            "mvn -B -o -q -pl tools -am test -Dtest=JavaSdkGoldenTest -Dsdk.update=true -Dsurefire.failIfNoSpecifiedTests=false";

    @Test
    void checkedInSdkClassesAreWhatTheSchemaGenerates() throws IOException {
        Path root = RepoRoot.path();
        Path sources = root.resolve("components/src/main/java");
        Map<String, String> generated = JavaSdkGenerator.generate(
                JsonParser.parseString(Files.readString(root.resolve("schema.json"))).getAsJsonObject());
        List<String> leftOver = new ArrayList<>();
        for (Path file : generatedFilesIn(sources)) {
            String relative = sources.relativize(file).toString().replace('\\', '/');
            if (!generated.containsKey(relative)) {
                leftOver.add(relative);
            }
        }
        if (Boolean.getBoolean("sdk.update")) {
            for (String relative : leftOver) {
                Files.delete(sources.resolve(relative));
            }
            leftOver.clear();
            for (Map.Entry<String, String> e : generated.entrySet()) {
                Path file = sources.resolve(e.getKey());
                Files.createDirectories(file.getParent());
                Files.writeString(file, e.getValue());
            }
        }
        assertTrue(leftOver.isEmpty(), "generated files the schema no longer makes: " + leftOver + "; regenerate with: " + REGENERATE);
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, String> e : generated.entrySet()) {
            Path file = sources.resolve(e.getKey());
            if (!Files.exists(file) || !Files.readString(file).equals(e.getValue())) {
                stale.add(e.getKey());
            }
        }
        assertEquals(List.of(), stale, "SDK classes differ from what schema.json generates; regenerate with: " + REGENERATE);
    }

    private static List<Path> generatedFilesIn(Path sources) throws IOException {
        try (Stream<Path> files = Files.walk(sources)) {
            List<Path> out = new ArrayList<>();
            for (Path f : new TreeSet<>(files.filter(p -> p.toString().endsWith(".java")).toList())) {
                if (Files.readString(f).startsWith(JavaSdkGenerator.MARKER)) {
                    out.add(f);
                }
            }
            return out;
        }
    }
}

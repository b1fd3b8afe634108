package com.vkcsgpu.harness.yaml;

import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.Program;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A Pulumi YAML program for the engine harness: {@code engine.up(YamlProgram.of(Path.of("Pulumi.yaml"), schema))}
 * runs it through {@link YamlLanguageHost} in its own JVM, as the engine runs {@code pulumi-language-yaml}.
 */
public final class YamlProgram {
    private YamlProgram() {
    }

    /**
     * The program of {@code projectFile}; {@code schemas} are the schema files of the packages served by plugins
     * (their components are Constructed remotely, as pulumi-yaml does).
     */
    public static Program of(Path projectFile, Path... schemas) {
        return Program.javaMain(Classpaths.current(), YamlLanguageHost.class.getName())
                .withEnv(YamlLanguageHost.PROGRAM_ENV, projectFile.toAbsolutePath().toString())
                .withEnv(YamlLanguageHost.SCHEMAS_ENV, Arrays.stream(schemas).map(p -> p.toAbsolutePath().toString())
                        .collect(Collectors.joining(File.pathSeparator)));
    }

    /** The program's project name ({@code name:}), the namespace of its config keys. */
    public static String projectName(Path projectFile) {
        return ProgramFile.read(projectFile).name();
    }

    /**
     * The {@code config} block of a stack file ({@code Pulumi.<stack>.yaml}): {@code namespace:key} → value, a
     * string, number, boolean, or a list or map for structured config.
     */
    public static Map<String, Object> stackConfig(Path stackFile) {
        Object document = ProgramFile.load(stackFile);
        Map<String, Object> top = ProgramFile.map(document, stackFile.toString());
        return new LinkedHashMap<>(ProgramFile.map(top.get("config"), stackFile + ": config"));
    }
}

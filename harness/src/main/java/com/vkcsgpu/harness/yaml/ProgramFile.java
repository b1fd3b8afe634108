package com.vkcsgpu.harness.yaml;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * A Pulumi YAML project file ({@code Pulumi.yaml} with {@code runtime: yaml}) as the language host reads it: the
 * sections pulumi-yaml evaluates ({@code pkg/pulumiyaml/ast/template.go}: {@code config}, {@code variables},
 * {@code resources}, {@code outputs}) and the plugins it names ({@code plugins.providers[].name}).
 *
 * @param name      the project name, the namespace of its config keys
 * @param config    config key → declaration ({@code type}, {@code default}, {@code secret})
 * @param variables variable → expression
 * @param resources resource name → body ({@code type}, {@code properties}, {@code options})
 * @param outputs   stack output → expression
 */
record ProgramFile(String name, Map<String, Map<String, Object>> config, Map<String, Object> variables,
                   Map<String, Map<String, Object>> resources, Map<String, Object> outputs) {

    static ProgramFile read(Path projectFile) {
        Map<String, Object> document = map(load(projectFile), projectFile.toString());
        Map<String, Map<String, Object>> config = new LinkedHashMap<>();
        map(document.get("config"), "config").forEach((key, declaration) -> config.put(key,
                declaration instanceof Map<?, ?> ? map(declaration, "config." + key) : Map.of("default", declaration)));
        Map<String, Map<String, Object>> resources = new LinkedHashMap<>();
        map(document.get("resources"), "resources").forEach((key, body) ->
                resources.put(key, map(body, "resources." + key)));
        return new ProgramFile(String.valueOf(document.get("name")), config, map(document.get("variables"), "variables"),
                resources, map(document.get("outputs"), "outputs"));
    }

    /** A YAML file as SnakeYAML's safe constructor builds it: maps, lists and scalars, no custom tags. */
    static Object load(Path file) {
        try {
            return new Yaml(new SafeConstructor(new LoaderOptions())).load(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** A mapping with string keys in document order; empty for null; an error naming {@code where} otherwise. */
    static Map<String, Object> map(Object value, String where) {
        Map<String, Object> copy = new LinkedHashMap<>();
        if (value == null) {
            return copy;
        }
        if (!(value instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException(where + ": expected a mapping, found " + describe(value));
        }
        m.forEach((k, v) -> copy.put(String.valueOf(k), v));
        return copy;
    }

    static String describe(Object value) {
        if (value instanceof Map<?, ?>) {
            return "an object";
        }
        if (value instanceof List<?>) {
            return "a list";
        }
        return value == null ? "nothing" : "'" + value + "'";
    }
}

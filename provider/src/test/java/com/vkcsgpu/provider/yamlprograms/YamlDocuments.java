package com.vkcsgpu.provider.yamlprograms;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/** Reading Pulumi YAML files (programs and stack files) as plain maps, lists and scalars with SnakeYAML. */
final class YamlDocuments {
    private YamlDocuments() {
    }

    /** The document's top-level mapping; a problem naming the file when it is not valid YAML or not a mapping. */
    static Optional<Map<String, Object>> parse(String file, String text, List<String> problems) {
        try {
            Object document = load(text);
            if (document instanceof Map<?, ?>) {
                return Optional.of(map(document));
            }
            problems.add(file + ": expected a YAML mapping at the top, found " + describe(document));
        } catch (YAMLException e) {
            problems.add(file + ": not valid YAML: " + e.getMessage().lines().findFirst().orElse(""));
        }
        return Optional.empty();
    }

    /** The document as SnakeYAML's safe constructor builds it (no custom tags). */
    static Object load(String text) {
        return new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
    }

    /** A mapping with string keys, in document order; empty for anything else. */
    static Map<String, Object> map(Object value) {
        Map<String, Object> copy = new LinkedHashMap<>();
        if (value instanceof Map<?, ?> m) {
            m.forEach((k, v) -> copy.put(String.valueOf(k), v));
        }
        return copy;
    }

    /** A value as an error message shows it. */
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

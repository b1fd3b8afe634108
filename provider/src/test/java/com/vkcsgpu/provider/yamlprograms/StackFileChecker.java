package com.vkcsgpu.provider.yamlprograms;

import static com.vkcsgpu.provider.yamlprograms.YamlDocuments.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks a stack configuration file ({@code Pulumi.<stack>.yaml}) against its program: keys of the project
 * must be declared in the program's {@code config}, keys of a known provider ({@code vkcs-gpu:*},
 * {@code kubernetes:*}) must be its configuration keys, and every program config key without a default must be set.
 */
final class StackFileChecker {
    private final List<TypeCatalog> catalogs;

    /** A checker that knows the configuration keys of these catalogs' packages. */
    StackFileChecker(List<TypeCatalog> catalogs) {
        this.catalogs = List.copyOf(catalogs);
    }

    /**
     * The problems of one stack file; empty when it checks out.
     *
     * @param stackFile   the file name errors start with
     * @param stackText   the stack file's YAML
     * @param programText the YAML of the program beside it
     */
    List<String> check(String stackFile, String stackText, String programText) {
        List<String> problems = new ArrayList<>();
        Optional<Map<String, Object>> stack = YamlDocuments.parse(stackFile, stackText, problems);
        Optional<Map<String, Object>> program = YamlDocuments.parse("program of " + stackFile, programText, problems);
        if (stack.isEmpty() || program.isEmpty()) {
            return problems;
        }
        String project = String.valueOf(program.get().get("name"));
        Map<String, Object> declared = map(program.get().get("config"));
        Map<String, Object> set = map(stack.get().get("config"));
        for (String key : set.keySet()) {
            int colon = key.indexOf(':');
            if (colon < 0) {
                problems.add(stackFile + ": config key '" + key + "' needs a namespace: '" + project + ":" + key
                        + "' for the project, '<package>:" + key + "' for a provider");
                continue;
            }
            String namespace = key.substring(0, colon);
            String name = key.substring(colon + 1);
            Optional<Set<String>> known = namespace.equals(project) ? Optional.of(projectConfigNames(declared))
                    : catalogs.stream().map(c -> c.configKeys(namespace)).flatMap(Optional::stream).findFirst();
            if (known.isPresent() && !known.get().contains(name)) {
                problems.add(stackFile + ": config key '" + key + "' is not a config key of "
                        + (namespace.equals(project) ? "the project (Pulumi.yaml config)" : "the " + namespace + " provider")
                        + Suggestion.didYouMean(name, known.get()));
            }
        }
        for (Map.Entry<String, Object> declaration : declared.entrySet()) {
            boolean required = declaration.getValue() instanceof Map<?, ?> spec && !spec.containsKey("default");
            if (required && !declaration.getKey().contains(":") && !set.containsKey(project + ":" + declaration.getKey())) {
                problems.add(stackFile + ": config key '" + project + ":" + declaration.getKey()
                        + "' is required by the program (it has no default) but not set");
            }
        }
        return problems;
    }

    /** The program's own config keys (those without a {@code <package>:} prefix), as {@code ${name}} refers to them. */
    static Set<String> projectConfigNames(Map<String, Object> declared) {
        Set<String> names = new TreeSet<>();
        declared.keySet().stream().filter(k -> !k.contains(":")).forEach(names::add);
        return names;
    }
}

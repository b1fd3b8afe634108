package com.vkcsgpu.provider.yamlprograms;

import static com.vkcsgpu.provider.yamlprograms.StackFileChecker.projectConfigNames;
import static com.vkcsgpu.provider.yamlprograms.YamlDocuments.describe;
import static com.vkcsgpu.provider.yamlprograms.YamlDocuments.map;

import com.vkcsgpu.provider.yamlprograms.TypeCatalog.FunctionSpec;
import com.vkcsgpu.provider.yamlprograms.TypeCatalog.ResourceSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks a Pulumi YAML program against the packages it uses, before any {@code pulumi up}: every resource
 * type exists, every property is an input of its type (nested object types too), required inputs are
 * present, plain inputs get values known at preview, every {@code ${...}} names a declared resource, variable
 * or config key (and, for a resource, one of its outputs), every {@code fn::invoke} names a function with
 * its arguments and result, and resource options name resources of the right kind. Stack files:
 * {@link StackFileChecker}.
 *
 * <p>Each problem is one line naming the file, the resource (or variable, output, config key) and the property,
 * with the closest valid name when there is one.
 */
final class YamlProgramChecker {
    /**
     * Top-level keys of a YAML project file: pulumi/pulumi sdk/go/common/workspace/project.json, plus the
     * sections of the Pulumi YAML language reference (config, variables, resources, outputs, pulumi).
     */
    private static final Set<String> PROGRAM_KEYS = Set.of("name", "runtime", "description", "config", "configuration",
            "variables", "resources", "outputs", "plugins", "packages", "backend", "options", "template", "main",
            "stackConfigDir", "author", "license", "website", "pulumi");
    /** Keys of a resource in Pulumi YAML. */
    private static final Set<String> RESOURCE_KEYS = Set.of("type", "properties", "options", "get", "defaultProvider");
    /** Resource options of Pulumi YAML. */
    private static final Set<String> OPTION_KEYS = Set.of("additionalSecretOutputs", "aliases", "customTimeouts",
            "deleteBeforeReplace", "deletedWith", "dependsOn", "hideDiffs", "ignoreChanges", "import", "parent",
            "pluginDownloadURL", "protect", "provider", "providers", "replaceOnChanges", "replaceWith",
            "replacementTrigger", "retainOnDelete", "version");
    /** {@code ${pulumi.stack}}, {@code ${pulumi.project}}, ... are built in. */
    private static final String BUILT_IN = "pulumi";
    private static final String INVOKE = "fn::invoke";

    private final List<TypeCatalog> catalogs;

    /** A checker that knows the packages of these catalogs; types of other packages are reported. */
    YamlProgramChecker(List<TypeCatalog> catalogs) {
        this.catalogs = List.copyOf(catalogs);
    }

    /**
     * The problems of one program; empty when it checks out.
     *
     * @param file the file name errors start with, e.g. {@code examples/yaml-minimal/Pulumi.yaml}
     * @param text the program's YAML
     */
    List<String> checkProgram(String file, String text) {
        List<String> problems = new ArrayList<>();
        Optional<Map<String, Object>> program = YamlDocuments.parse(file, text, problems);
        program.ifPresent(p -> new ProgramRun(file, p, problems).check());
        return problems;
    }

    private Optional<TypeCatalog> catalogFor(String token) {
        return catalogs.stream().filter(c -> c.serves(token)).findFirst();
    }

    /** The check of one program: its names, then each section. */
    private final class ProgramRun {
        private final String file;
        private final Map<String, Object> program;
        private final List<String> problems;
        private final Map<String, Object> resources;
        private final Map<String, Object> variables;
        private final Set<String> configNames = new TreeSet<>();
        private final Map<String, Optional<ResourceSpec>> specs = new LinkedHashMap<>();
        /** Resources, and variables computed from them: values known only after deployment. */
        private final Set<String> deploymentTime = new HashSet<>();

        ProgramRun(String file, Map<String, Object> program, List<String> problems) {
            this.file = file;
            this.program = program;
            this.problems = problems;
            this.resources = map(program.get("resources"));
            this.variables = map(program.get("variables"));
            configNames.addAll(projectConfigNames(map(program.get("config"))));
            configNames.addAll(projectConfigNames(map(program.get("configuration"))));
        }

        void check() {
            for (String key : program.keySet()) {
                if (!PROGRAM_KEYS.contains(key)) {
                    problem("top level", "'" + key + "' is not a section of a Pulumi YAML program"
                            + Suggestion.didYouMean(key, PROGRAM_KEYS));
                }
            }
            resources.forEach((name, body) -> specs.put(name, resolveType(name, body)));
            findDeploymentTimeNames();
            variables.forEach((name, value) -> checkValue("variable '" + name + "'", value));
            resources.forEach(this::checkResource);
            map(program.get("outputs")).forEach((name, value) -> checkValue("output '" + name + "'", value));
        }

        private Optional<ResourceSpec> resolveType(String name, Object body) {
            Object type = map(body).get("type");
            if (!(type instanceof String token)) {
                problem("resource '" + name + "'", "has no 'type'");
                return Optional.empty();
            }
            Optional<TypeCatalog> catalog = catalogFor(token);
            if (catalog.isEmpty()) {
                problem("resource '" + name + "'", "type '" + token + "' belongs to no package this check knows ("
                        + "vkcs-gpu from schema.json, kubernetes from the pulumi-kubernetes SDK); add a catalog for it");
                return Optional.empty();
            }
            Optional<ResourceSpec> spec = catalog.get().resource(token);
            if (spec.isEmpty()) {
                problem("resource '" + name + "'", "unknown type '" + token + "'"
                        + Suggestion.didYouMean(token, catalog.get().resourceTokens()));
            }
            return spec;
        }

        private void findDeploymentTimeNames() {
            deploymentTime.addAll(resources.keySet());
            boolean grew = true;
            while (grew) {
                grew = false;
                for (Map.Entry<String, Object> variable : variables.entrySet()) {
                    if (!deploymentTime.contains(variable.getKey()) && deploymentTimeReference(variable.getValue()).isPresent()) {
                        deploymentTime.add(variable.getKey());
                        grew = true;
                    }
                }
            }
        }

        private void checkResource(String name, Object bodyValue) {
            Map<String, Object> body = map(bodyValue);
            Optional<ResourceSpec> spec = specs.get(name);
            String where = "resource '" + name + "'" + spec.map(s -> " (" + s.token() + ")").orElse("");
            for (String key : body.keySet()) {
                if (!RESOURCE_KEYS.contains(key)) {
                    problem(where, "'" + key + "' is not a key of a resource" + Suggestion.didYouMean(key, RESOURCE_KEYS));
                }
            }
            Object properties = body.getOrDefault("properties", Map.of());
            if (spec.isPresent() && !body.containsKey("get")) {
                checkShape(where, "", properties, spec.get().inputs(), false);
            }
            checkValue(where, properties);
            checkOptions(where, spec, map(body.get("options")));
            if (body.containsKey("get")) {
                checkValue(where, body.get("get"));
            }
        }

        private void checkOptions(String where, Optional<ResourceSpec> spec, Map<String, Object> options) {
            for (Map.Entry<String, Object> option : options.entrySet()) {
                String key = option.getKey();
                if (!OPTION_KEYS.contains(key)) {
                    problem(where, "'" + key + "' is not a resource option" + Suggestion.didYouMean(key, OPTION_KEYS));
                    continue;
                }
                if (key.equals("dependsOn")) {
                    if (option.getValue() instanceof List<?> list) {
                        list.forEach(item -> resourceReference(where, "options.dependsOn", item));
                    } else {
                        problem(where, "options.dependsOn must be a list of resources, such as [${cluster}]");
                    }
                } else if (key.equals("provider")) {
                    resourceReference(where, "options.provider", option.getValue()).ifPresent(provider ->
                            spec.ifPresent(s -> checkProviderPackage(where, s.token(), provider)));
                } else if (key.equals("parent")) {
                    resourceReference(where, "options.parent", option.getValue());
                }
                checkValue(where, option.getValue());
            }
        }

        /** The resource a {@code ${name}} option value names, reporting anything else. */
        private Optional<String> resourceReference(String where, String option, Object value) {
            if (value instanceof String text && Reference.isWhole(text)) {
                Reference reference = Reference.in(text).get(0);
                if (resources.containsKey(reference.root()) && reference.firstProperty().isEmpty()) {
                    return Optional.of(reference.root());
                }
                if (!resources.containsKey(reference.root())) {
                    return Optional.empty(); // checkValue reports the unknown name
                }
            }
            problem(where, option + " must name a resource as ${name}, found " + describe(value));
            return Optional.empty();
        }

        private void checkProviderPackage(String where, String token, String provider) {
            specs.getOrDefault(provider, Optional.empty()).ifPresent(providerSpec -> {
                String expected = "pulumi:providers:" + token.substring(0, token.indexOf(':'));
                if (!providerSpec.token().equals(expected)) {
                    problem(where, "options.provider ${" + provider + "} is a " + providerSpec.token()
                            + "; a " + token + " needs a " + expected);
                }
            });
        }

        /**
         * Checks a value against the shape its property accepts.
         *
         * @param insidePlain whether an enclosing property is plain (its problem is reported once, there)
         */
        private void checkShape(String where, String path, Object value, Shape shape, boolean insidePlain) {
            if (isExpression(value)) {
                return; // a ${...} or fn:: value: its shape is known only when it is evaluated
            }
            if (shape instanceof Shape.ObjectOf object) {
                if (!(value instanceof Map<?, ?>)) {
                    problem(where, "property '" + path + "' expects an object (" + object.typeName() + "), found "
                            + describe(value));
                    return;
                }
                Map<String, Object> given = map(value);
                Map<String, Shape.Input> inputs = object.inputs();
                for (Map.Entry<String, Object> entry : given.entrySet()) {
                    String property = join(path, entry.getKey());
                    Shape.Input input = inputs.get(entry.getKey());
                    if (input == null) {
                        problem(where, "property '" + property + "' is not an input of " + object.typeName()
                                + Suggestion.didYouMean(entry.getKey(), inputs.keySet()));
                        continue;
                    }
                    if (input.plain() && !insidePlain) {
                        deploymentTimeReference(entry.getValue()).ifPresent(reference -> problem(where,
                                "property '" + property + "' is a plain input of " + object.typeName()
                                        + " and must be known at preview, but " + reference
                                        + " is known only after deployment; write the value, or take it from config"));
                    }
                    checkShape(where, property, entry.getValue(), input.shape(), insidePlain || input.plain());
                }
                new TreeSet<>(inputs.keySet()).stream()
                        .filter(name -> inputs.get(name).required() && !given.containsKey(name))
                        .forEach(name -> problem(where, "required input '" + join(path, name) + "' of "
                                + object.typeName() + " is missing"));
            } else if (shape instanceof Shape.ListOf list) {
                if (value instanceof List<?> items) {
                    for (int i = 0; i < items.size(); i++) {
                        checkShape(where, path + "[" + i + "]", items.get(i), list.element(), insidePlain);
                    }
                } else {
                    problem(where, "property '" + path + "' expects a list, found " + describe(value));
                }
            } else if (shape instanceof Shape.MapOf mapOf && value instanceof Map<?, ?>) {
                map(value).forEach((key, item) -> checkShape(where, path + "[\"" + key + "\"]", item, mapOf.value(),
                        insidePlain));
            }
        }

        /** Checks every {@code ${...}} and {@code fn::invoke} inside a value. */
        private void checkValue(String where, Object value) {
            if (value instanceof String text) {
                Reference.in(text).forEach(reference -> checkReference(where, reference));
            } else if (value instanceof List<?> list) {
                list.forEach(item -> checkValue(where, item));
            } else if (value instanceof Map<?, ?>) {
                Map<String, Object> entries = map(value);
                entries.forEach((key, item) -> {
                    if (key.equalsIgnoreCase(INVOKE)) {
                        checkInvoke(where, item);
                    }
                    checkValue(where, item);
                });
            }
        }

        private void checkReference(String where, Reference reference) {
            String root = reference.root();
            if (root.equals(BUILT_IN) || configNames.contains(root)) {
                return;
            }
            if (resources.containsKey(root)) {
                Optional<ResourceSpec> spec = specs.getOrDefault(root, Optional.empty());
                reference.firstProperty().ifPresent(property -> spec.ifPresent(s -> {
                    if (!s.outputs().contains(property)) {
                        problem(where, reference.text() + ": '" + property + "' is not an output of " + s.token()
                                + " (resource '" + root + "')" + Suggestion.didYouMean(property, s.outputs()));
                    }
                }));
                return;
            }
            if (variables.containsKey(root)) {
                invokedFunction(variables.get(root)).ifPresent(function -> reference.firstProperty().ifPresent(p -> {
                    if (!function.outputs().contains(p)) {
                        problem(where, reference.text() + ": '" + p + "' is not a result of " + function.token()
                                + " (variable '" + root + "')" + Suggestion.didYouMean(p, function.outputs()));
                    }
                }));
                return;
            }
            Set<String> names = new TreeSet<>(resources.keySet());
            names.addAll(variables.keySet());
            names.addAll(configNames);
            problem(where, reference.text() + " names no resource, variable or config key"
                    + Suggestion.didYouMean(root, names));
        }

        /** The function a variable's whole value invokes when it returns the whole result (no {@code return}). */
        private Optional<FunctionSpec> invokedFunction(Object variable) {
            Map<String, Object> invoke = map(map(variable).get(INVOKE));
            if (invoke.isEmpty() || invoke.containsKey("return") || !(invoke.get("function") instanceof String token)) {
                return Optional.empty();
            }
            return catalogFor(token).flatMap(c -> c.function(token));
        }

        private void checkInvoke(String where, Object invokeValue) {
            Map<String, Object> invoke = map(invokeValue);
            if (!(invoke.get("function") instanceof String token)) {
                problem(where, "fn::invoke needs a 'function' token, such as vkcs-gpu:mk8s:getVersions");
                return;
            }
            Optional<TypeCatalog> catalog = catalogFor(token);
            Optional<FunctionSpec> function = catalog.flatMap(c -> c.function(token));
            if (function.isEmpty()) {
                problem(where, "fn::invoke: unknown function '" + token + "'"
                        + catalog.map(c -> Suggestion.didYouMean(token, c.functionTokens())).orElse(""));
                return;
            }
            String invokeWhere = where + " fn::invoke " + token;
            checkShape(invokeWhere, "", invoke.getOrDefault("arguments", Map.of()), function.get().inputs(), false);
            if (invoke.get("return") instanceof String result && !function.get().outputs().contains(result)) {
                problem(invokeWhere, "return '" + result + "' is not a result of " + token
                        + Suggestion.didYouMean(result, function.get().outputs()));
            }
        }

        /** The first {@code ${...}} inside a value that is known only after deployment. */
        private Optional<String> deploymentTimeReference(Object value) {
            if (value instanceof String text) {
                return Reference.in(text).stream().filter(r -> deploymentTime.contains(r.root()))
                        .map(Reference::text).findFirst();
            }
            if (value instanceof List<?> list) {
                return list.stream().map(this::deploymentTimeReference).flatMap(Optional::stream).findFirst();
            }
            if (value instanceof Map<?, ?> entries) {
                return entries.values().stream().map(this::deploymentTimeReference).flatMap(Optional::stream).findFirst();
            }
            return Optional.empty();
        }

        private boolean isExpression(Object value) {
            if (value instanceof String text) {
                return Reference.isWhole(text);
            }
            return value instanceof Map<?, ?> entries && entries.size() == 1
                    && String.valueOf(entries.keySet().iterator().next()).toLowerCase().startsWith("fn::");
        }

        private void problem(String where, String message) {
            problems.add(file + ": " + where + ": " + message);
        }
    }

    private static String join(String path, String property) {
        return path.isEmpty() ? property : path + "." + property;
    }
}

package com.vkcsgpu.harness.yaml;

import com.google.gson.Gson;
import com.google.protobuf.Struct;
import com.vkcsgpu.harness.Values;
import com.vkcsgpu.harness.yaml.Expressions.ResourceValue;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.stream.Collectors;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;

/**
 * Runs one {@link ProgramFile} against the engine the way pulumi-yaml does ({@code pkg/pulumiyaml/run.go}): the
 * stack resource first; config from the stack's values and the declared defaults; then variables and resources,
 * each as soon as everything it references is done (so independent resources register concurrently, as the Go
 * SDK under pulumi-yaml does); {@code outputs} last. Components of the package schemas register as remote
 * resources (the engine Constructs them on their plugin), every other type as a custom resource. Problems that
 * can be seen before running (unknown names, cycles, unsupported functions or options, missing config) are all
 * reported at once before anything registers; a failed resource skips whatever depends on it.
 */
final class YamlEvaluator {
    static final String STACK_TYPE = "pulumi:pulumi:Stack";
    /** Resource options this host understands (pulumi-yaml {@code pkg/pulumiyaml/ast/template.go}, ResourceOptionsDecl). */
    static final Set<String> OPTIONS = Set.of("dependsOn", "provider", "parent", "protect", "customTimeouts",
            "ignoreChanges", "replaceOnChanges", "deleteBeforeReplace", "retainOnDelete", "additionalSecretOutputs",
            "version");
    private static final Gson GSON = new Gson();

    /** What the engine tells the language host about the run. */
    record RunContext(String project, String stack, String organization, boolean dryRun, Map<String, String> config,
                      Set<String> secretKeys) {
    }

    private final ProgramFile program;
    private final PackageSchemas schemas;
    private final RunContext context;
    private final Monitor monitor;
    private final ExecutorService executor;
    private final Map<String, Object> config = new HashMap<>();
    private final Map<String, CompletableFuture<Object>> nodes = new ConcurrentHashMap<>();
    private final List<String> errors = Collections.synchronizedList(new ArrayList<>());
    private String stackUrn = "";

    YamlEvaluator(ProgramFile program, PackageSchemas schemas, RunContext context, Monitor monitor, ExecutorService executor) {
        this.program = program;
        this.schemas = schemas;
        this.context = context;
        this.monitor = monitor;
        this.executor = executor;
    }

    /** Runs the program; the problems found (empty when it succeeded), each naming where it is. */
    List<String> run() {
        List<String> problems = new ArrayList<>(validate());
        problems.addAll(resolveConfig());
        if (!problems.isEmpty()) {
            return problems;
        }
        stackUrn = monitor.register(RegisterResourceRequest.newBuilder().setType(STACK_TYPE)
                .setName(context.project() + "-" + context.stack()).build()).getUrn();
        Map<String, Set<String>> dependencies = dependencies();
        for (String name : topologicalOrder(dependencies)) {
            CompletableFuture<?>[] inputs = dependencies.get(name).stream().filter(nodes::containsKey)
                    .map(nodes::get).toArray(CompletableFuture[]::new);
            nodes.put(name, CompletableFuture.allOf(inputs).handleAsync((ignored, failure) -> {
                if (failure != null) {
                    throw new DependencyFailed();
                }
                return evaluateNode(name);
            }, executor));
        }
        for (var entry : nodes.entrySet()) {
            try {
                entry.getValue().join();
            } catch (CompletionException e) {
                Throwable cause = e.getCause();
                if (!(cause instanceof DependencyFailed)) {
                    errors.add(cause instanceof ProgramException ? cause.getMessage() : entry.getKey() + ": " + cause);
                }
            }
        }
        if (errors.isEmpty()) {
            registerOutputs();
        }
        return List.copyOf(errors);
    }

    // ---------------------------------------------------------------- before anything registers

    private List<String> validate() {
        List<String> problems = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>(program.config().keySet());
        for (String name : program.variables().keySet()) {
            if (!names.add(name)) {
                problems.add("variables." + name + ": the name is already a config key");
            }
        }
        for (String name : program.resources().keySet()) {
            if (!names.add(name)) {
                problems.add("resources." + name + ": the name is already a config key or variable");
            }
        }
        names.add("pulumi");
        forEachExpression((where, expr) -> {
            try {
                Expressions.scan(expr, where, (at, ref) -> {
                    if (!names.contains(ref.root())) {
                        problems.add(at + ": " + ref + " names nothing: no config key, variable or resource is called '"
                                + ref.root() + "'");
                    }
                }, (at, function) -> {
                    if (!Expressions.BUILTINS.contains(function)) {
                        problems.add(at + ": " + function + " is not supported by this YAML host (it supports "
                                + String.join(", ", Expressions.BUILTINS) + ")");
                    }
                });
            } catch (ProgramException e) {
                problems.add(e.getMessage());
            }
        });
        program.resources().forEach((name, body) -> {
            if (!(body.get("type") instanceof String)) {
                problems.add("resources." + name + ".type: the resource type is required, e.g. vkcs-gpu:index:GpuCluster");
            }
            for (String key : body.keySet()) {
                if (!Set.of("type", "properties", "options").contains(key)) {
                    problems.add("resources." + name + "." + key + ": not supported by this YAML host (it supports "
                            + "type, properties, options)");
                }
            }
            ProgramFile.map(body.get("options"), "resources." + name + ".options").keySet().stream()
                    .filter(option -> !OPTIONS.contains(option))
                    .forEach(option -> problems.add("resources." + name + ".options." + option
                            + ": not a resource option this YAML host supports (" + String.join(", ", OPTIONS.stream().sorted().toList()) + ")"));
        });
        if (problems.isEmpty()) {
            try {
                topologicalOrder(dependencies());
            } catch (ProgramException e) {
                problems.add(e.getMessage());
            }
        }
        return problems;
    }

    private interface ExpressionVisitor {
        void visit(String where, Object expression);
    }

    private void forEachExpression(ExpressionVisitor visitor) {
        program.config().forEach((name, declaration) -> visitor.visit("config." + name, declaration.get("default")));
        program.variables().forEach((name, expr) -> visitor.visit("variables." + name, expr));
        program.resources().forEach((name, body) -> {
            visitor.visit("resources." + name + ".properties", body.get("properties"));
            visitor.visit("resources." + name + ".options", body.get("options"));
        });
        program.outputs().forEach((name, expr) -> visitor.visit("outputs." + name, expr));
    }

    /** The config values: set in the stack ({@code <project>:<key>}), else the declared default; typed as declared. */
    private List<String> resolveConfig() {
        List<String> problems = new ArrayList<>();
        program.config().forEach((key, declaration) -> {
            String qualified = context.project() + ":" + key;
            String set = context.config().get(qualified);
            Object value;
            if (set != null) {
                try {
                    value = typed(set, String.valueOf(declaration.getOrDefault("type", "string")));
                } catch (RuntimeException e) {
                    problems.add("config." + key + ": the stack's value '" + set + "' is not of type "
                            + declaration.getOrDefault("type", "string") + " (" + e.getMessage() + ")");
                    return;
                }
            } else if (declaration.containsKey("default")) {
                value = declaration.get("default");
            } else {
                problems.add("config." + key + ": no value; set it in the stack (pulumi config set " + key
                        + " <value>, or " + qualified + ": in Pulumi.<stack>.yaml) or give it a default");
                return;
            }
            boolean secret = context.secretKeys().contains(qualified) || Boolean.TRUE.equals(declaration.get("secret"));
            config.put(key, secret ? new Values.Secret(value) : value);
        });
        return problems;
    }

    private static Object typed(String value, String type) {
        return switch (type) {
            case "integer" -> Integer.parseInt(value.trim());
            case "number" -> Double.parseDouble(value.trim());
            case "boolean" -> switch (value.trim()) {
                case "true" -> true;
                case "false" -> false;
                default -> throw new IllegalArgumentException("expected true or false");
            };
            case "string" -> value;
            default -> GSON.fromJson(value, Object.class); // List<...> and objects arrive as JSON
        };
    }

    /** Variable or resource → the variables and resources its expressions reference. */
    private Map<String, Set<String>> dependencies() {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        program.variables().forEach((name, expr) -> out.put(name, referencedNodes(expr)));
        program.resources().forEach((name, body) -> {
            Set<String> refs = referencedNodes(body.get("properties"));
            refs.addAll(referencedNodes(body.get("options")));
            out.put(name, refs);
        });
        return out;
    }

    private Set<String> referencedNodes(Object expr) {
        Set<String> refs = new LinkedHashSet<>();
        Expressions.scan(expr, "", (at, ref) -> {
            if (program.variables().containsKey(ref.root()) || program.resources().containsKey(ref.root())) {
                refs.add(ref.root());
            }
        }, (at, function) -> { });
        return refs;
    }

    private static List<String> topologicalOrder(Map<String, Set<String>> dependencies) {
        List<String> order = new ArrayList<>();
        Set<String> done = new LinkedHashSet<>();
        for (String name : dependencies.keySet()) {
            visit(name, dependencies, done, new ArrayList<>(), order);
        }
        return order;
    }

    private static void visit(String name, Map<String, Set<String>> dependencies, Set<String> done, List<String> path,
                              List<String> order) {
        if (done.contains(name)) {
            return;
        }
        if (path.contains(name)) {
            List<String> cycle = new ArrayList<>(path.subList(path.indexOf(name), path.size()));
            cycle.add(name);
            throw new ProgramException(name + ": a dependency cycle: " + String.join(" -> ", cycle));
        }
        path.add(name);
        for (String dependency : dependencies.getOrDefault(name, Set.of())) {
            visit(dependency, dependencies, done, path, order);
        }
        path.remove(path.size() - 1);
        done.add(name);
        order.add(name);
    }

    // ---------------------------------------------------------------- running

    /** Thrown for a node whose dependency failed: that failure is reported, this one is not. */
    private static final class DependencyFailed extends RuntimeException {
        DependencyFailed() {
            super(null, null, false, false);
        }
    }

    private final Expressions.Scope scope = new Expressions.Scope() {
        @Override
        public Object root(String root, Set<String> dependencies) {
            if (root.equals("pulumi") && !program.config().containsKey(root)) {
                return Map.of("stack", context.stack(), "project", context.project(),
                        "organization", context.organization());
            }
            if (config.containsKey(root)) {
                return config.get(root);
            }
            Object value;
            try {
                value = nodes.get(root).join();
            } catch (CompletionException e) {
                throw new DependencyFailed();
            }
            if (value instanceof ResourceValue resource) {
                dependencies.add(resource.urn());
            }
            return value;
        }

        @Override
        public Map<String, Object> invoke(String token, Map<String, Object> arguments, String where) {
            ResourceInvokeResponse response;
            try {
                response = monitor.invoke(ResourceInvokeRequest.newBuilder().setTok(token)
                        .setArgs(Values.fromJava(arguments).getStructValue()).setAcceptResources(true).build());
            } catch (StatusRuntimeException e) {
                throw new ProgramException(where + ": invoking " + token + " failed: " + e.getStatus().getDescription());
            }
            if (response.getFailuresCount() > 0) {
                throw new ProgramException(where + ": " + token + " failed: " + response.getFailuresList().stream()
                        .map(f -> (f.getProperty().isEmpty() ? "" : f.getProperty() + ": ") + f.getReason())
                        .collect(Collectors.joining("; ")));
            }
            return Values.toJava(response.getReturn());
        }
    };

    private Object evaluateNode(String name) {
        if (program.variables().containsKey(name)) {
            return Expressions.evaluate(program.variables().get(name), "variables." + name, scope, new LinkedHashSet<>());
        }
        return register(name, program.resources().get(name));
    }

    private ResourceValue register(String name, Map<String, Object> body) {
        String where = "resources." + name;
        String type = (String) body.get("type");
        boolean component = schemas.isComponent(type);
        RegisterResourceRequest.Builder request = RegisterResourceRequest.newBuilder().setType(type).setName(name)
                .setParent(stackUrn).setCustom(!component).setRemote(component)
                .setAcceptSecrets(true).setAcceptResources(true).setSupportsPartialValues(true);
        Set<String> allDependencies = new LinkedHashSet<>();
        Map<String, Object> inputs = new LinkedHashMap<>();
        ProgramFile.map(body.get("properties"), where + ".properties").forEach((property, expr) -> {
            Set<String> propertyDependencies = new LinkedHashSet<>();
            inputs.put(property, Expressions.evaluate(expr, where + ".properties." + property, scope, propertyDependencies));
            request.putPropertyDependencies(property, RegisterResourceRequest.PropertyDependencies.newBuilder()
                    .addAllUrns(propertyDependencies).build());
            allDependencies.addAll(propertyDependencies);
        });
        request.setObject(Values.fromJava(inputs).getStructValue());
        ResourceOptions.apply(ProgramFile.map(body.get("options"), where + ".options"), where + ".options", scope,
                request, allDependencies);
        request.addAllDependencies(allDependencies);
        RegisterResourceResponse response;
        try {
            response = monitor.register(request.build());
        } catch (StatusRuntimeException e) {
            throw new ProgramException(where + " (" + type + "): " + e.getStatus().getCode() + ": "
                    + e.getStatus().getDescription());
        }
        Object id = component ? Values.UNKNOWN_VALUE : response.getId();
        boolean idUnknown = !component && (response.getId().isEmpty() || response.getId().equals(Values.UNKNOWN));
        return new ResourceValue(response.getUrn(), idUnknown ? Values.UNKNOWN_VALUE : id,
                Values.toJava(response.getObject()), context.dryRun() || idUnknown);
    }

    private void registerOutputs() {
        Map<String, Object> outputs = new LinkedHashMap<>();
        program.outputs().forEach((name, expr) -> {
            try {
                outputs.put(name, Expressions.evaluate(expr, "outputs." + name, scope, new LinkedHashSet<>()));
            } catch (ProgramException e) {
                errors.add(e.getMessage());
            }
        });
        if (errors.isEmpty()) {
            Struct.Builder struct = Struct.newBuilder();
            outputs.forEach((k, v) -> struct.putFields(k, Values.fromJava(v)));
            monitor.registerOutputs(stackUrn, struct.build());
        }
    }
}

package com.vkcsgpu.harness.yaml;

import com.vkcsgpu.harness.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Evaluation of Pulumi YAML expressions over plain values ({@code String}, numbers, {@code Boolean}, {@code null},
 * {@code List}, {@code Map}), {@link Values.Secret} and {@link Values#UNKNOWN_VALUE}, with pulumi-yaml's rules
 * ({@code pkg/pulumiyaml/run.go}, {@code evaluateExpr}): a string that is one {@code ${...}} is the referenced value
 * itself, other strings are interpolated; reading through an unknown gives unknown, through a secret gives a secret;
 * {@code fn::invoke} and {@code fn::secret} are the built-in functions this host supports.
 */
final class Expressions {
    static final String INVOKE = "fn::invoke";
    static final String SECRET = "fn::secret";
    /** The fn:: functions this host evaluates, in the order its messages list them. */
    static final List<String> BUILTINS = List.of(INVOKE, SECRET);

    /** What a {@code ${root...}} reference resolves against. */
    interface Scope {
        /**
         * The value of {@code root}: a config value, a variable's value or a {@link ResourceValue}; adds the URN of
         * a resource to {@code dependencies}.
         */
        Object root(String root, Set<String> dependencies);

        /** Calls a function ({@code fn::invoke}) with known arguments; returns its result. */
        Map<String, Object> invoke(String token, Map<String, Object> arguments, String where);
    }

    /** A registered resource as expressions see it. */
    record ResourceValue(String urn, Object id, Map<String, Object> outputs, boolean missingIsUnknown) {
    }

    private Expressions() {
    }

    /** Every {@code ${...}} reference and every {@code fn::} name in an expression, with where it is. */
    static void scan(Object expr, String where, BiConsumer<String, PropertyPath> references, BiConsumer<String, String> functions) {
        if (expr instanceof String s) {
            try {
                Interpolation.parse(s).references().forEach(r -> references.accept(where, r));
            } catch (IllegalArgumentException e) {
                throw new ProgramException(where + ": " + e.getMessage());
            }
        } else if (expr instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                scan(list.get(i), where + "[" + i + "]", references, functions);
            }
        } else if (expr instanceof Map<?, ?> map) {
            map.forEach((k, v) -> {
                String key = String.valueOf(k);
                if (key.startsWith("fn::")) {
                    functions.accept(where, key);
                }
                scan(v, where + "." + key, references, functions);
            });
        }
    }

    /** The value of {@code expr}; the URNs of the resources it read are added to {@code dependencies}. */
    static Object evaluate(Object expr, String where, Scope scope, Set<String> dependencies) {
        if (expr instanceof String s) {
            return interpolate(Interpolation.parse(s), where, scope, dependencies);
        }
        if (expr instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                out.add(evaluate(list.get(i), where + "[" + i + "]", scope, dependencies));
            }
            return out;
        }
        if (expr instanceof Map<?, ?> map) {
            Map<String, Object> body = ProgramFile.map(map, where);
            if (body.size() == 1 && body.keySet().iterator().next().startsWith("fn::")) {
                return function(body.keySet().iterator().next(), body.values().iterator().next(), where, scope, dependencies);
            }
            Map<String, Object> out = new LinkedHashMap<>();
            body.forEach((k, v) -> out.put(k, evaluate(v, where + "." + k, scope, dependencies)));
            return out;
        }
        return expr;
    }

    private static Object function(String name, Object argument, String where, Scope scope, Set<String> dependencies) {
        if (name.equals(SECRET)) {
            Object value = evaluate(argument, where + "." + name, scope, dependencies);
            return value == Values.UNKNOWN_VALUE || value instanceof Values.Secret ? value : new Values.Secret(value);
        }
        if (!name.equals(INVOKE)) {
            throw new ProgramException(where + ": " + name + " is not supported by this YAML host (it supports "
                    + String.join(", ", BUILTINS) + ")");
        }
        String at = where + "." + INVOKE;
        Map<String, Object> call = ProgramFile.map(argument, at);
        Object function = call.get("function");
        if (!(function instanceof String token)) {
            throw new ProgramException(at + ".function: the function token is required, e.g. vkcs-gpu:mk8s:getVersions");
        }
        Object arguments = evaluate(call.getOrDefault("arguments", Map.of()), at + ".arguments", scope, dependencies);
        // pulumi-yaml skips an invoke whose arguments are not known yet (preview) and gives an unknown result.
        if (containsUnknown(arguments)) {
            return Values.UNKNOWN_VALUE;
        }
        Map<String, Object> result = scope.invoke(token, ProgramFile.map(arguments, at + ".arguments"), at);
        Object returned = call.get("return");
        if (returned == null) {
            return result;
        }
        if (!result.containsKey(String.valueOf(returned))) {
            throw new ProgramException(at + ".return: " + token + " returned no '" + returned + "' (it returned "
                    + result.keySet() + ")");
        }
        return result.get(String.valueOf(returned));
    }

    private static Object interpolate(Interpolation text, String where, Scope scope, Set<String> dependencies) {
        PropertyPath whole = text.whole();
        if (whole != null) {
            return read(whole, where, scope, dependencies);
        }
        StringBuilder out = new StringBuilder();
        boolean secret = false;
        for (Object part : text.parts()) {
            Object value = part instanceof PropertyPath path ? read(path, where, scope, dependencies) : part;
            if (value == Values.UNKNOWN_VALUE) {
                return Values.UNKNOWN_VALUE;
            }
            if (value instanceof Values.Secret s) {
                secret = true;
                value = s.value();
            }
            if (value instanceof Map<?, ?> || value instanceof List<?> || value instanceof ResourceValue) {
                throw new ProgramException(where + ": " + part + " is " + ProgramFile.describe(value)
                        + " and cannot be part of a string");
            }
            out.append(scalarText(value));
        }
        return secret ? new Values.Secret(out.toString()) : out.toString();
    }

    /** The value of one reference: the root, then each property access. */
    static Object read(PropertyPath path, String where, Scope scope, Set<String> dependencies) {
        Object value = scope.root(path.root(), dependencies);
        boolean missingIsUnknown = false;
        List<Object> accessors = path.accessors();
        int start = 0;
        if (value instanceof ResourceValue resource) {
            if (accessors.isEmpty()) {
                return resource;
            }
            Object first = accessors.get(0);
            missingIsUnknown = resource.missingIsUnknown();
            value = "urn".equals(first) ? resource.urn() : "id".equals(first) ? resource.id() : resource.outputs();
            start = "urn".equals(first) || "id".equals(first) ? 1 : 0;
        }
        boolean secret = false;
        for (int i = start; i < accessors.size(); i++) {
            if (value == Values.UNKNOWN_VALUE) {
                return Values.UNKNOWN_VALUE;
            }
            if (value instanceof Values.Secret s) {
                secret = true;
                value = s.value();
            }
            Object accessor = accessors.get(i);
            if (accessor instanceof Integer index && value instanceof List<?> list) {
                if (index < 0 || index >= list.size()) {
                    throw new ProgramException(where + ": " + path + ": index " + index + " is out of range (the list has "
                            + list.size() + " items)");
                }
                value = list.get(index);
            } else if (accessor instanceof String key && value instanceof Map<?, ?> map) {
                if (!map.containsKey(key)) {
                    if (missingIsUnknown) {
                        return Values.UNKNOWN_VALUE;
                    }
                    value = null;
                } else {
                    value = map.get(key);
                }
            } else {
                throw new ProgramException(where + ": " + path + ": cannot read "
                        + (accessor instanceof Integer ? "[" + accessor + "]" : "'" + accessor + "'") + " of "
                        + ProgramFile.describe(value));
            }
        }
        return secret && value != Values.UNKNOWN_VALUE && !(value instanceof Values.Secret) ? new Values.Secret(value) : value;
    }

    static boolean containsUnknown(Object value) {
        if (value == Values.UNKNOWN_VALUE) {
            return true;
        }
        if (value instanceof Values.Secret s) {
            return containsUnknown(s.value());
        }
        if (value instanceof Map<?, ?> map) {
            return map.values().stream().anyMatch(Expressions::containsUnknown);
        }
        if (value instanceof List<?> list) {
            return list.stream().anyMatch(Expressions::containsUnknown);
        }
        return false;
    }

    /** Numbers as pulumi-yaml prints them in strings: whole numbers without a fraction. */
    private static String scalarText(Object value) {
        if (value instanceof Double d && d == Math.rint(d) && !d.isInfinite()) {
            return Long.toString(d.longValue());
        }
        return String.valueOf(value);
    }
}

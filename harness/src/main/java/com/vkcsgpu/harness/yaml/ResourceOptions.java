package com.vkcsgpu.harness.yaml;

import com.vkcsgpu.harness.Values;
import com.vkcsgpu.harness.yaml.Expressions.ResourceValue;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pulumirpc.Resource.RegisterResourceRequest;

/**
 * A resource's {@code options} block onto its registration, as pulumi-yaml maps them to the SDK's resource
 * options ({@code pkg/pulumiyaml/run.go}, {@code evaluateResourceOptions}): {@code dependsOn} adds dependencies,
 * {@code provider} and {@code parent} take resources, {@code customTimeouts} takes {@code create}/{@code update}/
 * {@code delete} durations, the rest are plain values.
 */
final class ResourceOptions {
    private ResourceOptions() {
    }

    static void apply(Map<String, Object> options, String where, Expressions.Scope scope,
                      RegisterResourceRequest.Builder request, Set<String> dependencies) {
        for (var entry : options.entrySet()) {
            String at = where + "." + entry.getKey();
            Object value = Expressions.evaluate(entry.getValue(), at, scope, new LinkedHashSet<>());
            switch (entry.getKey()) {
                case "dependsOn" -> {
                    List<?> resources = value instanceof List<?> list ? list : List.of(value);
                    for (int i = 0; i < resources.size(); i++) {
                        dependencies.add(resource(resources.get(i), at + "[" + i + "]").urn());
                    }
                }
                case "provider" -> {
                    ResourceValue provider = resource(value, at);
                    // A provider reference is "<urn>::<id>" (sdk/go/common/resource/providers/reference.go).
                    request.setProvider(provider.urn() + "::" + (provider.id() == Values.UNKNOWN_VALUE ? Values.UNKNOWN
                            : provider.id()));
                    dependencies.add(provider.urn());
                }
                case "parent" -> request.setParent(resource(value, at).urn());
                case "protect" -> request.setProtect(bool(value, at));
                case "deleteBeforeReplace" -> request.setDeleteBeforeReplace(bool(value, at)).setDeleteBeforeReplaceDefined(true);
                case "retainOnDelete" -> request.setRetainOnDelete(bool(value, at));
                case "version" -> request.setVersion(string(value, at));
                case "ignoreChanges" -> request.addAllIgnoreChanges(strings(value, at));
                case "replaceOnChanges" -> request.addAllReplaceOnChanges(strings(value, at));
                case "additionalSecretOutputs" -> request.addAllAdditionalSecretOutputs(strings(value, at));
                case "customTimeouts" -> {
                    Map<String, Object> timeouts = ProgramFile.map(value, at);
                    RegisterResourceRequest.CustomTimeouts.Builder b = RegisterResourceRequest.CustomTimeouts.newBuilder();
                    for (var t : timeouts.entrySet()) {
                        String duration = string(t.getValue(), at + "." + t.getKey());
                        switch (t.getKey()) {
                            case "create" -> b.setCreate(duration);
                            case "update" -> b.setUpdate(duration);
                            case "delete" -> b.setDelete(duration);
                            default -> throw new ProgramException(at + "." + t.getKey()
                                    + ": customTimeouts takes create, update and delete");
                        }
                    }
                    request.setCustomTimeouts(b);
                }
                default -> throw new ProgramException(at + ": not a resource option this YAML host supports");
            }
        }
    }

    private static ResourceValue resource(Object value, String where) {
        if (value instanceof ResourceValue resource) {
            return resource;
        }
        throw new ProgramException(where + ": expected a resource, e.g. ${cluster}, found " + ProgramFile.describe(value));
    }

    private static boolean bool(Object value, String where) {
        if (value instanceof Boolean b) {
            return b;
        }
        throw new ProgramException(where + ": expected true or false, found " + ProgramFile.describe(value));
    }

    private static String string(Object value, String where) {
        if (value instanceof String s) {
            return s;
        }
        throw new ProgramException(where + ": expected a string, found " + ProgramFile.describe(value));
    }

    private static List<String> strings(Object value, String where) {
        if (!(value instanceof List<?> list)) {
            throw new ProgramException(where + ": expected a list of property names, found " + ProgramFile.describe(value));
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(string(list.get(i), where + "[" + i + "]"));
        }
        return out;
    }
}

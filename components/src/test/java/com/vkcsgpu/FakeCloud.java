package com.vkcsgpu;

import com.pulumi.test.Mocks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Pulumi mocks standing in for the engine and the vkcs-gpu provider: answers the mk8s functions from a
 * small catalog (filtering getGpuFlavors as the provider does) and gives registered resources the outputs
 * the provider computes. Records every registration and invoke for assertions.
 */
final class FakeCloud implements Mocks {
    /** A flavor of the fake catalog and the zones it is offered in. */
    record Flavor(String flavorId, String name, String gpuModel, int gpuCount, int vcpus, int ramGb, List<String> zones) {
        Map<String, Object> wire() {
            return Map.of("flavorId", flavorId, "name", name, "gpuModel", gpuModel, "gpuCount", gpuCount,
                    "vcpus", vcpus, "ramGb", ramGb);
        }
    }

    static final String L4_1 = "0b1c2d3e-0000-4000-8000-00000000a401";
    static final String L4_2 = "0b1c2d3e-0000-4000-8000-00000000a402";
    static final String A100_1 = "0b1c2d3e-0000-4000-8000-0000000a1001";
    static final String H200_8 = "0b1c2d3e-0000-4000-8000-0000000b2008";

    static final List<Flavor> CATALOG = List.of(
            new Flavor(L4_1, "GPU2-16-72-L4-1", "L4", 1, 16, 72, List.of("GZ1", "ME1")),
            new Flavor(L4_2, "GPU2-32-144-L4-2", "L4", 2, 32, 144, List.of("GZ1")),
            new Flavor(A100_1, "GPU1A-32-96-A100-1", "A100_40GB", 1, 32, 96, List.of("GZ1")),
            new Flavor(H200_8, "GPU-240-2048-H200-8", "H200", 8, 240, 2048, List.of("ME1")));

    final List<String> versions;
    final List<Mocks.ResourceArgs> registrations = Collections.synchronizedList(new ArrayList<>());
    final List<Mocks.CallArgs> calls = Collections.synchronizedList(new ArrayList<>());

    FakeCloud() {
        this(List.of("v1.34.2", "v1.33.5", "v1.32.9"));
    }

    FakeCloud(List<String> versions) {
        this.versions = versions;
    }

    @Override
    public CompletableFuture<ResourceResult> newResourceAsync(Mocks.ResourceArgs args) {
        registrations.add(args);
        Map<String, Object> state = new HashMap<>(args.inputs);
        String id = null;
        switch (args.type) {
            case "vkcs-gpu:mk8s:Cluster" -> {
                id = "2abcdefghijklmnopqrstuvwxyz";
                state.put("clusterId", id);
                state.put("apiAddress", "https://10.0.0.10:6443");
                state.put("status", "RUNNING");
                state.put("kubeconfig", "apiVersion: v1\nkind: Config\n# token-for-" + args.name);
            }
            case "vkcs-gpu:mk8s:NodeGroup" -> {
                id = "3abcdefghijklmnopqrstuvwxyz";
                state.put("nodeGroupId", id);
                state.put("nodeCount", 0);
            }
            case "vkcs-gpu:gpu:OperatorRelease" -> {
                id = "gpu-operator/gpu-operator";
                state.put("releaseId", id);
            }
            case "vkcs-gpu:mk8s:ClusterAddon" -> {
                id = "addon-1";
                state.put("clusterAddonId", id);
            }
            case "vkcs-gpu:gpu:ReadinessGate" -> {
                id = "gate-" + args.name;
                state.put("gateId", id);
                state.put("ready", true);
                state.put("poolStatuses", ((List<?>) args.inputs.getOrDefault("pools", List.of())).stream()
                        .map(p -> Map.of("name", ((Map<?, ?>) p).get("name"), "state", "READY", "nodes", 1,
                                "validatedNodes", 1, "allocatableGpus", 1, "message", ""))
                        .toList());
            }
            case "vkcs-gpu:k8s:ObjectSet" -> {
                id = "objectset-" + args.name;
                state.put("setId", id);
            }
            case "vkcs-gpu:k8s:JobRun" -> {
                id = "run-" + args.name;
                state.put("runId", id);
                state.put("outcome", "Complete");
                state.put("logTail", "GPU 0: NVIDIA L4 (" + args.name + ")");
            }
            default -> {
                // components: no id, no computed state
            }
        }
        return CompletableFuture.completedFuture(ResourceResult.of(Optional.ofNullable(id), state));
    }

    @Override
    public CompletableFuture<Map<String, Object>> callAsync(Mocks.CallArgs args) {
        calls.add(args);
        return switch (args.token) {
            case "vkcs-gpu:mk8s:getVersions" ->
                    CompletableFuture.completedFuture(Map.of("versions", versions, "newest", versions.get(0)));
            case "vkcs-gpu:mk8s:getGpuFlavors" -> CompletableFuture.completedFuture(Map.of("flavors", flavors(args.args)));
            default -> CompletableFuture.failedFuture(new IllegalArgumentException("unknown function " + args.token));
        };
    }

    private static List<Map<String, Object>> flavors(Map<String, Object> filters) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Flavor f : CATALOG) {
            Object model = filters.get("gpuModel");
            Object count = filters.get("gpusPerNode");
            Object zone = filters.get("availabilityZone");
            if ((model == null || model.equals(f.gpuModel()))
                    && (count == null || ((Number) count).intValue() == f.gpuCount())
                    && (zone == null || f.zones().contains(zone))) {
                out.add(f.wire());
            }
        }
        return out;
    }

    /** Inputs of the one registration of {@code type}. */
    Map<String, Object> inputsOf(String type) {
        List<Mocks.ResourceArgs> found = registrations.stream().filter(r -> type.equals(r.type)).toList();
        if (found.size() != 1) {
            throw new AssertionError("expected one " + type + ", got " + found.size());
        }
        return new LinkedHashMap<>(found.get(0).inputs);
    }

    List<String> typesRegistered() {
        return registrations.stream().map(r -> r.type).toList();
    }

    List<Mocks.CallArgs> callsTo(String token) {
        return calls.stream().filter(c -> token.equals(c.token)).toList();
    }
}

package com.vkcsgpu.examples.bench;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.KubeletSimulator;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import com.vkcsgpu.provider.k8s.readiness.GpuReadiness;
import com.vkcsgpu.provider.k8s.readiness.PoolExpectation;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Writes the end state of a GPU Operator install straight into an emulated cluster's store, as the operator, NFD,
 * GFD, the device plugin and the kubelet leave it: N tainted L4 nodes labelled and advertising one GPU, a ready
 * driver pod and a validated validator pod on each, and a reconciled ClusterPolicy. The emulator's GPU Operator
 * simulation reaches the same state, but its own cost grows faster than the gate's, which is what the bench measures.
 */
final class ReadyCluster {
    static final String NAMESPACE = "gpu-operator";
    private static final String MANAGER = "bench";
    private static final int NODES_PER_GROUP = 500;

    private ReadyCluster() {
    }

    static void write(KubeApiServer server, int nodes) {
        KubeStore store = server.store();
        server.kubelet().setPodFate(pod -> KubeletSimulator.PodFate.HOLD); // the statuses below are final
        store.create(BuiltinTypes.NAMESPACE, null, json("{\"metadata\":{\"name\":\"" + NAMESPACE + "\"}}"),
                WriteScope.ALL, MANAGER);
        EmulatedNode.Taint taint = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
        for (int from = 0, group = 0; from < nodes; from += NODES_PER_GROUP, group++) {
            String name = "l4-" + group;
            server.syncNodeGroup(name, IntStream.range(from, Math.min(nodes, from + NODES_PER_GROUP))
                    .mapToObj(i -> new EmulatedNode("gpu-" + i, name, Map.of(PoolExpectation.POOL_LABEL, "l4"),
                            List.of(taint), 16, 65536, 1, "NVIDIA-L4"))
                    .toList());
        }
        String now = Instant.now().toString();
        for (int i = 0; i < nodes; i++) {
            String node = "gpu-" + i;
            store.edit(BuiltinTypes.NODE, null, node, MANAGER, n -> {
                JsonObject labels = n.getAsJsonObject("metadata").getAsJsonObject("labels");
                labels.addProperty(GpuReadiness.GPU_PRESENT_LABEL, "true");
                labels.addProperty(GpuReadiness.DRIVER_VERSION_LABEL, "580.126.20");
                labels.addProperty(GpuReadiness.UPGRADE_STATE_LABEL, "upgrade-done");
                for (String field : List.of("allocatable", "capacity")) {
                    n.getAsJsonObject("status").getAsJsonObject(field).addProperty("nvidia.com/gpu", "1");
                }
                return n;
            });
            pod(store, "nvidia-driver-daemonset-" + node, node, GpuReadiness.DRIVER_APP,
                    "\"containers\":[{\"name\":\"nvidia-driver-ctr\",\"image\":\"nvcr.io/nvidia/driver:580.126.20-ubuntu22.04\"}]",
                    "{\"phase\":\"Running\",\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}],\"containerStatuses\":"
                            + "[{\"name\":\"nvidia-driver-ctr\",\"ready\":true,\"restartCount\":0,\"state\":{\"running\":"
                            + "{\"startedAt\":\"" + now + "\"}}}]}");
            StringBuilder inits = new StringBuilder();
            for (String step : List.of("driver-validation", "toolkit-validation", "cuda-validation", "plugin-validation")) {
                inits.append(inits.length() == 0 ? "" : ",").append("{\"name\":\"").append(step)
                        .append("\",\"ready\":true,\"restartCount\":0,\"state\":{\"terminated\":{\"exitCode\":0,"
                                + "\"reason\":\"Completed\"}}}");
            }
            pod(store, "nvidia-operator-validator-" + node, node, GpuReadiness.VALIDATOR_APP,
                    "\"initContainers\":[{\"name\":\"driver-validation\",\"image\":\"v\"},{\"name\":\"toolkit-validation\","
                            + "\"image\":\"v\"},{\"name\":\"cuda-validation\",\"image\":\"v\"},{\"name\":\"plugin-validation\","
                            + "\"image\":\"v\"}],\"containers\":[{\"name\":\"nvidia-operator-validator\",\"image\":\"v\"}]",
                    "{\"phase\":\"Running\",\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}],"
                            + "\"initContainerStatuses\":[" + inits + "]}");
        }
        reconciledPolicy(store, now);
    }

    private static void pod(KubeStore store, String name, String node, String app, String spec, String status) {
        JsonObject pod = json("{\"metadata\":{\"name\":\"" + name + "\",\"labels\":{\"app\":\"" + app + "\"}},"
                + "\"spec\":{\"nodeName\":\"" + node + "\"," + spec + "}}");
        pod.add("status", json(status));
        store.create(BuiltinTypes.POD, NAMESPACE, pod, WriteScope.ALL, MANAGER);
    }

    private static void reconciledPolicy(KubeStore store, String now) {
        store.create(BuiltinTypes.CRD, null, json("""
                {"metadata":{"name":"clusterpolicies.nvidia.com"},
                 "spec":{"group":"nvidia.com","scope":"Cluster",
                   "names":{"kind":"ClusterPolicy","listKind":"ClusterPolicyList","plural":"clusterpolicies","singular":"clusterpolicy"},
                   "versions":[{"name":"v1","served":true,"storage":true,"subresources":{"status":{}},
                     "schema":{"openAPIV3Schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true}}}]}}
                """), WriteScope.ALL, MANAGER);
        ResourceType type = store.type("nvidia.com/v1", "ClusterPolicy");
        store.create(type, null, json("""
                {"metadata":{"name":"cluster-policy"},"spec":{},
                 "status":{"state":"ready","namespace":"%s","conditions":[
                   {"type":"Ready","status":"True","reason":"Reconciled","message":"","lastTransitionTime":"%s"},
                   {"type":"Error","status":"False","reason":"Ready","message":"","lastTransitionTime":"%s"}]}}
                """.formatted(NAMESPACE, now, now)), WriteScope.ALL, MANAGER);
    }

    private static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }
}

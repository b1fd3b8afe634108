package com.vkcsgpu.provider.k8s.readiness;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.KubeletSimulator;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * An embedded Kubernetes API server whose GPU Operator states a test drives step by step through
 * {@link KubeStore}, as the operator, NFD, the device plugin and the kubelet would write them.
 */
public final class GpuClusterSim implements AutoCloseable {
    public static final EmulatorCa CA = EmulatorCa.generate("gate test CA");
    public static final String NS = "gpu-operator";
    private static final String SIM = "gpu-operator-sim";

    public final KubeApiServer api = KubeApiServer.start("gate", CA);
    public final KubeStore store = api.store();

    public GpuClusterSim() {
        // The test writes every pod status itself.
        api.kubelet().setPodFate(pod -> KubeletSimulator.PodFate.HOLD);
        store.create(BuiltinTypes.NAMESPACE, null, json("{\"metadata\":{\"name\":\"" + NS + "\"}}"), WriteScope.ALL, SIM);
        store.create(BuiltinTypes.CRD, null, json("""
                {"metadata":{"name":"clusterpolicies.nvidia.com"},
                 "spec":{"group":"nvidia.com","scope":"Cluster",
                   "names":{"kind":"ClusterPolicy","listKind":"ClusterPolicyList","plural":"clusterpolicies","singular":"clusterpolicy"},
                   "versions":[{"name":"v1","served":true,"storage":true,"subresources":{"status":{}},
                     "schema":{"openAPIV3Schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true}}}]}}
                """), WriteScope.ALL, SIM);
    }

    /** The kubeconfig a cluster hands out: server, CA data and bearer token. */
    public String kubeconfig() {
        return kubeconfig(api);
    }

    /** The kubeconfig of an emulated cluster whose certificate {@link #CA} signed: server, CA data, bearer token. */
    public static String kubeconfig(EmulatedKubeApi api) {
        String caData = Base64.getEncoder().encodeToString(CA.caCertificatePem().getBytes(StandardCharsets.UTF_8));
        return """
                apiVersion: v1
                kind: Config
                clusters:
                - name: gate
                  cluster:
                    server: %s
                    certificate-authority-data: %s
                users:
                - name: admin
                  user:
                    token: %s
                contexts:
                - name: gate
                  context:
                    cluster: gate
                    user: admin
                current-context: gate
                """.formatted(api.serverUrl(), caData, api.bearerToken());
    }

    /**
     * {@link #kubeconfig(EmulatedKubeApi)} with VK's documented user instead of the bearer token: the
     * {@code keystone-auth} exec plugin, which the provider never runs, sending its own Keystone token instead.
     */
    public static String keystoneAuthKubeconfig(EmulatedKubeApi api) {
        return kubeconfig(api).replace("    token: " + api.bearerToken(),
                "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: keystone-auth");
    }

    /** Registers the pool's nodes (Ready, no GPU stack yet), labelled {@code vkcs-gpu.io/pool=<pool>}. */
    public void nodes(String pool, List<EmulatedNode.Taint> taints, String... names) {
        api.syncNodeGroup(pool, java.util.Arrays.stream(names)
                .map(n -> new EmulatedNode(n, pool, Map.of(PoolExpectation.POOL_LABEL, pool), taints, 16, 65536, 8, "H200"))
                .toList());
    }

    /** NFD and the operator found the GPU: {@code nvidia.com/gpu.present=true}. */
    public void gpuPresent(String node) {
        store.edit(BuiltinTypes.NODE, null, node, SIM, n -> {
            n.getAsJsonObject("metadata").getAsJsonObject("labels").addProperty(GpuReadiness.GPU_PRESENT_LABEL, "true");
            return n;
        });
    }

    /** The device plugin registered {@code gpus} GPUs and GFD labelled the driver version. */
    public void advertise(String node, int gpus, String driverVersion) {
        store.edit(BuiltinTypes.NODE, null, node, SIM, n -> {
            n.getAsJsonObject("metadata").getAsJsonObject("labels").addProperty(GpuReadiness.DRIVER_VERSION_LABEL, driverVersion);
            n.getAsJsonObject("status").getAsJsonObject("allocatable").addProperty("nvidia.com/gpu", Integer.toString(gpus));
            n.getAsJsonObject("status").getAsJsonObject("capacity").addProperty("nvidia.com/gpu", Integer.toString(gpus));
            return n;
        });
    }

    /**
     * The ClusterPolicy with a status as the operator writes it: Ready=True with {@code reason} and Error=False,
     * or Ready=False reason=Error and Error=True with {@code reason} and {@code message}
     * (NVIDIA/gpu-operator internal/conditions/clusterpolicy.go).
     */
    public void clusterPolicy(String state, String readyStatus, String reason, String message) {
        ResourceType type = store.type("nvidia.com/v1", "ClusterPolicy");
        boolean ready = "True".equals(readyStatus);
        JsonObject policy = json("""
                {"metadata":{"name":"cluster-policy"},"spec":{},
                 "status":{"state":"%s","namespace":"%s","conditions":[
                   {"type":"Ready","status":"%s","reason":"%s","message":"%s","lastTransitionTime":"%s"},
                   {"type":"Error","status":"%s","reason":"%s","message":"%s","lastTransitionTime":"%s"}]}}
                """.formatted(state, NS, readyStatus, ready ? reason : "Error", ready ? message : "", Instant.now(),
                ready ? "False" : "True", ready ? "Ready" : reason, ready ? "" : message, Instant.now()));
        if (store.get(type, null, "cluster-policy").isEmpty()) {
            store.create(type, null, policy, WriteScope.ALL, SIM);
        } else {
            store.edit(type, null, "cluster-policy", SIM, p -> {
                p.add("status", policy.get("status"));
                return p;
            });
        }
    }

    public void reconciled() {
        clusterPolicy("ready", "True", "Reconciled", "");
    }

    /**
     * The validator pod on {@code node}: the first {@code passed} validations exited 0, the next one
     * runs; with all four passed the pod is Running and Ready.
     */
    public void validator(String node, int passed) {
        String name = "nvidia-operator-validator-" + node;
        JsonArray inits = new JsonArray();
        List<String> steps = Fixtures.VALIDATIONS;
        for (int i = 0; i < steps.size() && i <= passed; i++) {
            String state = i < passed
                    ? "{\"terminated\":{\"exitCode\":0,\"reason\":\"Completed\"}}"
                    : "{\"running\":{\"startedAt\":\"" + Instant.now() + "\"}}";
            inits.add(json("{\"name\":\"" + steps.get(i) + "\",\"restartCount\":0,\"ready\":false,\"state\":" + state + "}"));
        }
        boolean ready = passed >= steps.size();
        JsonObject status = json("""
                {"phase":"%s","conditions":[{"type":"Ready","status":"%s"}]}
                """.formatted(ready ? "Running" : "Pending", ready ? "True" : "False"));
        status.add("initContainerStatuses", inits);
        putPod(name, node, GpuReadiness.VALIDATOR_APP, """
                "initContainers":[{"name":"driver-validation","image":"v"},{"name":"toolkit-validation","image":"v"},
                  {"name":"cuda-validation","image":"v"},{"name":"plugin-validation","image":"v"}],
                "containers":[{"name":"nvidia-operator-validator","image":"v"}]""", status);
    }

    /** The driver pod on {@code node}: crash-looping with {@code lastMessage}, or running and ready. */
    public void driver(String node, boolean crashLoop, String lastMessage) {
        String state = crashLoop
                ? "\"state\":{\"waiting\":{\"reason\":\"CrashLoopBackOff\"}},\"lastState\":{\"terminated\":{\"exitCode\":1,"
                        + "\"reason\":\"Error\",\"message\":\"" + lastMessage + "\"}},\"restartCount\":3"
                : "\"state\":{\"running\":{\"startedAt\":\"" + Instant.now() + "\"}},\"restartCount\":0";
        JsonObject status = json("{\"phase\":\"Running\",\"conditions\":[{\"type\":\"Ready\",\"status\":\""
                + (crashLoop ? "False" : "True") + "\"}],\"containerStatuses\":[{\"name\":\"nvidia-driver-ctr\",\"ready\":"
                + !crashLoop + "," + state + "}]}");
        putPod("nvidia-driver-daemonset-" + node, node, GpuReadiness.DRIVER_APP,
                "\"containers\":[{\"name\":\"nvidia-driver-ctr\",\"image\":\"nvcr.io/nvidia/driver:580.126.20-ubuntu22.04\"}]", status);
    }

    /** An operand DaemonSet whose pods tolerate only {@code nvidia.com/gpu}, as the chart's defaults. */
    public void operandDaemonSet(String name) {
        store.create(BuiltinTypes.DAEMON_SET, NS, json("""
                {"metadata":{"name":"%s"},
                 "spec":{"selector":{"matchLabels":{"app":"%s"}},"template":{"metadata":{"labels":{"app":"%s"}},
                   "spec":{"nodeSelector":{"nvidia.com/gpu.deploy.operator-validator":"true"},
                     "tolerations":[{"key":"nvidia.com/gpu","operator":"Exists","effect":"NoSchedule"}],
                     "containers":[{"name":"c","image":"v"}]}}},
                 "status":{"desiredNumberScheduled":0,"currentNumberScheduled":0,"numberReady":0,"numberMisscheduled":0}}
                """.formatted(name, name, name)), WriteScope.ALL, SIM);
    }

    private void putPod(String name, String node, String app, String specBody, JsonObject status) {
        if (store.get(BuiltinTypes.POD, NS, name).isPresent()) {
            store.edit(BuiltinTypes.POD, NS, name, SIM, p -> {
                p.add("status", status);
                return p;
            });
            return;
        }
        JsonObject pod = json("{\"metadata\":{\"name\":\"" + name + "\",\"labels\":{\"app\":\"" + app + "\"}},"
                + "\"spec\":{\"nodeName\":\"" + node + "\"," + specBody + "}}");
        pod.add("status", status);
        store.create(BuiltinTypes.POD, NS, pod, WriteScope.ALL, SIM);
    }

    /** The upgrade controller's verdict on {@code node}: {@code nvidia.com/gpu-driver-upgrade-state=<state>}. */
    public void upgradeState(String node, String state) {
        store.edit(BuiltinTypes.NODE, null, node, SIM, n -> {
            n.getAsJsonObject("metadata").getAsJsonObject("labels").addProperty(GpuReadiness.UPGRADE_STATE_LABEL, state);
            return n;
        });
    }

    /**
     * A user's pod bound to {@code node} in {@code namespace} requesting one GPU: bare ({@code managed} false, no
     * controller owner) or owned by a ReplicaSet, with an emptyDir volume when {@code emptyDir}.
     */
    public void gpuWorkload(String namespace, String name, String node, boolean managed, boolean emptyDir) {
        String owner = managed ? ",\"ownerReferences\":[{\"apiVersion\":\"apps/v1\",\"kind\":\"ReplicaSet\","
                + "\"name\":\"trainer\",\"uid\":\"u-1\",\"controller\":true}]" : "";
        String volumes = emptyDir ? ",\"volumes\":[{\"name\":\"scratch\",\"emptyDir\":{}}]" : "";
        if (store.get(BuiltinTypes.NAMESPACE, null, namespace).isEmpty()) {
            store.create(BuiltinTypes.NAMESPACE, null, json("{\"metadata\":{\"name\":\"" + namespace + "\"}}"),
                    WriteScope.ALL, SIM);
        }
        store.create(BuiltinTypes.POD, namespace, json("{\"metadata\":{\"name\":\"" + name + "\"" + owner + "},"
                + "\"spec\":{\"nodeName\":\"" + node + "\",\"containers\":[{\"name\":\"train\",\"image\":\"t\","
                + "\"resources\":{\"limits\":{\"nvidia.com/gpu\":\"1\"}}}]" + volumes + "}}"), WriteScope.ALL, SIM);
    }

    static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }

    @Override
    public void close() {
        api.close();
    }
}

package com.vkcsgpu.emulator.gpu;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.Json;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The objects a gpu-operator Helm release puts into a cluster, reduced to what the simulation
 * reads: the ClusterPolicy and NVIDIADriver CRDs, the namespace, the operator Deployment, the NFD
 * worker DaemonSet (tolerations and nodeSelector from {@code node-feature-discovery.worker}), the NFD
 * master Deployment (tolerations from {@code node-feature-discovery.master}, by default the subchart's
 * control-plane toleration only), the NFD gc Deployment (from {@code node-feature-discovery.gc}, by default no
 * toleration) and
 * ClusterPolicy {@code cluster-policy} (spec = the values' operand sections, as
 * templates/clusterpolicy.yaml copies them). The emulator applies these for the VK managed addon
 * (VK runs Helm for the user); tests use them to stand in for a rendered chart.
 */
public final class GpuStackObjects {
    private GpuStackObjects() {}

    /** The objects for {@code valuesYaml} (may be empty) in {@code namespace}, operator image tag {@code version}. */
    public static List<JsonObject> render(String valuesYaml, String namespace, String version) {
        JsonObject values = parseValues(valuesYaml);
        return List.of(crd("clusterpolicies", "ClusterPolicy", "v1", "Cluster"),
                crd("nvidiadrivers", "NVIDIADriver", "v1alpha1", "Cluster"),
                namespace(namespace), operatorDeployment(namespace, version, values), nfdWorker(namespace, values),
                nfdMaster(namespace, values), nfdGc(namespace, values), clusterPolicy(values, version));
    }

    static JsonObject parseValues(String valuesYaml) {
        if (valuesYaml == null || valuesYaml.isBlank()) {
            return new JsonObject();
        }
        Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(valuesYaml);
        JsonElement tree = JsonParser.parseString(new Gson().toJson(loaded));
        if (!tree.isJsonObject()) {
            throw new IllegalArgumentException("gpu-operator values must be a YAML mapping");
        }
        return tree.getAsJsonObject();
    }

    private static JsonObject crd(String plural, String kind, String version, String scope) {
        return com.vkcsgpu.emulator.kube.CustomResources.openDefinition("nvidia.com", version, kind, plural, scope);
    }

    private static JsonObject namespace(String name) {
        return object("v1", "Namespace", name, null);
    }

    private static JsonObject operatorDeployment(String namespace, String version, JsonObject values) {
        JsonObject deployment = object("apps/v1", "Deployment", "gpu-operator", namespace);
        Json.child(Json.metadata(deployment), "labels").addProperty("app.kubernetes.io/component", "gpu-operator");
        JsonObject spec = Json.child(deployment, "spec");
        spec.addProperty("replicas", 1);
        Json.child(Json.child(spec, "selector"), "matchLabels").addProperty("app.kubernetes.io/component", "gpu-operator");
        JsonObject template = Json.child(spec, "template");
        Json.child(Json.metadata(template), "labels").addProperty("app.kubernetes.io/component", "gpu-operator");
        JsonObject podSpec = Json.child(template, "spec");
        JsonObject operator = Json.childOrNull(values, "operator");
        JsonElement tolerations = operator == null ? null : operator.get("tolerations");
        podSpec.add("tolerations", tolerations != null ? tolerations.deepCopy() : tolerations("node-role.kubernetes.io/control-plane"));
        JsonArray containers = new JsonArray();
        JsonObject container = new JsonObject();
        container.addProperty("name", "gpu-operator");
        container.addProperty("image", "nvcr.io/nvidia/gpu-operator:" + version);
        containers.add(container);
        podSpec.add("containers", containers);
        return deployment;
    }

    /** The NFD worker DaemonSet; default tolerations as the gpu-operator chart sets them (control-plane, nvidia.com/gpu). */
    private static JsonObject nfdWorker(String namespace, JsonObject values) {
        return nfd("DaemonSet", "worker", namespace, values, "node-role.kubernetes.io/control-plane", "nvidia.com/gpu");
    }

    /**
     * The NFD master Deployment; its default tolerations are the subchart's (kubernetes-sigs/node-feature-discovery
     * deployment/helm/node-feature-discovery/values.yaml {@code master.tolerations}: control-plane only).
     */
    private static JsonObject nfdMaster(String namespace, JsonObject values) {
        JsonObject deployment = nfd("Deployment", "master", namespace, values, "node-role.kubernetes.io/control-plane");
        Json.child(deployment, "spec").addProperty("replicas", 1);
        return deployment;
    }

    /**
     * The NFD gc Deployment; by default it tolerates nothing (kubernetes-sigs/node-feature-discovery
     * deployment/helm/node-feature-discovery/values.yaml {@code gc.tolerations: []}).
     */
    private static JsonObject nfdGc(String namespace, JsonObject values) {
        JsonObject deployment = nfd("Deployment", "gc", namespace, values);
        Json.child(deployment, "spec").addProperty("replicas", 1);
        return deployment;
    }

    /**
     * An NFD workload of {@code role} labelled as the subchart labels it, with the tolerations and nodeSelector of
     * {@code node-feature-discovery.<role>} in the values (tolerating {@code defaultTolerationKeys} without them).
     */
    private static JsonObject nfd(String kind, String role, String namespace, JsonObject values,
            String... defaultTolerationKeys) {
        JsonObject section = Json.childOrNull(Json.childOrNull(values, "node-feature-discovery"), role);
        JsonObject workload = object("apps/v1", kind, "gpu-operator-node-feature-discovery-" + role, namespace);
        JsonObject labels = Json.child(Json.metadata(workload), "labels");
        labels.addProperty("app.kubernetes.io/name", "node-feature-discovery");
        labels.addProperty("role", role);
        JsonObject spec = Json.child(workload, "spec");
        Json.child(spec, "selector").add("matchLabels", labels.deepCopy());
        JsonObject template = Json.child(spec, "template");
        Json.metadata(template).add("labels", labels.deepCopy());
        JsonObject podSpec = Json.child(template, "spec");
        JsonElement tolerations = section == null ? null : section.get("tolerations");
        podSpec.add("tolerations", tolerations != null ? tolerations.deepCopy() : tolerations(defaultTolerationKeys));
        JsonElement nodeSelector = section == null ? null : section.get("nodeSelector");
        if (nodeSelector != null && nodeSelector.isJsonObject()) {
            podSpec.add("nodeSelector", nodeSelector.deepCopy());
        }
        JsonArray containers = new JsonArray();
        JsonObject container = new JsonObject();
        container.addProperty("name", role);
        container.addProperty("image", "registry.k8s.io/nfd/node-feature-discovery:v0.17.3");
        containers.add(container);
        podSpec.add("containers", containers);
        if (role.equals("worker")) {
            HostAccess.NFD_WORKER.applyTo(podSpec);
        }
        return workload;
    }

    private static JsonObject clusterPolicy(JsonObject values, String version) {
        JsonObject policy = object("nvidia.com/v1", "ClusterPolicy", "cluster-policy", null);
        JsonObject spec = Json.child(policy, "spec");
        for (String section : List.of("operator", "daemonsets", "driver", "toolkit", "devicePlugin", "dcgmExporter",
                "dcgm", "gfd", "mig", "migManager", "validator", "nodeStatusExporter", "cdi")) {
            JsonElement value = values.get(section);
            if (value != null && value.isJsonObject()) {
                spec.add(section, value.deepCopy());
            }
        }
        JsonObject validator = Json.child(spec, "validator");
        if (!validator.has("version")) {
            validator.addProperty("version", version);
        }
        return policy;
    }

    private static JsonArray tolerations(String... keys) {
        JsonArray tolerations = new JsonArray();
        for (String key : keys) {
            JsonObject toleration = new JsonObject();
            toleration.addProperty("key", key);
            toleration.addProperty("operator", "Exists");
            toleration.addProperty("effect", "NoSchedule");
            tolerations.add(toleration);
        }
        return tolerations;
    }

    private static JsonObject object(String apiVersion, String kind, String name, String namespace) {
        JsonObject object = new JsonObject();
        object.addProperty("apiVersion", apiVersion);
        object.addProperty("kind", kind);
        Json.metadata(object).addProperty("name", name);
        if (namespace != null) {
            Json.metadata(object).addProperty("namespace", namespace);
        }
        return object;
    }
}

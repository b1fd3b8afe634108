package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.Owners;
import java.util.Map;

/**
 * Renders an operand DaemonSet from the ClusterPolicy spec the way the operator fills its assets
 * (controllers/object_controls.go): image {@code <repository>/<image>:<version>} (the driver's tag
 * gets the nodes' OS suffix, e.g. {@code -ubuntu22.04}, unless the version is a digest), tolerations from
 * {@code spec.daemonsets.tolerations}, {@code priorityClassName} from the same section, update
 * strategy from {@code spec.daemonsets.updateStrategy} except the driver (always OnDelete), a
 * node selector on the operand's deploy label, and an owner reference to the ClusterPolicy.
 */
final class OperandDaemonSets {
    /** The OS part of an NVIDIADriver's DaemonSet name (fixed here; upstream names it from its node pool's OS). */
    static final String OS_TAG = "ubuntu22.04";
    private static final Map<Operand, String[]> DEFAULT_IMAGES = Map.of(
            Operand.DRIVER, new String[] {"nvcr.io/nvidia", "driver", "580.126.20"},
            Operand.TOOLKIT, new String[] {"nvcr.io/nvidia/k8s", "container-toolkit", "v1.19.1"},
            Operand.VALIDATOR, new String[] {"nvcr.io/nvidia", "gpu-operator", "v26.3.3"},
            Operand.DEVICE_PLUGIN, new String[] {"nvcr.io/nvidia", "k8s-device-plugin", "v0.19.3"},
            Operand.DCGM_EXPORTER, new String[] {"nvcr.io/nvidia/k8s", "dcgm-exporter", "4.5.3-4.8.2-distroless"},
            Operand.GFD, new String[] {"nvcr.io/nvidia", "k8s-device-plugin", "v0.19.3"},
            Operand.MIG_MANAGER, new String[] {"nvcr.io/nvidia/cloud-native", "k8s-mig-manager", "v0.14.2"});

    private OperandDaemonSets() {}

    /**
     * Whether {@code spec.<section>.enabled} is not false (every operand here defaults to enabled). The
     * ClusterPolicy's own driver DaemonSet is off, too, when it delegates the driver to NVIDIADriver resources.
     */
    static boolean enabled(JsonObject policySpec, Operand operand) {
        if (operand == Operand.VALIDATOR) {
            return true;
        }
        if (operand == Operand.DRIVER && NvidiaDrivers.delegated(policySpec)) {
            return false;
        }
        JsonObject section = Json.childOrNull(policySpec, operand.specSection);
        JsonElement enabled = section == null ? null : section.get("enabled");
        return enabled == null || !enabled.isJsonPrimitive() || enabled.getAsBoolean();
    }

    /** The image an operand runs, as the operator resolves it; {@code osTag} suffixes the driver's version. */
    static String image(JsonObject policySpec, Operand operand, String osTag) {
        JsonObject section = Json.childOrNull(policySpec, operand.specSection);
        String[] defaults = DEFAULT_IMAGES.get(operand);
        String repository = orDefault(Json.string(section, "repository"), defaults[0]);
        String image = orDefault(Json.string(section, "image"), defaults[1]);
        String version = orDefault(Json.string(section, "version"), defaults[2]);
        if (version.startsWith("sha256:")) {
            return repository + "/" + image + "@" + version;
        }
        if (operand == Operand.DRIVER) {
            version = version + "-" + osTag;
        }
        return repository + "/" + image + ":" + version;
    }

    /** The driver version in an image reference such as {@code nvcr.io/nvidia/driver:580.126.20-ubuntu22.04}. */
    static String driverVersionOf(String image) {
        int colon = image.lastIndexOf(':');
        String tag = colon < 0 ? image : image.substring(colon + 1);
        int dash = tag.indexOf('-');
        return dash < 0 ? tag : tag.substring(0, dash);
    }

    static JsonObject render(JsonObject policy, Operand operand, String namespace, String osTag) {
        JsonObject spec = Json.child(policy, "spec");
        JsonObject daemonsets = Json.childOrNull(spec, "daemonsets");
        JsonObject ds = new JsonObject();
        ds.addProperty("apiVersion", "apps/v1");
        ds.addProperty("kind", "DaemonSet");
        JsonObject metadata = Json.metadata(ds);
        metadata.addProperty("name", operand.app);
        metadata.addProperty("namespace", namespace);
        metadata.add("labels", labels(operand));
        Owners.setController(ds, policy);
        JsonObject dsSpec = Json.child(ds, "spec");
        Json.child(dsSpec, "selector").add("matchLabels", selectorLabels(operand));
        JsonObject strategy = Json.child(dsSpec, "updateStrategy");
        if (operand == Operand.DRIVER) {
            strategy.addProperty("type", "OnDelete");
        } else {
            strategy.addProperty("type", orDefault(Json.string(daemonsets, "updateStrategy"), "RollingUpdate"));
            if (strategy.get("type").getAsString().equals("RollingUpdate")) {
                String maxUnavailable = Json.string(Json.childOrNull(daemonsets, "rollingUpdate"), "maxUnavailable");
                Json.child(strategy, "rollingUpdate").addProperty("maxUnavailable", orDefault(maxUnavailable, "1"));
            }
        }
        JsonObject template = Json.child(dsSpec, "template");
        Json.metadata(template).add("labels", labels(operand));
        JsonObject podSpec = Json.child(template, "spec");
        Json.child(podSpec, "nodeSelector").addProperty(operand.deployLabel, "true");
        podSpec.add("tolerations", tolerations(daemonsets));
        podSpec.addProperty("priorityClassName", orDefault(Json.string(daemonsets, "priorityClassName"),
                "system-node-critical"));
        podSpec.addProperty("serviceAccountName", operand.app.replace("-daemonset", ""));
        String image = image(spec, operand, osTag);
        String initImage = operand == Operand.DRIVER ? "nvcr.io/nvidia/cloud-native/k8s-driver-manager:v0.11.0"
                : image(spec, Operand.VALIDATOR, osTag);
        JsonArray init = new JsonArray();
        operand.initContainers.forEach(name -> init.add(container(name, initImage)));
        podSpec.add("initContainers", init);
        JsonArray containers = new JsonArray();
        JsonObject main = container(operand.mainContainer, image);
        // The operator gives the main container spec.<section>.resources (NVIDIA/gpu-operator
        // controllers/object_controls.go, "Resources" of each operand's spec); without them the cluster's defaults apply.
        JsonObject resources = Json.childOrNull(Json.childOrNull(spec, operand.specSection), "resources");
        if (resources != null) {
            main.add("resources", resources.deepCopy());
        }
        containers.add(main);
        podSpec.add("containers", containers);
        HostAccess.of(operand).applyTo(podSpec);
        return ds;
    }

    /**
     * The driver DaemonSet of one NVIDIADriver resource (manifests/state-driver/0500_daemonset.yaml): named and
     * labelled {@code app=<name>}, the operator's driver DaemonSet otherwise, with the resource's image, its
     * {@code nodeSelector} added to the deploy label, its tolerations when it has any, and owned by it.
     */
    static JsonObject renderNvidiaDriver(JsonObject policy, JsonObject nvidiaDriver, String name, String namespace,
                                         String osTag) {
        JsonObject ds = render(policy, Operand.DRIVER, namespace, osTag);
        JsonObject driverSpec = Json.child(nvidiaDriver, "spec");
        Json.metadata(ds).addProperty("name", name);
        Json.child(Json.metadata(ds), "labels").addProperty("app", name);
        Owners.setController(ds, nvidiaDriver);
        JsonObject dsSpec = Json.child(ds, "spec");
        Json.child(Json.child(dsSpec, "selector"), "matchLabels").addProperty("app", name);
        JsonObject template = Json.child(dsSpec, "template");
        Json.child(Json.metadata(template), "labels").addProperty("app", name);
        JsonObject podSpec = Json.child(template, "spec");
        NvidiaDrivers.nodeSelector(nvidiaDriver).forEach((k, v) -> Json.child(podSpec, "nodeSelector").addProperty(k, v));
        JsonElement tolerations = driverSpec.get("tolerations");
        if (tolerations != null && tolerations.isJsonArray()) {
            podSpec.add("tolerations", tolerations.deepCopy());
        }
        JsonObject section = new JsonObject();
        section.add("driver", driverSpec);
        podSpec.getAsJsonArray("containers").get(0).getAsJsonObject().addProperty("image", image(section, Operand.DRIVER, osTag));
        return ds;
    }

    private static JsonArray tolerations(JsonObject daemonsets) {
        JsonElement configured = daemonsets == null ? null : daemonsets.get("tolerations");
        if (configured != null && configured.isJsonArray()) {
            return configured.getAsJsonArray().deepCopy();
        }
        // values.yaml default: daemonsets.tolerations = [{key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}]
        JsonArray defaults = new JsonArray();
        JsonObject toleration = new JsonObject();
        toleration.addProperty("key", "nvidia.com/gpu");
        toleration.addProperty("operator", "Exists");
        toleration.addProperty("effect", "NoSchedule");
        defaults.add(toleration);
        return defaults;
    }

    private static JsonObject container(String name, String image) {
        JsonObject container = new JsonObject();
        container.addProperty("name", name);
        container.addProperty("image", image);
        container.addProperty("imagePullPolicy", "IfNotPresent");
        return container;
    }

    private static JsonObject labels(Operand operand) {
        JsonObject labels = selectorLabels(operand);
        if (operand == Operand.DRIVER) {
            labels.addProperty("app.kubernetes.io/component", "nvidia-driver");
        }
        return labels;
    }

    private static JsonObject selectorLabels(Operand operand) {
        JsonObject labels = new JsonObject();
        labels.addProperty("app", operand.app);
        labels.addProperty("app.kubernetes.io/part-of", "gpu-operator");
        return labels;
    }

    static String orDefault(String value, String fallback) {
        return value == null || value.isEmpty() ? fallback : value;
    }
}

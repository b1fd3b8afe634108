package com.vkcsgpu.operator;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Map;
import java.util.TreeMap;

/**
 * The gpu-operator chart values of a {@link GpuOperatorValues}, for the Helm install ({@link #helm}) and for VK
 * Cloud's addon ({@link #addon}); JSON, which Helm reads as YAML. The model's sections are the chart's, so they are
 * serialized as they are (nulls left out, so the chart's defaults apply); what the model sets once and the chart
 * reads in several places is spread here, and only here:
 * <ul>
 *   <li>{@code tolerations} become {@code daemonsets.tolerations}, {@code node-feature-discovery}'s
 *       {@code worker.tolerations}, and, after the chart's control-plane toleration (Helm replaces lists, so a list
 *       set here must repeat it), {@code operator.tolerations} and NFD's {@code master} and {@code gc} tolerations:
 *       NFD master and gc and the operator must run on a cluster whose only workers are tainted GPU nodes
 *       (kubernetes-sigs/node-feature-discovery deployment/helm/node-feature-discovery/values.yaml at the tags
 *       NVIDIA/gpu-operator vendors, v0.16.6 to 0.19.0);</li>
 *   <li>{@code nfd} becomes the subchart's {@code node-feature-discovery.image.repository}
 *       ({@code repository/image}) and {@code .tag};</li>
 *   <li>{@code devicePlugin.timeSlicing} becomes {@code devicePlugin.config}: a ConfigMap the chart creates, one
 *       entry per config (k8s-device-plugin config {@code version: v1}, NVIDIA/k8s-device-plugin v0.20.0
 *       api/config/v1/replicas.go), entry {@code default} for unlabelled nodes when {@code replicas} is set; the
 *       entries of {@code devicePlugin.mps} join the same ConfigMap as {@code sharing.mps} configs;</li>
 *   <li>{@code driver.upgradePolicy.maxUnavailable} is sent as a number when it is one (an int-or-string);</li>
 *   <li>{@code defaultRuntime} becomes {@code operator.defaultRuntime}.</li>
 * </ul>
 */
public final class ChartValues {
    /** Name of the device-plugin ConfigMap vkcs-gpu has the chart create for time-slicing. */
    public static final String TIME_SLICING_CONFIG = "vkcs-gpu-time-slicing";
    /** The config entry every node uses unless labelled otherwise. */
    public static final String TIME_SLICING_DEFAULT = "default";
    /**
     * The chart's default {@code operator.tolerations} entry (NVIDIA/gpu-operator v26.7.0
     * deployments/gpu-operator/values.yaml): the operator may run on a control-plane node.
     */
    public static final Toleration CONTROL_PLANE =
            new Toleration("node-role.kubernetes.io/control-plane", "Equal", "", "NoSchedule");
    /** The label VK Cloud puts on GPU nodes; the addon's NFD worker must keep selecting it. */
    public static final String VK_GPU_EXISTS_LABEL = "mcs.mail.ru/gpu-exists";
    private static final String NFD = "node-feature-discovery";
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private ChartValues() {
    }

    /**
     * The values of the provider's Helm install: also {@code operator.upgradeCRD} and {@code cleanupCRD} off, since
     * their hook Jobs are never run (vkcs-gpu applies the CRDs itself).
     */
    public static JsonObject helm(GpuOperatorValues values) {
        JsonObject chart = common(values);
        JsonObject operator = section(chart, "operator");
        operator.addProperty("upgradeCRD", false);
        operator.addProperty("cleanupCRD", false);
        return chart;
    }

    /**
     * The values sent to VK Cloud's addon: its values template selects the NFD worker by VK's GPU label, which is
     * kept ({@link #VK_GPU_EXISTS_LABEL}); the addon installs its own CRDs.
     */
    public static JsonObject addon(GpuOperatorValues values) {
        JsonObject chart = common(values);
        JsonObject worker = section(section(chart, NFD), "worker");
        JsonObject selector = new JsonObject();
        selector.addProperty(VK_GPU_EXISTS_LABEL, "true");
        worker.add("nodeSelector", selector);
        return chart;
    }

    /**
     * The model read back from chart values, such as a GPU Operator addon's values as VK Cloud holds them (its values
     * template with vkcs-gpu's laid over it): the sections as the model has them (keys it lacks are ignored) and
     * {@code operator.defaultRuntime}. What {@link #addon} spreads over several places (tolerations, NFD's image, the
     * time-slicing ConfigMap) is not read back, so it stays unset.
     *
     * @throws com.google.gson.JsonParseException when a section the model has holds a value of another shape
     */
    public static GpuOperatorValues fromChart(JsonObject chart) {
        JsonObject sections = chart.deepCopy();
        JsonElement operator = sections.get("operator");
        String defaultRuntime = operator != null && operator.isJsonObject()
                && operator.getAsJsonObject().get("defaultRuntime") instanceof JsonPrimitive runtime
                ? runtime.getAsString() : null;
        for (String spread : new String[] {"tolerations", "nfd", "defaultRuntime"}) {
            sections.remove(spread);
        }
        if (sections.get("devicePlugin") instanceof JsonObject devicePlugin) {
            devicePlugin.remove("timeSlicing");
            devicePlugin.remove("mps");
        }
        GpuOperatorValues read = GSON.fromJson(sections, GpuOperatorValues.class);
        return new GpuOperatorValues(null, read.operator(), read.driver(), read.toolkit(), read.devicePlugin(),
                read.gfd(), read.dcgm(), read.dcgmExporter(), read.migManager(), read.validator(),
                read.nodeStatusExporter(), null, read.mig(), defaultRuntime);
    }

    /** {@code values} as JSON text (a valid YAML values file). */
    public static String text(JsonObject values) {
        return GSON.toJson(values);
    }

    private static JsonObject common(GpuOperatorValues values) {
        JsonObject chart = GSON.toJsonTree(values).getAsJsonObject();
        chart.remove("defaultRuntime");
        if (values.defaultRuntime() != null) {
            section(chart, "operator").addProperty("defaultRuntime", values.defaultRuntime());
        }
        chart.remove("tolerations");
        if (values.tolerations() != null) {
            JsonArray tolerations = GSON.toJsonTree(values.tolerations().stream()
                    .map(Toleration::withOperatorDefaulted).toList()).getAsJsonArray();
            JsonArray withControlPlane = withControlPlane(tolerations);
            section(chart, "daemonsets").add("tolerations", tolerations);
            section(chart, "operator").add("tolerations", withControlPlane);
            JsonObject nfd = section(chart, NFD);
            section(nfd, "worker").add("tolerations", tolerations.deepCopy());
            section(nfd, "master").add("tolerations", withControlPlane.deepCopy());
            section(nfd, "gc").add("tolerations", withControlPlane.deepCopy());
        }
        GpuOperatorValues.ImagePin nfd = values.nfd();
        chart.remove("nfd");
        if (nfd != null) {
            JsonObject image = new JsonObject();
            image.addProperty("repository", nfd.repository() + "/" + nfd.image());
            image.addProperty("tag", nfd.version());
            section(chart, NFD).add("image", image);
        }
        if (values.devicePlugin() != null
                && (values.devicePlugin().timeSlicing() != null || values.devicePlugin().mps() != null)) {
            JsonObject plugin = section(chart, "devicePlugin");
            plugin.remove("timeSlicing");
            plugin.remove("mps");
            plugin.add("config", deviceConfig(values.devicePlugin().timeSlicing(), values.devicePlugin().mps()));
        }
        if (values.driver() != null && values.driver().upgradePolicy() != null
                && values.driver().upgradePolicy().maxUnavailable() != null) {
            Object unavailable = values.driver().upgradePolicy().maxUnavailableValue();
            section(section(chart, "driver"), "upgradePolicy").add("maxUnavailable", unavailable instanceof Integer n
                    ? new JsonPrimitive(n) : new JsonPrimitive((String) unavailable));
        }
        return chart;
    }

    /** The chart's control-plane toleration followed by {@code tolerations}, without repeating it. */
    private static JsonArray withControlPlane(JsonArray tolerations) {
        JsonArray all = new JsonArray();
        JsonElement controlPlane = GSON.toJsonTree(CONTROL_PLANE);
        all.add(controlPlane);
        tolerations.forEach(t -> {
            if (!t.equals(controlPlane)) {
                all.add(t);
            }
        });
        return all;
    }

    /** The device plugin's ConfigMap: one entry per time-slicing config and per MPS config; either may be null. */
    private static JsonObject deviceConfig(GpuOperatorValues.TimeSlicing slicing, GpuOperatorValues.Mps mps) {
        Map<String, JsonObject> sharingByConfig = new TreeMap<>();
        if (slicing != null) {
            JsonObject slicingOptions = new JsonObject();
            slicingOptions.addProperty("renameByDefault", Boolean.TRUE.equals(slicing.renameByDefault()));
            slicingOptions.addProperty("failRequestsGreaterThanOne",
                    !Boolean.FALSE.equals(slicing.failRequestsGreaterThanOne()));
            if (slicing.configs() != null) {
                slicing.configs().forEach((name, replicas) ->
                        sharingByConfig.put(name, sharing("timeSlicing", slicingOptions, replicas)));
            }
            if (slicing.replicas() != null) {
                sharingByConfig.put(TIME_SLICING_DEFAULT, sharing("timeSlicing", slicingOptions, slicing.replicas()));
            }
        }
        if (mps != null && mps.configs() != null) {
            // MPS ignores failRequestsGreaterThanOne and always refuses more than one replica per container
            // (NVIDIA/k8s-device-plugin internal/rm/rm.go, ValidateRequest).
            JsonObject mpsOptions = new JsonObject();
            mpsOptions.addProperty("renameByDefault", false);
            mps.configs().forEach((name, replicas) -> sharingByConfig.put(name, sharing("mps", mpsOptions, replicas)));
        }
        JsonObject data = new JsonObject();
        sharingByConfig.forEach((name, sharing) -> data.addProperty(name, GSON.toJson(sharing)));
        JsonObject config = new JsonObject();
        config.addProperty("create", true);
        config.addProperty("name", TIME_SLICING_CONFIG);
        if (slicing != null && slicing.replicas() != null) {
            // Without a default entry an unlabelled node keeps the plugin's own default: whole GPUs.
            config.addProperty("default", TIME_SLICING_DEFAULT);
        }
        config.add("data", data);
        return config;
    }

    /**
     * One device-plugin config: {@code nvidia.com/gpu} advertised {@code replicas} times per GPU, shared the
     * {@code strategy} way ({@code timeSlicing} or {@code mps}) with {@code options}.
     */
    private static JsonObject sharing(String strategy, JsonObject options, int replicas) {
        JsonObject resource = new JsonObject();
        resource.addProperty("name", "nvidia.com/gpu");
        resource.addProperty("replicas", replicas);
        JsonArray resources = new JsonArray();
        resources.add(resource);
        JsonObject shared = options.deepCopy();
        shared.add("resources", resources);
        JsonObject sharing = new JsonObject();
        sharing.add(strategy, shared);
        JsonObject config = new JsonObject();
        config.addProperty("version", "v1");
        config.add("sharing", sharing);
        return config;
    }

    /** The object under {@code key} in {@code parent}, added when absent. */
    private static JsonObject section(JsonObject parent, String key) {
        if (!parent.has(key)) {
            parent.add(key, new JsonObject());
        }
        return parent.getAsJsonObject(key);
    }
}

package com.vkcsgpu;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentImage;
import com.vkcsgpu.operator.ComponentPins;
import com.vkcsgpu.operator.DriverUpgradeValues;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of VK Cloud's managed {@code gpu-operator} addon, as typed records serialized with Gson: JSON,
 * which the addon API takes as YAML. Keys follow the chart's values.yaml (NVIDIA/gpu-operator v26.7.0
 * deployments/gpu-operator/values.yaml);
 * nulls are left out, so unset keys keep the chart's defaults.
 *
 * <p>VK's values template selects NFD workers by {@code mcs.mail.ru/gpu-exists: "true"} and its docs require
 * keeping it (https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator); its tolerations name the taint
 * {@code nvidia.com=gpu}, not the
 * {@code nvidia.com/gpu=present} GpuNodePool sets, so the operand, NFD (worker, master, gc) and operator
 * tolerations are replaced by the ones derived from the pools, the operator and NFD master and gc keeping the
 * chart's control-plane toleration. Every component is pinned, {@code driver.manager} and
 * {@code nodeStatusExporter} included, so nothing runs the addon chart's own default.
 *
 * <p>These values are sent with {@code mergeOntoValuesTemplate}: the provider lays them over the addon version's
 * values template, so what VK's template sets and these leave alone (for example the NFD worker's
 * {@code nodeSelector} keys beyond ours, or a device-plugin config) survives whether VK merges or replaces.
 */
record AddonValues(Operator operator, Daemonsets daemonsets,
                   @SerializedName("node-feature-discovery") NodeFeatureDiscovery nodeFeatureDiscovery,
                   Driver driver, Image toolkit, DevicePlugin devicePlugin, Image gfd, Image dcgm,
                   DcgmExporter dcgmExporter, Image migManager, Image validator, Image nodeStatusExporter, Mig mig) {

    /** The label VK Cloud puts on GPU nodes; the NFD worker must keep selecting it. */
    static final String GPU_EXISTS_LABEL = "mcs.mail.ru/gpu-exists";
    /** The device-plugin ConfigMap holding one entry per time-slicing replica count. */
    static final String TIME_SLICING_CONFIG_MAP = "vkcs-gpu-time-slicing";
    /** The chart's default operator toleration (NVIDIA/gpu-operator deployments/gpu-operator/values.yaml). */
    static final NodePoolToleration CONTROL_PLANE =
            new NodePoolToleration("node-role.kubernetes.io/control-plane", "Equal", "", "NoSchedule");
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    record Image(String repository, String image, String version) {
        static Image of(ComponentImage pin) {
            return new Image(pin.repository(), pin.image(), pin.pinnedVersion());
        }
    }

    /** {@code driver.*}: the driver image and the k8s-driver-manager init container's ({@code driver.manager}). */
    record Driver(String repository, String image, String version, Image manager, DriverUpgradeValues upgradePolicy) {
    }

    record Operator(String repository, String image, String version, List<NodePoolToleration> tolerations) {
    }

    record Daemonsets(List<NodePoolToleration> tolerations) {
    }

    /** NFD worker, master and gc: all must run on a cluster whose only workers are tainted GPU nodes. */
    record NodeFeatureDiscovery(NfdImage image, NfdWorker worker, NfdPods master, NfdPods gc) {
    }

    record NfdPods(List<NodePoolToleration> tolerations) {
    }

    record NfdImage(String repository, String tag) {
    }

    record NfdWorker(Map<String, String> nodeSelector, List<NodePoolToleration> tolerations) {
    }

    record DevicePlugin(String repository, String image, String version, DevicePluginConfig config) {
    }

    /** {@code devicePlugin.config}: the chart creates ConfigMap {@code name}; nodes pick an entry by label. */
    record DevicePluginConfig(Boolean create, String name, Map<String, String> data) {
    }

    record DcgmExporter(String repository, String image, String version, ServiceMonitor serviceMonitor) {
    }

    record ServiceMonitor(Boolean enabled) {
    }

    record Mig(String strategy) {
    }

    /**
     * Device-plugin config {@code version: v1} with time-slicing of {@code nvidia.com/gpu} (NVIDIA/k8s-device-plugin
     * v0.20.0 api/config/v1/replicas.go).
     */
    record TimeSlicingConfig(String version, Sharing sharing) {
        record Sharing(TimeSlicing timeSlicing) {
        }

        record TimeSlicing(Boolean renameByDefault, Boolean failRequestsGreaterThanOne, List<Resource> resources) {
        }

        record Resource(String name, Integer replicas) {
        }

        static TimeSlicingConfig of(int replicas) {
            return new TimeSlicingConfig("v1", new Sharing(new TimeSlicing(false, true,
                    List.of(new Resource(GpuNodePool.GPU_RESOURCE_NAME, replicas)))));
        }
    }

    static AddonValues of(OperatorPlan plan) {
        ComponentPins pins = plan.pins();
        List<NodePoolToleration> tolerations = plan.tolerations();
        ComponentImage operator = pins.image(Component.OPERATOR);
        ComponentImage nfd = pins.image(Component.NFD);
        ComponentImage plugin = pins.image(Component.DEVICE_PLUGIN);
        ComponentImage exporter = pins.image(Component.DCGM_EXPORTER);
        DevicePluginConfig config = null;
        if (!plan.timeSlicingReplicas().isEmpty()) {
            Map<String, String> data = new LinkedHashMap<>();
            for (int replicas : plan.timeSlicingReplicas()) {
                data.put(GpuSharing.timeSlicingConfigName(replicas), GSON.toJson(TimeSlicingConfig.of(replicas)));
            }
            config = new DevicePluginConfig(true, TIME_SLICING_CONFIG_MAP, data);
        }
        ComponentImage driver = pins.image(Component.DRIVER);
        List<NodePoolToleration> withControlPlane = withControlPlane(tolerations);
        return new AddonValues(
                new Operator(operator.repository(), operator.image(), operator.pinnedVersion(), withControlPlane),
                new Daemonsets(tolerations),
                new NodeFeatureDiscovery(new NfdImage(nfd.repository() + "/" + nfd.image(), nfd.version()),
                        new NfdWorker(Map.of(GPU_EXISTS_LABEL, "true"), tolerations), new NfdPods(withControlPlane),
                        new NfdPods(withControlPlane)),
                new Driver(driver.repository(), driver.image(), driver.version(),
                        Image.of(pins.image(Component.DRIVER_MANAGER)), plan.driverUpgrade()),
                Image.of(pins.image(Component.TOOLKIT)),
                new DevicePlugin(plugin.repository(), plugin.image(), plugin.version(), config),
                Image.of(pins.image(Component.GFD)),
                Image.of(pins.image(Component.DCGM)),
                new DcgmExporter(exporter.repository(), exporter.image(), exporter.version(),
                        new ServiceMonitor(plan.serviceMonitor())),
                Image.of(pins.image(Component.MIG_MANAGER)),
                Image.of(pins.image(Component.VALIDATOR)),
                Image.of(pins.image(Component.NODE_STATUS_EXPORTER)),
                plan.migStrategy() == null ? null : new Mig(plan.migStrategy()));
    }

    /**
     * The chart's control-plane toleration (values.yaml {@code operator.tolerations} and the NFD subchart's
     * {@code master.tolerations}) followed by {@code tolerations}: Helm replaces lists, so a list set here must
     * repeat it for the operator and NFD master to keep running on control-plane nodes.
     */
    private static List<NodePoolToleration> withControlPlane(List<NodePoolToleration> tolerations) {
        List<NodePoolToleration> all = new java.util.ArrayList<>();
        all.add(CONTROL_PLANE);
        tolerations.stream().filter(t -> !t.equals(CONTROL_PLANE)).forEach(all::add);
        return List.copyOf(all);
    }

    /** The values as JSON text (valid YAML). */
    String toJson() {
        return GSON.toJson(this);
    }
}

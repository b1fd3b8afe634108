package com.vkcsgpu.provider.resources.gpu;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentImage;
import com.vkcsgpu.operator.DriverUpgradeValues;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The gpu-operator chart values vkcs-gpu sets, as typed records serialized to JSON (which Helm
 * reads as YAML): never assembled from strings. Only what is set appears (nulls are left out), so
 * every other key keeps the chart's default. Keys and nesting follow the chart's values.yaml
 * (NVIDIA/gpu-operator v26.7.0 deployments/gpu-operator/values.yaml).
 *
 * @param operator             {@code operator.*}: image, tolerations, and {@code upgradeCRD}/{@code cleanupCRD} off
 *                             (their hook Jobs are never run: vkcs-gpu applies the CRDs itself)
 * @param daemonsets           {@code daemonsets.tolerations} for every operand DaemonSet
 * @param nodeFeatureDiscovery the NFD subchart's {@code node-feature-discovery.*}
 */
public record GpuOperatorValues(
        OperatorValues operator,
        Daemonsets daemonsets,
        @SerializedName("node-feature-discovery") NodeFeatureDiscovery nodeFeatureDiscovery,
        DriverValues driver,
        Image toolkit,
        DevicePluginValues devicePlugin,
        Image gfd,
        Image dcgm,
        DcgmExporterValues dcgmExporter,
        Image migManager,
        Image validator,
        Image nodeStatusExporter,
        Mig mig) {

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    /** An image pin: {@code <key>.repository}, {@code .image}, {@code .version}. */
    public record Image(String repository, String image, String version) {
        static Image of(ComponentImage pin) {
            return pin == null ? null : new Image(pin.repository(), pin.image(), pin.version());
        }
    }

    /** {@code operator.*}; {@code tolerations} replace the chart's list, so they repeat its control-plane entry. */
    public record OperatorValues(String repository, String image, String version, Boolean upgradeCRD,
                                 Boolean cleanupCRD, List<Toleration> tolerations) {
    }

    /** A Kubernetes toleration as the chart passes it through. */
    public record Toleration(String key, String operator, String value, String effect) {
        /**
         * The chart's default {@code operator.tolerations} entry (NVIDIA/gpu-operator v26.7.0
         * deployments/gpu-operator/values.yaml): the
         * operator may run on a control-plane node. Kept whenever vkcs-gpu sets the list, since Helm replaces lists.
         */
        public static final Toleration CONTROL_PLANE =
                new Toleration("node-role.kubernetes.io/control-plane", "Equal", "", "NoSchedule");
    }

    /** {@code daemonsets.*}. */
    public record Daemonsets(List<Toleration> tolerations) {
    }

    /**
     * {@code node-feature-discovery.*}: the worker labels GPU nodes' features, the master writes the node labels
     * the operator selects GPU nodes by, the gc removes stale features. All three must be schedulable on a cluster
     * whose only workers are tainted GPU nodes, so all three get the pools' tolerations; master and gc keep the
     * subchart's control-plane toleration (kubernetes-sigs/node-feature-discovery deployment/helm/
     * node-feature-discovery/values.yaml at the tags NVIDIA/gpu-operator vendors, v0.16.6 to 0.19.0).
     */
    public record NodeFeatureDiscovery(NfdImage image, NfdPods worker, NfdPods master, NfdPods gc) {
    }

    /** {@code node-feature-discovery.image}: the subchart takes repository and tag. */
    public record NfdImage(String repository, String tag) {
    }

    /** {@code node-feature-discovery.worker}, {@code .master} or {@code .gc}: their pods' tolerations. */
    public record NfdPods(List<Toleration> tolerations) {
    }

    /** {@code driver.*}. */
    public record DriverValues(Boolean enabled, String repository, String image, String version, Image manager,
                               NvidiaDriverCrd nvidiaDriverCRD, DriverUpgradeValues upgradePolicy) {
    }

    /** {@code driver.upgradePolicy} of {@code policy}; null when nothing is set. */
    static DriverUpgradeValues upgradeValues(DriverUpgradePolicy policy) {
        return policy == null ? null : DriverUpgradeValues.of(policy.maxParallelUpgrades(), policy.maxUnavailable(),
                policy.podDeletionForce(), policy.podDeletionDeleteEmptyDir(), policy.podDeletionTimeoutSeconds(),
                policy.drainEnable(), policy.drainForce(), policy.drainDeleteEmptyDir(), policy.drainTimeoutSeconds());
    }

    /** {@code driver.nvidiaDriverCRD.*}: per-pool drivers through NVIDIADriver resources. */
    public record NvidiaDriverCrd(Boolean enabled, Boolean deployDefaultCR, String driverType) {
    }

    /** {@code devicePlugin.*}. */
    public record DevicePluginValues(String repository, String image, String version, DevicePluginConfig config) {
    }

    /**
     * {@code devicePlugin.config}: the chart creates ConfigMap {@code name} from {@code data} and the
     * device plugin uses entry {@code default} unless a node's label picks another.
     */
    public record DevicePluginConfig(Boolean create, String name, @SerializedName("default") String defaultConfig,
                                     Map<String, String> data) {
    }

    /** {@code dcgmExporter.*}. */
    public record DcgmExporterValues(String repository, String image, String version, ServiceMonitor serviceMonitor) {
    }

    /** {@code dcgmExporter.serviceMonitor}. */
    public record ServiceMonitor(Boolean enabled) {
    }

    /** {@code mig.strategy}: {@code single}, {@code mixed} or {@code none}. */
    public record Mig(String strategy) {
    }

    /** The device plugin's time-slicing configuration (k8s-device-plugin config {@code version: v1}). */
    public record TimeSlicingConfig(String version, Sharing sharing) {
        /** {@code sharing}. */
        public record Sharing(TimeSlicing timeSlicing) {
        }

        /** {@code sharing.timeSlicing}. */
        public record TimeSlicing(Boolean renameByDefault, Boolean failRequestsGreaterThanOne,
                                  List<SharedResource> resources) {
        }

        /** One shared resource: {@code nvidia.com/gpu} advertised {@code replicas} times per GPU. */
        public record SharedResource(String name, Integer replicas) {
        }

        /** {@code nvidia.com/gpu} advertised {@code replicas} times per GPU. */
        static TimeSlicingConfig of(int replicas, boolean renameByDefault, boolean failRequestsGreaterThanOne) {
            return new TimeSlicingConfig("v1", new Sharing(new TimeSlicing(renameByDefault, failRequestsGreaterThanOne,
                    List.of(new SharedResource("nvidia.com/gpu", replicas)))));
        }
    }

    /** The values as JSON (a valid YAML values file). */
    public String toJson() {
        return GSON.toJson(this);
    }

    /** A builder starting from nothing set. */
    public static Builder builder() {
        return new Builder();
    }

    /** Collects the settings and builds the nested records. */
    public static final class Builder {
        /** Name of the device-plugin ConfigMap vkcs-gpu has the chart create for time-slicing. */
        public static final String TIME_SLICING_CONFIG = "vkcs-gpu-time-slicing";
        /** The config entry every node uses unless labelled otherwise. */
        public static final String TIME_SLICING_DEFAULT = "default";

        private final Map<Component, ComponentImage> pins = new EnumMap<>(Component.class);
        private List<Toleration> tolerations;
        private List<Toleration> operatorTolerations;
        private Boolean driverEnabled;
        private NvidiaDriverCrd nvidiaDriverCrd;
        private Map<String, TimeSlicingConfig> timeSlicing;
        private String migStrategy;
        private Boolean serviceMonitor;
        private DriverUpgradeValues upgradePolicy;

        private Builder() {
        }

        /** Pins {@code component} to {@code image}. */
        public Builder pin(Component component, ComponentImage image) {
            pins.put(component, image);
            return this;
        }

        /**
         * Tolerations for the operand DaemonSets and NFD's worker, master and gc alike (they must match the GPU
         * taints); master and gc keep the control-plane toleration before them.
         */
        public Builder tolerations(List<Toleration> value) {
            tolerations = value == null ? null : List.copyOf(value);
            return this;
        }

        /**
         * {@code operator.tolerations}: the chart's control-plane toleration followed by {@code value}, so the
         * operator Deployment also runs on a cluster whose only workers are tainted (e.g. GPU-only).
         */
        public Builder operatorTolerations(List<Toleration> value) {
            if (value == null) {
                operatorTolerations = null;
                return this;
            }
            operatorTolerations = withControlPlane(value);
            return this;
        }

        /** The chart's control-plane toleration followed by {@code value} (Helm replaces lists, never merges). */
        private static List<Toleration> withControlPlane(List<Toleration> value) {
            List<Toleration> all = new ArrayList<>();
            all.add(Toleration.CONTROL_PLANE);
            value.stream().filter(t -> !t.equals(Toleration.CONTROL_PLANE)).forEach(all::add);
            return List.copyOf(all);
        }

        /** {@code driver.enabled}: false when the nodes have a driver installed. */
        public Builder driverEnabled(Boolean value) {
            driverEnabled = value;
            return this;
        }

        /** {@code driver.nvidiaDriverCRD}. */
        public Builder nvidiaDriverCrd(Boolean enabled, Boolean deployDefaultCr, String driverType) {
            nvidiaDriverCrd = new NvidiaDriverCrd(enabled, deployDefaultCr, driverType);
            return this;
        }

        /**
         * Time-slicing: one device-plugin config per entry of {@code replicasByConfig} (config name → how many
         * times each GPU is advertised). A node uses the config its label {@code nvidia.com/device-plugin.config}
         * names; the entry named {@link #TIME_SLICING_DEFAULT}, when present, is every other node's default.
         */
        public Builder timeSlicing(Map<String, Integer> replicasByConfig, boolean renameByDefault,
                                   boolean failRequestsGreaterThanOne) {
            Map<String, TimeSlicingConfig> configs = new TreeMap<>();
            replicasByConfig.forEach((name, replicas) -> configs.put(name, TimeSlicingConfig.of(replicas,
                    renameByDefault, failRequestsGreaterThanOne)));
            timeSlicing = configs.isEmpty() ? null : Map.copyOf(configs);
            return this;
        }

        /** {@code mig.strategy}. */
        public Builder migStrategy(String value) {
            migStrategy = value;
            return this;
        }

        /** {@code driver.upgradePolicy}. */
        public Builder driverUpgradePolicy(DriverUpgradePolicy value) {
            upgradePolicy = upgradeValues(value);
            return this;
        }

        /** {@code dcgmExporter.serviceMonitor.enabled}. */
        public Builder dcgmServiceMonitor(Boolean value) {
            serviceMonitor = value;
            return this;
        }

        /** The values. */
        public GpuOperatorValues build() {
            ComponentImage operator = pins.get(Component.OPERATOR);
            ComponentImage driver = pins.get(Component.DRIVER);
            ComponentImage devicePlugin = pins.get(Component.DEVICE_PLUGIN);
            ComponentImage exporter = pins.get(Component.DCGM_EXPORTER);
            ComponentImage nfd = pins.get(Component.NFD);
            DevicePluginConfig config = null;
            if (timeSlicing != null) {
                Map<String, String> data = new TreeMap<>();
                timeSlicing.forEach((name, slicing) -> data.put(name, GSON.toJson(slicing)));
                // Without a default entry an unlabelled node keeps the plugin's own default: whole GPUs.
                config = new DevicePluginConfig(true, TIME_SLICING_CONFIG,
                        data.containsKey(TIME_SLICING_DEFAULT) ? TIME_SLICING_DEFAULT : null, data);
            }
            return new GpuOperatorValues(
                    new OperatorValues(operator == null ? null : operator.repository(),
                            operator == null ? null : operator.image(), operator == null ? null : operator.version(),
                            false, false, operatorTolerations),
                    tolerations == null ? null : new Daemonsets(tolerations),
                    nfd == null && tolerations == null ? null : new NodeFeatureDiscovery(
                            nfd == null ? null : new NfdImage(nfd.repository() + "/" + nfd.image(), nfd.version()),
                            tolerations == null ? null : new NfdPods(tolerations),
                            tolerations == null ? null : new NfdPods(withControlPlane(tolerations)),
                            tolerations == null ? null : new NfdPods(withControlPlane(tolerations))),
                    driver == null && driverEnabled == null && nvidiaDriverCrd == null
                            && pins.get(Component.DRIVER_MANAGER) == null && upgradePolicy == null ? null
                            : new DriverValues(driverEnabled, driver == null ? null : driver.repository(),
                            driver == null ? null : driver.image(), driver == null ? null : driver.version(),
                            Image.of(pins.get(Component.DRIVER_MANAGER)), nvidiaDriverCrd, upgradePolicy),
                    Image.of(pins.get(Component.TOOLKIT)),
                    devicePlugin == null && config == null ? null : new DevicePluginValues(
                            devicePlugin == null ? null : devicePlugin.repository(),
                            devicePlugin == null ? null : devicePlugin.image(),
                            devicePlugin == null ? null : devicePlugin.version(), config),
                    Image.of(pins.get(Component.GFD)),
                    Image.of(pins.get(Component.DCGM)),
                    exporter == null && serviceMonitor == null ? null : new DcgmExporterValues(
                            exporter == null ? null : exporter.repository(), exporter == null ? null : exporter.image(),
                            exporter == null ? null : exporter.version(),
                            serviceMonitor == null ? null : new ServiceMonitor(serviceMonitor)),
                    Image.of(pins.get(Component.MIG_MANAGER)),
                    Image.of(pins.get(Component.VALIDATOR)),
                    Image.of(pins.get(Component.NODE_STATUS_EXPORTER)),
                    migStrategy == null ? null : new Mig(migStrategy));
        }
    }
}

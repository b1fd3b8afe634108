package com.vkcsgpu.provider.resources.gpu;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentImage;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The gpu-operator chart values vkcs-gpu sets, as typed records serialized to JSON (which Helm
 * reads as YAML): never assembled from strings. Only what is set appears (nulls are left out), so
 * every other key keeps the chart's default. Keys and nesting follow the chart's values.yaml
 * (reference/nvidia-gpu-operator.md §2).
 *
 * @param operator             {@code operator.*}: image, and {@code upgradeCRD}/{@code cleanupCRD} off
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

    /** {@code operator.*}. */
    public record OperatorValues(String repository, String image, String version, Boolean upgradeCRD,
                                 Boolean cleanupCRD) {
    }

    /** A Kubernetes toleration as the chart passes it through. */
    public record Toleration(String key, String operator, String value, String effect) {
    }

    /** {@code daemonsets.*}. */
    public record Daemonsets(List<Toleration> tolerations) {
    }

    /** {@code node-feature-discovery.*}. */
    public record NodeFeatureDiscovery(NfdImage image, NfdWorker worker) {
    }

    /** {@code node-feature-discovery.image}: the subchart takes repository and tag. */
    public record NfdImage(String repository, String tag) {
    }

    /** {@code node-feature-discovery.worker}. */
    public record NfdWorker(List<Toleration> tolerations) {
    }

    /** {@code driver.*}. */
    public record DriverValues(Boolean enabled, String repository, String image, String version, Image manager,
                               NvidiaDriverCrd nvidiaDriverCRD) {
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
        private Boolean driverEnabled;
        private NvidiaDriverCrd nvidiaDriverCrd;
        private TimeSlicingConfig timeSlicing;
        private String migStrategy;
        private Boolean serviceMonitor;

        private Builder() {
        }

        /** Pins {@code component} to {@code image}. */
        public Builder pin(Component component, ComponentImage image) {
            pins.put(component, image);
            return this;
        }

        /** Tolerations for the operand DaemonSets and the NFD worker alike (they must match the GPU taints). */
        public Builder tolerations(List<Toleration> value) {
            tolerations = value == null ? null : List.copyOf(value);
            return this;
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

        /** Time-slicing: each GPU advertised {@code replicas} times. */
        public Builder timeSlicing(int replicas, boolean renameByDefault, boolean failRequestsGreaterThanOne) {
            timeSlicing = new TimeSlicingConfig("v1", new TimeSlicingConfig.Sharing(new TimeSlicingConfig.TimeSlicing(
                    renameByDefault, failRequestsGreaterThanOne,
                    List.of(new TimeSlicingConfig.SharedResource("nvidia.com/gpu", replicas)))));
            return this;
        }

        /** {@code mig.strategy}. */
        public Builder migStrategy(String value) {
            migStrategy = value;
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
            DevicePluginConfig config = timeSlicing == null ? null : new DevicePluginConfig(true, TIME_SLICING_CONFIG,
                    TIME_SLICING_DEFAULT, Map.of(TIME_SLICING_DEFAULT, GSON.toJson(timeSlicing)));
            return new GpuOperatorValues(
                    new OperatorValues(operator == null ? null : operator.repository(),
                            operator == null ? null : operator.image(), operator == null ? null : operator.version(),
                            false, false),
                    tolerations == null ? null : new Daemonsets(tolerations),
                    nfd == null && tolerations == null ? null : new NodeFeatureDiscovery(
                            nfd == null ? null : new NfdImage(nfd.repository() + "/" + nfd.image(), nfd.version()),
                            tolerations == null ? null : new NfdWorker(tolerations)),
                    driver == null && driverEnabled == null && nvidiaDriverCrd == null
                            && pins.get(Component.DRIVER_MANAGER) == null ? null
                            : new DriverValues(driverEnabled, driver == null ? null : driver.repository(),
                            driver == null ? null : driver.image(), driver == null ? null : driver.version(),
                            Image.of(pins.get(Component.DRIVER_MANAGER)), nvidiaDriverCrd),
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

package com.vkcsgpu.operator;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A GPU Operator component whose image version vkcs-gpu pins. Each constant knows its key in the
 * release matrix and in user-facing overrides ({@link #key()}), the property that overrides it
 * ({@link #versionProperty()}, e.g. {@code driverVersion}) and where the chart reads it ({@link #valuesPath()}).
 */
public enum Component {
    /** The operator itself (Deployment {@code gpu-operator}); chart default is the chart's appVersion. */
    OPERATOR("operator", "operator"),
    /** The validator image used by {@code nvidia-operator-validator}; chart default is the chart's appVersion. */
    VALIDATOR("validator", "validator"),
    /** The driver container ({@code nvcr.io/nvidia/driver}); the operator appends the OS to the tag. */
    DRIVER("driver", "driver"),
    /** The {@code k8s-driver-manager} init container of the driver DaemonSet. */
    DRIVER_MANAGER("driverManager", "driver.manager"),
    /** The NVIDIA Container Toolkit DaemonSet. */
    TOOLKIT("toolkit", "toolkit"),
    /** The Kubernetes device plugin that advertises {@code nvidia.com/gpu}. */
    DEVICE_PLUGIN("devicePlugin", "devicePlugin"),
    /** GPU Feature Discovery; ships in the same image as the device plugin. */
    GFD("gfd", "gfd"),
    /** Standalone DCGM host engine (disabled by default; the exporter embeds one). */
    DCGM("dcgm", "dcgm"),
    /** The DCGM exporter (Prometheus metrics on port 9400). */
    DCGM_EXPORTER("dcgmExporter", "dcgmExporter"),
    /** The MIG manager that applies {@code nvidia.com/mig.config}. */
    MIG_MANAGER("migManager", "migManager"),
    /** The node status exporter (disabled by default); chart default is the chart's appVersion. */
    NODE_STATUS_EXPORTER("nodeStatusExporter", "nodeStatusExporter"),
    /**
     * Node Feature Discovery, a subchart. Its values are {@code node-feature-discovery.image.repository}
     * (= {@code repository/image}) and {@code node-feature-discovery.image.tag} (= version).
     */
    NFD("nfd", "node-feature-discovery.image");

    private final String key;
    private final String valuesPath;

    Component(String key, String valuesPath) {
        this.key = key;
        this.valuesPath = valuesPath;
    }

    /** The camelCase key used in the release matrix and in override maps, e.g. {@code dcgmExporter}. */
    public String key() {
        return key;
    }

    /** The user-facing property that overrides this component's version, e.g. {@code dcgmExporterVersion}. */
    public String versionProperty() {
        return key + "Version";
    }

    /** Where the gpu-operator chart's values hold this component's image, e.g. {@code driver.manager}. */
    public String valuesPath() {
        return valuesPath;
    }

    /** The component with this {@link #key()}, if any. */
    public static Optional<Component> fromKey(String key) {
        return Arrays.stream(values()).filter(c -> c.key.equals(key)).findFirst();
    }

    /** Every key, comma-separated, for error messages. */
    public static String allKeys() {
        return Arrays.stream(values()).map(Component::key).collect(Collectors.joining(", "));
    }
}

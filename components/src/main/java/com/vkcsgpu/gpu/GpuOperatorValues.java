// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import javax.annotation.Nullable;

/**
 * The GPU Operator chart values vkcs-gpu sets, one section per component as the chart's values.yaml names them;
 * anything unset keeps the chart's default.
 */
@CustomType
public final class GpuOperatorValues extends OutputType {
    @Import(name = "tolerations")
    private @Nullable List<Toleration> tolerations;
    @Import(name = "operator")
    private @Nullable OperandSection operator;
    @Import(name = "driver")
    private @Nullable DriverSection driver;
    @Import(name = "toolkit")
    private @Nullable OperandSection toolkit;
    @Import(name = "devicePlugin")
    private @Nullable DevicePluginSection devicePlugin;
    @Import(name = "gfd")
    private @Nullable OperandSection gfd;
    @Import(name = "dcgm")
    private @Nullable OperandSection dcgm;
    @Import(name = "dcgmExporter")
    private @Nullable DcgmExporterSection dcgmExporter;
    @Import(name = "migManager")
    private @Nullable OperandSection migManager;
    @Import(name = "validator")
    private @Nullable ValidatorSection validator;
    @Import(name = "nodeStatusExporter")
    private @Nullable OperandSection nodeStatusExporter;
    @Import(name = "nfd")
    private @Nullable ImagePin nfd;
    @Import(name = "mig")
    private @Nullable MigSection mig;
    @Import(name = "defaultRuntime")
    private @Nullable String defaultRuntime;

    private GpuOperatorValues() {
    }

    /**
     * @return Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of the operator
     * Deployment after the chart's control-plane toleration; one per taint of the GPU pools.
     */
    public List<Toleration> tolerations() {
        return this.tolerations;
    }

    /** @return The operator Deployment (its resources default to the chart's). */
    public OperandSection operator() {
        return this.operator;
    }

    /** @return The driver DaemonSet. */
    public DriverSection driver() {
        return this.driver;
    }

    /** @return The NVIDIA Container Toolkit DaemonSet. */
    public OperandSection toolkit() {
        return this.toolkit;
    }

    /** @return The device plugin, which advertises the GPUs to the kubelet. */
    public DevicePluginSection devicePlugin() {
        return this.devicePlugin;
    }

    /** @return GPU Feature Discovery, which labels GPU nodes. */
    public OperandSection gfd() {
        return this.gfd;
    }

    /** @return The standalone DCGM host engine (off by default in the chart). */
    public OperandSection dcgm() {
        return this.dcgm;
    }

    /** @return The DCGM exporter (Prometheus metrics). */
    public DcgmExporterSection dcgmExporter() {
        return this.dcgmExporter;
    }

    /** @return The MIG manager, which applies {@code nvidia.com/mig.config}. */
    public OperandSection migManager() {
        return this.migManager;
    }

    /** @return The validator ({@code nvidia-operator-validator}), whose pods the readiness gate waits for. */
    public ValidatorSection validator() {
        return this.validator;
    }

    /** @return The node status exporter (off by default in the chart). */
    public OperandSection nodeStatusExporter() {
        return this.nodeStatusExporter;
    }

    /** @return Node Feature Discovery's image (the chart's {@code node-feature-discovery} subchart). */
    public ImagePin nfd() {
        return this.nfd;
    }

    /** @return MIG settings. */
    public MigSection mig() {
        return this.mig;
    }

    /**
     * @return The container runtime the operator assumes when it cannot read a node's ({@code crio}, VK
     * Cloud's); the chart's {@code operator.defaultRuntime}, which charts before v25.3.0 have.
     */
    public String defaultRuntime() {
        return this.defaultRuntime;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GpuOperatorValues}. */
    @CustomType.Builder
    public static final class Builder {
        private final GpuOperatorValues $ = new GpuOperatorValues();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param tolerations Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of
         * the operator Deployment after the chart's control-plane toleration; one per taint of the GPU pools.
         * @return this builder
         */
        @CustomType.Setter("tolerations")
        public Builder tolerations(@Nullable List<Toleration> tolerations) {
            $.tolerations = tolerations;
            return this;
        }

        /**
         * @param operator The operator Deployment (its resources default to the chart's).
         * @return this builder
         */
        @CustomType.Setter("operator")
        public Builder operator(@Nullable OperandSection operator) {
            $.operator = operator;
            return this;
        }

        /**
         * @param driver The driver DaemonSet.
         * @return this builder
         */
        @CustomType.Setter("driver")
        public Builder driver(@Nullable DriverSection driver) {
            $.driver = driver;
            return this;
        }

        /**
         * @param toolkit The NVIDIA Container Toolkit DaemonSet.
         * @return this builder
         */
        @CustomType.Setter("toolkit")
        public Builder toolkit(@Nullable OperandSection toolkit) {
            $.toolkit = toolkit;
            return this;
        }

        /**
         * @param devicePlugin The device plugin, which advertises the GPUs to the kubelet.
         * @return this builder
         */
        @CustomType.Setter("devicePlugin")
        public Builder devicePlugin(@Nullable DevicePluginSection devicePlugin) {
            $.devicePlugin = devicePlugin;
            return this;
        }

        /**
         * @param gfd GPU Feature Discovery, which labels GPU nodes.
         * @return this builder
         */
        @CustomType.Setter("gfd")
        public Builder gfd(@Nullable OperandSection gfd) {
            $.gfd = gfd;
            return this;
        }

        /**
         * @param dcgm The standalone DCGM host engine (off by default in the chart).
         * @return this builder
         */
        @CustomType.Setter("dcgm")
        public Builder dcgm(@Nullable OperandSection dcgm) {
            $.dcgm = dcgm;
            return this;
        }

        /**
         * @param dcgmExporter The DCGM exporter (Prometheus metrics).
         * @return this builder
         */
        @CustomType.Setter("dcgmExporter")
        public Builder dcgmExporter(@Nullable DcgmExporterSection dcgmExporter) {
            $.dcgmExporter = dcgmExporter;
            return this;
        }

        /**
         * @param migManager The MIG manager, which applies {@code nvidia.com/mig.config}.
         * @return this builder
         */
        @CustomType.Setter("migManager")
        public Builder migManager(@Nullable OperandSection migManager) {
            $.migManager = migManager;
            return this;
        }

        /**
         * @param validator The validator ({@code nvidia-operator-validator}), whose pods the readiness gate
         * waits for.
         * @return this builder
         */
        @CustomType.Setter("validator")
        public Builder validator(@Nullable ValidatorSection validator) {
            $.validator = validator;
            return this;
        }

        /**
         * @param nodeStatusExporter The node status exporter (off by default in the chart).
         * @return this builder
         */
        @CustomType.Setter("nodeStatusExporter")
        public Builder nodeStatusExporter(@Nullable OperandSection nodeStatusExporter) {
            $.nodeStatusExporter = nodeStatusExporter;
            return this;
        }

        /**
         * @param nfd Node Feature Discovery's image (the chart's {@code node-feature-discovery} subchart).
         * @return this builder
         */
        @CustomType.Setter("nfd")
        public Builder nfd(@Nullable ImagePin nfd) {
            $.nfd = nfd;
            return this;
        }

        /**
         * @param mig MIG settings.
         * @return this builder
         */
        @CustomType.Setter("mig")
        public Builder mig(@Nullable MigSection mig) {
            $.mig = mig;
            return this;
        }

        /**
         * @param defaultRuntime The container runtime the operator assumes when it cannot read a node's
         * ({@code crio}, VK Cloud's); the chart's {@code operator.defaultRuntime}, which charts before v25.3.0
         * have.
         * @return this builder
         */
        @CustomType.Setter("defaultRuntime")
        public Builder defaultRuntime(@Nullable String defaultRuntime) {
            $.defaultRuntime = defaultRuntime;
            return this;
        }

        /** @return the value */
        public GpuOperatorValues build() {
            return $;
        }
    }
}

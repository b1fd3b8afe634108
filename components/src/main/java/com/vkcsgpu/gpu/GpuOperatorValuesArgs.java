// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * The GPU Operator chart values vkcs-gpu sets, one section per component as the chart's values.yaml names them;
 * anything unset keeps the chart's default.
 */
public final class GpuOperatorValuesArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final GpuOperatorValuesArgs Empty = new GpuOperatorValuesArgs();

    @Import(name = "tolerations")
    private @Nullable Output<List<TolerationArgs>> tolerations;

    @Import(name = "operator")
    private @Nullable Output<OperandSectionArgs> operator;

    @Import(name = "driver")
    private @Nullable Output<DriverSectionArgs> driver;

    @Import(name = "toolkit")
    private @Nullable Output<OperandSectionArgs> toolkit;

    @Import(name = "devicePlugin")
    private @Nullable Output<DevicePluginSectionArgs> devicePlugin;

    @Import(name = "gfd")
    private @Nullable Output<OperandSectionArgs> gfd;

    @Import(name = "dcgm")
    private @Nullable Output<OperandSectionArgs> dcgm;

    @Import(name = "dcgmExporter")
    private @Nullable Output<DcgmExporterSectionArgs> dcgmExporter;

    @Import(name = "migManager")
    private @Nullable Output<OperandSectionArgs> migManager;

    @Import(name = "validator")
    private @Nullable Output<ValidatorSectionArgs> validator;

    @Import(name = "nodeStatusExporter")
    private @Nullable Output<OperandSectionArgs> nodeStatusExporter;

    @Import(name = "nfd")
    private @Nullable Output<ImagePinArgs> nfd;

    @Import(name = "mig")
    private @Nullable Output<MigSectionArgs> mig;

    @Import(name = "defaultRuntime")
    private @Nullable Output<String> defaultRuntime;

    private GpuOperatorValuesArgs() {
    }

    /**
     * @return Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of the operator
     * Deployment after the chart's control-plane toleration; one per taint of the GPU pools.
     */
    public Optional<Output<List<TolerationArgs>>> tolerations() {
        return Optional.ofNullable(this.tolerations);
    }

    /** @return The operator Deployment (its resources default to the chart's). */
    public Optional<Output<OperandSectionArgs>> operator() {
        return Optional.ofNullable(this.operator);
    }

    /** @return The driver DaemonSet. */
    public Optional<Output<DriverSectionArgs>> driver() {
        return Optional.ofNullable(this.driver);
    }

    /** @return The NVIDIA Container Toolkit DaemonSet. */
    public Optional<Output<OperandSectionArgs>> toolkit() {
        return Optional.ofNullable(this.toolkit);
    }

    /** @return The device plugin, which advertises the GPUs to the kubelet. */
    public Optional<Output<DevicePluginSectionArgs>> devicePlugin() {
        return Optional.ofNullable(this.devicePlugin);
    }

    /** @return GPU Feature Discovery, which labels GPU nodes. */
    public Optional<Output<OperandSectionArgs>> gfd() {
        return Optional.ofNullable(this.gfd);
    }

    /** @return The standalone DCGM host engine (off by default in the chart). */
    public Optional<Output<OperandSectionArgs>> dcgm() {
        return Optional.ofNullable(this.dcgm);
    }

    /** @return The DCGM exporter (Prometheus metrics). */
    public Optional<Output<DcgmExporterSectionArgs>> dcgmExporter() {
        return Optional.ofNullable(this.dcgmExporter);
    }

    /** @return The MIG manager, which applies {@code nvidia.com/mig.config}. */
    public Optional<Output<OperandSectionArgs>> migManager() {
        return Optional.ofNullable(this.migManager);
    }

    /** @return The validator ({@code nvidia-operator-validator}), whose pods the readiness gate waits for. */
    public Optional<Output<ValidatorSectionArgs>> validator() {
        return Optional.ofNullable(this.validator);
    }

    /** @return The node status exporter (off by default in the chart). */
    public Optional<Output<OperandSectionArgs>> nodeStatusExporter() {
        return Optional.ofNullable(this.nodeStatusExporter);
    }

    /** @return Node Feature Discovery's image (the chart's {@code node-feature-discovery} subchart). */
    public Optional<Output<ImagePinArgs>> nfd() {
        return Optional.ofNullable(this.nfd);
    }

    /** @return MIG settings. */
    public Optional<Output<MigSectionArgs>> mig() {
        return Optional.ofNullable(this.mig);
    }

    /**
     * @return The container runtime the operator assumes when it cannot read a node's ({@code crio}, VK
     * Cloud's); the chart's {@code operator.defaultRuntime}, which charts before v25.3.0 have.
     */
    public Optional<Output<String>> defaultRuntime() {
        return Optional.ofNullable(this.defaultRuntime);
    }

    /** @return a builder for {@link GpuOperatorValuesArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GpuOperatorValuesArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final GpuOperatorValuesArgs $ = new GpuOperatorValuesArgs();

        private Builder() {
        }

        /**
         * @param tolerations Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of
         * the operator Deployment after the chart's control-plane toleration; one per taint of the GPU pools.
         * @return this builder
         */
        public Builder tolerations(@Nullable Output<List<TolerationArgs>> tolerations) {
            $.tolerations = tolerations;
            return this;
        }

        /**
         * @param tolerations Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of
         * the operator Deployment after the chart's control-plane toleration; one per taint of the GPU pools.
         * @return this builder
         */
        public Builder tolerations(@Nullable List<TolerationArgs> tolerations) {
            return tolerations(tolerations == null ? null : Output.of(tolerations));
        }

        /**
         * @param tolerations Tolerations of every operand DaemonSet and of NFD's worker, master and gc, and of
         * the operator Deployment after the chart's control-plane toleration; one per taint of the GPU pools.
         * @return this builder
         */
        public Builder tolerations(TolerationArgs... tolerations) {
            return tolerations(List.of(tolerations));
        }

        /**
         * @param operator The operator Deployment (its resources default to the chart's).
         * @return this builder
         */
        public Builder operator(@Nullable Output<OperandSectionArgs> operator) {
            $.operator = operator;
            return this;
        }

        /**
         * @param operator The operator Deployment (its resources default to the chart's).
         * @return this builder
         */
        public Builder operator(@Nullable OperandSectionArgs operator) {
            return operator(operator == null ? null : Output.of(operator));
        }

        /**
         * @param driver The driver DaemonSet.
         * @return this builder
         */
        public Builder driver(@Nullable Output<DriverSectionArgs> driver) {
            $.driver = driver;
            return this;
        }

        /**
         * @param driver The driver DaemonSet.
         * @return this builder
         */
        public Builder driver(@Nullable DriverSectionArgs driver) {
            return driver(driver == null ? null : Output.of(driver));
        }

        /**
         * @param toolkit The NVIDIA Container Toolkit DaemonSet.
         * @return this builder
         */
        public Builder toolkit(@Nullable Output<OperandSectionArgs> toolkit) {
            $.toolkit = toolkit;
            return this;
        }

        /**
         * @param toolkit The NVIDIA Container Toolkit DaemonSet.
         * @return this builder
         */
        public Builder toolkit(@Nullable OperandSectionArgs toolkit) {
            return toolkit(toolkit == null ? null : Output.of(toolkit));
        }

        /**
         * @param devicePlugin The device plugin, which advertises the GPUs to the kubelet.
         * @return this builder
         */
        public Builder devicePlugin(@Nullable Output<DevicePluginSectionArgs> devicePlugin) {
            $.devicePlugin = devicePlugin;
            return this;
        }

        /**
         * @param devicePlugin The device plugin, which advertises the GPUs to the kubelet.
         * @return this builder
         */
        public Builder devicePlugin(@Nullable DevicePluginSectionArgs devicePlugin) {
            return devicePlugin(devicePlugin == null ? null : Output.of(devicePlugin));
        }

        /**
         * @param gfd GPU Feature Discovery, which labels GPU nodes.
         * @return this builder
         */
        public Builder gfd(@Nullable Output<OperandSectionArgs> gfd) {
            $.gfd = gfd;
            return this;
        }

        /**
         * @param gfd GPU Feature Discovery, which labels GPU nodes.
         * @return this builder
         */
        public Builder gfd(@Nullable OperandSectionArgs gfd) {
            return gfd(gfd == null ? null : Output.of(gfd));
        }

        /**
         * @param dcgm The standalone DCGM host engine (off by default in the chart).
         * @return this builder
         */
        public Builder dcgm(@Nullable Output<OperandSectionArgs> dcgm) {
            $.dcgm = dcgm;
            return this;
        }

        /**
         * @param dcgm The standalone DCGM host engine (off by default in the chart).
         * @return this builder
         */
        public Builder dcgm(@Nullable OperandSectionArgs dcgm) {
            return dcgm(dcgm == null ? null : Output.of(dcgm));
        }

        /**
         * @param dcgmExporter The DCGM exporter (Prometheus metrics).
         * @return this builder
         */
        public Builder dcgmExporter(@Nullable Output<DcgmExporterSectionArgs> dcgmExporter) {
            $.dcgmExporter = dcgmExporter;
            return this;
        }

        /**
         * @param dcgmExporter The DCGM exporter (Prometheus metrics).
         * @return this builder
         */
        public Builder dcgmExporter(@Nullable DcgmExporterSectionArgs dcgmExporter) {
            return dcgmExporter(dcgmExporter == null ? null : Output.of(dcgmExporter));
        }

        /**
         * @param migManager The MIG manager, which applies {@code nvidia.com/mig.config}.
         * @return this builder
         */
        public Builder migManager(@Nullable Output<OperandSectionArgs> migManager) {
            $.migManager = migManager;
            return this;
        }

        /**
         * @param migManager The MIG manager, which applies {@code nvidia.com/mig.config}.
         * @return this builder
         */
        public Builder migManager(@Nullable OperandSectionArgs migManager) {
            return migManager(migManager == null ? null : Output.of(migManager));
        }

        /**
         * @param validator The validator ({@code nvidia-operator-validator}), whose pods the readiness gate
         * waits for.
         * @return this builder
         */
        public Builder validator(@Nullable Output<ValidatorSectionArgs> validator) {
            $.validator = validator;
            return this;
        }

        /**
         * @param validator The validator ({@code nvidia-operator-validator}), whose pods the readiness gate
         * waits for.
         * @return this builder
         */
        public Builder validator(@Nullable ValidatorSectionArgs validator) {
            return validator(validator == null ? null : Output.of(validator));
        }

        /**
         * @param nodeStatusExporter The node status exporter (off by default in the chart).
         * @return this builder
         */
        public Builder nodeStatusExporter(@Nullable Output<OperandSectionArgs> nodeStatusExporter) {
            $.nodeStatusExporter = nodeStatusExporter;
            return this;
        }

        /**
         * @param nodeStatusExporter The node status exporter (off by default in the chart).
         * @return this builder
         */
        public Builder nodeStatusExporter(@Nullable OperandSectionArgs nodeStatusExporter) {
            return nodeStatusExporter(nodeStatusExporter == null ? null : Output.of(nodeStatusExporter));
        }

        /**
         * @param nfd Node Feature Discovery's image (the chart's {@code node-feature-discovery} subchart).
         * @return this builder
         */
        public Builder nfd(@Nullable Output<ImagePinArgs> nfd) {
            $.nfd = nfd;
            return this;
        }

        /**
         * @param nfd Node Feature Discovery's image (the chart's {@code node-feature-discovery} subchart).
         * @return this builder
         */
        public Builder nfd(@Nullable ImagePinArgs nfd) {
            return nfd(nfd == null ? null : Output.of(nfd));
        }

        /**
         * @param mig MIG settings.
         * @return this builder
         */
        public Builder mig(@Nullable Output<MigSectionArgs> mig) {
            $.mig = mig;
            return this;
        }

        /**
         * @param mig MIG settings.
         * @return this builder
         */
        public Builder mig(@Nullable MigSectionArgs mig) {
            return mig(mig == null ? null : Output.of(mig));
        }

        /**
         * @param defaultRuntime The container runtime the operator assumes when it cannot read a node's
         * ({@code crio}, VK Cloud's); the chart's {@code operator.defaultRuntime}, which charts before v25.3.0
         * have.
         * @return this builder
         */
        public Builder defaultRuntime(@Nullable Output<String> defaultRuntime) {
            $.defaultRuntime = defaultRuntime;
            return this;
        }

        /**
         * @param defaultRuntime The container runtime the operator assumes when it cannot read a node's
         * ({@code crio}, VK Cloud's); the chart's {@code operator.defaultRuntime}, which charts before v25.3.0
         * have.
         * @return this builder
         */
        public Builder defaultRuntime(@Nullable String defaultRuntime) {
            return defaultRuntime(defaultRuntime == null ? null : Output.of(defaultRuntime));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public GpuOperatorValuesArgs build() {
            return $;
        }
    }
}

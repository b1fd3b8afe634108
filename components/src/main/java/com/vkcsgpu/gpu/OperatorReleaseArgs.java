// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/** Inputs of {@link OperatorRelease}. */
public final class OperatorReleaseArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final OperatorReleaseArgs Empty = new OperatorReleaseArgs();

    @Import(name = "kubeconfig", required = true)
    private Output<String> kubeconfig;

    @Import(name = "chart", required = true)
    private Output<OperatorChartArgs> chart;

    @Import(name = "chartVersion", required = true)
    private Output<String> chartVersion;

    @Import(name = "namespace")
    private @Nullable Output<String> namespace;

    @Import(name = "releaseName")
    private @Nullable Output<String> releaseName;

    @Import(name = "values")
    private @Nullable Output<GpuOperatorValuesArgs> values;

    @Import(name = "nvidiaDrivers")
    private @Nullable Output<Map<String, NvidiaDriverArgs>> nvidiaDrivers;

    private OperatorReleaseArgs() {
    }

    /** @return Kubeconfig of the cluster (secret); the server certificate is always verified. */
    public Output<String> kubeconfig() {
        return this.kubeconfig;
    }

    /** @return Where the chart comes from. */
    public Output<OperatorChartArgs> chart() {
        return this.chart;
    }

    /**
     * @return The chart version, exactly as published (NVIDIA's carry a leading {@code v}, e.g.
     * {@code v26.3.3}).
     */
    public Output<String> chartVersion() {
        return this.chartVersion;
    }

    /** @return Namespace of the operator; created with {@code pod-security.kubernetes.io/enforce=privileged}. */
    public Optional<Output<String>> namespace() {
        return Optional.ofNullable(this.namespace);
    }

    /** @return Helm release name (used in object names and labels). */
    public Optional<Output<String>> releaseName() {
        return Optional.ofNullable(this.releaseName);
    }

    /**
     * @return The chart values vkcs-gpu sets, one section per component ({@code driver}, {@code toolkit},
     * {@code devicePlugin}, {@code dcgmExporter}, ...), and the tolerations of every operand, NFD and the
     * operator; include every taint of the GPU pools. Anything unset keeps the chart's default.
     */
    public Optional<Output<GpuOperatorValuesArgs>> values() {
        return Optional.ofNullable(this.values);
    }

    /**
     * @return NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs
     * {@code values.driver.nvidiaDriverCRD.enabled: true}, and {@code deployDefaultCR: false} before v26.7.0
     * (from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay).
     */
    public Optional<Output<Map<String, NvidiaDriverArgs>>> nvidiaDrivers() {
        return Optional.ofNullable(this.nvidiaDrivers);
    }

    /** @return a builder for {@link OperatorReleaseArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link OperatorReleaseArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final OperatorReleaseArgs $ = new OperatorReleaseArgs();

        private Builder() {
        }

        /**
         * @param kubeconfig Kubeconfig of the cluster (secret); the server certificate is always verified.
         * (always sent as a secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig == null ? null : kubeconfig.asSecret();
            return this;
        }

        /**
         * @param kubeconfig Kubeconfig of the cluster (secret); the server certificate is always verified.
         * (always sent as a secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable String kubeconfig) {
            return kubeconfig(kubeconfig == null ? null : Output.ofSecret(kubeconfig));
        }

        /**
         * @param chart Where the chart comes from.
         * @return this builder
         */
        public Builder chart(@Nullable Output<OperatorChartArgs> chart) {
            $.chart = chart;
            return this;
        }

        /**
         * @param chart Where the chart comes from.
         * @return this builder
         */
        public Builder chart(@Nullable OperatorChartArgs chart) {
            return chart(chart == null ? null : Output.of(chart));
        }

        /**
         * @param chartVersion The chart version, exactly as published (NVIDIA's carry a leading {@code v}, e.g.
         * {@code v26.3.3}).
         * @return this builder
         */
        public Builder chartVersion(@Nullable Output<String> chartVersion) {
            $.chartVersion = chartVersion;
            return this;
        }

        /**
         * @param chartVersion The chart version, exactly as published (NVIDIA's carry a leading {@code v}, e.g.
         * {@code v26.3.3}).
         * @return this builder
         */
        public Builder chartVersion(@Nullable String chartVersion) {
            return chartVersion(chartVersion == null ? null : Output.of(chartVersion));
        }

        /**
         * @param namespace Namespace of the operator; created with
         * {@code pod-security.kubernetes.io/enforce=privileged}.
         * @return this builder
         */
        public Builder namespace(@Nullable Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace Namespace of the operator; created with
         * {@code pod-security.kubernetes.io/enforce=privileged}.
         * @return this builder
         */
        public Builder namespace(@Nullable String namespace) {
            return namespace(namespace == null ? null : Output.of(namespace));
        }

        /**
         * @param releaseName Helm release name (used in object names and labels).
         * @return this builder
         */
        public Builder releaseName(@Nullable Output<String> releaseName) {
            $.releaseName = releaseName;
            return this;
        }

        /**
         * @param releaseName Helm release name (used in object names and labels).
         * @return this builder
         */
        public Builder releaseName(@Nullable String releaseName) {
            return releaseName(releaseName == null ? null : Output.of(releaseName));
        }

        /**
         * @param values The chart values vkcs-gpu sets, one section per component ({@code driver},
         * {@code toolkit}, {@code devicePlugin}, {@code dcgmExporter}, ...), and the tolerations of every
         * operand, NFD and the operator; include every taint of the GPU pools. Anything unset keeps the chart's
         * default.
         * @return this builder
         */
        public Builder values(@Nullable Output<GpuOperatorValuesArgs> values) {
            $.values = values;
            return this;
        }

        /**
         * @param values The chart values vkcs-gpu sets, one section per component ({@code driver},
         * {@code toolkit}, {@code devicePlugin}, {@code dcgmExporter}, ...), and the tolerations of every
         * operand, NFD and the operator; include every taint of the GPU pools. Anything unset keeps the chart's
         * default.
         * @return this builder
         */
        public Builder values(@Nullable GpuOperatorValuesArgs values) {
            return values(values == null ? null : Output.of(values));
        }

        /**
         * @param nvidiaDrivers NVIDIADriver resources by name, one per driver version and node set (per-pool
         * drivers); needs {@code values.driver.nvidiaDriverCRD.enabled: true}, and
         * {@code deployDefaultCR: false} before v26.7.0 (from v26.7.0 the chart's default NVIDIADriver is the
         * fallback for nodes no other selects and may stay).
         * @return this builder
         */
        public Builder nvidiaDrivers(@Nullable Output<Map<String, NvidiaDriverArgs>> nvidiaDrivers) {
            $.nvidiaDrivers = nvidiaDrivers;
            return this;
        }

        /**
         * @param nvidiaDrivers NVIDIADriver resources by name, one per driver version and node set (per-pool
         * drivers); needs {@code values.driver.nvidiaDriverCRD.enabled: true}, and
         * {@code deployDefaultCR: false} before v26.7.0 (from v26.7.0 the chart's default NVIDIADriver is the
         * fallback for nodes no other selects and may stay).
         * @return this builder
         */
        public Builder nvidiaDrivers(@Nullable Map<String, NvidiaDriverArgs> nvidiaDrivers) {
            return nvidiaDrivers(nvidiaDrivers == null ? null : Output.of(nvidiaDrivers));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public OperatorReleaseArgs build() {
            Objects.requireNonNull($.kubeconfig, "OperatorReleaseArgs.kubeconfig is required");
            Objects.requireNonNull($.chart, "OperatorReleaseArgs.chart is required");
            Objects.requireNonNull($.chartVersion, "OperatorReleaseArgs.chartVersion is required");
            return $;
        }
    }
}

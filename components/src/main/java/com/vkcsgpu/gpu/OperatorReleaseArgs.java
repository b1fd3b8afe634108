// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
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

    @Import(name = "components")
    private @Nullable Output<Map<String, ComponentPinArgs>> components;

    @Import(name = "tolerations")
    private @Nullable Output<List<TolerationArgs>> tolerations;

    @Import(name = "operatorTolerations")
    private @Nullable Output<List<TolerationArgs>> operatorTolerations;

    @Import(name = "driverEnabled")
    private @Nullable Output<Boolean> driverEnabled;

    @Import(name = "nvidiaDriverCrd")
    private @Nullable Output<NvidiaDriverSettingsArgs> nvidiaDriverCrd;

    @Import(name = "nvidiaDrivers")
    private @Nullable Output<Map<String, NvidiaDriverArgs>> nvidiaDrivers;

    @Import(name = "timeSlicing")
    private @Nullable Output<TimeSlicingArgs> timeSlicing;

    @Import(name = "migStrategy")
    private @Nullable Output<String> migStrategy;

    @Import(name = "dcgmServiceMonitor")
    private @Nullable Output<Boolean> dcgmServiceMonitor;

    @Import(name = "driverUpgradePolicy")
    private @Nullable Output<DriverUpgradePolicyArgs> driverUpgradePolicy;

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
     * @return Image pins by component: {@code operator}, {@code validator}, {@code driver},
     * {@code driverManager}, {@code toolkit}, {@code devicePlugin}, {@code gfd}, {@code dcgm},
     * {@code dcgmExporter}, {@code migManager}, {@code nodeStatusExporter}, {@code nfd}. Components not listed
     * keep the chart's defaults.
     */
    public Optional<Output<Map<String, ComponentPinArgs>>> components() {
        return Optional.ofNullable(this.components);
    }

    /**
     * @return Tolerations for every operand DaemonSet and NFD's worker, master and gc (master and gc keep the
     * chart's control-plane toleration); include every taint of the GPU pools.
     */
    public Optional<Output<List<TolerationArgs>>> tolerations() {
        return Optional.ofNullable(this.tolerations);
    }

    /**
     * @return Extra tolerations of the operator Deployment, after the chart's control-plane one; include the
     * GPU pools' taints when no untainted worker exists.
     */
    public Optional<Output<List<TolerationArgs>>> operatorTolerations() {
        return Optional.ofNullable(this.operatorTolerations);
    }

    /** @return Whether the operator installs the driver (false when the nodes have one). */
    public Optional<Output<Boolean>> driverEnabled() {
        return Optional.ofNullable(this.driverEnabled);
    }

    /** @return NVIDIADriver resources instead of the ClusterPolicy driver. */
    public Optional<Output<NvidiaDriverSettingsArgs>> nvidiaDriverCrd() {
        return Optional.ofNullable(this.nvidiaDriverCrd);
    }

    /**
     * @return NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs
     * {@code nvidiaDriverCrd} with {@code enabled: true}, and {@code deployDefaultCr: false} before v26.7.0
     * (from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay).
     */
    public Optional<Output<Map<String, NvidiaDriverArgs>>> nvidiaDrivers() {
        return Optional.ofNullable(this.nvidiaDrivers);
    }

    /** @return Time-slicing of the device plugin. */
    public Optional<Output<TimeSlicingArgs>> timeSlicing() {
        return Optional.ofNullable(this.timeSlicing);
    }

    /**
     * @return MIG strategy: {@code single}, {@code mixed} or {@code none}; unset keeps the chart's
     * {@code single}.
     */
    public Optional<Output<String>> migStrategy() {
        return Optional.ofNullable(this.migStrategy);
    }

    /** @return Create a ServiceMonitor for the DCGM exporter (needs the Prometheus Operator CRDs). */
    public Optional<Output<Boolean>> dcgmServiceMonitor() {
        return Optional.ofNullable(this.dcgmServiceMonitor);
    }

    /**
     * @return How the operator upgrades the driver on each node when its version changes (chart values
     * {@code driver.upgradePolicy}; NVIDIADriver {@code spec.upgradePolicy} where the release's CRD has it,
     * v26.7.0 and later). Unset fields keep the chart's defaults.
     */
    public Optional<Output<DriverUpgradePolicyArgs>> driverUpgradePolicy() {
        return Optional.ofNullable(this.driverUpgradePolicy);
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
         * @param components Image pins by component: {@code operator}, {@code validator}, {@code driver},
         * {@code driverManager}, {@code toolkit}, {@code devicePlugin}, {@code gfd}, {@code dcgm},
         * {@code dcgmExporter}, {@code migManager}, {@code nodeStatusExporter}, {@code nfd}. Components not
         * listed keep the chart's defaults.
         * @return this builder
         */
        public Builder components(@Nullable Output<Map<String, ComponentPinArgs>> components) {
            $.components = components;
            return this;
        }

        /**
         * @param components Image pins by component: {@code operator}, {@code validator}, {@code driver},
         * {@code driverManager}, {@code toolkit}, {@code devicePlugin}, {@code gfd}, {@code dcgm},
         * {@code dcgmExporter}, {@code migManager}, {@code nodeStatusExporter}, {@code nfd}. Components not
         * listed keep the chart's defaults.
         * @return this builder
         */
        public Builder components(@Nullable Map<String, ComponentPinArgs> components) {
            return components(components == null ? null : Output.of(components));
        }

        /**
         * @param tolerations Tolerations for every operand DaemonSet and NFD's worker, master and gc (master
         * and gc keep the chart's control-plane toleration); include every taint of the GPU pools.
         * @return this builder
         */
        public Builder tolerations(@Nullable Output<List<TolerationArgs>> tolerations) {
            $.tolerations = tolerations;
            return this;
        }

        /**
         * @param tolerations Tolerations for every operand DaemonSet and NFD's worker, master and gc (master
         * and gc keep the chart's control-plane toleration); include every taint of the GPU pools.
         * @return this builder
         */
        public Builder tolerations(@Nullable List<TolerationArgs> tolerations) {
            return tolerations(tolerations == null ? null : Output.of(tolerations));
        }

        /**
         * @param tolerations Tolerations for every operand DaemonSet and NFD's worker, master and gc (master
         * and gc keep the chart's control-plane toleration); include every taint of the GPU pools.
         * @return this builder
         */
        public Builder tolerations(TolerationArgs... tolerations) {
            return tolerations(List.of(tolerations));
        }

        /**
         * @param operatorTolerations Extra tolerations of the operator Deployment, after the chart's
         * control-plane one; include the GPU pools' taints when no untainted worker exists.
         * @return this builder
         */
        public Builder operatorTolerations(@Nullable Output<List<TolerationArgs>> operatorTolerations) {
            $.operatorTolerations = operatorTolerations;
            return this;
        }

        /**
         * @param operatorTolerations Extra tolerations of the operator Deployment, after the chart's
         * control-plane one; include the GPU pools' taints when no untainted worker exists.
         * @return this builder
         */
        public Builder operatorTolerations(@Nullable List<TolerationArgs> operatorTolerations) {
            return operatorTolerations(operatorTolerations == null ? null : Output.of(operatorTolerations));
        }

        /**
         * @param operatorTolerations Extra tolerations of the operator Deployment, after the chart's
         * control-plane one; include the GPU pools' taints when no untainted worker exists.
         * @return this builder
         */
        public Builder operatorTolerations(TolerationArgs... operatorTolerations) {
            return operatorTolerations(List.of(operatorTolerations));
        }

        /**
         * @param driverEnabled Whether the operator installs the driver (false when the nodes have one).
         * @return this builder
         */
        public Builder driverEnabled(@Nullable Output<Boolean> driverEnabled) {
            $.driverEnabled = driverEnabled;
            return this;
        }

        /**
         * @param driverEnabled Whether the operator installs the driver (false when the nodes have one).
         * @return this builder
         */
        public Builder driverEnabled(@Nullable Boolean driverEnabled) {
            return driverEnabled(driverEnabled == null ? null : Output.of(driverEnabled));
        }

        /**
         * @param nvidiaDriverCrd NVIDIADriver resources instead of the ClusterPolicy driver.
         * @return this builder
         */
        public Builder nvidiaDriverCrd(@Nullable Output<NvidiaDriverSettingsArgs> nvidiaDriverCrd) {
            $.nvidiaDriverCrd = nvidiaDriverCrd;
            return this;
        }

        /**
         * @param nvidiaDriverCrd NVIDIADriver resources instead of the ClusterPolicy driver.
         * @return this builder
         */
        public Builder nvidiaDriverCrd(@Nullable NvidiaDriverSettingsArgs nvidiaDriverCrd) {
            return nvidiaDriverCrd(nvidiaDriverCrd == null ? null : Output.of(nvidiaDriverCrd));
        }

        /**
         * @param nvidiaDrivers NVIDIADriver resources by name, one per driver version and node set (per-pool
         * drivers); needs {@code nvidiaDriverCrd} with {@code enabled: true}, and
         * {@code deployDefaultCr: false} before v26.7.0 (from v26.7.0 the chart's default NVIDIADriver is the
         * fallback for nodes no other selects and may stay).
         * @return this builder
         */
        public Builder nvidiaDrivers(@Nullable Output<Map<String, NvidiaDriverArgs>> nvidiaDrivers) {
            $.nvidiaDrivers = nvidiaDrivers;
            return this;
        }

        /**
         * @param nvidiaDrivers NVIDIADriver resources by name, one per driver version and node set (per-pool
         * drivers); needs {@code nvidiaDriverCrd} with {@code enabled: true}, and
         * {@code deployDefaultCr: false} before v26.7.0 (from v26.7.0 the chart's default NVIDIADriver is the
         * fallback for nodes no other selects and may stay).
         * @return this builder
         */
        public Builder nvidiaDrivers(@Nullable Map<String, NvidiaDriverArgs> nvidiaDrivers) {
            return nvidiaDrivers(nvidiaDrivers == null ? null : Output.of(nvidiaDrivers));
        }

        /**
         * @param timeSlicing Time-slicing of the device plugin.
         * @return this builder
         */
        public Builder timeSlicing(@Nullable Output<TimeSlicingArgs> timeSlicing) {
            $.timeSlicing = timeSlicing;
            return this;
        }

        /**
         * @param timeSlicing Time-slicing of the device plugin.
         * @return this builder
         */
        public Builder timeSlicing(@Nullable TimeSlicingArgs timeSlicing) {
            return timeSlicing(timeSlicing == null ? null : Output.of(timeSlicing));
        }

        /**
         * @param migStrategy MIG strategy: {@code single}, {@code mixed} or {@code none}; unset keeps the
         * chart's {@code single}.
         * @return this builder
         */
        public Builder migStrategy(@Nullable Output<String> migStrategy) {
            $.migStrategy = migStrategy;
            return this;
        }

        /**
         * @param migStrategy MIG strategy: {@code single}, {@code mixed} or {@code none}; unset keeps the
         * chart's {@code single}.
         * @return this builder
         */
        public Builder migStrategy(@Nullable String migStrategy) {
            return migStrategy(migStrategy == null ? null : Output.of(migStrategy));
        }

        /**
         * @param dcgmServiceMonitor Create a ServiceMonitor for the DCGM exporter (needs the Prometheus
         * Operator CRDs).
         * @return this builder
         */
        public Builder dcgmServiceMonitor(@Nullable Output<Boolean> dcgmServiceMonitor) {
            $.dcgmServiceMonitor = dcgmServiceMonitor;
            return this;
        }

        /**
         * @param dcgmServiceMonitor Create a ServiceMonitor for the DCGM exporter (needs the Prometheus
         * Operator CRDs).
         * @return this builder
         */
        public Builder dcgmServiceMonitor(@Nullable Boolean dcgmServiceMonitor) {
            return dcgmServiceMonitor(dcgmServiceMonitor == null ? null : Output.of(dcgmServiceMonitor));
        }

        /**
         * @param driverUpgradePolicy How the operator upgrades the driver on each node when its version changes
         * (chart values {@code driver.upgradePolicy}; NVIDIADriver {@code spec.upgradePolicy} where the
         * release's CRD has it, v26.7.0 and later). Unset fields keep the chart's defaults.
         * @return this builder
         */
        public Builder driverUpgradePolicy(@Nullable Output<DriverUpgradePolicyArgs> driverUpgradePolicy) {
            $.driverUpgradePolicy = driverUpgradePolicy;
            return this;
        }

        /**
         * @param driverUpgradePolicy How the operator upgrades the driver on each node when its version changes
         * (chart values {@code driver.upgradePolicy}; NVIDIADriver {@code spec.upgradePolicy} where the
         * release's CRD has it, v26.7.0 and later). Unset fields keep the chart's defaults.
         * @return this builder
         */
        public Builder driverUpgradePolicy(@Nullable DriverUpgradePolicyArgs driverUpgradePolicy) {
            return driverUpgradePolicy(driverUpgradePolicy == null ? null : Output.of(driverUpgradePolicy));
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

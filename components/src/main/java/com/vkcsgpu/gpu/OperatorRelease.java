// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.mk8s.SdkVersion;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * The NVIDIA GPU Operator Helm chart of a pinned version, rendered by the provider with typed values and
 * server-side applied: CRDs first and upgraded with the version, ClusterPolicy once its CRD is Established;
 * deleted ClusterPolicy first, operands awaited, CRDs last. ({@code vkcs-gpu:gpu:OperatorRelease})
 */
@ResourceType(type = "vkcs-gpu:gpu:OperatorRelease")
public class OperatorRelease extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:gpu:OperatorRelease";

    @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
    private Output<String> kubeconfig;

    @Export(name = "chart", refs = {OperatorChart.class}, tree = "[0]")
    private Output<OperatorChart> chart;

    @Export(name = "chartVersion", refs = {String.class}, tree = "[0]")
    private Output<String> chartVersion;

    @Export(name = "namespace", refs = {String.class}, tree = "[0]")
    private Output<String> namespace;

    @Export(name = "releaseName", refs = {String.class}, tree = "[0]")
    private Output<String> releaseName;

    @Export(name = "components", refs = {Map.class, String.class, ComponentPin.class}, tree = "[0,1,2]")
    private Output<Map<String, ComponentPin>> components;

    @Export(name = "tolerations", refs = {List.class, Toleration.class}, tree = "[0,1]")
    private Output<List<Toleration>> tolerations;

    @Export(name = "operatorTolerations", refs = {List.class, Toleration.class}, tree = "[0,1]")
    private Output<List<Toleration>> operatorTolerations;

    @Export(name = "driverEnabled", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> driverEnabled;

    @Export(name = "nvidiaDriverCrd", refs = {NvidiaDriverSettings.class}, tree = "[0]")
    private Output<NvidiaDriverSettings> nvidiaDriverCrd;

    @Export(name = "nvidiaDrivers", refs = {Map.class, String.class, NvidiaDriver.class}, tree = "[0,1,2]")
    private Output<Map<String, NvidiaDriver>> nvidiaDrivers;

    @Export(name = "timeSlicing", refs = {TimeSlicing.class}, tree = "[0]")
    private Output<TimeSlicing> timeSlicing;

    @Export(name = "migStrategy", refs = {String.class}, tree = "[0]")
    private Output<String> migStrategy;

    @Export(name = "dcgmServiceMonitor", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> dcgmServiceMonitor;

    @Export(name = "driverUpgradePolicy", refs = {DriverUpgradePolicy.class}, tree = "[0]")
    private Output<DriverUpgradePolicy> driverUpgradePolicy;

    @Export(name = "releaseId", refs = {String.class}, tree = "[0]")
    private Output<String> releaseId;

    @Export(name = "appVersion", refs = {String.class}, tree = "[0]")
    private Output<String> appVersion;

    @Export(name = "crds", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> crds;

    @Export(name = "appliedObjects", refs = {List.class, ObjectRef.class}, tree = "[0,1]")
    private Output<List<ObjectRef>> appliedObjects;

    /** @return Kubeconfig of the cluster (secret); the server certificate is always verified. */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return Where the chart comes from. */
    public Output<OperatorChart> chart() {
        return chart;
    }

    /**
     * @return The chart version, exactly as published (NVIDIA's carry a leading {@code v}, e.g.
     * {@code v26.3.3}).
     */
    public Output<String> chartVersion() {
        return chartVersion;
    }

    /** @return Namespace of the operator; created with {@code pod-security.kubernetes.io/enforce=privileged}. */
    public Output<String> namespace() {
        return namespace;
    }

    /** @return Helm release name (used in object names and labels). */
    public Output<String> releaseName() {
        return releaseName;
    }

    /**
     * @return Image pins by component: {@code operator}, {@code validator}, {@code driver},
     * {@code driverManager}, {@code toolkit}, {@code devicePlugin}, {@code gfd}, {@code dcgm},
     * {@code dcgmExporter}, {@code migManager}, {@code nodeStatusExporter}, {@code nfd}. Components not listed
     * keep the chart's defaults.
     */
    public Output<Map<String, ComponentPin>> components() {
        return components;
    }

    /**
     * @return Tolerations for every operand DaemonSet and NFD's worker, master and gc (master and gc keep the
     * chart's control-plane toleration); include every taint of the GPU pools.
     */
    public Output<List<Toleration>> tolerations() {
        return tolerations;
    }

    /**
     * @return Extra tolerations of the operator Deployment, after the chart's control-plane one; include the
     * GPU pools' taints when no untainted worker exists.
     */
    public Output<List<Toleration>> operatorTolerations() {
        return operatorTolerations;
    }

    /** @return Whether the operator installs the driver (false when the nodes have one). */
    public Output<Boolean> driverEnabled() {
        return driverEnabled;
    }

    /** @return NVIDIADriver resources instead of the ClusterPolicy driver. */
    public Output<NvidiaDriverSettings> nvidiaDriverCrd() {
        return nvidiaDriverCrd;
    }

    /**
     * @return NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs
     * {@code nvidiaDriverCrd} with {@code enabled: true}, and {@code deployDefaultCr: false} before v26.7.0
     * (from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay).
     */
    public Output<Map<String, NvidiaDriver>> nvidiaDrivers() {
        return nvidiaDrivers;
    }

    /** @return Time-slicing of the device plugin. */
    public Output<TimeSlicing> timeSlicing() {
        return timeSlicing;
    }

    /**
     * @return MIG strategy: {@code single}, {@code mixed} or {@code none}; unset keeps the chart's
     * {@code single}.
     */
    public Output<String> migStrategy() {
        return migStrategy;
    }

    /** @return Create a ServiceMonitor for the DCGM exporter (needs the Prometheus Operator CRDs). */
    public Output<Boolean> dcgmServiceMonitor() {
        return dcgmServiceMonitor;
    }

    /**
     * @return How the operator upgrades the driver on each node when its version changes (chart values
     * {@code driver.upgradePolicy}; NVIDIADriver {@code spec.upgradePolicy} where the release's CRD has it,
     * v26.7.0 and later). Unset fields keep the chart's defaults.
     */
    public Output<DriverUpgradePolicy> driverUpgradePolicy() {
        return driverUpgradePolicy;
    }

    /** @return {@code <namespace>/<releaseName>}. */
    public Output<String> releaseId() {
        return releaseId;
    }

    /** @return The chart's appVersion (the operator version when {@code components.operator} is not set). */
    public Output<String> appVersion() {
        return appVersion;
    }

    /** @return Names of the CRDs applied from the chart (its own and its subcharts'). */
    public Output<List<String>> crds() {
        return crds;
    }

    /** @return Every object applied, in apply order. */
    public Output<List<ObjectRef>> appliedObjects() {
        return appliedObjects;
    }

    /**
     * Registers the resource.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     */
    public OperatorRelease(String name, OperatorReleaseArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource. Secret outputs: kubeconfig.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public OperatorRelease(String name, OperatorReleaseArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

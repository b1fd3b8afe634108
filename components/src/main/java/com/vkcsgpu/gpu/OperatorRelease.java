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

    @Export(name = "values", refs = {GpuOperatorValues.class}, tree = "[0]")
    private Output<GpuOperatorValues> values;

    @Export(name = "nvidiaDrivers", refs = {Map.class, String.class, NvidiaDriver.class}, tree = "[0,1,2]")
    private Output<Map<String, NvidiaDriver>> nvidiaDrivers;

    @Export(name = "releaseId", refs = {String.class}, tree = "[0]")
    private Output<String> releaseId;

    @Export(name = "appVersion", refs = {String.class}, tree = "[0]")
    private Output<String> appVersion;

    @Export(name = "crds", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> crds;

    @Export(name = "appliedObjects", refs = {List.class, ObjectRef.class}, tree = "[0,1]")
    private Output<List<ObjectRef>> appliedObjects;

    @Export(name = "previewImpact", refs = {List.class, ImpactLine.class}, tree = "[0,1]")
    private Output<List<ImpactLine>> previewImpact;

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
     * @return The chart values vkcs-gpu sets, one section per component ({@code driver}, {@code toolkit},
     * {@code devicePlugin}, {@code dcgmExporter}, ...), and the tolerations of every operand, NFD and the
     * operator; include every taint of the GPU pools. Anything unset keeps the chart's default.
     */
    public Output<GpuOperatorValues> values() {
        return values;
    }

    /**
     * @return NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs
     * {@code values.driver.nvidiaDriverCRD.enabled: true}, and {@code deployDefaultCR: false} before v26.7.0
     * (from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay).
     */
    public Output<Map<String, NvidiaDriver>> nvidiaDrivers() {
        return nvidiaDrivers;
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
     * @return Set in preview only: what the planned change does to the GPU nodes and the pods running on them,
     * one line per pool and kind, computed from read-only calls (the engine also prints each line as a
     * warning). Empty when the change reaches no GPU node; absent after {@code up}.
     */
    public Output<List<ImpactLine>> previewImpact() {
        return previewImpact;
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

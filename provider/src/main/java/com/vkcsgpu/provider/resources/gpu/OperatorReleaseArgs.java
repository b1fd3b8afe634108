package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;
import java.util.Map;

/** Inputs of a gpu-operator release. */
@Doc("Inputs of a GPU Operator release rendered from its Helm chart.")
public record OperatorReleaseArgs(
        @Doc("Kubeconfig of the cluster (secret); the server certificate is always verified.")
        @Required SecretString kubeconfig,
        @Doc("Where the chart comes from.") @Required OperatorChart chart,
        @Doc("The chart version, exactly as published (NVIDIA's carry a leading `v`, e.g. `v26.3.3`).")
        @Required String chartVersion,
        @Doc("Namespace of the operator; created with `pod-security.kubernetes.io/enforce=privileged`.")
        @Default("gpu-operator") @ReplaceOnChange String namespace,
        @Doc("Helm release name (used in object names and labels).") @Default("gpu-operator") @ReplaceOnChange
        String releaseName,
        @Doc("The chart values vkcs-gpu sets, one section per component (`driver`, `toolkit`, `devicePlugin`, "
                + "`dcgmExporter`, ...), and the tolerations of every operand, NFD and the operator; include every "
                + "taint of the GPU pools. Anything unset keeps the chart's default.")
        GpuOperatorValues values,
        @Doc("NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs "
                + "`values.driver.nvidiaDriverCRD.enabled: true`, and `deployDefaultCR: false` before v26.7.0 (from "
                + "v26.7.0 the chart's default NVIDIADriver is the fallback for nodes no other selects and may stay).")
        Map<String, NvidiaDriver> nvidiaDrivers) {
}

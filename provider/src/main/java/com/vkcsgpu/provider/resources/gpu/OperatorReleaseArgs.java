package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.domain.MigStrategy;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;
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
        @Doc("Image pins by component: `operator`, `validator`, `driver`, `driverManager`, `toolkit`, "
                + "`devicePlugin`, `gfd`, `dcgm`, `dcgmExporter`, `migManager`, `nodeStatusExporter`, `nfd`. "
                + "Components not listed keep the chart's defaults.")
        Map<String, ComponentPin> components,
        @Doc("Tolerations for every operand DaemonSet and NFD's worker, master and gc (master and gc keep the chart's "
                + "control-plane toleration); include every taint of the GPU pools.")
        List<Toleration> tolerations,
        @Doc("Extra tolerations of the operator Deployment, after the chart's control-plane one; include the GPU "
                + "pools' taints when no untainted worker exists.")
        List<Toleration> operatorTolerations,
        @Doc("Whether the operator installs the driver (false when the nodes have one).") @Default("true")
        Boolean driverEnabled,
        @Doc("NVIDIADriver resources instead of the ClusterPolicy driver.") NvidiaDriverSettings nvidiaDriverCrd,
        @Doc("NVIDIADriver resources by name, one per driver version and node set (per-pool drivers); needs "
                + "`nvidiaDriverCrd` with `enabled: true`, and `deployDefaultCr: false` before v26.7.0 (from v26.7.0 the "
                + "chart's default NVIDIADriver is the fallback for nodes no other selects and may stay).")
        Map<String, NvidiaDriver> nvidiaDrivers,
        @Doc("Time-slicing of the device plugin.") TimeSlicing timeSlicing,
        @Doc("MIG strategy: `single`, `mixed` or `none`; unset keeps the chart's `single`.") @OneOf(MigStrategy.class)
        String migStrategy,
        @Doc("Create a ServiceMonitor for the DCGM exporter (needs the Prometheus Operator CRDs).") @Default("false")
        Boolean dcgmServiceMonitor,
        @Doc("How the operator upgrades the driver on each node when its version changes (chart values "
                + "`driver.upgradePolicy`; NVIDIADriver `spec.upgradePolicy` where the release's CRD has it, v26.7.0 "
                + "and later). Unset fields keep the chart's defaults.")
        DriverUpgradePolicy driverUpgradePolicy) {
}

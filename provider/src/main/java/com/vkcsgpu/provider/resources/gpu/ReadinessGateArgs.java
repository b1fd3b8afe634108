package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;
import java.util.Map;

/** Inputs of the readiness gate. */
@Doc("Inputs of a GPU readiness gate.")
public record ReadinessGateArgs(
        @Doc("Kubeconfig of the cluster (the cluster's kubeconfig output).") @Required SecretString kubeconfig,
        @Doc("Namespace the GPU Operator and its operands run in.") @Default("gpu-operator") String operatorNamespace,
        @Doc("The GPU node pools to wait for.") @Required List<GatePool> pools,
        @Doc("Name of the GPU Operator's ClusterPolicy.") @Default("cluster-policy") String clusterPolicyName,
        @Doc("What the GPU Operator runs: its release and each pinned component's version (GpuOperator sets "
                + "`release` and the component keys of its `pinnedComponents`). The gate does not read it; a change "
                + "rolls the operands, so changing it makes the gate wait again.") Map<String, String> operandVersions) {
}

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
 * Waits until the NVIDIA GPU Operator has validated every expected GPU node: ClusterPolicy reconciled, each
 * pool node Ready with its nvidia-operator-validator pod passed, its GPUs allocatable, no driver upgrade in
 * flight and MIG applied when asked. Reports progress while waiting, fails fast on a crash-looping operand and
 * names node, component and cause on failure. Creates nothing in the cluster; refresh re-evaluates it. ({@code
 * vkcs-gpu:gpu:ReadinessGate})
 */
@ResourceType(type = "vkcs-gpu:gpu:ReadinessGate")
public class ReadinessGate extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:gpu:ReadinessGate";

    @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
    private Output<String> kubeconfig;

    @Export(name = "operatorNamespace", refs = {String.class}, tree = "[0]")
    private Output<String> operatorNamespace;

    @Export(name = "pools", refs = {List.class, GatePool.class}, tree = "[0,1]")
    private Output<List<GatePool>> pools;

    @Export(name = "clusterPolicyName", refs = {String.class}, tree = "[0]")
    private Output<String> clusterPolicyName;

    @Export(name = "operandVersions", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> operandVersions;

    @Export(name = "gateId", refs = {String.class}, tree = "[0]")
    private Output<String> gateId;

    @Export(name = "ready", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> ready;

    @Export(name = "poolStatuses", refs = {List.class, GatePoolStatus.class}, tree = "[0,1]")
    private Output<List<GatePoolStatus>> poolStatuses;

    @Export(name = "checkedAt", refs = {String.class}, tree = "[0]")
    private Output<String> checkedAt;

    /** @return Kubeconfig of the cluster (the cluster's kubeconfig output). */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return Namespace the GPU Operator and its operands run in. */
    public Output<String> operatorNamespace() {
        return operatorNamespace;
    }

    /** @return The GPU node pools to wait for. */
    public Output<List<GatePool>> pools() {
        return pools;
    }

    /** @return Name of the GPU Operator's ClusterPolicy. */
    public Output<String> clusterPolicyName() {
        return clusterPolicyName;
    }

    /**
     * @return What the GPU Operator runs: its release and each pinned component's version (GpuOperator sets
     * {@code release} and the component keys of its {@code pinnedComponents}). The gate does not read it; a
     * change rolls the operands, so changing it makes the gate wait again.
     */
    public Output<Map<String, String>> operandVersions() {
        return operandVersions;
    }

    /** @return Id of the gate (it creates nothing in the cluster). */
    public Output<String> gateId() {
        return gateId;
    }

    /** @return Whether every pool was ready (or at zero nodes) when last checked; a refresh re-evaluates it. */
    public Output<Boolean> ready() {
        return ready;
    }

    /**
     * @return What the gate saw of each pool, in input order (one entry for all pools when the gate may not
     * read Nodes and so cannot tell their nodes apart).
     */
    public Output<List<GatePoolStatus>> poolStatuses() {
        return poolStatuses;
    }

    /** @return When the cluster was last evaluated (RFC 3339). */
    public Output<String> checkedAt() {
        return checkedAt;
    }

    /**
     * Registers the resource.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     */
    public ReadinessGate(String name, ReadinessGateArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource. Secret outputs: kubeconfig.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public ReadinessGate(String name, ReadinessGateArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

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

/** Inputs of {@link ReadinessGate}. */
public final class ReadinessGateArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ReadinessGateArgs Empty = new ReadinessGateArgs();

    @Import(name = "kubeconfig", required = true)
    private Output<String> kubeconfig;

    @Import(name = "operatorNamespace")
    private @Nullable Output<String> operatorNamespace;

    @Import(name = "pools", required = true)
    private Output<List<GatePoolArgs>> pools;

    @Import(name = "clusterPolicyName")
    private @Nullable Output<String> clusterPolicyName;

    @Import(name = "operandVersions")
    private @Nullable Output<Map<String, String>> operandVersions;

    private ReadinessGateArgs() {
    }

    /** @return Kubeconfig of the cluster (the cluster's kubeconfig output). */
    public Output<String> kubeconfig() {
        return this.kubeconfig;
    }

    /** @return Namespace the GPU Operator and its operands run in. */
    public Optional<Output<String>> operatorNamespace() {
        return Optional.ofNullable(this.operatorNamespace);
    }

    /** @return The GPU node pools to wait for. */
    public Output<List<GatePoolArgs>> pools() {
        return this.pools;
    }

    /** @return Name of the GPU Operator's ClusterPolicy. */
    public Optional<Output<String>> clusterPolicyName() {
        return Optional.ofNullable(this.clusterPolicyName);
    }

    /**
     * @return What the GPU Operator runs: its release and each pinned component's version (GpuOperator sets
     * {@code release} and the component keys of its {@code pinnedComponents}). The gate does not read it; a
     * change rolls the operands, so changing it makes the gate wait again.
     */
    public Optional<Output<Map<String, String>>> operandVersions() {
        return Optional.ofNullable(this.operandVersions);
    }

    /** @return a builder for {@link ReadinessGateArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ReadinessGateArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ReadinessGateArgs $ = new ReadinessGateArgs();

        private Builder() {
        }

        /**
         * @param kubeconfig Kubeconfig of the cluster (the cluster's kubeconfig output). (always sent as a
         * secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig == null ? null : kubeconfig.asSecret();
            return this;
        }

        /**
         * @param kubeconfig Kubeconfig of the cluster (the cluster's kubeconfig output). (always sent as a
         * secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable String kubeconfig) {
            return kubeconfig(kubeconfig == null ? null : Output.ofSecret(kubeconfig));
        }

        /**
         * @param operatorNamespace Namespace the GPU Operator and its operands run in.
         * @return this builder
         */
        public Builder operatorNamespace(@Nullable Output<String> operatorNamespace) {
            $.operatorNamespace = operatorNamespace;
            return this;
        }

        /**
         * @param operatorNamespace Namespace the GPU Operator and its operands run in.
         * @return this builder
         */
        public Builder operatorNamespace(@Nullable String operatorNamespace) {
            return operatorNamespace(operatorNamespace == null ? null : Output.of(operatorNamespace));
        }

        /**
         * @param pools The GPU node pools to wait for.
         * @return this builder
         */
        public Builder pools(@Nullable Output<List<GatePoolArgs>> pools) {
            $.pools = pools;
            return this;
        }

        /**
         * @param pools The GPU node pools to wait for.
         * @return this builder
         */
        public Builder pools(@Nullable List<GatePoolArgs> pools) {
            return pools(pools == null ? null : Output.of(pools));
        }

        /**
         * @param pools The GPU node pools to wait for.
         * @return this builder
         */
        public Builder pools(GatePoolArgs... pools) {
            return pools(List.of(pools));
        }

        /**
         * @param clusterPolicyName Name of the GPU Operator's ClusterPolicy.
         * @return this builder
         */
        public Builder clusterPolicyName(@Nullable Output<String> clusterPolicyName) {
            $.clusterPolicyName = clusterPolicyName;
            return this;
        }

        /**
         * @param clusterPolicyName Name of the GPU Operator's ClusterPolicy.
         * @return this builder
         */
        public Builder clusterPolicyName(@Nullable String clusterPolicyName) {
            return clusterPolicyName(clusterPolicyName == null ? null : Output.of(clusterPolicyName));
        }

        /**
         * @param operandVersions What the GPU Operator runs: its release and each pinned component's version
         * (GpuOperator sets {@code release} and the component keys of its {@code pinnedComponents}). The gate
         * does not read it; a change rolls the operands, so changing it makes the gate wait again.
         * @return this builder
         */
        public Builder operandVersions(@Nullable Output<Map<String, String>> operandVersions) {
            $.operandVersions = operandVersions;
            return this;
        }

        /**
         * @param operandVersions What the GPU Operator runs: its release and each pinned component's version
         * (GpuOperator sets {@code release} and the component keys of its {@code pinnedComponents}). The gate
         * does not read it; a change rolls the operands, so changing it makes the gate wait again.
         * @return this builder
         */
        public Builder operandVersions(@Nullable Map<String, String> operandVersions) {
            return operandVersions(operandVersions == null ? null : Output.of(operandVersions));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ReadinessGateArgs build() {
            Objects.requireNonNull($.kubeconfig, "ReadinessGateArgs.kubeconfig is required");
            Objects.requireNonNull($.pools, "ReadinessGateArgs.pools is required");
            return $;
        }
    }
}

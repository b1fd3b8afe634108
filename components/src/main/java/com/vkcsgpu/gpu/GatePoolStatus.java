// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** The readiness of one GPU node pool. */
@CustomType
public final class GatePoolStatus extends OutputType {
    @Import(name = "name")
    private @Nullable String name;
    @Import(name = "nodes")
    private @Nullable Integer nodes;
    @Import(name = "validatedNodes")
    private @Nullable Integer validatedNodes;
    @Import(name = "allocatableGpus")
    private @Nullable Integer allocatableGpus;
    @Import(name = "observedDriverVersion")
    private @Nullable String observedDriverVersion;
    @Import(name = "state")
    private @Nullable String state;
    @Import(name = "diagnosis")
    private @Nullable String diagnosis;
    @Import(name = "message")
    private @Nullable String message;

    private GatePoolStatus() {
    }

    /** @return Pool name. */
    public String name() {
        return this.name;
    }

    /**
     * @return Nodes carrying the pool's labels; for a gate that may not read Nodes, the nodes GPU Operator pods
     * run on (several pools counted together, under their names joined by {@code  + }).
     */
    public Integer nodes() {
        return this.nodes;
    }

    /** @return Nodes whose GPU Operator validators passed and that advertise their GPUs. */
    public Integer validatedNodes() {
        return this.validatedNodes;
    }

    /**
     * @return Sum of the pool resource's allocatable count over the pool's nodes; absent when the gate may not
     * read Nodes.
     */
    public Integer allocatableGpus() {
        return this.allocatableGpus;
    }

    /**
     * @return Driver version seen on the nodes (GPU Feature Discovery label, else the driver image tag);
     * several are comma-separated.
     */
    public String observedDriverVersion() {
        return this.observedDriverVersion;
    }

    /**
     * @return {@code READY}, {@code ZERO_NODES} (scaled to zero: no GPUs, not a failure), {@code NOT_READY} or
     * {@code FAILED}.
     */
    public String state() {
        return this.state;
    }

    /**
     * @return The kind of the pool's least ready diagnosis, for scripts: e.g. {@code OPERAND_OOM_KILLED},
     * {@code ADMISSION_DENIED}, {@code DRIVER_NOT_READY}; a warning's kind (such as
     * {@code MONITORING_OPERAND_FAILING}) on a ready pool; {@code POOL_AT_ZERO} for a pool at zero nodes; empty
     * when ready without a warning. Each kind has its entry in the troubleshooting guide, anchor {@code gate-}
     * and the kind in lower case with dashes.
     */
    public String diagnosis() {
        return this.diagnosis;
    }

    /** @return Why the pool is not ready, naming node, component and cause; empty when ready. */
    public String message() {
        return this.message;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GatePoolStatus}. */
    @CustomType.Builder
    public static final class Builder {
        private final GatePoolStatus $ = new GatePoolStatus();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param name Pool name.
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /**
         * @param nodes Nodes carrying the pool's labels; for a gate that may not read Nodes, the nodes GPU
         * Operator pods run on (several pools counted together, under their names joined by {@code  + }).
         * @return this builder
         */
        @CustomType.Setter("nodes")
        public Builder nodes(@Nullable Integer nodes) {
            $.nodes = nodes;
            return this;
        }

        /**
         * @param validatedNodes Nodes whose GPU Operator validators passed and that advertise their GPUs.
         * @return this builder
         */
        @CustomType.Setter("validatedNodes")
        public Builder validatedNodes(@Nullable Integer validatedNodes) {
            $.validatedNodes = validatedNodes;
            return this;
        }

        /**
         * @param allocatableGpus Sum of the pool resource's allocatable count over the pool's nodes; absent
         * when the gate may not read Nodes.
         * @return this builder
         */
        @CustomType.Setter("allocatableGpus")
        public Builder allocatableGpus(@Nullable Integer allocatableGpus) {
            $.allocatableGpus = allocatableGpus;
            return this;
        }

        /**
         * @param observedDriverVersion Driver version seen on the nodes (GPU Feature Discovery label, else the
         * driver image tag); several are comma-separated.
         * @return this builder
         */
        @CustomType.Setter("observedDriverVersion")
        public Builder observedDriverVersion(@Nullable String observedDriverVersion) {
            $.observedDriverVersion = observedDriverVersion;
            return this;
        }

        /**
         * @param state {@code READY}, {@code ZERO_NODES} (scaled to zero: no GPUs, not a failure),
         * {@code NOT_READY} or {@code FAILED}.
         * @return this builder
         */
        @CustomType.Setter("state")
        public Builder state(@Nullable String state) {
            $.state = state;
            return this;
        }

        /**
         * @param diagnosis The kind of the pool's least ready diagnosis, for scripts: e.g.
         * {@code OPERAND_OOM_KILLED}, {@code ADMISSION_DENIED}, {@code DRIVER_NOT_READY}; a warning's kind
         * (such as {@code MONITORING_OPERAND_FAILING}) on a ready pool; {@code POOL_AT_ZERO} for a pool at zero
         * nodes; empty when ready without a warning. Each kind has its entry in the troubleshooting guide,
         * anchor {@code gate-} and the kind in lower case with dashes.
         * @return this builder
         */
        @CustomType.Setter("diagnosis")
        public Builder diagnosis(@Nullable String diagnosis) {
            $.diagnosis = diagnosis;
            return this;
        }

        /**
         * @param message Why the pool is not ready, naming node, component and cause; empty when ready.
         * @return this builder
         */
        @CustomType.Setter("message")
        public Builder message(@Nullable String message) {
            $.message = message;
            return this;
        }

        /** @return the value */
        public GatePoolStatus build() {
            return $;
        }
    }
}

// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * What a planned change does to one pool's GPU nodes and the pods on them, computed in preview from read-only
 * calls.
 */
@CustomType
public final class ImpactLine extends OutputType {
    @Import(name = "pool")
    private @Nullable String pool;
    @Import(name = "kind")
    private @Nullable String kind;
    @Import(name = "summary")
    private @Nullable String summary;
    @Import(name = "nodes")
    private @Nullable List<String> nodes;
    @Import(name = "pods")
    private @Nullable List<ImpactedPod> pods;
    @Import(name = "counts")
    private @Nullable Map<String, Integer> counts;
    @Import(name = "before")
    private @Nullable Map<String, String> before;
    @Import(name = "after")
    private @Nullable Map<String, String> after;
    @Import(name = "outcome")
    private @Nullable String outcome;
    @Import(name = "assumption")
    private @Nullable String assumption;

    private ImpactLine() {
    }

    /** @return The pool (node group name) the line is about; empty when it is about the whole cluster. */
    public String pool() {
        return this.pool;
    }

    /**
     * @return What the change does. One of {@code driver-reload}, {@code gpu-reconfigure},
     * {@code operator-release}, {@code node-replacement}, {@code scale-in}, {@code cluster-upgrade} or
     * {@code capacity}.
     */
    public String kind() {
        return this.kind;
    }

    /** @return The line as the preview prints it. */
    public String summary() {
        return this.summary;
    }

    /** @return The nodes the change reaches, by name (empty when the cluster could not be read). */
    public List<String> nodes() {
        return this.nodes;
    }

    /** @return The running GPU pods on those nodes and what the change does to each. */
    public List<ImpactedPod> pods() {
        return this.pods;
    }

    /**
     * @return Counts the line is about, by name (e.g. {@code nodes}, {@code podsDeleted}, {@code podsBlocking},
     * {@code chunks}, {@code secondsPerNode}).
     */
    public Map<String, Integer> counts() {
        return this.counts;
    }

    /**
     * @return Values before the change, by name (e.g. {@code driver}, or an advertised resource such as
     * {@code nvidia.com/gpu} with its allocatable count).
     */
    public Map<String, String> before() {
        return this.before;
    }

    /** @return Values after the change, by the same names as {@code before}. */
    public Map<String, String> after() {
        return this.after;
    }

    /**
     * @return What the change is predicted to end in when that is not plain success, e.g.
     * {@code upgrade-failed}; empty otherwise.
     */
    public String outcome() {
        return this.outcome;
    }

    /**
     * @return Set when the cluster could not be read in preview (not created yet, no rights): why, and what the
     * line assumes instead.
     */
    public String assumption() {
        return this.assumption;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ImpactLine}. */
    @CustomType.Builder
    public static final class Builder {
        private final ImpactLine $ = new ImpactLine();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param pool The pool (node group name) the line is about; empty when it is about the whole cluster.
         * @return this builder
         */
        @CustomType.Setter("pool")
        public Builder pool(@Nullable String pool) {
            $.pool = pool;
            return this;
        }

        /**
         * @param kind What the change does. One of {@code driver-reload}, {@code gpu-reconfigure},
         * {@code operator-release}, {@code node-replacement}, {@code scale-in}, {@code cluster-upgrade} or
         * {@code capacity}.
         * @return this builder
         */
        @CustomType.Setter("kind")
        public Builder kind(@Nullable String kind) {
            $.kind = kind;
            return this;
        }

        /**
         * @param summary The line as the preview prints it.
         * @return this builder
         */
        @CustomType.Setter("summary")
        public Builder summary(@Nullable String summary) {
            $.summary = summary;
            return this;
        }

        /**
         * @param nodes The nodes the change reaches, by name (empty when the cluster could not be read).
         * @return this builder
         */
        @CustomType.Setter("nodes")
        public Builder nodes(@Nullable List<String> nodes) {
            $.nodes = nodes;
            return this;
        }

        /**
         * @param pods The running GPU pods on those nodes and what the change does to each.
         * @return this builder
         */
        @CustomType.Setter("pods")
        public Builder pods(@Nullable List<ImpactedPod> pods) {
            $.pods = pods;
            return this;
        }

        /**
         * @param counts Counts the line is about, by name (e.g. {@code nodes}, {@code podsDeleted},
         * {@code podsBlocking}, {@code chunks}, {@code secondsPerNode}).
         * @return this builder
         */
        @CustomType.Setter("counts")
        public Builder counts(@Nullable Map<String, Integer> counts) {
            $.counts = counts;
            return this;
        }

        /**
         * @param before Values before the change, by name (e.g. {@code driver}, or an advertised resource such
         * as {@code nvidia.com/gpu} with its allocatable count).
         * @return this builder
         */
        @CustomType.Setter("before")
        public Builder before(@Nullable Map<String, String> before) {
            $.before = before;
            return this;
        }

        /**
         * @param after Values after the change, by the same names as {@code before}.
         * @return this builder
         */
        @CustomType.Setter("after")
        public Builder after(@Nullable Map<String, String> after) {
            $.after = after;
            return this;
        }

        /**
         * @param outcome What the change is predicted to end in when that is not plain success, e.g.
         * {@code upgrade-failed}; empty otherwise.
         * @return this builder
         */
        @CustomType.Setter("outcome")
        public Builder outcome(@Nullable String outcome) {
            $.outcome = outcome;
            return this;
        }

        /**
         * @param assumption Set when the cluster could not be read in preview (not created yet, no rights):
         * why, and what the line assumes instead.
         * @return this builder
         */
        @CustomType.Setter("assumption")
        public Builder assumption(@Nullable String assumption) {
            $.assumption = assumption;
            return this;
        }

        /** @return the value */
        public ImpactLine build() {
            return $;
        }
    }
}

package com.vkcsgpu;

import com.vkcsgpu.mk8s.AutoScaleArgs;
import com.vkcsgpu.mk8s.FixedScaleArgs;

/** A pool's size: a fixed node count, or autoscaling bounds that may start at zero. */
record PoolSize(Integer fixed, Integer min, Integer max) {

    /** Validates the size arguments; the result is null when they are invalid (problems say why). */
    static PoolSize of(Integer nodeCount, Integer minNodes, Integer maxNodes, ArgumentProblems problems) {
        boolean auto = minNodes != null || maxNodes != null;
        if (nodeCount != null && auto) {
            problems.add("nodeCount", "nodeCount and minNodes/maxNodes are mutually exclusive; give nodeCount for a"
                    + " fixed size or minNodes and maxNodes for autoscaling");
            return null;
        }
        if (nodeCount == null && !auto) {
            problems.add("nodeCount", "nodeCount (fixed size) or minNodes and maxNodes (autoscaling) is required");
            return null;
        }
        if (nodeCount != null) {
            if (nodeCount < 0) {
                problems.add("nodeCount", "must be at least 0, got " + nodeCount);
                return null;
            }
            return new PoolSize(nodeCount, null, null);
        }
        if (minNodes == null || maxNodes == null) {
            problems.add(minNodes == null ? "minNodes" : "maxNodes",
                    "minNodes and maxNodes go together for autoscaling; set both (minNodes may be 0)");
            return null;
        }
        int before = problems.all().size();
        if (minNodes < 0) {
            problems.add("minNodes", "must be at least 0, got " + minNodes);
        }
        if (maxNodes < 1 || maxNodes < minNodes) {
            problems.add("maxNodes", "must be at least 1 and at least minNodes (" + minNodes + "), got " + maxNodes);
        }
        return problems.all().size() == before ? new PoolSize(null, minNodes, maxNodes) : null;
    }

    boolean autoscaled() {
        return fixed == null;
    }

    /** The nodes the readiness gate should expect: the fixed size, or the autoscaling minimum. */
    int expectedNodes() {
        return autoscaled() ? min : fixed;
    }

    FixedScaleArgs fixedScale() {
        return autoscaled() ? null : FixedScaleArgs.builder().size(fixed).build();
    }

    AutoScaleArgs autoScale() {
        return autoscaled() ? AutoScaleArgs.builder().minSize(min).maxSize(max).build() : null;
    }
}

package com.vkcsgpu;

import com.vkcsgpu.mk8s.AutoScaleArgs;
import com.vkcsgpu.mk8s.FixedScaleArgs;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.util.Optional;

/**
 * A pool's size: a fixed node count, or autoscaling bounds, each within VK Cloud's node group limits
 * ({@link VkCloudSyntax#nodeCountProblem}).
 */
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
            Optional<String> problem = countProblem(nodeCount);
            problems.add("nodeCount", problem);
            return problem.isPresent() ? null : new PoolSize(nodeCount, null, null);
        }
        if (minNodes == null || maxNodes == null) {
            problems.add(minNodes == null ? "minNodes" : "maxNodes",
                    "minNodes and maxNodes go together for autoscaling; set both (minNodes is at least 1)");
            return null;
        }
        int before = problems.all().size();
        problems.add("minNodes", countProblem(minNodes));
        Optional<String> maxProblem = countProblem(maxNodes);
        problems.add("maxNodes", maxProblem);
        if (maxProblem.isEmpty() && maxNodes < minNodes) {
            problems.add("maxNodes", "must be at least minNodes (" + minNodes + "), got " + maxNodes);
        }
        return problems.all().size() == before ? new PoolSize(null, minNodes, maxNodes) : null;
    }

    private static Optional<String> countProblem(int count) {
        return VkCloudSyntax.nodeCountProblem(count)
                .map(p -> count < VkCloudSyntax.MIN_NODES ? p + "; " + VkCloudSyntax.NO_NODES_FIX : p);
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

package com.vkcsgpu.emulator.cloud;

import java.util.List;

/**
 * One chunk of a rolling replacement of a node group's workers, as the emulator carried it out (see
 * {@link RollingReplacement}): the chunk's old nodes were cordoned, their pods deleted and the nodes deleted, then new
 * nodes created in their place. A test reads them with {@link VkCloudEmulator#nodeReplacements(String)} to compare
 * what a preview predicted with what happened.
 *
 * @param rollout   which rolling replacement of the cluster, counting from 1
 * @param cause     what replaced the nodes
 * @param nodeGroup the node group's name
 * @param chunk     the chunk's number within the rollout, counting from 1
 * @param drained   the old nodes, in the order they went
 * @param created   the new nodes, in the order they came
 */
public record NodeReplacement(int rollout, Cause cause, String nodeGroup, int chunk, List<String> drained,
                              List<String> created) {
    /** What replaces a node group's workers. */
    public enum Cause {
        /** The node group's flavor changed ({@code PATCH node-groups/{id}} with a new {@code flavor_id}). */
        FLAVOR_CHANGE,
        /** The cluster's Kubernetes version was upgraded ({@code PATCH clusters/{id}:upgrade}). */
        CLUSTER_UPGRADE
    }

    public NodeReplacement {
        drained = List.copyOf(drained);
        created = List.copyOf(created);
    }
}

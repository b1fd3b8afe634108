package com.vkcsgpu.provider.resources.mk8s;

/**
 * How a node group's nodes are replaced when its flavor changes or its cluster is upgraded: {@code
 * parallelUpgradeChunk} percent of the group's nodes at a time, at least one ({@code parallel_upgrade_chunk}, "the
 * maximum percent of nodes that can be unavailable during an upgrade", vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/kubernetes/resource_kubernetes_node_group_v2; every worker is replaced on an upgrade,
 * https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/update). The chunk size rounds up, so 10% of 3 nodes is one
 * node at a time and 50% of 3 is two.
 *
 * @param nodes   nodes replaced
 * @param percent {@code parallelUpgradeChunk}, 1-100
 */
record UpgradeChunks(int nodes, int percent) {
    /** The default of {@code parallelUpgradeChunk} (see {@link NodeGroupArgs}). */
    static final int DEFAULT_PERCENT = 10;

    UpgradeChunks {
        if (nodes < 0) {
            throw new IllegalArgumentException("nodes must not be negative, got " + nodes);
        }
        if (percent < 1 || percent > 100) {
            throw new IllegalArgumentException("percent must be 1-100, got " + percent);
        }
    }

    /** The chunks of a group with this (possibly unset or 0, meaning the default) percentage. */
    static UpgradeChunks of(int nodes, Integer percent) {
        return new UpgradeChunks(nodes, percent == null || percent == 0 ? DEFAULT_PERCENT : percent);
    }

    /** Nodes replaced at once. */
    int chunkSize() {
        return Math.max(1, (nodes * percent + 99) / 100);
    }

    /** How many chunks replace every node; 0 for an empty group. */
    int chunks() {
        return nodes == 0 ? 0 : (nodes + chunkSize() - 1) / chunkSize();
    }

    /** For example "3 chunks of at most 1 node (parallelUpgradeChunk 10%)". */
    String describe() {
        return chunks() + (chunks() == 1 ? " chunk" : " chunks") + " of at most " + chunkSize()
                + (chunkSize() == 1 ? " node" : " nodes") + " (parallelUpgradeChunk " + percent + "%)";
    }
}

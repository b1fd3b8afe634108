package com.vkcsgpu.emulator.cloud;

import java.util.List;
import java.util.function.Supplier;

/**
 * Holds creates and changes of clusters and node groups against the {@link ProjectQuotas}: counts what the
 * project's workers would use after the change and answers as the quotas' {@link ProjectQuotas.WhenExceeded} says.
 * Callers hold the store lock.
 */
final class QuotaGuard {
    private static final int DEFAULT_DISK_GB = 100;

    private final Mk8sStore store;
    private final FlavorCatalog flavors;
    private final Supplier<ProjectQuotas> quotas;

    QuotaGuard(Mk8sStore store, FlavorCatalog flavors, Supplier<ProjectQuotas> quotas) {
        this.store = store;
        this.flavors = flavors;
        this.quotas = quotas;
    }

    /**
     * Whether one more cluster fits: null when it does; otherwise the refusal is thrown, or, when the answer is
     * {@code LATE_ERROR}, the reason the cluster will fail is returned.
     */
    String admitCluster() {
        ProjectQuotas.Usage now = usage(null, null);
        return answer(new ProjectQuotas.Usage(now.clusters() + 1, now.nodes(), now.nodeGroups(), now.vcpus(),
                now.ramGb(), now.disks(), now.diskGb(), now.gpus()));
    }

    /**
     * Whether the project fits with {@code group} as given (a new group, or one with its changed size or flavor
     * applied to a copy): null when it does; otherwise the refusal is thrown or the late failure's reason returned.
     */
    String admitNodeGroup(NodeGroupRecord group, boolean isNew) {
        return answer(usage(group, isNew ? null : group.id));
    }

    private String answer(ProjectQuotas.Usage usage) {
        ProjectQuotas limits = quotas.get();
        List<String> exceeded = limits.exceeded(usage);
        if (exceeded.isEmpty()) {
            return null;
        }
        String message = String.join("; ", exceeded);
        if (limits.whenExceeded() == ProjectQuotas.WhenExceeded.REFUSE) {
            throw ApiException.status(limits.refusalStatus(), message);
        }
        return message;
    }

    /** What the project uses, with {@code candidate} counted instead of the stored group {@code replacing}. */
    private ProjectQuotas.Usage usage(NodeGroupRecord candidate, String replacing) {
        int clusters = 0;
        for (ClusterRecord cluster : store.clusters.values()) {
            clusters += "DELETING".equals(cluster.status) ? 0 : 1;
        }
        int[] sums = new int[7];
        for (NodeGroupRecord group : store.nodeGroups.values()) {
            if (!group.deleting && group.quotaError == null && !group.id.equals(replacing)) {
                add(sums, group);
            }
        }
        if (candidate != null) {
            add(sums, candidate);
        }
        return new ProjectQuotas.Usage(clusters, sums[0], sums[1], sums[2], sums[3], sums[4], sums[5], sums[6]);
    }

    private void add(int[] sums, NodeGroupRecord group) {
        Flavor flavor = flavors.byId(group.flavorId).orElseThrow();
        int disk = group.diskSize > 0 ? group.diskSize : DEFAULT_DISK_GB;
        sums[0] += group.size;
        sums[1] += 1;
        sums[2] += group.size * flavor.vcpus();
        sums[3] += group.size * (flavor.ramMiB() / 1024);
        sums[4] += group.size;
        sums[5] += group.size * disk;
        sums[6] += (group.autoScale ? group.maxSize : group.size) * flavor.gpus();
    }
}

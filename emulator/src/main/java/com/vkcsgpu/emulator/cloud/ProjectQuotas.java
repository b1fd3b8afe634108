package com.vkcsgpu.emulator.cloud;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The project's Managed Kubernetes quotas, the GPUs connected to it, and how an over-quota change is answered.
 *
 * <p>FACT: VK's default Kubernetes quotas per project are 2 clusters, 10 nodes, 10 node groups, 20 vCPU, 64 GB RAM,
 * 30 disks and 200 GB of node disks (https://cloud.vk.com/docs/en/tools-for-using-services/account/concepts/quotasandlimits,
 * vk-cs/docs-public docs/en/tools-for-using-services/account/concepts/quotasandlimits/quotasandlimits.md), raised on a
 * request to support: {@link #documented()}. FACT: GPU nodes need the Cloud GPU service connected, and a node group's
 * node count, or its autoscaling maximum, must not exceed the GPUs connected to the project
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator, "Preparatory steps").
 *
 * <p>SETTINGS, not facts: the emulator's default is {@link #gpuProject()}, quotas raised as a project that asked for
 * GPU nodes has them (with the documented defaults no GPU flavor but {@code GPU1-16-48-V100-1} fits). Only workers
 * count: gen-2 masters live in VK's service projects. How an over-quota create is answered is unknown
 * ({@link WhenExceeded}); the refusal's HTTP status too ({@link #refusalStatus}: 403 as Nova answers "Quota exceeded",
 * 429 as grpc-gateway writes RESOURCE_EXHAUSTED, or 400).
 *
 * @param clusters      clusters in the project
 * @param nodes         worker nodes over all clusters
 * @param nodeGroups    node groups over all clusters
 * @param vcpus         vCPUs of the worker nodes
 * @param ramGb         RAM of the worker nodes, GB
 * @param disks         node disks (one per worker)
 * @param diskGb        node disk size over all workers, GB
 * @param gpus          GPUs connected to the project: the sum over GPU node groups of the GPUs of their node count,
 *                      or of their autoscaling maximum
 * @param whenExceeded  how an over-quota create or change is answered
 * @param refusalStatus the HTTP status of a refusal ({@link WhenExceeded#REFUSE})
 */
public record ProjectQuotas(int clusters, int nodes, int nodeGroups, int vcpus, int ramGb, int disks, int diskGb,
                            int gpus, WhenExceeded whenExceeded, int refusalStatus) {

    /** The statuses a refusal may have. */
    public static final Set<Integer> REFUSAL_STATUSES = Set.of(403, 429, 400);

    /** How an over-quota create or change is answered; VK does not say. */
    public enum WhenExceeded {
        /** At once, with {@link #refusalStatus()} and the service's error shape naming the quota. */
        REFUSE,
        /**
         * Accepted (200), then the change fails: the cluster ends in status {@value ProjectQuotas#ERROR_STATUS} and the
         * node group gets no nodes, until a change that fits (or deleting the group) puts it back to RUNNING.
         */
        LATE_ERROR
    }

    /** The cluster status after a {@link WhenExceeded#LATE_ERROR} change. */
    static final String ERROR_STATUS = "ERROR";

    public ProjectQuotas {
        if (!REFUSAL_STATUSES.contains(refusalStatus)) {
            throw new IllegalArgumentException("refusalStatus must be one of 403, 429, 400, got " + refusalStatus);
        }
        java.util.Objects.requireNonNull(whenExceeded, "whenExceeded");
    }

    /** VK's documented defaults for a new project, refused at once with 403; 8 GPUs connected. */
    public static ProjectQuotas documented() {
        return new ProjectQuotas(2, 10, 10, 20, 64, 30, 200, 8, WhenExceeded.REFUSE, 403);
    }

    /**
     * The emulator's default: a project whose quotas were raised for GPU nodes, with room for every snippet of the
     * docs at once (the doc-snippet run puts a dozen clusters with A100 80 GB, L4 and H200 pools in one emulated
     * project); 256 GPUs connected; refused at once with 403.
     */
    public static ProjectQuotas gpuProject() {
        return new ProjectQuotas(40, 400, 200, 16384, 131072, 800, 160000, 256, WhenExceeded.REFUSE, 403);
    }

    public ProjectQuotas withWhenExceeded(WhenExceeded answer) {
        return new ProjectQuotas(clusters, nodes, nodeGroups, vcpus, ramGb, disks, diskGb, gpus, answer, refusalStatus);
    }

    public ProjectQuotas withRefusalStatus(int status) {
        return new ProjectQuotas(clusters, nodes, nodeGroups, vcpus, ramGb, disks, diskGb, gpus, whenExceeded, status);
    }

    public ProjectQuotas withGpus(int connected) {
        return new ProjectQuotas(clusters, nodes, nodeGroups, vcpus, ramGb, disks, diskGb, connected, whenExceeded,
                refusalStatus);
    }

    /** What the project's workers use (or would use after a change). */
    record Usage(int clusters, int nodes, int nodeGroups, int vcpus, int ramGb, int disks, int diskGb, int gpus) {}

    /**
     * Every quota {@code usage} exceeds, as one sentence each: the quota, what was asked, the limit, by how much,
     * and how to raise it; empty when it fits.
     */
    List<String> exceeded(Usage usage) {
        List<String> problems = new ArrayList<>();
        check(problems, "clusters", usage.clusters(), clusters, "");
        check(problems, "nodes", usage.nodes(), nodes, "");
        check(problems, "node groups", usage.nodeGroups(), nodeGroups, "");
        check(problems, "vCPU", usage.vcpus(), vcpus, "");
        check(problems, "RAM", usage.ramGb(), ramGb, " GB");
        check(problems, "disks", usage.disks(), disks, "");
        check(problems, "node disk size", usage.diskGb(), diskGb, " GB");
        if (usage.gpus() > gpus) {
            problems.add("GPUs connected to the project: " + usage.gpus() + " needed (node count or autoscaling maximum),"
                    + " " + gpus + " connected, " + (usage.gpus() - gpus) + " over; ask VK Cloud support to connect more"
                    + " GPUs to the project (Cloud GPU service)");
        }
        return problems;
    }

    private static void check(List<String> problems, String quota, int used, int limit, String unit) {
        if (used > limit) {
            problems.add("Quota exceeded for Kubernetes " + quota + ": " + used + unit + " requested, limit " + limit
                    + unit + ", " + (used - limit) + unit + " over; ask VK Cloud support to raise the project's quota");
        }
    }

    // ---- settings file keys (the same properties file as CloudBehaviour; unknown keys are ignored) ----

    static final String PREFIX = "quota.";

    /**
     * Reads {@code quota.preset} ({@code gpu-project} [default] or {@code documented}), then overrides from
     * {@code quota.clusters}, {@code quota.nodes}, {@code quota.node.groups}, {@code quota.vcpus}, {@code quota.ram.gb},
     * {@code quota.disks}, {@code quota.disk.gb}, {@code quota.gpus}, {@code quota.when.exceeded} ({@code refuse} or
     * {@code late-error}) and {@code quota.refusal.status}.
     *
     * @throws IllegalArgumentException naming every bad key at once
     */
    public static ProjectQuotas fromMap(Map<String, String> values, String source) {
        List<String> problems = new ArrayList<>();
        String preset = values.getOrDefault(PREFIX + "preset", "gpu-project");
        ProjectQuotas base = switch (preset) {
            case "documented" -> documented();
            case "gpu-project" -> gpuProject();
            default -> {
                problems.add(PREFIX + "preset must be gpu-project or documented, got '" + preset + "'");
                yield gpuProject();
            }
        };
        int[] limits = {base.clusters, base.nodes, base.nodeGroups, base.vcpus, base.ramGb, base.disks, base.diskGb,
                base.gpus, base.refusalStatus};
        String[] keys = {"clusters", "nodes", "node.groups", "vcpus", "ram.gb", "disks", "disk.gb", "gpus", "refusal.status"};
        for (int i = 0; i < keys.length; i++) {
            String value = values.get(PREFIX + keys[i]);
            if (value == null) {
                continue;
            }
            try {
                limits[i] = Integer.parseInt(value.trim());
                if (limits[i] < 0) {
                    problems.add(PREFIX + keys[i] + " must not be negative, got " + value);
                }
            } catch (NumberFormatException e) {
                problems.add(PREFIX + keys[i] + " must be a whole number, got '" + value + "'");
            }
        }
        if (!REFUSAL_STATUSES.contains(limits[8])) {
            problems.add(PREFIX + "refusal.status must be one of 403, 429, 400, got " + limits[8]);
            limits[8] = base.refusalStatus;
        }
        WhenExceeded answer = base.whenExceeded;
        String when = values.get(PREFIX + "when.exceeded");
        if (when != null) {
            try {
                answer = WhenExceeded.valueOf(when.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException e) {
                problems.add(PREFIX + "when.exceeded must be refuse or late-error, got '" + when + "'");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("invalid emulator settings in " + source + ": " + String.join("; ", problems));
        }
        return new ProjectQuotas(limits[0], limits[1], limits[2], limits[3], limits[4], limits[5], limits[6], limits[7],
                answer, limits[8]);
    }

    /** The settings as the keys {@link #fromMap} reads. */
    public Map<String, String> toMap() {
        Map<String, String> map = new TreeMap<>();
        map.put(PREFIX + "clusters", Integer.toString(clusters));
        map.put(PREFIX + "nodes", Integer.toString(nodes));
        map.put(PREFIX + "node.groups", Integer.toString(nodeGroups));
        map.put(PREFIX + "vcpus", Integer.toString(vcpus));
        map.put(PREFIX + "ram.gb", Integer.toString(ramGb));
        map.put(PREFIX + "disks", Integer.toString(disks));
        map.put(PREFIX + "disk.gb", Integer.toString(diskGb));
        map.put(PREFIX + "gpus", Integer.toString(gpus));
        map.put(PREFIX + "when.exceeded", whenExceeded.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        map.put(PREFIX + "refusal.status", Integer.toString(refusalStatus));
        return map;
    }
}

package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * The project's quota headroom before and after a planned change, quota by quota.
 *
 * <p>VK Cloud exposes no API that reads a project's Managed Kubernetes quotas: vk-cs/terraform-provider-vkcs v0.16.0
 * reads only Nova's quota set ({@code vkcs_compute_quotaset}, vkcs/compute/data_source_quotaset.go),
 * and gen-2 workers live in VK's service projects, so the quotas that bind them are the Kubernetes ones of
 * https://cloud.vk.com/docs/en/tools-for-using-services/account/concepts/quotasandlimits (10 nodes, 20 vCPU, 64 GB RAM,
 * 200 GB of node disks for a new project), shown only in the console. Neither is the number of GPUs connected to the
 * project readable. So the headroom is computed against VK's documented defaults, and says so; where the project
 * already uses more than a default, that quota was evidently raised and its limit is reported as unknown rather than
 * as exceeded.
 */
final class QuotaHeadroom {
    /** The outcome of a line whose change exceeds a quota. */
    static final String QUOTA_EXCEEDED = "quota-exceeded";
    /** What every capacity line assumes. */
    static final String ASSUMPTION = "VK Cloud has no API to read the project's Managed Kubernetes quotas nor the GPUs"
            + " connected to it, so they are compared with VK's documented defaults; the console's project quotas page"
            + " shows the real ones";

    /**
     * One quota: its key in the line's values, its name, unit, what the project uses before and after, and the
     * assumed limit (null: none known).
     */
    record Row(String key, String quota, String unit, int before, int after, Integer assumedLimit) {
        /** The change takes the project over the assumed limit it kept so far. */
        boolean exceeded() {
            return assumedLimit != null && after > assumedLimit && before <= assumedLimit;
        }

        /** The project already uses more than the default: the quota was raised, to a value not readable. */
        boolean raised() {
            return assumedLimit != null && before > assumedLimit;
        }

        int over() {
            return exceeded() ? after - assumedLimit : 0;
        }

        String describe() {
            String text = quota + " " + before + unit + " → " + after + unit;
            if (exceeded()) {
                return text + " exceeds the default " + assumedLimit + unit + " by " + over() + unit;
            }
            if (raised()) {
                return text + " (quota raised above the default " + assumedLimit + unit + ", limit not readable)";
            }
            return assumedLimit == null ? text + " (not readable)" : text + " of the default " + assumedLimit + unit;
        }
    }

    private final List<Row> rows;

    private QuotaHeadroom(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    /** VK's documented default Kubernetes quotas of a project (see the class comment). */
    static final ProjectUsage DOCUMENTED_DEFAULTS = new ProjectUsage(10, 20, 64, 200, 0);

    /** The headroom of a change from {@code before} to {@code after}, against VK's documented defaults. */
    static QuotaHeadroom of(ProjectUsage before, ProjectUsage after) {
        List<Row> rows = new ArrayList<>();
        rows.add(row("vcpu", "vCPU", "", before, after, ProjectUsage::vcpus, DOCUMENTED_DEFAULTS.vcpus()));
        rows.add(row("ramGb", "RAM", " GB", before, after, ProjectUsage::ramGb, DOCUMENTED_DEFAULTS.ramGb()));
        rows.add(row("diskGb", "node disks", " GB", before, after, ProjectUsage::diskGb, DOCUMENTED_DEFAULTS.diskGb()));
        rows.add(row("nodes", "nodes", "", before, after, ProjectUsage::nodes, DOCUMENTED_DEFAULTS.nodes()));
        rows.add(row("gpusConnected", "GPUs connected", "", before, after, ProjectUsage::gpusConnected, null));
        return new QuotaHeadroom(rows);
    }

    private static Row row(String key, String quota, String unit, ProjectUsage before, ProjectUsage after,
                           ToIntFunction<ProjectUsage> measure, Integer limit) {
        return new Row(key, quota, unit, measure.applyAsInt(before), measure.applyAsInt(after), limit);
    }

    List<Row> rows() {
        return rows;
    }

    /** The quotas the change would exceed, assuming VK's defaults where the project shows no raise. */
    List<Row> exceeded() {
        return rows.stream().filter(Row::exceeded).toList();
    }

    /** Whether the change asks for more of any quota. */
    boolean grows() {
        return rows.stream().anyMatch(row -> row.after() > row.before());
    }

    /**
     * The capacity line of {@code pool}: every quota before → after, what would be exceeded, by how much and how to
     * raise it; values by quota key, counts {@code <key>Over} of each exceeded quota, outcome {@value #QUOTA_EXCEEDED}
     * when one is.
     *
     * @param notCounted what the usage leaves out, appended to the assumption; empty when nothing
     */
    ImpactLine line(String pool, String notCounted) {
        StringBuilder summary = new StringBuilder("quota headroom: ");
        summary.append(String.join("; ", rows.stream().map(Row::describe).toList()));
        List<Row> exceeded = exceeded();
        if (!exceeded.isEmpty()) {
            summary.append(". Would exceed ").append(String.join(", ", exceeded.stream().map(Row::quota).toList()))
                    .append(": ask VK Cloud support to raise the project's Kubernetes quotas before `up`");
        }
        Map<String, String> before = new LinkedHashMap<>();
        Map<String, String> after = new LinkedHashMap<>();
        Map<String, Integer> over = new LinkedHashMap<>();
        for (Row row : rows) {
            before.put(row.key(), Integer.toString(row.before()));
            after.put(row.key(), Integer.toString(row.after()));
            if (row.exceeded()) {
                over.put(row.key() + "Over", row.over());
            }
        }
        ImpactLine line = ImpactLine.of(pool, ImpactKind.CAPACITY, summary.toString()).withValues(before, after)
                .withCounts(over).withAssumption(notCounted.isEmpty() ? ASSUMPTION : ASSUMPTION + "; " + notCounted);
        return exceeded.isEmpty() ? line : line.withOutcome(QUOTA_EXCEEDED);
    }
}

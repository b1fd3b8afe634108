package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.provider.config.ProjectQuotaLimits;
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
 * project readable. So the user may copy them from the console into {@code vkcs-gpu:projectQuotas}
 * ({@link ProjectQuotaLimits}): a limit set there is compared as given and assumes nothing. A limit left out is
 * compared with VK's documented default, and the line says so and how to make it precise; where the project already
 * uses more than a default, that quota was evidently raised and its limit is reported as unknown rather than as
 * exceeded.
 */
final class QuotaHeadroom {
    /** The outcome of a line whose change exceeds a quota. */
    static final String QUOTA_EXCEEDED = "quota-exceeded";
    /** What a capacity line assumes when {@code vkcs-gpu:projectQuotas} is not set, and how to make it precise. */
    static final String ASSUMPTION = "VK Cloud has no API to read the project's Managed Kubernetes quotas nor the GPUs"
            + " connected to it, so they are compared with VK's documented defaults; set vkcs-gpu:projectQuotas to the"
            + " values of the console's project quotas page to compare with the real ones";

    /**
     * One quota: its key in the line's values, its name, unit, what the project uses before and after, the limit
     * (null: none known), and whether that limit is the one configured in {@code vkcs-gpu:projectQuotas} (else it is
     * VK's documented default).
     */
    record Row(String key, String quota, String unit, int before, int after, Integer assumedLimit, boolean granted) {
        /** The change asks for more than the configured limit, or takes the project over the default it kept so far. */
        boolean exceeded() {
            if (assumedLimit == null || after <= assumedLimit) {
                return false;
            }
            return granted ? after > before : before <= assumedLimit;
        }

        /** The project already uses more than the default: the quota was raised, to a value not readable. */
        boolean raised() {
            return !granted && assumedLimit != null && before > assumedLimit;
        }

        int over() {
            return exceeded() ? after - assumedLimit : 0;
        }

        String describe() {
            String text = quota + " " + before + unit + " → " + after + unit;
            String limit = (granted ? "the project's quota " : "the default ") + assumedLimit + unit;
            if (exceeded()) {
                return text + " exceeds " + limit + " by " + over() + unit;
            }
            if (raised()) {
                return text + " (quota raised above " + limit + ", limit not readable)";
            }
            return assumedLimit == null ? text + " (not readable)" : text + " of " + limit;
        }
    }

    private final List<Row> rows;
    /** The keys of {@code vkcs-gpu:projectQuotas} left out: all of them when it is not set. */
    private final List<String> unconfigured;

    private QuotaHeadroom(List<Row> rows, List<String> unconfigured) {
        this.rows = List.copyOf(rows);
        this.unconfigured = List.copyOf(unconfigured);
    }

    /** VK's documented default Kubernetes quotas of a project (see the class comment). */
    static final ProjectUsage DOCUMENTED_DEFAULTS = new ProjectUsage(10, 20, 64, 200, 0);

    /** The headroom of a change from {@code before} to {@code after}, against VK's documented defaults. */
    static QuotaHeadroom of(ProjectUsage before, ProjectUsage after) {
        return of(before, after, NOT_CONFIGURED);
    }

    /**
     * The headroom of a change from {@code before} to {@code after}, against the limits of {@code granted} (the
     * configured {@code vkcs-gpu:projectQuotas}) and VK's documented defaults where it sets none.
     */
    static QuotaHeadroom of(ProjectUsage before, ProjectUsage after, ProjectQuotaLimits granted) {
        List<Row> rows = new ArrayList<>();
        rows.add(row("vcpu", "vCPU", "", before, after, ProjectUsage::vcpus, granted.vcpus(),
                DOCUMENTED_DEFAULTS.vcpus()));
        rows.add(row("ramGb", "RAM", " GB", before, after, ProjectUsage::ramGb, granted.ramGb(),
                DOCUMENTED_DEFAULTS.ramGb()));
        rows.add(row("diskGb", "node disks", " GB", before, after, ProjectUsage::diskGb, granted.diskGb(),
                DOCUMENTED_DEFAULTS.diskGb()));
        rows.add(row("nodes", "nodes", "", before, after, ProjectUsage::nodes, granted.nodes(),
                DOCUMENTED_DEFAULTS.nodes()));
        rows.add(row("gpusConnected", "GPUs connected", "", before, after, ProjectUsage::gpusConnected, granted.gpus(),
                null));
        return new QuotaHeadroom(rows, granted.unset());
    }

    /** No {@code vkcs-gpu:projectQuotas}: every limit is left out. */
    static final ProjectQuotaLimits NOT_CONFIGURED = new ProjectQuotaLimits(null, null, null, null, null);

    private static Row row(String key, String quota, String unit, ProjectUsage before, ProjectUsage after,
                           ToIntFunction<ProjectUsage> measure, Integer granted, Integer documentedDefault) {
        return new Row(key, quota, unit, measure.applyAsInt(before), measure.applyAsInt(after),
                granted != null ? granted : documentedDefault, granted != null);
    }

    List<Row> rows() {
        return rows;
    }

    /** The quotas the change would exceed: configured limits, else VK's defaults where the project shows no raise. */
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
     * when one is. Its assumption names the limits not configured, and none when all are.
     *
     * @param notCounted what else the line assumes (what the usage leaves out, a GPU zone not checked), appended to
     *                   the assumption; empty when nothing
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
        List<String> assumptions = new ArrayList<>();
        if (unconfigured.size() == NOT_CONFIGURED.unset().size()) {
            assumptions.add(ASSUMPTION);
        } else if (!unconfigured.isEmpty()) {
            assumptions.add("vkcs-gpu:projectQuotas sets no " + String.join(", ", unconfigured) + ", so those are"
                    + " compared with VK's documented defaults (GPUs connected with nothing); the console's project"
                    + " quotas page shows them");
        }
        if (!notCounted.isEmpty()) {
            assumptions.add(notCounted);
        }
        ImpactLine line = ImpactLine.of(pool, ImpactKind.CAPACITY, summary.toString()).withValues(before, after)
                .withCounts(over).withAssumption(String.join("; ", assumptions));
        return exceeded.isEmpty() ? line : line.withOutcome(QUOTA_EXCEEDED);
    }
}

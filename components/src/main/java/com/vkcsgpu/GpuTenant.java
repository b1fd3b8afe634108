package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.doc.AlwaysSet;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.k8s.JobRun;
import com.vkcsgpu.k8s.JobRunArgs;
import com.vkcsgpu.k8s.ObjectSet;
import com.vkcsgpu.k8s.ObjectSetArgs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A namespace for one team or workload class on a GPU cluster: a GPU quota, a PriorityClass, edit rights
 * for its groups and users, scheduling snippets for the pools it may use, and optionally a GPU smoke Job
 * per pool that must succeed before the tenant is done. Children: {@code <name>-objects}
 * ({@link ObjectSet}: Namespace with its Pod Security level, ResourceQuotas, NetworkPolicy, LimitRange, PriorityClass,
 * RoleBinding) and, per smoke-tested pool,
 * {@code <name>-smoke-<pool>} ({@link JobRun}, after the objects).
 *
 * <pre>{@code
 * var prod = new GpuTenant("prod", GpuTenantArgs.builder()
 *         .kubeconfig(cluster.kubeconfig()).name("inference-prod").workloadClass("production-inference")
 *         .gpuQuota(8).editors(TenantEditorsArgs.of(List.of("ml-platform"), List.of()))
 *         .pools(TenantPoolArgs.of(l4Pool))
 *         .smokeTest(TenantSmokeTestArgs.builder().build()).build(), null);
 * // prod.schedulingSnippets()["l4-pool"]: namespace, priorityClassName, nodeSelector, tolerations, resourceName
 * }</pre>
 */
@Doc("A namespace for a team or workload class on a GPU cluster: a ResourceQuota on `requests.nvidia.com/gpu` (and on"
        + " MIG or shared GPU resources, pods, CPU and memory when asked), a PriorityClass ordered by workload class"
        + " (production inference > training > batch), edit rights for named groups and users in that namespace only,"
        + " the scheduling snippet for each pool it may use, and optionally a GPU smoke Job per pool that must succeed"
        + " before the tenant is done.")
public final class GpuTenant extends ComponentResource {
    /** The type token of this component. */
    public static final String TYPE = "vkcs-gpu:index:GpuTenant";

    @Doc("The tenant's namespace (known once its objects are applied).")
    @AlwaysSet
    @Export(name = "namespace", refs = {String.class}, tree = "[0]")
    private final Output<String> namespace;

    @Doc("The tenant's PriorityClass, for `spec.priorityClassName`.")
    @AlwaysSet
    @Export(name = "priorityClassName", refs = {String.class}, tree = "[0]")
    private final Output<String> priorityClassName;

    @Doc("The ResourceQuota's hard limits, such as `{\"requests.nvidia.com/gpu\": \"8\"}`.")
    @AlwaysSet
    @Export(name = "quota", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private final Output<Map<String, String>> quota;

    @Doc("Per pool name, the pod spec fields a workload of the tenant needs to run there.")
    @AlwaysSet
    @Export(name = "schedulingSnippets", refs = {Map.class, String.class, TenantSchedulingSnippet.class},
            tree = "[0,1,2]")
    private final Output<Map<String, TenantSchedulingSnippet>> schedulingSnippets;

    @Doc("Per smoke-tested pool, the tail of the smoke Job's log (for `nvidia-smi`: the GPU it saw). Empty without"
            + " smoke tests.")
    @Export(name = "smokeResults", refs = {Map.class, String.class, String.class}, tree = "[0,1,2]")
    private final Output<Map<String, String>> smokeResults;

    /**
     * Creates the tenant. This is the only constructor: the provider's Construct requires exactly one of this
     * shape.
     *
     * @param name    the component's name; children are named {@code name + "-objects"} and
     *                {@code name + "-smoke-" + pool}
     * @param args    the arguments
     * @param options component options (providers, protect, ...); may be null
     * @throws IllegalArgumentException naming every invalid argument, before any child exists
     */
    public GpuTenant(String name, GpuTenantArgs args, @Nullable ComponentResourceOptions options) {
        super(TYPE, name, options);
        TenantPlan plan = InvalidArgumentsException.naming(TYPE, name, () -> TenantPlan.of(args));
        ObjectSet objects = new ObjectSet(name + "-objects", ObjectSetArgs.builder()
                .kubeconfig(args.kubeconfig())
                .objects(TenantManifests.objects(plan))
                .build(), CustomResourceOptions.builder().parent(this).build());
        Map<String, Output<String>> smokeLogs = new LinkedHashMap<>();
        for (TenantPoolArgs pool : plan.smokePools()) {
            JobRun run = new JobRun(name + "-smoke-" + pool.name(), JobRunArgs.builder()
                    .kubeconfig(args.kubeconfig())
                    .job(TenantManifests.smokeJob(plan, pool))
                    .build(), CustomResourceOptions.builder().parent(this).dependsOn(objects).build());
            smokeLogs.put(pool.name(), run.logTail().applyValue(log -> log == null ? "" : log));
        }
        // Known once the objects exist, so workloads that use them wait for the namespace.
        this.namespace = objects.setId().applyValue(id -> plan.name());
        this.priorityClassName = objects.setId().applyValue(id -> plan.priorityClassName());
        this.quota = Output.of(plan.quota());
        this.schedulingSnippets = Output.of(snippets(plan));
        this.smokeResults = collect(smokeLogs);
        Map<String, Output<?>> outputs = new LinkedHashMap<>();
        outputs.put("namespace", namespace);
        outputs.put("priorityClassName", priorityClassName);
        outputs.put("quota", quota);
        outputs.put("schedulingSnippets", schedulingSnippets);
        outputs.put("smokeResults", smokeResults);
        registerOutputs(outputs);
    }

    private static Map<String, TenantSchedulingSnippet> snippets(TenantPlan plan) {
        Map<String, TenantSchedulingSnippet> out = new LinkedHashMap<>();
        for (TenantPoolArgs pool : plan.pools()) {
            out.put(pool.name(), new TenantSchedulingSnippet(plan.name(), plan.priorityClassName(),
                    Map.copyOf(pool.nodeSelector()),
                    pool.tolerations().stream().map(TenantTolerationArgs::toOutput).toList(),
                    pool.resourceName(), pool.gpusPerNode()));
        }
        return out;
    }

    private static Output<Map<String, String>> collect(Map<String, Output<String>> logs) {
        if (logs.isEmpty()) {
            return Output.of(Map.of());
        }
        List<String> pools = new ArrayList<>(logs.keySet());
        return Output.all(new ArrayList<>(logs.values())).applyValue(values -> {
            Map<String, String> out = new LinkedHashMap<>();
            for (int i = 0; i < pools.size(); i++) {
                out.put(pools.get(i), values.get(i));
            }
            return out;
        });
    }

    /** @return the namespace, known once the tenant's objects are applied */
    public Output<String> namespace() {
        return namespace;
    }

    /** @return the PriorityClass name */
    public Output<String> priorityClassName() {
        return priorityClassName;
    }

    /** @return the ResourceQuota's hard limits */
    public Output<Map<String, String>> quota() {
        return quota;
    }

    /** @return per pool, the pod spec fields a workload needs to run there */
    public Output<Map<String, TenantSchedulingSnippet>> schedulingSnippets() {
        return schedulingSnippets;
    }

    /** @return per smoke-tested pool, the tail of the smoke Job's log */
    public Output<Map<String, String>> smokeResults() {
        return smokeResults;
    }
}

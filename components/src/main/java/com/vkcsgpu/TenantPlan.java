package com.vkcsgpu;

import com.vkcsgpu.domain.KubernetesSyntax;
import com.vkcsgpu.domain.WorkloadClass;
import com.vkcsgpu.domain.PodSecurityLevel;
import com.vkcsgpu.domain.PreemptionPolicy;
import com.vkcsgpu.domain.ReservedNamespaces;
import com.vkcsgpu.doc.WireValues;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The validated, defaulted plain arguments of a {@link GpuTenant}. Built before any child exists; every
 * problem is reported at once, each naming its property.
 *
 * @param quota      the ResourceQuota's {@code spec.hard}, sorted by resource
 * @param smokePools the pools to smoke-test, in the order of {@code pools}
 */
record TenantPlan(String name, String workloadClass, int priorityValue, String preemptionPolicy,
                  String podSecurityLevel, Map<String, String> quota, List<String> editorGroups, List<String> editorUsers,
                  List<TenantPoolArgs> pools, List<TenantPoolArgs> smokePools, String smokeImage,
                  List<String> smokeCommand) {

    /** Default priority per workload class: production inference preempts training, training preempts batch. */
    static final Map<String, Integer> CLASS_PRIORITY = orderedPriorities();
    static final String DEFAULT_PREEMPTION_POLICY = "PreemptLowerPriority";
    static final List<String> PREEMPTION_POLICIES = WireValues.all(PreemptionPolicy.class);
    static final String DEFAULT_POD_SECURITY_LEVEL = "restricted";
    static final List<String> POD_SECURITY_LEVELS = WireValues.all(PodSecurityLevel.class);
    /** Values above this are reserved for system-critical PriorityClasses (scheduling/v1 validation). */
    static final int MAX_USER_PRIORITY = 1_000_000_000;
    private static final String SMOKE_PREFIX = "smoke-";

    static TenantPlan of(GpuTenantArgs args) {
        ArgumentProblems problems = new ArgumentProblems("GpuTenant");
        problems.requirePresent("kubeconfig", args.kubeconfig());
        problems.add("name", KubernetesSyntax.dns1123LabelProblem(args.name())
                .or(() -> ReservedNamespaces.tenantNameProblem(args.name())));
        Integer classPriority = CLASS_PRIORITY.get(args.workloadClass());
        if (classPriority == null) {
            problems.add("workloadClass", "'" + args.workloadClass() + "' is not one of "
                    + String.join(", ", CLASS_PRIORITY.keySet()));
        }
        if (args.priorityValue() != null && args.priorityValue() > MAX_USER_PRIORITY) {
            problems.add("priorityValue", "must be at most " + MAX_USER_PRIORITY + " (higher values are reserved for"
                    + " system-critical pods), got " + args.priorityValue());
        }
        String preemption = args.preemptionPolicy() == null ? DEFAULT_PREEMPTION_POLICY : args.preemptionPolicy();
        if (!PREEMPTION_POLICIES.contains(preemption)) {
            problems.add("preemptionPolicy", "'" + preemption + "' is not one of " + String.join(", ", PREEMPTION_POLICIES));
        }
        String podSecurity = args.podSecurityLevel() == null ? DEFAULT_POD_SECURITY_LEVEL : args.podSecurityLevel();
        if (!POD_SECURITY_LEVELS.contains(podSecurity)) {
            problems.add("podSecurityLevel", "'" + podSecurity + "' is not one of " + String.join(", ", POD_SECURITY_LEVELS));
        }
        Map<String, String> quota = quota(args, problems);
        List<String> groups = args.editors() == null ? List.of() : args.editors().groups();
        List<String> users = args.editors() == null ? List.of() : args.editors().users();
        subjects("editors.groups", groups, problems);
        subjects("editors.users", users, problems);
        checkPools(args.pools(), quota, problems);
        List<TenantPoolArgs> smokePools = smokePools(args, quota, problems);
        problems.throwIfAny();
        TenantSmokeTestArgs smoke = args.smokeTest();
        return new TenantPlan(args.name(), args.workloadClass(),
                args.priorityValue() != null ? args.priorityValue() : classPriority, preemption, podSecurity, quota,
                List.copyOf(groups), List.copyOf(users), List.copyOf(args.pools()), smokePools,
                smoke == null ? TenantSmokeTestArgs.DEFAULT_IMAGE : smoke.image(),
                smoke == null ? TenantSmokeTestArgs.DEFAULT_COMMAND : List.copyOf(smoke.command()));
    }

    /** The namespace's PriorityClass. */
    String priorityClassName() {
        return name + "-priority";
    }

    /** The name of a pool's smoke Job. */
    static String smokeJobName(String pool) {
        return SMOKE_PREFIX + pool;
    }

    private static Map<String, String> quota(GpuTenantArgs args, ArgumentProblems problems) {
        Map<String, String> hard = new TreeMap<>();
        if (args.gpuQuota() == null) {
            problems.add("gpuQuota", "is required: the most GPUs the namespace may request, 0 or more");
        } else if (args.gpuQuota() < 0) {
            problems.add("gpuQuota", "must be 0 or more, got " + args.gpuQuota());
        } else {
            hard.put("requests." + GpuNodePool.GPU_RESOURCE_NAME, Integer.toString(args.gpuQuota()));
        }
        args.extraQuotas().forEach((resource, count) -> {
            String at = "extraQuotas[\"" + resource + "\"]";
            KubernetesSyntax.extendedResourceNameProblem(resource).ifPresent(p -> problems.add(at, p));
            if (GpuNodePool.GPU_RESOURCE_NAME.equals(resource)) {
                problems.add(at, "is gpuQuota's resource; set gpuQuota instead");
            }
            if (count == null || count < 0) {
                problems.add(at, "must be 0 or more, got " + count);
            } else {
                hard.put("requests." + resource, Integer.toString(count));
            }
        });
        if (args.maxPods() != null) {
            if (args.maxPods() < 0) {
                problems.add("maxPods", "must be 0 or more, got " + args.maxPods());
            } else {
                hard.put("pods", Integer.toString(args.maxPods()));
            }
        }
        if (args.cpu() != null) {
            KubernetesSyntax.quantityProblem(args.cpu()).ifPresentOrElse(p -> problems.add("cpu", p),
                    () -> hard.put("requests.cpu", args.cpu()));
        }
        if (args.memory() != null) {
            KubernetesSyntax.quantityProblem(args.memory()).ifPresentOrElse(p -> problems.add("memory", p),
                    () -> hard.put("requests.memory", args.memory()));
        }
        return hard;
    }

    private static void subjects(String property, List<String> names, ArgumentProblems problems) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.size(); i++) {
            String at = property + "[" + i + "]";
            problems.add(at, KubernetesSyntax.rbacSubjectProblem(names.get(i)));
            if (names.get(i) != null && !seen.add(names.get(i))) {
                problems.add(at, "'" + names.get(i) + "' is listed twice");
            }
        }
    }

    private static void checkPools(List<TenantPoolArgs> pools, Map<String, String> quota, ArgumentProblems problems) {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < pools.size(); i++) {
            TenantPoolArgs pool = pools.get(i);
            String at = "pools[" + i + "]";
            if (pool == null) {
                problems.add(at, "is empty; give the pool's name, nodeSelector and tolerations");
                continue;
            }
            if (pool.name() == null || KubernetesSyntax.dns1123LabelProblem(smokeJobName(pool.name())).isPresent()) {
                problems.add(at + ".name", "'" + pool.name() + "' must be 1-57 lowercase letters, digits or '-',"
                        + " starting and ending with a letter or digit (it names the smoke Job smoke-<name>)");
            } else if (!names.add(pool.name())) {
                problems.add(at + ".name", "'" + pool.name() + "' is listed twice");
            }
            pool.nodeSelector().forEach((k, v) -> {
                problems.add(at + ".nodeSelector[\"" + k + "\"]", KubernetesSyntax.labelKeyProblem(k));
                problems.add(at + ".nodeSelector[\"" + k + "\"]", KubernetesSyntax.labelValueProblem(v));
            });
            List<TenantTolerationArgs> tolerations = pool.tolerations();
            for (int t = 0; t < tolerations.size(); t++) {
                TenantTolerationArgs tol = tolerations.get(t);
                String tat = at + ".tolerations[" + t + "]";
                problems.add(tat + ".key", KubernetesSyntax.labelKeyProblem(tol.key()));
                problems.add(tat + ".effect", KubernetesSyntax.taintEffectProblem(tol.effect()));
                if (!List.of("Equal", "Exists").contains(tol.operator())) {
                    problems.add(tat + ".operator", "'" + tol.operator() + "' is not one of Equal, Exists");
                } else if ("Exists".equals(tol.operator()) && tol.value() != null) {
                    problems.add(tat + ".value", "must be empty with operator Exists");
                }
            }
            KubernetesSyntax.extendedResourceNameProblem(pool.resourceName())
                    .ifPresentOrElse(p -> problems.add(at + ".resourceName", p), () -> {
                        if (!quota.containsKey("requests." + pool.resourceName())
                                && !GpuNodePool.GPU_RESOURCE_NAME.equals(pool.resourceName())) {
                            problems.add(at + ".resourceName", "'" + pool.resourceName() + "' has no quota, so the"
                                    + " namespace could take every such device; add it to extraQuotas");
                        }
                    });
            if (pool.gpusPerNode() != null && pool.gpusPerNode() < 1) {
                problems.add(at + ".gpusPerNode", "must be 1 or more, got " + pool.gpusPerNode());
            }
        }
    }

    private static List<TenantPoolArgs> smokePools(GpuTenantArgs args, Map<String, String> quota,
                                                   ArgumentProblems problems) {
        TenantSmokeTestArgs smoke = args.smokeTest();
        if (smoke == null || !smoke.enabled()) {
            return List.of();
        }
        Map<String, TenantPoolArgs> byName = new LinkedHashMap<>();
        args.pools().stream().filter(p -> p != null && p.name() != null).forEach(p -> byName.putIfAbsent(p.name(), p));
        if (smoke.image() == null || smoke.image().isBlank() || smoke.image().chars().anyMatch(Character::isWhitespace)) {
            problems.add("smokeTest.image", "'" + smoke.image() + "' is not an image reference; give one pinned by tag,"
                    + " such as " + TenantSmokeTestArgs.DEFAULT_IMAGE);
        }
        if (smoke.command().isEmpty()) {
            problems.add("smokeTest.command", "must not be empty; default: nvidia-smi");
        }
        List<String> wanted = smoke.pools() == null ? List.copyOf(byName.keySet()) : smoke.pools();
        if (wanted.isEmpty()) {
            problems.add("smokeTest", "is enabled but the tenant has no pools; add pools or disable it");
        }
        List<TenantPoolArgs> out = new java.util.ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            TenantPoolArgs pool = byName.get(wanted.get(i));
            if (pool == null) {
                problems.add("smokeTest.pools[" + i + "]", "'" + wanted.get(i) + "' is not one of the tenant's pools ("
                        + String.join(", ", byName.keySet()) + ")");
                continue;
            }
            String cap = quota.get("requests." + pool.resourceName());
            if ("0".equals(cap)) {
                problems.add("smokeTest.pools[" + i + "]", "the smoke Job of pool '" + pool.name() + "' requests one "
                        + pool.resourceName() + " but the tenant's quota of it is 0; raise the quota or skip the pool");
            }
            out.add(pool);
        }
        return out;
    }

    private static Map<String, Integer> orderedPriorities() {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (WorkloadClass c : WorkloadClass.values()) {
            m.put(WireValues.of(c), c.priority());
        }
        return java.util.Collections.unmodifiableMap(m);
    }
}

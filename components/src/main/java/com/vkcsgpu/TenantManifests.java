package com.vkcsgpu;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.LimitRangeBuilder;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceQuotaBuilder;
import io.fabric8.kubernetes.api.model.SecurityContext;
import io.fabric8.kubernetes.api.model.SecurityContextBuilder;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.TolerationBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyBuilder;
import io.fabric8.kubernetes.api.model.rbac.RoleBindingBuilder;
import io.fabric8.kubernetes.api.model.rbac.Subject;
import io.fabric8.kubernetes.api.model.rbac.SubjectBuilder;
import io.fabric8.kubernetes.api.model.scheduling.v1.PriorityClassBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tenant's Kubernetes objects, built as typed fabric8 models and written as JSON (map keys sorted, so
 * the text, and with it the diff, is stable).
 */
final class TenantManifests {
    static final String TENANT_LABEL = "vkcs-gpu.io/tenant";
    static final String CLASS_LABEL = "vkcs-gpu.io/workload-class";
    static final String SMOKE_LABEL = "vkcs-gpu.io/smoke-test";
    static final String QUOTA_NAME = "gpu-quota";
    static final String EDITORS_BINDING = "tenant-editors";
    /** The quota that admits no pod of another PriorityClass into the namespace. */
    static final String FOREIGN_PRIORITIES_QUOTA = "foreign-priorities";
    static final String ISOLATION_POLICY = "same-namespace-ingress-only";
    static final String DEFAULT_REQUESTS = "default-requests";
    /** Pod Security admission's namespace labels (https://kubernetes.io/docs/concepts/security/pod-security-admission/). */
    static final List<String> POD_SECURITY_MODES = List.of("enforce", "audit", "warn");
    private static final String POD_SECURITY_LABEL = "pod-security.kubernetes.io/";
    /** The built-in aggregated ClusterRole for read/write of most namespaced objects, without RBAC or quota. */
    static final String EDIT_CLUSTER_ROLE = "edit";
    private static final String RBAC_GROUP = "rbac.authorization.k8s.io";
    // Small requests: a namespace with cpu/memory caps refuses pods that request none. Also the LimitRange's defaults.
    private static final String SMOKE_CPU = "100m";
    private static final String SMOKE_MEMORY = "128Mi";
    private static final String SMOKE_MEMORY_LIMIT = "512Mi";
    /** A non-root user: CUDA images run as root unless told otherwise, which {@code runAsNonRoot} refuses. */
    private static final long SMOKE_USER = 65534L;
    private static final ObjectMapper JSON = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    private TenantManifests() {
    }

    /**
     * The Namespace (with its Pod Security level), ResourceQuotas, PriorityClass, NetworkPolicy, LimitRange and
     * (with editors) RoleBinding, as manifests.
     */
    static List<String> objects(TenantPlan plan) {
        List<HasMetadata> objects = new ArrayList<>();
        Map<String, String> namespaceLabels = labels(plan);
        POD_SECURITY_MODES.forEach(mode -> namespaceLabels.put(POD_SECURITY_LABEL + mode, plan.podSecurityLevel()));
        objects.add(new NamespaceBuilder().withNewMetadata().withName(plan.name()).withLabels(namespaceLabels)
                .endMetadata().build());
        Map<String, Quantity> hard = new TreeMap<>();
        plan.quota().forEach((resource, amount) -> hard.put(resource, new Quantity(amount)));
        objects.add(new ResourceQuotaBuilder().withNewMetadata().withName(QUOTA_NAME).withNamespace(plan.name())
                .withLabels(labels(plan)).endMetadata().withNewSpec().withHard(hard).endSpec().build());
        objects.add(foreignPrioritiesQuota(plan));
        objects.add(isolationPolicy(plan));
        objects.add(defaultRequests(plan));
        objects.add(new PriorityClassBuilder().withNewMetadata().withName(plan.priorityClassName())
                .withLabels(labels(plan)).endMetadata()
                .withValue(plan.priorityValue()).withPreemptionPolicy(plan.preemptionPolicy()).withGlobalDefault(false)
                .withDescription("GPU tenant " + plan.name() + " (" + plan.workloadClass() + ")").build());
        List<Subject> subjects = new ArrayList<>();
        plan.editorGroups().forEach(g -> subjects.add(subject("Group", g)));
        plan.editorUsers().forEach(u -> subjects.add(subject("User", u)));
        if (!subjects.isEmpty()) {
            objects.add(new RoleBindingBuilder().withNewMetadata().withName(EDITORS_BINDING).withNamespace(plan.name())
                    .withLabels(labels(plan)).endMetadata()
                    .withNewRoleRef().withApiGroup(RBAC_GROUP).withKind("ClusterRole").withName(EDIT_CLUSTER_ROLE)
                    .endRoleRef().withSubjects(subjects).build());
        }
        return objects.stream().map(TenantManifests::json).toList();
    }

    /**
     * Admits no pod whose PriorityClass is another one (scopes of one selector are ANDed: a class is named, and it is
     * not the tenant's), so another tenant's priority cannot be used here to preempt; pods naming none are left to
     * the GPU quota. Quota scopes: https://kubernetes.io/docs/concepts/policy/resource-quotas/#quota-scopes.
     */
    private static HasMetadata foreignPrioritiesQuota(TenantPlan plan) {
        return new ResourceQuotaBuilder().withNewMetadata().withName(FOREIGN_PRIORITIES_QUOTA)
                .withNamespace(plan.name()).withLabels(labels(plan)).endMetadata()
                .withNewSpec().withHard(Map.of("pods", new Quantity("0")))
                .withNewScopeSelector()
                .addNewMatchExpression().withScopeName("PriorityClass").withOperator("Exists").endMatchExpression()
                .addNewMatchExpression().withScopeName("PriorityClass").withOperator("NotIn")
                .withValues(plan.priorityClassName()).endMatchExpression()
                .endScopeSelector().endSpec().build();
    }

    /** Ingress to the tenant's pods only from pods of the same namespace: other tenants are denied by default. */
    private static HasMetadata isolationPolicy(TenantPlan plan) {
        return new NetworkPolicyBuilder().withNewMetadata().withName(ISOLATION_POLICY).withNamespace(plan.name())
                .withLabels(labels(plan)).endMetadata()
                .withNewSpec().withNewPodSelector().endPodSelector().withPolicyTypes("Ingress")
                .addNewIngress().addNewFrom().withNewPodSelector().endPodSelector().endFrom().endIngress()
                .endSpec().build();
    }

    /**
     * Requests for containers that name none, so every pod counts against the CPU and memory caps and a pod
     * without requests is not admitted for free.
     */
    private static HasMetadata defaultRequests(TenantPlan plan) {
        return new LimitRangeBuilder().withNewMetadata().withName(DEFAULT_REQUESTS).withNamespace(plan.name())
                .withLabels(labels(plan)).endMetadata()
                .withNewSpec().addNewLimit().withType("Container")
                .withDefaultRequest(new TreeMap<>(Map.of("cpu", new Quantity(SMOKE_CPU), "memory", new Quantity(SMOKE_MEMORY))))
                .endLimit().endSpec().build();
    }

    /**
     * The smoke Job of {@code pool}: one pod, never restarted, no retry, requesting exactly one GPU of
     * the pool's resource, placed by the pool's node selector and tolerations, at the tenant's priority.
     */
    static String smokeJob(TenantPlan plan, TenantPoolArgs pool) {
        Map<String, String> labels = new TreeMap<>(labels(plan));
        labels.put(SMOKE_LABEL, pool.name());
        Map<String, Quantity> requests = new TreeMap<>(Map.of(pool.resourceName(), new Quantity("1"),
                "cpu", new Quantity(SMOKE_CPU), "memory", new Quantity(SMOKE_MEMORY)));
        // Extended resources are requested by limit (requests, if given, must equal it).
        Map<String, Quantity> limits = new TreeMap<>(Map.of(pool.resourceName(), new Quantity("1"),
                "memory", new Quantity(SMOKE_MEMORY_LIMIT)));
        return json(new JobBuilder().withNewMetadata().withName(TenantPlan.smokeJobName(pool.name()))
                .withNamespace(plan.name()).withLabels(labels).endMetadata()
                .withNewSpec().withBackoffLimit(0)
                .withNewTemplate().withNewMetadata().withLabels(labels).endMetadata()
                .withNewSpec().withRestartPolicy("Never").withPriorityClassName(plan.priorityClassName())
                .withNodeSelector(new TreeMap<>(pool.nodeSelector())).withTolerations(tolerations(pool))
                .addNewContainer().withName("smoke").withImage(plan.smokeImage()).withCommand(plan.smokeCommand())
                .withNewResources().withRequests(requests).withLimits(limits).endResources()
                .withSecurityContext(restrictedContainer()).endContainer()
                .endSpec().endTemplate().endSpec().build());
    }

    /**
     * What the {@code restricted} Pod Security level demands of a container, so the smoke Job runs in a tenant
     * namespace at any level: not root, no privilege escalation, every capability dropped, the runtime's seccomp
     * profile. nvidia-smi needs none of them (the device plugin hands the GPU's device files to the container).
     */
    private static SecurityContext restrictedContainer() {
        return new SecurityContextBuilder().withRunAsNonRoot(true).withRunAsUser(SMOKE_USER)
                .withAllowPrivilegeEscalation(false).withNewCapabilities().withDrop("ALL").endCapabilities()
                .withNewSeccompProfile().withType("RuntimeDefault").endSeccompProfile().build();
    }

    private static List<Toleration> tolerations(TenantPoolArgs pool) {
        return pool.tolerations().stream().map(t -> new TolerationBuilder().withKey(t.key()).withOperator(t.operator())
                .withValue(t.value()).withEffect(t.effect()).build()).toList();
    }

    private static Subject subject(String kind, String name) {
        return new SubjectBuilder().withApiGroup(RBAC_GROUP).withKind(kind).withName(name).build();
    }

    private static Map<String, String> labels(TenantPlan plan) {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put(TENANT_LABEL, plan.name());
        labels.put(CLASS_LABEL, plan.workloadClass());
        labels.put("app.kubernetes.io/managed-by", "vkcs-gpu");
        return labels;
    }

    private static String json(Object object) {
        try {
            return JSON.writeValueAsString(object);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + object.getClass().getSimpleName() + " as JSON", e);
        }
    }
}

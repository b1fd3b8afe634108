package com.vkcsgpu;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceQuotaBuilder;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.TolerationBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
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
    /** The built-in aggregated ClusterRole for read/write of most namespaced objects, without RBAC or quota. */
    static final String EDIT_CLUSTER_ROLE = "edit";
    private static final String RBAC_GROUP = "rbac.authorization.k8s.io";
    // Small requests: a namespace with cpu/memory caps refuses pods that request none.
    private static final String SMOKE_CPU = "100m";
    private static final String SMOKE_MEMORY = "128Mi";
    private static final String SMOKE_MEMORY_LIMIT = "512Mi";
    private static final ObjectMapper JSON = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    private TenantManifests() {
    }

    /** The Namespace, ResourceQuota, PriorityClass and (with editors) RoleBinding, as manifests. */
    static List<String> objects(TenantPlan plan) {
        List<HasMetadata> objects = new ArrayList<>();
        objects.add(new NamespaceBuilder().withNewMetadata().withName(plan.name()).withLabels(labels(plan))
                .endMetadata().build());
        Map<String, Quantity> hard = new TreeMap<>();
        plan.quota().forEach((resource, amount) -> hard.put(resource, new Quantity(amount)));
        objects.add(new ResourceQuotaBuilder().withNewMetadata().withName(QUOTA_NAME).withNamespace(plan.name())
                .withLabels(labels(plan)).endMetadata().withNewSpec().withHard(hard).endSpec().build());
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
                .withNewResources().withRequests(requests).withLimits(limits).endResources().endContainer()
                .endSpec().endTemplate().endSpec().build());
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

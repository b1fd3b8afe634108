package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.k8s.KubeApiFailure;
import com.vkcsgpu.provider.k8s.access.AccessReview;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import com.vkcsgpu.provider.k8s.policy.GatekeeperConstraints;
import com.vkcsgpu.provider.k8s.policy.HostAccessConstraint;
import io.fabric8.kubernetes.api.model.LimitRange;
import io.fabric8.kubernetes.api.model.LimitRangeItem;
import io.fabric8.kubernetes.api.model.authorization.v1.ResourceRule;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectRulesReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectRulesReviewBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Asks a real cluster what VK Cloud's docs leave open about its inside (docs/kubernetes-rights.md): which rights
 * the provider's own user has (the role mapping: a SelfSubjectRulesReview, and the rights the GPU paths need
 * asked one by one), which Gatekeeper host-access constraints it enforces and what they exclude, and the default
 * LimitRange. Each question is asked on its own; an answer that fails (an API this cluster does not serve, a 403)
 * is recorded as that question's answer and the others are still asked.
 */
final class ClusterInsideProbe {
    /** The rights that tell VK's documented mapping ({@code admin}) from the wider one ({@code cluster-admin}). */
    static final List<KubeRight> TELLING_RIGHTS = List.of(
            KubeRight.of("create", "apiextensions.k8s.io", "customresourcedefinitions", null),
            KubeRight.of("patch", "", "namespaces", null),
            KubeRight.of("create", "rbac.authorization.k8s.io", "clusterrolebindings", null),
            KubeRight.of("list", "", "nodes", null),
            KubeRight.of("get", "nvidia.com", "clusterpolicies", null),
            KubeRight.of("create", "", "resourcequotas", "default"),
            KubeRight.of("create", "scheduling.k8s.io", "priorityclasses", null));

    private ClusterInsideProbe() {
    }

    /** The answers, keyed {@code inside.*}. */
    static Map<String, String> run(KubernetesClient client) {
        Map<String, String> notes = new LinkedHashMap<>();
        answer(notes, "inside.rules.default", () -> rules(client, "default"));
        AccessReview review = AccessReview.of(client);
        for (KubeRight right : TELLING_RIGHTS) {
            answer(notes, "inside.can-i." + right.verb() + "." + right.qualifiedResource()
                    + (right.clusterWide() ? "" : "." + right.namespace()), () -> said(review.review(right)));
        }
        answer(notes, "inside.gatekeeper", () -> constraints(client));
        answer(notes, "inside.limitranges", () -> limitRanges(client));
        return notes;
    }

    private static String said(AccessReview.Answer answer) {
        if (answer instanceof AccessReview.Denied d) {
            return "no" + (d.reason().isEmpty() ? "" : " (" + d.reason() + ")");
        }
        return answer instanceof AccessReview.Unknown u ? "unknown: " + u.why() : "yes";
    }

    private static void answer(Map<String, String> notes, String key, Supplier<String> question) {
        try {
            notes.put(key, question.get());
        } catch (KubernetesClientException e) {
            notes.put(key, "error: " + KubeApiFailure.describe(e));
        } catch (RuntimeException e) {
            notes.put(key, "error: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private static String rules(KubernetesClient client, String namespace) {
        SelfSubjectRulesReview answer = client.authorization().v1().selfSubjectRulesReview().create(
                new SelfSubjectRulesReviewBuilder().withNewSpec().withNamespace(namespace).endSpec().build());
        List<String> rules = new ArrayList<>();
        for (ResourceRule rule : answer.getStatus().getResourceRules()) {
            rules.add(String.join(",", rule.getVerbs()) + " " + String.join(",", rule.getResources())
                    + (rule.getApiGroups().isEmpty() ? "" : " in " + String.join(",", rule.getApiGroups())));
        }
        return String.join("; ", rules) + (Boolean.TRUE.equals(answer.getStatus().getIncomplete()) ? " (incomplete)" : "");
    }

    private static String constraints(KubernetesClient client) {
        GatekeeperConstraints.Read read = GatekeeperConstraints.read(client);
        List<String> seen = new ArrayList<>();
        for (HostAccessConstraint c : read.constraints()) {
            seen.add(c.kind() + "/" + c.name() + " action=" + c.enforcementAction() + " namespaces=" + c.namespaces()
                    + " excluded=" + c.excludedNamespaces() + " allowedHostPaths=" + c.allowedHostPaths());
        }
        read.unread().forEach(why -> seen.add("unread " + why));
        return seen.isEmpty() ? "none served" : String.join("; ", seen);
    }

    private static String limitRanges(KubernetesClient client) {
        List<String> seen = new ArrayList<>();
        for (LimitRange range : client.limitRanges().inAnyNamespace().list().getItems()) {
            for (LimitRangeItem item : range.getSpec().getLimits()) {
                seen.add(range.getMetadata().getNamespace() + "/" + range.getMetadata().getName() + " " + item.getType()
                        + " default=" + item.getDefault() + " defaultRequest=" + item.getDefaultRequest());
            }
        }
        return seen.isEmpty() ? "none" : String.join("; ", seen);
    }
}

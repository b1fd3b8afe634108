package com.vkcsgpu.provider.k8s.access;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The refusals predicted so far for one provider configuration, so that resources refused for the same reason fail
 * once, not once each. The engine previews independent resources concurrently and, after the first failed step,
 * still reports the steps already in flight (pulumi/pulumi {@code pkg/resource/deploy/step_executor.go},
 * {@code executeChain} and {@code cancelDueToError}): two GPU tenants refused alike would give one error or two,
 * depending on timing. With this ledger the first refusal fails with the whole message, and a later one whose missing
 * rights that message already names becomes a warning pointing at it.
 *
 * <p>Keyed by identity: the prediction ({@link PredictedRole}, the token's project roles and the plausible mappings)
 * and the ways out the message offers. The cluster is not in the key because a preview cannot tell clusters not yet
 * created apart (their kubeconfig is unknown) and needs not: VK gives the same user the same role in every cluster
 * of the project. Rights are compared as the predicted role decides them ({@link RoleQuestion}), so two tenants'
 * namespaces do not make the same refusal look different; the warning names the namespaces its own rights are in.
 *
 * <p>Only the preview's predictions use it; a real {@code up} asks each cluster (SelfSubjectAccessReview) for every
 * resource. A new configuration (each deployment configures the provider) starts a new ledger.
 */
public final class PredictedRefusals {
    private final Map<Identity, List<Refusal>> refused = new HashMap<>();

    /**
     * An earlier refusal of another resource with the same identity whose message names every right of
     * {@code missing}; when there is none, records this refusal (the caller raises it) and returns empty. The same
     * resource asking again (a new preview in the same configuration) is refused again.
     */
    public synchronized Optional<Refusal> earlierNaming(PredictedRole predicted, WaysOut waysOut, String urn,
                                                       List<KubeRight> missing) {
        List<Refusal> earlier = refused.computeIfAbsent(new Identity(predicted, waysOut), k -> new ArrayList<>());
        Set<RoleQuestion> asked = RoleQuestion.of(missing);
        Optional<Refusal> naming = earlier.stream()
                .filter(refusal -> !refusal.urn().equals(urn) && refusal.questions().containsAll(asked)).findFirst();
        if (naming.isEmpty()) {
            earlier.removeIf(refusal -> refusal.urn().equals(urn));
            earlier.add(new Refusal(urn, List.copyOf(missing)));
        }
        return naming;
    }

    /**
     * A refusal raised with its full message.
     *
     * @param urn   the resource it was raised on
     * @param named the missing rights its message names
     */
    public record Refusal(String urn, List<KubeRight> named) {
        /** The namespaces of {@code rights} that this refusal's message does not name literally, in order. */
        public List<String> otherNamespaces(Collection<KubeRight> rights) {
            return rights.stream().filter(right -> !right.clusterWide() && !named.contains(right))
                    .map(KubeRight::namespace).distinct().toList();
        }

        private Set<RoleQuestion> questions() {
            return RoleQuestion.of(named);
        }
    }

    private record Identity(PredictedRole predicted, WaysOut waysOut) {
    }

    /**
     * A right as a predicted role decides it: a stock ClusterRole bound cluster-wide ({@link StockRole#grants})
     * grants a namespaced right in every namespace alike, so only whether it is namespaced matters, not which.
     */
    private record RoleQuestion(String verb, String group, String resource, String subresource, boolean clusterWide) {
        static Set<RoleQuestion> of(Collection<KubeRight> rights) {
            return rights.stream().map(r -> new RoleQuestion(r.verb(), r.group(), r.resource(), r.subresource(),
                    r.clusterWide())).collect(Collectors.toSet());
        }
    }
}

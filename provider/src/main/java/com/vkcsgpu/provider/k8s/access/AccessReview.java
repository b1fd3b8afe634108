package com.vkcsgpu.provider.k8s.access;

import com.vkcsgpu.provider.k8s.KubeApiFailure;
import io.fabric8.kubernetes.api.model.authorization.v1.ResourceAttributesBuilder;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReviewBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;

/**
 * Asks the cluster whether the client's own identity may do one thing: one {@code SelfSubjectAccessReview}
 * (authorization.k8s.io/v1; every authenticated identity may create one, kubernetes/kubernetes
 * {@code plugin/pkg/auth/authorizer/rbac/bootstrappolicy/policy.go}, {@code system:basic-user}). Nothing is
 * written: the API server answers and keeps nothing.
 */
@FunctionalInterface
public interface AccessReview {
    /** The answer for one right. */
    sealed interface Answer permits Allowed, Denied, Unknown {
    }

    /** The API allows it. */
    record Allowed() implements Answer {
    }

    /** The API does not allow it; {@code reason} is the authorizer's, possibly empty. */
    record Denied(String reason) implements Answer {
    }

    /** The question could not be asked ({@code why}: no such API, a failed call); the caller goes on. */
    record Unknown(String why) implements Answer {
    }

    /** Whether the identity may do {@code right}. */
    Answer review(KubeRight right);

    /** Reviews through {@code client}'s identity. */
    static AccessReview of(KubernetesClient client) {
        return right -> {
            SelfSubjectAccessReview asked = new SelfSubjectAccessReviewBuilder().withNewSpec()
                    .withResourceAttributes(new ResourceAttributesBuilder().withVerb(right.verb())
                            .withGroup(right.group()).withResource(right.resource())
                            .withSubresource(right.subresource().isEmpty() ? null : right.subresource())
                            .withNamespace(right.namespace()).build())
                    .endSpec().build();
            try {
                SelfSubjectAccessReview answer = client.authorization().v1().selfSubjectAccessReview().create(asked);
                if (answer == null || answer.getStatus() == null) {
                    return new Unknown("the SelfSubjectAccessReview came back without a status");
                }
                if (Boolean.TRUE.equals(answer.getStatus().getAllowed())) {
                    return new Allowed();
                }
                String reason = answer.getStatus().getReason();
                return new Denied(reason == null ? "" : reason);
            } catch (KubernetesClientException e) {
                if (e.getCode() == 401 || KubeApiFailure.isTransient(e)) {
                    throw e; // refused credentials or an unreachable API fail the operation as they would anyway
                }
                return new Unknown("SelfSubjectAccessReview failed: " + KubeApiFailure.describe(e));
            }
        };
    }
}

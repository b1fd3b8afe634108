package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import com.vkcsgpu.provider.k8s.KubeApiFailure;
import com.vkcsgpu.provider.k8s.access.MissingRightsException;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.framework.PermissionDeniedException;
import io.fabric8.kubernetes.client.KubernetesClientException;

/**
 * Turns the failures of Kubernetes operations into what the engine should see, at the framework's
 * dispatch of each k8s and gpu resource operation.
 */
public final class KubeErrors {
    private KubeErrors() {
    }

    /**
     * The failure to report for {@code failure}: API failures and waits that gave up translated, anything else
     * (timeouts and cancellation included: the framework answers those for every wait) unchanged. The k8s and gpu resources declare it as their {@code failures()}, so the
     * framework applies it once per operation.
     */
    public static RuntimeException translate(RuntimeException failure) {
        if (failure instanceof MissingRightsException e) {
            return new PermissionDeniedException(e.getMessage(), e);
        }
        if (failure instanceof KubeOperationException e) {
            return e.getCause() instanceof KubernetesClientException api ? classified(e.getMessage(), api, e)
                    : new PreconditionFailedException(e.getMessage(), e);
        }
        if (failure instanceof WaitFailedException e) {
            return new PreconditionFailedException(e.getMessage(), e);
        }
        if (failure instanceof KubernetesClientException e) {
            return classified("the Kubernetes API call failed: " + KubeApiFailure.describe(e), e, e);
        }
        return failure;
    }

    /** Refused credentials, missing rights, a cluster API that did not answer or was overloaded, or a refusal. */
    private static RuntimeException classified(String message, KubernetesClientException api, RuntimeException cause) {
        if (api.getCode() == 401) {
            return new AuthenticationFailedException(message, cause);
        }
        if (api.getCode() == 403) {
            String said = api.getStatus() != null && api.getStatus().getMessage() != null ? api.getStatus().getMessage()
                    : String.valueOf(api.getMessage());
            return new PermissionDeniedException(message + "\n" + RightsPreflight.forbiddenAdvice(said), cause);
        }
        return KubeApiFailure.isTransient(api) ? new ServiceUnavailableException(message, cause)
                : new PreconditionFailedException(message, cause);
    }
}

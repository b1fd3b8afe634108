package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.framework.OperationCancelledException;
import com.vkcsgpu.provider.framework.OperationTimeoutException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import com.vkcsgpu.provider.k8s.KubeApiFailure;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.function.Supplier;

/**
 * Runs Kubernetes operations for a resource and turns their failures into what the engine should see.
 */
public final class KubeErrors {
    private KubeErrors() {
    }

    /** Runs {@code work}, translating timeouts, cancellation and API failures. */
    public static <T> T run(Supplier<T> work) {
        try {
            return work.get();
        } catch (WaitTimeoutException e) {
            throw new OperationTimeoutException(e.getMessage() + "; raise the resource's customTimeouts if the "
                    + "cluster is slow", e);
        } catch (WaitCancelledException e) {
            throw new OperationCancelledException(e.getMessage(), e);
        } catch (KubeOperationException e) {
            throw e.getCause() instanceof KubernetesClientException api ? classified(e.getMessage(), api, e)
                    : new PreconditionFailedException(e.getMessage(), e);
        } catch (WaitFailedException e) {
            throw new PreconditionFailedException(e.getMessage(), e);
        } catch (KubernetesClientException e) {
            throw classified("the Kubernetes API call failed: " + KubeApiFailure.describe(e), e, e);
        }
    }

    /** Refused credentials, a cluster API that did not answer or was overloaded, or a refusal. */
    private static RuntimeException classified(String message, KubernetesClientException api, RuntimeException cause) {
        if (api.getCode() == 401) {
            return new AuthenticationFailedException(message, cause);
        }
        return KubeApiFailure.isTransient(api) ? new ServiceUnavailableException(message, cause)
                : new PreconditionFailedException(message, cause);
    }

    /** Runs {@code work} that returns nothing. */
    public static void runVoid(Runnable work) {
        run(() -> {
            work.run();
            return null;
        });
    }
}

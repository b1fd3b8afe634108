package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.VkcsApiException;
import com.vkcsgpu.provider.cloud.VkcsConfigurationException;
import com.vkcsgpu.provider.cloud.VkcsException;
import com.vkcsgpu.provider.cloud.WaitCancelledException;
import com.vkcsgpu.provider.cloud.WaitTimeoutException;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.OperationCancelledException;
import com.vkcsgpu.provider.framework.OperationTimeoutException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import java.util.function.Supplier;

/**
 * Runs cloud calls and turns the client's failures into the framework's, so the engine learns what
 * happened: a refused request (400) is invalid input, a conflict (409) a failed precondition, a
 * deadline a timeout, a cancel a cancel. Failures after the cloud accepted a create still become
 * partial state in the framework, whatever they are mapped to here.
 */
final class CloudFailures {
    private CloudFailures() {
    }

    /** Runs {@code call}, translating its failures; {@code hint} (may be null) is added to a 400's message. */
    static <T> T call(Supplier<T> call, String hint) {
        try {
            return call.get();
        } catch (VkcsException e) {
            throw translate(e, hint);
        }
    }

    /** Runs {@code call}, translating its failures. */
    static void run(Runnable call) {
        run(call, null);
    }

    /** Runs {@code call}, translating its failures; {@code hint} (may be null) is added to a 400's message. */
    static void run(Runnable call, String hint) {
        call(() -> {
            call.run();
            return null;
        }, hint);
    }

    static RuntimeException translate(VkcsException e, String hint) {
        if (e instanceof WaitTimeoutException) {
            return new OperationTimeoutException(e.getMessage() + "; the operation may still complete in VK Cloud: "
                    + "run `pulumi up` again to resume, or raise the timeout with the customTimeouts resource option", e);
        }
        if (e instanceof WaitCancelledException) {
            return new OperationCancelledException(e.getMessage(), e);
        }
        if (e instanceof VkcsConfigurationException) {
            return new PreconditionFailedException(e.getMessage(), e);
        }
        if (e instanceof VkcsApiException api) {
            if (api.isBusy()) {
                // "the cluster is busy", whatever status it came with (400/412/422 included), is a precondition
                return new PreconditionFailedException(e.getMessage(), e);
            }
            if (api.status() == 400 || api.status() == 422) {
                return new InvalidInputException(hint == null ? e.getMessage() : e.getMessage() + " (" + hint + ")", e);
            }
            if (api.isConflict()) {
                return new PreconditionFailedException(e.getMessage(), e);
            }
            if (api.isRetryable()) {
                return new ServiceUnavailableException(e.getMessage(), e);
            }
        }
        return e;
    }
}

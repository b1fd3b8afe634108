package com.vkcsgpu.provider.framework;

import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;

/**
 * How a wait's timeout and cancellation reach the engine, once for every resource and function, whichever layer
 * waited (the VK Cloud client, the Kubernetes operations, the readiness gate): DEADLINE_EXCEEDED with the wait's
 * message and its advice, CANCELLED with its message. Applied where the framework dispatches an operation, after
 * the resource's own {@link FailureTranslator}.
 */
final class WaitEndings {
    private WaitEndings() {
    }

    /** The engine's answer for a wait's timeout or cancellation; any other failure unchanged. */
    static RuntimeException translate(RuntimeException failure) {
        if (failure instanceof WaitTimeoutException e) {
            return new OperationTimeoutException(e.getMessage() + "; " + e.advice(), e);
        }
        if (failure instanceof WaitCancelledException e) {
            return new OperationCancelledException(e.getMessage(), e);
        }
        return failure;
    }
}

package com.vkcsgpu.provider.wait;

/**
 * Base of the ways a wait ends without its target: the deadline passed, the caller cancelled, or
 * the awaited thing reached a state it will not leave. Every layer that waits (the VK Cloud client,
 * the Kubernetes operations, the resources) throws these, and each layer's failure boundary maps
 * them to what its caller understands.
 */
public class WaitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WaitException(String message) {
        super(message);
    }
}

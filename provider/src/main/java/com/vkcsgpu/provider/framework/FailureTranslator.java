package com.vkcsgpu.provider.framework;

/**
 * Turns the failures of the layer a resource or function talks to (the VK Cloud client, the
 * Kubernetes operations) into the framework's {@link ProviderException}s, so the engine gets the
 * right gRPC code and a message that says what to do. The framework applies it once, where it
 * dispatches an operation ({@link ResourceHandler}, {@link FunctionHandler}), instead of every call
 * being wrapped; failures it does not recognise must be returned unchanged.
 */
@FunctionalInterface
public interface FailureTranslator {
    /** Leaves every failure as it is. */
    FailureTranslator NONE = failure -> failure;

    /** The failure to report for {@code failure}: a translation, or {@code failure} itself. */
    RuntimeException translate(RuntimeException failure);
}

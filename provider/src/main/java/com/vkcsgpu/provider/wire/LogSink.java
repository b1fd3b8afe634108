package com.vkcsgpu.provider.wire;

/** Where the provider's messages for the engine go (the engine's Log RPC, or a test's list). */
public interface LogSink {
    /** Message severities (pulumirpc.LogSeverity). */
    enum Severity { DEBUG, INFO, WARNING, ERROR }

    /**
     * Sends one message.
     *
     * @param ephemeral true for status lines the CLI shows next to the resource and then drops
     */
    void log(Severity severity, String message, String urn, boolean ephemeral);

    /** Drops everything. */
    LogSink NONE = (severity, message, urn, ephemeral) -> {
    };
}

package com.vkcsgpu.provider.framework;

import java.util.Map;

/** Test access to partial failures, which only the framework creates in production. */
public final class PartialFailures {
    private PartialFailures() {
    }

    /** A partial failure of the object {@code id}, caused by {@code cause}. */
    public static PartialFailureException of(String id, RuntimeException cause) {
        return new PartialFailureException(id, Map.of("id", id), Map.of(), cause.getMessage(), cause);
    }
}

package com.vkcsgpu.provider.framework;

/**
 * The cloud accepted a create (or update) but the resource did not become ready. The partial state
 * is recorded by the engine (ErrorResourceInitFailed), so nothing leaks and the next {@code up}
 * resumes instead of creating a duplicate.
 *
 * <p>Usually it is simpler to call {@link OpContext#accepted(Record)} right after the cloud accepts
 * the request: any later failure (timeout, cancel, error) is then reported this way automatically.
 */
public class ResourceInitFailedException extends ProviderException {
    private static final long serialVersionUID = 1L;
    private final transient Record partialState;

    /** The outputs known so far (they must yield an id) and why initialization failed. */
    public ResourceInitFailedException(Record partialState, String reason) {
        this(partialState, reason, null);
    }

    /** As above, with the cause. */
    public ResourceInitFailedException(Record partialState, String reason, Throwable cause) {
        super(FailureKind.OUTCOME_UNKNOWN, reason, cause);
        this.partialState = java.util.Objects.requireNonNull(partialState, "partialState");
    }

    /** The outputs known so far. */
    public Record partialState() {
        return partialState;
    }
}

package com.vkcsgpu.provider.framework;

import java.util.Map;

/**
 * The framework's form of {@link ResourceInitFailedException}, ready for the wire: the id, outputs and
 * inputs to record, and the reason. The wire layer sends it as ErrorResourceInitFailed.
 */
public final class PartialFailureException extends ProviderException {
    private static final long serialVersionUID = 1L;
    private final String id;
    private final transient Map<String, Object> outputs;
    private final transient Map<String, Object> inputs;

    PartialFailureException(String id, Map<String, Object> outputs, Map<String, Object> inputs, String reason,
                            Throwable cause) {
        super(FailureKind.OUTCOME_UNKNOWN, reason, cause);
        this.id = id;
        this.outputs = outputs;
        this.inputs = inputs;
    }

    /** The id of the object the cloud accepted. */
    public String id() {
        return id;
    }

    /** The outputs known so far (wire values). */
    public Map<String, Object> outputs() {
        return outputs;
    }

    /** The inputs the object was created with (wire values). */
    public Map<String, Object> inputs() {
        return inputs;
    }
}

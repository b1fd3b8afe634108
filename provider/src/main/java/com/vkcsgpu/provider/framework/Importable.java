package com.vkcsgpu.provider.framework;

/**
 * Opt-in: the resource supports {@code pulumi import}. The inputs reported for an imported resource
 * are the inputs record embedded in the outputs that {@code read} returns; override
 * {@link #importedInputs} to drop server-chosen values the user would not write.
 *
 * @param <A> inputs record
 * @param <S> outputs record
 */
public interface Importable<A extends Record, S extends Record> {
    /** The inputs to record for an imported resource; null means "the embedded inputs as read". */
    default A importedInputs(S state) {
        return null;
    }
}

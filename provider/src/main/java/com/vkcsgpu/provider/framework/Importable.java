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
    /**
     * What {@code pulumi import} takes as the id, as a placeholder a user replaces, e.g.
     * {@code <node group UUID>}. The schema's "Import" section (and so the API docs of every language) shows
     * it in the import command.
     */
    String importIdFormat();

    /** Where a user finds that id, one sentence. */
    String importIdSource();

    /** The inputs to record for an imported resource; null means "the embedded inputs as read". */
    default A importedInputs(S state) {
        return null;
    }
}

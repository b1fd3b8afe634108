package com.vkcsgpu.provider.framework;

/**
 * Opt-in: adjust the field-level diff computed from the declarations, e.g. to ignore a change the
 * cloud treats as equal or to require replacement for a combination of values.
 *
 * @param <A> inputs record
 */
public interface CustomDiff<A extends Record> {
    /**
     * Returns the diff to report. {@code oldInputs} and {@code newInputs} are decoded (unknowns as null,
     * see {@link Diff#unknowns()}).
     */
    Diff customize(Diff computed, A oldInputs, A newInputs);
}

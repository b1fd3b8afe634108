package com.vkcsgpu.provider.framework;

import java.util.List;

/**
 * One resource type, declared once. Put {@link com.vkcsgpu.doc.Doc} on the implementing class (the
 * resource's description) and on every component of {@code A} and {@code S}.
 *
 * <p>{@code A} is the inputs record; {@code S} is the outputs record and embeds {@code A} as one of
 * its components (flattened on the wire), adding the computed properties. Diff, preview, schema,
 * secrets, defaults, required checks and error mapping come from the framework; opt-in capabilities
 * are the interfaces {@link CustomDiff} and {@link Importable}.
 *
 * @param <A> inputs record
 * @param <S> outputs record, embedding {@code A}
 */
public interface CustomResource<A extends Record, S extends Record> {

    /** The type token, e.g. {@code vkcs-gpu:mk8s:Cluster}. */
    String token();

    /** The inputs record class: by default the one named as {@code A} where the class implements this interface. */
    default Class<A> argsType() {
        return RecordTypes.argument(getClass(), CustomResource.class, 0, "argsType");
    }

    /** The outputs record class: by default the one named as {@code S} where the class implements this interface. */
    default Class<S> stateType() {
        return RecordTypes.argument(getClass(), CustomResource.class, 1, "stateType");
    }

    /** The cloud id of the resource described by {@code state}. */
    String idOf(S state);

    /**
     * Validates inputs without calling any API; report every problem with its property path. Values
     * unknown in preview are null here; {@link Diagnostics#isUnknown} tells them from absent ones.
     * Required properties, types and enum values are already checked by the framework.
     */
    default void check(A args, Diagnostics diags) {
    }

    /** Creates the resource and returns its outputs. Never called in preview. */
    S create(A args, OpContext ctx);

    /**
     * Reads the current outputs (refresh, import). {@code state} is null on import, when only the id
     * is known. Throw {@link NotFoundException} when the object is gone.
     */
    S read(String id, S state, OpContext ctx);

    /**
     * Updates in place the properties not marked {@link ReplaceOnChange}. The default refuses: a
     * resource without in-place updates marks every input {@link ReplaceOnChange}.
     */
    default S update(String id, S olds, A news, OpContext ctx) {
        throw new ProviderBugException(token() + " has no in-place update; mark its inputs @ReplaceOnChange");
    }

    /** Deletes the resource; a {@link NotFoundException} counts as success. */
    void delete(String id, S state, OpContext ctx);

    /**
     * How the failures of what this resource calls become the framework's, applied to every
     * create, read, update and delete where the framework dispatches it.
     */
    default FailureTranslator failures() {
        return FailureTranslator.NONE;
    }

    /** Default timeouts per operation. */
    default Timeouts timeouts() {
        return Timeouts.DEFAULT;
    }

    /** Conditional replace rules, in addition to {@link ReplaceOnChange} components. */
    default List<ReplaceRule> replaceRules() {
        return List.of();
    }

    /**
     * The steps from older shapes of this resource's stored inputs and outputs to today's, oldest first; the
     * framework applies them to whatever the engine sends from an earlier release ({@link StateMigration}).
     */
    default List<StateMigration> migrations() {
        return List.of();
    }

    /**
     * Whether a replacement must delete the old object first, e.g. because the cloud enforces unique
     * names that the new object keeps.
     */
    default boolean deleteBeforeReplace() {
        return false;
    }
}

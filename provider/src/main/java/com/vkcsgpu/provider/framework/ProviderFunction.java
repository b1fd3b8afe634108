package com.vkcsgpu.provider.framework;

/**
 * A function (Invoke), declared like a resource: {@link com.vkcsgpu.doc.Doc} on the class and on every
 * component of the argument and result records.
 *
 * @param <A> arguments record
 * @param <R> result record
 */
public interface ProviderFunction<A extends Record, R extends Record> {
    /** The token, e.g. {@code vkcs-gpu:mk8s:getVersions}. */
    String token();

    /** The arguments record class: by default the one named as {@code A} where the class implements this interface. */
    default Class<A> argsType() {
        return RecordTypes.argument(getClass(), ProviderFunction.class, 0, "argsType");
    }

    /** The result record class: by default the one named as {@code R} where the class implements this interface. */
    default Class<R> resultType() {
        return RecordTypes.argument(getClass(), ProviderFunction.class, 1, "resultType");
    }

    /** Validates arguments without calling any API. */
    default void check(A args, Diagnostics diags) {
    }

    /** Computes the result. Functions only read; {@link OpContext#dryRun()} tells preview. */
    R invoke(A args, OpContext ctx);

    /** How the failures of what this function calls become the framework's, applied to every invocation. */
    default FailureTranslator failures() {
        return FailureTranslator.NONE;
    }

    /** How long an invocation may take. */
    default java.time.Duration timeout() {
        return Timeouts.DEFAULT.read();
    }
}

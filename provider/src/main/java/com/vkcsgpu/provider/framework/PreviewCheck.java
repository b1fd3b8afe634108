package com.vkcsgpu.provider.framework;

/**
 * Opt-in: read-only checks a preview runs against what already exists, so a plan that cannot work fails in
 * preview instead of half-way through {@code up} (for example, a cluster's API asked whether the credentials may
 * do what the create needs). Called in preview for a create or an update whose inputs are all known (an input
 * still unknown means what it names does not exist yet, and the check runs again at {@code up}). It must talk to
 * no write API; a failure it throws is translated by the resource's {@link CustomResource#failures()}.
 *
 * @param <A> inputs record
 */
public interface PreviewCheck<A extends Record> {
    /** Throws when the operation would fail for a reason the existing objects already show. */
    void previewCheck(A inputs, OpContext ctx);

    /**
     * Called in preview instead of {@link #previewCheck} when some inputs are still unknown ({@code unknowns}, decoded
     * as null in {@code inputs}): what an unknown input names does not exist yet, so this may only predict from what
     * is known (for example, the rights a cluster still to be created will give the provider's credentials). It must
     * talk to no write API. By default nothing is predicted.
     */
    default void previewPredict(A inputs, java.util.Set<PropertyPath> unknowns, OpContext ctx) {
    }
}

package com.vkcsgpu.harness;

/**
 * The resource options the engine keeps in the state because later operations need them, even without the program
 * (destroy, refresh, deletes of removed resources).
 *
 * @param protect              refuse to delete
 * @param deleteBeforeReplace  a replace deletes the old resource first
 * @param retainOnDelete       a delete drops the resource from the state without calling the provider's Delete
 * @param deleteTimeoutSeconds {@code customTimeouts.delete} in seconds, sent as Delete's {@code timeout} (0 = unset)
 */
public record StoredOptions(boolean protect, boolean deleteBeforeReplace, boolean retainOnDelete,
                            double deleteTimeoutSeconds) {

    /** No options set. */
    public static final StoredOptions NONE = new StoredOptions(false, false, false, 0);
}

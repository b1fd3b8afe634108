package com.vkcsgpu.harness;

/** The kind of a {@code detailedDiff} entry, as in {@code pulumirpc.PropertyDiff.Kind}. */
public enum DiffKind {
    ADD, ADD_REPLACE, DELETE, DELETE_REPLACE, UPDATE, UPDATE_REPLACE;

    /** The kind of a provider's {@code PropertyDiff}. */
    static DiffKind of(pulumirpc.Provider.PropertyDiff diff) {
        return switch (diff.getKind()) {
            case ADD -> ADD;
            case ADD_REPLACE -> ADD_REPLACE;
            case DELETE -> DELETE;
            case DELETE_REPLACE -> DELETE_REPLACE;
            case UPDATE_REPLACE -> UPDATE_REPLACE;
            default -> UPDATE;
        };
    }

    /** True for the {@code *_REPLACE} kinds, which force a replace. */
    public boolean isReplace() {
        return this == ADD_REPLACE || this == DELETE_REPLACE || this == UPDATE_REPLACE;
    }
}

package com.vkcsgpu.harness;

/** The kind of a {@code detailedDiff} entry, as in {@code pulumirpc.PropertyDiff.Kind}. */
public enum DiffKind {
    ADD, ADD_REPLACE, DELETE, DELETE_REPLACE, UPDATE, UPDATE_REPLACE;

    /** True for the {@code *_REPLACE} kinds, which force a replace. */
    public boolean isReplace() {
        return this == ADD_REPLACE || this == DELETE_REPLACE || this == UPDATE_REPLACE;
    }
}

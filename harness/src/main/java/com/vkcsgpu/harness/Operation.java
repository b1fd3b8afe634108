package com.vkcsgpu.harness;

/** The engine operation a {@link RunResult} comes from. */
public enum Operation {
    PREVIEW, UP, REFRESH, DESTROY, IMPORT
}

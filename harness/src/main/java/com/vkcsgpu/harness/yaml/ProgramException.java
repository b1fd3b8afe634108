package com.vkcsgpu.harness.yaml;

/** A problem of the YAML program, worded with the path of the expression at fault. */
final class ProgramException extends RuntimeException {
    ProgramException(String message) {
        super(message);
    }
}

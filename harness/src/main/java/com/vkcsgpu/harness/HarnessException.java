package com.vkcsgpu.harness;

/** The harness could not do what was asked (plugin would not start, state file unreadable, ...). */
public class HarnessException extends RuntimeException {

    public HarnessException(String message) {
        super(message);
    }

    public HarnessException(String message, Throwable cause) {
        super(message, cause);
    }
}

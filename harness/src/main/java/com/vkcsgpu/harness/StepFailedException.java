package com.vkcsgpu.harness;

/** A step failed; the message is what the engine would print (it starts with the resource URN). */
final class StepFailedException extends RuntimeException {

    StepFailedException(String message) {
        super(message);
    }
}

package com.vkcsgpu.operator;

/**
 * One thing wrong with a GPU Operator configuration.
 *
 * @param severity an error stops the deployment; a warning is shown and the deployment goes on
 * @param path the property at fault, e.g. {@code driverVersion}, {@code pools[1].migProfile}
 * @param message what is wrong and how to fix it, with the allowed values
 */
public record CompatibilityProblem(Severity severity, String path, String message) {

    /** How serious a problem is. */
    public enum Severity {
        /** Cannot work; reject the configuration. */
        ERROR,
        /** Works, but deserves attention. */
        WARNING
    }

    @Override
    public String toString() {
        return severity.name().toLowerCase() + " at " + path + ": " + message;
    }
}

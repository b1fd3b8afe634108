package com.vkcsgpu.examples.emulated;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.RunResult;
import java.util.List;

/** Assertions every end-to-end test of the examples makes about a run. */
public final class RunChecks {
    private RunChecks() {
    }

    /** A run that went as planned warns about nothing, and the plugin prints no stack trace. */
    public static void assertQuiet(RunResult run) {
        List<String> noise = run.logs().stream()
                .filter(l -> l.severity().equals("WARNING") || l.severity().equals("ERROR")
                        || (l.source() == EngineLogMessage.Source.PLUGIN_STDERR && l.message().contains("Exception")))
                .map(l -> l.severity() + " " + l.source() + " " + l.urn() + ": " + l.message())
                .toList();
        assertTrue(noise.isEmpty(), () -> "unexpected warnings or errors:\n" + String.join("\n", noise));
    }
}

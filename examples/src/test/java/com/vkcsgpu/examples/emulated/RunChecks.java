package com.vkcsgpu.examples.emulated;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.RunResult;
import java.util.Arrays;
import java.util.List;

/** Assertions every end-to-end test of the examples makes about a run. */
public final class RunChecks {
    private RunChecks() {
    }

    /** A run that went as planned warns about nothing, and the plugin prints no stack trace. */
    public static void assertQuiet(RunResult run) {
        assertQuietBut(run);
    }

    /**
     * Like {@link #assertQuiet}, except that each of {@code expectedWarnings} (a fragment of
     * {@code "<urn>: <message>"}) must match exactly one warning; nothing else may warn or fail.
     */
    public static void assertQuietBut(RunResult run, String... expectedWarnings) {
        List<String> noise = run.logs().stream()
                .filter(l -> l.severity().equals("WARNING") || l.severity().equals("ERROR")
                        || (l.source() == EngineLogMessage.Source.PLUGIN_STDERR && l.message().contains("Exception")))
                .map(l -> l.severity() + " " + l.source() + " " + l.urn() + ": " + l.message())
                .toList();
        List<String> unexpected = noise.stream()
                .filter(line -> !line.startsWith("WARNING ")
                        || Arrays.stream(expectedWarnings).noneMatch(line::contains))
                .toList();
        assertEquals(List.of(), unexpected, () -> "unexpected warnings or errors:\n" + String.join("\n", unexpected));
        for (String expected : expectedWarnings) {
            assertEquals(1, noise.stream().filter(line -> line.contains(expected)).count(),
                    () -> "expected exactly one warning containing '" + expected + "':\n" + String.join("\n", noise));
        }
    }
}

package com.vkcsgpu.harness;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine's port handshake rules, with shell one-liners as plugins (no JVM needed). */
class PluginProcessTest {

    @TempDir
    Path dir;

    @Test
    void aFirstStdoutLineThatIsNotAPortIsAClearError() {
        HarnessException e = assertThrows(HarnessException.class, () -> start("echo 'Picked up JAVA_TOOL_OPTIONS'; sleep 5"));
        assertTrue(e.getMessage().contains("wrote an invalid port to stdout: \"Picked up JAVA_TOOL_OPTIONS\""), e.getMessage());
    }

    @Test
    void aPortOutOfRangeIsRejected() {
        HarnessException e = assertThrows(HarnessException.class, () -> start("echo 70000; sleep 5"));
        assertTrue(e.getMessage().contains("invalid port"), e.getMessage());
    }

    @Test
    void exitingBeforeThePortReportsTheExitStatusAndStderr() {
        HarnessException e = assertThrows(HarnessException.class, () -> start("echo 'no credentials' >&2; exit 3"));
        assertTrue(e.getMessage().contains("exit status 3"), e.getMessage());
        assertTrue(e.getMessage().contains("no credentials"), e.getMessage());
    }

    @Test
    void theEngineAddressIsTheLastArgument() {
        // $1 is the appended engine address; echoing it as the "port" shows where it went.
        HarnessException e = assertThrows(HarnessException.class, () -> start("echo \"$1\"; sleep 5"));
        assertTrue(e.getMessage().contains("\"127.0.0.1:9\""), e.getMessage());
    }

    private void start(String script) {
        List<EngineLogMessage> diagnostics = new ArrayList<>();
        PluginProcess.start(PluginLauncher.command(List.of("sh", "-c", script, "plugin")), "127.0.0.1:9",
                java.util.Map.of(), dir, Duration.ofSeconds(20), diagnostics::add, new CallLog()).close();
    }
}

package com.vkcsgpu.provider.k8s.helm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A SIGTERM that arrives during a Helm render reaches the JVM: once {@link JvmSignals#claimFromGo()} ran, a render
 * leaves the OS-level SIGTERM handler the JVM's from start to end. Without it, the first render of a process hands
 * the signal to Go for its whole length (the control case, which shows the check can see it).
 */
class JvmSignalsTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"claim, kept", "no-claim, taken"})
    void aRenderAfterTheClaimLeavesSigtermWithTheJvm(String mode, String expected) throws Exception {
        Assumptions.assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"),
                "reads the handler with glibc's sigaction; Linux only");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SignalHandlerDuringRender.class.getName(), mode)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            String line = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the render process did not end");
            assertEquals(expected, line);
        } finally {
            child.destroyForcibly();
        }
    }
}

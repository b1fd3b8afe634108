package com.vkcsgpu.examples.debuglog;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.PluginLauncher;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.Values;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The debug log of calls through the engine harness, with the packaged plugin launched as the engine launches it
 * under {@code pulumi up --logflow -v=9}: each VK Cloud and Kubernetes call reaches the engine's Log at DEBUG with
 * method, path, status, duration and the server's request id, and nothing secret; launched without the flags,
 * the same kind of run logs no call.
 */
class CallLogEndToEndTest {
    private static final String PROJECT = "call-log-e2e";
    private static final double TIME_SCALE = 0.001;
    /** The whole line, so that nothing else (a body, a header, a token) can ride along. */
    private static final Pattern CALL_LINE = Pattern.compile(
            "(vkcs|kubernetes) [A-Z]+ /\\S* (\\d{3}|failed\\(\\w+\\)) \\d+ms( request-id=[\\w-]+)?");

    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE);

    private EngineHarness stack(Path stateFile, PluginLauncher launcher) {
        return EmulatedStack.harness(emulated.cloud(), PROJECT, stateFile, TIME_SCALE).plugin("vkcs-gpu", launcher)
                .build();
    }

    @Test
    void verboseRunLogsEachCallWithoutSecretsAndAQuietRunLogsNone(@TempDir Path dir) {
        Path state = dir.resolve("state.json");
        Program program = Program.javaMain(Classpaths.current(), CallLogProgram.class.getName());
        PluginLauncher plugin = PluginLauncher.executable(EmulatedStack.packagedPlugin());

        RunResult up = stack(state, plugin.withLogFlow(9, false)).up(program).assertSucceeded();

        List<String> calls = callLines(up);
        System.out.println("call log of the up:\n" + String.join("\n", calls)); // as docs/debugging.md quotes it
        assertTrue(calls.stream().anyMatch(l -> l.matches("vkcs POST /\\S*/auth/tokens 201 \\d+ms request-id=req-\\S+")),
                () -> "the Keystone login, with VK Cloud's X-Openstack-Request-Id:\n" + String.join("\n", calls));
        assertTrue(calls.stream().anyMatch(l -> l.matches("vkcs POST /\\S*/clusters 20\\d \\d+ms request-id=\\S+")),
                () -> "the cluster create:\n" + String.join("\n", calls));
        assertTrue(calls.stream().anyMatch(l -> l.matches("kubernetes PATCH /api/v1/namespaces/" + CallLogProgram.NAMESPACE
                        + "\\?\\S+ 20\\d \\d+ms request-id=[\\w-]+")),
                () -> "the namespace's server-side apply, with the API server's Audit-Id:\n" + String.join("\n", calls));
        String password = emulated.cloud().credentials().password();
        String kubeconfig = ((Values.Secret) up.output("kubeconfig")).value().toString();
        // Only the plugin's own lines: the program's Java SDK logs its registrations at DEBUG, outputs included.
        List<String> pluginLines = new java.util.ArrayList<>(calls);
        up.logs().stream().filter(l -> l.source() == EngineLogMessage.Source.PLUGIN_STDERR)
                .forEach(l -> pluginLines.add(l.message()));
        for (String line : pluginLines) {
            assertFalse(line.contains(password), () -> "password in " + line);
            assertFalse(kubeconfig.lines().filter(l -> l.length() > 20).anyMatch(line::contains),
                    () -> "kubeconfig text in " + line);
        }

        RunResult destroy = stack(state, plugin).destroy().assertSucceeded();

        assertTrue(destroy.calls("Delete").size() >= 2, "the destroy called the cloud and the cluster");
        assertTrue(callLines(destroy).isEmpty(), () -> "without -v no call is logged:\n" + destroy.describe());
    }

    /**
     * The call lines among the run's DEBUG messages from the engine Log (the program's SDK logs at DEBUG too); each
     * must be nothing but a call line.
     */
    private static List<String> callLines(RunResult run) {
        List<String> calls = run.logs("DEBUG").stream().map(EngineLogMessage::message)
                .filter(m -> m.startsWith("vkcs ") || m.startsWith("kubernetes ")).toList();
        for (String line : calls) {
            assertTrue(CALL_LINE.matcher(line).matches(), () -> "not only a call line: " + line);
        }
        return calls;
    }
}

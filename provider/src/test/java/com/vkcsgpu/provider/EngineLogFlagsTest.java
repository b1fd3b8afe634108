package com.vkcsgpu.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.calllog.ApiCall;
import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.wire.LogSink;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EngineLogFlagsTest {
    private static final ApiCall CALL = ApiCall.answered("vkcs", "GET", "/v2/clusters/c1", 200, Duration.ofMillis(87),
            "req-3f2a");

    @Test
    void readsTheFlagsTheEngineFlowsAndLeavesTheAddress() {
        EngineLogFlags flags = EngineLogFlags.parse(new String[] {"--logtostderr", "-v=9", "--tracing", "http://t",
                "127.0.0.1:5"});
        assertEquals(new EngineLogFlags(9, true, "127.0.0.1:5"), flags);
        assertEquals(new EngineLogFlags(3, false, "127.0.0.1:5"),
                EngineLogFlags.parse(new String[] {"--logflow", "-v=3", "--tracing=http://t", "127.0.0.1:5"}));
        assertEquals(new EngineLogFlags(0, false, "127.0.0.1:5"), EngineLogFlags.parse(new String[] {"127.0.0.1:5"}));
        assertNull(EngineLogFlags.parse(new String[] {"--logtostderr", "-v=9"}).engineAddress());
    }

    @Test
    void aMalformedVerbosityIsIgnoredRatherThanStoppingThePlugin() {
        assertEquals(0, EngineLogFlags.parse(new String[] {"-v=loud", "127.0.0.1:5"}).verbosity());
        assertEquals(0, EngineLogFlags.parse(new String[] {"-v=-2", "127.0.0.1:5"}).verbosity());
    }

    @Test
    void withoutVerbosityNoCallIsLogged() {
        assertSame(CallLog.OFF, EngineLogFlags.parse(new String[] {"127.0.0.1:5"}).callLog(failingSink(), System.err));
        assertSame(CallLog.OFF, EngineLogFlags.parse(new String[] {"--logtostderr", "127.0.0.1:5"})
                .callLog(failingSink(), System.err));
    }

    @Test
    void verboseCallsGoToTheEngineLogAtDebug() {
        List<String> lines = new ArrayList<>();
        CallLog log = EngineLogFlags.parse(new String[] {"-v=9", "127.0.0.1:5"}).callLog((severity, message, urn, e) -> {
            assertEquals(LogSink.Severity.DEBUG, severity);
            assertFalse(e, "a call line stays in the log, it is not a status");
            lines.add(message);
        }, System.err);
        log.record(CALL);
        assertEquals(List.of("vkcs GET /v2/clusters/c1 200 87ms request-id=req-3f2a"), lines);
    }

    @Test
    void withLogToStderrCallsGoToStderrInGlogLayout() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CallLog log = EngineLogFlags.parse(new String[] {"--logtostderr", "-v=1", "127.0.0.1:5"})
                .callLog(failingSink(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        log.record(CALL);
        String line = bytes.toString(StandardCharsets.UTF_8).strip();
        assertTrue(line.matches("I\\d{4} \\d{2}:\\d{2}:\\d{2}\\.\\d{6} \\d+ vkcs-gpu] "
                + "vkcs GET /v2/clusters/c1 200 87ms request-id=req-3f2a"), line);
    }

    private static LogSink failingSink() {
        return (severity, message, urn, ephemeral) -> {
            throw new AssertionError("nothing goes to the engine log here: " + message);
        };
    }
}

package com.vkcsgpu.provider;

import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.wire.LogSink;
import java.io.PrintStream;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * The plugin's command line as the engine builds it: {@code [--logtostderr] [-v=N] [--tracing ENDPOINT] ADDRESS}.
 * The engine passes the logging flags only when run with {@code --logflow}, copying its own {@code -v} and
 * {@code --logtostderr} (pulumi/pulumi sdk/go/common/resource/plugin/plugin.go at commit 0071211, {@code
 * buildPluginArguments}); the address is the one argument left after the flags (the same rule as the Java SDK's
 * {@code ComponentProviderHost}). {@code --logflow} itself is accepted too, so a wrapper may pass it on.
 *
 * @param verbosity     {@code N} of {@code -v=N}, 0 when absent
 * @param logToStderr   whether {@code --logtostderr} was given
 * @param engineAddress the engine's {@code host:port}, or null when missing
 */
public record EngineLogFlags(int verbosity, boolean logToStderr, String engineAddress) {
    /** The verbosity from which the plugin logs each VK Cloud and Kubernetes call: any {@code -v} at all. */
    public static final int CALL_LOG_VERBOSITY = 1;
    /** The usage line {@link Main} prints when the address is missing. */
    static final String USAGE = "usage: pulumi-resource-vkcs-gpu [--logflow] [--logtostderr] [-v=N] [--tracing ENDPOINT]"
            + " ENGINE_ADDRESS";
    private static final DateTimeFormatter GLOG_TIME = DateTimeFormatter.ofPattern("MMdd HH:mm:ss.SSSSSS");

    /**
     * Reads the command line; a malformed {@code -v} counts as 0 rather than failing, as the plugin must start
     * whatever logging flags an engine version adds.
     */
    public static EngineLogFlags parse(String[] args) {
        int verbosity = 0;
        boolean logToStderr = false;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--tracing")) {
                i++;
            } else if (a.equals("--logtostderr")) {
                logToStderr = true;
            } else if (a.startsWith("-v=") || a.startsWith("--v=")) {
                verbosity = parseLevel(a.substring(a.indexOf('=') + 1));
            } else if (!a.equals("--logflow") && !a.startsWith("--tracing=")) {
                rest.add(a);
            }
        }
        return new EngineLogFlags(verbosity, logToStderr, rest.isEmpty() ? null : rest.get(rest.size() - 1));
    }

    private static int parseLevel(String text) {
        try {
            return Math.max(0, Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * Where each call goes: nowhere below {@link #CALL_LOG_VERBOSITY}; with {@code --logtostderr} to
     * {@code stderr} in glog's line layout ({@code I<mmdd hh:mm:ss.uuuuuu> <pid> vkcs-gpu] ...}, as Go providers
     * log), which the engine reads as the plugin's debug output; otherwise to the engine's Log service at
     * severity DEBUG. Either way the engine shows the lines with {@code pulumi up --debug} and writes them to its
     * own log (pulumi/pulumi {@code sdk/go/common/diag/sink.go}, {@code Debugf}: glog level 3; the display hides them
     * without {@code --debug}, {@code pkg/backend/display/progress.go} at commit 001ffec).
     */
    public CallLog callLog(LogSink engineLog, PrintStream stderr) {
        if (verbosity < CALL_LOG_VERBOSITY) {
            return CallLog.OFF;
        }
        if (logToStderr) {
            long pid = ProcessHandle.current().pid();
            return call -> stderr.println("I" + LocalDateTime.now(ZoneId.systemDefault()).format(GLOG_TIME) + " " + pid
                    + " vkcs-gpu] " + call.line());
        }
        return call -> engineLog.log(LogSink.Severity.DEBUG, call.line(), null, false);
    }
}

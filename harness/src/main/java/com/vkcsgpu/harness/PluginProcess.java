package com.vkcsgpu.harness;

import com.google.protobuf.Empty;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import pulumirpc.Plugin.PluginInfo;
import pulumirpc.Provider.ProviderHandshakeRequest;
import pulumirpc.Provider.ProviderHandshakeResponse;
import pulumirpc.ResourceProviderGrpc;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * A running provider plugin, started the way the engine starts one ({@code sdk/go/common/resource/plugin/plugin.go}):
 * the engine address as the last argument; the first stdout line is the port (1–65535); later stdout and stderr
 * lines become diagnostics; the engine dials {@code 127.0.0.1:<port>} in plaintext, retries {@code Handshake}
 * while the server is {@code UNAVAILABLE}, then asks {@code GetPluginInfo}. Closing interrupts the process,
 * waits 5 s, then kills it.
 */
public final class PluginProcess implements AutoCloseable {

    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);
    private static final Duration HANDSHAKE_RETRY_WINDOW = Duration.ofSeconds(20);

    private final Process process;
    private final ManagedChannel channel;
    private final ResourceProviderGrpc.ResourceProviderBlockingStub stub;
    private final Optional<ProviderHandshakeResponse> handshake;
    private final String version;
    private final StringBuffer stderr;

    private PluginProcess(Process process, ManagedChannel channel, Optional<ProviderHandshakeResponse> handshake,
                          String version, StringBuffer stderr) {
        this.process = process;
        this.channel = channel;
        this.stub = ResourceProviderGrpc.newBlockingStub(channel);
        this.handshake = handshake;
        this.version = version;
        this.stderr = stderr;
    }

    /**
     * Starts the plugin and completes the engine's launch sequence (port, Handshake, GetPluginInfo).
     *
     * @param launcher      the command line (the engine address is appended)
     * @param engineAddress {@code 127.0.0.1:<port>} of the harness's Engine service
     * @param env           extra environment variables for the plugin
     * @param workDir       the plugin's working directory (the engine uses its own cwd)
     * @param startTimeout  how long to wait for the port line
     * @param diagnostics   receives every later stdout/stderr line
     * @param callLog       where Handshake and GetPluginInfo are recorded
     */
    public static PluginProcess start(PluginLauncher launcher, String engineAddress, Map<String, String> env,
                                      Path workDir, Duration startTimeout, Consumer<EngineLogMessage> diagnostics,
                                      CallLog callLog) {
        List<String> cmd = new ArrayList<>(launcher.command());
        cmd.add(engineAddress);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(workDir.toFile());
        pb.environment().putAll(env);
        Process process;
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new HarnessException("could not start plugin `" + launcher + "`: " + e.getMessage(), e);
        }
        StringBuffer stderr = new StringBuffer();
        Thread stderrPump = pump(process.getErrorStream(), "plugin-stderr", line -> {
            stderr.append(line).append('\n');
            diagnostics.accept(new EngineLogMessage(EngineLogMessage.Source.PLUGIN_STDERR, "INFO", line, "", false));
        });
        int port = readPort(process, launcher, startTimeout, stderr, stderrPump);
        pump(process.getInputStream(), "plugin-stdout", line -> diagnostics.accept(
                new EngineLogMessage(EngineLogMessage.Source.PLUGIN_STDOUT, "INFO", line, "", false)));
        // The engine's gRPC client (grpc-go) accepts 16 MiB of response headers and trailers
        // (google.golang.org/grpc internal/transport/defaults.go, defaultClientMaxHeaderListSize); grpc-java's default
        // of 8 KiB would reset a stream the engine reads fine, e.g. a failure whose status carries partial state.
        ManagedChannel channel = ManagedChannelBuilder.forAddress("127.0.0.1", port).usePlaintext()
                .maxInboundMessageSize(64 * 1024 * 1024).maxInboundMetadataSize(16 * 1024 * 1024).build();
        try {
            var stub = ResourceProviderGrpc.newBlockingStub(channel);
            Optional<ProviderHandshakeResponse> handshake = handshake(stub, engineAddress, launcher, callLog);
            PluginInfo info = callLog.record("GetPluginInfo", "", Map.of(),
                    () -> stub.withDeadlineAfter(30, TimeUnit.SECONDS).getPluginInfo(Empty.getDefaultInstance()));
            return new PluginProcess(process, channel, handshake, info.getVersion(), stderr);
        } catch (RuntimeException e) {
            channel.shutdownNow();
            stop(process);
            throw e instanceof HarnessException ? e : new HarnessException("plugin `" + launcher + "` failed to load: "
                    + e.getMessage() + stderrTail(stderr), e);
        }
    }

    /** The gRPC client of the plugin's {@code ResourceProvider} service. */
    public ResourceProviderGrpc.ResourceProviderBlockingStub stub() {
        return stub;
    }

    /** The Handshake answer, or empty when the plugin answered {@code UNIMPLEMENTED}. */
    public Optional<ProviderHandshakeResponse> handshake() {
        return handshake;
    }

    /** The version from {@code GetPluginInfo}. */
    public String version() {
        return version;
    }

    /** Everything the plugin wrote to stderr so far. */
    public String stderr() {
        return stderr.toString();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void close() {
        channel.shutdownNow();
        stop(process);
    }

    private static Optional<ProviderHandshakeResponse> handshake(ResourceProviderGrpc.ResourceProviderBlockingStub stub,
                                                                 String engineAddress, PluginLauncher launcher,
                                                                 CallLog callLog) {
        // The flags the engine sends (provider_plugin.go, NewProvider): it can configure with a URN, supports
        // views, sends `preview` on Invoke and accepts byte strings.
        String dir = Path.of(launcher.command().get(0)).toAbsolutePath().getParent().toString();
        ProviderHandshakeRequest request = ProviderHandshakeRequest.newBuilder()
                .setEngineAddress(engineAddress)
                .setRootDirectory(dir)
                .setProgramDirectory(dir)
                .setConfigureWithUrn(true)
                .setSupportsViews(true)
                .setInvokeWithPreview(true)
                .setAcceptsByteString(true)
                .setSupportsRefreshBeforeUpdate(true)
                .build();
        long deadline = System.nanoTime() + HANDSHAKE_RETRY_WINDOW.toNanos();
        while (true) {
            try {
                return Optional.of(callLog.record("Handshake", "", Map.of(),
                        () -> stub.withDeadlineAfter(10, TimeUnit.SECONDS).handshake(request)));
            } catch (StatusRuntimeException e) {
                Status.Code code = e.getStatus().getCode();
                if (code == Status.Code.UNIMPLEMENTED) {
                    return Optional.empty();
                }
                if (code != Status.Code.UNAVAILABLE || System.nanoTime() > deadline) {
                    throw e;
                }
                sleepQuietly(50);
            }
        }
    }

    private static int readPort(Process process, PluginLauncher launcher, Duration timeout, StringBuffer stderr,
                                Thread stderrPump) {
        // Like the engine, read byte by byte up to the first newline, so nothing after the port is consumed here.
        CompletableFuture<String> firstLine = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                InputStream in = process.getInputStream();
                ByteArrayOutputStream buf = new ByteArrayOutputStream();
                int b;
                while ((b = in.read()) != -1 && b != '\n') {
                    buf.write(b);
                }
                firstLine.complete(b == -1 ? null : buf.toString(StandardCharsets.UTF_8));
            } catch (IOException e) {
                firstLine.complete(null);
            }
        }, "plugin-port");
        reader.setDaemon(true);
        reader.start();
        String line;
        try {
            line = firstLine.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            stop(process);
            throw new HarnessException("plugin `" + launcher + "` wrote no port to stdout within " + timeout.toSeconds()
                    + " s" + stderrTail(stderr));
        } catch (InterruptedException | ExecutionException e) {
            stop(process);
            throw new HarnessException("interrupted while waiting for the plugin's port", e);
        }
        if (line == null) {
            int exit = waitForExit(process, stderrPump);
            throw new HarnessException("could not read plugin `" + launcher + "` stdout: the plugin exited first with exit status "
                    + exit + stderrTail(stderr));
        }
        String trimmed = line.trim();
        try {
            int port = Integer.parseInt(trimmed);
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        stop(process);
        throw new HarnessException("plugin `" + launcher + "` wrote an invalid port to stdout: \"" + trimmed
                + "\" (the first stdout line must be a port number 1-65535; log to stderr instead)" + stderrTail(stderr));
    }

    private static int waitForExit(Process process, Thread stderrPump) {
        try {
            if (process.waitFor(10, TimeUnit.SECONDS)) {
                // Let the stderr pump drain the last lines before they are quoted in the error.
                stderrPump.join(TimeUnit.SECONDS.toMillis(5));
                return process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        stop(process);
        return -1;
    }

    private static void stop(Process process) {
        if (!process.isAlive()) {
            return;
        }
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy(); // SIGTERM: the plugin stops as on the engine's SIGINT, which Java cannot send
        try {
            if (!process.waitFor(SHUTDOWN_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(SHUTDOWN_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    static Thread pump(InputStream in, String name, Consumer<String> lines) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.accept(line);
                }
            } catch (IOException ignored) {
                // the process is gone
            }
        }, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static String stderrTail(StringBuffer stderr) {
        String s = stderr.toString().strip();
        if (s.isEmpty()) {
            return "";
        }
        return "\nplugin stderr:\n" + (s.length() > 4000 ? "..." + s.substring(s.length() - 4000) : s);
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package com.vkcsgpu.provider;

import com.vkcsgpu.provider.wire.EngineLogSink;
import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.util.MutableHandlerRegistry;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;

/**
 * The plugin's entry point, run by the engine as {@code pulumi-resource-vkcs-gpu [flags] <engine address>}.
 * Its flags are read by {@link EngineLogFlags}. It writes its gRPC port as the only line on stdout (pulumi/pulumi v3.259.0 sdk/go/common/resource/plugin/plugin.go,
 * parsePort); everything else goes to stderr.
 * SIGINT/SIGTERM cancel running operations, stop the server and end the process ({@link StopSignals}).
 */
public final class Main {
    /**
     * Where the port line goes when not to this JVM's stdout. The wrapper hands the engine's stdout over as
     * {@code /dev/fd/3} and points the JVM's own stdout at stderr: what the JVM itself prints there (JFR's start-up
     * lines, {@code -Xlog:gc} and {@code -verbose:gc} from {@code JAVA_OPTS}) would otherwise come before the port, and
     * the engine takes the first line as the port.
     */
    static final String PORT_OUTPUT_PROPERTY = "vkcsgpu.portOutput";
    /**
     * Turns off Netty's native transports (as relocated in grpc-netty-shaded). gRPC picks epoll when it can load it,
     * and loading it means copying Netty's library out of the jar into a temporary file (a SecureRandom for its name,
     * the JDK's security providers) before the server can bind: about a tenth of the plugin's CPU before its port
     * line (docs/benchmarks.md). The plugin serves one engine over loopback TCP, which the JDK's NIO transport serves
     * alike. A value given on the command line ({@code JAVA_OPTS}) is kept.
     */
    static final String NETTY_NO_NATIVE_PROPERTY = "io.grpc.netty.shaded.io.netty.transport.noNative";

    private Main() {
    }

    /** Appends (a file the engine's stdout was redirected to keeps what it held). */
    static OutputStream portOutput(String path) throws IOException {
        return path == null || path.isEmpty() ? new FileOutputStream(FileDescriptor.out)
                : new FileOutputStream(path, true);
    }

    /** Starts the plugin and blocks until it is stopped. */
    public static void main(String[] args) throws Exception {
        preferJdkTransport();
        // Keep stdout for the port alone: anything a library prints goes to stderr from here on.
        PrintStream portOut = new PrintStream(portOutput(System.getProperty(PORT_OUTPUT_PROPERTY)), true,
                StandardCharsets.UTF_8);
        System.setOut(System.err);
        EngineLogFlags flags = EngineLogFlags.parse(args);
        String engineAddress = flags.engineAddress();
        if (engineAddress == null) {
            System.err.println(EngineLogFlags.USAGE);
            System.exit(2);
        }
        EngineLogSink log = EngineLogSink.connect(engineAddress);
        // The plugin's assembly (its resource models' reflection, the modules' wiring) and the server's start
        // (Netty's and gRPC's classes) need nothing from each other: on a second core they overlap. The service
        // is registered before the port line, so the engine's first call finds everything ready.
        CompletableFuture<Plugin> assembly = CompletableFuture.supplyAsync(
                () -> Plugin.assemble(Plugin.discoverModules(), log, flags.callLog(log, System.err), engineAddress,
                        System.getenv()),
                task -> new Thread(task, "vkcs-gpu-assembly").start());
        MutableHandlerRegistry services = new MutableHandlerRegistry();
        Server server = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
                .fallbackHandlerRegistry(services).build().start();
        Plugin plugin = assembled(assembly);
        services.addService(plugin.service());
        StopSignals signals = StopSignals.install(() -> {
            plugin.registry().tracker().cancelAll();
            server.shutdown();
            try {
                if (!server.awaitTermination(4, TimeUnit.SECONDS)) {
                    server.shutdownNow();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            log.close();
            System.err.println("vkcs-gpu: stopped");
        });
        portOut.println(server.getPort());
        portOut.flush();
        if (System.getenv(ClassArchiveTraining.ENV) != null) {
            ClassArchiveTraining.exercise(plugin.service());
            System.exit(0);
        }
        server.awaitTermination();
        signals.awaitEnd();
    }

    /** Serves gRPC on the JDK's NIO transport unless told otherwise; before any Netty class loads. */
    static void preferJdkTransport() {
        if (System.getProperty(NETTY_NO_NATIVE_PROPERTY) == null) {
            System.setProperty(NETTY_NO_NATIVE_PROPERTY, "true");
        }
    }

    /** The assembled plugin, or the assembly's own failure (not the future's wrapper) for the stack trace. */
    private static Plugin assembled(CompletableFuture<Plugin> assembly) throws Exception {
        try {
            return assembly.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }
}

package com.vkcsgpu.harness;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How to start the provider plugin. The harness appends the engine address as the last argument, as the engine
 * does ({@code sdk/go/common/resource/plugin/plugin.go}, {@code buildPluginArguments}).
 */
public final class PluginLauncher {

    private final List<String> command;

    private PluginLauncher(List<String> command) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("plugin command must not be empty");
        }
        this.command = List.copyOf(command);
    }

    /** The packaged plugin, e.g. {@code target/plugin/pulumi-resource-vkcs-gpu}. */
    public static PluginLauncher executable(Path executable) {
        return new PluginLauncher(List.of(executable.toAbsolutePath().toString()));
    }

    /**
     * A plugin main class on a classpath, run by the current JDK's {@code java}: the usual way for tests, e.g.
     * {@code PluginLauncher.javaMain(Classpaths.current(), "com.vkcsgpu.provider.Main")}. The JVM gets
     * {@link Classpaths#QUICK_START_JVM_ARGS}, then {@code jvmArgs}.
     */
    public static PluginLauncher javaMain(String classpath, String mainClass, String... jvmArgs) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Classpaths.javaExecutable());
        cmd.addAll(Classpaths.QUICK_START_JVM_ARGS);
        cmd.addAll(List.of(jvmArgs));
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(mainClass);
        return new PluginLauncher(cmd);
    }

    /** Any command line; the engine address is appended after it. */
    public static PluginLauncher command(List<String> command) {
        return new PluginLauncher(command);
    }

    /**
     * This launcher with the logging flags the engine passes when run as {@code pulumi up --logflow [-v=N]
     * [--logtostderr]}: {@code --logtostderr} when asked, then {@code -v=N} when {@code verbose > 0}, before the
     * address (pulumi/pulumi {@code sdk/go/common/resource/plugin/plugin.go} at commit 0071211,
     * {@code buildPluginArguments}).
     */
    public PluginLauncher withLogFlow(int verbose, boolean logToStderr) {
        List<String> cmd = new ArrayList<>(command);
        if (logToStderr) {
            cmd.add("--logtostderr");
        }
        if (verbose > 0) {
            cmd.add("-v=" + verbose);
        }
        return new PluginLauncher(cmd);
    }

    /** The command line without the engine address. */
    public List<String> command() {
        return command;
    }

    @Override
    public String toString() {
        return String.join(" ", command);
    }
}

package com.vkcsgpu.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Starts a Java program the way the Java language host does (pulumi-java {@code pulumi-language-java}, Run): its own
 * environment plus {@code PULUMI_MONITOR}, {@code PULUMI_ENGINE}, {@code PULUMI_PROJECT}, {@code PULUMI_STACK},
 * {@code PULUMI_ORGANIZATION}, {@code PULUMI_DRY_RUN}, {@code PULUMI_PARALLEL}, {@code PULUMI_CONFIG} (a JSON object
 * of {@code namespace:key} → value) and {@code PULUMI_CONFIG_SECRET_KEYS} (a JSON array); the SDK reads them in
 * {@code DeploymentImpl.DeploymentState.fromEnvironment}.
 *
 * <p>The program runs at the lowest CPU priority where the system has {@code nice} ({@link #command}).
 */
final class LanguageHost {
    /** {@code nice} (coreutils) where the system has it; absent on some, and then programs run at normal priority. */
    static final Optional<Path> NICE = Stream.of(Path.of("/usr/bin/nice"), Path.of("/bin/nice"))
            .filter(Files::isExecutable).findFirst();

    private LanguageHost() {
    }

    /** Runs the program to completion and returns its exit code; each output line goes to {@code output}. */
    static int run(Program program, HarnessSettings settings, String monitorAddress, String engineAddress,
                   boolean dryRun, Consumer<String> output) {
        ProcessBuilder pb = new ProcessBuilder(command(program)).directory(settings.workDir().toFile())
                .redirectErrorStream(true);
        var env = pb.environment();
        env.put("PULUMI_MONITOR", monitorAddress);
        env.put("PULUMI_ENGINE", engineAddress);
        env.put("PULUMI_PROJECT", settings.project());
        env.put("PULUMI_STACK", settings.stack());
        env.put("PULUMI_ORGANIZATION", settings.organization());
        env.put("PULUMI_DRY_RUN", Boolean.toString(dryRun));
        env.put("PULUMI_PARALLEL", Integer.toString(Runtime.getRuntime().availableProcessors()));
        env.put("PULUMI_CONFIG", EngineHarness.configJson(settings.config()));
        env.put("PULUMI_CONFIG_SECRET_KEYS", EngineHarness.secretKeysJson(settings.secretKeys()));
        env.putAll(program.env());
        Process process;
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new HarnessException("could not start program " + program + ": " + e.getMessage(), e);
        }
        Thread pump = PluginProcess.pump(process.getInputStream(), "program-output", output);
        try {
            if (!process.waitFor(settings.programTimeout().toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                output.accept("[harness] program killed after " + settings.programTimeout().toSeconds() + " s");
                return -1;
            }
            pump.join(TimeUnit.SECONDS.toMillis(5));
            return process.exitValue();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /**
     * The program's command, run by {@code nice -n 19} where it exists. While a program waits for the engine, the
     * Java SDK checks its task list again and again without pause (com.pulumi:pulumi 1.36.1,
     * {@code DeploymentImpl.DefaultRunner.loopUntilDone} re-submits itself with {@code runAsync}; with two cores
     * that is a new thread per round), so a waiting program keeps a core busy: measured here, 27 s of CPU in a
     * 30 s {@code up}. At the lowest priority it gets only the CPU nothing else asks for, so the plugin and the
     * emulator it waits on are not slowed down by it; what the program does is unchanged.
     */
    static List<String> command(Program program) {
        List<String> command = new ArrayList<>();
        NICE.ifPresent(nice -> {
            command.add(nice.toString());
            command.add("-n");
            command.add("19");
        });
        command.addAll(program.command());
        return command;
    }
}

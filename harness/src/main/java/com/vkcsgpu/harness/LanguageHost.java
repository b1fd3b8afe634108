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
 * <p>The program runs at the lowest CPU priority where the system has {@code nice}, and its SDK waits for the engine
 * without spinning ({@link #command}).
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
        ProgramLaunch launch = new ProgramLaunch(monitorAddress, engineAddress, settings.organization(),
                settings.project(), settings.stack(), dryRun, Runtime.getRuntime().availableProcessors(),
                settings.config(), settings.secretKeys(), settings.workDir());
        Optional<ProgramClassArchive> classArchive = program.isJava()
                ? ProgramClassArchive.forProgram(program.jvmArgs(), program.classpath()) : Optional.empty();
        ProcessBuilder pb = new ProcessBuilder(command(program, launch, classArchive))
                .directory(settings.workDir().toFile())
                .redirectErrorStream(true);
        var env = pb.environment();
        env.put("PULUMI_MONITOR", monitorAddress);
        env.put("PULUMI_ENGINE", engineAddress);
        env.put("PULUMI_PROJECT", settings.project());
        env.put("PULUMI_STACK", settings.stack());
        env.put("PULUMI_ORGANIZATION", settings.organization());
        env.put("PULUMI_DRY_RUN", Boolean.toString(dryRun));
        env.put("PULUMI_PARALLEL", Integer.toString(launch.parallel()));
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
        } finally {
            classArchive.ifPresent(ProgramClassArchive::programEnded);
        }
    }

    /**
     * The program's command: a Java program's JVM with {@link #sdkWaitJvmArgs()}, run by {@code nice -n 19} where it exists, so
     * that what a program does while the plugin and the emulator work for it comes after their work.
     */
    static List<String> command(Program program) {
        return command(program, null, Optional.empty());
    }

    static List<String> command(Program program, ProgramLaunch launch, Optional<ProgramClassArchive> classArchive) {
        List<String> command = new ArrayList<>();
        NICE.ifPresent(nice -> {
            command.add(nice.toString());
            command.add("-n");
            command.add("19");
        });
        if (program.isJava()) {
            Program java = program.withJvmArgs(sdkWaitJvmArgs().toArray(String[]::new));
            if (classArchive.isPresent()) {
                java = java.withJvmArgs(classArchive.get().jvmArgs().toArray(String[]::new))
                        .withClasspath(classArchive.get().classpath());
            }
            command.addAll(java.command());
        } else {
            command.addAll(program.command(launch));
        }
        return command;
    }

    /**
     * How a program's Java SDK waits for the engine without taking a core. com.pulumi:pulumi 1.36.1 checks its task
     * list again and again without pause ({@link RunnerPauseAgent} says where); the agent pauses each round. And
     * where the JVM's common pool has a parallelism of 1 (the JDK's default on two cores) every asynchronous step
     * of the SDK, each round of that loop included, runs on a new thread
     * ({@code java.util.concurrent.CompletableFuture}: {@code ASYNC_POOL} is the common pool only for a parallelism
     * above 1); a parallelism of 2 runs them on the common pool's threads, as on any machine with three cores or
     * more. What the program does is unchanged.
     * Measured here (docs/benchmarks.md, round 10), a runner waiting 2 s for a task: 2,650 ms of CPU as the SDK
     * is, 340 ms with the agent, 150 ms with both.
     */
    static List<String> sdkWaitJvmArgs() {
        return List.of("-javaagent:" + RunnerPauseAgent.jar(),
                "-Djava.util.concurrent.ForkJoinPool.common.parallelism=2");
    }
}

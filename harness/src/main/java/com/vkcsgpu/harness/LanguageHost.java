package com.vkcsgpu.harness;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Starts a Java program the way the Java language host does (pulumi-java {@code pulumi-language-java}, Run): its own
 * environment plus {@code PULUMI_MONITOR}, {@code PULUMI_ENGINE}, {@code PULUMI_PROJECT}, {@code PULUMI_STACK},
 * {@code PULUMI_ORGANIZATION}, {@code PULUMI_DRY_RUN}, {@code PULUMI_PARALLEL}, {@code PULUMI_CONFIG} (a JSON object
 * of {@code namespace:key} → value) and {@code PULUMI_CONFIG_SECRET_KEYS} (a JSON array); the SDK reads them in
 * {@code DeploymentImpl.DeploymentState.fromEnvironment}.
 */
final class LanguageHost {

    private LanguageHost() {
    }

    /** Runs the program to completion and returns its exit code; each output line goes to {@code output}. */
    static int run(Program program, HarnessSettings settings, String monitorAddress, String engineAddress,
                   boolean dryRun, Consumer<String> output) {
        ProcessBuilder pb = new ProcessBuilder(program.command()).directory(settings.workDir().toFile())
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
}

package com.vkcsgpu.examples.offline;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.gpuplatform.GpuPlatformProgram;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import java.nio.file.Path;

/**
 * The reference stack ({@code examples/java-gpu-platform}, {@link GpuPlatformProgram}) as a stack against the
 * emulator: project {@value #PROJECT}, stack {@code dev}, the GPU Operator installed by the chosen method (Helm
 * from the provider's fixture chart, there being no chart repository offline; or VK's managed addon, which the
 * emulator's addon catalog installs).
 */
public final class ReferenceStack {
    /** The project name of {@code examples/java-gpu-platform/Pulumi.yaml}, also the config namespace. */
    public static final String PROJECT = "java-gpu-platform";

    /** How the stack installs the GPU Operator (its {@code installMethod} config). */
    public enum InstallMethod {
        HELM, ADDON;

        /** The config value. */
        public String configValue() {
            return name().toLowerCase();
        }
    }

    private ReferenceStack() {
    }

    /** The program, run from this JVM's classpath like the Java language host runs it. */
    public static Program program() {
        return Program.javaMain(Classpaths.current(), GpuPlatformProgram.class.getName());
    }

    /** A harness for the stack against {@code cloud}, keeping its state in {@code stateFile}. */
    public static EngineHarness.Builder harness(VkCloudEmulator cloud, Path stateFile, double timeScale,
                                                InstallMethod method) {
        EngineHarness.Builder harness = method == InstallMethod.HELM
                ? EmulatedStack.harnessWithFixtureChart(cloud, PROJECT, stateFile, timeScale)
                : EmulatedStack.harness(cloud, PROJECT, stateFile, timeScale);
        return harness.config(PROJECT + ":installMethod", method.configValue());
    }
}

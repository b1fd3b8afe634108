package com.vkcsgpu.examples.offline;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.NpmProject;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.nodejs.NodeProgram;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The reference stack's GPU platform in TypeScript ({@code examples/typescript-gpu-platform}) as a stack against the
 * emulator: project {@value #PROJECT}, stack {@code dev}, the GPU Operator by Helm from the provider's fixture chart,
 * the program run on its own {@code @pulumi/pulumi} as the Node.js language host runs it ({@link NodeProgram}).
 */
public final class TypeScriptReferenceStack {
    /** The project name of {@code examples/typescript-gpu-platform/Pulumi.yaml}, also the config namespace. */
    public static final String PROJECT = "typescript-gpu-platform";

    private TypeScriptReferenceStack() {
    }

    /** The npm project's directory. */
    public static Path projectDirectory() {
        return EmulatedStack.repositoryRoot().resolve(Path.of("examples", PROJECT));
    }

    /**
     * Installs the project's packages and compiles it where that is not current ({@link NpmProject}).
     *
     * @return why it cannot run on this machine (node or the npm registry missing), else empty
     */
    public static Optional<String> prepare() {
        return NpmProject.installAndBuild(projectDirectory());
    }

    /** The program; {@link #prepare()} first. */
    public static Program program() {
        return NodeProgram.of(projectDirectory());
    }

    /** A harness for the stack against {@code cloud}, keeping its state in {@code stateFile}. */
    public static EngineHarness.Builder harness(VkCloudEmulator cloud, Path stateFile, double timeScale) {
        return EmulatedStack.harnessWithFixtureChart(cloud, PROJECT, stateFile, timeScale);
    }
}

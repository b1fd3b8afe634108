package com.vkcsgpu.harness.nodejs;

import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProgramLaunch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A Pulumi program for Node.js, run by its own {@code @pulumi/pulumi} the way the engine's Node.js language host runs
 * it: {@code node <project>/node_modules/@pulumi/pulumi/cmd/run --monitor <address> --engine <address>
 * --organization <org> --project <project> --root-directory <dir> --stack <stack> --pwd <dir> [--dry-run]
 * --parallel <n> .}, with {@code PULUMI_CONFIG} and {@code PULUMI_CONFIG_SECRET_KEYS} in its environment
 * (pulumi/pulumi v3.248.0, {@code sdk/nodejs/cmd/pulumi-language-nodejs/main.go}: {@code Run},
 * {@code constructArguments}, {@code execRuntime}). The language host's proxy of the monitor and its pipes for
 * synchronous invokes ({@code --sync}) are left out: the program talks to the harness's monitor directly, and
 * without {@code --sync} the SDK invokes asynchronously. Config keys are passed as {@code namespace:key}, which
 * {@code @pulumi/pulumi} reads as it reads the host's {@code namespace:config:key}.
 *
 * <p>The program runs as JavaScript: the project's {@code package.json} {@code main} names the compiled entry point
 * (Pulumi.yaml {@code runtime.options.typescript: false}, so the host would set no {@code PULUMI_NODEJS_TYPESCRIPT}).
 */
public final class NodeProgram {
    /** The run entry the language host resolves ({@code defaultRunPath} in the host's main.go). */
    static final String RUN_ENTRY = "node_modules/@pulumi/pulumi/cmd/run";

    private NodeProgram() {
    }

    /** The program of a Node.js project whose dependencies are installed ({@code npm ci}). */
    public static Program of(Path projectDirectory) {
        Path project = projectDirectory.toAbsolutePath().normalize();
        String node = nodeExecutable().orElse("node");
        return Program.launchedBy("node " + project, launch -> command(node, project, launch));
    }

    static List<String> command(String node, Path project, ProgramLaunch launch) {
        List<String> command = new ArrayList<>(List.of(node, project.resolve(RUN_ENTRY).toString(),
                "--monitor", launch.monitorAddress(), "--engine", launch.engineAddress(),
                "--organization", launch.organization(), "--project", launch.project(),
                "--root-directory", project.toString(), "--stack", launch.stack(), "--pwd", project.toString()));
        if (launch.dryRun()) {
            command.add("--dry-run");
        }
        command.addAll(List.of("--parallel", Integer.toString(launch.parallel()), "."));
        return command;
    }

    /** {@code node} on the PATH, as the language host looks it up ({@code exec.LookPath}); empty when there is none. */
    public static Optional<String> nodeExecutable() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        return Stream.of(path.split(java.io.File.pathSeparator)).map(dir -> Path.of(dir, "node"))
                .filter(Files::isExecutable).map(Path::toString).findFirst();
    }
}

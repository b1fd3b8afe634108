package com.vkcsgpu.harness.nodejs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.harness.ProgramLaunch;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The command line is the Node.js language host's ({@code constructArguments}, pulumi/pulumi v3.248.0): the run
 * entry, then the run's facts as flags in the host's order, {@code --dry-run} only for a preview, the entry point last.
 */
class NodeProgramTest {
    private static final Path PROJECT = Path.of("/src/stack");

    private static ProgramLaunch launch(boolean dryRun) {
        return new ProgramLaunch("127.0.0.1:1001", "127.0.0.1:1002", "org", "proj", "dev", dryRun, 2,
                Map.of("proj:zone", "GZ1"), Set.of(), PROJECT);
    }

    @Test
    void aPreviewPassesEveryFactOfTheRunAsTheLanguageHostDoes() {
        assertEquals(List.of("node", "/src/stack/node_modules/@pulumi/pulumi/cmd/run",
                "--monitor", "127.0.0.1:1001", "--engine", "127.0.0.1:1002", "--organization", "org",
                "--project", "proj", "--root-directory", "/src/stack", "--stack", "dev", "--pwd", "/src/stack",
                "--dry-run", "--parallel", "2", "."), NodeProgram.command("node", PROJECT, launch(true)));
    }

    @Test
    void anUpHasNoDryRunFlag() {
        List<String> command = NodeProgram.command("node", PROJECT, launch(false));
        assertEquals(List.of("--pwd", "/src/stack", "--parallel", "2", "."),
                command.subList(command.size() - 5, command.size()));
    }
}

package com.vkcsgpu.examples.emulated;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.harness.nodejs.NodeProgram;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prepares a Node.js project to run: {@code npm ci} (exactly the versions of its package-lock.json, from npm's
 * cache when it holds them: {@code --prefer-offline}; no install scripts) then {@code npm run build}. It says why it
 * cannot where node is missing or older than 20, npm cannot start, or npm cannot reach the registry for a package
 * its cache lacks (a test skips then, the offline run stops); any other failure is an error with npm's output.
 *
 * <p>Each step is skipped when its result is current, as a build tool would: {@code npm ci} when
 * {@code node_modules} holds exactly the lock file's packages (npm's hidden lockfile
 * {@code node_modules/.package-lock.json}, written by every install, lists the packages it installed:
 * https://docs.npmjs.com/cli/v10/configuring-npm/package-lock-json#hidden-lockfiles), the build when its output is
 * newer than every source. {@code npm ci} deletes and rewrites the whole {@code node_modules} (about 40 s on a busy
 * two-core machine), the build takes about 12 s. What {@code npm ci} installed is kept per machine for the same
 * {@code package.json} and lock file ({@link NodeModulesCache}), so the next clone copies it instead.
 */
public final class NpmProject {
    /** npm's messages for a registry it cannot reach (npm's own error codes, and Node's for DNS and sockets). */
    private static final Pattern UNREACHABLE = Pattern.compile(
            "ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ENOTCACHED|network");
    private static final long STEP_MINUTES = 10;
    private static final Pattern NODE_MAJOR = Pattern.compile("v(\\d+)\\..*");
    private static final int MIN_NODE_MAJOR = 20;
    /** What {@code npm run build} (tsc with tsconfig.json) reads. */
    private static final List<String> BUILD_INPUTS = List.of("index.ts", "sdks/vkcs-gpu/index.ts", "tsconfig.json",
            "package-lock.json");

    private NpmProject() {
    }

    /**
     * Installs the project's packages and builds it, each when not current.
     *
     * @return why the project cannot be prepared on this machine (node or the npm registry missing), else empty
     * @throws IllegalStateException when npm or the build fails for another reason, with its output
     */
    public static Optional<String> installAndBuild(Path project) {
        if (NodeProgram.nodeExecutable().isEmpty()) {
            return Optional.of("node is not on the PATH (Node.js " + MIN_NODE_MAJOR + " or newer runs the program)");
        }
        Step version = run(project, "node", "--version");
        Matcher major = NODE_MAJOR.matcher(version.output().strip());
        if (!version.succeeded() || !major.matches()) {
            return Optional.of("`node --version` printed no version (NODE_OPTIONS may hold an option node refuses): "
                    + version.output().strip());
        }
        if (Integer.parseInt(major.group(1)) < MIN_NODE_MAJOR) {
            return Optional.of("node " + version.output().strip() + " is older than the Node.js " + MIN_NODE_MAJOR
                    + " that @pulumi/pulumi 3.248.0 requires (its engines)");
        }
        NodeModulesCache kept = new NodeModulesCache(NodeModulesCache.MACHINE_CACHE);
        if (!installed(project) && !(kept.restore(project) && installed(project))) {
            Step install = run(project, "npm", "ci", "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund");
            if (install.unstartable()) {
                return Optional.of("npm could not start: " + install.output());
            }
            if (!install.succeeded()) {
                if (UNREACHABLE.matcher(install.output()).find()) {
                    return Optional.of("npm ci could not reach the npm registry:\n" + install.output());
                }
                throw new IllegalStateException("npm ci failed in " + project + ":\n" + install.output());
            }
            try {
                kept.keep(project);
            } catch (java.io.UncheckedIOException e) {
                // A machine whose cache cannot be written installs again next time; this run has what it needs.
                System.out.println("node_modules not kept for the next clone: " + e.getMessage());
            }
        }
        if (!built(project)) {
            Step build = run(project, "npm", "run", "build");
            if (!build.succeeded()) {
                throw new IllegalStateException("npm run build (tsc) failed in " + project + ":\n" + build.output());
            }
        }
        return Optional.empty();
    }

    /** Whether {@code node_modules} holds exactly the packages of package-lock.json (its root entry aside). */
    static boolean installed(Path project) {
        Path hidden = project.resolve(Path.of("node_modules", ".package-lock.json"));
        if (!Files.isRegularFile(hidden)) {
            return false;
        }
        JsonObject locked = packages(project.resolve("package-lock.json"));
        locked.remove("");
        return locked.equals(packages(hidden));
    }

    /** Whether the compiled entry point is newer than the program, the SDK, the compiler settings and the lock file. */
    static boolean built(Path project) {
        Path output = project.resolve(Path.of("bin", "index.js"));
        if (!Files.isRegularFile(output)) {
            return false;
        }
        try {
            FileTime builtAt = Files.getLastModifiedTime(output);
            for (String source : BUILD_INPUTS) {
                if (Files.getLastModifiedTime(project.resolve(source)).compareTo(builtAt) > 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static JsonObject packages(Path lockFile) {
        try {
            return JsonParser.parseString(Files.readString(lockFile)).getAsJsonObject().getAsJsonObject("packages");
        } catch (IOException | RuntimeException e) {
            return new JsonObject();
        }
    }

    /** A command's outcome and its output (stdout and stderr); {@code unstartable} when it did not start. */
    private record Step(boolean succeeded, boolean unstartable, String output) {
        Step(boolean succeeded, String output) {
            this(succeeded, false, output);
        }
    }

    /** Runs the command in {@code project}. */
    private static Step run(Path project, String... command) {
        Process process;
        try {
            process = new ProcessBuilder(List.of(command)).directory(project.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            return new Step(false, true, e.getMessage());
        }
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(STEP_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                return new Step(false, String.join(" ", command) + " did not end within " + STEP_MINUTES
                        + " minutes\n" + output);
            }
            return new Step(process.exitValue() == 0, output);
        } catch (IOException e) {
            return new Step(false, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Step(false, "interrupted");
        }
    }
}

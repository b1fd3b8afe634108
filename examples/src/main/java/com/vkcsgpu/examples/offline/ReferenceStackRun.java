package com.vkcsgpu.examples.offline;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.RunResult;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The reference stack offline, in one command ({@code ./run-reference-stack} at the repository root): starts the
 * VK Cloud emulator in this JVM, then runs the Java reference stack through the engine harness with the real
 * plugin — preview (the planned operation of every resource), up (one progress line per resource), the readiness
 * gate's per-pool report, destroy. Exit code 0 when every step succeeded and every pool was ready, 1 otherwise
 * (the error is printed), 2 for bad arguments.
 *
 * <p>Arguments: {@code --install-method helm|addon} [helm], {@code --time-scale <factor>} [0.001: eight minutes of
 * cluster provisioning take half a second]. Run from the repository root (the Helm path uses the provider's
 * fixture chart under {@code provider/src/test/resources/charts}).
 */
public final class ReferenceStackRun {
    /** The default emulator time scale. */
    public static final double DEFAULT_TIME_SCALE = 0.001;

    private final PrintStream out;

    /** A run printing to {@code out}. */
    public ReferenceStackRun(PrintStream out) {
        this.out = out;
    }

    /** Runs the stack and exits with its code. */
    public static void main(String[] args) {
        int code;
        try {
            Options options = Options.parse(args);
            code = new ReferenceStackRun(System.out).run(options.installMethod(), options.timeScale());
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: run-reference-stack [--install-method helm|addon] [--time-scale 0.001]");
            code = 2;
        } catch (RuntimeException e) {
            // The harness could not run an operation at all (plugin or program did not start, ...).
            System.out.println("FAILED: " + e);
            code = 1;
        }
        System.exit(code);
    }

    /**
     * Runs preview, up, the gate report and destroy against a fresh emulator.
     *
     * @return 0 on success, 1 when a step failed or a pool was not ready
     */
    public int run(InstallMethod method, double timeScale) {
        Path dir = temporaryDirectory();
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(timeScale).start()) {
            out.println("VK Cloud emulator at " + cloud.identityUrl() + " (time scale " + timeScale
                    + "); GPU Operator by " + method.configValue());
            EngineHarness stack = ReferenceStack.harness(cloud, dir.resolve("state.json"), timeScale, method).build();
            return runStack(stack);
        } finally {
            deleteRecursively(dir);
        }
    }

    private int runStack(EngineHarness stack) {
        RunResult preview = stack.preview(ReferenceStack.program());
        new PreviewDiffPrinter(out).print("dev", preview);
        if (!preview.succeeded()) {
            return failed("preview", preview);
        }
        out.println();
        RunResult up = stack.up(ReferenceStack.program());
        new ProgressPrinter(out).print("Updating (dev):", up);
        boolean ready = false;
        if (up.succeeded()) {
            out.println();
            ready = new GateReportPrinter(out).print(up.output("poolStatuses"));
        }
        out.println();
        // Destroy also after a failed up: whatever was created goes, as a user would clean up.
        RunResult destroy = stack.destroy();
        new ProgressPrinter(out).print("Destroying (dev):", destroy);
        if (!up.succeeded()) {
            return failed("up", up);
        }
        if (!destroy.succeeded()) {
            return failed("destroy", destroy);
        }
        if (!ready) {
            out.println("FAILED: the readiness gate did not report every pool ready");
            return 1;
        }
        out.println();
        out.println("OK: preview, up, every GPU pool validated, destroy");
        return 0;
    }

    private int failed(String operation, RunResult run) {
        out.println("FAILED: " + operation);
        run.errors().forEach(e -> out.println("  " + e));
        return 1;
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("vkcs-gpu-reference-stack");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a directory for the stack's state", e);
        }
    }

    private static void deleteRecursively(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary directory is not worth failing a run that succeeded.
        }
    }

    /** The command-line arguments. */
    record Options(InstallMethod installMethod, double timeScale) {
        static Options parse(String[] args) {
            InstallMethod method = InstallMethod.HELM;
            double timeScale = DEFAULT_TIME_SCALE;
            for (int i = 0; i < args.length; i++) {
                String flag = args[i];
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(flag + " needs a value");
                }
                String value = args[++i];
                switch (flag) {
                    case "--install-method" -> method = installMethod(value);
                    case "--time-scale" -> timeScale = timeScale(value);
                    default -> throw new IllegalArgumentException("unknown argument " + flag);
                }
            }
            return new Options(method, timeScale);
        }

        private static InstallMethod installMethod(String value) {
            try {
                return InstallMethod.valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--install-method: '" + value + "' is not helm or addon");
            }
        }

        private static double timeScale(String value) {
            try {
                double scale = Double.parseDouble(value);
                if (scale > 0 && scale <= 1) {
                    return scale;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new IllegalArgumentException("--time-scale: '" + value + "' is not a number in (0, 1], e.g. 0.001");
        }
    }
}

package com.vkcsgpu.examples.offline;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.RoleMapping;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.Diagnostic;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.Urns;
import com.vkcsgpu.harness.yaml.YamlProgram;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The reference stack offline, in one command ({@code ./run-reference-stack} at the repository root): starts the
 * VK Cloud emulator in this JVM, then runs the Java reference stack through the engine harness with the real
 * plugin — preview (the planned operation of every resource), up (live, as {@code pulumi up} prints), the readiness
 * gate's per-pool report, destroy. Exit code 0 when every step succeeded and every pool was ready, 1 otherwise
 * (the error is printed), 2 for bad arguments.
 *
 * <p>Arguments: {@code --program java|yaml|typescript} [java: the Java program; yaml: the root {@code Pulumi.yaml}, see
 * {@link #runYaml}; typescript: {@code examples/typescript-gpu-platform}, see {@link #runTypeScript}], {@code --install-method helm|addon} [helm],
 * {@code --platform documented|owners-cluster-admin|permissive} [documented; every program's emulator plays it, started
 * by {@link #emulator}], {@code --time-scale <factor>} [0.001: eight minutes of
 * cluster provisioning take half a second]. Run from the repository root (the Helm path uses the provider's
 * fixture chart under {@code provider/src/test/resources/charts}).
 */
public final class ReferenceStackRun {
    /** The default emulator time scale. */
    public static final double DEFAULT_TIME_SCALE = 0.001;

    /** The one-line usage; the shell script {@code run-reference-stack} prints its own longer help. */
    static final String USAGE = "usage: run-reference-stack [--program java|yaml|typescript] [--install-method helm|addon] "
            + "[--platform documented|owners-cluster-admin|permissive] "
            + "[--time-scale 0.001] [--gpu-fault <kind>:<pool>[@<cluster>]] "
            + "[--config key=value]... [--config-file Pulumi.<stack>.yaml]";

    /** Provider settings whose values must not be printed; given with {@code --config}, they stay secret. */
    private static final Set<String> SECRET_KEYS = Set.of("vkcs-gpu:password");

    private final PrintStream out;
    private final Map<String, String> config;
    private final VkPlatform platform;

    /** A run printing to {@code out}. */
    public ReferenceStackRun(PrintStream out) {
        this(out, Map.of());
    }

    /** A run printing to {@code out}, with {@code config} over the emulator's, on VK's documented platform. */
    public ReferenceStackRun(PrintStream out, Map<String, String> config) {
        this(out, config, VkPlatform.documented());
    }

    /**
     * A run printing to {@code out}, on {@code platform} inside the emulated clusters, with {@code config} (keys as {@code pulumi config set} takes them: a key without
     * a namespace is the program's) set over the emulator's: its credentials, ids and the program's settings.
     */
    public ReferenceStackRun(PrintStream out, Map<String, String> config, VkPlatform platform) {
        this.out = out;
        this.config = Map.copyOf(config);
        this.platform = platform;
    }

    /** The Java program's {@code driverSource} that runs the operator's driver container on every GPU node. */
    static final String DRIVER_CONTAINER = "container";
    /** The example repository of driver images the help and the refusals name. */
    static final String EXAMPLE_DRIVER_REPOSITORY = "registry.example.com/gpu";

    /** Runs the stack and exits with its code. */
    public static void main(String[] args) {
        if (java.util.Arrays.asList(args).contains("--help") || java.util.Arrays.asList(args).contains("-h")) {
            System.out.println(USAGE);
            System.exit(0);
        }
        int code;
        try {
            Options options = Options.parse(args);
            List<String> shellCredentials = System.getenv().keySet().stream().filter(k -> k.startsWith("OS_"))
                    .sorted().toList();
            if (!shellCredentials.isEmpty()) {
                System.err.println(String.join(", ", shellCredentials) + " set in the environment: not used, the run "
                        + "logs in to the emulator with its own credentials (give others with --config, e.g. "
                        + "--config vkcs-gpu:password=...)");
            }
            ReferenceStackRun run = new ReferenceStackRun(System.out, options.config(), options.platform());
            code = switch (options.program()) {
                case "yaml" -> run.runYaml(options.timeScale(), options.gpuFault());
                case "typescript" -> run.runTypeScript(options.timeScale(), options.gpuFault());
                default -> run.run(options.installMethod(), options.timeScale(), options.gpuFault());
            };
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(USAGE);
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
        return run(method, timeScale, Optional.empty());
    }

    /** {@link #run(InstallMethod, double)} with {@code fault} injected into the emulated GPU stack before the up. */
    public int run(InstallMethod method, double timeScale, Optional<GpuFaultOption> fault) {
        Path dir = temporaryDirectory();
        try (VkCloudEmulator cloud = emulator(timeScale, builder -> builder)) {
            if (driverContainer(config)) {
                withoutHostDriver(cloud, clusterName(config));
            }
            fault.ifPresent(f -> inject(cloud, f));
            announce(cloud, timeScale, "GPU Operator by " + method.configValue());
            EngineHarness stack = configured(ReferenceStack.harness(cloud, dir.resolve("state.json"), timeScale, method),
                    ReferenceStack.PROJECT).build();
            return runStack("dev", stack, ReferenceStack.program(), up -> { }).code();
        } finally {
            deleteRecursively(dir);
        }
    }

    /**
     * The reference stack's GPU platform in TypeScript ({@link TypeScriptReferenceStack}): its packages installed
     * and the program compiled where that is not current, then run on its own {@code @pulumi/pulumi} as the Node.js
     * language host runs it, the GPU Operator by Helm from the provider's fixture chart, on the run's platform: on VK's
     * documented one the preview stops, as the Java program's Helm install does, naming the rights it lacks.
     *
     * @return 0 on success, 1 when node or the npm registry is missing (the reason is printed), a step failed or a
     *         pool was not ready
     */
    public int runTypeScript(double timeScale, Optional<GpuFaultOption> fault) {
        Optional<String> unavailable = TypeScriptReferenceStack.prepare();
        if (unavailable.isPresent()) {
            out.println("FAILED: the TypeScript program cannot run here: " + unavailable.get());
            return 1;
        }
        Path dir = temporaryDirectory();
        try (VkCloudEmulator cloud = emulator(timeScale, builder -> builder)) {
            fault.ifPresent(f -> inject(cloud, f));
            announce(cloud, timeScale, "the TypeScript program examples/" + TypeScriptReferenceStack.PROJECT
                    + ", GPU Operator by helm");
            EngineHarness stack = configured(TypeScriptReferenceStack.harness(cloud, dir.resolve("state.json"), timeScale),
                    TypeScriptReferenceStack.PROJECT).build();
            return runStack("dev", stack, TypeScriptReferenceStack.program(), up -> { }).code();
        } finally {
            deleteRecursively(dir);
        }
    }

    /**
     * The reference stack as the YAML program at the repository root ({@code Pulumi.yaml}), stack {@code emulator}
     * configured from {@code Pulumi.emulator.yaml}, run by the harness's YAML language host: its components are
     * Constructed by the plugin, its pulumi-kubernetes resources planned but not deployed. The GPU Operator chart
     * of the release it pins comes from NVIDIA's packaged charts in {@code ../shared/charts} when present, else it is
     * the provider's fixture chart (as the Java stack's offline run uses) put into the plugin's chart cache.
     *
     * @return 0 on success, 1 when a step failed or a pool was not ready
     */
    public int runYaml(double timeScale, Optional<GpuFaultOption> fault) {
        return runYaml(timeScale, fault, EmulatedYamlStack.sharedCharts());
    }

    /**
     * {@link #runYaml(double, Optional)} taking the chart of the pinned release from {@code sharedCharts} (NVIDIA's
     * packaged charts) or, when empty, from the provider's fixture chart, as a clone with nothing beside it does.
     */
    public int runYaml(double timeScale, Optional<GpuFaultOption> fault, Optional<Path> sharedCharts) {
        Path root = EmulatedStack.repositoryRoot();
        Path projectFile = root.resolve("Pulumi.yaml");
        Path dir = temporaryDirectory();
        try (VkCloudEmulator cloud = emulator(timeScale, builder -> builder
                .credentials(EmulatedYamlStack.credentialsOf(root.resolve("Pulumi.emulator.yaml"))))) {
            fault.ifPresent(f -> inject(cloud, f));
            announce(cloud, timeScale, "the YAML program Pulumi.yaml, stack emulator");
            EngineHarness.Builder stack = EmulatedYamlStack.harness(cloud, projectFile, "emulator",
                    dir.resolve("state.json"), timeScale);
            out.println("GPU Operator chart: " + (sharedCharts.isPresent() ? "NVIDIA's packaged charts in "
                    + sharedCharts.get()
                    : "the provider's test fixture chart as " + EmulatedStack.FIXTURE_CHART_RELEASE
                    + " (NVIDIA's charts are not beside the repository, and nothing is downloaded offline)"));
            EmulatedYamlStack.withCharts(stack, dir.resolve("plugin-home"),
                    sharedCharts.orElseGet(() -> EmulatedYamlStack.fixtureCharts(dir)));
            return runStack("emulator", configured(stack, YamlProgram.projectName(projectFile)).build(),
                    EmulatedYamlStack.program(projectFile), up -> { }).code();
        } finally {
            deleteRecursively(dir);
        }
    }

    /**
     * The emulator every program's run starts: the chosen {@link VkPlatform} inside its clusters, at {@code timeScale},
     * with what {@code program} needs of its own ({@code adjust}, e.g. the credentials its stack file names).
     */
    private VkCloudEmulator emulator(double timeScale, UnaryOperator<VkCloudEmulator.Builder> adjust) {
        return adjust.apply(EmulatedStack.onVksPlatform(timeScale).platform(platform)).start();
    }

    /** The run's first lines: where the emulator answers, what {@code runs}, what the cloud and its clusters play. */
    private void announce(VkCloudEmulator cloud, double timeScale, String runs) {
        out.println("VK Cloud emulator at " + cloud.identityUrl() + " (time scale " + timeScale + "); " + runs);
        printCloud(cloud.behaviour());
        printPlatform(cloud.platform());
    }

    /** What the inside of the emulated clusters is like, in the emulator's settings' words. */
    private void printPlatform(VkPlatform played) {
        Map<String, String> settings = played.toMap();
        out.println("In the clusters: VK roles mapped " + settings.get("roles.mapping") + ", Gatekeeper exclusions "
                + settings.get("gatekeeper.exclusions") + ", default container resources "
                + (played.defaultResources() ? "on" : "off"));
    }

    /**
     * What {@link #runStack} did: the exit code (0 when every operation succeeded and every pool was ready) and
     * each operation's result ({@code up} and {@code destroy} are null when an earlier operation failed).
     */
    public record StackRun(int code, RunResult preview, RunResult up, RunResult destroy) {
    }

    /**
     * Previews, ups, prints the gate's report from the {@code poolStatuses} output, and destroys {@code program} on
     * {@code harness}, printing each operation as the Pulumi CLI shows it; {@code afterUp} sees a successful up's
     * result before the destroy (a test inspects the cloud there).
     */
    public StackRun runStack(String stackName, EngineHarness harness, Program program, Consumer<RunResult> afterUp) {
        PreviewDiffPrinter plan = new PreviewDiffPrinter(out);
        plan.header(stackName);
        RunResult preview = harness.preview(program);
        plan.print(preview);
        if (!preview.succeeded()) {
            return new StackRun(failed("preview", preview), preview, null, null);
        }
        out.println();
        ProgressPrinter upDisplay = new ProgressPrinter(out, "Updating (" + stackName + "):", System::currentTimeMillis);
        RunResult up = harness.withStepListener(upDisplay).up(program);
        upDisplay.summarize(up);
        boolean ready = false;
        if (up.succeeded()) {
            out.println();
            ready = new GateReportPrinter(out).print(up.output("poolStatuses"));
            afterUp.accept(up);
        }
        out.println();
        // Destroy also after a failed up: whatever was created goes, as a user would clean up.
        ProgressPrinter destroyDisplay = new ProgressPrinter(out, "Destroying (" + stackName + "):",
                System::currentTimeMillis);
        RunResult destroy = harness.withStepListener(destroyDisplay).destroy();
        destroyDisplay.summarize(destroy);
        // The up's and destroy's errors are in their summaries already.
        if (!up.succeeded()) {
            out.println("FAILED: up");
            return new StackRun(1, preview, up, destroy);
        }
        if (!destroy.succeeded()) {
            out.println("FAILED: destroy");
            return new StackRun(1, preview, up, destroy);
        }
        if (!ready) {
            out.println("FAILED: the readiness gate did not report every pool ready");
            return new StackRun(1, preview, up, destroy);
        }
        out.println();
        out.println("OK: preview, up, every GPU pool validated, destroy");
        return new StackRun(0, preview, up, destroy);
    }

    /** {@code harness} with this run's {@code --config} settings over its own, a bare key in {@code project}. */
    private EngineHarness.Builder configured(EngineHarness.Builder harness, String project) {
        config.forEach((key, value) -> {
            String qualified = key.contains(":") ? key : project + ":" + key;
            if (SECRET_KEYS.contains(qualified)) {
                harness.secretConfig(qualified, value);
            } else {
                harness.config(qualified, value);
            }
        });
        return harness;
    }

    /** The emulator's answers where VK Cloud's behaviour is not published (docs/emulator.md), in realistic time. */
    private void printCloud(CloudBehaviour behaviour) {
        out.println("Emulated cloud: status lag " + behaviour.statusLag().toSeconds() + " s, 404 for "
                + behaviour.lateVisibility().toSeconds() + " s after a create, busy as HTTP " + behaviour.busyStatus());
    }

    /**
     * Whether {@code config} asks the Java program for the operator's driver container ({@code driverSource}, bare
     * or in the program's namespace).
     */
    static boolean driverContainer(Map<String, String> config) {
        return DRIVER_CONTAINER.equals(config.getOrDefault("driverSource",
                config.get(ReferenceStack.PROJECT + ":driverSource")));
    }

    /** The Java program's {@code clusterName} in {@code config}, bare or in its namespace, else its default. */
    static String clusterName(Map<String, String> config) {
        return config.getOrDefault("clusterName", config.getOrDefault(ReferenceStack.PROJECT + ":clusterName",
                GpuFaultOption.DEFAULT_CLUSTER));
    }

    /**
     * VK's node image without a host driver on every node of the reference stack's pools (the emulator's
     * {@code no_host_driver}): on nodes whose image carries one the operator would use that, not the container.
     */
    private void withoutHostDriver(VkCloudEmulator cloud, String cluster) {
        for (String pool : GpuFaultOption.REFERENCE_POOLS) {
            cloud.injectGpuFault(cluster, new GpuFault(GpuFault.Kind.NO_HOST_DRIVER, null, pool, null, null));
        }
        out.println("Node image: AlmaLinux 9 without a host driver on every GPU node (" + GpuFault.Kind.NO_HOST_DRIVER
                .wireName() + "), for driverSource: " + DRIVER_CONTAINER);
    }

    private void inject(VkCloudEmulator cloud, GpuFaultOption fault) {
        cloud.injectGpuFault(fault.cluster(), new GpuFault(fault.kind(), null, fault.pool(), null, null));
        out.println("GPU fault injected: " + fault.kind().wireName() + " on every node of node group " + fault.pool()
                + " of cluster " + fault.cluster());
    }

    private int failed(String operation, RunResult run) {
        new DiagnosticsPrinter(out).print(Diagnostic.of(run), Urns::qualifiedType);
        out.println();
        out.println("FAILED: " + operation);
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

    /**
     * The command-line arguments; {@code program}: {@code java}, {@code yaml} (the root {@code Pulumi.yaml}) or
     * {@code typescript} ({@code examples/typescript-gpu-platform});
     * {@code config}: the {@code --config key=value} settings and those of {@code --config-file}, in order.
     */
    record Options(String program, InstallMethod installMethod, double timeScale, Optional<GpuFaultOption> gpuFault,
                   Map<String, String> config, VkPlatform platform) {
        private static final List<String> PROGRAMS = List.of("java", "yaml", "typescript");
        /** The options that take a value. */
        private static final List<String> OPTIONS = List.of("--program", "--install-method", "--platform", "--time-scale",
                "--gpu-fault", "--config", "--config-file");

        static Options parse(String[] args) {
            String program = "java";
            Optional<GpuFaultOption> gpuFault = Optional.empty();
            InstallMethod method = null;
            double timeScale = DEFAULT_TIME_SCALE;
            VkPlatform platform = VkPlatform.documented();
            Map<String, String> config = new LinkedHashMap<>();
            for (int i = 0; i < args.length; i++) {
                String flag = args[i];
                if (!OPTIONS.contains(flag)) {
                    throw new IllegalArgumentException("unknown option " + flag + "; the options are "
                            + String.join(", ", OPTIONS) + " and --help");
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(flag + " needs a value");
                }
                String value = args[++i];
                switch (flag) {
                    case "--program" -> program = value;
                    case "--install-method" -> method = installMethod(value);
                    case "--platform" -> platform = platform(value);
                    case "--time-scale" -> timeScale = timeScale(value);
                    case "--gpu-fault" -> gpuFault = Optional.of(GpuFaultOption.parse(value));
                    case "--config" -> config.putAll(setting(value));
                    default -> config.putAll(stackFile(value));
                }
            }
            if (!PROGRAMS.contains(program)) {
                throw new IllegalArgumentException("--program: '" + program + "' is not java, yaml or typescript");
            }
            if (!program.equals("java") && method != null) {
                throw new IllegalArgumentException("--install-method applies to the Java program; the " + program
                        + " program chooses its own (method: helm)");
            }
            String cluster = clusterName(config);
            boolean driverContainer = program.equals("java") && driverContainer(config);
            gpuFault.ifPresent(fault -> fault.requireInReferenceStack(cluster, driverContainer));
            return new Options(program, method == null ? InstallMethod.HELM : method, timeScale, gpuFault,
                    config, platform);
        }

        /** {@code key=value} as {@code pulumi config set key value} takes it. */
        private static Map<String, String> setting(String value) {
            int equals = value.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("--config: '" + value + "' is not key=value, e.g. --config "
                        + "vkcs-gpu:region=RegionOne or --config clusterName=ml-test");
            }
            return Map.of(value.substring(0, equals), value.substring(equals + 1));
        }

        /**
         * The {@code config:} of a stack file such as {@code Pulumi.dev.yaml}, each value as text; not its
         * {@code vkcs-gpu:authUrl}, which is the emulator's of this run (its port is chosen per run).
         */
        private static Map<String, String> stackFile(String path) {
            Path file = Path.of(path);
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("--config-file: " + path + " is not a file; give a stack file "
                        + "such as Pulumi.emulator.yaml");
            }
            Map<String, String> settings = new LinkedHashMap<>();
            YamlProgram.stackConfig(file).forEach((key, value) -> {
                if (!key.equals(EmulatedYamlStack.AUTH_URL)) {
                    settings.put(key, value instanceof Map<?, ?> || value instanceof List<?>
                            ? new com.google.gson.Gson().toJson(value) : String.valueOf(value));
                }
            });
            return settings;
        }

        private static InstallMethod installMethod(String value) {
            try {
                return InstallMethod.valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--install-method: '" + value + "' is not helm or addon");
            }
        }

        /**
         * VK's platform inside the emulated clusters: {@code documented} (the emulator's default),
         * {@code owners-cluster-admin} (the same, with the role mapping VK's service-account how-to implies) or
         * {@code permissive} (every project member may do everything, no policies).
         */
        private static VkPlatform platform(String value) {
            return switch (value) {
                case "documented" -> VkPlatform.documented();
                case "owners-cluster-admin" -> VkPlatform.documented().withRoleMapping(RoleMapping.OWNERS_CLUSTER_ADMIN);
                case "permissive" -> VkPlatform.permissive();
                default -> throw new IllegalArgumentException("--platform: '" + value + "' is not documented, "
                        + "owners-cluster-admin or permissive");
            };
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

    /**
     * {@code --gpu-fault kind:pool[@cluster]}: a fault of the emulator's simulated GPU Operator on every node of one
     * node group, so the readiness gate's diagnosis shows. The cluster defaults to the reference stack's
     * {@value #DEFAULT_CLUSTER}.
     */
    public record GpuFaultOption(GpuFault.Kind kind, String pool, String cluster) {
        static final String DEFAULT_CLUSTER = "ml-gpu";
        /** The node groups of the reference stack, in Java and in YAML. */
        static final List<String> REFERENCE_POOLS = List.of("a100-pool", "l4-pool", "h200-pool");
        /** The faults the option takes: those without a parameter (a compile time, a taint). */
        static final Set<GpuFault.Kind> WITHOUT_PARAMETERS = java.util.EnumSet.allOf(GpuFault.Kind.class).stream()
                .filter(k -> !k.takesParameter()).collect(java.util.stream.Collectors.toCollection(
                        () -> java.util.EnumSet.noneOf(GpuFault.Kind.class)));

        /** Parses {@code missing_gpus:l4-pool} or {@code driver_crash_loop:h200-pool@other-cluster}. */
        public static GpuFaultOption parse(String value) {
            int colon = value.indexOf(':');
            String usage = "--gpu-fault: '" + value + "' is not <kind>:<pool>[@<cluster>] with kind one of "
                    + GpuFault.Kind.names(WITHOUT_PARAMETERS) + ", e.g. missing_gpus:l4-pool";
            if (colon <= 0 || colon == value.length() - 1) {
                throw new IllegalArgumentException(usage);
            }
            GpuFault.Kind kind;
            try {
                kind = GpuFault.Kind.parse(value.substring(0, colon));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(usage);
            }
            if (!WITHOUT_PARAMETERS.contains(kind)) {
                throw new IllegalArgumentException(usage);
            }
            String target = value.substring(colon + 1);
            int at = target.indexOf('@');
            String pool = at < 0 ? target : target.substring(0, at);
            String cluster = at < 0 ? DEFAULT_CLUSTER : target.substring(at + 1);
            if (pool.isBlank() || cluster.isBlank()) {
                throw new IllegalArgumentException(usage);
            }
            return new GpuFaultOption(kind, pool, cluster);
        }

        /**
         * Fails unless the pool is one of the reference stack's, the cluster is its {@code clusterName}, and a fault
         * of the driver container meets nodes that run one ({@code driverContainer}): on VK's node image the
         * operator uses the host's driver and runs no driver container for such a fault to break.
         */
        void requireInReferenceStack(String clusterName, boolean driverContainer) {
            if (!REFERENCE_POOLS.contains(pool)) {
                throw new IllegalArgumentException("--gpu-fault: the reference stack has no node group '" + pool
                        + "'; its pools are " + String.join(", ", REFERENCE_POOLS));
            }
            if (!cluster.equals(clusterName)) {
                throw new IllegalArgumentException("--gpu-fault: the reference stack's cluster is '" + clusterName
                        + "', not '" + cluster + "'");
            }
            if (kind.breaksDriverContainer() && !driverContainer) {
                throw new IllegalArgumentException("--gpu-fault " + kind.wireName() + " breaks the operator's driver"
                        + " container, which the nodes do not run: VK's AlmaLinux 9 image carries the driver, so the"
                        + " operator uses it (nvidia.com/gpu.deploy.driver=pre-installed); to run the nodes without a"
                        + " host driver and the driver container from your image, add --config driverSource="
                        + DRIVER_CONTAINER + " --config driverRepository=" + EXAMPLE_DRIVER_REPOSITORY
                        + " (the Java program), or inject a fault the host's driver shows, e.g. missing_gpus:" + pool);
            }
        }
    }
}

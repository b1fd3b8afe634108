package com.vkcsgpu.harness;

import com.google.gson.Gson;
import io.grpc.Server;
import io.grpc.ServerBuilder;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A stand-in for the Pulumi engine and the Java language host, for end-to-end tests without the Pulumi CLI.
 *
 * <p>Each operation starts one plugin process (as the engine does), serves the Engine and ResourceMonitor gRPC
 * services on loopback, runs the program (if any) as a separate JVM with the language host's environment, turns
 * its registrations into provider calls following the engine's rules, and keeps the state in a checkpoint-like
 * JSON file between operations (secrets encrypted). See {@code harness/README.md}.
 *
 * <pre>{@code
 * EngineHarness engine = EngineHarness.builder()
 *         .plugin("vkcs-gpu", PluginLauncher.javaMain(Classpaths.current(), "com.vkcsgpu.provider.Main"))
 *         .stateFile(tmp.resolve("state.json"))
 *         .config("vkcs-gpu:authUrl", emulator.authUrl())
 *         .secretConfig("vkcs-gpu:password", "s3cret")
 *         .build();
 * RunResult up = engine.up(Program.javaMain(Classpaths.current(), "com.example.App")).assertSucceeded();
 * assertEquals(StepKind.CREATE, up.step("gpu").kind());
 * }</pre>
 */
public final class EngineHarness {

    private static final Gson GSON = new Gson();

    private final HarnessSettings settings;
    private final StateFile stateFile;
    private final StepListener listener;

    private EngineHarness(HarnessSettings settings, StateFile stateFile) {
        this(settings, stateFile, StepListener.NONE);
    }

    private EngineHarness(HarnessSettings settings, StateFile stateFile, StepListener listener) {
        this.listener = listener;
        this.settings = settings;
        this.stateFile = stateFile;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** {@code pulumi preview}: runs the program with {@code PULUMI_DRY_RUN=true}; writes no state. */
    public RunResult preview(Program program) {
        return runProgram(Operation.PREVIEW, program, true);
    }

    /** {@code pulumi up}: runs the program, executes the steps and saves the state (also when a step failed). */
    public RunResult up(Program program) {
        return runProgram(Operation.UP, program, false);
    }

    /** {@code pulumi refresh}: reads every custom resource; resources gone from the cloud leave the state. */
    public RunResult refresh() {
        return withoutProgram(Operation.REFRESH, d -> d.refresh(stateFile.read()));
    }

    /** {@code pulumi destroy}: deletes every resource, dependents first; the state ends empty on success. */
    public RunResult destroy() {
        return withoutProgram(Operation.DESTROY, Deployment::destroy);
    }

    /**
     * {@code pulumi import <type> <name> <id>}: reads the resource (Read must return inputs), checks those inputs
     * and adds it to the state under the stack.
     */
    public RunResult importResource(String type, String name, String id) {
        return withoutProgram(Operation.IMPORT, d -> d.importResource(type, name, id));
    }

    /** The same stack, its operations heard step by step by {@code listener} while they run (a live display). */
    public EngineHarness withStepListener(StepListener listener) {
        return new EngineHarness(settings, stateFile, java.util.Objects.requireNonNull(listener, "listener"));
    }

    /**
     * The same stack with one config value set ({@code pulumi config set key value}): shares the state file, so
     * the next operation sees the state this harness left.
     */
    public EngineHarness withConfig(String key, String value) {
        return withConfigEntry(key, value, false);
    }

    /** The same stack with one secret config value set ({@code pulumi config set --secret key value}). */
    public EngineHarness withSecretConfig(String key, String value) {
        return withConfigEntry(key, value, true);
    }

    /** The same stack with one structured config value set ({@code pulumi config set --path}); see {@link Builder#configObject}. */
    public EngineHarness withConfigObject(String key, String json) {
        Builder.requireJsonStructure(key, json);
        return withConfigEntry(key, json, false, true);
    }

    /** The same stack with one config value removed ({@code pulumi config rm key}). */
    public EngineHarness withoutConfig(String key) {
        Map<String, String> config = new LinkedHashMap<>(settings.config());
        Set<String> secretKeys = new LinkedHashSet<>(settings.secretKeys());
        Set<String> objectKeys = new LinkedHashSet<>(settings.objectKeys());
        config.remove(key);
        secretKeys.remove(key);
        objectKeys.remove(key);
        return new EngineHarness(settings.withConfig(config, secretKeys, objectKeys), stateFile, listener);
    }

    private EngineHarness withConfigEntry(String key, String value, boolean secret) {
        return withConfigEntry(key, value, secret, false);
    }

    private EngineHarness withConfigEntry(String key, String value, boolean secret, boolean object) {
        Builder.requireNamespaced(key);
        Map<String, String> config = new LinkedHashMap<>(settings.config());
        Set<String> secretKeys = new LinkedHashSet<>(settings.secretKeys());
        Set<String> objectKeys = new LinkedHashSet<>(settings.objectKeys());
        config.put(key, value);
        if (secret) {
            secretKeys.add(key);
        } else {
            secretKeys.remove(key);
        }
        if (object) {
            objectKeys.add(key);
        } else {
            objectKeys.remove(key);
        }
        return new EngineHarness(settings.withConfig(config, secretKeys, objectKeys), stateFile, listener);
    }

    /** The resources currently in the state file. */
    public List<ResourceState> state() {
        return stateFile.read();
    }

    /** The state file (for reading it raw, e.g. to check that no secret is in plain text). */
    public Path stateFilePath() {
        return stateFile.path();
    }

    // ------------------------------------------------------------------------------------------------

    private interface Operations {
        List<ResourceState> apply(Deployment deployment);
    }

    private RunResult runProgram(Operation operation, Program program, boolean dryRun) {
        List<EngineLogMessage> recorded = Collections.synchronizedList(new ArrayList<>());
        Consumer<EngineLogMessage> logs = recordedAndHeard(recorded);
        CallLog calls = new CallLog();
        ExecutorService pool = Executors.newCachedThreadPool(daemonThreads("harness-grpc"));
        Server engineServer = null;
        Server monitorServer = null;
        CompletableFuture<PluginProcess> plugin = null;
        try {
            engineServer = startServer(new EngineService(logs), pool);
            String engineAddress = "127.0.0.1:" + engineServer.getPort();
            // The engine loads the plugin while the program starts; both JVMs boot in parallel.
            plugin = CompletableFuture.supplyAsync(() -> PluginProcess.start(settings.launcher(), engineAddress,
                    settings.pluginEnv(), settings.workDir(), settings.pluginStartTimeout(), logs, calls), pool);
            Deployment deployment = new Deployment(settings, new PluginClient(plugin, calls, settings.callTimeout()),
                    stateFile.read(), dryRun, logs, listener);
            monitorServer = startServer(new ResourceMonitorService(deployment), pool);
            String monitorAddress = "127.0.0.1:" + monitorServer.getPort();
            deployment.monitorAddress(monitorAddress);

            StringBuffer programOutput = new StringBuffer();
            int exitCode = LanguageHost.run(program, settings, monitorAddress, engineAddress, dryRun, line -> {
                programOutput.append(line).append('\n');
                logs.accept(new EngineLogMessage(EngineLogMessage.Source.PROGRAM_OUTPUT, "INFO", line, "", false));
            });
            if (exitCode != 0) {
                deployment.addError("program exited with code " + exitCode
                        + (exitCode == 32 ? " (the program logged the error)" : ""));
            }
            deployment.finishProgram(exitCode == 0, settings.callTimeout().toMillis());
            rethrowPluginStartFailure(plugin);
            if (!dryRun) {
                stateFile.write(settings.qualifiedStackName(), deployment.snapshot());
            }
            return new RunResult(operation, deployment.steps(), calls.calls(), snapshot(recorded),
                    Values.toJava(deployment.stackOutputs()), deployment.errors(), exitCode, programOutput.toString());
        } finally {
            shutdown(plugin, monitorServer, engineServer, pool);
        }
    }

    private RunResult withoutProgram(Operation operation, Operations body) {
        List<EngineLogMessage> recorded = Collections.synchronizedList(new ArrayList<>());
        Consumer<EngineLogMessage> logs = recordedAndHeard(recorded);
        CallLog calls = new CallLog();
        ExecutorService pool = Executors.newCachedThreadPool(daemonThreads("harness-grpc"));
        Server engineServer = null;
        CompletableFuture<PluginProcess> plugin = null;
        try {
            engineServer = startServer(new EngineService(logs), pool);
            String engineAddress = "127.0.0.1:" + engineServer.getPort();
            plugin = CompletableFuture.completedFuture(PluginProcess.start(settings.launcher(), engineAddress,
                    settings.pluginEnv(), settings.workDir(), settings.pluginStartTimeout(), logs, calls));
            List<ResourceState> before = stateFile.read();
            Deployment deployment = new Deployment(settings, new PluginClient(plugin, calls, settings.callTimeout()),
                    before, false, logs, listener);
            List<ResourceState> after;
            try {
                after = body.apply(deployment);
            } catch (StepFailedException e) {
                deployment.addError(e.getMessage());
                after = before;
            }
            stateFile.write(settings.qualifiedStackName(), after);
            return new RunResult(operation, deployment.steps(), calls.calls(), snapshot(recorded), Map.of(),
                    deployment.errors(), 0, "");
        } finally {
            shutdown(plugin, null, engineServer, pool);
        }
    }

    /** Keeps each log message for the run's result and passes it to the listener as it arrives. */
    private Consumer<EngineLogMessage> recordedAndHeard(List<EngineLogMessage> recorded) {
        return message -> {
            recorded.add(message);
            listener.logged(message);
        };
    }

    private static List<EngineLogMessage> snapshot(List<EngineLogMessage> logs) {
        synchronized (logs) {
            return List.copyOf(logs);
        }
    }

    private static void rethrowPluginStartFailure(CompletableFuture<PluginProcess> plugin) {
        if (plugin.isCompletedExceptionally()) {
            try {
                plugin.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException re) {
                    throw re;
                }
                throw e;
            }
        }
    }

    private static Server startServer(io.grpc.BindableService service, ExecutorService pool) {
        try {
            return ServerBuilder.forPort(0).executor(pool).addService(service).build().start();
        } catch (IOException e) {
            throw new HarnessException("cannot start a gRPC server on loopback: " + e.getMessage(), e);
        }
    }

    private static void shutdown(CompletableFuture<PluginProcess> plugin, Server monitor, Server engine,
                                 ExecutorService pool) {
        if (plugin != null) {
            try {
                plugin.join().close();
            } catch (CompletionException ignored) {
                // it never started; the error is reported elsewhere
            }
        }
        for (Server s : new Server[]{monitor, engine}) {
            if (s != null) {
                s.shutdownNow();
                try {
                    s.awaitTermination(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        pool.shutdownNow();
    }

    private static java.util.concurrent.ThreadFactory daemonThreads(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    static String configJson(Map<String, String> config) {
        return GSON.toJson(config);
    }

    static String secretKeysJson(Set<String> keys) {
        return GSON.toJson(keys);
    }

    /** Settings of an {@link EngineHarness}; {@link #plugin} and {@link #stateFile} are required. */
    public static final class Builder {
        private String project = "harness";
        private String stack = "test";
        private String organization = "organization";
        private String pluginPackage;
        private PluginLauncher launcher;
        private final Map<String, String> pluginEnv = new LinkedHashMap<>();
        private final Map<String, String> config = new LinkedHashMap<>();
        private final Set<String> secretKeys = new LinkedHashSet<>();
        private final Set<String> objectKeys = new LinkedHashSet<>();
        private final Set<String> notDeployedPackages = new LinkedHashSet<>();
        private Path stateFile;
        private String passphrase = "engine-harness";
        private Path workDir = Path.of("").toAbsolutePath();
        private Duration pluginStartTimeout = Duration.ofSeconds(60);
        private Duration callTimeout = Duration.ofMinutes(5);
        private Duration programTimeout = Duration.ofMinutes(5);

        private Builder() {
        }

        /** The plugin serving the package {@code pkg} (types {@code pkg:*}, provider {@code pulumi:providers:pkg}). */
        public Builder plugin(String pkg, PluginLauncher launcher) {
            this.pluginPackage = pkg;
            this.launcher = launcher;
            return this;
        }

        /** An environment variable for the plugin process (e.g. {@code OS_AUTH_URL}). */
        public Builder pluginEnv(String name, String value) {
            pluginEnv.put(name, value);
            return this;
        }

        public Builder project(String project) {
            this.project = project;
            return this;
        }

        public Builder stack(String stack) {
            this.stack = stack;
            return this;
        }

        public Builder organization(String organization) {
            this.organization = organization;
            return this;
        }

        /**
         * A stack config value, keyed {@code <namespace>:<key>}: {@code <project>:x} for the program,
         * {@code <pkg>:x} for the default provider.
         */
        public Builder config(String key, String value) {
            requireNamespaced(key);
            config.put(key, value);
            secretKeys.remove(key);
            objectKeys.remove(key);
            return this;
        }

        /**
         * A structured stack config value (a JSON object or array), like a YAML object in {@code Pulumi.<stack>.yaml}:
         * the program sees the JSON text (as the language host passes it); the default provider gets the parsed
         * structure, as the engine sends object-typed config. Example: {@code configObject("vkcs-gpu:endpoints",
         * "{\"mk8s\":\"https://127.0.0.1:8443\"}")}.
         */
        public Builder configObject(String key, String json) {
            requireNamespaced(key);
            requireJsonStructure(key, json);
            config.put(key, json);
            secretKeys.remove(key);
            objectKeys.add(key);
            return this;
        }

        /** A secret stack config value (listed in {@code PULUMI_CONFIG_SECRET_KEYS}; encrypted in the state). */
        public Builder secretConfig(String key, String value) {
            requireNamespaced(key);
            config.put(key, value);
            secretKeys.add(key);
            objectKeys.remove(key);
            return this;
        }

        /**
         * Resources of package {@code pkg} (e.g. {@code kubernetes}, whose plugin is not available offline) are
         * planned but not deployed: each registration, its explicit provider ({@code pulumi:providers:pkg}) included,
         * becomes a {@link StepKind#NOT_DEPLOYED} step with unknown outputs, instead of failing for want of a plugin.
         */
        public Builder notDeployedOffline(String pkg) {
            notDeployedPackages.add(pkg);
            return this;
        }

        /** Where the state lives between operations. */
        public Builder stateFile(Path path) {
            this.stateFile = path;
            return this;
        }

        /** The passphrase secrets in the state file are encrypted with. */
        public Builder passphrase(String passphrase) {
            this.passphrase = passphrase;
            return this;
        }

        /** The working directory of the plugin and the program (default: the current directory). */
        public Builder workDir(Path dir) {
            this.workDir = dir;
            return this;
        }

        public Builder pluginStartTimeout(Duration timeout) {
            this.pluginStartTimeout = timeout;
            return this;
        }

        /** Deadline of each provider RPC. */
        public Builder callTimeout(Duration timeout) {
            this.callTimeout = timeout;
            return this;
        }

        /** How long a program may run before it is killed. */
        public Builder programTimeout(Duration timeout) {
            this.programTimeout = timeout;
            return this;
        }

        public EngineHarness build() {
            if (launcher == null) {
                throw new IllegalStateException("EngineHarness.builder().plugin(pkg, launcher) is required");
            }
            if (stateFile == null) {
                throw new IllegalStateException("EngineHarness.builder().stateFile(path) is required, e.g. a @TempDir file");
            }
            HarnessSettings settings = new HarnessSettings(project, stack, organization, pluginPackage, launcher,
                    Map.copyOf(pluginEnv), Collections.unmodifiableMap(new LinkedHashMap<>(config)),
                    Collections.unmodifiableSet(new LinkedHashSet<>(secretKeys)),
                    Collections.unmodifiableSet(new LinkedHashSet<>(objectKeys)),
                    Collections.unmodifiableSet(new LinkedHashSet<>(notDeployedPackages)), workDir, pluginStartTimeout,
                    callTimeout, programTimeout);
            return new EngineHarness(settings, new StateFile(stateFile, passphrase));
        }

        static void requireJsonStructure(String key, String json) {
            try {
                var parsed = com.google.gson.JsonParser.parseString(json);
                if (parsed.isJsonObject() || parsed.isJsonArray()) {
                    return;
                }
            } catch (com.google.gson.JsonParseException ignored) {
                // reported below
            }
            throw new IllegalArgumentException("config '" + key + "': configObject needs a JSON object or array, got: "
                    + json + "; use config(key, value) for plain values");
        }

        static void requireNamespaced(String key) {
            if (!key.contains(":")) {
                throw new IllegalArgumentException("config key '" + key + "' needs a namespace: use '<project>:" + key
                        + "' for the program or '<package>:" + key + "' for the provider");
            }
        }
    }
}

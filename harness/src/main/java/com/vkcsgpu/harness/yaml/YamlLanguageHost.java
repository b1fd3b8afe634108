package com.vkcsgpu.harness.yaml;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The process that runs a Pulumi YAML program for the engine harness, as {@code pulumi-language-yaml} does for the
 * engine: started with the language host's environment ({@code PULUMI_MONITOR}, {@code PULUMI_ENGINE},
 * {@code PULUMI_PROJECT}, {@code PULUMI_STACK}, {@code PULUMI_ORGANIZATION}, {@code PULUMI_DRY_RUN},
 * {@code PULUMI_CONFIG}, {@code PULUMI_CONFIG_SECRET_KEYS}) plus {@value #PROGRAM_ENV} (the project file) and
 * {@value #SCHEMAS_ENV} (the package schemas). It logs each problem to the engine and exits 32, the code of a
 * program that reported its error, as the SDKs do. Start it with {@link YamlProgram#of}.
 */
public final class YamlLanguageHost {
    /** The {@code Pulumi.yaml} to run. */
    public static final String PROGRAM_ENV = "VKCS_HARNESS_YAML_PROGRAM";
    /** The schema files of the packages whose plugins serve the program, separated by the path separator. */
    public static final String SCHEMAS_ENV = "VKCS_HARNESS_YAML_SCHEMAS";
    private static final int PROGRAM_REPORTED_ERROR = 32;
    private static final Gson GSON = new Gson();

    private YamlLanguageHost() {
    }

    public static void main(String[] args) {
        System.exit(run(System.getenv()));
    }

    static int run(Map<String, String> env) {
        try (Monitor monitor = new Monitor(require(env, "PULUMI_MONITOR"), require(env, "PULUMI_ENGINE"))) {
            ProgramFile program;
            try {
                program = ProgramFile.read(Path.of(require(env, PROGRAM_ENV)));
            } catch (RuntimeException e) { // not YAML, or a section of the wrong shape
                return report(monitor, List.of(String.valueOf(e.getMessage())));
            }
            return run(env, program, monitor);
        }
    }

    private static int run(Map<String, String> env, ProgramFile program, Monitor monitor) {
        PackageSchemas schemas = new PackageSchemas(Arrays.stream(env.getOrDefault(SCHEMAS_ENV, "")
                .split(File.pathSeparator)).filter(s -> !s.isBlank()).map(Path::of).toList());
        YamlEvaluator.RunContext context = new YamlEvaluator.RunContext(require(env, "PULUMI_PROJECT"),
                require(env, "PULUMI_STACK"), env.getOrDefault("PULUMI_ORGANIZATION", "organization"),
                Boolean.parseBoolean(env.get("PULUMI_DRY_RUN")),
                GSON.fromJson(env.getOrDefault("PULUMI_CONFIG", "{}"), new TypeToken<Map<String, String>>() { }.getType()),
                new LinkedHashSet<>(GSON.<List<String>>fromJson(env.getOrDefault("PULUMI_CONFIG_SECRET_KEYS", "[]"),
                        new TypeToken<List<String>>() { }.getType())));
        ExecutorService executor = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "yaml-program");
            t.setDaemon(true);
            return t;
        });
        try {
            return report(monitor, new YamlEvaluator(program, schemas, context, monitor, executor).run());
        } finally {
            executor.shutdownNow();
        }
    }

    private static int report(Monitor monitor, List<String> problems) {
        for (String problem : problems) {
            System.err.println("error: " + problem);
            monitor.error("", problem);
        }
        return problems.isEmpty() ? 0 : PROGRAM_REPORTED_ERROR;
    }

    private static String require(Map<String, String> env, String name) {
        String value = env.get(name);
        if (value == null || value.isEmpty()) {
            throw new IllegalStateException(name + " is not set: start this host through the engine harness");
        }
        return value;
    }
}

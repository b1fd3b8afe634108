package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Pulumi program written in Java: a main class that calls {@code Pulumi.run}, started as its own JVM the way
 * the Java language host starts it, with {@code PULUMI_MONITOR}, {@code PULUMI_ENGINE}, {@code PULUMI_PROJECT},
 * {@code PULUMI_STACK}, {@code PULUMI_ORGANIZATION}, {@code PULUMI_DRY_RUN}, {@code PULUMI_PARALLEL},
 * {@code PULUMI_CONFIG} and {@code PULUMI_CONFIG_SECRET_KEYS} in its environment.
 */
public final class Program {

    private final String classpath;
    private final String mainClass;
    private final List<String> jvmArgs;
    private final Map<String, String> env;

    private Program(String classpath, String mainClass, List<String> jvmArgs, Map<String, String> env) {
        this.classpath = classpath;
        this.mainClass = mainClass;
        this.jvmArgs = List.copyOf(jvmArgs);
        this.env = Map.copyOf(env);
    }

    /**
     * A program main class on a classpath, e.g. {@code Program.javaMain(Classpaths.current(), "com.example.App")};
     * its JVM gets {@link Classpaths#QUICK_START_JVM_ARGS}.
     */
    public static Program javaMain(String classpath, String mainClass) {
        return new Program(classpath, mainClass, Classpaths.QUICK_START_JVM_ARGS, Map.of());
    }

    /** The same program with extra JVM options (e.g. {@code -Xmx256m}). */
    public Program withJvmArgs(String... args) {
        List<String> all = new ArrayList<>(jvmArgs);
        all.addAll(List.of(args));
        return new Program(classpath, mainClass, all, env);
    }

    /** The same program with an extra environment variable. */
    public Program withEnv(String name, String value) {
        Map<String, String> all = new LinkedHashMap<>(env);
        all.put(name, value);
        return new Program(classpath, mainClass, jvmArgs, all);
    }

    List<String> command() {
        List<String> cmd = new ArrayList<>();
        cmd.add(Classpaths.javaExecutable());
        cmd.addAll(jvmArgs);
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(mainClass);
        return cmd;
    }

    Map<String, String> env() {
        return env;
    }

    @Override
    public String toString() {
        return "Program[" + mainClass + "]";
    }
}

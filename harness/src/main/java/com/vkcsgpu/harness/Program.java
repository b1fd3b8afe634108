package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A Pulumi program. Written in Java ({@link #javaMain}): a main class that calls {@code Pulumi.run}, started as its
 * own JVM the way the Java language host starts it, with {@code PULUMI_MONITOR}, {@code PULUMI_ENGINE},
 * {@code PULUMI_PROJECT}, {@code PULUMI_STACK}, {@code PULUMI_ORGANIZATION}, {@code PULUMI_DRY_RUN},
 * {@code PULUMI_PARALLEL}, {@code PULUMI_CONFIG} and {@code PULUMI_CONFIG_SECRET_KEYS} in its environment. In another
 * language ({@link #launchedBy}): the command its language host would start, made from the run's facts.
 */
public final class Program {

    private final String classpath;
    private final String mainClass;
    private final List<String> jvmArgs;
    private final Map<String, String> env;
    private final Function<ProgramLaunch, List<String>> launcher;
    private final String description;

    private Program(String classpath, String mainClass, List<String> jvmArgs, Map<String, String> env) {
        this(classpath, mainClass, jvmArgs, env, null, mainClass);
    }

    private Program(String classpath, String mainClass, List<String> jvmArgs, Map<String, String> env,
                    Function<ProgramLaunch, List<String>> launcher, String description) {
        this.classpath = classpath;
        this.mainClass = mainClass;
        this.jvmArgs = List.copyOf(jvmArgs);
        this.env = Map.copyOf(env);
        this.launcher = launcher;
        this.description = description;
    }

    /**
     * A program of another language: {@code launcher} returns the command its language host starts for a run (the
     * run's monitor address, stack and config given), e.g. {@code node .../@pulumi/pulumi/cmd/run --monitor ...}
     * ({@code nodejs.NodeProgram}). It runs in the harness's work directory with the environment a Java program gets
     * ({@code PULUMI_CONFIG}, ...) plus what {@link #withEnv} adds; {@code description} names it in errors.
     */
    public static Program launchedBy(String description, Function<ProgramLaunch, List<String>> launcher) {
        return new Program("", "", List.of(), Map.of(), launcher, description);
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
        if (launcher != null) {
            return this;
        }
        List<String> all = new ArrayList<>(jvmArgs);
        all.addAll(List.of(args));
        return new Program(classpath, mainClass, all, env);
    }

    /** The same program on another classpath (e.g. its class folders packed as jars, {@link ProgramClassArchive}). */
    Program withClasspath(String otherClasspath) {
        return launcher != null ? this : new Program(otherClasspath, mainClass, jvmArgs, env);
    }

    /** A Java program's JVM options. */
    List<String> jvmArgs() {
        return jvmArgs;
    }

    /** A Java program's classpath. */
    String classpath() {
        return classpath;
    }

    /** The same program with an extra environment variable. */
    public Program withEnv(String name, String value) {
        Map<String, String> all = new LinkedHashMap<>(env);
        all.put(name, value);
        return new Program(classpath, mainClass, jvmArgs, all, launcher, description);
    }

    /** Whether this is a Java main class (the harness adds JVM options of its own to those). */
    boolean isJava() {
        return launcher == null;
    }

    /** The command of a program of another language for one run. */
    List<String> command(ProgramLaunch launch) {
        return launcher.apply(launch);
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
        return "Program[" + description + "]";
    }
}

package com.vkcsgpu.harness;

import java.nio.file.Path;

/** Helpers for launching JVMs from tests. */
public final class Classpaths {

    private Classpaths() {
    }

    /**
     * The classpath of the running JVM ({@code java.class.path}): under Surefire this holds the module's test and
     * main classes and all test-scope dependencies, so plugins and programs on it can be launched as processes.
     */
    public static String current() {
        return System.getProperty("java.class.path");
    }

    /**
     * JVM options for the short-lived JVMs the harness starts (programs, plugins): C1-only JIT and the serial
     * collector start faster and use less CPU, which matters when many tests share two cores; a 128 MB metaspace
     * threshold spares the full collection the JVM runs when class metadata first passes its default (~21 MB).
     */
    public static final java.util.List<String> QUICK_START_JVM_ARGS =
            java.util.List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:MetaspaceSize=128m", "-Xshare:auto");

    /** The {@code java} executable of the running JDK. */
    public static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}

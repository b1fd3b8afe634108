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

    /** The {@code java} executable of the running JDK. */
    public static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}

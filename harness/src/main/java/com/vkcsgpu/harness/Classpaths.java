package com.vkcsgpu.harness;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** Helpers for launching JVMs from tests. */
public final class Classpaths {
    /** Where Linux names its transparent huge page modes, the one in force bracketed: {@code always [madvise] never}. */
    static final Path HUGE_PAGE_MODES = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");

    /**
     * JVM options for the short-lived JVMs the harness starts (programs, plugins): C1-only JIT and the serial
     * collector start faster and use less CPU, which matters when many tests share two cores; a 128 MB metaspace
     * threshold spares the full collection the JVM runs when class metadata first passes its default (~21 MB); and
     * where the kernel hands out transparent huge pages on request, the heap takes them: each fresh 4 KiB page a
     * JVM touches is a page fault, 11-13 us of kernel time on the 2-vCPU VM the build is measured on
     * (docs/benchmarks.md, round 11).
     */
    public static final List<String> QUICK_START_JVM_ARGS = quickStartJvmArgs(hugePageModes());

    private Classpaths() {
    }

    /**
     * The classpath of the running JVM ({@code java.class.path}): under Surefire this holds the module's test and
     * main classes and all test-scope dependencies, so plugins and programs on it can be launched as processes.
     * Empty entries are left out: Surefire's ends with a separator, and an empty entry names the launched process's
     * working directory, so {@code current() + File.pathSeparator + more} would put that directory on the path.
     */
    public static String current() {
        return withoutEmptyEntries(System.getProperty("java.class.path"));
    }

    static String withoutEmptyEntries(String classpath) {
        return Arrays.stream(classpath.split(File.pathSeparator)).filter(entry -> !entry.isEmpty())
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** The {@code java} executable of the running JDK. */
    public static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The quick-start options where the kernel names {@code hugePageModes} (none: not Linux). */
    static List<String> quickStartJvmArgs(Optional<String> hugePageModes) {
        List<String> args = new ArrayList<>(List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-XX:MetaspaceSize=128m", "-Xshare:auto"));
        // The option exists only in Linux's JVM, and with the mode "never" the JVM would print a warning.
        if (hugePageModes.filter(modes -> modes.contains("[always]") || modes.contains("[madvise]")).isPresent()) {
            args.add("-XX:+UseTransparentHugePages");
        }
        return List.copyOf(args);
    }

    private static Optional<String> hugePageModes() {
        try {
            return Files.isReadable(HUGE_PAGE_MODES) ? Optional.of(Files.readString(HUGE_PAGE_MODES))
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}

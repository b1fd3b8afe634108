package com.vkcsgpu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The options of the JVMs the harness starts. */
class ClasspathsTest {
    private static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";

    @Test
    void theHeapTakesHugePagesWhereTheKernelHandsThemOutOnRequestOrAlways() {
        assertTrue(Classpaths.quickStartJvmArgs(Optional.of("always [madvise] never\n")).contains(HUGE_PAGES));
        assertTrue(Classpaths.quickStartJvmArgs(Optional.of("[always] madvise never\n")).contains(HUGE_PAGES));
    }

    /** Linux's JVM would warn that it cannot have them; the other systems' JVMs do not know the option at all. */
    @Test
    void noHugePagesWhereTheModeIsNeverOrTheSystemNamesNone() {
        List<String> base = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:MetaspaceSize=128m",
                "-Xshare:auto");
        assertEquals(base, Classpaths.quickStartJvmArgs(Optional.of("always madvise [never]\n")));
        assertEquals(base, Classpaths.quickStartJvmArgs(Optional.empty()));
    }

    /** An empty entry names a launched program's working directory: its stack's files would be on its class path. */
    @Test
    void theCurrentClassPathNamesNoWorkingDirectoryEvenWhereSurefireEndsItWithASeparator() {
        String sep = File.pathSeparator;
        assertEquals("a.jar" + sep + "classes", Classpaths.withoutEmptyEntries("a.jar" + sep + sep + "classes" + sep));
        assertTrue(Arrays.stream(Classpaths.current().split(sep, -1)).noneMatch(String::isEmpty), Classpaths.current());
    }
}

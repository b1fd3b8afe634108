package com.vkcsgpu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** How the harness's language host starts a program's JVM. */
class LanguageHostTest {

    /**
     * The program's JVM runs at nice 19 (its own {@code /proc/self/stat} says so), so what it does while the plugin
     * and the emulator work for it comes after their work.
     */
    @Test
    void aProgramRunsAtTheLowestCpuPriority() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/self/stat")) && LanguageHost.NICE.isPresent(),
                "skipped: no /proc or no nice on this system");
        Program program = Program.javaMain(Classpaths.current(), PrintNice.class.getName());

        Process process = new ProcessBuilder(LanguageHost.command(program)).redirectErrorStream(true).start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();

        assertEquals(true, process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), printed);
        assertEquals(String.valueOf(Math.min(19, 19 + ownNice())), printed, "the program's nice value");
    }

    /** The test JVM's own nice value (0 unless the build itself was started niced). */
    private static int ownNice() throws IOException {
        return PrintNice.niceOf(Files.readString(Path.of("/proc/self/stat")));
    }

    /** Prints the nice value of its own process. */
    public static final class PrintNice {
        private PrintNice() {
        }

        public static void main(String[] args) throws IOException {
            System.out.println(niceOf(Files.readString(Path.of("/proc/self/stat"))));
        }

        /** Field 19 of {@code /proc/<pid>/stat} (proc(5)), counted after the command name in parentheses. */
        static int niceOf(String stat) {
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
            return Integer.parseInt(fields[16]);
        }
    }
}

package com.vkcsgpu.provider.testing;

import com.vkcsgpu.provider.framework.ProgressReporter;
import java.util.List;

/** Progress reporters that add what an operation reports to a test's list, for the test to assert on. */
public final class RecordingProgress {
    private RecordingProgress() {
    }

    /** Every status, info and warning line, in the order reported. */
    public static ProgressReporter allInto(List<String> lines) {
        return new Recorder(lines, true);
    }

    /** The status lines only; info and warnings are dropped. */
    public static ProgressReporter statusesInto(List<String> lines) {
        return new Recorder(lines, false);
    }

    private record Recorder(List<String> lines, boolean lasting) implements ProgressReporter {
        @Override
        public void status(String message) {
            lines.add(message);
        }

        @Override
        public void info(String message) {
            if (lasting) {
                lines.add(message);
            }
        }

        @Override
        public void warning(String message) {
            if (lasting) {
                lines.add(message);
            }
        }
    }
}

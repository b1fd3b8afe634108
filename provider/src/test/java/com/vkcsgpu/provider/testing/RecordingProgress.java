package com.vkcsgpu.provider.testing;

import com.vkcsgpu.provider.framework.ProgressReporter;
import java.util.List;

/** Progress reporters that add what an operation reports to a test's list, for the test to assert on. */
public final class RecordingProgress {
    private RecordingProgress() {
    }

    /** Every status, info and warning line, in the order reported. */
    public static ProgressReporter allInto(List<String> lines) {
        return new Recorder(lines, true, true, true);
    }

    /** The status lines only; info and warnings are dropped. */
    public static ProgressReporter statusesInto(List<String> lines) {
        return new Recorder(lines, true, false, false);
    }

    /** The warnings only. */
    public static ProgressReporter warningsInto(List<String> lines) {
        return new Recorder(lines, false, false, true);
    }

    private record Recorder(List<String> lines, boolean statuses, boolean infos, boolean warnings)
            implements ProgressReporter {
        @Override
        public void status(String message) {
            if (statuses) {
                lines.add(message);
            }
        }

        @Override
        public void info(String message) {
            if (infos) {
                lines.add(message);
            }
        }

        @Override
        public void warning(String message) {
            if (warnings) {
                lines.add(message);
            }
        }
    }
}

package com.vkcsgpu.emulator.gpu;

import java.time.Duration;
import java.util.Locale;

/**
 * A failure injected on one node of the simulated GPU stack.
 *
 * @param kind          what goes wrong
 * @param node          the node name
 * @param compileTime   for {@link Kind#SLOW_DRIVER_COMPILE}: the realistic compile time (scaled like
 *                      every other timing); null otherwise
 */
public record GpuFault(Kind kind, String node, Duration compileTime) {

    /** The failure modes of reference/nvidia-gpu-operator.md §4 "Failure modes in the API". */
    public enum Kind {
        /**
         * The driver container exits during the build ("Could not resolve Linux kernel version",
         * missing kernel headers after an unattended kernel update): CrashLoopBackOff with a
         * climbing restartCount; the validator stays in {@code Init:0/4}.
         */
        DRIVER_CRASH_LOOP,
        /**
         * The flavor promises GPUs but none is visible: the device plugin registers nothing and
         * the validator's {@code plugin-validation} fails with "GPU resources are not discovered by the node".
         */
        MISSING_GPUS,
        /** The driver takes {@code compileTime} to build instead of the usual few minutes. */
        SLOW_DRIVER_COMPILE;

        /** Parses {@code driver_crash_loop}, {@code missing_gpus}, {@code slow_driver_compile} (any case). */
        public static Kind parse(String name) {
            try {
                return valueOf(name.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw new IllegalArgumentException("kind must be one of driver_crash_loop, missing_gpus, "
                        + "slow_driver_compile; got \"" + name + "\"");
            }
        }
    }

    public GpuFault {
        if (kind == null || node == null || node.isBlank()) {
            throw new IllegalArgumentException("a GPU fault needs a kind and a node name");
        }
        if (kind == Kind.SLOW_DRIVER_COMPILE && (compileTime == null || compileTime.isNegative())) {
            throw new IllegalArgumentException("slow_driver_compile needs a positive compile time");
        }
    }

    public static GpuFault driverCrashLoop(String node) {
        return new GpuFault(Kind.DRIVER_CRASH_LOOP, node, null);
    }

    public static GpuFault missingGpus(String node) {
        return new GpuFault(Kind.MISSING_GPUS, node, null);
    }

    public static GpuFault slowDriverCompile(String node, Duration realisticCompileTime) {
        return new GpuFault(Kind.SLOW_DRIVER_COMPILE, node, realisticCompileTime);
    }
}

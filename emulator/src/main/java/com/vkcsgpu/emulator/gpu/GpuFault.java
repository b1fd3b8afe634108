package com.vkcsgpu.emulator.gpu;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;

/**
 * A failure injected into the simulated GPU stack, on one node or on every node of a node group.
 *
 * @param kind        what goes wrong
 * @param node        the node name, or null when {@code nodeGroup} is given
 * @param nodeGroup   the node group (every node of it, also nodes that join later), or null when
 *                    {@code node} is given
 * @param compileTime for {@link Kind#SLOW_DRIVER_COMPILE}: the realistic compile time (scaled like
 *                    every other timing); null otherwise
 * @param taint       for {@link Kind#UNTOLERATED_TAINT}: the taint put on the nodes; null otherwise
 */
public record GpuFault(Kind kind, String node, String nodeGroup, Duration compileTime, EmulatedNode.Taint taint) {
    private static final Set<String> REPELLING_EFFECTS = Set.of("NoSchedule", "NoExecute");

    /**
     * Failure modes NVIDIA/cloud-native-docs gpu-operator/troubleshooting.rst and NVIDIA/gpu-operator issues
     * describe.
     */
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
        /**
         * The driver takes {@code compileTime} to build instead of the usual few minutes; a build still running
         * when the fault is cleared ends at once.
         */
        SLOW_DRIVER_COMPILE,
        /**
         * Someone tainted the node out of band ({@code kubectl taint}, a policy controller) with a
         * taint the operands do not tolerate: the operand DaemonSets skip the node, so no driver or
         * validator pod ever lands there ("DESIRED 0" in the reference's troubleshooting table).
         */
        UNTOLERATED_TAINT,
        /** nouveau holds the GPU: the driver container cannot load {@code nvidia.ko} and crash-loops. */
        DRIVER_NOUVEAU,
        /** Secure Boot refuses the module the driver container built ("Key was rejected by service"). */
        DRIVER_SECURE_BOOT,
        /**
         * The node image already loads a driver: the driver pod's {@code k8s-driver-manager} cannot unload it
         * ("driver is in use") and crash-loops.
         */
        DRIVER_ON_HOST,
        /** The driver container exceeds its memory limit and is OOM-killed (exit code 137) on every start. */
        DRIVER_OOM_KILLED,
        /** dcgm-exporter exceeds its memory limit and is OOM-killed; the GPUs stay usable. */
        DCGM_EXPORTER_OOM_KILLED,
        /**
         * An NVSwitch node without a working Fabric Manager: the CUDA validation pod fails with CUDA error 802
         * "system not yet initialized".
         */
        FABRIC_MANAGER_MISSING,
        /**
         * The runtime cannot inject the CDI devices of the device plugin's container: it waits in
         * {@code CreateContainerError} ("failed to inject CDI devices: unresolvable CDI devices ...").
         */
        CDI_INJECTION_FAILED,
        /**
         * One GPU of the node fell off the bus (Xid 79): the device plugin keeps it in the node's capacity and
         * takes it out of allocatable.
         */
        GPU_FELL_OFF_BUS,
        /**
         * The driver manager left the device plugin's deploy label at {@code paused-for-driver-upgrade}: its
         * DaemonSet skips the node.
         */
        DEPLOY_LABEL_PAUSED,
        /**
         * The node's image has no NVIDIA driver (VK's AlmaLinux GPU image is played with one by default, as VK's
         * addon, which lists no driver, suggests): the operator's driver container must install it, from an image
         * that exists for the node's OS.
         */
        NO_HOST_DRIVER;

        /** The lower-case name used on the admin API, e.g. {@code driver_crash_loop}. */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** Whether the fault needs a parameter: a compile time or a taint. */
        public boolean takesParameter() {
            return this == SLOW_DRIVER_COMPILE || this == UNTOLERATED_TAINT;
        }

        /**
         * Whether the fault breaks the operator's driver container: it shows only on nodes that run one, never on a
         * node whose image carries the driver (the operator labels it {@code nvidia.com/gpu.deploy.driver=
         * pre-installed} and runs no driver pod there).
         */
        public boolean breaksDriverContainer() {
            return this == DRIVER_CRASH_LOOP || this == SLOW_DRIVER_COMPILE
                    || ContainerFailures.of(this).map(ContainerFailures.Failure::app)
                            .filter(ContainerFailures.DRIVER::equals).isPresent();
        }

        /** Parses {@code driver_crash_loop}, {@code missing_gpus}, ... (any case). */
        public static Kind parse(String name) {
            try {
                return valueOf(name.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw new IllegalArgumentException("kind must be one of " + names(java.util.EnumSet.allOf(Kind.class))
                        + "; got \"" + name + "\"");
            }
        }

        /** The wire names of {@code kinds}, comma-separated, in declaration order. */
        public static String names(java.util.Collection<Kind> kinds) {
            return kinds.stream().map(Kind::wireName).collect(java.util.stream.Collectors.joining(", "));
        }
    }

    /** Checks that the fault names one target and carries exactly the parameters its kind needs. */
    public GpuFault {
        if (kind == null) {
            throw new IllegalArgumentException("a GPU fault needs a kind");
        }
        if ((node == null || node.isBlank()) == (nodeGroup == null || nodeGroup.isBlank())) {
            throw new IllegalArgumentException("a GPU fault needs exactly one of node and nodeGroup");
        }
        if (kind == Kind.SLOW_DRIVER_COMPILE && (compileTime == null || compileTime.isNegative() || compileTime.isZero())) {
            throw new IllegalArgumentException("slow_driver_compile needs a positive compile time");
        }
        if (kind != Kind.SLOW_DRIVER_COMPILE && compileTime != null) {
            throw new IllegalArgumentException("only slow_driver_compile takes a compile time");
        }
        if (kind == Kind.UNTOLERATED_TAINT && (taint == null || taint.key() == null || taint.key().isBlank()
                || !REPELLING_EFFECTS.contains(taint.effect()))) {
            throw new IllegalArgumentException("untolerated_taint needs a taint key[=value]:NoSchedule or :NoExecute "
                    + "(other effects do not keep pods off a node)");
        }
        if (kind != Kind.UNTOLERATED_TAINT && taint != null) {
            throw new IllegalArgumentException("only untolerated_taint takes a taint");
        }
    }

    public static GpuFault driverCrashLoop(String node) {
        return new GpuFault(Kind.DRIVER_CRASH_LOOP, node, null, null, null);
    }

    public static GpuFault missingGpus(String node) {
        return new GpuFault(Kind.MISSING_GPUS, node, null, null, null);
    }

    public static GpuFault slowDriverCompile(String node, Duration realisticCompileTime) {
        return new GpuFault(Kind.SLOW_DRIVER_COMPILE, node, null, realisticCompileTime, null);
    }

    public static GpuFault noHostDriver(String node) {
        return new GpuFault(Kind.NO_HOST_DRIVER, node, null, null, null);
    }

    public static GpuFault untoleratedTaint(String node, EmulatedNode.Taint taint) {
        return new GpuFault(Kind.UNTOLERATED_TAINT, node, null, null, taint);
    }

    /** The same fault on every node of {@code group} instead of one node. */
    public GpuFault onNodeGroup(String group) {
        return new GpuFault(kind, null, group, compileTime, taint);
    }

    /** Whether the fault hits the node {@code nodeName} of node group {@code group} (null when unknown). */
    public boolean appliesTo(String nodeName, String group) {
        return node != null ? node.equals(nodeName) : nodeGroup.equals(group);
    }

    /** Whether {@code other} replaces this fault: same kind on the same target. */
    boolean sameSlot(GpuFault other) {
        return kind == other.kind && java.util.Objects.equals(node, other.node)
                && java.util.Objects.equals(nodeGroup, other.nodeGroup);
    }

    /** "key=value:Effect" as kubectl writes taints; parses what {@code kubectl taint} accepts. */
    public static EmulatedNode.Taint parseTaint(String text) {
        int colon = text == null ? -1 : text.lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("taint must look like key[=value]:Effect, e.g. dedicated=training:NoSchedule; "
                    + "got \"" + text + "\"");
        }
        String keyValue = text.substring(0, colon);
        String effect = text.substring(colon + 1);
        int equals = keyValue.indexOf('=');
        String key = equals < 0 ? keyValue : keyValue.substring(0, equals);
        String value = equals < 0 ? null : keyValue.substring(equals + 1);
        if (key.isBlank()) {
            throw new IllegalArgumentException("taint needs a key before '=' or ':'; got \"" + text + "\"");
        }
        return new EmulatedNode.Taint(key, value, effect);
    }

    /** The taint as kubectl prints it. */
    public static String describe(EmulatedNode.Taint taint) {
        return taint.key() + (taint.value() == null || taint.value().isEmpty() ? "" : "=" + taint.value()) + ":"
                + taint.effect();
    }
}

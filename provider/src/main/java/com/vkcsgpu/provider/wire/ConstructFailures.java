package com.vkcsgpu.provider.wire;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a failed Construct into a status that says what went wrong. The Java SDK runs a component in an
 * inline deployment and, when the component fails, answers with the wrappers around the failure: {@code
 * "Multiple exceptions occurred"} (the real ones only as suppressed exceptions), {@code "Failed to construct
 * component"}, {@code InvocationTargetException}. The user would read none of the component's own message
 * (such as {@code poolName: node group name 'x' must be 3-25 characters long}), so this digs the innermost
 * failures out of that tree and sends their messages. A component rejects bad arguments with
 * {@link IllegalArgumentException}, which becomes INVALID_ARGUMENT; anything else keeps the SDK's code.
 */
public final class ConstructFailures {
    private ConstructFailures() {
    }

    /**
     * @param failure what the SDK's Construct answered with
     * @param type    the component type, e.g. {@code vkcs-gpu:index:GpuNodePool}
     * @return the status to send to the engine
     */
    public static StatusRuntimeException describe(Throwable failure, String type) {
        Status original = Status.fromThrowable(failure);
        Throwable tree = original.getCause() != null ? original.getCause() : failure;
        List<Throwable> roots = new ArrayList<>();
        collectRoots(tree, roots, new IdentityHashMap<>());
        if (roots.isEmpty() || (roots.size() == 1 && roots.get(0) == failure)) {
            return original.asRuntimeException();
        }
        Set<String> messages = new LinkedHashSet<>();
        boolean allInvalidArguments = true;
        for (Throwable root : roots) {
            messages.add(root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage());
            allInvalidArguments &= root instanceof IllegalArgumentException;
        }
        Status status = allInvalidArguments ? Status.INVALID_ARGUMENT
                : (original.getCode() == Status.Code.OK ? Status.UNKNOWN : Status.fromCode(original.getCode()));
        return status.withDescription(type + ": " + String.join("\n", messages)).withCause(tree).asRuntimeException();
    }

    /** The innermost failures: suppressed exceptions are followed like causes (the SDK aggregates that way). */
    private static void collectRoots(Throwable t, List<Throwable> roots, Map<Throwable, Boolean> seen) {
        if (t == null || seen.put(t, Boolean.TRUE) != null) {
            return;
        }
        Throwable[] suppressed = t.getSuppressed();
        if (suppressed.length > 0) {
            for (Throwable s : suppressed) {
                collectRoots(s, roots, seen);
            }
            return;
        }
        if (t.getCause() != null && t.getCause() != t) {
            collectRoots(t.getCause(), roots, seen);
            return;
        }
        roots.add(t);
    }
}

package com.vkcsgpu.provider.wire;

import com.google.protobuf.Any;
import com.vkcsgpu.InvalidArgumentsException;
import com.vkcsgpu.InvalidArgumentsException.PropertyProblem;
import com.vkcsgpu.provider.framework.ProviderException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pulumirpc.Errors.InputPropertiesError;

/**
 * Turns a failed Construct into a status that says what went wrong. The Java SDK runs a component in an
 * inline deployment and, when the component fails, answers with the wrappers around the failure: {@code
 * "Multiple exceptions occurred"} (the real ones only as suppressed exceptions), {@code "Failed to construct
 * component"}, {@code InvocationTargetException}. The user would read none of the component's own message
 * (such as {@code poolName: node group name 'x' must be 3-24 characters long}), so this digs the innermost
 * failures out of that tree and sends their messages. A component rejects bad arguments with
 * {@link IllegalArgumentException}, which becomes INVALID_ARGUMENT; a failure that carries its own code (a provider
 * failure, or a call the component made, such as an invoke the plugin refused as FAILED_PRECONDITION) keeps it when
 * every failure says the same; anything else keeps the SDK's code. A component's refused arguments
 * ({@link InvalidArgumentsException}) travel typed: the description says which resource's arguments were refused, and
 * an {@code InputPropertiesError} detail carries every problem with its property path, which the engine prints
 * against each property.
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
        Set<Status.Code> codes = new LinkedHashSet<>();
        Set<PropertyProblem> propertyProblems = new LinkedHashSet<>();
        for (Throwable root : roots) {
            if (root instanceof InvalidArgumentsException refused) {
                messages.add(refused.summary());
                propertyProblems.addAll(refused.problems());
            } else {
                messages.add(messageOf(root));
            }
            codes.add(codeOf(root));
        }
        Status.Code code = codes.size() == 1 && !codes.contains(null) ? codes.iterator().next()
                : (original.getCode() == Status.Code.OK ? Status.Code.UNKNOWN : original.getCode());
        String description = type + ": " + String.join("\n", messages);
        if (propertyProblems.isEmpty()) {
            return Status.fromCode(code).withDescription(description).withCause(tree).asRuntimeException();
        }
        return StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
                .setCode(code.value()).setMessage(description)
                .addDetails(Any.pack(inputPropertiesError(propertyProblems))).build());
    }

    /**
     * The detail the engine reads to show each problem against its property (pulumi/pulumi
     * {@code proto/pulumi/errors.proto}, {@code InputPropertiesError}, as the pulumi-java 1.36.1 SDK bundles it;
     * printed by the engine as
     * {@code - property <path> with value '<value>' has a problem: <reason>}, see {@code TestValidationFailures} in
     * {@code pkg/resource/deploy/source_eval_test.go}).
     */
    private static InputPropertiesError inputPropertiesError(Set<PropertyProblem> problems) {
        InputPropertiesError.Builder error = InputPropertiesError.newBuilder();
        for (PropertyProblem problem : problems) {
            error.addErrors(InputPropertiesError.PropertyError.newBuilder()
                    .setPropertyPath(problem.property()).setReason(problem.reason()));
        }
        return error.build();
    }

    /**
     * The code a failure the component met says by itself: INVALID_ARGUMENT for rejected arguments, the kind of a
     * provider failure (such as FAILED_PRECONDITION when the provider is not configured), the code of a call the
     * component made (an invoke the plugin answered); null when it says none.
     */
    private static Status.Code codeOf(Throwable root) {
        if (root instanceof IllegalArgumentException) {
            return Status.Code.INVALID_ARGUMENT;
        }
        if (root instanceof ProviderException failure) {
            return GrpcErrors.codeOf(failure.kind());
        }
        Status status = Status.fromThrowable(root);
        return status.getCode() == Status.Code.UNKNOWN ? null : status.getCode();
    }

    /** The failure's own words: a gRPC status's description without the code the message repeats. */
    private static String messageOf(Throwable root) {
        if (root instanceof StatusRuntimeException || root instanceof io.grpc.StatusException) {
            Status status = Status.fromThrowable(root);
            if (status.getDescription() != null) {
                return status.getDescription();
            }
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
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

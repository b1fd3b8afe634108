package com.vkcsgpu.provider.k8s.readiness;

import java.util.Objects;

/**
 * The outcome of one readiness check, with a human reason naming the node, the component and the cause.
 *
 * @param kind      ready, not yet, blocked or failed
 * @param reason    why it is not ready, e.g. {@code "node gpu-2: driver CrashLoopBackOff (restarts 6)"};
 *                  empty when ready
 * @param logSource the container whose log tail explains a failure, or null
 */
public record Verdict(Kind kind, String reason, ContainerRef logSource) {

    /** How far a check is from ready. */
    public enum Kind {
        /** The condition holds. */
        READY,
        /** Still progressing; waiting may help. */
        NOT_YET,
        /**
         * Will not progress without a change somebody has to make (an untolerated taint, an image that
         * cannot be pulled, another ClusterPolicy active). The evaluator fails once it persists for its
         * grace period, because right after a configuration change the operator may still fix it.
         */
        BLOCKED,
        /** Broken: waiting will not help (crash loop, failed MIG reconfiguration, failed driver upgrade). */
        FAILED
    }

    /** A container of a pod, for fetching its log. */
    public record ContainerRef(String namespace, String pod, String container) {
    }

    private static final Verdict READY_VERDICT = new Verdict(Kind.READY, "", null);

    /** Validates the kind and reason. */
    public Verdict {
        Objects.requireNonNull(kind, "kind");
        reason = reason == null ? "" : reason;
    }

    /** The condition holds. */
    public static Verdict ready() {
        return READY_VERDICT;
    }

    /** Not yet, for {@code reason}. */
    public static Verdict notYet(String reason) {
        return new Verdict(Kind.NOT_YET, reason, null);
    }

    /** Blocked until somebody changes something, for {@code reason}. */
    public static Verdict blocked(String reason) {
        return new Verdict(Kind.BLOCKED, reason, null);
    }

    /** Failed for {@code reason}. */
    public static Verdict failed(String reason) {
        return new Verdict(Kind.FAILED, reason, null);
    }

    /** Failed for {@code reason}; {@code logSource}'s log tail explains more. */
    public static Verdict failed(String reason, ContainerRef logSource) {
        return new Verdict(Kind.FAILED, reason, logSource);
    }

    /** Whether the condition holds. */
    public boolean isReady() {
        return kind == Kind.READY;
    }

    /** Whether waiting cannot help. */
    public boolean isFailed() {
        return kind == Kind.FAILED;
    }

    @Override
    public String toString() {
        return kind == Kind.READY ? "READY" : kind + ": " + reason;
    }
}

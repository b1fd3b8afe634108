package com.vkcsgpu.provider.k8s.readiness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The outcome of one readiness check: ready, or a {@link GateDiagnosis} with its parameters (node,
 * component, cause), from which the human reason is worded.
 *
 * @param diagnosis what is wrong; null when ready
 * @param params    the diagnosis's parameters by name, e.g. {@code node=gpu-2, component=driver}
 * @param notes     what the gate adds to the reason, e.g. the pod's recent events, each appended after "; "
 * @param logSource the container whose log tail explains a failure, or null
 */
public record Verdict(GateDiagnosis diagnosis, Map<String, String> params, List<String> notes, ContainerRef logSource) {

    /** How far a check is from ready, least severe first. */
    public enum Severity {
        /** The condition holds. */
        READY,
        /**
         * The GPUs are usable, but something beside them is wrong (a monitoring-only operand failing, a
         * ClusterPolicy held back by nodes outside the pools): reported with the pool, never waited for.
         */
        WARNING,
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

    private static final Verdict READY_VERDICT = new Verdict(null, Map.of(), List.of(), null);

    /** Copies the parameters (keeping their order) and notes. */
    public Verdict {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        notes = List.copyOf(notes);
        if (diagnosis != null) {
            if (diagnosis.severity() == Severity.READY) {
                throw new IllegalArgumentException(diagnosis + " words a report, not a verdict");
            }
            diagnosis.message(params); // fails now, at the site that words it, when no wording fits
        }
    }

    /** The condition holds. */
    public static Verdict ready() {
        return READY_VERDICT;
    }

    /**
     * A verdict of {@code diagnosis} with its parameters given as name, value pairs, e.g.
     * {@code of(NODE_NOT_READY, "node", "gpu-1", "condition", "KubeletNotReady")}; its severity is the kind's.
     */
    public static Verdict of(GateDiagnosis diagnosis, Object... nameValuePairs) {
        Objects.requireNonNull(diagnosis, "diagnosis");
        if (nameValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("parameters come in name, value pairs");
        }
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            params.put((String) nameValuePairs[i], String.valueOf(nameValuePairs[i + 1]));
        }
        return new Verdict(diagnosis, params, List.of(), null);
    }

    /** Ready, warning, not yet, blocked or failed: the diagnosis's severity. */
    public Severity severity() {
        return diagnosis == null ? Severity.READY : diagnosis.severity();
    }

    /**
     * What makes two verdicts the same state, for deciding whether a state persists: the diagnosis and its
     * parameters, without those that change while the state stays (durations, restart counts, the kubelet's
     * alternating pull errors; {@link GateDiagnosis#TRANSIENT_PARAMETERS}) and without the notes (recent events).
     */
    public Map<String, String> persistenceKey() {
        Map<String, String> key = new java.util.TreeMap<>();
        key.put("diagnosis", diagnosis == null ? "" : diagnosis.name());
        params.forEach((name, value) -> {
            if (!GateDiagnosis.TRANSIENT_PARAMETERS.contains(name)) {
                key.put(name, value);
            }
        });
        return key;
    }

    /** Why it is not ready, e.g. {@code "node gpu-2: driver CrashLoopBackOff (...)"}; empty when ready. */
    public String reason() {
        if (diagnosis == null) {
            return "";
        }
        StringBuilder reason = new StringBuilder(diagnosis.message(params));
        notes.forEach(n -> reason.append("; ").append(n));
        return reason.toString();
    }

    /** This verdict with {@code logSource}, whose log tail explains it. */
    public Verdict withLogSource(ContainerRef source) {
        return new Verdict(diagnosis, params, notes, source);
    }

    /** This verdict with one more parameter, which picks the kind's wording that has it. */
    public Verdict with(String name, Object value) {
        Map<String, String> more = new LinkedHashMap<>(params);
        more.put(name, String.valueOf(value));
        return new Verdict(diagnosis, more, notes, logSource);
    }

    /** This verdict with {@code note} appended to its reason. */
    public Verdict withNote(String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new Verdict(diagnosis, params, more, logSource);
    }

    /** A per-node verdict worded "node N of pool P: ..."; other verdicts as they are. */
    public Verdict inPool(String pool) {
        if (diagnosis == null || !diagnosis.perNode()) {
            return this;
        }
        return with(GateDiagnosis.POOL, pool);
    }

    /** Whether the condition holds. */
    public boolean isReady() {
        return diagnosis == null;
    }

    /** Whether the GPUs this verdict is about are usable: ready, or only a warning. */
    public boolean passes() {
        return severity().compareTo(Severity.WARNING) <= 0;
    }

    /** Whether waiting cannot help. */
    public boolean isFailed() {
        return severity() == Severity.FAILED;
    }

    @Override
    public String toString() {
        return isReady() ? "READY" : severity() + ": " + reason();
    }
}

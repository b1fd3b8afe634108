package com.vkcsgpu.provider.resources.k8s;

import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where a Job stands, read from the Job and its pods: pure functions on fabric8 models, so each
 * verdict and each description is testable without a cluster.
 *
 * <p>Facts (Kubernetes batch/v1 Job controller): a finished Job carries a condition {@code Complete}
 * or {@code Failed} with status {@code True}; the controller labels its pods
 * {@code batch.kubernetes.io/job-name=<job>}. A pod that cannot be scheduled has condition
 * {@code PodScheduled=False} with reason {@code Unschedulable} and the scheduler's message.
 */
final class JobProgress {
    /** The label the Job controller puts on its pods. */
    static final String JOB_NAME_LABEL = "batch.kubernetes.io/job-name";

    /** How a Job ended, if it did. */
    enum Verdict { RUNNING, COMPLETE, FAILED }

    private JobProgress() {
    }

    static Verdict verdict(Job job) {
        if (conditionTrue(job, "Complete")) {
            return Verdict.COMPLETE;
        }
        if (conditionTrue(job, "Failed")) {
            return Verdict.FAILED;
        }
        return Verdict.RUNNING;
    }

    /** The Job's {@code Failed} condition as {@code reason: message}, or empty. */
    static Optional<String> failure(Job job) {
        return conditions(job).filter(c -> "Failed".equals(c.getType()) && "True".equals(c.getStatus()))
                .findFirst().map(c -> join(c.getReason(), c.getMessage()));
    }

    /** The pod that tells most about the run: the newest succeeded one, else the newest one. */
    static Optional<Pod> mostTelling(List<Pod> pods, boolean succeeded) {
        Comparator<Pod> byAge = Comparator.comparing((Pod p) -> String.valueOf(p.getMetadata().getCreationTimestamp()))
                .thenComparing(p -> p.getMetadata().getName());
        return pods.stream()
                .filter(p -> !succeeded || "Succeeded".equals(phase(p)))
                .max(byAge);
    }

    /**
     * One line on a pod: its phase, why it is not scheduled, and each container's state with reason
     * and exit code, e.g. {@code pod smoke-x: Failed; container smoke terminated: Error, exit code 1}.
     */
    static String describe(Pod pod) {
        List<String> parts = new ArrayList<>();
        parts.add("pod " + pod.getMetadata().getName() + ": " + phase(pod));
        if (pod.getStatus() != null && pod.getStatus().getConditions() != null) {
            for (PodCondition c : pod.getStatus().getConditions()) {
                if ("PodScheduled".equals(c.getType()) && "False".equals(c.getStatus())) {
                    parts.add("not scheduled: " + join(c.getReason(), c.getMessage()));
                }
            }
        }
        if (pod.getStatus() != null) {
            Stream.concat(
                    stream(pod.getStatus().getInitContainerStatuses()).map(s -> describe("init container", s)),
                    stream(pod.getStatus().getContainerStatuses()).map(s -> describe("container", s)))
                    .flatMap(Optional::stream).forEach(parts::add);
        }
        return String.join("; ", parts);
    }

    /** The last {@code lines} lines of {@code log} (the API's {@code tailLines} may be ignored by a proxy). */
    static String tail(String log, int lines) {
        if (log == null || log.isEmpty()) {
            return "";
        }
        String trimmed = log.endsWith("\n") ? log.substring(0, log.length() - 1) : log;
        String[] all = trimmed.split("\n", -1);
        int from = Math.max(0, all.length - lines);
        return String.join("\n", List.of(all).subList(from, all.length));
    }

    private static Optional<String> describe(String what, ContainerStatus s) {
        if (s.getState() == null) {
            return Optional.empty();
        }
        ContainerStateTerminated t = s.getState().getTerminated();
        if (t != null) {
            if (t.getExitCode() != null && t.getExitCode() == 0 && "init container".equals(what)) {
                return Optional.empty(); // a finished init container is no news
            }
            return Optional.of(what + " " + s.getName() + " terminated: " + join(t.getReason(), t.getMessage())
                    + ", exit code " + t.getExitCode());
        }
        ContainerStateWaiting w = s.getState().getWaiting();
        if (w != null) {
            return Optional.of(what + " " + s.getName() + " waiting: " + join(w.getReason(), w.getMessage()));
        }
        if (s.getState().getRunning() != null) {
            return Optional.of(what + " " + s.getName() + " running");
        }
        return Optional.empty();
    }

    private static boolean conditionTrue(Job job, String type) {
        return conditions(job).anyMatch(c -> type.equals(c.getType()) && "True".equals(c.getStatus()));
    }

    private static Stream<JobCondition> conditions(Job job) {
        return job.getStatus() == null ? Stream.empty() : stream(job.getStatus().getConditions());
    }

    private static String phase(Pod pod) {
        return pod.getStatus() == null || pod.getStatus().getPhase() == null ? "Pending" : pod.getStatus().getPhase();
    }

    private static String join(String reason, String message) {
        String r = reason == null || reason.isBlank() ? "" : reason;
        String m = message == null || message.isBlank() ? "" : message;
        return r.isEmpty() ? (m.isEmpty() ? "no reason given" : m) : (m.isEmpty() ? r : r + ": " + m);
    }

    private static <T> Stream<T> stream(List<T> list) {
        return list == null ? Stream.empty() : list.stream();
    }
}

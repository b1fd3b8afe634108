package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewCheck;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.k8s.access.WaysOut;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.provider.k8s.AppliedObject;
import com.vkcsgpu.provider.k8s.KubeApiFailure;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeWait;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import com.vkcsgpu.provider.k8s.ObjectIdentity;
import com.vkcsgpu.provider.wait.Elapsed;
import com.vkcsgpu.provider.wait.PollOutcome;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code vkcs-gpu:k8s:JobRun}: a Kubernetes Job that must run to completion before the resource is
 * created, such as a GPU smoke test. Create applies the Job and waits (polling, bounded by the
 * operation's timeout) for its {@code Complete} or {@code Failed} condition, reporting the pod's state
 * as progress; a failure carries the pod's phase, container states (reason, exit code) and the tail of
 * its log. Any change to the Job runs it again (replace, old Job deleted first: the name stays).
 * Delete removes the Job and its pods: the API's default for a Job's pods is to orphan them.
 */
@Doc("A Kubernetes Job run to completion, such as a GPU smoke test: created when the Job succeeded, failed with the "
        + "pod's state and log tail when it did not. A change to the Job runs it again; delete removes the Job and its "
        + "pods.")
public final class JobRunResource extends KubeResource<JobRunArgs, JobRunState> implements PreviewCheck<JobRunArgs> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:k8s:JobRun";
    /** {@code outcome} of a Job that succeeded. */
    static final String COMPLETE = "Complete";
    private static final int MAX_LOG_LINES = 200;
    private static final RightsPreflight PREFLIGHT = new RightsPreflight("running the Job", WaysOut.GENERIC);
    private static final int DEFAULT_LOG_LINES = 20;

    /** How often a run or a delete polls the Job in production. */
    public static final Duration POLL_INTERVAL = Duration.ofSeconds(2);


    /** Production: clients from the kubeconfig input, polling every two seconds. */
    public JobRunResource() {
        this(KubeClients::fromKubeconfig, POLL_INTERVAL);
    }

    /** A client factory and a poll interval (scaled against the emulator, faster in tests). */
    public JobRunResource(Function<String, KubernetesClient> clients, Duration pollInterval) {
        super(TOKEN, clients, pollInterval);
    }

    /** Production: through {@code kube}, which may predict the Keystone user's role before a cluster exists. */
    public JobRunResource(KubeAccess kube, Duration pollInterval) {
        super(TOKEN, kube, pollInterval);
    }

    @Override
    public String idOf(JobRunState state) {
        return state.runId();
    }

    @Override
    public Timeouts timeouts() {
        return new Timeouts(Duration.ofMinutes(10), Duration.ofMinutes(1), Duration.ofMinutes(10), Duration.ofMinutes(5));
    }

    @Override
    public boolean deleteBeforeReplace() {
        return true; // the new run keeps the Job's name
    }

    @Override
    public void check(JobRunArgs args, Diagnostics diags) {
        KubeAccess.check(args.kubeconfig(), diags);
        JobManifestChecks.check(args.job(), args.namespace(), diags);
        if (args.logLines() != null && (args.logLines() < 1 || args.logLines() > MAX_LOG_LINES)) {
            diags.error("logLines", "must be 1-" + MAX_LOG_LINES + ", got " + args.logLines(), null);
        }
    }

    @Override
    public JobRunState create(JobRunArgs args, OpContext ctx) {
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            return run(client, args, ctx);
        }
    }

    @Override
    public JobRunState read(String id, JobRunState state, OpContext ctx) {
        if (state == null) {
            throw new InvalidInputException(TOKEN + " cannot be imported: its Job is its input; declare it");
        }
        try (KubernetesClient client = kube.open(state.args().kubeconfig())) {
            ObjectIdentity job = state.jobRef().identity();
            Job live = client.batch().v1().jobs().inNamespace(job.namespace())
                    .withName(job.name()).get();
            if (live == null) {
                throw new NotFoundException("Job " + id + " no longer exists");
            }
            ObjectRef ref = new ObjectRef(job.apiVersion(), job.kind(), job.namespace(), job.name(),
                    live.getMetadata().getUid());
            String outcome = switch (JobProgress.verdict(live)) {
                case COMPLETE -> COMPLETE;
                case FAILED -> "Failed";
                case RUNNING -> "Running";
            };
            return new JobRunState(state.args(), id, ref, state.podName(), outcome, state.logTail());
        }
    }

    /**
     * Only {@code kubeconfig} and {@code logLines} change in place. A run that never completed (its
     * create failed, so the engine retries with an update) is deleted and run again.
     */
    @Override
    public JobRunState update(String id, JobRunState olds, JobRunArgs news, OpContext ctx) {
        if (COMPLETE.equals(olds.outcome())) {
            return new JobRunState(news, id, olds.jobRef(), olds.podName(), olds.outcome(),
                    JobProgress.tail(olds.logTail(), logLines(news)));
        }
        try (KubernetesClient client = kube.open(news.kubeconfig())) {
            if (olds.jobRef() != null) {
                deleteJob(client, olds.jobRef().identity(), ctx);
            }
            return run(client, news, ctx);
        }
    }

    @Override
    public void delete(String id, JobRunState state, OpContext ctx) {
        if (state.jobRef() == null) {
            return;
        }
        try (KubernetesClient client = kube.open(state.args().kubeconfig())) {
            deleteJob(client, state.jobRef().identity(), ctx);
        }
    }

    /** Preview with a known kubeconfig (the cluster exists): whether the Job may be run and watched. */
    @Override
    public void previewCheck(JobRunArgs args, OpContext ctx) {
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            GenericKubernetesResource manifest = Manifests.toObject(Manifests.documents(args.job()).get(0));
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            ObjectIdentity planned = applier.identities(List.of(manifest), args.namespace()).get(0);
            if (planned.namespace() != null) {
                KubeAccess.requireRights(client, PREFLIGHT, rights(applier, manifest, planned.namespace()), ctx);
            }
        }
    }

    /**
     * Preview of a cluster not yet created (only the kubeconfig is unknown): the rights the run will need (its Job's
     * apply and the reads of its pods, in its namespace) held against the role VK is predicted to give the provider's
     * Keystone user. A Job whose namespace is not yet known is left to the check at up.
     */
    @Override
    public void previewPredict(JobRunArgs args, Set<PropertyPath> unknowns, OpContext ctx) {
        if (!unknowns.equals(Set.of(PropertyPath.of("kubeconfig")))) {
            return;
        }
        GenericKubernetesResource manifest = Manifests.toObject(Manifests.documents(args.job()).get(0));
        List<KubeRight> apply = ObjectApplier.plannedRights(List.of(manifest), args.namespace());
        String namespace = apply.isEmpty() ? null : apply.get(0).namespace(); // where the Job is placed
        if (namespace != null) {
            kube.requirePredictedRights(PREFLIGHT, () -> rights(apply, namespace), ctx);
        }
    }

    /** The Job's apply, and the reads of its pods the wait makes. */
    private static List<KubeRight> rights(ObjectApplier applier, GenericKubernetesResource manifest, String namespace) {
        return rights(applier.rightsToApply(List.of(manifest), namespace), namespace);
    }

    /** {@code applyRights} (the Job's), and the list of its pods in {@code namespace} the wait makes. */
    private static List<KubeRight> rights(List<KubeRight> applyRights, String namespace) {
        List<KubeRight> rights = new java.util.ArrayList<>(applyRights);
        rights.add(KubeRight.of("list", "", "pods", namespace));
        return rights;
    }

    private JobRunState run(KubernetesClient client, JobRunArgs args, OpContext ctx) {
        GenericKubernetesResource manifest = Manifests.toObject(Manifests.documents(args.job()).get(0));
        ObjectApplier applier = new ObjectApplier(client, pollInterval);
        ObjectIdentity planned = applier.identities(List.of(manifest), args.namespace()).get(0);
        if (planned.namespace() == null) {
            throw new InvalidInputException("job: names no namespace; set metadata.namespace or the namespace input");
        }
        String runId = planned.namespace() + "/" + planned.name();
        KubeAccess.requireRights(client, PREFLIGHT, rights(applier, manifest, planned.namespace()), ctx);
        // Recorded before the write: a failed create leaves state from which delete finds the Job.
        ctx.accepted(new JobRunState(args, runId, ObjectRef.of(planned), null, null, null));
        List<AppliedObject> applied = applier.apply(List.of(manifest),
                new ObjectApplier.ApplyOptions(ObjectApplier.DEFAULT_FIELD_MANAGER, planned.namespace(), false),
                ctx.waitControl());
        ObjectRef job = ObjectRef.of(applied.get(0));
        ctx.accepted(new JobRunState(args, runId, job, null, null, null));
        return awaitFinished(client, args, runId, job, ctx);
    }

    /**
     * Polls the Job until it completes or fails; an outage of its API shorter than the timeout is waited out (the
     * Job runs on whether or not its API answers now), and a timeout says where its pod is, with its last log lines.
     */
    private JobRunState awaitFinished(KubernetesClient client, JobRunArgs args, String runId, ObjectRef job,
                                      OpContext ctx) {
        return new KubeWait(pollInterval, Clock.systemUTC()).until("Job " + runId + " to finish", ctx.waitControl(),
                (state, inState, elapsed) -> "waiting for Job " + runId + " to finish (" + Elapsed.format(elapsed)
                        + "): " + state,
                () -> {
                    Job live = client.batch().v1().jobs().inNamespace(job.namespace()).withName(job.name()).get();
                    List<Pod> pods = live == null ? List.of() : client.pods().inNamespace(job.namespace())
                            .withLabel(JobProgress.JOB_NAME_LABEL, job.name()).list().getItems();
                    if (live == null) {
                        throw new PreconditionFailedException("Job " + runId + " was deleted while it ran");
                    }
                    return switch (JobProgress.verdict(live)) {
                        case COMPLETE -> {
                            Optional<Pod> pod = JobProgress.mostTelling(pods, true);
                            String log = pod.map(p -> log(client, p, logLines(args))).orElse("");
                            yield PollOutcome.done(new JobRunState(args, runId, job,
                                    pod.map(p -> p.getMetadata().getName()).orElse(null), COMPLETE, log));
                        }
                        case FAILED -> {
                            Optional<Pod> pod = JobProgress.mostTelling(pods, false);
                            throw new PreconditionFailedException("Job " + runId + " failed ("
                                    + JobProgress.failure(live).orElse("no reason given") + ")"
                                    + pod.map(p -> "; " + JobProgress.describe(p) + logSection(client, p, logLines(args)))
                                            .orElse("; it ran no pod"));
                        }
                        case RUNNING -> {
                            Optional<Pod> pod = JobProgress.mostTelling(pods, false);
                            yield PollOutcome.<JobRunState>pending(pod.map(JobProgress::describe).orElse("no pod yet"))
                                    .detailedAtTimeout(() -> pod.map(p -> logSection(client, p, logLines(args)))
                                            .orElse(""));
                        }
                    };
                });
    }

    /** Deletes the Job and its pods, and waits until they are gone. */
    private void deleteJob(KubernetesClient client, ObjectIdentity job, OpContext ctx) {
        client.batch().v1().jobs().inNamespace(job.namespace()).withName(job.name())
                .withPropagationPolicy(DeletionPropagation.BACKGROUND).delete();
        // Old clients and the API's own default orphan a Job's pods: remove them explicitly.
        client.pods().inNamespace(job.namespace()).withLabel(JobProgress.JOB_NAME_LABEL, job.name()).delete();
        String jobName = "Job " + job.namespace() + "/" + job.name();
        new KubeWait(pollInterval, Clock.systemUTC()).until(jobName + " to be deleted", ctx.waitControl(),
                (state, inState, elapsed) -> "deleting " + jobName + ": " + state, () -> {
                    boolean jobLeft = client.batch().v1().jobs().inNamespace(job.namespace())
                            .withName(job.name()).get() != null;
                    int podsLeft = client.pods().inNamespace(job.namespace())
                            .withLabel(JobProgress.JOB_NAME_LABEL, job.name()).list().getItems().size();
                    if (!jobLeft && podsLeft == 0) {
                        return PollOutcome.done(null);
                    }
                    return PollOutcome.<Void>pending((jobLeft ? "the Job" : "") + (jobLeft && podsLeft > 0 ? " and " : "")
                            + (podsLeft > 0 ? podsLeft + " pod(s)" : "") + " left").detailedAtTimeout(() -> " (a finalizer?)");
                });
    }

    private String logSection(KubernetesClient client, Pod pod, int lines) {
        String log = log(client, pod, lines);
        return log.isEmpty() ? "; the pod logged nothing" : "; last " + lines + " log lines:\n" + log;
    }

    private static String log(KubernetesClient client, Pod pod, int lines) {
        try {
            String text = client.pods().inNamespace(pod.getMetadata().getNamespace())
                    .withName(pod.getMetadata().getName()).tailingLines(lines).getLog();
            return JobProgress.tail(text, lines);
        } catch (KubernetesClientException e) {
            return "(log unavailable: HTTP " + e.getCode() + ")";
        }
    }

    private static int logLines(JobRunArgs args) {
        return args.logLines() == null ? DEFAULT_LOG_LINES : args.logLines();
    }
}

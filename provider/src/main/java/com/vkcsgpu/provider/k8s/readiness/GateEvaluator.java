package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.k8s.KubeApiFailure;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import com.vkcsgpu.provider.wait.Elapsed;
import com.vkcsgpu.provider.wait.Pacing;
import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.wait.Poller;
import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Waits for GPU readiness by watching, not polling: fabric8 informers on nodes, and on the pods,
 * DaemonSets and events of the operator namespace and the ClusterPolicy (nodes and the ClusterPolicy only when
 * {@link GateEvidence} says the credentials may read them) keep a cache; every change
 * re-evaluates it with {@link GateEvaluation}. Informers re-list after a dropped watch or a 410, so the
 * wait survives API server restarts. A tick (no API call) re-evaluates the cache for durations in
 * messages, the deadline and cancellation.
 *
 * <p>Outcomes: READY when every pool is (a warning, such as a failing monitoring-only operand, is reported but
 * does not hold it); FAILED at once on a failed verdict (crash loop, OOM kill, admission denial, failed MIG or
 * driver upgrade) or when a blocked verdict (untolerated taint, image pull) outlasts its grace, the same state
 * being the same diagnosis with the same parameters ({@link Verdict#persistenceKey()});
 * the deadline and a cancel end the wait as they end every wait. Messages name node, component and cause.
 */
public final class GateEvaluator {
    /** The ClusterPolicy kind, addressed without discovery so a missing CRD is just "not found". */
    public static final ResourceDefinitionContext CLUSTER_POLICY = new ResourceDefinitionContext.Builder()
            .withGroup("nvidia.com").withVersion("v1").withKind("ClusterPolicy").withPlural("clusterpolicies")
            .withNamespaced(false).build();
    /** What to do when the gate times out. */
    public static final String TIMEOUT_ADVICE = "raise the wait with the customTimeouts resource option if the "
            + "drivers are still building";
    private static final int LOG_LINES = 10;
    private static final int LOG_CHARS = 1500;
    private static final int LOG_READ_ATTEMPTS = 3;
    private static final int MAX_STALE_VERDICTS = 5;

    /** How a wait ended. */
    public enum Outcome {
        /** Every pool is ready. */
        READY,
        /** Something is broken; the message names node, component and cause. */
        FAILED,
        /**
         * The cluster's API refused the credentials (HTTP 401, such as an expired token) while the gate waited;
         * waiting on would only end at the deadline. The message says so and how to fix it.
         */
        UNAUTHENTICATED,
        /**
         * The cluster's API refused the kubeconfig's user what the gate reads (HTTP 403: RBAC); waiting on would
         * only end at the deadline. The message names what was refused.
         */
        FORBIDDEN
    }

    /**
     * The end of a wait.
     *
     * @param outcome how it ended
     * @param report  the last evaluation
     * @param message a person's explanation (for FAILED, the error to show)
     */
    public record Result(Outcome outcome, GateReport report, String message) {
    }

    private final KubernetesClient client;
    private final GateSettings settings;
    private final Clock clock;
    private final GateEvidence evidence;

    /** An evaluator on {@code client} with {@code settings}, timing with {@code clock}, reading Nodes and the ClusterPolicy. */
    public GateEvaluator(KubernetesClient client, GateSettings settings, Clock clock) {
        this(client, settings, clock, GateEvidence.FULL);
    }

    /**
     * An evaluator that reads what {@code evidence} says it may ({@link GateEvidence#ask}): without Nodes or the
     * ClusterPolicy it starts no informer on them and judges from the operator namespace's pods, DaemonSets and
     * events, and its failure and timeout messages say once what would sharpen them.
     */
    public GateEvaluator(KubernetesClient client, GateSettings settings, Clock clock, GateEvidence evidence) {
        this.client = Objects.requireNonNull(client, "client");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.evidence = Objects.requireNonNull(evidence, "evidence");
    }

    /**
     * Evaluates the cluster as it is now, without waiting (refresh). Throws
     * {@link KubernetesClientException} when the API cannot be read.
     */
    public GateReport evaluateOnce() {
        String ns = settings.operatorNamespace();
        GenericKubernetesResource policy = null;
        try {
            if (evidence.clusterPolicy()) {
                policy = client.genericKubernetesResources(CLUSTER_POLICY).withName(settings.clusterPolicyName()).get();
            }
        } catch (KubernetesClientException e) {
            if (e.getCode() != 404) {
                throw e;
            }
            // the CRD is not installed
        }
        ClusterSnapshot snapshot = new ClusterSnapshot(settings.clusterPolicyName(), policy,
                evidence.nodes() ? client.nodes().list().getItems() : List.of(),
                client.pods().inNamespace(ns).list().getItems(),
                client.apps().daemonSets().inNamespace(ns).list().getItems(),
                client.v1().events().inNamespace(ns).list().getItems(), evidence);
        return evaluate(snapshot, clock.instant());
    }

    /**
     * Waits until ready or failed, reporting progress to {@code progress} on change (at most once a second) and at
     * least every {@link GateSettings#progressInterval()}: the provider's one polling loop ({@link Poller}),
     * woken by every change the informers see and at least every tick. It ends as every wait does at the
     * deadline ({@link com.vkcsgpu.provider.wait.WaitTimeoutException}, naming what is missing) and on cancel
     * ({@link com.vkcsgpu.provider.wait.WaitCancelledException}).
     */
    public Result await(WaitControl control, Consumer<GateReport> progress) {
        Semaphore changed = new Semaphore(0);
        Poller poller = new Poller(clock, pause -> {
            boolean woken = changed.tryAcquire(Math.max(1, pause.toMillis()), TimeUnit.MILLISECONDS);
            changed.drainPermits();
            return woken;
        });
        try (Watches watches = new Watches(changed)) {
            Map<Map<String, String>, Instant> blockedSince = new HashMap<>();
            ProgressPacing reported = new ProgressPacing(progress);
            StaleVerdicts staleVerdicts = new StaleVerdicts();
            return poller.until(new Poller.Awaited("GPU readiness", TIMEOUT_ADVICE), control,
                    Pacing.every(settings.tick(), settings.tick()), Poller.ProgressLine.NONE, () -> {
                Instant now = clock.instant();
                watches.probeIfNotWatching(now);
                if (watches.refused != null) {
                    boolean forbidden = watches.refused.getCode() == 403;
                    return PollOutcome.done(new Result(forbidden ? Outcome.FORBIDDEN : Outcome.UNAUTHENTICATED, null,
                            "stopped waiting for GPU readiness: " + KubeApiFailure.describe(watches.refused)
                                    + (forbidden ? "\n" + RightsPreflight.forbiddenAdvice(forbiddenMessage(watches.refused))
                                    : "")));
                }
                GateReport report = watches.synced()
                        ? evaluate(watches.snapshot(), now)
                        : waiting(watches.notSyncedYet(), now);
                Verdict verdict = report.verdict();
                if (verdict.isReady()) {
                    progress.accept(report);
                    return PollOutcome.done(new Result(Outcome.READY, report, report.summary()));
                }
                LogTail tail = verdict.isFailed() ? logTail(verdict.logSource()) : LogTail.NONE;
                if (verdict.isFailed() && !staleVerdicts.judgeAgain(tail)) {
                    return PollOutcome.done(new Result(Outcome.FAILED, report, failureMessage(verdict, report, tail)
                            + upgradeBlockers(verdict, watches) + limits()));
                }
                if (verdict.severity() == Verdict.Severity.BLOCKED) {
                    Map<String, String> key = verdict.persistenceKey();
                    blockedSince.keySet().retainAll(List.of(key));
                    Instant since = blockedSince.computeIfAbsent(key, k -> now);
                    if (!now.isBefore(since.plus(settings.blockedGrace()))) {
                        return PollOutcome.done(new Result(Outcome.FAILED, report, "GPU readiness failed: "
                                + verdict.reason() + " (unchanged for " + Elapsed.format(Duration.between(since, now))
                                + ")" + limits()));
                    }
                } else {
                    blockedSince.clear();
                }
                reported.offer(report, now);
                return PollOutcome.<Result>pending(report.summary())
                        .detailedAtTimeout(() -> detail(report) + warnings(watches, now) + limits());
            });
        }
    }

    /**
     * A failure judged from the watch cache on a pod the server has since replaced (its DaemonSet made a successor)
     * is judged again on the successor, {@link #MAX_STALE_VERDICTS} ticks in a row at most, so the message shows a
     * live log.
     */
    private static final class StaleVerdicts {
        private int inARow;

        /** Whether to judge again instead of failing; any tick whose pod is there starts the count anew. */
        boolean judgeAgain(LogTail tail) {
            if (!tail.podGone()) {
                inARow = 0;
                return false;
            }
            return inARow++ < MAX_STALE_VERDICTS;
        }
    }

    /** Reports a changed summary at most once per {@link GateSettings#minProgressGap()}, and any at least every interval. */
    private final class ProgressPacing {
        private final Consumer<GateReport> progress;
        private String lastSummary;
        private Instant lastProgress = Instant.MIN;

        ProgressPacing(Consumer<GateReport> progress) {
            this.progress = progress;
        }

        void offer(GateReport report, Instant now) {
            String summary = report.summary();
            boolean changedSummary = !summary.equals(lastSummary) && !now.isBefore(lastProgress.plus(settings.minProgressGap()));
            if (changedSummary || !now.isBefore(lastProgress.plus(settings.progressInterval()))) {
                progress.accept(report);
                lastSummary = summary;
                lastProgress = now;
            }
        }
    }

    /** What the gate judged without, once per message; empty with full evidence. */
    private String limits() {
        String limits = evidence.limits();
        return limits.isEmpty() ? "" : "\n(" + limits + ")";
    }

    private GateReport evaluate(ClusterSnapshot snapshot, Instant now) {
        return GateEvaluation.evaluate(settings.pools(), snapshot, now, settings.restartThreshold());
    }

    private GateReport waiting(String what, Instant now) {
        Verdict verdict = Verdict.of(GateDiagnosis.CLUSTER_NOT_LISTED, "what", what);
        ClusterSnapshot empty = new ClusterSnapshot(settings.clusterPolicyName(), null, List.of(), List.of(), List.of(),
                List.of());
        List<PoolReport> pools = settings.pools().stream()
                .map(p -> GateEvaluation.evaluatePool(p, empty, now, settings.restartThreshold()))
                .map(p -> p.escalated(PoolState.NOT_READY, verdict))
                .toList();
        return new GateReport(verdict, verdict, pools, now);
    }

    /** A failure message: the reason, the other pools' state and the failing container's log tail. */
    private String failureMessage(Verdict verdict, GateReport report, LogTail tail) {
        StringBuilder message = new StringBuilder("GPU readiness failed: ").append(verdict.reason());
        Verdict.ContainerRef source = verdict.logSource();
        if (source != null && !tail.text().isEmpty()) {
            message.append("\nlast log lines of ").append(source.pod()).append('/').append(source.container())
                    .append(":\n").append(tail.text());
        } else if (source != null && !tail.unreadable().isEmpty()) {
            message.append("\nthe log of ").append(source.pod()).append('/').append(source.container())
                    .append(" could not be read: ").append(tail.unreadable());
        }
        message.append("\n").append(report.pools().stream().map(PoolReport::headline).collect(Collectors.joining("; ")));
        return message.toString();
    }

    /**
     * For a failed driver upgrade, the GPU pods on each {@code upgrade-failed} node of the pools that the
     * upgrade's pod deletion refuses ({@link UpgradeBlockers}); they run outside the operator namespace, so they
     * are read now, once.
     */
    private String upgradeBlockers(Verdict verdict, Watches watches) {
        if (verdict.diagnosis() != GateDiagnosis.DRIVER_UPGRADE_FAILED || !watches.synced() || !evidence.nodes()) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        for (Node node : watches.snapshot().nodes()) {
            String name = node.getMetadata().getName();
            boolean inPool = settings.pools().stream().anyMatch(p -> p.selects(node.getMetadata().getLabels()));
            if (!inPool || !"upgrade-failed".equals(GpuReadiness.labels(node).get(GpuReadiness.UPGRADE_STATE_LABEL))) {
                continue;
            }
            try {
                List<String> blockers = UpgradeBlockers.describe(client.pods().inAnyNamespace()
                        .withField("spec.nodeName", name).list().getItems());
                if (!blockers.isEmpty()) {
                    text.append("\nblocking the driver upgrade on node ").append(name).append(":\n- ")
                            .append(String.join("\n- ", blockers));
                }
            } catch (KubernetesClientException e) {
                // Without access to other namespaces' pods the message keeps the general advice only.
            }
        }
        return text.toString();
    }

    /**
     * What reading a failing container's log gave: its last lines, or that its pod is gone (404: replaced since the
     * watch cache saw it), or why it could not be read; all empty when there is nothing to read.
     */
    private record LogTail(String text, boolean podGone, String unreadable) {
        static final LogTail NONE = new LogTail("", false, "");
    }

    /**
     * The previous container's log (the one that crashed), else the current one's. A transient failure (no answer,
     * 429, 5xx) is asked again, {@value #LOG_READ_ATTEMPTS} times in all, so a busy API server does not cost the
     * message its most useful part.
     */
    private LogTail logTail(Verdict.ContainerRef source) {
        if (source == null) {
            return LogTail.NONE;
        }
        var container = client.pods().inNamespace(source.namespace()).withName(source.pod()).inContainer(source.container());
        String unreadable = "";
        for (int attempt = 1; attempt <= LOG_READ_ATTEMPTS; attempt++) {
            boolean transientFailure = false;
            for (boolean previous : new boolean[] {true, false}) {
                try {
                    String log = previous ? container.terminated().tailingLines(LOG_LINES).getLog()
                            : container.tailingLines(LOG_LINES).getLog();
                    if (log != null && !log.isBlank()) {
                        String trimmed = log.strip();
                        return new LogTail(trimmed.length() > LOG_CHARS
                                ? "..." + trimmed.substring(trimmed.length() - LOG_CHARS) : trimmed, false, "");
                    }
                } catch (KubernetesClientException e) {
                    if (e.getCode() == 404) {
                        return new LogTail("", true, KubeApiFailure.describe(e));
                    }
                    // No previous container (400) or no log access (403): the current one, else no log.
                    transientFailure |= !KubeApiFailure.answered(e) || e.getCode() == 429 || e.getCode() >= 500;
                    if (e.getCode() != 400) {
                        unreadable = KubeApiFailure.describe(e);
                    }
                }
            }
            if (!transientFailure) {
                break;
            }
        }
        return new LogTail("", false, unreadable);
    }

    /** Every reason beyond the summary's first few, so a timeout says everything that is missing. */
    private static String detail(GateReport report) {
        List<String> reasons = report.reasons();
        return reasons.size() <= 3 ? "" : "\nall reasons:\n- " + String.join("\n- ", reasons);
    }

    /** Recent Warning events on the nodes still missing, when the caches are complete. */
    private String warnings(Watches watches, Instant now) {
        if (!watches.synced()) {
            return "";
        }
        List<String> lines = GateEvaluation.warningsOnUnvalidatedNodes(settings.pools(), watches.snapshot(), now,
                settings.restartThreshold());
        return lines.isEmpty() ? "" : "\nrecent warnings:\n- " + String.join("\n- ", lines);
    }

    /** The informers of one wait; closing stops them. */
    private final class Watches implements AutoCloseable {
        private final List<SharedIndexInformer<?>> informers = new ArrayList<>();
        private final Map<String, String> lastErrors = new java.util.concurrent.ConcurrentHashMap<>();
        /** How the ClusterPolicy informer is named in reports ("waiting for the first list of ClusterPolicy"). */
        private static final String POLICY_INFORMER = "ClusterPolicy";
        private final SharedIndexInformer<Node> nodes;
        private final SharedIndexInformer<Pod> pods;
        private final SharedIndexInformer<DaemonSet> daemonSets;
        private final SharedIndexInformer<Event> events;
        private final SharedIndexInformer<GenericKubernetesResource> policy;
        private volatile boolean closed;
        /** A 401 or 403 one of the informers met: fabric8 would list again and again with the same credentials. */
        private volatile KubernetesClientException refused;
        /** The ClusterPolicy list was answered 404: its CRD is not installed yet, so there is no ClusterPolicy. */
        private volatile boolean policyKindMissing;
        private Instant lastProbe = Instant.MIN;

        Watches(Semaphore changed) {
            String ns = settings.operatorNamespace();
            ResourceEventHandler<Object> signal = new ResourceEventHandler<>() {
                @Override
                public void onAdd(Object obj) {
                    changed.release();
                }

                @Override
                public void onUpdate(Object oldObj, Object newObj) {
                    changed.release();
                }

                @Override
                public void onDelete(Object obj, boolean deletedFinalStateUnknown) {
                    changed.release();
                }
            };
            // Only what the credentials may read is watched: an informer on a refused kind would end the wait.
            nodes = evidence.nodes() ? start("nodes", client.nodes().runnableInformer(0), signal, changed) : null;
            pods = start("pods", client.pods().inNamespace(ns).runnableInformer(0), signal, changed);
            daemonSets = start("daemonsets", client.apps().daemonSets().inNamespace(ns).runnableInformer(0), signal, changed);
            events = start("events", client.v1().events().inNamespace(ns).runnableInformer(0), signal, changed);
            policy = evidence.clusterPolicy() ? start(POLICY_INFORMER, client.genericKubernetesResources(CLUSTER_POLICY)
                    .withName(settings.clusterPolicyName()).runnableInformer(0), signal, changed) : null;
        }

        /** The informers started, by the name reports use. */
        private Map<String, SharedIndexInformer<?>> byName() {
            Map<String, SharedIndexInformer<?>> byName = new java.util.TreeMap<>(Map.of("pods", pods,
                    "daemonsets", daemonSets, "events", events));
            if (nodes != null) {
                byName.put("nodes", nodes);
            }
            if (policy != null) {
                byName.put(POLICY_INFORMER, policy);
            }
            return byName;
        }

        private <T> SharedIndexInformer<T> start(String what, SharedIndexInformer<T> informer,
                ResourceEventHandler<Object> signal, Semaphore changed) {
            // Keep retrying: the API may be briefly unreachable, and the ClusterPolicy CRD may not exist yet
            // (fabric8's default gives up when the first list fails).
            informer.exceptionHandler((wasStarted, error) -> {
                KubernetesClientException api = KubeApiFailure.behind(error);
                lastErrors.put(what, api != null ? KubeApiFailure.describe(api) : String.valueOf(error.getMessage()));
                if (api != null && KubeApiFailure.refusesTheCaller(api)) {
                    refused = api;
                    changed.release();
                    return false;
                }
                if (POLICY_INFORMER.equals(what) && api != null && api.getCode() == 404) {
                    policyKindMissing = true;
                    changed.release();
                }
                return !closed;
            });
            informer.addEventHandler(signal);
            informers.add(informer);
            informer.start();
            return informer;
        }

        /**
         * While one of the informers is not watching, one cheap list (at most once a tick) learns whether the API
         * now refuses the caller: fabric8 re-opens a watch answered with 401 or 403 again and again without telling
         * the informer's exception handler, so an expired token would otherwise show only at the deadline.
         */
        void probeIfNotWatching(Instant now) {
            boolean watching = byName().values().stream().filter(i -> i != policy).allMatch(SharedIndexInformer::isWatching);
            if (refused != null || watching || now.isBefore(lastProbe.plus(settings.tick()))) {
                return;
            }
            lastProbe = now;
            try {
                client.pods().inNamespace(settings.operatorNamespace()).list(new ListOptionsBuilder().withLimit(1L).build());
            } catch (KubernetesClientException e) {
                if (KubeApiFailure.refusesTheCaller(e)) {
                    refused = e;
                }
            }
        }

        /**
         * Whether the caches hold a full list, the ClusterPolicy's included unless its CRD is missing: a report
         * made before the ClusterPolicy was listed would call an existing policy "not found".
         */
        boolean synced() {
            return byName().values().stream().allMatch(i -> i.hasSynced() || (i == policy && policyKindMissing));
        }

        String notSyncedYet() {
            List<String> missing = new ArrayList<>();
            byName().forEach((name, informer) -> {
                if (!informer.hasSynced() && !(informer == policy && policyKindMissing)) {
                    String error = lastErrors.get(name);
                    missing.add(name + (error == null ? "" : " (" + error + ")"));
                }
            });
            missing.sort(null);
            return String.join(", ", missing);
        }

        ClusterSnapshot snapshot() {
            GenericKubernetesResource current = policy == null ? null : policy.getStore().list().stream()
                    .filter(p -> settings.clusterPolicyName().equals(p.getMetadata().getName()))
                    .findFirst().orElse(null);
            return new ClusterSnapshot(settings.clusterPolicyName(), current,
                    nodes == null ? List.of() : nodes.getStore().list(),
                    pods.getStore().list(), daemonSets.getStore().list(), events.getStore().list(), evidence);
        }

        @Override
        public void close() {
            closed = true;
            informers.forEach(SharedIndexInformer::close);
        }
    }

    /** The API server's words of a refusal (fabric8 has only the reason for a refused watch upgrade). */
    private static String forbiddenMessage(KubernetesClientException refused) {
        return refused.getStatus() != null && refused.getStatus().getMessage() != null ? refused.getStatus().getMessage()
                : String.valueOf(refused.getMessage());
    }
}

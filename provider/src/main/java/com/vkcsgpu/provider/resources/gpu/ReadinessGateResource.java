package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PermissionDeniedException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.PreviewCheck;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.access.AccessReview;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.k8s.access.WaysOut;
import com.vkcsgpu.provider.k8s.readiness.GateRights;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.provider.k8s.readiness.GateEvaluator;
import com.vkcsgpu.provider.k8s.readiness.GateEvidence;
import com.vkcsgpu.provider.resources.k8s.KubeErrors;
import com.vkcsgpu.provider.k8s.readiness.GateReport;
import com.vkcsgpu.provider.k8s.readiness.GateSettings;
import com.vkcsgpu.provider.k8s.readiness.PoolExpectation;
import com.vkcsgpu.provider.k8s.readiness.PoolReport;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * {@code vkcs-gpu:gpu:ReadinessGate}: waits, watching, until the GPU Operator validated every expected GPU
 * node (DESIGN.md "GPU readiness"), so that {@code dependsOn} on the gate (or on the GpuOperator that
 * parents it) means usable GPUs.
 *
 * <p>A failed or timed-out wait is a clean error, not a partial create: the gate creates nothing in the
 * cluster, so there is nothing to record or to clean up, and the next {@code pulumi up} simply waits
 * again (FAILED_PRECONDITION for a broken node, DEADLINE_EXCEEDED for a timeout, CANCELLED on Cancel).
 * Recording it as created would instead let dependents run against GPUs that were never proven usable.
 */
@Doc("Waits until the NVIDIA GPU Operator has validated every expected GPU node: ClusterPolicy reconciled, "
        + "each pool node Ready with its nvidia-operator-validator pod passed, its GPUs allocatable, no driver "
        + "upgrade in flight and MIG applied when asked. Reports progress while waiting, fails fast on a "
        + "crash-looping operand and names node, component and cause on failure. Creates nothing in the "
        + "cluster; refresh re-evaluates it.")
public final class ReadinessGateResource implements CustomResource<ReadinessGateArgs, ReadinessGateState>,
        PreviewCheck<ReadinessGateArgs> {
    /** The gate writes nothing: it needs only its reads. */
    private static final RightsPreflight PREFLIGHT = new RightsPreflight("the readiness gate", WaysOut.GENERIC);

    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:gpu:ReadinessGate";
    /**
     * Compiling a driver takes up to about 20 minutes per node (our estimate, not an upstream figure): 45 minutes by
     * default.
     */
    static final Duration DEFAULT_WAIT = Duration.ofMinutes(45);

    private final KubeAccess kube;
    private final UnaryOperator<GateSettings> tuning;
    private final Clock clock;

    /** The production resource: clients from the kubeconfig input, production timings. */
    public ReadinessGateResource() {
        this(KubeClients::fromKubeconfig, UnaryOperator.identity(), Clock.systemUTC());
    }

    /** A resource with its client factory and a change to the evaluator's timings (tests scale them down). */
    public ReadinessGateResource(Function<String, KubernetesClient> clients, UnaryOperator<GateSettings> tuning, Clock clock) {
        this(new KubeAccess(clients), tuning, clock);
    }

    /** As above, through {@code kube}, which may predict the Keystone user's role before a cluster exists. */
    public ReadinessGateResource(KubeAccess kube, UnaryOperator<GateSettings> tuning, Clock clock) {
        this.kube = kube;
        this.tuning = tuning;
        this.clock = clock;
    }

    @Override
    public String token() {
        return TOKEN;
    }

    @Override
    public String idOf(ReadinessGateState state) {
        return state.gateId();
    }

    @Override
    public Timeouts timeouts() {
        return new Timeouts(DEFAULT_WAIT, Duration.ofMinutes(2), DEFAULT_WAIT, Duration.ofMinutes(1));
    }

    @Override
    public void check(ReadinessGateArgs args, Diagnostics diags) {
        KubeAccess.check(args.kubeconfig(), diags);
        if (args.pools() == null) {
            return;
        }
        if (args.pools().isEmpty() && !diags.isUnknown("pools")) {
            diags.error("pools", "must list at least one pool", "list the GPU node pools the gate waits for");
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < args.pools().size(); i++) {
            GatePool pool = args.pools().get(i);
            if (pool == null) {
                continue;
            }
            if (pool.name() != null && !names.add(pool.name())) {
                diags.error(PropertyPath.of("pools", i, "name"), "duplicate pool name " + pool.name(), "give each pool its own name");
            }
            if (pool.name() != null && pool.name().isBlank()) {
                diags.error(PropertyPath.of("pools", i, "name"), "must not be blank", null);
            }
            if (pool.expectedNodes() != null && pool.expectedNodes() < 0) {
                diags.error(PropertyPath.of("pools", i, "expectedNodes"), "must not be negative, got " + pool.expectedNodes(),
                        "use 0 for a pool scaled to zero, or omit it for an autoscaled pool");
            }
            if (pool.gpusPerNode() != null && pool.gpusPerNode() < 0) {
                diags.error(PropertyPath.of("pools", i, "gpusPerNode"), "must not be negative, got " + pool.gpusPerNode(), null);
            }
            if (pool.resourceName() != null && !pool.resourceName().matches("[a-z0-9.-]+/[A-Za-z0-9._-]+")) {
                diags.error(PropertyPath.of("pools", i, "resourceName"), "is not an extended resource name: " + pool.resourceName(),
                        "use nvidia.com/gpu, nvidia.com/mig-<profile> or nvidia.com/gpu.shared");
            }
            if (pool.nodeSelector() != null) {
                for (Map.Entry<String, String> e : pool.nodeSelector().entrySet()) {
                    if (e.getKey() == null || e.getKey().isBlank() || e.getValue() == null) {
                        diags.error(PropertyPath.of("pools", i, "nodeSelector"), "labels need a key and a value",
                                "for example {\"vkcs-gpu.io/pool\": \"h200\"}");
                    }
                }
            }
        }
    }

    @Override
    public ReadinessGateState create(ReadinessGateArgs args, OpContext ctx) {
        return await("gate-" + UUID.randomUUID(), args, ctx);
    }

    /** Inputs changed (pools, namespace, kubeconfig): wait again for the new expectation. */
    @Override
    public ReadinessGateState update(String id, ReadinessGateState olds, ReadinessGateArgs news, OpContext ctx) {
        return await(id, news, ctx);
    }

    /** Refresh: evaluate once, without waiting; GPUs that vanished show as drift in the outputs. */
    @Override
    public ReadinessGateState read(String id, ReadinessGateState state, OpContext ctx) {
        if (state == null || state.args() == null) {
            throw new InvalidInputException("a ReadinessGate cannot be imported: it creates nothing in the cluster; "
                    + "declare it in the program instead");
        }
        ReadinessGateArgs args = state.args();
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            GateReport report;
            try {
                report = new GateEvaluator(client, settings(args), clock, GateEvidence.ask(AccessReview.of(client)))
                        .evaluateOnce();
            } catch (RuntimeException failure) {
                // The gate has no translator of its own (its waits report their own outcome); a refresh's
                // failure is an API failure: 401 UNAUTHENTICATED, no answer/429/5xx UNAVAILABLE.
                throw KubeErrors.translate(failure);
            }
            return toState(id, args, report);
        }
    }

    /** The gate created nothing: nothing to delete. */
    @Override
    public void delete(String id, ReadinessGateState state, OpContext ctx) {
    }

    /** Preview with a known kubeconfig (the cluster exists): whether the gate may read what it waits on. */
    @Override
    public void previewCheck(ReadinessGateArgs args, OpContext ctx) {
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            requireReads(client, args, ctx);
        }
    }

    /**
     * Preview of a cluster not yet created (the kubeconfig is unknown): whether the role VK is predicted to give the
     * provider's Keystone user may make the gate's required reads.
     */
    @Override
    public void previewPredict(ReadinessGateArgs args, Set<PropertyPath> unknowns, OpContext ctx) {
        if (unknowns.contains(PropertyPath.of("kubeconfig")) && args.operatorNamespace() != null) {
            try {
                kube.requirePredictedRights(PREFLIGHT, () -> GateRights.required(args.operatorNamespace()), ctx);
            } catch (RuntimeException failure) {
                throw KubeErrors.translate(failure); // as the cluster's own refusal: PERMISSION_DENIED
            }
        }
    }

    /**
     * The gate's reads asked before it waits: a refusal of what it cannot judge without now, not a 403 half-way or a
     * wait to the deadline; then which evidence it may read, what it judges without said once as a warning.
     */
    private static GateEvidence requireReads(KubernetesClient client, ReadinessGateArgs args, OpContext ctx) {
        try {
            KubeAccess.requireRights(client, PREFLIGHT, GateRights.required(args.operatorNamespace()), ctx);
            AccessReview review = AccessReview.of(client);
            GateEvidence evidence = GateEvidence.ask(review);
            if (!evidence.full()) {
                ctx.progress().warning(evidence.limits());
            }
            PREFLIGHT.notice(GateRights.optional(args.operatorNamespace()), review, ctx.progress()::warning);
            return evidence;
        } catch (RuntimeException failure) {
            throw KubeErrors.translate(failure); // the gate's waits report their own outcome; this is an API answer
        }
    }

    private ReadinessGateState await(String id, ReadinessGateArgs args, OpContext ctx) {
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            GateEvidence evidence = requireReads(client, args, ctx);
            GateEvaluator evaluator = new GateEvaluator(client, settings(args), clock, evidence);
            GateEvaluator.Result result = evaluator.await(ctx.waitControl(), report -> ctx.progress().status(report.summary()));
            return switch (result.outcome()) {
                case READY -> toState(id, args, result.report());
                case FAILED -> throw new PreconditionFailedException(result.message());
                case UNAUTHENTICATED -> throw new AuthenticationFailedException(result.message(), null);
                case FORBIDDEN -> throw new PermissionDeniedException(result.message(), null);
            };
        }
    }

    private GateSettings settings(ReadinessGateArgs args) {
        List<PoolExpectation> pools = args.pools().stream()
                .map(p -> new PoolExpectation(p.name(), p.nodeSelector(), p.expectedNodes(), p.gpusPerNode(),
                        p.resourceName(), p.migConfig(), p.driverVersion()))
                .toList();
        return tuning.apply(GateSettings.of(args.operatorNamespace(), args.clusterPolicyName(), pools));
    }

    private static ReadinessGateState toState(String id, ReadinessGateArgs args, GateReport report) {
        List<GatePoolStatus> pools = report.pools().stream().map(ReadinessGateResource::status).toList();
        return new ReadinessGateState(args, id, report.isReady(), pools, report.checkedAt().toString());
    }

    private static GatePoolStatus status(PoolReport p) {
        Integer allocatable = p.allocatableGpus() == PoolReport.NOT_COUNTED ? null
                : (int) Math.min(Integer.MAX_VALUE, p.allocatableGpus());
        return new GatePoolStatus(p.name(), p.nodes(), p.validatedNodes(), allocatable,
                p.observedDriverVersion(), p.state().name(), p.diagnosis(), String.join("; ", p.reasons()));
    }
}

package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.google.gson.JsonObject;
import com.vkcsgpu.operator.ChartValues;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.GpuOperatorValuesCheck;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.PreviewCheck;
import com.vkcsgpu.provider.framework.PreviewImpact;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.k8s.policy.GatekeeperConstraints;
import com.vkcsgpu.provider.k8s.policy.HostAccessCheck;
import com.vkcsgpu.provider.k8s.access.WaysOut;
import com.vkcsgpu.provider.framework.StateMigration;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.provider.k8s.AppliedObject;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import com.vkcsgpu.provider.k8s.ObjectIdentity;
import com.vkcsgpu.provider.k8s.helm.ChartDigests;
import com.vkcsgpu.provider.k8s.helm.ChartUnreachableException;
import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.RenderedChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import com.vkcsgpu.provider.resources.k8s.KubeResource;
import com.vkcsgpu.provider.resources.k8s.ObjectRef;
import com.vkcsgpu.domain.KubernetesSyntax;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code vkcs-gpu:gpu:OperatorRelease}: the gpu-operator chart of a pinned version rendered
 * in-process with typed values, then server-side applied.
 *
 * <ul>
 *   <li>Apply: the namespace (Pod Security {@code privileged}) and the chart's CRDs, subcharts'
 *       included, on every create and update, so a version change upgrades them (Helm never does;
 *       NVIDIA/cloud-native-docs gpu-operator/upgrade.rst). CRDs are applied with
 *       {@code forceConflicts}: vkcs-gpu owns them outright, and
 *       an earlier {@code helm install} may hold their fields. Then the rendered objects without
 *       forcing; ClusterPolicy goes after its CRD is Established. The chart's hooks are not run,
 *       which is why {@code operator.upgradeCRD} and {@code cleanupCRD} are set false.</li>
 *   <li>Delete: ClusterPolicy and NVIDIADriver resources first; then wait for the operand
 *       DaemonSets (label {@code app.kubernetes.io/part-of=gpu-operator}) the operator removes; then
 *       the rest in reverse order, CRDs and the namespace last.</li>
 *   <li>Per-pool drivers: {@code nvidiaDrivers} become NVIDIADriver resources applied after the chart's
 *       objects ({@link NvidiaDriverObjects}).</li>
 *   <li>Preview: the inputs are typed, so the diff names what changes, e.g.
 *       {@code values.driver.version} or {@code nvidiaDrivers.h200.version}, never a values blob.</li>
 * </ul>
 */
@Doc("The NVIDIA GPU Operator Helm chart of a pinned version, rendered by the provider with typed values and "
        + "server-side applied: CRDs first and upgraded with the version, ClusterPolicy once its CRD is "
        + "Established; deleted ClusterPolicy first, operands awaited, CRDs last.")
public final class OperatorReleaseResource extends KubeResource<OperatorReleaseArgs, OperatorReleaseState>
        implements PreviewCheck<OperatorReleaseArgs>, PreviewImpact<OperatorReleaseArgs, OperatorReleaseState> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:gpu:OperatorRelease";
    /** The label the operator puts on its operand DaemonSets. */
    static final Map<String, String> OPERAND_LABEL = Map.of("app.kubernetes.io/part-of", "gpu-operator");
    private static final Set<String> OPERATOR_RESOURCE_KINDS = Set.of("ClusterPolicy", "NVIDIADriver");
    private static final int MAX_RELEASE_NAME = 53;
    private static final RightsPreflight PREFLIGHT = new RightsPreflight("installing the GPU Operator chart by Helm",
            WaysOut.HELM_INSTALL);
    /** How long delete waits for the operator to remove its operands before going on. */
    static final Duration OPERAND_WAIT = Duration.ofMinutes(5);

    /** How often an install or a delete polls in production. */
    public static final Duration POLL_INTERVAL = Duration.ofSeconds(2);

    private final ChartRenderer renderer;
    private final Duration operandWait;
    /** Whether a chart repository on a loopback address may be fetched over plain http (the opt-in). */
    private final PlainHttp plainHttp;

    /** Clients from the kubeconfig, charts cached under ~/.cache/vkcs-gpu/charts, plain http refused. */
    public OperatorReleaseResource() {
        this(KubeClients::fromKubeconfig, new ChartRenderer(RepositoryCharts.standard()), POLL_INTERVAL,
                OPERAND_WAIT);
    }

    /**
     * Production: the provider's clients ({@code CloudAccess.kubeClients}: keystone-auth kubeconfigs work), polling
     * every {@code pollInterval} (scaled against the emulator), plain http as the provider's environment allows.
     */
    public OperatorReleaseResource(KubeAccess kube, Duration pollInterval, PlainHttp plainHttp) {
        this(kube, new ChartRenderer(RepositoryCharts.standard()), pollInterval, OPERAND_WAIT, plainHttp);
    }

    /** Tests: explicit client factory, renderer, poll interval and bound of the operand wait on delete. */
    public OperatorReleaseResource(Function<String, KubernetesClient> clients, ChartRenderer renderer,
                                   Duration pollInterval, Duration operandWait) {
        this(new KubeAccess(clients), renderer, pollInterval, operandWait, PlainHttp.REFUSED);
    }

    private OperatorReleaseResource(KubeAccess kube, ChartRenderer renderer,
                                    Duration pollInterval, Duration operandWait, PlainHttp plainHttp) {
        super(TOKEN, kube, pollInterval);
        this.renderer = renderer;
        this.operandWait = operandWait;
        this.plainHttp = plainHttp;
    }

    @Override
    public String idOf(OperatorReleaseState state) {
        return state.releaseId();
    }

    @Override
    public Timeouts timeouts() {
        return new Timeouts(Duration.ofMinutes(15), Duration.ofMinutes(2), Duration.ofMinutes(15), Duration.ofMinutes(20));
    }

    /** Stacks deployed by 0.1.0 and the releases before the typed values stored the flat settings. */
    @Override
    public List<StateMigration> migrations() {
        return List.of(new FlatReleaseSettings());
    }

    @Override
    public boolean deleteBeforeReplace() {
        return true; // a second release would fight the first over the same cluster-scoped objects and CRDs
    }

    @Override
    public void check(OperatorReleaseArgs a, Diagnostics diags) {
        if (a.kubeconfig() != null && a.kubeconfig().reveal().isBlank()) {
            diags.error("kubeconfig", "is empty", "pass the cluster's kubeconfig output");
        }
        KubeAccess.check(a.kubeconfig(), diags);
        if (a.chart() != null) {
            OperatorChart c = a.chart();
            long set = java.util.stream.Stream.of(c.repositoryUrl(), c.ociReference(), c.localPath())
                    .filter(v -> v != null && !v.isBlank()).count();
            if (set != 1 && !diags.isUnknown("chart")) {
                diags.error("chart", "set exactly one of repositoryUrl, ociReference and localPath (" + set + " set)",
                        "for NVIDIA's repository: repositoryUrl \"https://helm.ngc.nvidia.com/nvidia\"");
            }
            if (c.ociReference() != null && !c.ociReference().startsWith("oci://")) {
                diags.error(PropertyPath.of("chart", "ociReference"), "must start with oci://", null);
            }
            if (c.chartDigest() != null) {
                String problem = ChartDigests.pinnedFormProblem(c.chartDigest());
                if (problem != null) {
                    diags.error(PropertyPath.of("chart", "chartDigest"), problem, null);
                } else if (c.localPath() != null && !c.localPath().isBlank()) {
                    diags.error(PropertyPath.of("chart", "chartDigest"), "applies to repository and OCI charts only",
                            "remove it, or fetch the chart from its repository");
                }
            }
            if (c.repositoryUrl() != null && !c.repositoryUrl().matches("https?://.+")) {
                diags.error(PropertyPath.of("chart", "repositoryUrl"), "must be an http(s) URL", null);
            } else if (c.repositoryUrl() != null) {
                // Loopback http passes here; whether the opt-in allows it is decided when the chart is fetched.
                new PlainHttp(true).problem(c.repositoryUrl()).ifPresent(problem ->
                        diags.error(PropertyPath.of("chart", "repositoryUrl"), problem, null));
            }
        }
        if (a.chartVersion() != null && a.chartVersion().isBlank()) {
            diags.error("chartVersion", "must not be empty", "for example \"v26.3.3\"");
        }
        if (a.namespace() != null) {
            KubernetesSyntax.dns1123LabelProblem(a.namespace()).ifPresent(p -> diags.error("namespace", p, null));
        }
        if (a.releaseName() != null) {
            KubernetesSyntax.dns1123LabelProblem(a.releaseName()).ifPresent(p -> diags.error("releaseName", p, null));
            if (a.releaseName().length() > MAX_RELEASE_NAME) {
                diags.error("releaseName", "must be at most " + MAX_RELEASE_NAME + " characters (Helm's limit)", null);
            }
        }
        if (a.values() != null) {
            GpuOperatorValuesCheck.problems(a.values()).forEach(problem -> {
                PropertyPath at = PropertyPath.parse("values." + problem.path());
                if (!diags.isUnknown(at)) {
                    diags.error(at, problem.message(), problem.fix());
                }
            });
        }
        NvidiaDriverObjects.check(a, diags);
    }

    /** The chart values of {@code a}: those of its typed values, as the Helm install takes them. */
    static JsonObject values(OperatorReleaseArgs a) {
        return ChartValues.helm(a.values() == null ? GpuOperatorValues.empty() : a.values());
    }

    static ChartSource source(OperatorChart chart) {
        if (chart.localPath() != null && !chart.localPath().isBlank()) {
            return new ChartSource.Local(Path.of(chart.localPath()));
        }
        if (chart.ociReference() != null && !chart.ociReference().isBlank()) {
            return new ChartSource.Oci(chart.ociReference(), chart.chartDigest());
        }
        return new ChartSource.Repository(chart.repositoryUrl(),
                chart.chartName() == null ? "gpu-operator" : chart.chartName(), chart.chartDigest());
    }

    /**
     * The namespace object: operands need privileged pods (NVIDIA/cloud-native-docs gpu-operator/getting-started.rst,
     * Pod Security Admission).
     */
    static GenericKubernetesResource namespaceObject(String namespace) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("name", namespace);
        metadata.put("labels", Map.of("pod-security.kubernetes.io/enforce", "privileged"));
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("apiVersion", "v1");
        doc.put("kind", "Namespace");
        doc.put("metadata", metadata);
        return Manifests.toObject(doc);
    }

    @Override
    public OperatorReleaseState create(OperatorReleaseArgs args, OpContext ctx) {
        String id = args.namespace() + "/" + args.releaseName();
        RenderedChart chart = render(args, ctx);
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<GenericKubernetesResource> all = allObjects(args, chart);
            KubeAccess.requireRights(client, PREFLIGHT, applier.rightsToApply(all, args.namespace()), ctx);
            requireOperandsAdmitted(client, args, ctx);
            List<ObjectRef> planned = applier.identities(all, args.namespace()).stream()
                    .map(ObjectRef::of).toList();
            ctx.accepted(new OperatorReleaseState(args, id, chart.appVersion(), crdNames(chart), planned, null));
            return new OperatorReleaseState(args, id, chart.appVersion(), crdNames(chart), apply(applier, args, chart, ctx), null);
        }
    }

    @Override
    public OperatorReleaseState update(String id, OperatorReleaseState olds, OperatorReleaseArgs news, OpContext ctx) {
        RenderedChart chart = render(news, ctx);
        try (KubernetesClient client = kube.open(news.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<ObjectIdentity> previous = olds.appliedObjects() == null ? List.of()
                    : olds.appliedObjects().stream().map(ObjectRef::identity).toList();
            List<GenericKubernetesResource> all = allObjects(news, chart);
            KubeAccess.requireRights(client, PREFLIGHT, applier.rightsToApplyAndPrune(all, news.namespace(), previous), ctx);
            requireOperandsAdmitted(client, news, ctx);
            List<ObjectRef> applied = apply(applier, news, chart, ctx);
            applier.prune(previous, applied.stream().map(ObjectRef::identity).toList(),
                    ctx.waitControl());
            return new OperatorReleaseState(news, id, chart.appVersion(), crdNames(chart), applied, null);
        }
    }

    /**
     * Preview with a known kubeconfig (the cluster exists): the chart is rendered as up would render it and the
     * cluster asked about every right its objects need, so a refusal shows before anything is written.
     */
    @Override
    public void previewCheck(OperatorReleaseArgs args, OpContext ctx) {
        RenderedChart chart = render(args, ctx);
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            KubeAccess.requireRights(client, PREFLIGHT, applier.rightsToApply(allObjects(args, chart), args.namespace()),
                    ctx);
            requireOperandsAdmitted(client, args, ctx);
        }
    }

    /**
     * Preview of a cluster not yet created (only the kubeconfig is unknown): the chart rendered as up will render it,
     * and the rights its objects need held against the role VK is predicted to give the provider's Keystone user.
     * With other inputs unknown the objects are not known yet, and the cluster is asked at up.
     */
    @Override
    public void previewPredict(OperatorReleaseArgs args, Set<PropertyPath> unknowns, OpContext ctx) {
        if (unknowns.equals(Set.of(PropertyPath.of("kubeconfig")))) {
            kube.requirePredictedRights(PREFLIGHT, () -> ObjectApplier.plannedRights(allObjects(args, render(args, ctx)),
                    args.namespace()), ctx);
        }
    }

    /**
     * What the change does to the GPU nodes and the pods on them: driver reloads, GPU pods deleted or blocking, the
     * release's CRDs, operands, versions and compatibility per pool ({@link OperatorReleaseImpact}); read-only calls
     * only (the new chart is rendered locally, as the preview check renders it).
     */
    @Override
    public List<ImpactLine> previewImpact(PlannedChange<OperatorReleaseArgs, OperatorReleaseState> change,
                                          OpContext ctx) {
        return OperatorReleaseImpact.lines(change, kube, () -> render(change.news(), ctx), ctx);
    }

    /**
     * The cluster's Gatekeeper host-access constraints must let the operands run in the namespace: VK Cloud enforces
     * them in every cluster, and a denied DaemonSet makes no pod (see {@link HostAccessCheck}).
     */
    private static void requireOperandsAdmitted(KubernetesClient client, OperatorReleaseArgs args, OpContext ctx) {
        ctx.progress().status("reading the cluster's Gatekeeper constraints on host access");
        HostAccessCheck.require(GatekeeperConstraints.read(client), args.namespace(),
                driverInstalled(args), ctx.progress()::warning);
    }

    /** Whether the operator installs a driver: unless the values turn the driver DaemonSet off. */
    private static boolean driverInstalled(OperatorReleaseArgs args) {
        return args.values() == null || args.values().driver() == null
                || !Boolean.FALSE.equals(args.values().driver().enabled());
    }

    /** Everything a create or update applies: the namespace, the chart's CRDs, its objects and NVIDIADrivers. */
    private static List<GenericKubernetesResource> allObjects(OperatorReleaseArgs args, RenderedChart chart) {
        List<GenericKubernetesResource> all = new ArrayList<>();
        all.add(namespaceObject(args.namespace()));
        all.addAll(chart.crds());
        all.addAll(releaseObjects(args, chart));
        return all;
    }

    private List<ObjectRef> apply(ObjectApplier applier, OperatorReleaseArgs args, RenderedChart chart, OpContext ctx) {
        List<GenericKubernetesResource> first = new ArrayList<>();
        first.add(namespaceObject(args.namespace()));
        first.addAll(chart.crds());
        // Deliberate force: vkcs-gpu owns the namespace and the CRDs outright (see the class comment).
        List<AppliedObject> applied = new ArrayList<>(applier.apply(first,
                new ObjectApplier.ApplyOptions(ObjectApplier.DEFAULT_FIELD_MANAGER, args.namespace(), true),
                ctx.waitControl()));
        applied.addAll(applier.apply(releaseObjects(args, chart),
                new ObjectApplier.ApplyOptions(ObjectApplier.DEFAULT_FIELD_MANAGER, args.namespace(), false),
                ctx.waitControl()));
        return applied.stream().map(ObjectRef::of).toList();
    }

    /** The chart's objects, then the per-pool NVIDIADriver resources (their CRD comes with the chart). */
    private static List<GenericKubernetesResource> releaseObjects(OperatorReleaseArgs args, RenderedChart chart) {
        List<GenericKubernetesResource> objects = new ArrayList<>(chart.objects());
        objects.addAll(NvidiaDriverObjects.of(args));
        return objects;
    }

    @Override
    public OperatorReleaseState read(String id, OperatorReleaseState state, OpContext ctx) {
        if (state == null) {
            throw new InvalidInputException(TOKEN + " cannot be imported; declare it and let the next up adopt the "
                    + "objects");
        }
        try (KubernetesClient client = kube.open(state.args().kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<ObjectRef> present = new ArrayList<>();
            for (ObjectRef ref : state.appliedObjects() == null ? List.<ObjectRef>of() : state.appliedObjects()) {
                Optional<GenericKubernetesResource> live = applier.get(ref.identity());
                live.ifPresent(o -> present.add(new ObjectRef(ref.apiVersion(), ref.kind(), ref.namespace(), ref.name(),
                        o.getMetadata().getUid())));
            }
            if (present.isEmpty()) {
                throw new NotFoundException("no object of release " + id + " exists any more");
            }
            return new OperatorReleaseState(state.args(), id, state.appVersion(), state.crds(), present, null);
        }
    }

    @Override
    public void delete(String id, OperatorReleaseState state, OpContext ctx) {
        List<ObjectIdentity> all = state.appliedObjects() == null ? List.of()
                : state.appliedObjects().stream().map(ObjectRef::identity).toList();
        if (all.isEmpty()) {
            return;
        }
        try (KubernetesClient client = kube.open(state.args().kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<ObjectIdentity> operatorResources = all.stream()
                    .filter(i -> OPERATOR_RESOURCE_KINDS.contains(i.kind()) && i.group().equals("nvidia.com")).toList();
            applier.delete(operatorResources, ctx.waitControl());
            awaitOperandsGone(applier, state.args().namespace(), ctx);
            applier.delete(all.stream().filter(i -> !operatorResources.contains(i)).toList(), ctx.waitControl());
        }
    }

    /**
     * The operator removes its operands (driver, toolkit, device plugin DaemonSets) when the
     * ClusterPolicy goes, and takes their node state with them; removing the operator first would
     * leave them running. A stuck or absent operator must not block the uninstall for the whole
     * delete timeout, though: after {@link #OPERAND_WAIT} (by default) the rest is deleted anyway (the operands
     * live in the operator namespace, which goes last), with a warning.
     */
    private void awaitOperandsGone(ObjectApplier applier, String namespace, OpContext ctx) {
        WaitControl control = ctx.waitControl().endingNoLaterThan(java.time.Instant.now().plus(operandWait));
        try {
            applier.awaitNoneLeft("apps/v1", "DaemonSet", namespace, OPERAND_LABEL,
                    "the operator to remove its operand DaemonSets", control);
        } catch (WaitTimeoutException e) {
            if (!java.time.Instant.now().isBefore(ctx.deadline())) {
                throw e;
            }
            ctx.progress().warning("operand DaemonSets in " + namespace + " are still present after "
                    + operandWait.toSeconds() + " s (" + e.lastState() + "); deleting the operator and its "
                    + "namespace anyway, which removes them");
        }
    }

    private RenderedChart render(OperatorReleaseArgs args, OpContext ctx) {
        ctx.progress().status("rendering gpu-operator chart " + args.chartVersion());
        if (args.chart().repositoryUrl() != null) {
            plainHttp.problem(args.chart().repositoryUrl()).ifPresent(problem -> {
                throw new InvalidInputException("chart.repositoryUrl " + problem);
            });
        }
        try {
            return renderer.render(source(args.chart()), args.chartVersion(), args.releaseName(), args.namespace(),
                    ChartValues.text(values(args)));
        } catch (ChartUnreachableException e) {
            throw new ServiceUnavailableException("chart: " + e.getMessage() + "; nothing was changed. Without access "
                    + "to the chart's repository, give the chart as a folder or .tgz on this machine (GpuOperator "
                    + "chartLocalPath, OperatorRelease chart.localPath), see docs/troubleshooting.md#chart-unreachable",
                    e);
        } catch (KubeOperationException e) {
            throw new InvalidInputException("chart: " + e.getMessage(), e);
        }
    }

    private static List<String> crdNames(RenderedChart chart) {
        return chart.crds().stream().map(c -> c.getMetadata().getName()).toList();
    }
}

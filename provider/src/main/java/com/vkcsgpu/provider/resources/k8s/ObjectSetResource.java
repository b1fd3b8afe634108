package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.CustomDiff;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewCheck;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.k8s.access.WaysOut;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.provider.k8s.AppliedObject;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.LiveProjection;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import com.vkcsgpu.provider.k8s.ObjectIdentity;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * {@code vkcs-gpu:k8s:ObjectSet}: Kubernetes objects kept in the state the user wrote by server-side
 * apply. Diff compares only what the user wrote (formatting and order changes are no change);
 * refresh compares the live objects at the fields the user wrote, so server defaults never show and
 * edits or deletions made outside show as drift.
 */
@Doc("A set of Kubernetes objects kept as written by server-side apply with one field manager: Namespaces and "
        + "CRDs first, custom resources once their CRD is Established, objects that leave the set deleted, "
        + "deletion in reverse order.")
public final class ObjectSetResource extends KubeResource<ObjectSetArgs, ObjectSetState>
        implements CustomDiff<ObjectSetArgs>, PreviewCheck<ObjectSetArgs> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:k8s:ObjectSet";
    private static final int MAX_FIELD_MANAGER = 128;
    private static final RightsPreflight PREFLIGHT = new RightsPreflight("applying the object set", WaysOut.GENERIC);

    /** How often an apply or a delete polls in production. */
    public static final Duration POLL_INTERVAL = Duration.ofSeconds(1);


    /** Production: clients from the kubeconfig input, polling once a second. */
    public ObjectSetResource() {
        this(KubeClients::fromKubeconfig, POLL_INTERVAL);
    }

    /** A client factory and a poll interval (scaled against the emulator, faster in tests). */
    public ObjectSetResource(Function<String, KubernetesClient> clients, Duration pollInterval) {
        super(TOKEN, clients, pollInterval);
    }

    /** Production: through {@code kube}, which may predict the Keystone user's role before a cluster exists. */
    public ObjectSetResource(KubeAccess kube, Duration pollInterval) {
        super(TOKEN, kube, pollInterval);
    }

    @Override
    public String idOf(ObjectSetState state) {
        return state.setId();
    }

    @Override
    public Timeouts timeouts() {
        return new Timeouts(Duration.ofMinutes(10), Duration.ofMinutes(2), Duration.ofMinutes(10), Duration.ofMinutes(10));
    }

    @Override
    public void check(ObjectSetArgs args, Diagnostics diags) {
        KubeAccess.check(args.kubeconfig(), diags);
        if (args.objects() != null) {
            ManifestChecks.check(args.objects(), "objects", diags);
        }
        if (args.fieldManager() != null && (args.fieldManager().isBlank() || args.fieldManager().length() > MAX_FIELD_MANAGER)) {
            diags.error("fieldManager", "must be 1 to " + MAX_FIELD_MANAGER + " characters", "for example \"vkcs-gpu\"");
        }
        if (args.namespace() != null) {
            com.vkcsgpu.domain.KubernetesSyntax.dns1123LabelProblem(args.namespace())
                    .ifPresent(p -> diags.error("namespace", p, "for example \"ml-team\""));
        }
    }

    @Override
    public Diff customize(Diff computed, ObjectSetArgs olds, ObjectSetArgs news) {
        if (olds == null || news == null || olds.objects() == null || news.objects() == null) {
            return computed;
        }
        // Same objects in another order or formatting: nothing to apply, so nothing to show.
        if (ManifestChecks.sameObjects(olds.objects(), news.objects())) {
            return computed.without(PropertyPath.of("objects"));
        }
        Diff out = computed;
        int common = Math.min(olds.objects().size(), news.objects().size());
        for (int i = 0; i < common; i++) {
            if (ManifestChecks.sameObjects(List.of(olds.objects().get(i)), List.of(news.objects().get(i)))) {
                out = out.without(PropertyPath.of("objects", i));
            }
        }
        return out;
    }

    /** Preview with a known kubeconfig (the cluster exists): the rights the apply needs, asked before up. */
    @Override
    public void previewCheck(ObjectSetArgs args, OpContext ctx) {
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            KubeAccess.requireRights(client, PREFLIGHT, applier.rightsToApply(parse(args), args.namespace()), ctx);
        }
    }

    /**
     * Preview of a cluster not yet created (only the kubeconfig is unknown): the rights the apply will need held
     * against the role VK is predicted to give the provider's Keystone user.
     */
    @Override
    public void previewPredict(ObjectSetArgs args, java.util.Set<PropertyPath> unknowns, OpContext ctx) {
        if (unknowns.equals(java.util.Set.of(PropertyPath.of("kubeconfig")))) {
            kube.requirePredictedRights(PREFLIGHT, () -> ObjectApplier.plannedRights(parse(args), args.namespace()), ctx);
        }
    }

    @Override
    public ObjectSetState create(ObjectSetArgs args, OpContext ctx) {
        String id = "objectset-" + UUID.randomUUID();
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<GenericKubernetesResource> objects = parse(args);
            KubeAccess.requireRights(client, PREFLIGHT, applier.rightsToApply(objects, args.namespace()), ctx);
            // Record everything this create may write before writing it: a failed create then leaves
            // state from which delete (or the next up) finds every object.
            List<ObjectRef> planned = applier.identities(objects, args.namespace())
                    .stream().map(ObjectRef::of).toList();
            ctx.accepted(new ObjectSetState(args, id, planned));
            List<AppliedObject> applied = applier.apply(objects, options(args),
                    ctx.waitControl());
            return new ObjectSetState(args, id, applied.stream().map(ObjectRef::of).toList());
        }
    }

    @Override
    public ObjectSetState update(String id, ObjectSetState olds, ObjectSetArgs news, OpContext ctx) {
        try (KubernetesClient client = kube.open(news.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<GenericKubernetesResource> objects = parse(news);
            List<ObjectIdentity> previous = olds.appliedObjects() == null ? List.of()
                    : olds.appliedObjects().stream().map(ObjectRef::identity).toList();
            KubeAccess.requireRights(client, PREFLIGHT, applier.rightsToApplyAndPrune(objects, news.namespace(), previous), ctx);
            List<AppliedObject> applied = applier.apply(objects, options(news),
                    ctx.waitControl());
            applier.prune(previous, applied.stream().map(AppliedObject::identity).toList(),
                    ctx.waitControl());
            return new ObjectSetState(news, id, applied.stream().map(ObjectRef::of).toList());
        }
    }

    @Override
    public ObjectSetState read(String id, ObjectSetState state, OpContext ctx) {
        if (state == null) {
            throw new InvalidInputException(TOKEN + " cannot be imported: its objects are its inputs; declare them");
        }
        ObjectSetArgs args = state.args();
        try (KubernetesClient client = kube.open(args.kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            List<String> seen = new ArrayList<>();
            List<ObjectRef> present = new ArrayList<>();
            for (String manifest : args.objects()) {
                Map<String, Object> desired = Manifests.documents(manifest).get(0);
                GenericKubernetesResource object = Manifests.toObject(desired);
                ObjectIdentity identity = applier.identities(List.of(object), args.namespace())
                        .get(0);
                Optional<GenericKubernetesResource> live = applier.get(identity);
                if (live.isEmpty()) {
                    continue; // deleted outside: dropping it from the inputs shows the drift
                }
                Map<String, Object> liveMap = Manifests.toMap(live.get());
                seen.add(LiveProjection.matches(desired, liveMap) ? manifest
                        : Manifests.toJson(LiveProjection.project(desired, liveMap)));
                present.add(new ObjectRef(identity.apiVersion(), identity.kind(), identity.namespace(), identity.name(),
                        live.get().getMetadata().getUid()));
            }
            if (present.isEmpty() && !args.objects().isEmpty()) {
                throw new NotFoundException("none of the " + args.objects().size() + " objects exists any more");
            }
            ObjectSetArgs now = new ObjectSetArgs(args.kubeconfig(), seen, args.fieldManager(), args.namespace(),
                    args.forceConflicts());
            return new ObjectSetState(now, id, present);
        }
    }

    @Override
    public void delete(String id, ObjectSetState state, OpContext ctx) {
        if (state.appliedObjects() == null || state.appliedObjects().isEmpty()) {
            return;
        }
        try (KubernetesClient client = kube.open(state.args().kubeconfig())) {
            ObjectApplier applier = new ObjectApplier(client, pollInterval);
            applier.delete(state.appliedObjects().stream().map(ObjectRef::identity).toList(),
                    ctx.waitControl());
        }
    }

    private static List<GenericKubernetesResource> parse(ObjectSetArgs args) {
        List<GenericKubernetesResource> out = new ArrayList<>();
        for (String manifest : args.objects()) {
            out.addAll(Manifests.parseAll(manifest));
        }
        return out;
    }

    private static ObjectApplier.ApplyOptions options(ObjectSetArgs args) {
        return new ObjectApplier.ApplyOptions(
                args.fieldManager() == null ? ObjectApplier.DEFAULT_FIELD_MANAGER : args.fieldManager(),
                args.namespace(), Boolean.TRUE.equals(args.forceConflicts()));
    }
}

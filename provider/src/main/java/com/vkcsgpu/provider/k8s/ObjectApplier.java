package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.wait.WaitControl;
import io.fabric8.kubernetes.api.model.APIResource;
import io.fabric8.kubernetes.api.model.APIResourceList;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.MixedOperation;
import io.fabric8.kubernetes.client.dsl.NonNamespaceOperation;
import io.fabric8.kubernetes.client.dsl.Resource;
import io.fabric8.kubernetes.client.dsl.ServerSideApplicable;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Server-side applies sets of objects of any kind with one field manager, in dependency order, and
 * deletes them in reverse order.
 *
 * <ul>
 *   <li>Order: Namespaces, then CRDs, then the rest by {@link KindOrder}; before the first object
 *       after the CRDs, every CRD just applied must be {@code Established}, and an object whose kind
 *       the cluster does not serve yet is held until it is (bounded by the deadline).</li>
 *   <li>Conflicts: by default another manager's field is not taken over; the apply fails naming the
 *       object and the manager. {@link ApplyOptions#forceConflicts()} takes fields over, for callers
 *       that own the objects outright (documented where they use it).</li>
 *   <li>Delete: by {@link KindOrder#DELETE} rank, waiting for each rank to disappear before the next,
 *       so custom resources go (and their controllers can finalize them) before their CRDs and the
 *       controllers themselves.</li>
 * </ul>
 *
 * Objects are fabric8 {@link GenericKubernetesResource}s; kinds are resolved through API discovery,
 * so CRD kinds work like built-in ones.
 */
public final class ObjectApplier {
    /** The field manager every vkcs-gpu write uses unless the user names another. */
    public static final String DEFAULT_FIELD_MANAGER = "vkcs-gpu";

    /**
     * How to apply.
     *
     * @param fieldManager     the field manager recorded in managedFields
     * @param defaultNamespace namespace for namespaced objects that name none (null: they must name one)
     * @param forceConflicts   take over fields another manager owns instead of failing
     */
    public record ApplyOptions(String fieldManager, String defaultNamespace, boolean forceConflicts) {
        /** Requires a field manager. */
        public ApplyOptions {
            Objects.requireNonNull(fieldManager, "fieldManager");
        }

        /** The default manager, no default namespace, no forcing. */
        public static ApplyOptions defaults() {
            return new ApplyOptions(DEFAULT_FIELD_MANAGER, null, false);
        }
    }

    private static final Duration MIN_POLL = Duration.ofMillis(10);

    private final KubernetesClient client;
    private final KubeWait wait;
    /** Shared by every applier of the plugin process: a new applier per operation asks no discovery again. */
    private final DiscoveryCache discovery = DiscoveryCache.PROCESS;

    /**
     * The client library's registry of built-in kinds, for rights planned before a cluster exists. It builds
     * fabric8's Jackson mapper (about 500 classes), so it is made when a plan first asks for a kind, not when the
     * plugin's modules load this class before printing the port (docs/benchmarks.md).
     */
    private static final class BuiltInKinds {
        static final io.fabric8.kubernetes.client.utils.KubernetesSerialization MODEL =
                new io.fabric8.kubernetes.client.utils.KubernetesSerialization();
    }

    /** An applier on {@code client}, polling every {@code pollInterval} while it waits. */
    public ObjectApplier(KubernetesClient client, Duration pollInterval) {
        this.client = client;
        this.wait = new KubeWait(pollInterval, Clock.systemUTC());
    }

    /**
     * {@code production} multiplied by the plugin's wait scale ({@code VKCS_GPU_WAIT_SCALE}, 1 against VK Cloud),
     * at least 10 ms: against the emulator, whose clock runs that much faster, a delete's poll for the objects
     * to go then waits as long as the emulator takes to remove them.
     */
    public static Duration scaledPoll(Duration production, double waitScale) {
        Duration scaled = Duration.ofNanos((long) (production.toNanos() * waitScale));
        return scaled.compareTo(MIN_POLL) < 0 ? MIN_POLL : scaled;
    }

    /** An applier polling once a second. */
    public ObjectApplier(KubernetesClient client) {
        this(client, Duration.ofSeconds(1));
    }

    /**
     * Applies {@code objects} in dependency order and returns what the server answered, in apply order.
     *
     * @throws KubeOperationException when the server rejects an object (named in the message)
     * @throws com.vkcsgpu.provider.wait.WaitTimeoutException when a CRD or kind is not ready by the deadline
     * @throws com.vkcsgpu.provider.wait.WaitCancelledException when cancelled
     */
    public List<AppliedObject> apply(List<GenericKubernetesResource> objects, ApplyOptions options,
                                     WaitControl control) {
        List<GenericKubernetesResource> ordered = new ArrayList<>(objects);
        ordered.sort((a, b) -> KindOrder.APPLY.compare(ObjectIdentity.of(a), ObjectIdentity.of(b)));
        List<AppliedObject> applied = new ArrayList<>();
        List<String> notYetEstablished = new ArrayList<>();
        int n = 0;
        for (GenericKubernetesResource object : ordered) {
            n++;
            ObjectIdentity written = ObjectIdentity.of(object);
            if (!written.isCrd() && !written.isNamespace() && !notYetEstablished.isEmpty()) {
                awaitEstablished(notYetEstablished, control);
                notYetEstablished.clear();
            }
            ResourceDefinitionContext kind = awaitServed(written, ordered, control);
            ObjectIdentity id = placed(written, kind, options.defaultNamespace());
            control.progress("applying " + n + "/" + ordered.size() + ": " + id);
            GenericKubernetesResource body = withNamespace(object, id.namespace());
            GenericKubernetesResource answer;
            try {
                ServerSideApplicable<GenericKubernetesResource> op = resource(kind, id).resource(body)
                        .fieldManager(options.fieldManager());
                answer = (options.forceConflicts() ? op.forceConflicts() : op).serverSideApply();
            } catch (KubernetesClientException e) {
                throw rejected("apply", id, e);
            }
            applied.add(new AppliedObject(id, answer.getMetadata().getUid(), answer.getMetadata().getResourceVersion()));
            if (id.isCrd()) {
                notYetEstablished.add(id.name());
            }
        }
        if (!notYetEstablished.isEmpty()) {
            awaitEstablished(notYetEstablished, control);
        }
        return applied;
    }

    /**
     * The identities {@code objects} will have once applied: namespaces filled in from
     * {@code defaultNamespace} for namespaced kinds and dropped for cluster-scoped ones. Kinds the
     * cluster does not serve are resolved from the CRDs among {@code objects}, else kept as written.
     */
    public List<ObjectIdentity> identities(List<GenericKubernetesResource> objects, String defaultNamespace) {
        List<ObjectIdentity> out = new ArrayList<>();
        for (GenericKubernetesResource object : objects) {
            ObjectIdentity written = ObjectIdentity.of(object);
            Optional<ResourceDefinitionContext> kind = lookup(written, objects, false);
            out.add(kind.isPresent() ? placed(written, kind.get(), defaultNamespace) : written);
        }
        return out;
    }

    /**
     * The rights applying {@code objects} needs, each object's once: {@code get} (objects are read back and waited
     * on), {@code patch} (server-side apply) and {@code create} (an apply that creates the object is authorized as a
     * create too, kubernetes/kubernetes {@code staging/src/k8s.io/apiserver/pkg/endpoints/handlers/patch.go}).
     * Resources come from discovery or from the CRDs among {@code objects}; a kind neither serves is left out (its
     * apply fails naming the missing CRD).
     */
    public List<KubeRight> rightsToApply(List<GenericKubernetesResource> objects, String defaultNamespace) {
        return rightsToApply(objects, defaultNamespace, id -> lookup(id, objects, false));
    }

    /**
     * The rights applying {@code objects} will need, known before the cluster exists (for a preview that predicts
     * them): as {@link #rightsToApply}, with each kind's resource and scope taken from the Kubernetes model the client
     * library knows (the built-in kinds) or from the CRDs among {@code objects} instead of discovery.
     */
    public static List<KubeRight> plannedRights(List<GenericKubernetesResource> objects, String defaultNamespace) {
        return rightsToApply(objects, defaultNamespace,
                id -> builtInKind(id).or(() -> definedInBatch(id, objects)));
    }

    private static List<KubeRight> rightsToApply(List<GenericKubernetesResource> objects, String defaultNamespace,
                                                 Function<ObjectIdentity, Optional<ResourceDefinitionContext>> kindOf) {
        List<KubeRight> rights = new ArrayList<>();
        for (GenericKubernetesResource object : objects) {
            ObjectIdentity written = ObjectIdentity.of(object);
            kindOf.apply(written).ifPresent(kind -> {
                String namespace = placed(written, kind, defaultNamespace).namespace();
                for (String verb : List.of("get", "create", "patch")) {
                    rights.add(KubeRight.of(verb, kind.getGroup(), kind.getPlural(), namespace));
                }
            });
        }
        return rights.stream().distinct().toList();
    }

    /**
     * The rights an update needs: applying {@code objects} ({@link #rightsToApply}) and deleting what of
     * {@code previous} they no longer hold (as {@link #prune} will).
     */
    public List<KubeRight> rightsToApplyAndPrune(List<GenericKubernetesResource> objects, String defaultNamespace,
                                                Collection<ObjectIdentity> previous) {
        Set<ObjectIdentity> kept = new LinkedHashSet<>(identities(objects, defaultNamespace));
        List<KubeRight> rights = new ArrayList<>(rightsToApply(objects, defaultNamespace));
        rights.addAll(rightsToDelete(previous.stream().filter(id -> !kept.contains(id)).toList()));
        return rights.stream().distinct().toList();
    }

    /** The rights deleting {@code identities} needs ({@code delete}, and {@code get} to see them gone). */
    public List<KubeRight> rightsToDelete(Collection<ObjectIdentity> identities) {
        List<KubeRight> rights = new ArrayList<>();
        for (ObjectIdentity id : identities) {
            lookup(id, List.of(), false).ifPresent(kind -> {
                for (String verb : List.of("get", "delete")) {
                    rights.add(KubeRight.of(verb, kind.getGroup(), kind.getPlural(), id.namespace()));
                }
            });
        }
        return rights.stream().distinct().toList();
    }

    /** Deletes what was applied before ({@code previous}) and is not in {@code current}, in delete order. */
    public List<ObjectIdentity> prune(Collection<ObjectIdentity> previous, Collection<ObjectIdentity> current,
                                      WaitControl control) {
        Set<ObjectIdentity> keep = new LinkedHashSet<>(current);
        List<ObjectIdentity> gone = previous.stream().filter(id -> !keep.contains(id)).toList();
        delete(gone, control);
        return gone;
    }

    /**
     * Deletes {@code identities} rank by rank in {@link KindOrder#DELETE} order, waiting for each rank
     * to disappear before deleting the next. Objects already gone (or whose kind is no longer served)
     * count as deleted.
     */
    public void delete(Collection<ObjectIdentity> identities, WaitControl control) {
        TreeMap<Integer, List<ObjectIdentity>> byRank = new TreeMap<>((a, b) -> Integer.compare(b, a));
        for (ObjectIdentity id : identities) {
            byRank.computeIfAbsent(KindOrder.rank(id), r -> new ArrayList<>()).add(id);
        }
        for (List<ObjectIdentity> rank : byRank.values()) {
            List<ObjectIdentity> issued = new ArrayList<>();
            for (ObjectIdentity id : rank) {
                Optional<ResourceDefinitionContext> kind = lookup(id, List.of(), true);
                if (kind.isEmpty()) {
                    continue;
                }
                control.progress("deleting " + id);
                try {
                    resource(kind.get(), id).withName(id.name()).delete();
                } catch (KubernetesClientException e) {
                    if (e.getCode() != 404) {
                        throw rejected("delete", id, e);
                    }
                }
                issued.add(id);
            }
            awaitGone(issued, control);
            if (issued.stream().anyMatch(ObjectIdentity::isCrd)) {
                discovery.forget(client.getConfiguration()); // their kinds are no longer served
            }
        }
    }

    /** Waits until none of {@code identities} exists any more. */
    public void awaitGone(Collection<ObjectIdentity> identities, WaitControl control) {
        if (identities.isEmpty()) {
            return;
        }
        wait.untilNoneMissing(identities.size() + " object(s) to be deleted", control, () -> {
            List<String> left = identities.stream().filter(id -> get(id).isPresent()).map(ObjectIdentity::toString)
                    .toList();
            return left.isEmpty() ? Optional.empty()
                    : Optional.of("still present: " + String.join(", ", left.subList(0, Math.min(3, left.size())))
                            + (left.size() > 3 ? " and " + (left.size() - 3) + " more" : ""));
        });
    }

    /**
     * Waits until no object of {@code apiVersion}/{@code kind} in {@code namespace} (null: all)
     * matches {@code labelSelector} ({@code key=value,...}).
     */
    public void awaitNoneLeft(String apiVersion, String kind, String namespace, Map<String, String> labelSelector,
                              String description, WaitControl control) {
        ObjectIdentity probe = new ObjectIdentity(apiVersion, kind, namespace, "-");
        wait.untilNoneMissing(description, control, () -> {
            Optional<ResourceDefinitionContext> rdc = lookup(probe, List.of(), false);
            if (rdc.isEmpty()) {
                return Optional.empty();
            }
            List<GenericKubernetesResource> left = namespace == null || !rdc.get().isNamespaceScoped()
                    ? client.genericKubernetesResources(rdc.get()).inAnyNamespace().withLabels(labelSelector).list()
                            .getItems()
                    : client.genericKubernetesResources(rdc.get()).inNamespace(namespace).withLabels(labelSelector)
                            .list().getItems();
            return left.isEmpty() ? Optional.empty()
                    : Optional.of(left.size() + " left, e.g. " + left.get(0).getMetadata().getName());
        });
    }

    /** The live object, or empty when it (or its kind) does not exist. */
    public Optional<GenericKubernetesResource> get(ObjectIdentity id) {
        Optional<ResourceDefinitionContext> kind = lookup(id, List.of(), false);
        if (kind.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(resource(kind.get(), id).withName(id.name()).get());
        } catch (KubernetesClientException e) {
            if (e.getCode() == 404) {
                return Optional.empty();
            }
            throw rejected("read", id, e);
        }
    }

    private void awaitEstablished(List<String> crdNames, WaitControl control) {
        ObjectIdentity probe = new ObjectIdentity(ObjectIdentity.CRD_API_VERSION, "CustomResourceDefinition", null, "-");
        wait.untilNoneMissing(crdNames.size() + " CRD(s) to be Established", control, () -> {
            List<String> pending = new ArrayList<>();
            for (String name : crdNames) {
                Optional<GenericKubernetesResource> crd = get(probe.inNamespace(null).withName(name));
                if (crd.isEmpty() || !conditionTrue(crd.get(), "Established")) {
                    pending.add(name);
                }
            }
            return pending.isEmpty() ? Optional.empty() : Optional.of("not yet Established: " + String.join(", ", pending));
        });
        discovery.forget(client.getConfiguration()); // the new kinds are served now
    }

    private ResourceDefinitionContext awaitServed(ObjectIdentity id, List<GenericKubernetesResource> batch,
                                                  WaitControl control) {
        Optional<ResourceDefinitionContext> kind = lookup(id, batch, false);
        if (kind.isPresent()) {
            return kind.get();
        }
        return wait.until("kind " + id.kind() + " (" + id.apiVersion() + ") to be served", control,
                () -> lookup(id, batch, true).map(PollOutcome::done)
                        .orElseGet(() -> PollOutcome.pending("the cluster does not serve it; install the CRD that defines it")));
    }

    /**
     * The kind's REST mapping from discovery ({@code refresh} re-reads it), else from a CRD in
     * {@code batch} that defines it (not served until applied, but its scope is known).
     */
    private Optional<ResourceDefinitionContext> lookup(ObjectIdentity id, List<GenericKubernetesResource> batch,
                                                       boolean refresh) {
        if (refresh) {
            discovery.forget(client.getConfiguration(), id.apiVersion());
        }
        List<APIResource> served = discovery.resources(client.getConfiguration(), id.apiVersion(), this::discover);
        for (APIResource r : served) {
            if (r.getKind().equals(id.kind()) && !r.getName().contains("/")) {
                return Optional.of(ResourceDefinitionContext.fromApiResource(id.apiVersion(), r));
            }
        }
        return definedInBatch(id, batch);
    }

    /** The kind as a CRD among {@code batch} defines it. */
    private static Optional<ResourceDefinitionContext> definedInBatch(ObjectIdentity id,
                                                                      List<GenericKubernetesResource> batch) {
        for (GenericKubernetesResource object : batch) {
            ObjectIdentity other = ObjectIdentity.of(object);
            if (other.isCrd()) {
                CrdNames names = CrdNames.of(object);
                if (names.defines(id)) {
                    return Optional.of(new ResourceDefinitionContext.Builder().withGroup(id.group())
                            .withVersion(id.version()).withKind(id.kind()).withPlural(names.plural())
                            .withNamespaced(names.namespaced()).build());
                }
            }
        }
        return Optional.empty();
    }

    /** A built-in kind as fabric8's model registers it (plural and scope from its class), without a cluster. */
    private static Optional<ResourceDefinitionContext> builtInKind(ObjectIdentity id) {
        Class<? extends io.fabric8.kubernetes.api.model.KubernetesResource> type =
                BuiltInKinds.MODEL.getRegisteredKubernetesResource(id.apiVersion(), id.kind());
        if (type == null || type == GenericKubernetesResource.class
                || !io.fabric8.kubernetes.api.model.HasMetadata.class.isAssignableFrom(type)) {
            return Optional.empty();
        }
        @SuppressWarnings("unchecked")
        Class<? extends io.fabric8.kubernetes.api.model.HasMetadata> resource =
                (Class<? extends io.fabric8.kubernetes.api.model.HasMetadata>) type;
        return Optional.of(ResourceDefinitionContext.fromResourceType(resource));
    }

    private List<APIResource> discover(String apiVersion) {
        try {
            APIResourceList list = client.getApiResources(apiVersion);
            return list == null || list.getResources() == null ? List.of() : list.getResources();
        } catch (KubernetesClientException e) {
            if (e.getCode() == 404) {
                return List.of();
            }
            throw new KubeOperationException("API discovery of " + apiVersion + " failed: "
                    + KubeApiFailure.describe(e), e);
        }
    }

    private static ObjectIdentity placed(ObjectIdentity written, ResourceDefinitionContext kind, String defaultNamespace) {
        if (!kind.isNamespaceScoped()) {
            return written.inNamespace(null);
        }
        if (written.namespace() != null) {
            return written;
        }
        if (defaultNamespace == null) {
            throw new KubeOperationException(written + " is namespaced but names no namespace; set metadata.namespace "
                    + "or the default namespace");
        }
        return written.inNamespace(defaultNamespace);
    }

    private NonNamespaceOperation<GenericKubernetesResource, GenericKubernetesResourceList,
            Resource<GenericKubernetesResource>> resource(ResourceDefinitionContext kind, ObjectIdentity id) {
        MixedOperation<GenericKubernetesResource, GenericKubernetesResourceList, Resource<GenericKubernetesResource>> op =
                client.genericKubernetesResources(kind);
        return kind.isNamespaceScoped() ? op.inNamespace(id.namespace()) : op;
    }

    private static GenericKubernetesResource withNamespace(GenericKubernetesResource object, String namespace) {
        GenericKubernetesResource copy = Manifests.toObject(Manifests.toMap(object));
        copy.getMetadata().setNamespace(namespace);
        return copy;
    }

    @SuppressWarnings("unchecked")
    static boolean conditionTrue(GenericKubernetesResource object, String type) {
        Object status = object.getAdditionalProperties().get("status");
        if (!(status instanceof Map<?, ?> s) || !(s.get("conditions") instanceof List<?> conditions)) {
            return false;
        }
        for (Object c : conditions) {
            if (c instanceof Map<?, ?> m && type.equals(m.get("type")) && "True".equals(m.get("status"))) {
                return true;
            }
        }
        return false;
    }

    private static KubeOperationException rejected(String verb, ObjectIdentity id, KubernetesClientException e) {
        String reason = e.getStatus() != null && e.getStatus().getMessage() != null ? e.getStatus().getMessage()
                : e.getMessage();
        if (e.getCode() == 409 && "apply".equals(verb)) {
            return new KubeOperationException("apply of " + id + " conflicts with another field manager: " + reason
                    + "; remove the field from the other manager's writes, or take it over deliberately with "
                    + "forceConflicts", e);
        }
        return new KubeOperationException(verb + " of " + id + " failed: " + KubeApiFailure.describe(e), e);
    }

    /** The names a CRD manifest defines. */
    record CrdNames(String group, String kind, String plural, boolean namespaced, List<String> versions) {
        @SuppressWarnings("unchecked")
        static CrdNames of(GenericKubernetesResource crd) {
            Map<String, Object> spec = (Map<String, Object>) crd.getAdditionalProperties().getOrDefault("spec", Map.of());
            Map<String, Object> names = (Map<String, Object>) spec.getOrDefault("names", Map.of());
            List<String> versions = new ArrayList<>();
            if (spec.get("versions") instanceof List<?> list) {
                for (Object v : list) {
                    if (v instanceof Map<?, ?> m && m.get("name") instanceof String name) {
                        versions.add(name);
                    }
                }
            }
            return new CrdNames(String.valueOf(spec.get("group")), String.valueOf(names.get("kind")),
                    String.valueOf(names.get("plural")), "Namespaced".equals(spec.get("scope")), versions);
        }

        boolean defines(ObjectIdentity id) {
            return group.equals(id.group()) && kind.equals(id.kind()) && versions.contains(id.version());
        }
    }
}

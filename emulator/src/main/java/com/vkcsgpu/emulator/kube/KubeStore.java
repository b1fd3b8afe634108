package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The object store of one emulated cluster, and the Java API simulations build on (a simulated
 * kubelet, scheduler or GPU Operator reads, writes and watches here exactly what HTTP clients
 * see). Objects are Gson trees; every method hands out copies.
 *
 * <p>Semantics follow the real API server: one monotonic resourceVersion for the cluster,
 * {@code generation} bumped on changes outside metadata and status, uid and creationTimestamp
 * set on create, optimistic concurrency on a stale resourceVersion (409 Conflict), finalizers
 * delaying deletion, namespace deletion removing the namespace's objects, CRDs becoming servable
 * kinds (Established) when created. A bounded change history serves watches from a
 * resourceVersion; older versions answer 410 Expired so informers re-list.
 *
 * <p>Every write is admitted as kube-apiserver admits it: unknown fields dropped (reported per
 * the request's {@code fieldValidation}), custom resources pruned and defaulted by their CRD's
 * structural schema, and validated ({@link BuiltinValidation}, {@link StructuralSchema}; 422
 * Invalid listing every error). Pods are deleted gracefully: {@code deletionTimestamp} and a
 * MODIFIED event first, gone after their grace period times the time scale.
 */
public final class KubeStore {
    private static final int HISTORY_LIMIT = 4096;
    /** {@code terminationGracePeriodSeconds}' default (core/v1 types.go). */
    private static final long DEFAULT_GRACE_SECONDS = 30;
    private static final Logger LOG = Logger.getLogger(KubeStore.class.getName());

    private final ResourceRegistry registry = new ResourceRegistry();
    /** storageKey -> "namespace/name" -> object. */
    private final Map<String, TreeMap<String, JsonObject>> objects = new ConcurrentHashMap<>();
    private final Deque<Change> history = new ArrayDeque<>();
    private final List<Subscription> subscriptions = new CopyOnWriteArrayList<>();
    private final Map<String, String> podLogs = new ConcurrentHashMap<>();
    private final ExecutorService dispatcher;
    private final ScheduledExecutorService graceTimers;
    private final double timeScale;
    private long resourceVersion = 1;
    private long compactedThrough = 0;
    private int historyLimit = HISTORY_LIMIT;
    /** The options of the HTTP request served under the lock; simulations get {@link RequestOptions#internal()}. */
    private RequestOptions request = RequestOptions.internal();

    private record Change(String storageKey, String type, JsonObject before, JsonObject after, long version) {}

    /** @param timeScale multiplies grace periods (1.0 = real seconds; the emulator's {@code --time-scale}) */
    KubeStore(String clusterName, double timeScale) {
        if (!(timeScale > 0)) {
            throw new IllegalArgumentException("time scale must be positive, got " + timeScale);
        }
        this.timeScale = timeScale;
        this.dispatcher = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "kube-events-" + clusterName);
            thread.setDaemon(true);
            return thread;
        });
        this.graceTimers = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "kube-grace-" + clusterName);
            thread.setDaemon(true);
            return thread;
        });
        for (String namespace : List.of("default", "kube-system", "kube-public", "kube-node-lease")) {
            JsonObject object = new JsonObject();
            Json.metadata(object).addProperty("name", namespace);
            create(BuiltinTypes.NAMESPACE, null, object, WriteScope.ALL, "kube-apiserver");
        }
        // A real cluster's bootstrap is long compacted: a watch from resourceVersion=1 is 410 Expired, not a replay.
        compactedThrough = resourceVersion;
    }

    /**
     * An admission webhook the API server calls before storing a new object (clients' and simulations' creates alike,
     * dry runs included), in the order they were added: it may change the object (a mutating webhook) or refuse it by
     * throwing the {@link KubeApiException} to answer (a validating one).
     */
    public interface AdmissionWebhook {
        void admitCreate(ResourceType type, JsonObject object);
    }

    private final List<AdmissionWebhook> webhooks = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Calls {@code webhook} on every create from now on. */
    public void addAdmissionWebhook(AdmissionWebhook webhook) {
        webhooks.add(webhook);
    }

    /** The kinds served right now. */
    public ResourceRegistry registry() {
        return registry;
    }

    /** The served type of {@code kind} at {@code apiVersion}, or an IllegalArgumentException. */
    public ResourceType type(String apiVersion, String kind) {
        return registry.findKind(apiVersion, kind).orElseThrow(() -> new IllegalArgumentException(
                "kind " + kind + " is not served at " + apiVersion + "; create its CRD first"));
    }

    /** Runs one HTTP request's store calls with its options, under the store lock. */
    synchronized <T> T during(RequestOptions options, Supplier<T> call) {
        RequestOptions previous = request;
        request = options;
        try {
            return call.get();
        } finally {
            request = previous;
        }
    }

    /**
     * Keeps only the last {@code changes} changes for watches (default 4096): a watch from an
     * older resourceVersion gets 410 Expired. Tests shrink it to provoke re-lists.
     */
    public synchronized void setHistoryLimit(int changes) {
        if (changes < 1) {
            throw new IllegalArgumentException("the history must keep at least one change, got " + changes);
        }
        historyLimit = changes;
        trimHistory();
    }

    /** The current cluster-wide resourceVersion. */
    public synchronized String resourceVersion() {
        return Long.toString(resourceVersion);
    }

    public synchronized Optional<JsonObject> get(ResourceType type, String namespace, String name) {
        JsonObject object = bucket(type).get(key(type, namespace, name));
        return Optional.ofNullable(object).map(o -> servedAs(type, o));
    }

    /** Objects of {@code type} in {@code namespace} (null: all namespaces) matching both selectors. */
    public synchronized List<JsonObject> list(ResourceType type, String namespace, LabelSelector labels,
            FieldSelector fields) {
        List<JsonObject> result = new ArrayList<>();
        for (JsonObject object : bucket(type).values()) {
            if (matches(object, namespace, labels, fields)) {
                result.add(servedAs(type, object));
            }
        }
        return result;
    }

    /** Creates an object (POST); at {@link WriteScope#MAIN} status is dropped for status-subresource kinds. */
    public synchronized JsonObject create(ResourceType type, String namespace, JsonObject object, WriteScope scope,
            String manager) {
        JsonObject candidate = object.deepCopy();
        JsonObject metadata = Json.metadata(candidate);
        String name = Json.string(metadata, "name");
        if ((name == null || name.isEmpty()) && Json.string(metadata, "generateName") != null) {
            name = Json.string(metadata, "generateName") + UUID.randomUUID().toString().substring(0, 5);
            metadata.addProperty("name", name);
        }
        if (name == null || name.isEmpty()) {
            throw KubeApiException.invalid(type, "", "metadata.name: Required value: name or generateName is required");
        }
        String effectiveNamespace = checkNamespace(type, namespace, Json.string(metadata, "namespace"), name);
        if (bucket(type).containsKey(key(type, effectiveNamespace, name))) {
            throw KubeApiException.alreadyExists(type, name);
        }
        if (scope == WriteScope.MAIN && type.statusSubresource()) {
            candidate.remove("status");
        }
        candidate.addProperty("apiVersion", type.apiVersion());
        candidate.addProperty("kind", type.kind());
        if (effectiveNamespace != null) {
            metadata.addProperty("namespace", effectiveNamespace);
        }
        metadata.addProperty("uid", UUID.randomUUID().toString());
        metadata.addProperty("creationTimestamp", now());
        metadata.addProperty("generation", 1);
        metadata.remove("deletionTimestamp");
        metadata.remove("deletionGracePeriodSeconds");
        metadata.remove("managedFields");
        applyServerDefaults(type, candidate);
        admit(type, candidate);
        for (AdmissionWebhook webhook : webhooks) {
            webhook.admitCreate(type, candidate);
        }
        ManagedFields.recordUpdate(type, schemaOf(type), null, candidate, scope, manager);
        return servedAs(type, commit(type, null, candidate));
    }

    /**
     * Replaces an object (PUT) at {@code scope}. A resourceVersion in the body must match the
     * stored one (409 Conflict otherwise); none means an unconditional update.
     */
    public synchronized JsonObject update(ResourceType type, String namespace, String name, JsonObject object,
            WriteScope scope, String manager) {
        JsonObject existing = existing(type, namespace, name);
        return servedAs(type, write(type, existing, object.deepCopy(), scope, manager));
    }

    /** Patches an object with a JSON, merge or strategic merge patch at {@code scope}. */
    public synchronized JsonObject patch(ResourceType type, String namespace, String name, PatchType patchType,
            String body, WriteScope scope, String manager) {
        JsonObject existing = existing(type, namespace, name);
        if (patchType == PatchType.STRATEGIC && !BuiltinTypes.ALL.contains(type)) {
            // Custom resources have no patch strategies (apiextensions-apiserver serves them without SMP).
            throw new KubeApiException(415, "UnsupportedMediaType", "the body of the request was in an unknown"
                    + " format - accepted media types include: application/json-patch+json,"
                    + " application/merge-patch+json, application/apply-patch+yaml", null);
        }
        JsonObject patched = Patches.apply(patchType, schemaOf(type), existing.deepCopy(), body);
        return servedAs(type, write(type, existing, patched, scope, manager));
    }

    /**
     * Server-side apply: creates the object when missing, else merges {@code config} owned by
     * {@code manager}; conflicts with other managers' fields fail with 409 unless {@code force}.
     */
    public synchronized JsonObject apply(ResourceType type, String namespace, String name, JsonObject config,
            WriteScope scope, String manager, boolean force) {
        if (manager == null || manager.isEmpty()) {
            throw KubeApiException.badRequest(
                    "PATCH with application/apply-patch+yaml requires the fieldManager query parameter");
        }
        String bodyName = Json.name(config);
        if (bodyName != null && !bodyName.equals(name)) {
            throw KubeApiException.badRequest("the name of the object (" + bodyName
                    + ") does not match the name on the URL (" + name + ")");
        }
        JsonObject existing = bucket(type).get(key(type, checkNamespace(type, namespace,
                Json.namespace(config), name), name));
        config = config.deepCopy();
        reportUnknownFields(pruneUnknown(type, config));
        if (existing == null) {
            if (scope == WriteScope.STATUS) {
                throw KubeApiException.notFound(type, name);
            }
            JsonObject merged = ManagedFields.apply(type, schemaOf(type), null, config, scope, manager, force);
            Json.metadata(merged).addProperty("name", name);
            JsonElement managed = Json.metadata(merged).remove("managedFields");
            JsonObject created = create(type, namespace, merged, scope, manager);
            JsonObject stored = request.dryRun() ? created : bucket(type).get(key(type, Json.namespace(created), name));
            Json.metadata(stored).add("managedFields", managed);
            return servedAs(type, stored);
        }
        JsonObject merged = ManagedFields.apply(type, schemaOf(type), existing, config, scope, manager, force);
        return servedAs(type, write(type, existing, merged, scope, null));
    }

    /**
     * Edits an object in place under the store lock (no conflicts possible): what a simulated
     * controller or kubelet uses to change status, labels or anything else.
     */
    public synchronized JsonObject edit(ResourceType type, String namespace, String name, String manager,
            UnaryOperator<JsonObject> editor) {
        JsonObject existing = existing(type, namespace, name);
        JsonObject edited = editor.apply(existing.deepCopy());
        Json.metadata(edited).remove("resourceVersion");
        if (sameIgnoringVersion(existing, edited)) {
            // Nothing changed: a no-op, as an update that changes nothing is on kube-apiserver (the simulated
            // controllers re-assert their state on every pass).
            return servedAs(type, existing);
        }
        return servedAs(type, write(type, existing, edited, WriteScope.ALL, manager));
    }

    /**
     * Deletes an object as the real server does. With finalizers it only gets a
     * deletionTimestamp and goes once they are removed. A pod bound to a node and not finished is
     * deleted gracefully: {@code deletionTimestamp} and {@code deletionGracePeriodSeconds} (the
     * request's {@code gracePeriodSeconds}, else {@code spec.terminationGracePeriodSeconds}, else 30)
     * and a MODIFIED event, then it goes after the grace period times the time scale (the kubelet's
     * part); a second delete may shorten the period, 0 removes it at once. Deleting a namespace
     * deletes its objects; deleting a CRD stops serving its kind. {@code propagationPolicy: Orphan}
     * first removes the object from its dependents' ownerReferences. Returns the object as last seen.
     */
    public synchronized JsonObject delete(ResourceType type, String namespace, String name) {
        JsonObject existing = existing(type, namespace, name);
        if (request.orphan()) {
            orphanDependents(existing);
        }
        JsonArray finalizers = finalizers(existing);
        if (finalizers != null && !finalizers.isEmpty()) {
            if (Json.metadata(existing).has("deletionTimestamp")) {
                return servedAs(type, existing);
            }
            return servedAs(type, commit(type, existing, markDeleted(existing, 0)));
        }
        long grace = gracePeriod(type, existing);
        if (grace <= 0) {
            return servedAs(type, remove(type, existing));
        }
        JsonElement current = Json.metadata(existing).get("deletionGracePeriodSeconds");
        if (current != null && current.getAsLong() <= grace) {
            return servedAs(type, existing);
        }
        JsonObject marked = commit(type, existing, markDeleted(existing, grace));
        if (!request.dryRun()) {
            String uid = Owners.uid(existing);
            graceTimers.schedule(() -> finishGracefulDeletion(type, Json.namespace(existing), name, uid, grace),
                    Math.max(1L, (long) (grace * 1000 * timeScale)), TimeUnit.MILLISECONDS);
        }
        return servedAs(type, marked);
    }

    /** The grace period a delete gets: 0 (immediate) for everything but running pods. */
    private long gracePeriod(ResourceType type, JsonObject object) {
        if (!type.equals(BuiltinTypes.POD) || FieldSelector.valueAt(object, "spec.nodeName").isEmpty()
                || List.of("Succeeded", "Failed").contains(FieldSelector.valueAt(object, "status.phase"))) {
            return 0;
        }
        if (request.gracePeriodSeconds() != null) {
            return request.gracePeriodSeconds();
        }
        JsonElement own = Json.childOrNull(object, "spec") == null ? null
                : Json.childOrNull(object, "spec").get("terminationGracePeriodSeconds");
        return own != null && own.isJsonPrimitive() ? own.getAsLong() : DEFAULT_GRACE_SECONDS;
    }

    private static JsonObject markDeleted(JsonObject existing, long grace) {
        JsonObject marked = existing.deepCopy();
        JsonObject metadata = Json.metadata(marked);
        metadata.addProperty("deletionTimestamp",
                Instant.now().plusSeconds(grace).truncatedTo(ChronoUnit.SECONDS).toString());
        metadata.addProperty("deletionGracePeriodSeconds", grace);
        return marked;
    }

    /** The kubelet's final delete of a terminated pod, unless the pod was replaced or shortened meanwhile. */
    private synchronized void finishGracefulDeletion(ResourceType type, String namespace, String name, String uid,
            long grace) {
        JsonObject object = bucket(type).get(key(type, namespace, name));
        if (object == null || !uid.equals(Owners.uid(object))) {
            return;
        }
        JsonElement period = Json.metadata(object).get("deletionGracePeriodSeconds");
        if (period == null || period.getAsLong() != grace) {
            return;
        }
        JsonArray finalizers = finalizers(object);
        if (finalizers == null || finalizers.isEmpty()) {
            remove(type, object);
        } else {
            JsonObject expired = object.deepCopy();
            Json.metadata(expired).addProperty("deletionGracePeriodSeconds", 0);
            commit(type, object, expired);
        }
    }

    /** What {@code propagationPolicy: Orphan} does before the owner goes: dependents lose the reference. */
    private void orphanDependents(JsonObject owner) {
        String uid = Owners.uid(owner);
        for (ResourceType served : registry.all()) {
            if (!registry.versionsOf(served.storageKey()).get(0).equals(served)) {
                continue;
            }
            for (JsonObject dependent : List.copyOf(bucket(served).values())) {
                if (Owners.isOwnedBy(dependent, uid)) {
                    JsonObject orphaned = dependent.deepCopy();
                    JsonArray kept = new JsonArray();
                    Json.metadata(orphaned).getAsJsonArray("ownerReferences").forEach(reference -> {
                        if (!uid.equals(Json.string(reference.getAsJsonObject(), "uid"))) {
                            kept.add(reference);
                        }
                    });
                    if (kept.isEmpty()) {
                        Json.metadata(orphaned).remove("ownerReferences");
                    } else {
                        Json.metadata(orphaned).add("ownerReferences", kept);
                    }
                    ManagedFields.recordUpdate(served, schemaOf(served), dependent, orphaned, WriteScope.ALL,
                            GarbageCollector.MANAGER);
                    commit(served, dependent, orphaned);
                }
            }
        }
    }

    /** Deletes every object of {@code type} in {@code namespace} (null: all) matching the selectors. */
    public synchronized List<JsonObject> deleteCollection(ResourceType type, String namespace, LabelSelector labels,
            FieldSelector fields) {
        List<JsonObject> deleted = new ArrayList<>();
        for (JsonObject object : List.copyOf(bucket(type).values())) {
            if (matches(object, namespace, labels, fields)) {
                deleted.add(delete(type, Json.namespace(object), Json.name(object)));
            }
        }
        return deleted;
    }

    /** The log text of a pod (what {@code pods/log} returns); empty when none was set. */
    public String podLog(String namespace, String name) {
        return podLogs.getOrDefault(namespace + "/" + name, "");
    }

    /** Sets the log text a simulated container wrote. */
    public void setPodLog(String namespace, String name, String text) {
        podLogs.put(namespace + "/" + name, text);
    }

    /**
     * Subscribes a simulation to changes of {@code type}: it first receives ADDED for every
     * existing object, then each change, in order, on one event thread per cluster (listeners
     * may write to the store; they must return quickly). Close the result to stop.
     */
    public AutoCloseable subscribe(ResourceType type, Consumer<WatchEvent> listener) {
        Subscription subscription;
        synchronized (this) {
            subscription = watch(type, null, LabelSelector.ALL, FieldSelector.ALL, null,
                    event -> dispatcher.execute(() -> deliver(listener, event)), () -> {});
        }
        return subscription::close;
    }

    private static void deliver(Consumer<WatchEvent> listener, WatchEvent event) {
        try {
            listener.accept(event);
        } catch (KubeApiException e) {
            // The object changed or went away meanwhile; a later event brings the current state.
            LOG.log(Level.FINE, "simulation skipped a stale event: " + e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "simulation listener failed", e);
        }
    }

    /**
     * Starts a watch for the HTTP layer: events are handed to {@code sink} under the store lock,
     * in order. {@code fromVersion} null, empty or "0" first replays the current objects as
     * ADDED; a version older than the kept history throws 410 Expired.
     */
    synchronized Subscription watch(ResourceType type, String namespace, LabelSelector labels, FieldSelector fields,
            String fromVersion, Consumer<WatchEvent> sink, Runnable onClose) {
        Subscription subscription = new Subscription(type, namespace, labels, fields, sink, onClose);
        if (fromVersion == null || fromVersion.isEmpty() || fromVersion.equals("0")) {
            for (JsonObject object : bucket(type).values()) {
                if (matches(object, namespace, labels, fields)) {
                    sink.accept(new WatchEvent("ADDED", servedAs(type, object)));
                }
            }
        } else {
            long from = parseVersion(fromVersion);
            if (from < compactedThrough) {
                throw KubeApiException.gone("too old resource version: " + from + " (" + compactedThrough + ")");
            }
            for (Change change : history) {
                if (change.version() > from) {
                    subscription.offer(change);
                }
            }
        }
        subscriptions.add(subscription);
        return subscription;
    }

    /** Forgets the change history, so watches from any earlier resourceVersion get 410 Expired. */
    public synchronized void compactHistory() {
        history.clear();
        compactedThrough = resourceVersion;
    }

    /** Ends every open watch, as an API server restart would; clients reconnect. */
    public void closeAllWatches() {
        subscriptions.forEach(Subscription::close);
    }

    void shutdown() {
        closeAllWatches();
        dispatcher.shutdownNow();
        graceTimers.shutdownNow();
    }

    /** A registered watcher: selectors plus a sink; closing unregisters and notifies. */
    final class Subscription {
        private final ResourceType type;
        private final String namespace;
        private final LabelSelector labels;
        private final FieldSelector fields;
        private final Consumer<WatchEvent> sink;
        private final Runnable onClose;
        private volatile boolean closed;

        private Subscription(ResourceType type, String namespace, LabelSelector labels, FieldSelector fields,
                Consumer<WatchEvent> sink, Runnable onClose) {
            this.type = type;
            this.namespace = namespace;
            this.labels = labels;
            this.fields = fields;
            this.sink = sink;
            this.onClose = onClose;
        }

        /** Translates a change into what this watcher sees: moving into or out of its selection is ADDED/DELETED. */
        private void offer(Change change) {
            if (closed || !change.storageKey().equals(type.storageKey())) {
                return;
            }
            boolean before = change.before() != null && matches(change.before(), namespace, labels, fields);
            boolean after = change.after() != null && matches(change.after(), namespace, labels, fields);
            JsonObject last = change.after() != null ? change.after() : change.before();
            String eventType;
            if (change.type().equals("DELETED")) {
                eventType = before ? "DELETED" : null;
            } else if (before && after) {
                eventType = "MODIFIED";
            } else if (after) {
                eventType = "ADDED";
            } else if (before) {
                eventType = "DELETED";
            } else {
                eventType = null;
            }
            if (eventType != null) {
                sink.accept(new WatchEvent(eventType, servedAs(type, last)));
            }
        }

        void close() {
            if (!closed) {
                closed = true;
                subscriptions.remove(this);
                onClose.run();
            }
        }
    }

    private JsonObject write(ResourceType type, JsonObject existing, JsonObject candidate, WriteScope scope,
            String manager) {
        String name = Json.name(existing);
        JsonObject candidateMeta = Json.metadata(candidate);
        String expectedVersion = Json.string(candidateMeta, "resourceVersion");
        if (expectedVersion != null && !expectedVersion.isEmpty()
                && !expectedVersion.equals(Json.string(Json.metadata(existing), "resourceVersion"))) {
            throw KubeApiException.conflict(type, name,
                    "the object has been modified; please apply your changes to the latest version and try again");
        }
        String bodyName = Json.string(candidateMeta, "name");
        if (bodyName != null && !bodyName.equals(name)) {
            throw KubeApiException.badRequest("the name of the object (" + bodyName
                    + ") does not match the name on the URL (" + name + ")");
        }
        JsonObject result;
        if (scope == WriteScope.STATUS) {
            result = existing.deepCopy();
            JsonElement status = candidate.get("status");
            if (status == null) {
                result.remove("status");
            } else {
                result.add("status", status.deepCopy());
            }
        } else {
            result = candidate;
            if (scope == WriteScope.MAIN && type.statusSubresource()) {
                JsonElement status = existing.get("status");
                if (status == null) {
                    result.remove("status");
                } else {
                    result.add("status", status.deepCopy());
                }
            }
        }
        JsonElement appliedFields = candidateMeta.get("managedFields");
        JsonObject oldMeta = Json.metadata(existing);
        JsonObject newMeta = Json.metadata(result);
        for (String serverOwned : List.of("name", "namespace", "uid", "creationTimestamp", "deletionTimestamp",
                "deletionGracePeriodSeconds", "generation", "managedFields")) {
            JsonElement value = oldMeta.get(serverOwned);
            if (value == null) {
                newMeta.remove(serverOwned);
            } else {
                newMeta.add(serverOwned, value.deepCopy());
            }
        }
        if (manager == null && appliedFields != null) {
            newMeta.add("managedFields", appliedFields.deepCopy());
        }
        result.addProperty("apiVersion", type.apiVersion());
        result.addProperty("kind", type.kind());
        if (specChanged(existing, result)) {
            newMeta.addProperty("generation", oldMeta.get("generation").getAsLong() + 1);
        }
        applyServerDefaults(type, result);
        admit(type, result);
        if (manager != null) {
            ManagedFields.recordUpdate(type, schemaOf(type), existing, result, scope, manager);
        }
        JsonObject stored = commit(type, existing, result);
        JsonArray finalizers = finalizers(stored);
        JsonElement grace = Json.metadata(stored).get("deletionGracePeriodSeconds");
        if (Json.metadata(stored).has("deletionTimestamp") && (finalizers == null || finalizers.isEmpty())
                && (grace == null || grace.getAsLong() == 0)) {
            // The last finalizer went (a pod still in its grace period stays until it ends).
            return remove(type, stored);
        }
        return stored;
    }

    /** Stores a new state, bumps the resourceVersion and notifies watchers; a no-op write changes nothing. */
    private JsonObject commit(ResourceType type, JsonObject before, JsonObject after) {
        if (before != null && sameIgnoringVersion(before, after)) {
            return before;
        }
        if (request.dryRun()) {
            return after;
        }
        resourceVersion++;
        Json.metadata(after).addProperty("resourceVersion", Long.toString(resourceVersion));
        bucket(type).put(key(type, Json.namespace(after), Json.name(after)), after);
        record(new Change(type.storageKey(), before == null ? "ADDED" : "MODIFIED", before, after, resourceVersion));
        if (type.equals(BuiltinTypes.CRD)) {
            registry.register(CustomResources.servedTypes(after));
        }
        return after;
    }

    private JsonObject remove(ResourceType type, JsonObject existing) {
        if (request.dryRun()) {
            return existing.deepCopy();
        }
        if (type.equals(BuiltinTypes.NAMESPACE)) {
            String namespace = Json.name(existing);
            for (ResourceType served : registry.all()) {
                if (served.namespaced() && registry.versionsOf(served.storageKey()).get(0).equals(served)) {
                    for (JsonObject object : List.copyOf(bucket(served).values())) {
                        if (namespace.equals(Json.namespace(object))) {
                            remove(served, object);
                        }
                    }
                }
            }
        }
        if (type.equals(BuiltinTypes.CRD)) {
            for (ResourceType served : CustomResources.servedTypes(existing)) {
                for (JsonObject object : List.copyOf(bucket(served).values())) {
                    remove(served, object);
                }
                registry.unregister(served.storageKey());
                break;
            }
        }
        bucket(type).remove(key(type, Json.namespace(existing), Json.name(existing)));
        resourceVersion++;
        JsonObject last = existing.deepCopy();
        Json.metadata(last).addProperty("resourceVersion", Long.toString(resourceVersion));
        record(new Change(type.storageKey(), "DELETED", existing, last, resourceVersion));
        return last;
    }

    private void record(Change change) {
        history.addLast(change);
        trimHistory();
        for (Subscription subscription : subscriptions) {
            subscription.offer(change);
        }
    }

    /** The list types (and, for custom resources, the structural schema) of {@code type}'s objects. */
    ObjectSchema schemaOf(ResourceType type) {
        if (BuiltinTypes.ALL.contains(type)) {
            return BuiltinSchemas.of(type);
        }
        JsonObject crd = bucket(BuiltinTypes.CRD).get(type.plural() + "." + type.group());
        return crd == null ? ObjectSchema.ATOMIC : StructuralSchema.of(crd, type.version());
    }

    private void trimHistory() {
        while (history.size() > historyLimit) {
            compactedThrough = history.removeFirst().version();
        }
    }

    /**
     * What admission does to every object written: drop unknown fields, default and validate
     * custom resources by their CRD's schema, validate built-in fields; 422 with every error.
     */
    private void admit(ResourceType type, JsonObject object) {
        reportUnknownFields(pruneUnknown(type, object));
        List<String> errors = new ArrayList<>();
        if (schemaOf(type) instanceof StructuralSchema schema) {
            schema.applyDefaults(object);
            BuiltinValidation.validateName(type, Json.name(object), errors);
            errors.addAll(schema.validate(object));
        } else {
            errors.addAll(BuiltinValidation.validate(type, object));
        }
        if (!errors.isEmpty()) {
            throw KubeApiException.invalid(type, Json.name(object), errors);
        }
    }

    /** Drops the fields {@code type}'s schema does not declare, returning their paths. */
    private List<String> pruneUnknown(ResourceType type, JsonObject object) {
        List<String> unknown = new ArrayList<>(BuiltinSchemas.pruneUnknown(type, object));
        if (schemaOf(type) instanceof StructuralSchema schema) {
            unknown.addAll(schema.prune(object));
        }
        return unknown;
    }

    /** {@code fieldValidation}: Strict refuses unknown fields (400), Warn reports them, Ignore says nothing. */
    private void reportUnknownFields(List<String> unknown) {
        if (unknown.isEmpty() || request.fieldValidation() == RequestOptions.FieldValidation.IGNORE) {
            return;
        }
        List<String> messages = unknown.stream().map(path -> "unknown field \"" + path + "\"").toList();
        if (request.fieldValidation() == RequestOptions.FieldValidation.STRICT) {
            throw KubeApiException.badRequest("strict decoding error: " + String.join(", ", messages));
        }
        request.warnings().addAll(messages);
    }

    private void applyServerDefaults(ResourceType type, JsonObject object) {
        if (type.equals(BuiltinTypes.NAMESPACE)) {
            Json.child(object, "status").addProperty("phase", "Active");
            Json.metadata(object).add("labels", labelsWith(object, "kubernetes.io/metadata.name", Json.name(object)));
        } else if (type.equals(BuiltinTypes.POD) && Json.string(Json.childOrNull(object, "status"), "phase") == null) {
            Json.child(object, "status").addProperty("phase", "Pending");
        } else if (type.equals(BuiltinTypes.CRD)) {
            CustomResources.establish(object);
        }
    }

    private static JsonObject labelsWith(JsonObject object, String key, String value) {
        JsonObject labels = Json.child(Json.metadata(object), "labels");
        labels.addProperty(key, value);
        return labels;
    }

    private String checkNamespace(ResourceType type, String urlNamespace, String bodyNamespace, String name) {
        if (!type.namespaced()) {
            return null;
        }
        String namespace = urlNamespace != null ? urlNamespace : bodyNamespace;
        if (namespace == null || namespace.isEmpty()) {
            namespace = "default";
        }
        if (urlNamespace != null && bodyNamespace != null && !bodyNamespace.isEmpty()
                && !bodyNamespace.equals(urlNamespace)) {
            throw KubeApiException.badRequest("the namespace of the provided object (" + bodyNamespace
                    + ") does not match the namespace sent on the request (" + urlNamespace + ")");
        }
        if (!bucket(BuiltinTypes.NAMESPACE).containsKey(key(BuiltinTypes.NAMESPACE, null, namespace))) {
            throw new KubeApiException(404, "NotFound", "namespaces \"" + namespace + "\" not found", null);
        }
        return namespace;
    }

    private JsonObject existing(ResourceType type, String namespace, String name) {
        JsonObject object = bucket(type).get(key(type, namespace, name));
        if (object == null) {
            throw KubeApiException.notFound(type, name);
        }
        return object;
    }

    private TreeMap<String, JsonObject> bucket(ResourceType type) {
        return objects.computeIfAbsent(type.storageKey(), k -> new TreeMap<>());
    }

    private static String key(ResourceType type, String namespace, String name) {
        return type.namespaced() ? (namespace == null ? "default" : namespace) + "/" + name : name;
    }

    private static boolean matches(JsonObject object, String namespace, LabelSelector labels, FieldSelector fields) {
        return (namespace == null || namespace.equals(Json.namespace(object)))
                && labels.matches(Json.labels(object)) && fields.matches(object);
    }

    /** A copy of a stored object with the apiVersion it is requested at (CRDs may serve several). */
    private static JsonObject servedAs(ResourceType type, JsonObject stored) {
        JsonObject copy = stored.deepCopy();
        copy.addProperty("apiVersion", type.apiVersion());
        return copy;
    }

    private static boolean specChanged(JsonObject before, JsonObject after) {
        JsonObject a = before.deepCopy();
        JsonObject b = after.deepCopy();
        for (JsonObject o : List.of(a, b)) {
            o.remove("metadata");
            o.remove("status");
            o.remove("apiVersion");
            o.remove("kind");
        }
        return !a.equals(b);
    }

    /**
     * Whether two states of an object differ only in their resourceVersion and the times of their managedFields
     * entries (a write that changes nothing else is a no-op, as on kube-apiserver). Compared in place: this runs on
     * every write.
     */
    private static boolean sameIgnoringVersion(JsonObject before, JsonObject after) {
        return sameMembers(before, after, null, (key, a, b) -> key.equals("metadata") && a.isJsonObject()
                && b.isJsonObject() ? sameMetadataIgnoringVersion(a.getAsJsonObject(), b.getAsJsonObject())
                : a.equals(b));
    }

    private static boolean sameMetadataIgnoringVersion(JsonObject before, JsonObject after) {
        return sameMembers(before, after, "resourceVersion",
                (key, a, b) -> key.equals("managedFields") ? sameIgnoringTimes(a, b) : a.equals(b));
    }

    private static boolean sameIgnoringTimes(JsonElement before, JsonElement after) {
        if (!before.isJsonArray() || !after.isJsonArray()) {
            return before.equals(after);
        }
        JsonArray a = before.getAsJsonArray();
        JsonArray b = after.getAsJsonArray();
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            JsonElement x = a.get(i);
            JsonElement y = b.get(i);
            boolean same = x.isJsonObject() && y.isJsonObject()
                    ? sameMembers(x.getAsJsonObject(), y.getAsJsonObject(), "time", (key, p, q) -> p.equals(q))
                    : x.equals(y);
            if (!same) {
                return false;
            }
        }
        return true;
    }

    /** How two values of the same member are compared. */
    private interface MemberComparison {
        boolean same(String key, JsonElement before, JsonElement after);
    }

    /**
     * Whether {@code before} and {@code after} have the same members, apart from {@code ignored} (null: none), each
     * pair of values compared by {@code comparison}.
     */
    private static boolean sameMembers(JsonObject before, JsonObject after, String ignored,
            MemberComparison comparison) {
        int ignoredCount = ignored == null ? 0 : (before.has(ignored) ? 1 : 0) - (after.has(ignored) ? 1 : 0);
        if (before.size() - after.size() != ignoredCount) {
            return false;
        }
        for (Map.Entry<String, JsonElement> member : before.entrySet()) {
            if (member.getKey().equals(ignored)) {
                continue;
            }
            JsonElement other = after.get(member.getKey());
            if (other == null || !comparison.same(member.getKey(), member.getValue(), other)) {
                return false;
            }
        }
        return true;
    }

    private static JsonArray finalizers(JsonObject object) {
        JsonElement finalizers = Json.metadata(object).get("finalizers");
        return finalizers != null && finalizers.isJsonArray() ? finalizers.getAsJsonArray() : null;
    }

    private static long parseVersion(String version) {
        try {
            return Long.parseLong(version);
        } catch (NumberFormatException e) {
            throw KubeApiException.badRequest("invalid resourceVersion \"" + version + "\": expected a number");
        }
    }

    static String now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    @Override
    public String toString() {
        return "KubeStore[rv=" + resourceVersion + "]";
    }
}

package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Field ownership in {@code metadata.managedFields}, and server-side apply on top of it.
 *
 * <p>An approximation of the real structured-merge-diff (kubernetes-sigs/structured-merge-diff):
 * a field is a path down to a leaf. Path elements are object keys, and items of associative lists
 * named as upstream names them in {@code fieldsV1}: {@code k:{"name":"driver"}} for
 * {@code listType=map} items (containers, env, ports, volumes, volumeMounts, CRD lists with
 * {@code x-kubernetes-list-map-keys}), {@code v:"value"} for {@code listType=set} items. Atomic
 * lists and empty objects are leaves. The kind's {@link ObjectSchema} says which list is which.
 * Apply then works as the real one does for the paths it sees: the applied object merges into
 * the live one; a path another manager owns with a different value is a conflict (409 naming
 * manager and field) unless {@code force} takes it over; paths this manager applied before and
 * omits now are removed unless someone else owns them (a list item goes when nobody owns any
 * field of it). Plain writes (create, update, patch) record an {@code Update} entry for the
 * paths whose values they changed, taking them over from other managers as the real server does.
 */
final class ManagedFields {
    /** Server-owned metadata that no manager tracks. */
    private static final Set<String> UNTRACKED_METADATA = Set.of("name", "namespace", "uid", "resourceVersion",
            "generation", "creationTimestamp", "deletionTimestamp", "managedFields", "selfLink");

    private ManagedFields() {}

    /** One manager's entry: who, how (Apply or Update), for which subresource, and the owned paths. */
    record Entry(String manager, String operation, String subresource, String apiVersion, String time,
            Set<List<String>> paths) {
        boolean sameOwner(String otherManager, String otherOperation, String otherSubresource) {
            return manager.equals(otherManager) && operation.equals(otherOperation)
                    && subresource.equals(otherSubresource);
        }
    }

    /**
     * Server-side apply of {@code config} by {@code manager} onto {@code live} (null when the
     * object does not exist yet). Returns the merged object with updated managedFields, or
     * throws 409 listing the conflicts.
     */
    static JsonObject apply(ResourceType type, ObjectSchema schema, JsonObject live, JsonObject config,
            WriteScope scope, String manager, boolean force) {
        String subresource = scope == WriteScope.STATUS ? "status" : "";
        JsonObject base = live == null ? new JsonObject() : live.deepCopy();
        List<Entry> entries = read(base);
        Set<List<String>> applied = paths(type, schema, config, scope);

        Entry previous = entries.stream().filter(e -> e.sameOwner(manager, "Apply", subresource)).findFirst()
                .orElse(null);
        List<String> conflicts = new ArrayList<>();
        for (Entry other : entries) {
            if (other == previous) {
                continue;
            }
            for (List<String> path : applied) {
                List<String> owned = overlapping(other.paths(), path);
                if (owned != null && !Objects.equals(valueAt(schema, base, owned), valueAt(schema, config, owned))) {
                    conflicts.add("conflict with \"" + other.manager() + "\""
                            + (other.operation().equals("Update") ? " using " + other.apiVersion() : "")
                            + ": " + render(owned));
                }
            }
        }
        if (!conflicts.isEmpty() && !force) {
            String name = Json.name(config);
            String message = "Apply failed with " + conflicts.size() + " conflict" + (conflicts.size() > 1 ? "s" : "")
                    + ": " + String.join("; ", conflicts.stream().distinct().toList());
            JsonObject details = new JsonObject();
            details.addProperty("name", name);
            details.addProperty("kind", type.plural());
            JsonArray causes = new JsonArray();
            conflicts.stream().distinct().forEach(c -> {
                JsonObject cause = new JsonObject();
                cause.addProperty("reason", "FieldManagerConflict");
                cause.addProperty("message", c);
                causes.add(cause);
            });
            details.add("causes", causes);
            throw new KubeApiException(409, "Conflict", message, details);
        }
        List<Entry> kept = new ArrayList<>();
        for (Entry other : entries) {
            if (other == previous) {
                continue;
            }
            Set<List<String>> remaining = new LinkedHashSet<>(other.paths());
            if (force) {
                applied.forEach(path -> removeOverlapping(remaining, path));
            }
            kept.add(new Entry(other.manager(), other.operation(), other.subresource(), other.apiVersion(),
                    other.time(), remaining));
        }
        if (previous != null) {
            List<Set<List<String>>> owners = new ArrayList<>();
            kept.forEach(e -> owners.add(e.paths()));
            owners.add(applied);
            for (List<String> dropped : previous.paths()) {
                boolean ownedElsewhere = kept.stream().anyMatch(e -> overlapping(e.paths(), dropped) != null);
                if (!applied.contains(dropped) && !ownedElsewhere) {
                    removeAt(schema, base, unownedPrefix(dropped, owners));
                }
            }
        }
        for (List<String> path : applied) {
            setAt(schema, base, path, valueAt(schema, config, path));
        }
        kept.add(new Entry(manager, "Apply", subresource, type.apiVersion(), now(), applied));
        write(base, kept);
        return base;
    }

    /** Records a plain write: {@code manager} now owns the paths whose values it changed. */
    static void recordUpdate(ResourceType type, ObjectSchema schema, JsonObject before, JsonObject after,
            WriteScope scope, String manager) {
        String subresource = scope == WriteScope.STATUS ? "status" : "";
        List<Entry> entries = read(before == null ? after : before);
        Set<List<String>> changed = new LinkedHashSet<>();
        for (List<String> path : paths(type, schema, after, scope)) {
            if (before == null || !Objects.equals(valueAt(schema, before, path), valueAt(schema, after, path))) {
                changed.add(path);
            }
        }
        if (before != null && changed.isEmpty()) {
            // A write that changes no field leaves the entries as they were, so the store sees a no-op: no new
            // resourceVersion, no watch event (kube-apiserver skips such a write: kubernetes/kubernetes
            // staging/src/k8s.io/apiserver/pkg/storage/etcd3/store.go, GuaranteedUpdate, compares the encoded
            // object with the stored one). Moving this manager's entry would make an identical rewrite look new.
            return;
        }
        List<Entry> result = new ArrayList<>();
        Set<List<String>> mine = new LinkedHashSet<>(changed);
        for (Entry entry : entries) {
            Set<List<String>> remaining = new LinkedHashSet<>();
            for (List<String> path : entry.paths()) {
                if (valueAt(schema, after, path) != null) {
                    remaining.add(path);
                }
            }
            changed.forEach(path -> removeOverlapping(remaining, path));
            if (entry.sameOwner(manager, "Update", subresource)) {
                mine.addAll(remaining);
            } else if (!remaining.isEmpty()) {
                result.add(new Entry(entry.manager(), entry.operation(), entry.subresource(), entry.apiVersion(),
                        entry.time(), remaining));
            }
        }
        if (!mine.isEmpty()) {
            result.add(new Entry(manager, "Update", subresource, type.apiVersion(), now(), mine));
        }
        write(after, result);
    }

    /** The leaf paths of {@code object} a write at {@code scope} may touch. */
    static Set<List<String>> paths(ResourceType type, ObjectSchema schema, JsonObject object, WriteScope scope) {
        Set<List<String>> paths = new LinkedHashSet<>();
        for (Map.Entry<String, JsonElement> entry : object.entrySet()) {
            String key = entry.getKey();
            boolean isStatus = key.equals("status");
            boolean inScope = switch (scope) {
                case STATUS -> isStatus;
                case MAIN -> !(isStatus && type.statusSubresource());
                case ALL -> true;
            };
            if (!inScope || key.equals("apiVersion") || key.equals("kind")) {
                continue;
            }
            if (key.equals("metadata") && entry.getValue().isJsonObject()) {
                for (Map.Entry<String, JsonElement> meta : entry.getValue().getAsJsonObject().entrySet()) {
                    if (!UNTRACKED_METADATA.contains(meta.getKey())) {
                        collect(schema, List.of("metadata", meta.getKey()), List.of("metadata", meta.getKey()),
                                meta.getValue(), paths);
                    }
                }
            } else {
                collect(schema, List.of(key), List.of(key), entry.getValue(), paths);
            }
        }
        return paths;
    }

    /**
     * Adds the leaf paths under {@code value} at {@code prefix}; {@code fieldPath} is the same
     * location with list items left out, which is what the schema is asked about.
     */
    private static void collect(ObjectSchema schema, List<String> prefix, List<String> fieldPath, JsonElement value,
            Set<List<String>> paths) {
        if (value.isJsonObject() && !value.getAsJsonObject().isEmpty()) {
            for (Map.Entry<String, JsonElement> entry : value.getAsJsonObject().entrySet()) {
                collect(schema, append(prefix, entry.getKey()), append(fieldPath, entry.getKey()), entry.getValue(),
                        paths);
            }
            return;
        }
        ListType listType = value.isJsonArray() ? schema.listType(fieldPath) : ListType.ATOMIC;
        if (listType.kind() == ListType.Kind.ATOMIC || value.getAsJsonArray().isEmpty()) {
            paths.add(prefix);
            return;
        }
        for (JsonElement item : value.getAsJsonArray()) {
            List<String> itemPath = append(prefix, listType.itemElement(item));
            if (listType.kind() == ListType.Kind.MAP && item.isJsonObject() && !item.getAsJsonObject().isEmpty()) {
                collect(schema, itemPath, fieldPath, item, paths);
            } else {
                paths.add(itemPath);
            }
        }
    }

    private static List<String> append(List<String> path, String element) {
        List<String> longer = new ArrayList<>(path);
        longer.add(element);
        return List.copyOf(longer);
    }

    /**
     * The path to remove for a dropped field: the outermost list item on it that nobody owns any
     * field of any more (the whole item goes), else the field itself.
     */
    private static List<String> unownedPrefix(List<String> dropped, List<Set<List<String>>> owners) {
        for (int i = 1; i <= dropped.size(); i++) {
            if (!ListType.isItemElement(dropped.get(i - 1))) {
                continue;
            }
            List<String> item = dropped.subList(0, i);
            boolean owned = owners.stream().flatMap(Set::stream).anyMatch(path -> isPrefix(item, path));
            if (!owned) {
                return item;
            }
        }
        return dropped;
    }

    /** {@code .spec.template.spec.containers[name="sidecar"].image}, as upstream prints conflicting paths. */
    private static String render(List<String> path) {
        StringBuilder text = new StringBuilder();
        for (String element : path) {
            if (element.startsWith("k:")) {
                JsonObject key = Json.parseObject(element.substring(2));
                text.append('[');
                text.append(String.join(",", key.entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue().toString()).toList()));
                text.append(']');
            } else if (element.startsWith("v:")) {
                text.append('[').append(element.substring(2)).append(']');
            } else {
                text.append('.').append(element);
            }
        }
        return text.toString();
    }

    /** The owned path equal to, above or below {@code path}, or null. */
    private static List<String> overlapping(Set<List<String>> owned, List<String> path) {
        for (List<String> candidate : owned) {
            if (isPrefix(candidate, path) || isPrefix(path, candidate)) {
                return candidate.size() >= path.size() ? candidate : path;
            }
        }
        return null;
    }

    private static void removeOverlapping(Set<List<String>> owned, List<String> path) {
        owned.removeIf(candidate -> isPrefix(candidate, path) || isPrefix(path, candidate));
    }

    private static boolean isPrefix(List<String> prefix, List<String> path) {
        return prefix.size() <= path.size() && path.subList(0, prefix.size()).equals(prefix);
    }

    /** The value at {@code path}, following list items by their key; null when absent. */
    static JsonElement valueAt(ObjectSchema schema, JsonObject object, List<String> path) {
        JsonElement current = object;
        List<String> fieldPath = new ArrayList<>();
        for (String element : path) {
            if (current == null) {
                return null;
            }
            if (ListType.isItemElement(element)) {
                current = current.isJsonArray() ? item(current.getAsJsonArray(), schema.listType(fieldPath), element)
                        : null;
            } else if (current.isJsonObject()) {
                current = current.getAsJsonObject().get(element);
                fieldPath.add(element);
            } else {
                return null;
            }
        }
        return current;
    }

    private static JsonElement item(JsonArray list, ListType listType, String element) {
        for (JsonElement item : list) {
            if (listType.kind() != ListType.Kind.ATOMIC && listType.itemElement(item).equals(element)) {
                return item;
            }
        }
        return null;
    }

    private static void setAt(ObjectSchema schema, JsonObject object, List<String> path, JsonElement value) {
        JsonElement parent = object;
        List<String> fieldPath = new ArrayList<>();
        for (int i = 0; i < path.size(); i++) {
            String element = path.get(i);
            boolean last = i == path.size() - 1;
            String next = last ? null : path.get(i + 1);
            if (ListType.isItemElement(element)) {
                JsonArray list = parent.getAsJsonArray();
                ListType listType = schema.listType(fieldPath);
                JsonElement existing = item(list, listType, element);
                if (last) {
                    if (existing == null) {
                        list.add(value.deepCopy());
                    } else if (!(value.isJsonObject() && value.getAsJsonObject().isEmpty())) {
                        replace(list, existing, value.deepCopy());
                    }
                    return;
                }
                if (existing == null) {
                    existing = keyedItem(element);
                    list.add(existing);
                }
                parent = existing;
                continue;
            }
            JsonObject holder = parent.getAsJsonObject();
            fieldPath.add(element);
            if (last) {
                JsonElement existing = holder.get(element);
                boolean keepExistingObject = value != null && value.isJsonObject()
                        && value.getAsJsonObject().isEmpty() && existing != null && existing.isJsonObject();
                if (!keepExistingObject) {
                    holder.add(element, value == null ? null : value.deepCopy());
                }
                return;
            }
            JsonElement child = holder.get(element);
            boolean wantList = ListType.isItemElement(next);
            if (child == null || (wantList ? !child.isJsonArray() : !child.isJsonObject())) {
                child = wantList ? new JsonArray() : new JsonObject();
                holder.add(element, child);
            }
            parent = child;
        }
    }

    /** A new list item holding just its key fields, which the applied fields then fill. */
    private static JsonObject keyedItem(String element) {
        return element.startsWith("k:") ? Json.parseObject(element.substring(2)) : new JsonObject();
    }

    private static void replace(JsonArray list, JsonElement existing, JsonElement value) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == existing) {
                list.set(i, value);
                return;
            }
        }
    }

    /** Removes what {@code path} names, then the maps and lists the removal emptied (as the real server does). */
    private static void removeAt(ObjectSchema schema, JsonObject object, List<String> path) {
        removeAt(schema, object, path, 0, new ArrayList<>());
    }

    /** Returns whether {@code node} is now an empty map or list its parent should drop. */
    private static boolean removeAt(ObjectSchema schema, JsonElement node, List<String> path, int index,
            List<String> fieldPath) {
        String element = path.get(index);
        boolean last = index == path.size() - 1;
        if (ListType.isItemElement(element)) {
            if (!node.isJsonArray()) {
                return false;
            }
            JsonArray list = node.getAsJsonArray();
            JsonElement item = item(list, schema.listType(fieldPath), element);
            if (item == null) {
                return false;
            }
            if (last || removeAt(schema, item, path, index + 1, fieldPath)) {
                for (int i = 0; i < list.size(); i++) {
                    if (list.get(i) == item) {
                        list.remove(i);
                        break;
                    }
                }
            }
            return list.isEmpty();
        }
        if (!node.isJsonObject()) {
            return false;
        }
        JsonObject holder = node.getAsJsonObject();
        JsonElement child = holder.get(element);
        if (child == null) {
            return false;
        }
        List<String> childFieldPath = append(fieldPath, element);
        if (last || (removeAt(schema, child, path, index + 1, childFieldPath) && index >= 1)) {
            holder.remove(element);
        }
        return holder.isEmpty();
    }

    static List<Entry> read(JsonObject object) {
        List<Entry> entries = new ArrayList<>();
        JsonObject metadata = Json.childOrNull(object, "metadata");
        JsonElement managed = metadata == null ? null : metadata.get("managedFields");
        if (managed == null || !managed.isJsonArray()) {
            return entries;
        }
        for (JsonElement element : managed.getAsJsonArray()) {
            JsonObject entry = element.getAsJsonObject();
            Set<List<String>> paths = new LinkedHashSet<>();
            JsonObject fields = Json.childOrNull(entry, "fieldsV1");
            if (fields != null) {
                fromFieldsV1(List.of(), fields, paths);
            }
            String subresource = Json.string(entry, "subresource");
            entries.add(new Entry(Json.string(entry, "manager"), Json.string(entry, "operation"),
                    subresource == null ? "" : subresource, Json.string(entry, "apiVersion"),
                    Json.string(entry, "time"), paths));
        }
        return entries;
    }

    private static void write(JsonObject object, List<Entry> entries) {
        JsonArray managed = new JsonArray();
        for (Entry entry : entries) {
            JsonObject json = new JsonObject();
            json.addProperty("manager", entry.manager());
            json.addProperty("operation", entry.operation());
            json.addProperty("apiVersion", entry.apiVersion());
            json.addProperty("time", entry.time());
            json.addProperty("fieldsType", "FieldsV1");
            json.add("fieldsV1", toFieldsV1(entry.paths()));
            if (!entry.subresource().isEmpty()) {
                json.addProperty("subresource", entry.subresource());
            }
            managed.add(json);
        }
        if (managed.isEmpty()) {
            Json.metadata(object).remove("managedFields");
        } else {
            Json.metadata(object).add("managedFields", managed);
        }
    }

    /** {@code {"f:spec":{"f:replicas":{}}}}: atomic lists are leaves, list items {@code k:}/{@code v:} keys. */
    private static JsonObject toFieldsV1(Set<List<String>> paths) {
        JsonObject root = new JsonObject();
        for (List<String> path : paths) {
            JsonObject node = root;
            for (String key : path) {
                node = Json.child(node, ListType.isItemElement(key) ? key : "f:" + key);
            }
        }
        return root;
    }

    private static void fromFieldsV1(List<String> prefix, JsonObject node, Set<List<String>> paths) {
        Map<String, JsonObject> children = new LinkedHashMap<>();
        node.entrySet().stream().filter(e -> e.getValue().isJsonObject())
                .forEach(e -> {
                    if (e.getKey().startsWith("f:")) {
                        children.put(e.getKey().substring(2), e.getValue().getAsJsonObject());
                    } else if (ListType.isItemElement(e.getKey())) {
                        children.put(e.getKey(), e.getValue().getAsJsonObject());
                    }
                });
        if (children.isEmpty()) {
            if (!prefix.isEmpty()) {
                paths.add(List.copyOf(prefix));
            }
            return;
        }
        children.forEach((key, child) -> {
            List<String> path = new ArrayList<>(prefix);
            path.add(key);
            fromFieldsV1(path, child, paths);
        });
    }

    private static String now() {
        return Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
    }
}

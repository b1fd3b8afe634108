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
 * <p>An approximation of the real structured-merge-diff: a field is a path of object keys down
 * to a leaf; lists and empty objects are leaves (atomic), where the real server merges
 * associative lists item by item on their keys. Apply then works as the real one does for the
 * paths it sees: the applied object merges into the live one; a path another manager owns with
 * a different value is a conflict (409 naming manager and field) unless {@code force} takes it
 * over; paths this manager applied before and omits now are removed unless someone else owns
 * them. Plain writes (create, update, patch) record an {@code Update} entry for the paths whose
 * values they changed, taking them over from other managers as the real server does.
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
    static JsonObject apply(ResourceType type, JsonObject live, JsonObject config, WriteScope scope,
            String manager, boolean force) {
        String subresource = scope == WriteScope.STATUS ? "status" : "";
        JsonObject base = live == null ? new JsonObject() : live.deepCopy();
        List<Entry> entries = read(base);
        Set<List<String>> applied = paths(type, config, scope);

        Entry previous = entries.stream().filter(e -> e.sameOwner(manager, "Apply", subresource)).findFirst()
                .orElse(null);
        List<String> conflicts = new ArrayList<>();
        for (Entry other : entries) {
            if (other == previous) {
                continue;
            }
            for (List<String> path : applied) {
                List<String> owned = overlapping(other.paths(), path);
                if (owned != null && !Objects.equals(valueAt(base, owned), valueAt(config, owned))) {
                    conflicts.add("conflict with \"" + other.manager() + "\""
                            + (other.operation().equals("Update") ? " using " + other.apiVersion() : "")
                            + ": ." + String.join(".", owned));
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
            for (List<String> dropped : previous.paths()) {
                boolean ownedElsewhere = kept.stream().anyMatch(e -> overlapping(e.paths(), dropped) != null);
                if (!applied.contains(dropped) && !ownedElsewhere) {
                    removeAt(base, dropped);
                }
            }
        }
        for (List<String> path : applied) {
            setAt(base, path, valueAt(config, path));
        }
        kept.add(new Entry(manager, "Apply", subresource, type.apiVersion(), now(), applied));
        write(base, kept);
        return base;
    }

    /** Records a plain write: {@code manager} now owns the paths whose values it changed. */
    static void recordUpdate(ResourceType type, JsonObject before, JsonObject after, WriteScope scope,
            String manager) {
        String subresource = scope == WriteScope.STATUS ? "status" : "";
        List<Entry> entries = read(before == null ? after : before);
        Set<List<String>> changed = new LinkedHashSet<>();
        for (List<String> path : paths(type, after, scope)) {
            if (before == null || !Objects.equals(valueAt(before, path), valueAt(after, path))) {
                changed.add(path);
            }
        }
        List<Entry> result = new ArrayList<>();
        Set<List<String>> mine = new LinkedHashSet<>(changed);
        for (Entry entry : entries) {
            Set<List<String>> remaining = new LinkedHashSet<>();
            for (List<String> path : entry.paths()) {
                if (valueAt(after, path) != null) {
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
    static Set<List<String>> paths(ResourceType type, JsonObject object, WriteScope scope) {
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
                        collect(List.of("metadata", meta.getKey()), meta.getValue(), paths);
                    }
                }
            } else {
                collect(List.of(key), entry.getValue(), paths);
            }
        }
        return paths;
    }

    private static void collect(List<String> prefix, JsonElement value, Set<List<String>> paths) {
        if (value.isJsonObject() && !value.getAsJsonObject().isEmpty()) {
            for (Map.Entry<String, JsonElement> entry : value.getAsJsonObject().entrySet()) {
                List<String> path = new ArrayList<>(prefix);
                path.add(entry.getKey());
                collect(List.copyOf(path), entry.getValue(), paths);
            }
        } else {
            paths.add(prefix);
        }
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

    static JsonElement valueAt(JsonObject object, List<String> path) {
        JsonElement current = object;
        for (String key : path) {
            if (current == null || !current.isJsonObject()) {
                return null;
            }
            current = current.getAsJsonObject().get(key);
        }
        return current;
    }

    private static void setAt(JsonObject object, List<String> path, JsonElement value) {
        JsonObject parent = object;
        for (String key : path.subList(0, path.size() - 1)) {
            parent = Json.child(parent, key);
        }
        String last = path.get(path.size() - 1);
        JsonElement existing = parent.get(last);
        boolean keepExistingObject = value != null && value.isJsonObject() && value.getAsJsonObject().isEmpty()
                && existing != null && existing.isJsonObject();
        if (!keepExistingObject) {
            parent.add(last, value == null ? null : value.deepCopy());
        }
    }

    private static void removeAt(JsonObject object, List<String> path) {
        List<JsonObject> parents = new ArrayList<>();
        JsonObject parent = object;
        for (String key : path.subList(0, path.size() - 1)) {
            parents.add(parent);
            parent = Json.childOrNull(parent, key);
            if (parent == null) {
                return;
            }
        }
        parent.remove(path.get(path.size() - 1));
        // Drop maps the removal emptied (labels, annotations), as the real server does.
        for (int i = path.size() - 2; i >= 1; i--) {
            JsonObject holder = parents.get(i);
            JsonObject child = Json.childOrNull(holder, path.get(i));
            if (child != null && child.isEmpty()) {
                holder.remove(path.get(i));
            } else {
                break;
            }
        }
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

    /** {@code {"f:spec":{"f:replicas":{}}}}: the real wire form, with atomic lists as leaves. */
    private static JsonObject toFieldsV1(Set<List<String>> paths) {
        JsonObject root = new JsonObject();
        for (List<String> path : paths) {
            JsonObject node = root;
            for (String key : path) {
                node = Json.child(node, "f:" + key);
            }
        }
        return root;
    }

    private static void fromFieldsV1(List<String> prefix, JsonObject node, Set<List<String>> paths) {
        Map<String, JsonObject> children = new LinkedHashMap<>();
        node.entrySet().stream().filter(e -> e.getKey().startsWith("f:") && e.getValue().isJsonObject())
                .forEach(e -> children.put(e.getKey().substring(2), e.getValue().getAsJsonObject()));
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

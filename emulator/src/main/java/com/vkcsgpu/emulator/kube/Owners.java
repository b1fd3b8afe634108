package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/** What the workload controllers share: owner references, pod readiness, template hashes, name suffixes. */
public final class Owners {
    private static final String SUFFIX_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";

    private Owners() {}

    /** A controller owner reference to {@code owner} (a stored object), as controllers set on what they create. */
    public static JsonObject controllerReference(JsonObject owner) {
        JsonObject reference = new JsonObject();
        reference.addProperty("apiVersion", Json.string(owner, "apiVersion"));
        reference.addProperty("kind", Json.string(owner, "kind"));
        reference.addProperty("name", Json.name(owner));
        reference.addProperty("uid", Json.string(Json.metadata(owner), "uid"));
        reference.addProperty("controller", true);
        reference.addProperty("blockOwnerDeletion", true);
        return reference;
    }

    /** Sets {@code owner} as the only owner of {@code object}. */
    public static void setController(JsonObject object, JsonObject owner) {
        JsonArray references = new JsonArray();
        references.add(controllerReference(owner));
        Json.metadata(object).add("ownerReferences", references);
    }

    /** Whether {@code object} names the object with {@code uid} among its owners. */
    public static boolean isOwnedBy(JsonObject object, String uid) {
        JsonElement references = Json.metadata(object).get("ownerReferences");
        if (references == null || !references.isJsonArray()) {
            return false;
        }
        for (JsonElement reference : references.getAsJsonArray()) {
            if (uid.equals(Json.string(reference.getAsJsonObject(), "uid"))) {
                return true;
            }
        }
        return false;
    }

    /** Whether an owner reference of {@code object} has {@code controller: true} (a managed pod, as drain sees it). */
    public static boolean hasController(JsonObject object) {
        com.google.gson.JsonElement references = Json.metadata(object).get("ownerReferences");
        return references != null && references.isJsonArray() && references.getAsJsonArray().asList().stream()
                .anyMatch(r -> r.isJsonObject() && r.getAsJsonObject().has("controller")
                        && r.getAsJsonObject().get("controller").getAsBoolean());
    }

    /** The uid of {@code object}. */
    public static String uid(JsonObject object) {
        return Json.string(Json.metadata(object), "uid");
    }

    /** The pods in {@code owner}'s namespace matching {@code selector} and owned by it (terminating ones included). */
    static List<JsonObject> ownedPods(KubeStore store, JsonObject owner, LabelSelector selector) {
        String uid = uid(owner);
        return store.list(BuiltinTypes.POD, Json.namespace(owner), selector, FieldSelector.ALL).stream()
                .filter(pod -> isOwnedBy(pod, uid)).toList();
    }

    /** Whether a pod has condition Ready=True (what the kubelet reports). */
    public static boolean isPodReady(JsonObject pod) {
        JsonElement conditions = Json.child(pod, "status").get("conditions");
        if (conditions == null || !conditions.isJsonArray()) {
            return false;
        }
        for (JsonElement condition : conditions.getAsJsonArray()) {
            JsonObject c = condition.getAsJsonObject();
            if ("Ready".equals(Json.string(c, "type"))) {
                return "True".equals(Json.string(c, "status"));
            }
        }
        return false;
    }

    /** The phase of a pod, {@code Pending} when unset. */
    public static String phase(JsonObject pod) {
        String phase = FieldSelector.valueAt(pod, "status.phase");
        return phase.isEmpty() ? "Pending" : phase;
    }

    /**
     * A short stable hash of a pod template, the way {@code controller-revision-hash} and
     * {@code pod-template-hash} label values look (upstream hashes the template with FNV and
     * encodes it in the same consonant-digit alphabet; this uses SHA-256, so values differ from a
     * real cluster's but change exactly when the template changes). Over the template's content, not
     * the order its keys were written in: upstream encodes the typed template with map keys sorted before
     * hashing (kubernetes/kubernetes v1.31.0 pkg/controller/daemon/update.go {@code getPatch} and
     * pkg/controller/history/controller_history.go {@code HashControllerRevision} for a DaemonSet;
     * pkg/util/hash/hash.go {@code DeepHashObject}, SortKeys, for a Deployment's), so a write that only
     * reorders (another client's serialisation of the same template) makes no new revision.
     */
    public static String templateHash(JsonObject template) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(sortedKeys(template).toString().getBytes(StandardCharsets.UTF_8));
            StringBuilder hash = new StringBuilder();
            for (int i = 0; i < 10; i++) {
                hash.append(SUFFIX_ALPHABET.charAt((digest[i] & 0xff) % SUFFIX_ALPHABET.length()));
            }
            return hash.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JRE", e);
        }
    }

    /** {@code element} with every object's members in key order (array order is content, so it stays). */
    private static JsonElement sortedKeys(JsonElement element) {
        if (element.isJsonObject()) {
            JsonObject sorted = new JsonObject();
            element.getAsJsonObject().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                    .forEach(e -> sorted.add(e.getKey(), sortedKeys(e.getValue())));
            return sorted;
        }
        if (element.isJsonArray()) {
            JsonArray array = new JsonArray();
            element.getAsJsonArray().forEach(e -> array.add(sortedKeys(e)));
            return array;
        }
        return element;
    }

    /** A random five-character suffix as generateName produces. */
    public static String randomSuffix() {
        StringBuilder suffix = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            suffix.append(SUFFIX_ALPHABET.charAt(ThreadLocalRandom.current().nextInt(SUFFIX_ALPHABET.length())));
        }
        return suffix.toString().toLowerCase(Locale.ROOT);
    }

    /** A new pod from {@code template} (its metadata and spec), owned by {@code owner}. */
    static JsonObject podFromTemplate(JsonObject owner, JsonObject template, String name) {
        JsonObject pod = new JsonObject();
        pod.addProperty("apiVersion", "v1");
        pod.addProperty("kind", "Pod");
        JsonObject metadata = Json.metadata(pod);
        metadata.addProperty("name", name);
        metadata.addProperty("namespace", Json.namespace(owner));
        JsonObject templateMeta = Json.childOrNull(template, "metadata");
        for (String field : List.of("labels", "annotations")) {
            JsonObject value = Json.childOrNull(templateMeta, field);
            metadata.add(field, value == null ? new JsonObject() : value.deepCopy());
        }
        setController(pod, owner);
        JsonObject spec = Json.childOrNull(template, "spec");
        pod.add("spec", spec == null ? new JsonObject() : spec.deepCopy());
        return pod;
    }

    /**
     * Creates a pod for {@code owner} as its controller; when the API refuses it (an admission webhook, a quota) no pod
     * exists and the refusal is a {@code FailedCreate} event on the owner ({@link Events#failedCreate}).
     */
    static void createPod(KubeStore store, JsonObject owner, String namespace, JsonObject pod, String manager) {
        try {
            store.create(BuiltinTypes.POD, namespace, pod, WriteScope.ALL, manager);
        } catch (KubeApiException refused) {
            Events.failedCreate(store, owner, manager, refused);
        }
    }
}

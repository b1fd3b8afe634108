package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.LiveProjection;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.domain.KubernetesSyntax;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Validation and comparison of manifest text, without any API call. */
final class ManifestChecks {
    private static final int MAX_NAME = 253;
    private static final List<String> SERVER_FIELDS = List.of("resourceVersion", "uid", "creationTimestamp",
            "managedFields", "deletionTimestamp");

    private ManifestChecks() {
    }

    /** Reports every problem of every entry at {@code base[i]}. */
    static void check(List<String> manifests, String property, Diagnostics diags) {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < manifests.size(); i++) {
            PropertyPath at = PropertyPath.of(property, i);
            String text = manifests.get(i);
            if (text == null) {
                continue; // unknown in preview
            }
            List<Map<String, Object>> docs;
            try {
                docs = Manifests.documents(text);
            } catch (IllegalArgumentException e) {
                diags.error(at, e.getMessage(), "give one Kubernetes object as YAML or JSON text");
                continue;
            }
            if (docs.size() != 1) {
                diags.error(at, "holds " + docs.size() + " documents", "give exactly one object per entry "
                        + "(split a multi-document file into one entry per object)");
                continue;
            }
            Map<String, Object> doc = docs.get(0);
            String apiVersion = text(doc.get("apiVersion"));
            String kind = text(doc.get("kind"));
            if (apiVersion == null) {
                diags.error(at, "apiVersion is missing", "add apiVersion, e.g. \"v1\" or \"apps/v1\"");
            } else {
                KubernetesSyntax.apiVersionProblem(apiVersion).ifPresent(p -> diags.error(at, p, null));
            }
            if (kind == null) {
                diags.error(at, "kind is missing", "add kind, e.g. \"ConfigMap\"");
            }
            if (!(doc.get("metadata") instanceof Map<?, ?> metadata)) {
                diags.error(at, "metadata is missing", "add metadata with a name");
                continue;
            }
            String name = text(metadata.get("name"));
            if (name == null) {
                diags.error(at, "metadata.name is missing", metadata.containsKey("generateName")
                        ? "generateName is not supported: a generated name cannot be tracked; set a name" : "set a name");
            } else {
                nameProblem(kind, name).ifPresent(p -> diags.error(at, "metadata.name " + p, null));
            }
            String namespace = text(metadata.get("namespace"));
            if (namespace != null) {
                KubernetesSyntax.dns1123LabelProblem(namespace)
                        .ifPresent(p -> diags.error(at, "metadata.namespace " + p, null));
            }
            for (String field : SERVER_FIELDS) {
                if (metadata.containsKey(field)) {
                    diags.error(at, "metadata." + field + " is set by the API server",
                            "remove it (copying a live object? drop its server-set metadata)");
                }
            }
            if (apiVersion != null && kind != null && name != null) {
                String key = apiVersion + " " + kind + " " + (namespace == null ? "" : namespace + "/") + name;
                Integer first = seen.putIfAbsent(key, i);
                if (first != null) {
                    diags.error(at, "describes the same object as objects[" + first + "] (" + key + ")",
                            "merge the two entries");
                }
            }
        }
    }

    /** Whether both lists describe the same objects with the same content, in any order and formatting. */
    static boolean sameObjects(List<String> a, List<String> b) {
        if (a.size() != b.size()) {
            return false;
        }
        try {
            List<Map<String, Object>> left = parse(a);
            List<Map<String, Object>> right = new ArrayList<>(parse(b));
            for (Map<String, Object> doc : left) {
                int match = -1;
                for (int j = 0; j < right.size() && match < 0; j++) {
                    if (LiveProjection.sameData(doc, right.get(j))) {
                        match = j;
                    }
                }
                if (match < 0) {
                    return false;
                }
                right.remove(match);
            }
            return true;
        } catch (IllegalArgumentException unparseable) {
            return false;
        }
    }

    private static List<Map<String, Object>> parse(List<String> manifests) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (String m : manifests) {
            if (m == null) {
                throw new IllegalArgumentException("unknown");
            }
            out.addAll(Manifests.documents(m));
        }
        return out;
    }

    private static java.util.Optional<String> nameProblem(String kind, String name) {
        if ("Namespace".equals(kind)) {
            return KubernetesSyntax.dns1123LabelProblem(name);
        }
        // The API server's rule for any object name (path segment): RBAC names such as
        // "system:aggregate-to-view" are valid, so DNS-1123 is too strict in general.
        if (name.length() > MAX_NAME) {
            return java.util.Optional.of("must be at most " + MAX_NAME + " characters");
        }
        if (name.equals(".") || name.equals("..") || name.contains("/") || name.contains("%")) {
            return java.util.Optional.of("\"" + name + "\" may not be '.' or '..' or contain '/' or '%'");
        }
        return java.util.Optional.empty();
    }

    private static String text(Object value) {
        return value instanceof String s && !s.isBlank() ? s : null;
    }
}

package com.vkcsgpu.provider.resources.mk8s;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Addon values laid over an addon version's {@code values_template} the way Helm lays {@code --values} over a
 * chart's values.yaml (helm/helm pkg/chartutil/coalesce.go at v3.16.0): mappings merge key by key, a list or a
 * scalar replaces what the template has, and a null deletes the template's key. Whether VK Cloud merges the values
 * it is sent onto the template or replaces it is not documented
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator), so the merged document is what is sent:
 * either way the addon then runs with the template's settings plus ours.
 */
public final class AddonValuesTemplate {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

    private AddonValuesTemplate() {
    }

    /**
     * {@code values} merged onto {@code template}, as JSON text (valid YAML). A missing or blank template is an
     * empty mapping.
     *
     * @throws IllegalArgumentException when either is not a YAML mapping (the message says which)
     */
    public static String merged(String template, String values) {
        Map<String, Object> base = mapping(template, "the addon version's values_template");
        Map<String, Object> overlay = mapping(values, "values");
        return GSON.toJson(merge(base, overlay));
    }

    /**
     * Whether two values documents hold the same data, however they are written (YAML or JSON, key order,
     * quoting): what the cloud returns is compared with what was sent by meaning, not by text.
     */
    static boolean sameValues(String a, String b) {
        try {
            return Objects.equals(mapping(a, "a"), mapping(b, "b"));
        } catch (IllegalArgumentException notComparable) {
            return Objects.equals(a, b);
        }
    }

    /**
     * {@code values} (YAML or JSON text; blank is an empty mapping) as a JSON object.
     *
     * @throws IllegalArgumentException when it is not a YAML mapping
     */
    static com.google.gson.JsonObject asJson(String values) {
        return GSON.toJsonTree(mapping(values, "values")).getAsJsonObject();
    }

    /** The problem with {@code values} as a YAML mapping, or null when it is one (or blank). */
    static String problem(String values) {
        try {
            mapping(values, "values");
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> merge(Map<String, Object> base, Map<String, Object> overlay) {
        Map<String, Object> result = new LinkedHashMap<>(base);
        overlay.forEach((key, value) -> {
            Object under = result.get(key);
            if (value == null) {
                result.remove(key);
            } else if (value instanceof Map<?, ?> map && under instanceof Map<?, ?> underMap) {
                result.put(key, merge((Map<String, Object>) underMap, (Map<String, Object>) map));
            } else {
                result.put(key, value);
            }
        });
        return result;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> mapping(String text, String what) {
        if (text == null || text.isBlank()) {
            return new LinkedHashMap<>();
        }
        Object loaded;
        try {
            loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
        } catch (YAMLException e) {
            throw new IllegalArgumentException(what + " is not valid YAML: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (loaded == null) {
            return new LinkedHashMap<>();
        }
        if (!(loaded instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException(what + " is not a YAML mapping but " + (loaded instanceof java.util.List<?>
                    ? "a list" : "a scalar"));
        }
        return (Map<String, Object>) map;
    }
}

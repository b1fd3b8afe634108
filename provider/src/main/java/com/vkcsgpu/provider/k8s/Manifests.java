package com.vkcsgpu.provider.k8s;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Manifest text to objects and back. YAML is read with YAML 1.1 rules, as the API server's own
 * decoder (sigs.k8s.io/yaml over go-yaml) reads it; JSON is YAML. Only plain data is accepted (no
 * custom tags).
 */
public final class Manifests {
    private static final KubernetesSerialization SERIALIZATION = new KubernetesSerialization();

    private Manifests() {
    }

    /**
     * Every non-empty document of {@code text} (documents separated by {@code ---}) as plain maps, in order.
     *
     * @throws IllegalArgumentException when the text is not YAML/JSON or a document is not a mapping
     */
    public static List<Map<String, Object>> documents(String text) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        List<Map<String, Object>> out = new ArrayList<>();
        try {
            int index = 0;
            for (Object doc : yaml.loadAll(text)) {
                if (doc == null) {
                    index++;
                    continue;
                }
                if (!(doc instanceof Map<?, ?> map)) {
                    throw new IllegalArgumentException("document " + index + " is not a mapping (an object with "
                            + "apiVersion, kind and metadata)");
                }
                out.add(stringKeys(map));
                index++;
            }
        } catch (YAMLException e) {
            throw new IllegalArgumentException("not valid YAML or JSON: " + firstLine(e.getMessage()));
        }
        return out;
    }

    /** A plain map as a generic Kubernetes object. */
    public static GenericKubernetesResource toObject(Map<String, Object> document) {
        return SERIALIZATION.convertValue(document, GenericKubernetesResource.class);
    }

    /** A generic object as a plain map (the JSON form the API server returns). */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> toMap(GenericKubernetesResource object) {
        return SERIALIZATION.convertValue(object, LinkedHashMap.class);
    }

    /** Canonical JSON of a plain value, keys in insertion order. */
    public static String toJson(Object value) {
        return SERIALIZATION.asJson(value);
    }

    /** Every object of a multi-document manifest stream (e.g. rendered chart output). */
    public static List<GenericKubernetesResource> parseAll(String text) {
        return documents(text).stream().map(Manifests::toObject).toList();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> stringKeys(Map<?, ?> map) {
        Map<String, Object> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(String.valueOf(k), normalize(v)));
        return out;
    }

    private static Object normalize(Object value) {
        if (value instanceof Map<?, ?> m) {
            return stringKeys(m);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(item -> out.add(normalize(item)));
            return out;
        }
        return value;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "parse error";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}

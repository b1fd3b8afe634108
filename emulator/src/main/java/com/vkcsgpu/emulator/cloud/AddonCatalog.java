package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The managed addons the emulated gen-2 service offers ({@code GET addons}).
 *
 * <p>{@code gpu-operator} 24.9.0 for Kubernetes 1.27–1.34 is documented by VK
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/addons-and-settings/addons);
 * 24.6.2 is an older, deprecated entry so that clients see version choice and deprecation.
 * Its values template keeps {@code "mcs.mail.ru/gpu-exists": "true"} as VK's docs require. The
 * template is served as plain YAML text, or base64 as a setting ({@link CloudBehaviour#valuesTemplate()}):
 * whether VK base64-encodes {@code values_template} on the wire is UNKNOWN (VK's docs say base64, the Terraform
 * provider's tests send plain text).
 */
final class AddonCatalog {

    /** One installable version of an addon. */
    record AddonVersion(String id, String addonId, String name, String version, boolean deprecated,
                        String valuesTemplate, List<String> supportedKubeVersions) {
        /** As served, with {@code values_template} plain or base64 ({@link CloudBehaviour#valuesTemplate()}). */
        JsonObject toJson(CloudBehaviour.TemplateEncoding encoding) {
            String template = valuesTemplate == null || encoding == CloudBehaviour.TemplateEncoding.PLAIN ? valuesTemplate
                    : java.util.Base64.getEncoder().encodeToString(valuesTemplate.getBytes(StandardCharsets.UTF_8));
            JsonObject json = new JsonObject();
            json.addProperty("id", id);
            json.addProperty("addon_id", addonId);
            json.addProperty("name", name);
            json.addProperty("version", version);
            json.add("values_template", template == null ? JsonNull.INSTANCE
                    : new com.google.gson.JsonPrimitive(template));
            json.add("supported_kube_versions", Json.strings(supportedKubeVersions));
            return json;
        }
    }

    /** An addon and its versions. */
    record Addon(String id, String name, List<AddonVersion> versions) {}

    /**
     * The gpu-operator addon's values template, shaped like the real chart's values.yaml of the addon's chart
     * version (see the resource's header for its sources).
     */
    static final String GPU_OPERATOR_VALUES = resource("gpu-operator-values-template.yaml");

    private static final String INGRESS_VALUES = """
            controller:
              replicaCount: 2
              service:
                type: LoadBalancer
            """;

    /** Replaced whole, never changed in place, so readers see one catalog or the next. */
    private volatile List<Addon> addons;

    AddonCatalog() {
        List<String> allKube = KubeVersions.OFFERED;
        addons = List.of(
                addon("gpu-operator", List.of(
                        new Release("24.9.0", false, GPU_OPERATOR_VALUES, allKube),
                        new Release("24.6.2", true, GPU_OPERATOR_VALUES, List.of("v1.32.1", "v1.31.4")))),
                addon("ingress-nginx", List.of(
                        new Release("4.10.1", false, INGRESS_VALUES, allKube))));
    }

    private record Release(String version, boolean deprecated, String valuesTemplate, List<String> kubeVersions) {}

    private static Addon addon(String name, List<Release> releases) {
        String addonId = stableId("addon:" + name);
        List<AddonVersion> list = releases.stream().map(r -> new AddonVersion(
                stableId("addon-version:" + name + ":" + r.version()), addonId, name, r.version(), r.deprecated(),
                r.valuesTemplate(), r.kubeVersions())).toList();
        return new Addon(addonId, name, list);
    }

    List<Addon> all() {
        return addons;
    }

    /**
     * EMULATOR SETTING, not a fact: from now on the catalog lists {@code kubeVersions} as the Kubernetes versions
     * {@code name} {@code version} supports (by default 24.9.0 lists every offered version, as VK documents). A test
     * narrows it to play an installed addon version that lacks a cluster's next Kubernetes version, as an older
     * version does when VK offers a new Kubernetes release.
     *
     * @throws IllegalArgumentException when the catalog has no such addon version
     */
    void supportedKubeVersions(String name, String version, List<String> kubeVersions) {
        version(name, version).orElseThrow(() -> new IllegalArgumentException("the emulator's catalog has no addon "
                + name + " " + version + "; it has " + addons.stream().flatMap(a -> a.versions().stream())
                .map(v -> v.name() + " " + v.version()).toList()));
        List<String> listed = List.copyOf(kubeVersions);
        addons = addons.stream().map(a -> !a.name().equals(name) ? a : new Addon(a.id(), a.name(),
                a.versions().stream().map(v -> !v.version().equals(version) ? v : new AddonVersion(v.id(),
                        v.addonId(), v.name(), v.version(), v.deprecated(), v.valuesTemplate(), listed)).toList()))
                .toList();
    }

    Optional<Addon> byId(String id) {
        return addons.stream().filter(a -> a.id().equals(id)).findFirst();
    }

    Optional<AddonVersion> version(String name, String version) {
        return addons.stream().filter(a -> a.name().equals(name)).flatMap(a -> a.versions().stream())
                .filter(v -> v.version().equals(version)).findFirst();
    }

    Optional<AddonVersion> versionById(String id) {
        return addons.stream().flatMap(a -> a.versions().stream()).filter(v -> v.id().equals(id)).findFirst();
    }

    JsonObject listJson() {
        JsonArray array = new JsonArray();
        for (Addon addon : addons) {
            JsonObject a = new JsonObject();
            a.addProperty("id", addon.id());
            a.addProperty("name", addon.name());
            JsonArray versions = new JsonArray();
            for (AddonVersion v : addon.versions()) {
                JsonObject vj = new JsonObject();
                vj.addProperty("id", v.id());
                vj.addProperty("version", v.version());
                vj.addProperty("is_deprecated", v.deprecated());
                versions.add(vj);
            }
            a.add("versions", versions);
            array.add(a);
        }
        return Json.object("addons", array);
    }

    private static String resource(String name) {
        try (java.io.InputStream in = AddonCatalog.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the emulator jar lacks " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String stableId(String seed) {
        return UUID.nameUUIDFromBytes(seed.getBytes(StandardCharsets.UTF_8)).toString();
    }
}

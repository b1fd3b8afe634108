package com.vkcsgpu.provider.k8s.helm;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One chart version from an OCI registry by the distribution API (opencontainers/distribution-spec spec.md at
 * v1.1.0): the version's image manifest, then the blob of its Helm chart layer, whose media type Helm defines
 * ({@code application/vnd.cncf.helm.chart.content.v1.tar+gzip}, helm/helm pkg/registry/constants.go at v3.16.0).
 * Anonymous: a registry that answers 401 with a Bearer challenge gets a pull token from its realm, as for public
 * repositories (distribution/distribution docs/spec/auth/token.md); one that asks for credentials is refused.
 */
final class OciChartPull {
    static final String MANIFEST_TYPE = "application/vnd.oci.image.manifest.v1+json";
    static final String CHART_LAYER_TYPE = "application/vnd.cncf.helm.chart.content.v1.tar+gzip";
    private static final Pattern TAG = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}");
    private static final Pattern CHALLENGE_PARAMETER = Pattern.compile("(\\w+)=\"([^\"]*)\"");

    private final String reference;
    private final String version;
    private final URI base;
    private final String repository;
    private final BiFunction<URI, Map<String, String>, HttpResponse<byte[]>> http;
    private String authorization;

    /**
     * @param reference    {@code oci://<registry>/<repository>}
     * @param version      the tag
     * @param registryBase the registry host's base URI
     * @param http         GET with headers, answering 200 or 401
     */
    OciChartPull(String reference, String version, Function<String, URI> registryBase,
                 BiFunction<URI, Map<String, String>, HttpResponse<byte[]>> http) {
        String rest = reference.substring("oci://".length());
        int slash = rest.indexOf('/');
        if (slash <= 0 || slash == rest.length() - 1 || rest.contains("@") || rest.substring(slash).contains(":")) {
            throw new KubeOperationException("the OCI chart reference " + reference + " must name a registry and a "
                    + "repository without a tag or digest, e.g. oci://nvcr.io/nvidia/cloud-native-charts/gpu-operator");
        }
        if (!TAG.matcher(version).matches()) {
            throw new KubeOperationException("the chart version '" + version + "' is not an OCI tag");
        }
        this.reference = reference;
        this.version = version;
        this.base = registryBase.apply(rest.substring(0, slash));
        this.repository = rest.substring(slash + 1);
        this.http = http;
    }

    /** The chart's name: the repository's last segment, as Helm names a pulled chart. */
    String chartName() {
        return repository.substring(repository.lastIndexOf('/') + 1);
    }

    /** The digest of the version's Helm chart layer, as the registry's manifest lists it. */
    String chartLayerDigest() {
        JsonObject manifest = JsonParser.parseString(new String(authorized("manifests/" + version,
                Map.of("Accept", MANIFEST_TYPE)), StandardCharsets.UTF_8)).getAsJsonObject();
        if (manifest.has("layers")) {
            for (JsonElement layer : manifest.getAsJsonArray("layers")) {
                JsonObject l = layer.getAsJsonObject();
                if (l.has("mediaType") && CHART_LAYER_TYPE.equals(l.get("mediaType").getAsString()) && l.has("digest")) {
                    String digest = l.get("digest").getAsString();
                    if (ChartDigests.pinnedFormProblem(digest) != null) {
                        throw new KubeOperationException("the chart layer of " + reference + ":" + version
                                + " has a digest that is not sha256 (" + digest + ")");
                    }
                    return digest;
                }
            }
        }
        throw new KubeOperationException(reference + ":" + version + " holds no Helm chart (no layer of type "
                + CHART_LAYER_TYPE + ")");
    }

    /** The blob {@code digest}. */
    byte[] blob(String digest) {
        return authorized("blobs/" + digest, Map.of());
    }

    private byte[] authorized(String path, Map<String, String> headers) {
        URI uri = base.resolve("/v2/" + repository + "/" + path);
        HttpResponse<byte[]> response = http.apply(uri, withAuthorization(headers));
        if (response.statusCode() == 401 && authorization == null) {
            authorization = "Bearer " + pullToken(response.headers().firstValue("WWW-Authenticate").orElse(""));
            response = http.apply(uri, withAuthorization(headers));
        }
        if (response.statusCode() != 200) {
            throw new KubeOperationException("GET " + uri + " answered HTTP " + response.statusCode()
                    + " (OCI charts are pulled anonymously)");
        }
        return response.body();
    }

    private Map<String, String> withAuthorization(Map<String, String> headers) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        if (authorization != null) {
            all.put("Authorization", authorization);
        }
        return all;
    }

    /** An anonymous pull token from the realm of a Bearer challenge. */
    private String pullToken(String challenge) {
        Map<String, String> parameters = new HashMap<>();
        Matcher m = CHALLENGE_PARAMETER.matcher(challenge);
        while (m.find()) {
            parameters.put(m.group(1), m.group(2));
        }
        if (!challenge.regionMatches(true, 0, "Bearer ", 0, 7) || !parameters.containsKey("realm")) {
            throw new KubeOperationException("the registry of " + reference + " asks for credentials; vkcs-gpu pulls "
                    + "OCI charts anonymously: use a public repository, or a local chart");
        }
        StringBuilder query = new StringBuilder();
        for (String name : new String[] {"service", "scope"}) {
            if (parameters.containsKey(name)) {
                query.append(query.length() == 0 ? '?' : '&').append(name).append('=')
                        .append(URLEncoder.encode(parameters.get(name), StandardCharsets.UTF_8));
            }
        }
        URI realm = URI.create(parameters.get("realm") + query);
        JsonObject answer = JsonParser.parseString(new String(http.apply(realm, Map.of()).body(),
                StandardCharsets.UTF_8)).getAsJsonObject();
        JsonElement token = answer.has("token") ? answer.get("token") : answer.get("access_token");
        if (token == null) {
            throw new KubeOperationException("the registry of " + reference + " gave no pull token");
        }
        return token.getAsString();
    }
}

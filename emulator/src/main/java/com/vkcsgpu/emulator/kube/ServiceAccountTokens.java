package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Service-account tokens, both kinds VK's how-to and clients use:
 * <ul>
 *   <li>legacy token Secrets ({@code type: kubernetes.io/service-account-token} with annotation
 *       {@code kubernetes.io/service-account.name}), which the token controller fills with {@code data.token},
 *       {@code data.ca.crt} and {@code data.namespace} (kubernetes/kubernetes
 *       {@code pkg/controller/serviceaccount/tokens_controller.go}); the token lives as long as the Secret and
 *       the service account (VK's {@code kubernetes/k8s/how-to-guides/sa-kubeconfig});</li>
 *   <li>TokenRequest ({@code POST .../serviceaccounts/{name}/token}, {@code authentication.k8s.io/v1}), bound to
 *       the service account's uid and expiring after {@code spec.expirationSeconds} (default one hour).</li>
 * </ul>
 * Tokens are JWTs with upstream's claims, signed with HMAC-SHA256 under a key of this server (upstream signs
 * with RS256; no client here verifies the signature, only the server does).
 */
final class ServiceAccountTokens {
    /** The TokenRequest subresource of service accounts. */
    static final String SUBRESOURCE = "token";
    static final String SECRET_TYPE = "kubernetes.io/service-account-token";
    static final String NAME_ANNOTATION = "kubernetes.io/service-account.name";
    static final String UID_ANNOTATION = "kubernetes.io/service-account.uid";
    private static final long DEFAULT_EXPIRATION_SECONDS = 3600;
    private static final Base64.Encoder URL = Base64.getUrlEncoder().withoutPadding();

    private final KubeStore store;
    private final String caPem;
    private final byte[] key = new byte[32];

    ServiceAccountTokens(KubeStore store, String caPem) {
        this.store = store;
        this.caPem = caPem;
        new SecureRandom().nextBytes(key);
    }

    /** Starts the token controller that fills legacy token Secrets. */
    void start() {
        store.subscribe(BuiltinTypes.SECRET, event -> {
            if (!event.type().equals("DELETED")) {
                fill(event.object());
            }
        });
        store.subscribe(BuiltinTypes.SERVICE_ACCOUNT, event -> {
            if (!event.type().equals("DELETED")) {
                store.list(BuiltinTypes.SECRET, Json.namespace(event.object()), LabelSelector.ALL, FieldSelector.ALL)
                        .forEach(this::fill);
            }
        });
    }

    private void fill(JsonObject secret) {
        if (!SECRET_TYPE.equals(Json.string(secret, "type"))) {
            return;
        }
        JsonObject data = Json.childOrNull(secret, "data");
        if (data != null && data.has("token")) {
            return;
        }
        String namespace = Json.namespace(secret);
        String account = Json.stringMap(Json.childOrNull(Json.metadata(secret), "annotations")).get(NAME_ANNOTATION);
        JsonObject serviceAccount = account == null ? null
                : store.get(BuiltinTypes.SERVICE_ACCOUNT, namespace, account).orElse(null);
        if (serviceAccount == null) {
            return; // upstream leaves it empty until the account exists
        }
        String uid = Json.string(Json.metadata(serviceAccount), "uid");
        JsonObject claims = new JsonObject();
        claims.addProperty("iss", "kubernetes/serviceaccount");
        claims.addProperty("kubernetes.io/serviceaccount/namespace", namespace);
        claims.addProperty("kubernetes.io/serviceaccount/secret.name", Json.name(secret));
        claims.addProperty("kubernetes.io/serviceaccount/service-account.name", account);
        claims.addProperty("kubernetes.io/serviceaccount/service-account.uid", uid);
        claims.addProperty("sub", KubeUser.serviceAccountName(namespace, account));
        String token = sign(claims);
        store.edit(BuiltinTypes.SECRET, namespace, Json.name(secret), "kube-controller-manager", live -> {
            JsonObject liveData = live.has("data") && live.get("data").isJsonObject() ? live.getAsJsonObject("data")
                    : new JsonObject();
            liveData.addProperty("token", base64(token));
            liveData.addProperty("ca.crt", base64(caPem));
            liveData.addProperty("namespace", base64(namespace));
            live.add("data", liveData);
            JsonObject annotations = Json.metadata(live).has("annotations")
                    ? Json.metadata(live).getAsJsonObject("annotations") : new JsonObject();
            annotations.addProperty(UID_ANNOTATION, uid);
            Json.metadata(live).add("annotations", annotations);
            return live;
        });
    }

    /** Answers a TokenRequest for service account {@code name} in {@code namespace}. */
    JsonObject request(String namespace, String name, JsonObject tokenRequest) {
        JsonObject account = store.get(BuiltinTypes.SERVICE_ACCOUNT, namespace, name)
                .orElseThrow(() -> KubeApiException.notFound(BuiltinTypes.SERVICE_ACCOUNT, name));
        JsonObject spec = Json.childOrNull(tokenRequest, "spec");
        long seconds = spec != null && spec.has("expirationSeconds") ? spec.get("expirationSeconds").getAsLong()
                : DEFAULT_EXPIRATION_SECONDS;
        if (seconds < 600) {
            throw KubeApiException.invalid(new ResourceType("authentication.k8s.io", "v1", "TokenRequest",
                    "tokenrequests", true, false, java.util.List.of()), name,
                    "spec.expirationSeconds: Invalid value: " + seconds + ": may not specify a duration less than 10 minutes");
        }
        Instant expires = Instant.now().plusSeconds(seconds);
        JsonObject claims = new JsonObject();
        claims.addProperty("iss", "https://kubernetes.default.svc.cluster.local");
        claims.add("aud", spec != null && spec.has("audiences") ? spec.get("audiences")
                : Json.parseObject("{\"a\":[\"https://kubernetes.default.svc.cluster.local\"]}").get("a"));
        claims.addProperty("exp", expires.getEpochSecond());
        claims.addProperty("iat", Instant.now().getEpochSecond());
        JsonObject kubernetes = new JsonObject();
        kubernetes.addProperty("namespace", namespace);
        JsonObject serviceAccount = new JsonObject();
        serviceAccount.addProperty("name", name);
        serviceAccount.addProperty("uid", Json.string(Json.metadata(account), "uid"));
        kubernetes.add("serviceaccount", serviceAccount);
        claims.add("kubernetes.io", kubernetes);
        claims.addProperty("sub", KubeUser.serviceAccountName(namespace, name));
        JsonObject answer = new JsonObject();
        answer.addProperty("apiVersion", "authentication.k8s.io/v1");
        answer.addProperty("kind", "TokenRequest");
        JsonObject metadata = new JsonObject();
        metadata.addProperty("name", name);
        metadata.addProperty("namespace", namespace);
        answer.add("metadata", metadata);
        answer.add("spec", spec == null ? new JsonObject() : spec);
        JsonObject status = new JsonObject();
        status.addProperty("token", sign(claims));
        status.addProperty("expirationTimestamp", expires.truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString());
        answer.add("status", status);
        return answer;
    }

    /** The user a token of this server authenticates as, while its Secret (legacy) or account still stands. */
    Optional<KubeUser> authenticate(String token) {
        String[] parts = token.split("\\.");
        if (parts.length != 3 || !MessageDigest.isEqual(mac(parts[0] + "." + parts[1]).getBytes(StandardCharsets.UTF_8),
                parts[2].getBytes(StandardCharsets.UTF_8))) {
            return Optional.empty();
        }
        JsonObject claims = Json.parseObject(new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8));
        if (claims.has("kubernetes.io")) {
            if (claims.get("exp").getAsLong() <= Instant.now().getEpochSecond()) {
                return Optional.empty();
            }
            JsonObject bound = claims.getAsJsonObject("kubernetes.io");
            JsonObject account = bound.getAsJsonObject("serviceaccount");
            return accountStands(Json.string(bound, "namespace"), Json.string(account, "name"), Json.string(account, "uid"));
        }
        String namespace = Json.string(claims, "kubernetes.io/serviceaccount/namespace");
        String secretName = Json.string(claims, "kubernetes.io/serviceaccount/secret.name");
        boolean secretStands = store.get(BuiltinTypes.SECRET, namespace, secretName)
                .map(s -> Json.childOrNull(s, "data")).map(d -> Json.string(d, "token"))
                .filter(t -> t.equals(base64(token))).isPresent();
        return secretStands ? accountStands(namespace, Json.string(claims, "kubernetes.io/serviceaccount/service-account.name"),
                Json.string(claims, "kubernetes.io/serviceaccount/service-account.uid")) : Optional.empty();
    }

    private Optional<KubeUser> accountStands(String namespace, String name, String uid) {
        return store.get(BuiltinTypes.SERVICE_ACCOUNT, namespace, name)
                .filter(sa -> uid.equals(Json.string(Json.metadata(sa), "uid")))
                .map(sa -> KubeUser.serviceAccount(namespace, name));
    }

    private String sign(JsonObject claims) {
        String unsigned = URL.encodeToString("{\"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8))
                + "." + URL.encodeToString(claims.toString().getBytes(StandardCharsets.UTF_8));
        return unsigned + "." + mac(unsigned);
    }

    private String mac(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return URL.encodeToString(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }
}

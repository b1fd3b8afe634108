package com.vkcsgpu.provider.config;

import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.http.PlainHttp;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PropertyModel;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.framework.RecordCodec;
import com.vkcsgpu.provider.framework.RecordModel;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.k8s.access.KubeRoleMapping;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * CheckConfig and Configure for {@link ProviderConfigArgs}.
 *
 * <p>Check validates the shape of what is set (URLs, PEM, pairs that belong together) and never
 * demands credentials: preview must work without them, values may be unknown, and they may come
 * from the environment at Configure time. Missing credentials are reported by
 * {@link ProviderConfig#requireCredentials()} when a resource first needs the cloud. Environment
 * fallbacks and defaults are applied only at Configure, never written into state, so a password
 * taken from {@code OS_PASSWORD} is never stored.
 */
public final class ProviderConfigurator {
    /** Keys the engine adds to provider inputs that are not configuration. */
    private static final Set<String> ENGINE_KEYS = Set.of("version", "pluginDownloadURL");

    /** Environment variable naming a CA bundle file (read when caCertificate is not set). */
    public static final String CA_FILE_ENV = "OS_CACERT";

    private final Map<String, String> environment;
    private final PlainHttp plainHttp;

    /** Reads fallbacks, and the plain-http opt-in, from this environment (normally {@code System.getenv()}). */
    public ProviderConfigurator(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
        this.plainHttp = PlainHttp.fromEnvironment(environment);
    }

    /** Whether plain http to loopback addresses is allowed ({@link PlainHttp#ENV}). */
    public PlainHttp plainHttp() {
        return plainHttp;
    }

    /** The problems in a configuration; unknown values (preview) are not checked. */
    public List<Diagnostics.Failure> check(Map<String, Object> news) {
        Map<String, Object> config = withoutEngineKeys(news);
        RecordCodec.Decoded<ProviderConfigArgs> decoded = RecordCodec.decode(ProviderConfigArgs.class, config, null);
        List<Diagnostics.Failure> failures = new ArrayList<>();
        decoded.errors().forEach((path, reason) -> failures.add(new Diagnostics.Failure(path, reason)));
        RecordModel model = RecordModel.of(ProviderConfigArgs.class);
        for (String key : config.keySet()) {
            if (model.property(key) == null) {
                failures.add(new Diagnostics.Failure(PropertyPath.of(key), "unknown configuration key vkcs-gpu:" + key));
            }
        }
        ProviderConfigArgs args = decoded.value();
        if (args == null) {
            return failures;
        }
        Diagnostics diags = new Diagnostics(decoded.unknowns());
        if (args.authUrl() != null) {
            checkUrl(diags, PropertyPath.of("authUrl"), args.authUrl());
        }
        if (args.endpoints() != null) {
            args.endpoints().forEach((service, url) -> {
                if (url != null) {
                    checkUrl(diags, PropertyPath.of("endpoints", service), url);
                }
            });
        }
        if (args.caCertificate() != null && !args.caCertificate().contains("-----BEGIN CERTIFICATE-----")) {
            diags.error("caCertificate", "is not a PEM certificate", "paste the PEM text including the "
                    + "-----BEGIN CERTIFICATE----- line");
        } else if (args.caCertificate() != null) {
            com.vkcsgpu.provider.cloud.http.TlsTrust.pemProblem(args.caCertificate()).ifPresent(problem -> diags.error(
                    "caCertificate", problem.replace("vkcs-gpu:caCertificate ", ""), null));
        }
        if (args.kubernetesRoleMapping() != null && !args.kubernetesRoleMapping().isBlank()) {
            try {
                KubeRoleMapping.fromSetting(args.kubernetesRoleMapping());
            } catch (IllegalArgumentException e) {
                diags.error("kubernetesRoleMapping", e.getMessage(), "leave it unset when you do not know which "
                        + "your clusters follow: the preview then warns and the cluster is asked before any write");
            }
        }
        if (args.projectQuotas() != null) {
            args.projectQuotas().negative().forEach(key -> diags.error(PropertyPath.of("projectQuotas", key),
                    "must not be negative", "copy the limit from the VK Cloud console's project quotas page"));
        }
        ConnectedGpuZones.problems(args.gpuZones()).forEach(problem -> diags.error(
                PropertyPath.of("gpuZones", problem.model()), problem.reason(), problem.fix()));
        if (args.username() != null && args.password() == null && !diags.isUnknown("password")
                && env(List.of("OS_PASSWORD")) == null) {
            diags.error("password", "is missing while username is set", "set vkcs-gpu:password (secret) or "
                    + "OS_PASSWORD");
        }
        failures.addAll(diags.failures());
        return failures;
    }

    /**
     * The configuration as given, with the properties the schema declares secret marked secret: a password
     * written as plain stack config must not come back from CheckConfig unmarked. No defaults or environment
     * values are added (they are applied at Configure only, never stored).
     */
    public Map<String, Object> secretsMarked(Map<String, Object> news) {
        Map<String, Object> marked = new LinkedHashMap<>(news);
        for (PropertyModel p : RecordModel.of(ProviderConfigArgs.class).properties()) {
            if (p.secret() && marked.get(p.name()) != null) {
                marked.put(p.name(), Values.secret(marked.get(p.name())));
            }
        }
        return marked;
    }

    private void checkUrl(Diagnostics diags, PropertyPath path, String text) {
        try {
            URI uri = new URI(text);
            if (!"https".equals(uri.getScheme()) && !"http".equals(uri.getScheme()) || uri.getHost() == null) {
                diags.error(path, "is not an absolute http(s) URL", "write it like https://host/path/");
            } else if (plainHttp.problem(text).isPresent()) {
                diags.error(path, plainHttp.problem(text).get(), null);
            } else if (!text.endsWith("/")) {
                diags.error(path, "must end with '/' (request paths are appended to it)", "use " + text + "/");
            }
        } catch (URISyntaxException e) {
            diags.error(path, "is not a URL (" + e.getReason() + ")", "write it like https://host/path/");
        }
    }

    /** Resolves explicit values, then environment variables, then defaults. */
    public ProviderConfig resolve(Map<String, Object> args) {
        List<Diagnostics.Failure> failures = check(args);
        if (!failures.isEmpty()) {
            Diagnostics.Failure f = failures.get(0);
            throw new InvalidInputException("vkcs-gpu:" + f.path() + " " + f.reason());
        }
        Map<String, Object> merged = new LinkedHashMap<>(withoutEngineKeys(args));
        for (PropertyModel p : RecordModel.of(ProviderConfigArgs.class).properties()) {
            if (Values.unwrap(merged.get(p.name())) == null) {
                String fromEnv = env(p.envFallback());
                if (fromEnv != null) {
                    merged.put(p.name(), fromEnv);
                }
            }
        }
        if (Values.unwrap(merged.get("caCertificate")) == null) {
            caCertificateFromFile().ifPresent(pem -> merged.put("caCertificate", pem));
        }
        ProviderConfigArgs a = RecordCodec.decode(ProviderConfigArgs.class, merged, null).value();
        Map<String, URI> endpoints = new LinkedHashMap<>();
        if (a.endpoints() != null) {
            a.endpoints().forEach((k, v) -> endpoints.put(k, URI.create(v)));
        }
        String authUrl = a.authUrl() == null || a.authUrl().isBlank() ? CloudSettings.defaultAuthUrl(a.region()) : a.authUrl();
        return new ProviderConfig(URI.create(authUrl), emptyToNull(a.username()), secretOrNull(a.password()),
                emptyToNull(a.projectId()), a.region(), a.userDomainName(), secretOrNull(a.accessToken()), endpoints,
                emptyToNull(a.caCertificate()), a.kubernetesRoleMapping() == null || a.kubernetesRoleMapping().isBlank()
                        ? null : KubeRoleMapping.fromSetting(a.kubernetesRoleMapping()), a.projectQuotas(),
                ConnectedGpuZones.fromSetting(a.gpuZones()));
    }

    /**
     * {@code OS_CACERT} names a CA bundle file, as in the OpenStack clients and the VK Terraform
     * provider; the emulator prints it too. Read only when {@code caCertificate} is not set.
     */
    private java.util.Optional<String> caCertificateFromFile() {
        String path = env(List.of(CA_FILE_ENV));
        if (path == null) {
            return java.util.Optional.empty();
        }
        String pem;
        try {
            pem = java.nio.file.Files.readString(java.nio.file.Path.of(path));
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            throw new InvalidInputException(CA_FILE_ENV + "=" + path + " cannot be read (" + e.getClass().getSimpleName()
                    + "); point it at a PEM file or set vkcs-gpu:caCertificate to the PEM text");
        }
        if (!pem.contains("-----BEGIN CERTIFICATE-----")) {
            throw new InvalidInputException(CA_FILE_ENV + "=" + path + " is not a PEM certificate file; point it at "
                    + "the CA's PEM file or set vkcs-gpu:caCertificate to the PEM text");
        }
        return java.util.Optional.of(pem);
    }

    private String env(List<String> names) {
        for (String n : names) {
            String v = environment.get(n);
            if (v != null && !v.isEmpty()) {
                return v;
            }
        }
        return null;
    }

    private static Map<String, Object> withoutEngineKeys(Map<String, Object> values) {
        Map<String, Object> out = new LinkedHashMap<>(values);
        ENGINE_KEYS.forEach(out::remove);
        return out;
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }

    private static SecretString secretOrNull(SecretString s) {
        return s == null || s.isEmpty() ? null : s;
    }
}

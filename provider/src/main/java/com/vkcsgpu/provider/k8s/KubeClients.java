package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.calllog.CallLog;
import io.fabric8.kubernetes.api.model.AuthInfo;
import io.fabric8.kubernetes.api.model.Cluster;
import io.fabric8.kubernetes.api.model.Context;
import io.fabric8.kubernetes.api.model.NamedAuthInfo;
import io.fabric8.kubernetes.api.model.NamedCluster;
import io.fabric8.kubernetes.api.model.NamedContext;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.internal.KubeConfigUtils;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Executors;

/**
 * The one way the provider reaches a cluster's Kubernetes API: a fabric8 client built from kubeconfig
 * text, the way a cluster hands it out (VK Cloud's {@code kube_config} call, the emulator, a user).
 *
 * <p>The kubeconfig is read as data and the client is built from the values taken out of it; fabric8's
 * own kubeconfig loader is never used, because it runs the command named in an exec user and a
 * kubeconfig that came over the network must not make the provider run anything. The current context's
 * user decides how to authenticate:
 * <ul>
 *   <li>a {@code token}, or a client certificate and key given as data: used as they are;</li>
 *   <li>an exec plugin {@code keystone-auth} or {@code client-keystone-auth} (VK Cloud's documented
 *       kubeconfig, vk-cs/docs-public docs/en/kubernetes/k8s/concepts/access-management/access-management.md):
 *       the command is not run; the provider's own Keystone token is sent as the bearer token instead,
 *       fetched when the client is built and renewed in the background, never on fabric8's event loop
 *       ({@link KeystoneBearer}, {@link RenewedBearer});</li>
 *   <li>any other exec plugin, an auth-provider, basic auth or a file reference: refused.</li>
 * </ul>
 * Certificates are always verified: a kubeconfig asking to skip verification is refused rather than
 * obeyed. An API server at a private address that cannot be reached fails at once, naming the cluster's
 * {@code publicIp} ({@link ApiReachability}). Neither the kubeconfig nor a token appears in a message.
 */
public final class KubeClients {
    /** Exec plugins whose token the provider's own Keystone token replaces. */
    private static final Set<String> KEYSTONE_PLUGINS = Set.of("keystone-auth", "client-keystone-auth");
    private static final int WATCH_RECONNECT_MILLIS = 250;
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    /** Renews Keystone tokens off fabric8's event loop ({@link RenewedBearer}); one daemon thread. */
    private static final ScheduledExecutorService RENEWALS = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "keystone-token-renewal");
        thread.setDaemon(true);
        return thread;
    });

    private KubeClients() {
    }

    /**
     * A client for {@code kubeconfig} when the provider has no Keystone token to offer: a keystone-auth
     * kubeconfig is refused with the reason and the fix.
     */
    public static KubernetesClient fromKubeconfig(String kubeconfig) {
        return fromKubeconfig(kubeconfig, KeystoneBearer.NONE);
    }

    /**
     * A client for the current context of {@code kubeconfig}; {@code keystone} authenticates a
     * keystone-auth exec user.
     *
     * @throws KubeOperationException when the text is not a usable kubeconfig (the message names
     *     what is wrong and the fix, never the content)
     */
    public static KubernetesClient fromKubeconfig(String kubeconfig, KeystoneBearer keystone) {
        return fromKubeconfig(kubeconfig, keystone, CallLog.OFF);
    }

    /**
     * As {@link #fromKubeconfig(String, KeystoneBearer)}, recording each request to the API server in
     * {@code callLog} (the debug log; never bodies or credentials).
     */
    public static KubernetesClient fromKubeconfig(String kubeconfig, KeystoneBearer keystone, CallLog callLog) {
        Prepared prepared = prepare(kubeconfig, keystone);
        ApiReachability.requireReachable(prepared.config().getMasterUrl(), prepared.config().getCaCertData());
        KubeCallRecorder recorder = callLog == CallLog.OFF ? null : new KubeCallRecorder(callLog);
        return new KubernetesClientBuilder().withConfig(prepared.config())
                .withHttpClientFactory(SharedVertx.httpClientFactory()).withHttpClientBuilderConsumer(http -> {
            if (prepared.bearer() != null) {
                prepared.bearer().interceptors().forEach(http::addOrReplaceInterceptor);
            }
            if (recorder != null) {
                http.addOrReplaceInterceptor(KubeCallRecorder.NAME, recorder);
            }
        }).build();
    }

    /** The client configuration {@link #fromKubeconfig(String, KeystoneBearer)} uses; no I/O but a first Keystone token. */
    static Config config(String kubeconfig, KeystoneBearer keystone) {
        return prepare(kubeconfig, keystone).config();
    }

    /** A client's configuration, and the bearer that authenticates its requests when the user is keystone-auth. */
    private record Prepared(Config config, RenewedBearer bearer) {
    }

    private static Prepared prepare(String kubeconfig, KeystoneBearer keystone) {
        if (kubeconfig == null || kubeconfig.isBlank()) {
            throw new KubeOperationException("the kubeconfig is empty; pass the cluster's kubeconfig "
                    + "(for example the kubeconfig output of vkcs-gpu:mk8s:Cluster)");
        }
        io.fabric8.kubernetes.api.model.Config parsed;
        try {
            parsed = KubeConfigUtils.parseConfigFromString(kubeconfig);
        } catch (RuntimeException e) {
            // The parser's message can quote the input, and the input holds credentials: drop it.
            throw new KubeOperationException("the kubeconfig cannot be read (" + e.getClass().getSimpleName()
                    + "); pass a complete kubeconfig YAML with a current-context");
        }
        if (parsed == null) {
            throw new KubeOperationException("the kubeconfig cannot be read; pass a complete kubeconfig YAML with a current-context");
        }
        Context context = currentContext(parsed);
        Cluster cluster = named(parsed.getClusters(), context.getCluster(), NamedCluster::getName, NamedCluster::getCluster,
                "cluster");
        AuthInfo user = named(parsed.getUsers(), context.getUser(), NamedAuthInfo::getName, NamedAuthInfo::getUser, "user");
        if (cluster.getServer() == null || cluster.getServer().isBlank()) {
            throw new KubeOperationException("the kubeconfig names no API server; set clusters[].cluster.server");
        }
        if (Boolean.TRUE.equals(cluster.getInsecureSkipTlsVerify())) {
            throw new KubeOperationException("the kubeconfig asks to skip TLS verification "
                    + "(insecure-skip-tls-verify); give the cluster's certificate-authority-data instead");
        }
        if (cluster.getCertificateAuthority() != null) {
            throw new KubeOperationException("the kubeconfig's cluster names a certificate-authority file; "
                    + "give the certificate as certificate-authority-data instead");
        }
        Config config = Config.empty();
        config.setMasterUrl(cluster.getServer());
        config.setCaCertData(cluster.getCertificateAuthorityData());
        config.setNamespace(context.getNamespace());
        RenewedBearer bearer = authenticate(config, user, keystone);
        config.setTrustCerts(false);
        config.setDisableHostnameVerification(false);
        config.setConnectionTimeout((int) CONNECT_TIMEOUT.toMillis());
        config.setRequestTimeout((int) REQUEST_TIMEOUT.toMillis());
        // Transient failures are retried by our own bounded waits, not for minutes inside one call.
        config.setRequestRetryBackoffLimit(3);
        // Re-open a watch the server ended after 250 ms at first (fabric8 waits 1 s), so informers behind
        // the readiness gate and the applier's waits see changes promptly.
        config.setWatchReconnectInterval(WATCH_RECONNECT_MILLIS);
        return new Prepared(config, bearer);
    }

    /** Sets the user's credentials on {@code config}; a keystone-auth user gets the returned bearer instead. */
    private static RenewedBearer authenticate(Config config, AuthInfo user, KeystoneBearer keystone) {
        List<String> refused = new ArrayList<>();
        if (user.getAuthProvider() != null) {
            refused.add("auth-provider '" + user.getAuthProvider().getName() + "'");
        }
        if (user.getUsername() != null || user.getPassword() != null) {
            refused.add("basic auth (username/password)");
        }
        if (user.getTokenFile() != null || user.getClientCertificate() != null || user.getClientKey() != null) {
            refused.add("file references (tokenFile, client-certificate, client-key)");
        }
        if (user.getExec() != null) {
            String plugin = commandName(user.getExec().getCommand());
            if (!KEYSTONE_PLUGINS.contains(plugin)) {
                refused.add("exec plugin '" + plugin + "'");
            } else if (refused.isEmpty()) {
                return new RenewedBearer(keystone, RENEWALS).renewOn(RENEWALS);
            }
        }
        if (!refused.isEmpty()) {
            throw new KubeOperationException("the kubeconfig's user authenticates with " + String.join(", ", refused)
                    + ", which the provider does not use (it never runs a command named in a kubeconfig); pass a "
                    + "kubeconfig whose user has a token, a client certificate and key as data, or VK Cloud's "
                    + "keystone-auth exec user");
        }
        boolean certificate = user.getClientCertificateData() != null && user.getClientKeyData() != null;
        if (user.getToken() == null && !certificate) {
            throw new KubeOperationException("the kubeconfig's user has no credentials; give a token, a client "
                    + "certificate and key (client-certificate-data, client-key-data), or VK Cloud's keystone-auth exec user");
        }
        config.setOauthToken(user.getToken());
        config.setClientCertData(user.getClientCertificateData());
        config.setClientKeyData(user.getClientKeyData());
        return null;
    }

    /** The file name of an exec command ({@code /usr/local/bin/keystone-auth} is {@code keystone-auth}). */
    private static String commandName(String command) {
        if (command == null || command.isBlank()) {
            return "";
        }
        String trimmed = command.trim();
        return trimmed.substring(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1);
    }

    private static Context currentContext(io.fabric8.kubernetes.api.model.Config parsed) {
        String current = parsed.getCurrentContext();
        if (current == null || current.isBlank()) {
            throw new KubeOperationException("the kubeconfig has no current-context; set current-context to one of its contexts");
        }
        return named(parsed.getContexts(), current, NamedContext::getName, NamedContext::getContext, "context");
    }

    private static <N, T> T named(List<N> entries, String name, java.util.function.Function<N, String> nameOf,
                                  java.util.function.Function<N, T> valueOf, String what) {
        if (entries != null && name != null) {
            for (N entry : entries) {
                if (name.equals(nameOf.apply(entry)) && valueOf.apply(entry) != null) {
                    return valueOf.apply(entry);
                }
            }
        }
        throw new KubeOperationException("the kubeconfig's current context refers to " + what + " '" + name
                + "', which it does not define; pass a complete kubeconfig");
    }
}

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
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.cloud.http.TlsTrust;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import io.fabric8.kubernetes.client.internal.SSLUtils;
import javax.net.ssl.KeyManager;
import javax.net.ssl.TrustManager;
import java.net.URI;
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
        return fromKubeconfig(kubeconfig, keystone, callLog, PlainHttp.REFUSED);
    }

    /**
     * As {@link #fromKubeconfig(String, KeystoneBearer, CallLog)}, with a plain {@code http://} server allowed only
     * as {@code plainHttp} says (loopback, with the opt-in).
     */
    public static KubernetesClient fromKubeconfig(String kubeconfig, KeystoneBearer keystone, CallLog callLog,
                                                  PlainHttp plainHttp) {
        Prepared prepared = prepare(kubeconfig, keystone, plainHttp);
        ApiReachability.requireReachable(prepared.config().getMasterUrl(), prepared.config().getCaCertData());
        KubeCallRecorder recorder = callLog == CallLog.OFF ? null : new KubeCallRecorder(callLog);
        TrustManager[] clusterCaOnly = clusterCaOnly(prepared.config());
        return new KubernetesClientBuilder().withConfig(prepared.config())
                .withHttpClientFactory(SharedVertx.httpClientFactory()).withHttpClientBuilderConsumer(http -> {
            if (clusterCaOnly != null) {
                http.sslContext(keyManagers(prepared.config()), clusterCaOnly);
            }
            if (prepared.bearer() != null) {
                prepared.bearer().interceptors().forEach(http::addOrReplaceInterceptor);
            }
            if (recorder != null) {
                http.addOrReplaceInterceptor(KubeCallRecorder.NAME, recorder);
            }
        }).build();
    }

    /**
     * The kubeconfig's CA as the only trust anchor, or null without one (the JDK's CAs then, as kubectl uses the
     * system roots). fabric8 would add the CA to the JDK's store, trusting every public CA beside it.
     */
    private static TrustManager[] clusterCaOnly(Config config) {
        String caData = config.getCaCertData();
        if (caData == null || caData.isBlank()) {
            return null;
        }
        try {
            String pem = new String(java.util.Base64.getMimeDecoder().decode(caData), java.nio.charset.StandardCharsets.UTF_8);
            return new TrustManager[] {TlsTrust.onlyTheseCas(pem)};
        } catch (IllegalArgumentException | java.security.GeneralSecurityException | VkcsConfigurationException e) {
            throw new KubeOperationException("the kubeconfig's certificate-authority-data is not a base64 PEM "
                    + "certificate (" + e.getClass().getSimpleName() + "); pass the cluster's kubeconfig from VK Cloud");
        }
    }

    /** The client certificate of the kubeconfig's user, if any, as fabric8 reads it. */
    private static KeyManager[] keyManagers(Config config) {
        try {
            return SSLUtils.keyManagers(config);
        } catch (Exception e) {
            throw new KubeOperationException("the kubeconfig's client-certificate-data or client-key-data cannot be "
                    + "read (" + e.getClass().getSimpleName() + "); pass them as base64 PEM");
        }
    }

    /**
     * Where {@code kubeconfig} would send credentials that must not go there, for Check: plain http to a remote
     * server, VK's keystone-auth user over http or without the cluster's CA. No I/O, no token. A plain-http server
     * on a loopback address passes here (whether the opt-in allows it is decided when the client is built), and so
     * does a kubeconfig that cannot be read at all, which fails on first use with the reason.
     */
    public static java.util.Optional<String> problem(String kubeconfig) {
        Read read;
        try {
            read = read(kubeconfig);
        } catch (KubeOperationException e) {
            return java.util.Optional.empty(); // said when a client is built, where every use of it fails
        }
        try {
            requireTransport(read, new PlainHttp(true));
            return java.util.Optional.empty();
        } catch (KubeOperationException e) {
            return java.util.Optional.of(e.getMessage());
        }
    }

    /** The client configuration {@link #fromKubeconfig(String, KeystoneBearer)} uses; no I/O but a first Keystone token. */
    static Config config(String kubeconfig, KeystoneBearer keystone) {
        return prepare(kubeconfig, keystone, PlainHttp.REFUSED).config();
    }

    /** A client's configuration, and the bearer that authenticates its requests when the user is keystone-auth. */
    private record Prepared(Config config, RenewedBearer bearer) {
    }

    /** The parts of a kubeconfig a client is built from, each checked. */
    private record Read(Context context, Cluster cluster, AuthInfo user, URI server, boolean keystoneUser) {
    }

    private static Prepared prepare(String kubeconfig, KeystoneBearer keystone, PlainHttp plainHttp) {
        Read read = read(kubeconfig);
        requireTransport(read, plainHttp);
        Config config = Config.empty();
        config.setMasterUrl(read.cluster().getServer());
        config.setCaCertData(read.cluster().getCertificateAuthorityData());
        config.setNamespace(read.context().getNamespace());
        RenewedBearer bearer = null;
        if (read.keystoneUser()) {
            keystone.serverProblem(read.server()).ifPresent(problem -> {
                throw new KubeOperationException("the kubeconfig's server " + read.server() + " is not where the "
                        + "provider sends its Keystone token: " + problem + "; the token goes only to the API address "
                        + "VK Cloud reports for a cluster of the project; pass that cluster's kubeconfig (the "
                        + "kubeconfig output of vkcs-gpu:mk8s:Cluster)");
            });
            bearer = new RenewedBearer(keystone, RENEWALS).renewOn(RENEWALS);
        } else {
            config.setOauthToken(read.user().getToken());
            config.setClientCertData(read.user().getClientCertificateData());
            config.setClientKeyData(read.user().getClientKeyData());
        }
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

    private static Read read(String kubeconfig) {
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
        URI server = serverOf(cluster.getServer());
        if (Boolean.TRUE.equals(cluster.getInsecureSkipTlsVerify())) {
            throw new KubeOperationException("the kubeconfig asks to skip TLS verification "
                    + "(insecure-skip-tls-verify); give the cluster's certificate-authority-data instead");
        }
        if (cluster.getCertificateAuthority() != null) {
            throw new KubeOperationException("the kubeconfig's cluster names a certificate-authority file; "
                    + "give the certificate as certificate-authority-data instead");
        }
        return new Read(context, cluster, user, server, keystoneUser(user));
    }

    /** Refuses plain http as {@code plainHttp} says, and for VK's keystone-auth user, anything but https with a CA. */
    private static void requireTransport(Read read, PlainHttp plainHttp) {
        plainHttp.problem(read.server().toString()).ifPresent(problem -> {
            throw new KubeOperationException("the kubeconfig's server " + read.server() + " " + problem);
        });
        if (read.keystoneUser()) {
            requireKeystoneTransport(read.server(), read.cluster());
        }
    }

    private static URI serverOf(String text) {
        try {
            URI server = new URI(text.trim());
            if (server.getHost() == null || !("https".equals(server.getScheme()) || "http".equals(server.getScheme()))) {
                throw new KubeOperationException("the kubeconfig's server is not an https URL; set "
                        + "clusters[].cluster.server to the cluster's API address, such as https://10.0.0.5:6443");
            }
            return server;
        } catch (java.net.URISyntaxException e) {
            throw new KubeOperationException("the kubeconfig's server is not a URL (" + e.getReason() + "); set "
                    + "clusters[].cluster.server to the cluster's API address, such as https://10.0.0.5:6443");
        }
    }

    /**
     * The provider's Keystone token is good for the whole project: it goes over https only, to a server verified
     * with the cluster's own CA (the kubeconfig's certificate-authority-data), never with the JDK's CAs alone.
     */
    private static void requireKeystoneTransport(URI server, Cluster cluster) {
        if (!"https".equals(server.getScheme())) {
            throw new KubeOperationException("the kubeconfig's user is VK Cloud's keystone-auth and its server "
                    + server + " is not https; the provider sends its Keystone token over https only: pass the "
                    + "cluster's kubeconfig from VK Cloud");
        }
        if (cluster.getCertificateAuthorityData() == null || cluster.getCertificateAuthorityData().isBlank()) {
            throw new KubeOperationException("the kubeconfig's user is VK Cloud's keystone-auth and its cluster has no "
                    + "certificate-authority-data; the provider sends its Keystone token only to a server verified "
                    + "with the cluster's CA: pass the cluster's kubeconfig from VK Cloud");
        }
    }

    /** Whether the user is VK's keystone-auth exec user; refuses every kind of user the provider does not use. */
    private static boolean keystoneUser(AuthInfo user) {
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
                return true;
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
        return false;
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

package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.auth.KeystoneSession;
import com.vkcsgpu.provider.cloud.auth.Session;
import com.vkcsgpu.provider.cloud.auth.TokenRoles;
import com.vkcsgpu.provider.cloud.auth.TokenSession;
import com.vkcsgpu.provider.cloud.compute.ComputeClient;
import com.vkcsgpu.provider.cloud.http.HttpCaller;
import com.vkcsgpu.provider.cloud.http.Redactor;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import com.vkcsgpu.provider.cloud.http.TlsTrust;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.cloud.mk8s.AddonClient;
import com.vkcsgpu.provider.cloud.mk8s.ClusterClient;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupClient;
import com.vkcsgpu.provider.cloud.mk8s.Waiter;
import com.vkcsgpu.provider.secret.SecretString;
import java.time.Duration;
import java.net.http.HttpClient;

/**
 * The VK Cloud client: one authenticated session shared by the service clients. Knows nothing of
 * Pulumi. Thread-safe; build one per provider configuration.
 *
 * <pre>{@code
 * VkcsClient cloud = VkcsClient.create(settings);
 * String id = cloud.clusters().createCluster(request);
 * Cluster running = cloud.clusters().awaitRunning(id, control);
 * }</pre>
 */
public final class VkcsClient {
    private final Session session;
    private final ClusterClient clusters;
    private final NodeGroupClient nodeGroups;
    private final AddonClient addons;
    private final ComputeClient compute;
    private final ServiceApi managedK8s;

    private VkcsClient(CloudSettings settings, ClientOptions options, CallLog callLog) {
        Redactor redactor = new Redactor();
        redactor.add(settings.password());
        redactor.add(settings.accessToken());
        HttpClient http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .sslContext(TlsTrust.sslContext(settings.caCertificate()))
                .connectTimeout(options.connectTimeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        HttpCaller caller = new HttpCaller(http, options.retry(), options.requestTimeout(), redactor, callLog);
        this.session = settings.usesAccessToken()
                ? new TokenSession(settings.accessToken(), settings.endpointOverrides(), settings.authUrl(), caller)
                : new KeystoneSession(settings, caller);
        Waiter waiter = Waiter.from(options.retry());
        this.managedK8s = new ServiceApi(caller, session, Endpoints.MANAGED_K8S);
        Duration freshness = min(options.clusterWaits().pollInterval(), options.shortWaits().pollInterval());
        this.clusters = new ClusterClient(managedK8s, waiter, options.clusterWaits(), options.tolerances(), freshness);
        this.compute = new ComputeClient(new ServiceApi(caller, session, Endpoints.COMPUTE), options.flavorZones());
        this.nodeGroups = new NodeGroupClient(managedK8s, clusters, compute, waiter, options.shortWaits());
        this.addons = new AddonClient(managedK8s, clusters, waiter, options.shortWaits());
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** A client with production defaults. */
    public static VkcsClient create(CloudSettings settings) {
        return create(settings, ClientOptions.defaults());
    }

    /**
     * A client with the given tuning. Makes no network call.
     *
     * @throws VkcsConfigurationException listing every problem of {@code settings}, or a bad CA certificate
     */
    public static VkcsClient create(CloudSettings settings, ClientOptions options) {
        return create(settings, options, CallLog.OFF);
    }

    /**
     * A client with the given tuning that records each HTTP exchange in {@code callLog} (the debug log). Makes no
     * network call.
     *
     * @throws VkcsConfigurationException listing every problem of {@code settings}, or a bad CA certificate
     */
    public static VkcsClient create(CloudSettings settings, ClientOptions options, CallLog callLog) {
        var problems = settings.problems();
        if (!problems.isEmpty()) {
            throw new VkcsConfigurationException("invalid VK Cloud settings: " + String.join("; ", problems));
        }
        return new VkcsClient(settings, options, callLog);
    }

    /**
     * Authenticates (unless a pre-issued token is used) and resolves the endpoints of the services
     * the provider needs, so that bad credentials or a missing endpoint show up at configure time.
     */
    public void verifyAccess() {
        session.token();
        session.endpoint(Endpoints.MANAGED_K8S);
        session.endpoint(Endpoints.COMPUTE);
    }

    /**
     * A Keystone token of this configuration, valid now (renewed before expiry), for the Kubernetes API of
     * the project's clusters, which VK's keystone-auth webhook authenticates with it.
     */
    public SecretString keystoneToken() {
        return session.token();
    }

    /**
     * A Keystone token to use after a cluster's API server refused {@code refused}: authenticates again when
     * {@code refused} is the session's current token (it lapsed or was revoked before its expiry).
     */
    public SecretString keystoneTokenAfterRefusal(SecretString refused) {
        session.renew(refused);
        return session.token();
    }

    /**
     * The project roles of the Keystone token (VK's {@code mcs_*} roles), for predicting the Kubernetes role of a
     * cluster not yet created: those the password authentication returned, or those Keystone shows a pre-issued
     * token (read once), or why they could not be read.
     */
    public TokenRoles keystoneProjectRoles() {
        return session.projectRoles();
    }

    /** The session, for tests in this package that check its token never reaches a message. */
    Session session() {
        return session;
    }

    /** The managed-k8s service, for tests in this package that look at raw answers. */
    ServiceApi managedK8s() {
        return managedK8s;
    }

    public ClusterClient clusters() {
        return clusters;
    }

    public NodeGroupClient nodeGroups() {
        return nodeGroups;
    }

    public AddonClient addons() {
        return addons;
    }

    public ComputeClient compute() {
        return compute;
    }
}

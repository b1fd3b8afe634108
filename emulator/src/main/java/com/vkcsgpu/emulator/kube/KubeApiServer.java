package com.vkcsgpu.emulator.kube;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.ssl.SslHandler;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;

/**
 * The Kubernetes API server of one emulated cluster: HTTPS on a loopback port with a certificate
 * from the emulator CA (SANs {@code 127.0.0.1}, {@code localhost}), bearer-token auth, discovery,
 * resources with watches (see {@link KubeHttpHandler}), and a {@link KubeStore} simulations can
 * drive directly. A minimal scheduler ({@link PodScheduler}) binds pods, a simulated kubelet
 * ({@link #kubelet()}) runs them, and the DaemonSet, Deployment and Job controllers plus
 * owner-reference garbage collection ({@link #garbageCollector()}) turn workloads into pods.
 *
 * <p>Start one standalone in tests with {@link #start(String, EmulatorCa)} and point a client at
 * {@link #serverUrl()} with {@link #bearerToken()} and the CA's PEM; the cloud emulator uses
 * {@link #factory()}.
 */
public final class KubeApiServer implements EmulatedKubeApi {
    /** The Kubernetes version {@code /version} reports unless one is given. */
    public static final String DEFAULT_KUBERNETES_VERSION = "v1.31.4";
    /**
     * The time scale of a server started without one (tests and embedding): a pod's 30-second
     * grace period lasts 30 ms, so deletions still pass through Terminating without slowing
     * tests. The cloud emulator passes its own {@code --time-scale}.
     */
    public static final double DEFAULT_TIME_SCALE = 0.001;
    private static final int MAX_BODY_BYTES = 64 * 1024 * 1024;

    private final KubeFaults faults = new KubeFaults();
    private final LongAdder resourceListRequests = new LongAdder();
    /** Every write request a client sent, as {@code METHOD path}, in order; access reviews are not writes. */
    private final List<String> writeRequests = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final String clusterName;
    private final KubeStore store;
    private final String bearerToken;
    /** The name the static token authenticates as (a member of {@code system:masters}). */
    public static final String STATIC_TOKEN_USER = "kubernetes-admin";
    /** The name a token of {@link #acceptKeystoneTokens} authenticates as (a member of {@code system:masters}). */
    public static final String KEYSTONE_TOKEN_USER = "keystone-user";
    private volatile Predicate<String> keystoneTokens = token -> false;
    private volatile Function<String, Optional<KubeUser>> keystoneUsers = token -> Optional.empty();
    private final ServiceAccountTokens serviceAccountTokens;
    private final KubeAccess access;
    private final Gatekeeper gatekeeper;
    private volatile ContainerDefaults defaults;
    /** Applies {@link #defaults} when set: the webhook stays registered, the setting decides. */
    private final KubeStore.AdmissionWebhook containerDefaults = (type, object) -> {
        ContainerDefaults current = defaults;
        if (current != null) {
            current.admitCreate(type, object);
        }
    };
    private final EventLoopGroup bossGroup;
    private final EventLoopGroup workerGroup;
    private final Channel serverChannel;
    private final URI serverUrl;
    private final NodeSync nodeSync;
    /** What the control plane runs; changed by {@link #controlPlaneUpgraded}. */
    private volatile String kubernetesVersion;
    private final KubeletSimulator kubelet;
    private final GarbageCollector garbageCollector;

    private KubeApiServer(String clusterName, EmulatorCa ca, String kubernetesVersion, double timeScale) {
        this.clusterName = clusterName;
        this.store = new KubeStore(clusterName, timeScale);
        this.bearerToken = newToken();
        this.kubernetesVersion = kubernetesVersion;
        this.nodeSync = new NodeSync(store, kubernetesVersion);
        this.kubelet = new KubeletSimulator(store);
        this.garbageCollector = new GarbageCollector(store);
        BootstrapRbac.create(store);
        new ClusterRoleAggregation(store).start();
        this.serviceAccountTokens = new ServiceAccountTokens(store, ca.caCertificatePem());
        serviceAccountTokens.start();
        this.access = new KubeAccess(store);
        store.addAdmissionWebhook(containerDefaults);
        this.gatekeeper = new Gatekeeper(store);
        new PodScheduler(store).start();
        kubelet.start();
        new DaemonSetController(store).start();
        new DeploymentController(store).start();
        new JobController(store).start();
        garbageCollector.start();
        SSLContext tls = ca.serverContext("127.0.0.1", "localhost");
        this.bossGroup = new NioEventLoopGroup(1);
        this.workerGroup = new NioEventLoopGroup(2);
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(bossGroup, workerGroup)
                .channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel channel) {
                        SSLEngine engine = tls.createSSLEngine();
                        engine.setUseClientMode(false);
                        channel.pipeline().addLast(new SslHandler(engine), new HttpServerCodec(),
                                new HttpObjectAggregator(MAX_BODY_BYTES),
                                new KubeHttpHandler(store, KubeApiServer.this::authenticate, access,
                                        serviceAccountTokens, KubeApiServer.this.kubernetesVersion, faults,
                                        resourceListRequests, writeRequests));
                    }
                });
        this.serverChannel = bootstrap.bind("127.0.0.1", 0).syncUninterruptibly().channel();
        int port = ((InetSocketAddress) serverChannel.localAddress()).getPort();
        this.serverUrl = URI.create("https://127.0.0.1:" + port);
    }

    /** The faults this API answers with (tests inject them to see clients recover). */
    public KubeFaults faults() {
        return faults;
    }

    /**
     * How many API discovery requests for one group version's resources ({@code GET /api/v1},
     * {@code GET /apis/GROUP/VERSION}) this server has been asked since it started, answered or not.
     */
    public long resourceListRequests() {
        return resourceListRequests.sum();
    }

    /**
     * Every write request (POST, PUT, PATCH, DELETE) clients sent this server, as {@code METHOD path}, oldest first;
     * self access reviews persist nothing and are not listed, nor are the emulator's own controllers' writes. A test
     * that a preview writes nothing asserts this list did not grow.
     */
    public List<String> writeRequests() {
        return List.copyOf(writeRequests);
    }

    /** Starts a server reporting {@link #DEFAULT_KUBERNETES_VERSION} at {@link #DEFAULT_TIME_SCALE}. */
    public static KubeApiServer start(String clusterName, EmulatorCa ca) {
        return start(clusterName, ca, DEFAULT_KUBERNETES_VERSION);
    }

    /** Starts a server reporting {@code kubernetesVersion} (such as {@code v1.31.4}), at {@link #DEFAULT_TIME_SCALE}. */
    public static KubeApiServer start(String clusterName, EmulatorCa ca, String kubernetesVersion) {
        return start(clusterName, ca, kubernetesVersion, DEFAULT_TIME_SCALE);
    }

    /**
     * Starts a server reporting {@code kubernetesVersion} whose waits (pods' graceful deletion)
     * last their real duration times {@code timeScale}, the emulator's {@code --time-scale}.
     */
    public static KubeApiServer start(String clusterName, EmulatorCa ca, String kubernetesVersion, double timeScale) {
        return new KubeApiServer(clusterName, ca, kubernetesVersion, timeScale);
    }

    /** What the cloud emulator plugs in to start one server per RUNNING cluster. */
    public static KubeApiFactory factory() {
        return new KubeApiFactory() {
            @Override
            public EmulatedKubeApi start(String clusterName, EmulatorCa ca) {
                return KubeApiServer.start(clusterName, ca);
            }

            @Override
            public EmulatedKubeApi start(String clusterName, EmulatorCa ca, String kubernetesVersion,
                    double timeScale) {
                return KubeApiServer.start(clusterName, ca, kubernetesVersion, timeScale);
            }
        };
    }

    @Override
    public URI serverUrl() {
        return serverUrl;
    }

    @Override
    public String bearerToken() {
        return bearerToken;
    }

    @Override
    public void acceptKeystoneTokens(Predicate<String> tokens) {
        this.keystoneTokens = tokens;
    }

    @Override
    public void acceptKeystoneUsers(Function<String, Optional<KubeUser>> users) {
        this.keystoneUsers = users;
    }

    /**
     * Who {@code token} is: the static token's {@link #STATIC_TOKEN_USER}, a service account (a token Secret's or
     * TokenRequest's token), a Keystone user with its console role's grant, or a token of the legacy predicate
     * ({@link #KEYSTONE_TOKEN_USER}, unrestricted); empty (401) for anything else.
     */
    private Optional<KubeUser> authenticate(String token) {
        if (MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8), bearerToken.getBytes(StandardCharsets.UTF_8))) {
            return Optional.of(KubeUser.clusterAdmin(STATIC_TOKEN_USER));
        }
        Optional<KubeUser> user = serviceAccountTokens.authenticate(token).or(() -> keystoneUsers.apply(token));
        if (user.isPresent()) {
            return user;
        }
        return keystoneTokens.test(token) ? Optional.of(KubeUser.clusterAdmin(KEYSTONE_TOKEN_USER)) : Optional.empty();
    }

    @Override
    public void applyGatekeeper(GatekeeperPolicy policy) {
        gatekeeper.install(policy);
    }

    @Override
    public void applyContainerDefaults(ContainerDefaults defaults) {
        this.defaults = defaults;
    }

    @Override
    public void bootNodesWith(NodeOs os) {
        nodeSync.nodeOs(os);
    }

    /** VK's addon install: the policy may exclude the addon's namespace from the constraints. */
    @Override
    public void addonInstalled(String addonName, String version, String namespace, String values) {
        gatekeeper.addonInstalledIn(namespace);
    }

    /** The cluster's objects, for simulations (kubelet, scheduler, GPU Operator) running beside the server. */
    public KubeStore store() {
        return store;
    }

    /** The simulated kubelets; set their {@link KubeletSimulator#setPodFate pod fate} to simulate workloads. */
    public KubeletSimulator kubelet() {
        return kubelet;
    }

    /** Owner-reference garbage collection; simulations register custom owner kinds here. */
    public GarbageCollector garbageCollector() {
        return garbageCollector;
    }

    /** The node as the cloud side described it (GPU count and model), while it exists. */
    public Optional<EmulatedNode> nodeHardware(String nodeName) {
        return nodeSync.hardware(nodeName);
    }

    @Override
    public void syncNodeGroup(String nodeGroup, List<EmulatedNode> nodes) {
        nodeSync.sync(nodeGroup, nodes);
    }

    @Override
    public void controlPlaneUpgraded(String version) {
        this.kubernetesVersion = version;
        nodeSync.kubeletVersion(version);
    }

    @Override
    public void close() {
        store.shutdown();
        serverChannel.close().syncUninterruptibly();
        bossGroup.shutdownGracefully(0, 1, java.util.concurrent.TimeUnit.SECONDS);
        workerGroup.shutdownGracefully(0, 1, java.util.concurrent.TimeUnit.SECONDS);
    }

    @Override
    public String toString() {
        return "KubeApiServer[" + clusterName + " at " + serverUrl + "]";
    }

    private static String newToken() {
        byte[] random = new byte[24];
        new SecureRandom().nextBytes(random);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
    }
}

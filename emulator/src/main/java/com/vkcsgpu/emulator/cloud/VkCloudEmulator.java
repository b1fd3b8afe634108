package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.KubeApiFactory;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * VK Cloud on loopback: Keystone v3 with a catalog, managed Kubernetes gen-2 (clusters, node
 * groups, versions, kubeconfig, addons), and Nova flavors, all over HTTPS with a generated CA.
 * Every RUNNING cluster gets a Kubernetes API from the {@link KubeApiFactory}.
 *
 * <pre>{@code
 * try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.001).kubeApiFactory(f).start()) {
 *     URI auth = cloud.identityUrl();              // https://127.0.0.1:<port>/infra/identity/v3/
 *     EmulatorCredentials user = cloud.credentials();
 *     cloud.injectFault(Fault.on("POST", "**}{@code /clusters").status(503));
 * }
 * }</pre>
 *
 * <p>Timings are realistic ({@link Timings#realistic()}) multiplied by the time scale: 1.0 for
 * demos in real time, 0.001 for tests (an 8-minute provisioning takes 480 ms).
 */
public final class VkCloudEmulator implements AutoCloseable {
    static final String IDENTITY_PATH = "/infra/identity/v3/";
    static final String MANAGED_K8S_PATH = "/infra/managed-k8s/v2/";
    static final String MANAGED_K8S_INTERNAL_PATH = "/internal/managed-k8s/v2/";
    static final String COMPUTE_PATH = "/infra/compute/v2.1/";
    static final String COMPUTE_INTERNAL_PATH = "/internal/compute/v2.1/";
    static final String ADMIN_PATH = "/_emulator/";

    private final EmulatorCa ca;
    private final EmulatorCredentials credentials;
    private final Path caFile;
    private final HttpFront front;
    private final Scheduler scheduler;
    private final TokenStore tokens = new TokenStore();
    private final FaultInjector faults = new FaultInjector();
    private final com.vkcsgpu.emulator.gpu.GpuFaults gpuFaults = new com.vkcsgpu.emulator.gpu.GpuFaults();
    private final com.vkcsgpu.emulator.gpu.RegistryImages registryImages = new com.vkcsgpu.emulator.gpu.RegistryImages();
    private final Mk8sStore store = new Mk8sStore();
    private final FlavorCatalog flavors;
    private final AddonCatalog addonCatalog = new AddonCatalog();
    private final ClusterLifecycle lifecycle;
    private final String baseUrl;
    private final java.util.concurrent.atomic.AtomicReference<CloudBehaviour> behaviour;
    private final java.util.concurrent.atomic.AtomicReference<VkPlatform> platform;
    private final ProjectMembers members;
    private final java.util.concurrent.atomic.AtomicReference<ProjectQuotas> quotas;
    private final AddonUpdates addonUpdates = new AddonUpdates();

    private VkCloudEmulator(Builder builder) throws IOException {
        this.ca = builder.ca != null ? builder.ca : EmulatorCa.generate("vkcs-gpu emulator CA");
        this.credentials = builder.credentials;
        this.members = new ProjectMembers(credentials, builder.userRoles);
        builder.members.forEach(m -> members.add(m.name(), m.password(), m.roles()));
        this.platform = new java.util.concurrent.atomic.AtomicReference<>(builder.platform);
        this.flavors = new FlavorCatalog(builder.gpuZones);
        this.scheduler = new Scheduler(builder.timeScale);
        this.caFile = writeCa(builder.caFile, ca.caCertificatePem());
        builder.faults.forEach(faults::add);
        builder.registryImages.forEach(registryImages::push);
        KubeApiFactory clusterApis = builder.kubeApiFactory != null || builder.withoutKubeApi ? builder.kubeApiFactory
                : com.vkcsgpu.emulator.gpu.SimulatedGpuCluster.factory(
                        com.vkcsgpu.emulator.gpu.GpuTimings.realistic().scaled(builder.timeScale), gpuFaults,
                        registryImages);
        KubeApiFactory kubeApis = clusterApis == null ? null : new KubeApiFactory() {
            @Override
            public EmulatedKubeApi start(String name, EmulatorCa issuingCa) {
                return onThePlatform(clusterApis.start(name, issuingCa));
            }

            // The cluster's own version and the emulator's clock reach the factory (a lambda would drop them).
            @Override
            public EmulatedKubeApi start(String name, EmulatorCa issuingCa, String kubernetesVersion, double timeScale) {
                return onThePlatform(clusterApis.start(name, issuingCa, kubernetesVersion, timeScale));
            }
        };
        Timings timings = builder.timings;
        this.behaviour = new java.util.concurrent.atomic.AtomicReference<>(builder.behaviour);
        Visibility visibility = new Visibility(behaviour::get, scheduler);

        this.front = new HttpFront(builder.port, ca, faults, tokens, behaviour::get, scheduler::runDue);
        this.baseUrl = "https://127.0.0.1:" + front.port();
        ServiceCatalog catalog = new ServiceCatalog()
                .add("identity", "keystone", credentials.region(), baseUrl + IDENTITY_PATH, null)
                .add("managed-k8s", "managed-k8s", credentials.region(), baseUrl + MANAGED_K8S_PATH,
                        baseUrl + MANAGED_K8S_INTERNAL_PATH)
                .add("compute", "nova", credentials.region(), baseUrl + COMPUTE_PATH + credentials.projectId(),
                        baseUrl + COMPUTE_INTERNAL_PATH + credentials.projectId());
        this.lifecycle = new ClusterLifecycle(store, scheduler, timings, kubeApis, ca,
                new NodePlanner(flavors, credentials.region()), behaviour::get);

        Duration tokenLifetime = builder.exactTokenLifetime != null ? builder.exactTokenLifetime
                : scheduler.scaled(timings.tokenLifetime(), Timings.TOKEN_LIFETIME_FLOOR);
        front.mount(new IdentityApi(credentials, members, tokens, catalog, tokenLifetime).routes(IDENTITY_PATH));
        RouteTable mk8s = new RouteTable("managed-k8s", MANAGED_K8S_PATH, () -> behaviour.get().errorShape().style);
        this.quotas = new java.util.concurrent.atomic.AtomicReference<>(builder.quotas);
        QuotaGuard quotaGuard = new QuotaGuard(store, flavors, quotas::get);
        new ClusterApi(store, lifecycle, flavors, timings, credentials.projectId(),
                new Kubeconfig(builder.kubeconfigUser, builder.internalOnlyApi, ca.caCertificatePem(),
                        baseUrl + IDENTITY_PATH, credentials), visibility, quotaGuard, addonCatalog, behaviour::get).addRoutes(mk8s);
        new NodeGroupApi(store, lifecycle, flavors, timings, visibility, quotaGuard).addRoutes(mk8s);
        new AddonApi(store, addonCatalog, scheduler, timings, visibility, () -> behaviour.get().valuesTemplate(),
                () -> addonUpdates)
                .addRoutes(mk8s);
        front.mount(mk8s);
        front.mount(new ComputeApi(flavors, credentials.projectId()).routes(COMPUTE_PATH));
        front.mount(new AdminApi(this).routes(ADMIN_PATH));
        front.start();
    }

    /** A cluster's API as VK's platform makes it: Keystone members with their mapped roles, the Gatekeeper policies. */
    private EmulatedKubeApi onThePlatform(EmulatedKubeApi api) {
        api.acceptKeystoneUsers(this::kubeUser);
        api.applyGatekeeper(platform.get().gatekeeper());
        api.applyContainerDefaults(platform.get().containerDefaults());
        api.bootNodesWith(platform.get().nodeOs());
        return api;
    }

    /**
     * Whether {@code token} is a valid Keystone token scoped to this emulator's project: what the Kubernetes API of
     * each of its clusters accepts, as VK's keystone webhook does (tests give it to a cluster they start alone).
     */
    public boolean isProjectToken(String token) {
        TokenStore.Token valid = tokens.valid(token);
        return valid != null && credentials.projectId().equals(valid.projectId);
    }

    /**
     * The user a Keystone token stands for inside a cluster of this project, with the ClusterRole its console roles
     * give it under the {@link VkPlatform#roleMapping()} in play; empty for a token not valid for the project.
     */
    private java.util.Optional<com.vkcsgpu.emulator.kube.KubeUser> kubeUser(String token) {
        TokenStore.Token valid = tokens.valid(token);
        if (valid == null || !credentials.projectId().equals(valid.projectId)) {
            return java.util.Optional.empty();
        }
        return members.byId(valid.userId).map(member -> com.vkcsgpu.emulator.kube.KubeUser.keystone(member.name(),
                platform.get().roleMapping().clusterRole(member.roles()).orElse(null)));
    }

    /** What the inside of every cluster is like (roles, ...); {@code GET /_emulator/platform}. */
    public VkPlatform platform() {
        return platform.get();
    }

    /** Plays another platform from now on, in every cluster (also {@code PUT /_emulator/platform}). */
    public void platform(VkPlatform settings) {
        platform.set(Objects.requireNonNull(settings, "settings"));
        synchronized (store) {
            store.clusters.values().stream().map(c -> c.kubeApi).filter(Objects::nonNull)
                    .forEach(api -> {
                        api.applyGatekeeper(settings.gatekeeper());
                        api.applyContainerDefaults(settings.containerDefaults());
                        api.bootNodesWith(settings.nodeOs());
                    });
        }
    }

    /**
     * Adds a member to the project (or replaces the one of that name) who logs in with {@code name} and
     * {@code password} in the project's user domain and holds {@code roles} (also {@code POST /_emulator/users}).
     * Returns the credentials a client logs in with.
     */
    public EmulatorCredentials addProjectMember(String name, String password, VkRole... roles) {
        ProjectMembers.Member member = members.add(name, password, java.util.Set.of(roles));
        return new EmulatorCredentials(member.name(), member.password(), member.id(), credentials.userDomainName(),
                credentials.projectId(), credentials.projectName(), credentials.region());
    }

    /** Every project member's name and console roles (no passwords). */
    public Map<String, java.util.Set<VkRole>> projectMembers() {
        Map<String, java.util.Set<VkRole>> result = new java.util.TreeMap<>();
        members.all().forEach(m -> result.put(m.name(), m.roles()));
        return result;
    }

    /** A builder with realistic timings, time scale 1.0, a random port and a fresh user. */
    public static Builder builder() {
        return new Builder();
    }

    /** Keystone v3 base URL, ending with {@code /v3/} like VK's {@code …/infra/identity/v3/}. */
    public URI identityUrl() {
        return URI.create(baseUrl + IDENTITY_PATH);
    }

    /** The managed Kubernetes gen-2 base URL (trailing slash; same as the catalog's public endpoint). */
    public URI managedK8sUrl() {
        return URI.create(baseUrl + MANAGED_K8S_PATH);
    }

    /** The Nova base URL including the project id (trailing slash). */
    public URI computeUrl() {
        return URI.create(baseUrl + COMPUTE_PATH + credentials.projectId() + "/");
    }

    /** The admin endpoints' base URL ({@code /_emulator/}); see {@link AdminApi}. */
    public URI adminUrl() {
        return URI.create(baseUrl + ADMIN_PATH);
    }

    public EmulatorCredentials credentials() {
        return credentials;
    }

    /** The CA every endpoint's certificate chains to, as PEM. */
    public String caCertificatePem() {
        return ca.caCertificatePem();
    }

    /** A file holding {@link #caCertificatePem()}. */
    public Path caFile() {
        return caFile;
    }

    /** The CA itself (e.g. for {@link EmulatorCa#clientContext()} in tests). */
    public EmulatorCa ca() {
        return ca;
    }

    /** The project's Managed Kubernetes quotas and connected GPUs, and how an over-quota change is answered. */
    public ProjectQuotas quotas() {
        return quotas.get();
    }

    /** Sets the project's quotas from now on (what raising them through VK's support amounts to). */
    public void quotas(ProjectQuotas settings) {
        quotas.set(Objects.requireNonNull(settings, "settings"));
    }

    /**
     * EMULATOR SETTING, not a fact: the Kubernetes versions VK's catalog lists for {@code addon} {@code version} from
     * now on (by default gpu-operator 24.9.0 lists every offered version, as VK documents), to play an installed addon
     * that does not support a cluster's next version: installing it on, and upgrading a cluster with it to, an unlisted
     * version are refused with 400 (see docs/emulator.md).
     */
    public void addonKubeVersions(String addon, String version, List<String> kubeVersions) {
        addonCatalog.supportedKubeVersions(addon, version, kubeVersions);
    }

    /** The Kubernetes versions the catalog lists for {@code addon} {@code version}; empty when it has no such version. */
    public List<String> addonKubeVersions(String addon, String version) {
        return addonCatalog.version(addon, version).map(AddonCatalog.AddonVersion::supportedKubeVersions)
                .orElse(List.of());
    }

    /** How installed addons take a new version, and the updates made to fail. */
    public AddonUpdates addonUpdates() {
        return addonUpdates;
    }

    /** How the emulator answers where VK Cloud's behaviour is unknown (settings, not facts). */
    public CloudBehaviour behaviour() {
        return behaviour.get();
    }

    /** Plays other answers from now on (also {@code PUT /_emulator/settings}). */
    public void behaviour(CloudBehaviour settings) {
        behaviour.set(Objects.requireNonNull(settings, "settings"));
    }

    /** Adds a fault for the next matching requests. */
    public void injectFault(Fault fault) {
        faults.add(Objects.requireNonNull(fault, "fault"));
    }

    /** Faults not yet used up. */
    public List<Fault> pendingFaults() {
        return faults.pending();
    }

    public void clearFaults() {
        faults.clear();
    }

    /**
     * Every Keystone token issued so far, for tests asserting that no token reaches a state file or a
     * log (clients send them to the clusters' Kubernetes APIs too).
     */
    public List<String> issuedTokens() {
        return tokens.issued();
    }

    /** Expires every token issued so far; clients get 401 until they authenticate again. */
    public void expireAllTokens() {
        tokens.expireAll();
    }

    /** Every request received (admin calls excluded), oldest first. */
    public List<RecordedRequest> requests() {
        return front.recorded();
    }

    /**
     * How many requests hit a route, e.g. {@code requestCount("POST", "clusters")} or
     * {@code requestCount("PATCH", "clusters/{id}:upgrade")} (templates as in the reference, relative
     * to the service base URL).
     */
    public long requestCount(String method, String route) {
        return front.recorded().stream().filter(r -> r.method().equals(method) && r.route().equals(route)).count();
    }

    public void clearRequests() {
        front.clearRecorded();
    }

    /**
     * The simulated GPU Operator of a RUNNING cluster (id, uuid or name), to inject faults or read
     * node GPU state; empty when the cluster has no simulation (another {@link KubeApiFactory}).
     */
    public java.util.Optional<com.vkcsgpu.emulator.gpu.GpuOperatorSimulation> gpuSimulation(String cluster) {
        return simulatedCluster(cluster).map(com.vkcsgpu.emulator.gpu.SimulatedGpuCluster::simulation);
    }

    /**
     * The Kubernetes API server of a RUNNING cluster (id, uuid or name) with the simulated GPU Operator, so a test can
     * run workloads in it (through its store and kubelet) and read what clients asked of it; empty otherwise.
     */
    public java.util.Optional<com.vkcsgpu.emulator.kube.KubeApiServer> kubeApi(String cluster) {
        return simulatedCluster(cluster).map(com.vkcsgpu.emulator.gpu.SimulatedGpuCluster::server);
    }

    private java.util.Optional<com.vkcsgpu.emulator.gpu.SimulatedGpuCluster> simulatedCluster(String cluster) {
        synchronized (store) {
            return store.clusters.values().stream()
                    .filter(c -> c.id.equals(cluster) || c.uuid.equals(cluster) || c.name.equals(cluster))
                    .map(c -> c.kubeApi).filter(a -> a instanceof com.vkcsgpu.emulator.gpu.SimulatedGpuCluster)
                    .map(a -> (com.vkcsgpu.emulator.gpu.SimulatedGpuCluster) a).findFirst();
        }
    }

    /**
     * The GPU faults of every cluster, keyed by cluster name ({@code /_emulator/gpu-faults} writes here);
     * they act on the clusters whose Kubernetes API is the default simulated one.
     */
    public com.vkcsgpu.emulator.gpu.GpuFaults gpuFaults() {
        return gpuFaults;
    }

    /**
     * The images pushed to the user's private registries, which the simulated clusters pull (a driver image built for
     * the nodes' OS); push more at any time. See {@link com.vkcsgpu.emulator.gpu.RegistryImages}.
     */
    public com.vkcsgpu.emulator.gpu.RegistryImages registryImages() {
        return registryImages;
    }

    /**
     * Adds a GPU fault to a cluster given by id, uuid or name; a cluster that does not exist (yet) is taken
     * as a name, so faults can be in place before {@code pulumi up} creates it.
     */
    public void injectGpuFault(String cluster, com.vkcsgpu.emulator.gpu.GpuFault fault) {
        gpuFaults.add(clusterName(cluster), Objects.requireNonNull(fault, "fault"));
    }

    /** The name of the cluster with this id, uuid or name; the argument itself when none has it. */
    String clusterName(String idUuidOrName) {
        synchronized (store) {
            return store.clusters.values().stream()
                    .filter(c -> c.id.equals(idUuidOrName) || c.uuid.equals(idUuidOrName))
                    .map(c -> c.name).findFirst().orElse(idUuidOrName);
        }
    }

    /**
     * The values template the emulated catalog serves for {@code addon} at {@code version} (plain text), empty when
     * the catalog has no such version: tests render real charts with the values a client builds on it.
     */
    public static java.util.Optional<String> catalogValuesTemplate(String addon, String version) {
        return new AddonCatalog().version(addon, version).map(AddonCatalog.AddonVersion::valuesTemplate);
    }

    /**
     * Every chunk of the rolling replacements of cluster {@code clusterName}'s workers so far (flavor changes, upgrades),
     * in the order they ran; empty for an unknown cluster.
     */
    public List<NodeReplacement> nodeReplacements(String clusterName) {
        scheduler.runDue();
        synchronized (store) {
            return store.clusters.values().stream().filter(c -> c.name.equals(clusterName))
                    .flatMap(c -> c.nodeReplacements.stream()).toList();
        }
    }

    /** The clusters, node groups and addons right now. */
    public EmulatorSnapshot snapshot() {
        scheduler.runDue();
        synchronized (store) {
            List<EmulatorSnapshot.Cluster> clusters = new ArrayList<>();
            for (ClusterRecord c : store.clusters.values()) {
                List<EmulatorSnapshot.NodeGroup> groups = new ArrayList<>();
                for (NodeGroupRecord g : store.nodeGroupsOf(c.id)) {
                    groups.add(new EmulatorSnapshot.NodeGroup(g.id, g.uuid, g.name, g.clusterId, flavorName(g.flavorId),
                            g.zone, g.autoScale, g.size, g.minSize, g.maxSize, g.deleting, java.util.Map.copyOf(g.labels),
                            g.taints, List.copyOf(g.nodeNames)));
                }
                clusters.add(new EmulatorSnapshot.Cluster(c.id, c.uuid, c.name, c.status, c.version,
                        flavorName(c.masterFlavorId), c.masterReplicas, c.deploymentZones(),
                        c.kubeApi == null ? null : c.kubeApi.serverUrl().toString(), groups));
            }
            List<EmulatorSnapshot.Addon> addons = store.addons.values().stream().map(a -> new EmulatorSnapshot.Addon(
                    a.id, a.clusterId, a.baseAddonName,
                    addonCatalog.versionById(a.addonVersionId).map(AddonCatalog.AddonVersion::version).orElse(null),
                    a.namespace, a.status, a.values)).toList();
            return new EmulatorSnapshot(clusters, addons);
        }
    }

    /** The id of the flavor with this VK name, e.g. {@code GPU1A-32-96-A100-1}. */
    public String flavorId(String flavorName) {
        return flavors.byName(flavorName).map(Flavor::id)
                .orElseThrow(() -> new IllegalArgumentException("no flavor named " + flavorName));
    }

    /** Every flavor the emulated region offers. */
    public List<Flavor> flavors() {
        return flavors.all();
    }

    private String flavorName(String flavorId) {
        return flavors.byId(flavorId).map(Flavor::name).orElse(flavorId);
    }

    /** Stops serving and closes every cluster's Kubernetes API. */
    @Override
    public void close() {
        front.close();
        scheduler.close();
        lifecycle.closeAll();
    }

    private static Path writeCa(Path requested, String pem) throws IOException {
        Path file = requested != null ? requested : Files.createTempFile("vkcs-emulator-ca-", ".pem");
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, pem, StandardCharsets.US_ASCII);
        if (requested == null) {
            file.toFile().deleteOnExit();
        }
        return file;
    }

    /** Configures and starts a {@link VkCloudEmulator}. */
    public static final class Builder {
        private double timeScale = 1.0;
        private Timings timings = Timings.realistic();
        private Duration exactTokenLifetime;
        private KubeApiFactory kubeApiFactory;
        private Kubeconfig.User kubeconfigUser = Kubeconfig.User.KEYSTONE_AUTH;
        private boolean internalOnlyApi;
        private Map<String, List<String>> gpuZones = FlavorCatalog.DEFAULT_GPU_ZONES;
        private boolean withoutKubeApi;
        private final List<Fault> faults = new ArrayList<>();
        private final List<String> registryImages = new ArrayList<>();
        private int port;
        private EmulatorCredentials credentials = EmulatorCredentials.defaults();
        private EmulatorCa ca;
        private Path caFile;
        private CloudBehaviour behaviour = CloudBehaviour.defaults();
        private VkPlatform platform = VkPlatform.documented();
        private java.util.Set<VkRole> userRoles = java.util.Set.of(VkRole.PROJECT_OWNER);
        private final List<ProjectMembers.Member> members = new ArrayList<>();
        private ProjectQuotas quotas = ProjectQuotas.gpuProject();

        /** The project's quotas (default {@link ProjectQuotas#gpuProject()}; VK's defaults are {@link ProjectQuotas#documented()}). */
        public Builder quotas(ProjectQuotas settings) {
            this.quotas = Objects.requireNonNull(settings, "settings");
            return this;
        }

        private Builder() {}

        /**
         * What the inside of every cluster is like (default VK's documented platform, {@link VkPlatform#documented()};
         * {@link VkPlatform#permissive()} lets every project member do everything, for tests about something else).
         */
        public Builder platform(VkPlatform settings) {
            this.platform = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /** The console roles of the pre-made user (default Project Owner, who creates clusters). */
        public Builder userRoles(VkRole... roles) {
            this.userRoles = java.util.Set.of(roles);
            return this;
        }

        /** Another project member from the start; see {@link VkCloudEmulator#addProjectMember}. */
        public Builder projectMember(String name, String password, VkRole... roles) {
            this.members.add(new ProjectMembers.Member(name, password, null, java.util.Set.of(roles)));
            return this;
        }

        /**
         * The image nodes boot, on the {@link #platform} set so far (default VK's {@link
         * com.vkcsgpu.emulator.kube.NodeOs#ALMALINUX_9}); also {@code PUT /_emulator/platform} {@code nodes.os}.
         */
        public Builder nodeOs(com.vkcsgpu.emulator.kube.NodeOs os) {
            this.platform = platform.withNodeOs(Objects.requireNonNull(os, "os"));
            return this;
        }

        /** How to answer where VK Cloud's behaviour is unknown (default {@link CloudBehaviour#defaults()}). */
        public Builder behaviour(CloudBehaviour settings) {
            this.behaviour = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /**
         * Plays {@link CloudBehaviour#realistic()}: status lag, 404 right after create and "busy" as 400, as the
         * examples' end-to-end runs and the offline run do; without it the emulator answers as
         * {@link CloudBehaviour#defaults()} (immediate status, immediate reads, 409), for narrow tests.
         */
        public Builder realisticCloud() {
            return behaviour(CloudBehaviour.realistic());
        }

        /** Multiplies every duration: 1.0 = realistic minutes, 0.001 = milliseconds for tests. */
        public Builder timeScale(double timeScale) {
            this.timeScale = timeScale;
            return this;
        }

        /** Realistic (unscaled) durations of each operation. */
        public Builder timings(Timings timings) {
            this.timings = Objects.requireNonNull(timings, "timings");
            return this;
        }

        /**
         * Keystone token lifetime before scaling (default 1 h). Scaled, it is never shorter than
         * {@link Timings#TOKEN_LIFETIME_FLOOR} (nor than {@code realistic}, when that is shorter).
         */
        public Builder tokenLifetime(Duration realistic) {
            this.timings = timings.withTokenLifetime(realistic);
            return this;
        }

        /**
         * Tokens last exactly {@code real}, neither scaled nor floored: for a test of expiry itself, which says so by
         * calling this. A short one can lapse between a token's issue and its use on a busy machine.
         */
        public Builder exactTokenLifetime(Duration real) {
            if (real == null || real.isNegative() || real.isZero()) {
                throw new IllegalArgumentException("exactTokenLifetime must be positive, got " + real);
            }
            this.exactTokenLifetime = real;
            return this;
        }

        /**
         * Starts each RUNNING cluster's Kubernetes API. Default: {@link KubeApiServer#factory()},
         * the emulator's own API server.
         */
        /**
         * Serves kubeconfigs with a static bearer token instead of VK's documented {@code keystone-auth}
         * exec user, for clients (kubectl, tests) that have no Keystone token at hand.
         */
        /**
         * Which zones offer each GPU model, by the model token of the flavor names ({@code A100x80}, {@code L4},
         * {@code H200}, ...). A setting, not a fact: VK publishes no such mapping. Default
         * {@code FlavorCatalog.DEFAULT_GPU_ZONES} (docs/emulator.md lists it).
         */
        public Builder gpuZones(Map<String, List<String>> zonesByModel) {
            this.gpuZones = Map.copyOf(Objects.requireNonNull(zonesByModel, "zonesByModel"));
            return this;
        }

        /**
         * Plays VK Cloud's {@code enable_public_ip=false}: a cluster created without a public IP gets a
         * kubeconfig naming an internal address ({@code 10.255.255.254}) that cannot be reached from where
         * the client runs. Clusters with a public IP are unaffected.
         */
        public Builder internalOnlyApi() {
            this.internalOnlyApi = true;
            return this;
        }

        public Builder staticTokenKubeconfig() {
            this.kubeconfigUser = Kubeconfig.User.STATIC_TOKEN;
            return this;
        }

        public Builder kubeApiFactory(KubeApiFactory factory) {
            this.kubeApiFactory = Objects.requireNonNull(factory, "factory");
            return this;
        }

        /** Runs clusters without a Kubernetes API ({@code kube_config} answers 501). */
        public Builder withoutKubeApi() {
            this.kubeApiFactory = null;
            this.withoutKubeApi = true;
            return this;
        }

        /** Faults active from the first request. */
        public Builder faults(Fault... faults) {
            this.faults.addAll(List.of(faults));
            return this;
        }

        /**
         * Images in the user's private registries ({@code <repository>:<tag>}, e.g.
         * {@code registry.example.com/gpu/driver:580.126.20-almalinux9.4}): such a repository holds these tags only,
         * and a pull of another fails as the registry answers it (see {@link com.vkcsgpu.emulator.gpu.RegistryImages}).
         */
        public Builder registryImages(String... images) {
            this.registryImages.addAll(List.of(images));
            return this;
        }

        /** The HTTPS port on 127.0.0.1; 0 (default) picks a free one. */
        public Builder port(int port) {
            this.port = port;
            return this;
        }

        /** The pre-made user (default: random password and ids, domain {@code users}, region {@code RegionOne}). */
        public Builder credentials(EmulatorCredentials credentials) {
            this.credentials = Objects.requireNonNull(credentials, "credentials");
            return this;
        }

        /** Uses an existing CA instead of generating one. */
        public Builder ca(EmulatorCa ca) {
            this.ca = Objects.requireNonNull(ca, "ca");
            return this;
        }

        /** Where to write the CA PEM (default: a temporary file deleted on exit). */
        public Builder caFile(Path caFile) {
            this.caFile = caFile;
            return this;
        }

        public VkCloudEmulator start() {
            try {
                return new VkCloudEmulator(this);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start the VK Cloud emulator", e);
            }
        }
    }
}

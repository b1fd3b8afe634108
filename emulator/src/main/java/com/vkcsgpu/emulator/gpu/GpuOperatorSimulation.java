package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.Owners;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The NVIDIA GPU Operator, NFD and the operands, simulated beside one emulated cluster's API
 * server. It watches the store and acts once a ClusterPolicy ({@code nvidia.com/v1}) exists and
 * the operator Deployment (name {@code gpu-operator} or label
 * {@code app.kubernetes.io/component=gpu-operator}) has an available replica; its namespace is
 * the operator namespace, as {@code OPERATOR_NAMESPACE} is for the real one.
 *
 * <p>What it does, in the real operator's order (controllers/state_manager.go):
 * NFD labels on nodes its worker runs on ({@link NodeLabels}); {@code nvidia.com/gpu.present} and
 * deploy labels on nodes with NVIDIA PCI labels; the operand DaemonSets from the ClusterPolicy
 * ({@link OperandDaemonSets}); operand pods walking the validator chain ({@link OperandPods});
 * allocatable GPU resources and GFD labels ({@link NodeLabels}, {@link DeviceResources}); the MIG
 * manager; driver upgrades ({@link DriverUpgrades}); ClusterPolicy status
 * ({@link ClusterPolicyStatus}). Everything runs on one thread, re-evaluated on every store
 * change and when a timed step is due; timings are {@link GpuTimings} (already scaled).
 */
public final class GpuOperatorSimulation implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(GpuOperatorSimulation.class.getName());
    static final String OPERATOR = "gpu-operator";

    private final KubeApiServer api;
    private final KubeStore store;
    private final GpuTimings timings;
    private final GpuFaults faults;
    private final String cluster;
    private final NodeFaults nodeFaults;
    private final ScheduledExecutorService loop;
    private final AtomicBoolean pending = new AtomicBoolean();
    private final List<AutoCloseable> subscriptions = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final OperandPods operandPods;
    private final NodeLabels nodeLabels;
    private final DeviceResources deviceResources;
    private final DriverUpgrades upgrades;
    private final NvidiaDrivers nvidiaDrivers;
    private volatile boolean policyOwnersWatched;
    private volatile boolean nvidiaDriversWatched;
    private ScheduledFuture<?> timer;

    private GpuOperatorSimulation(KubeApiServer api, GpuTimings timings, GpuFaults faults, String cluster,
            RegistryImages registries) {
        this.api = api;
        this.faults = faults;
        this.cluster = cluster;
        this.nodeFaults = (node, kind) -> faults.find(cluster, node, nodeGroupOf(node), kind);
        this.store = api.store();
        this.timings = timings;
        this.loop = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "gpu-operator-sim");
            thread.setDaemon(true);
            return thread;
        });
        this.operandPods = new OperandPods(store, timings, nodeFaults, registries);
        this.nodeLabels = new NodeLabels(store, timings);
        this.deviceResources = new DeviceResources(store, timings);
        this.upgrades = new DriverUpgrades(store, timings);
        this.nvidiaDrivers = new NvidiaDrivers(store);
    }

    /**
     * Starts simulating the GPU stack on {@code api}'s cluster: its operand pods are held from
     * the default kubelet, and every change in the cluster re-evaluates the stack.
     */
    public static GpuOperatorSimulation attach(KubeApiServer api, GpuTimings timings) {
        return attach(api, timings, new GpuFaults(), "cluster");
    }

    /**
     * Like {@link #attach(KubeApiServer, GpuTimings)}, with the faults recorded for {@code cluster} in
     * {@code faults} (shared with the cloud emulator's admin API, so faults added before the cluster
     * existed apply, and later changes take effect at once).
     */
    public static GpuOperatorSimulation attach(KubeApiServer api, GpuTimings timings, GpuFaults faults, String cluster) {
        return attach(api, timings, faults, cluster, new RegistryImages());
    }

    /**
     * Like {@link #attach(KubeApiServer, GpuTimings, GpuFaults, String)}, with the images the user's private registries
     * hold ({@code registries}, shared with the cloud emulator, so images pushed later are pulled at once).
     */
    public static GpuOperatorSimulation attach(KubeApiServer api, GpuTimings timings, GpuFaults faults, String cluster,
            RegistryImages registries) {
        GpuOperatorSimulation simulation = new GpuOperatorSimulation(api, timings, faults, cluster, registries);
        simulation.subscriptions.add(faults.subscribe(cluster, simulation::requestReconcile));
        simulation.subscriptions.add(registries.subscribe(simulation::requestReconcile));
        api.kubelet().holdPods(OperandPods::isSimulated);
        for (ResourceType type : List.of(BuiltinTypes.NODE, BuiltinTypes.POD, BuiltinTypes.DAEMON_SET,
                BuiltinTypes.DEPLOYMENT, BuiltinTypes.CONFIG_MAP, BuiltinTypes.CRD)) {
            simulation.subscriptions.add(simulation.store.subscribe(type, event -> simulation.requestReconcile()));
        }
        return simulation;
    }

    /** Injects a failure (takes effect at once; pods already past the failing step stay as they are). */
    public void injectFault(GpuFault fault) {
        faults.add(cluster, fault);
    }

    /** Removes every fault that names {@code node}. */
    public void clearFaults(String node) {
        faults.clearNode(cluster, node);
    }

    /** The faults in effect. */
    public List<GpuFault> faults() {
        return faults.of(cluster);
    }

    /** The node group of a node, from what the cloud side said when it created it; null when unknown. */
    private String nodeGroupOf(String node) {
        return api.nodeHardware(node).map(EmulatedNode::nodeGroup).orElse(null);
    }

    /** What the simulation knows about one node's GPUs right now. */
    public Optional<GpuNodeState> nodeState(String node) {
        return store.get(BuiltinTypes.NODE, null, node).map(object -> {
            Map<String, String> labels = Json.labels(object);
            Map<String, String> resources = new LinkedHashMap<>();
            Json.stringMap(Json.childOrNull(Json.childOrNull(object, "status"), "allocatable")).forEach((k, v) -> {
                if (k.startsWith("nvidia.com/")) {
                    resources.put(k, v);
                }
            });
            boolean validatorReady = store.list(BuiltinTypes.POD, null,
                    LabelSelector.parse("app=" + Operand.VALIDATOR.app), FieldSelector.parse("spec.nodeName=" + node))
                    .stream().anyMatch(Owners::isPodReady);
            String driverVersion = store.list(BuiltinTypes.POD, null,
                    LabelSelector.parse("app.kubernetes.io/component=nvidia-driver"),
                    FieldSelector.parse("spec.nodeName=" + node)).stream()
                    .filter(p -> !Json.metadata(p).has("deletionTimestamp")).findFirst()
                    .map(p -> OperandDaemonSets.driverVersionOf(Json.child(p, "spec").getAsJsonArray("containers")
                            .get(0).getAsJsonObject().get("image").getAsString())).orElse(null);
            EmulatedNode hardware = api.nodeHardware(node).orElse(null);
            List<String> readyApps = store.list(BuiltinTypes.POD, null, LabelSelector.ALL,
                    FieldSelector.parse("spec.nodeName=" + node)).stream().filter(Owners::isPodReady)
                    .map(pod -> Json.labels(pod).getOrDefault("app", Json.labels(pod).get("app.kubernetes.io/name")))
                    .filter(java.util.Objects::nonNull).distinct().sorted().toList();
            return new GpuNodeState(node, hardware == null ? 0 : hardware.gpus(),
                    hardware == null ? null : hardware.gpuModel(), resources, validatorReady,
                    labels.get(DriverUpgrades.STATE_LABEL), labels.get(DeviceResources.MIG_STATE_LABEL), readyApps,
                    driverVersion);
        });
    }

    /**
     * Every {@code nvidia.com/gpu-driver-upgrade-state} the upgrade controller gave {@code node}, in order
     * (the first {@code upgrade-done} included), so a test can see a driver upgrade walk the states.
     */
    public List<String> driverUpgradeStates(String node) {
        return upgrades.history(node);
    }

    /**
     * The images the operand pods run, by ClusterPolicy section ({@code driver}, {@code toolkit},
     * {@code validator}, {@code devicePlugin}, {@code dcgmExporter}, {@code gfd}, {@code migManager}): the main
     * container's image of every live operand pod, read from the ClusterPolicy (or NVIDIADriver) spec when the
     * pod was created, so a test sees whether a pinned version reached what runs.
     */
    public Map<String, java.util.SortedSet<String>> operandImages() {
        Map<String, java.util.SortedSet<String>> images = new java.util.TreeMap<>();
        Optional<String> namespace = operatorNamespace();
        if (namespace.isEmpty()) {
            return images;
        }
        for (JsonObject pod : store.list(BuiltinTypes.POD, namespace.get(), LabelSelector.ALL, FieldSelector.ALL)) {
            Operand operand = OperandPods.isDriverPod(pod) ? Operand.DRIVER : Operand.byApp(Json.labels(pod).get("app"));
            if (operand == null || Json.metadata(pod).has("deletionTimestamp")) {
                continue;
            }
            for (com.google.gson.JsonElement container : Json.child(pod, "spec").getAsJsonArray("containers")) {
                if (operand.mainContainer.equals(Json.string(container.getAsJsonObject(), "name"))) {
                    images.computeIfAbsent(operand.specSection, k -> new java.util.TreeSet<>())
                            .add(Json.string(container.getAsJsonObject(), "image"));
                }
            }
        }
        return images;
    }

    /**
     * The Ready NFD pods by role ({@code master}, {@code worker}, {@code gc}; the subchart's {@code role} label),
     * live ones only: a role missing here has no pod that could be scheduled (for example an untolerated taint).
     */
    public Map<String, Integer> readyNfdPods() {
        Map<String, Integer> ready = new java.util.TreeMap<>();
        LabelSelector nfd = LabelSelector.parse("app.kubernetes.io/name=node-feature-discovery");
        for (JsonObject pod : store.list(BuiltinTypes.POD, null, nfd, FieldSelector.ALL)) {
            if (!Json.metadata(pod).has("deletionTimestamp") && Owners.isPodReady(pod)) {
                ready.merge(String.valueOf(Json.labels(pod).get("role")), 1, Integer::sum);
            }
        }
        return ready;
    }

    /** The NVIDIADriver resources of the cluster, by name (empty before their CRD exists). */
    public List<NvidiaDriverState> nvidiaDrivers() {
        return store.registry().findKind(NvidiaDrivers.API_VERSION, NvidiaDrivers.KIND)
                .map(type -> store.list(type, null, LabelSelector.ALL, FieldSelector.ALL).stream()
                        .map(d -> new NvidiaDriverState(Json.name(d), Json.string(Json.child(d, "spec"), "version"),
                                NvidiaDrivers.nodeSelector(d), Json.string(Json.childOrNull(d, "status"), "state")))
                        .sorted(Comparator.comparing(NvidiaDriverState::name)).toList())
                .orElse(List.of());
    }

    /** Runs a reconcile soon (coalesced); nothing once the simulation is closed (a store event may still arrive). */
    void requestReconcile() {
        if (pending.compareAndSet(false, true)) {
            try {
                loop.execute(this::runReconcile);
            } catch (RejectedExecutionException closed) {
                pending.set(false);
            }
        }
    }

    private void runReconcile() {
        pending.set(false);
        try {
            Instant due = reconcile(Instant.now());
            if (due != null) {
                scheduleAt(due);
            }
        } catch (RuntimeException e) {
            // A 404/409 means an object moved under us (pods are recreated constantly); anything else is a bug.
            Level level = e instanceof com.vkcsgpu.emulator.kube.KubeApiException ? Level.FINE : Level.WARNING;
            LOG.log(level, "GPU operator simulation step failed, retrying: " + e.getMessage(), e);
            scheduleAt(Instant.now().plusMillis(50));
        }
    }

    private synchronized void scheduleAt(Instant due) {
        long delay = Math.max(1, Duration.between(Instant.now(), due).toMillis() + 1);
        if (timer != null && !timer.isDone() && timer.getDelay(TimeUnit.MILLISECONDS) <= delay) {
            return;
        }
        if (timer != null) {
            timer.cancel(false);
        }
        try {
            timer = loop.schedule(this::requestReconcile, delay, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closed) {
            timer = null;
        }
    }

    private Instant reconcile(Instant now) {
        Optional<ResourceType> policyType = store.registry().findKind("nvidia.com/v1", "ClusterPolicy");
        if (policyType.isEmpty()) {
            return null;
        }
        if (!policyOwnersWatched) {
            api.garbageCollector().watchOwners(policyType.get());
            subscriptions.add(store.subscribe(policyType.get(), event -> requestReconcile()));
            policyOwnersWatched = true;
        }
        List<JsonObject> policies = new ArrayList<>(store.list(policyType.get(), null, LabelSelector.ALL,
                FieldSelector.ALL));
        if (policies.isEmpty()) {
            return null;
        }
        policies.sort(Comparator.comparing((JsonObject p) -> Json.string(Json.metadata(p), "creationTimestamp"))
                .thenComparing(Json::name));
        JsonObject policy = policies.get(0);
        Optional<String> namespace = operatorNamespace();
        if (namespace.isEmpty()) {
            return null;
        }
        for (JsonObject ignored : policies.subList(1, policies.size())) {
            ClusterPolicyStatus.writeIgnored(store, policyType.get(), ignored, namespace.get());
        }
        JsonObject spec = Json.child(policy, "spec");
        Due due = new Due();
        List<JsonObject> nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL);
        due.add(nodeLabels.discoverFeatures(nodes, policy, api::nodeHardware, now));
        nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL);
        nodeLabels.labelGpuNodes(nodes, spec, nodeFaults);
        List<JsonObject> gpuNodes = store.list(BuiltinTypes.NODE, null, LabelSelector.parse(NodeLabels.GPU_PRESENT + "=true"),
                FieldSelector.ALL);
        Optional<String> osTag = NodeImages.gpuNodeOsTag(gpuNodes);
        // A GPU node whose OS NFD has not labelled fails the operator's init before any state runs; it writes no
        // DaemonSet rendered for a guessed OS, which it would re-render (and its first pods' revision go stale) once
        // the labels came (NVIDIA/gpu-operator controllers/clusterpolicy_controller.go Reconcile, v26.3.3).
        boolean osUnknown = !gpuNodes.isEmpty() && osTag.isEmpty();
        if (!osUnknown) {
            applyOperands(policy, namespace.get(), osTag);
        }
        reconcileNvidiaDrivers(policy, namespace.get(), osTag);

        List<JsonObject> pods = store.list(BuiltinTypes.POD, namespace.get(), LabelSelector.ALL, FieldSelector.ALL)
                .stream().filter(OperandPods::isSimulated).toList();
        Facts facts = new Facts(namespace.get(), spec);
        due.add(operandPods.advance(pods, facts, now));

        nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL);
        deviceResources.rememberNamespace(namespace.get());
        due.add(deviceResources.reconcile(nodes, spec, namespace.get(), facts, api::nodeHardware, nodeFaults, now));
        nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL);
        nodeLabels.featureDiscovery(nodes, spec, facts, api::nodeHardware, deviceResources, nodeFaults);
        due.add(upgrades.reconcile(spec, namespace.get(), now));
        if (osUnknown) {
            ClusterPolicyStatus.writeReconcileFailed(store, policyType.get(), policy, namespace.get(),
                    "failed to retrieve GPU node OS info: unable to retrieve OS name from label "
                            + NodeImages.OS_ID_LABEL);
        } else {
            ClusterPolicyStatus.write(store, policyType.get(), policy, namespace.get());
        }
        return due.earliest;
    }

    /** NVIDIADriver resources, once their CRD exists: watched, their DaemonSets owned and collected with them. */
    private void reconcileNvidiaDrivers(JsonObject policy, String namespace, Optional<String> osTag) {
        Optional<ResourceType> type = store.registry().findKind(NvidiaDrivers.API_VERSION, NvidiaDrivers.KIND);
        if (type.isEmpty()) {
            return;
        }
        if (!nvidiaDriversWatched) {
            api.garbageCollector().watchOwners(type.get());
            subscriptions.add(store.subscribe(type.get(), event -> requestReconcile()));
            nvidiaDriversWatched = true;
        }
        nvidiaDrivers.reconcile(type.get(), policy, namespace, osTag);
    }

    /** The namespace of an available operator Deployment, if there is one. */
    Optional<String> operatorNamespace() {
        for (JsonObject deployment : store.list(BuiltinTypes.DEPLOYMENT, null, LabelSelector.ALL, FieldSelector.ALL)) {
            boolean isOperator = OPERATOR.equals(Json.name(deployment))
                    || OPERATOR.equals(Json.labels(deployment).get("app.kubernetes.io/component"));
            String available = FieldSelector.valueAt(deployment, "status.availableReplicas");
            if (isOperator && !available.isEmpty() && Integer.parseInt(available) > 0) {
                return Optional.of(Json.namespace(deployment));
            }
        }
        return Optional.empty();
    }

    /**
     * The operand DaemonSets: a disabled operand's is deleted; an enabled one's is written only once the GPU nodes' OS
     * is known ({@code osTag}), as upstream's {@code DaemonSet} step deploys none while the cluster has no GPU node
     * and leaves what exists (NVIDIA/gpu-operator controllers/object_controls.go, v26.3.3).
     */
    private void applyOperands(JsonObject policy, String namespace, Optional<String> osTag) {
        JsonObject spec = Json.child(policy, "spec");
        for (Operand operand : Operand.values()) {
            if (OperandDaemonSets.enabled(spec, operand)) {
                if (osTag.isEmpty()) {
                    continue;
                }
                JsonObject rendered = OperandDaemonSets.render(policy, operand, namespace, osTag.get());
                Optional<JsonObject> live = store.get(BuiltinTypes.DAEMON_SET, namespace, operand.app);
                // Like the operator, write only on a difference (an apply bumps managedFields time).
                if (live.isEmpty() || !rendered.get("spec").equals(live.get().get("spec"))
                        || !Json.labels(rendered).equals(Json.labels(live.get()))) {
                    store.apply(BuiltinTypes.DAEMON_SET, namespace, operand.app, rendered, WriteScope.MAIN, OPERATOR,
                            true);
                }
            } else if (store.get(BuiltinTypes.DAEMON_SET, namespace, operand.app).isPresent()) {
                store.delete(BuiltinTypes.DAEMON_SET, namespace, operand.app);
            }
        }
    }

    /** The per-node facts operand steps wait on, read from the pods of the operator namespace. */
    final class Facts implements OperandPods.NodeFacts {
        private final String namespace;
        private final JsonObject policySpec;
        private final Map<String, Map<String, JsonObject>> podsByNode = new HashMap<>();

        Facts(String namespace, JsonObject policySpec) {
            this.namespace = namespace;
            this.policySpec = policySpec;
            refresh();
        }

        void refresh() {
            podsByNode.clear();
            for (JsonObject pod : store.list(BuiltinTypes.POD, namespace, LabelSelector.ALL, FieldSelector.ALL)) {
                if (Json.metadata(pod).has("deletionTimestamp")) {
                    continue;
                }
                // Driver pods of NVIDIADriver resources are app=<their DaemonSet>; all carry the driver component.
                String app = OperandPods.isDriverPod(pod) ? Operand.DRIVER.app : Json.labels(pod).get("app");
                if (app != null) {
                    podsByNode.computeIfAbsent(FieldSelector.valueAt(pod, "spec.nodeName"), k -> new HashMap<>())
                            .put(app, pod);
                }
            }
        }

        Optional<JsonObject> pod(String node, Operand operand) {
            return Optional.ofNullable(podsByNode.getOrDefault(node, Map.of()).get(operand.app));
        }

        boolean ready(String node, Operand operand) {
            return pod(node, operand).map(Owners::isPodReady).orElse(false);
        }

        /** The driver is ready when its pod is, or, on a node whose image carries one, without a pod. */
        @Override
        public int gpus(String node) {
            return api.nodeHardware(node).map(EmulatedNode::gpus).orElse(0);
        }

        @Override
        public boolean driverReady(String node) {
            return ready(node, Operand.DRIVER) || hostDriver(node);
        }

        boolean hostDriver(String node) {
            return store.get(BuiltinTypes.NODE, null, node).map(n -> NodeImages.hostDriver(n, nodeFaults)).orElse(false);
        }

        @Override
        public boolean runtimeHasNvidiaHandler(String node) {
            JsonObject n = store.get(BuiltinTypes.NODE, null, node).orElse(null);
            return n == null || !NodeImages.runsCrio(n) || NodeImages.toolkitConfiguresCrio(policySpec);
        }

        @Override
        public boolean runsCrio(String node) {
            return store.get(BuiltinTypes.NODE, null, node).map(NodeImages::runsCrio).orElse(false);
        }

        @Override
        public String operatorVersion() {
            return Json.string(Json.childOrNull(policySpec, "validator"), "version");
        }

        @Override
        public boolean toolkitReady(String node) {
            return ready(node, Operand.TOOLKIT);
        }

        @Override
        public boolean gpuResourceAdvertised(String node) {
            return store.get(BuiltinTypes.NODE, null, node).map(DeviceResources::advertisesGpus).orElse(false);
        }

        @Override
        public boolean podSucceeded(String ns, String name) {
            return store.get(BuiltinTypes.POD, ns, name).map(p -> Owners.phase(p).equals("Succeeded")).orElse(false);
        }
    }

    private static final class Due {
        Instant earliest;

        void add(Instant due) {
            if (due != null && (earliest == null || due.isBefore(earliest))) {
                earliest = due;
            }
        }
    }

    @Override
    public void close() {
        for (AutoCloseable subscription : subscriptions) {
            try {
                subscription.close();
            } catch (Exception e) {
                LOG.log(Level.FINE, "closing a subscription failed", e);
            }
        }
        loop.shutdownNow();
    }
}

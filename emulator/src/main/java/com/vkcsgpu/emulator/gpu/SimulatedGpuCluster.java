package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeApiFactory;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * An emulated cluster with the GPU Operator simulated: the cloud emulator's default
 * {@link KubeApiFactory}. Installing the managed {@code gpu-operator} addon puts the release's
 * objects ({@link GpuStackObjects}, from the addon's values) into the cluster, as VK's Helm run
 * would, and the simulation takes it from there exactly as for a Helm install by the provider.
 *
 * <p>An {@link GpuFault.Kind#UNTOLERATED_TAINT} fault is applied here: the nodes it hits are synced with
 * the fault's taint added (and re-synced without it when the fault is cleared), as if someone had run
 * {@code kubectl taint} on them.
 */
public final class SimulatedGpuCluster implements EmulatedKubeApi {
    /** Field manager of the objects the managed addon installs (VK runs Helm). */
    static final String HELM = "helm";

    private static final Logger LOG = Logger.getLogger(SimulatedGpuCluster.class.getName());

    private final KubeApiServer server;
    private final GpuOperatorSimulation simulation;
    private final GpuFaults faults;
    private final String clusterName;
    private final Map<String, List<EmulatedNode>> platformNodes = new ConcurrentHashMap<>();
    private final AutoCloseable taintSubscription;

    private SimulatedGpuCluster(KubeApiServer server, GpuTimings timings, GpuFaults faults, String clusterName,
            RegistryImages registries) {
        this.server = server;
        this.faults = faults;
        this.clusterName = clusterName;
        this.simulation = GpuOperatorSimulation.attach(server, timings, faults, clusterName, registries);
        this.taintSubscription = faults.subscribe(clusterName, this::resyncTaints);
    }

    /** Starts clusters whose GPU stack runs with {@code timings} (already scaled), each with its own faults. */
    public static KubeApiFactory factory(GpuTimings timings) {
        return factory(timings, new GpuFaults());
    }

    /** Starts clusters whose GPU stack runs with {@code timings}, with the faults {@code faults} records for them. */
    public static KubeApiFactory factory(GpuTimings timings, GpuFaults faults) {
        return factory(timings, faults, new RegistryImages());
    }

    /** {@link #factory(GpuTimings, GpuFaults)} whose clusters pull the user's images from {@code registries}. */
    public static KubeApiFactory factory(GpuTimings timings, GpuFaults faults, RegistryImages registries) {
        return new KubeApiFactory() {
            @Override
            public EmulatedKubeApi start(String clusterName, EmulatorCa ca) {
                return new SimulatedGpuCluster(KubeApiServer.start(clusterName, ca), timings, faults, clusterName,
                        registries);
            }

            @Override
            public EmulatedKubeApi start(String clusterName, EmulatorCa ca, String kubernetesVersion,
                    double timeScale) {
                return new SimulatedGpuCluster(KubeApiServer.start(clusterName, ca, kubernetesVersion, timeScale),
                        timings, faults, clusterName, registries);
            }
        };
    }

    /** The API server (store, kubelet, node hardware). */
    public KubeApiServer server() {
        return server;
    }

    /** The GPU Operator simulation: faults and node GPU state. */
    public GpuOperatorSimulation simulation() {
        return simulation;
    }

    @Override
    public URI serverUrl() {
        return server.serverUrl();
    }

    @Override
    public String bearerToken() {
        return server.bearerToken();
    }

    @Override
    public void acceptKeystoneTokens(java.util.function.Predicate<String> keystoneTokens) {
        server.acceptKeystoneTokens(keystoneTokens);
    }

    @Override
    public void applyContainerDefaults(com.vkcsgpu.emulator.kube.ContainerDefaults defaults) {
        server.applyContainerDefaults(defaults);
    }

    @Override
    public void applyGatekeeper(com.vkcsgpu.emulator.kube.GatekeeperPolicy policy) {
        server.applyGatekeeper(policy);
    }

    @Override
    public void bootNodesWith(com.vkcsgpu.emulator.kube.NodeOs os) {
        server.bootNodesWith(os);
    }

    @Override
    public void acceptKeystoneUsers(
            java.util.function.Function<String, java.util.Optional<com.vkcsgpu.emulator.kube.KubeUser>> users) {
        server.acceptKeystoneUsers(users);
    }

    @Override
    public void syncNodeGroup(String nodeGroup, List<EmulatedNode> nodes) {
        platformNodes.put(nodeGroup, List.copyOf(nodes));
        server.syncNodeGroup(nodeGroup, withFaultTaints(nodes));
    }

    private void resyncTaints() {
        try {
            platformNodes.forEach((group, nodes) -> server.syncNodeGroup(group, withFaultTaints(nodes)));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "re-syncing nodes after a GPU fault change failed: " + e.getMessage(), e);
        }
    }

    /** The nodes with the taints of the untolerated-taint faults that hit them added. */
    private List<EmulatedNode> withFaultTaints(List<EmulatedNode> nodes) {
        List<GpuFault> taintFaults = faults.of(clusterName).stream()
                .filter(f -> f.kind() == GpuFault.Kind.UNTOLERATED_TAINT).toList();
        if (taintFaults.isEmpty()) {
            return nodes;
        }
        List<EmulatedNode> tainted = new ArrayList<>();
        for (EmulatedNode node : nodes) {
            List<EmulatedNode.Taint> taints = new ArrayList<>(node.taints());
            taintFaults.stream().filter(f -> f.appliesTo(node.name(), node.nodeGroup()))
                    .map(GpuFault::taint).filter(t -> !taints.contains(t)).forEach(taints::add);
            tainted.add(new EmulatedNode(node.name(), node.nodeGroup(), node.labels(), taints, node.cpu(),
                    node.memoryMiB(), node.gpus(), node.gpuModel()));
        }
        return tainted;
    }

    @Override
    public void controlPlaneUpgraded(String kubernetesVersion) {
        server.controlPlaneUpgraded(kubernetesVersion);
    }

    @Override
    public void addonInstalled(String addonName, String version, String namespace, String values) {
        server.addonInstalled(addonName, version, namespace, values);
        if (!addonName.equals("gpu-operator")) {
            return;
        }
        KubeStore store = server.store();
        for (JsonObject object : GpuStackObjects.render(values, namespace, "v" + version)) {
            ResourceType type = store.type(Json.string(object, "apiVersion"), Json.string(object, "kind"));
            store.apply(type, Json.namespace(object), Json.name(object), object, WriteScope.MAIN, HELM, true);
        }
    }

    @Override
    public void close() {
        try {
            taintSubscription.close();
        } catch (Exception e) {
            LOG.log(Level.FINE, "unsubscribing from GPU faults failed", e);
        }
        simulation.close();
        server.close();
    }

    @Override
    public String toString() {
        return "SimulatedGpuCluster[" + server + "]";
    }

}

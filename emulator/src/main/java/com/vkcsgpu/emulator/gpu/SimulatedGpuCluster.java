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
import java.net.URI;
import java.util.List;

/**
 * An emulated cluster with the GPU Operator simulated: the cloud emulator's default
 * {@link KubeApiFactory}. Installing the managed {@code gpu-operator} addon puts the release's
 * objects ({@link GpuStackObjects}, from the addon's values) into the cluster, as VK's Helm run
 * would, and the simulation takes it from there exactly as for a Helm install by the provider.
 */
public final class SimulatedGpuCluster implements EmulatedKubeApi {
    /** Field manager of the objects the managed addon installs (VK runs Helm). */
    static final String HELM = "helm";

    private final KubeApiServer server;
    private final GpuOperatorSimulation simulation;

    private SimulatedGpuCluster(KubeApiServer server, GpuTimings timings) {
        this.server = server;
        this.simulation = GpuOperatorSimulation.attach(server, timings);
    }

    /** Starts clusters whose GPU stack runs with {@code timings} (already scaled). */
    public static KubeApiFactory factory(GpuTimings timings) {
        return (clusterName, ca) -> new SimulatedGpuCluster(KubeApiServer.start(clusterName, ca), timings);
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
    public void syncNodeGroup(String nodeGroup, List<EmulatedNode> nodes) {
        server.syncNodeGroup(nodeGroup, nodes);
    }

    @Override
    public void addonInstalled(String addonName, String version, String namespace, String values) {
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
        simulation.close();
        server.close();
    }

    @Override
    public String toString() {
        return "SimulatedGpuCluster[" + server + "]";
    }

}

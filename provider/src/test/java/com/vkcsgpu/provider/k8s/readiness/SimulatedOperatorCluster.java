package com.vkcsgpu.provider.k8s.readiness;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.gpu.GpuOperatorSimulation;
import com.vkcsgpu.emulator.gpu.GpuStackObjects;
import com.vkcsgpu.emulator.gpu.GpuTimings;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.provider.k8s.KubeClients;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An emulated cluster with the emulator's simulated GPU Operator attached, and a client built from its kubeconfig as
 * production builds one; GPU Operator stacks are installed as the provider applies a rendered chart.
 */
public final class SimulatedOperatorCluster implements AutoCloseable {
    /** The operator's namespace. */
    public static final String NS = "gpu-operator";
    /** The operator release whose stack {@link #install} renders. */
    public static final String OPERATOR_VERSION = "v26.3.3";

    public final KubeApiServer server;
    public final GpuOperatorSimulation simulation;
    public final KubernetesClient client;
    private final Duration bound;

    /**
     * @param name  the cluster's name
     * @param bound how long to wait for an applied CRD to be established
     */
    public SimulatedOperatorCluster(String name, Duration bound) {
        this.server = KubeApiServer.start(name, GpuClusterSim.CA);
        this.simulation = GpuOperatorSimulation.attach(server, GpuTimings.realistic().scaled(0.002));
        this.client = KubeClients.fromKubeconfig(GpuClusterSim.kubeconfig(server));
        this.bound = bound;
    }

    /** The stack's objects for {@code values} (chart values, YAML or JSON). */
    public static List<JsonObject> stack(String values) {
        return GpuStackObjects.render(values, NS, OPERATOR_VERSION);
    }

    /** Installs the stack for {@code values}. */
    public void install(String values) {
        apply(stack(values));
    }

    /** Server-side applies {@code objects} with the provider's field manager, waiting for each CRD to be established. */
    public void apply(List<JsonObject> objects) {
        apply(client, objects, bound);
    }

    /**
     * Server-side applies {@code objects} through {@code client} with the provider's field manager, waiting up to
     * {@code bound} for each CRD to be established.
     */
    public static void apply(KubernetesClient client, List<JsonObject> objects, Duration bound) {
        for (JsonObject object : objects) {
            GenericKubernetesResource resource = Serialization.unmarshal(object.toString(), GenericKubernetesResource.class);
            client.resource(resource).fieldManager("vkcs-gpu").forceConflicts().serverSideApply();
            if (resource.getKind().equals("CustomResourceDefinition")) {
                client.apiextensions().v1().customResourceDefinitions().withName(resource.getMetadata().getName())
                        .waitUntilCondition(c -> c != null && c.getStatus() != null, bound.toSeconds(), TimeUnit.SECONDS);
            }
        }
    }

    @Override
    public void close() {
        client.close();
        simulation.close();
        server.close();
    }
}

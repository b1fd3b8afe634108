package com.vkcsgpu.examples.debuglog;

import com.pulumi.Pulumi;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.examples.operator.GpuOperatorProgram;
import com.vkcsgpu.k8s.ObjectSet;
import com.vkcsgpu.k8s.ObjectSetArgs;
import java.util.List;

/**
 * The smallest program that makes the provider call both APIs: a cluster (VK Cloud: Keystone, managed Kubernetes)
 * and a namespace applied with its kubeconfig (the cluster's Kubernetes API). Stack config as for
 * {@link GpuOperatorProgram#cluster}.
 */
public final class CallLogProgram {
    static final String NAMESPACE = "call-log";

    private CallLogProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(ctx -> {
            GpuCluster cluster = GpuOperatorProgram.cluster(ctx.config(), "ml", "ml-call-log");
            new ObjectSet("namespace", ObjectSetArgs.builder()
                    .kubeconfig(cluster.kubeconfig())
                    .objects(List.of("{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\""
                            + NAMESPACE + "\"}}"))
                    .build());
            ctx.export("kubeconfig", cluster.kubeconfig());
        });
    }
}

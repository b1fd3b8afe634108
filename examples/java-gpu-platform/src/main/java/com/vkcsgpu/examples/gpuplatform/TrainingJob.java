package com.vkcsgpu.examples.gpuplatform;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuTenant;
import com.vkcsgpu.NodePoolToleration;
import com.vkcsgpu.k8s.JobRun;
import com.vkcsgpu.k8s.JobRunArgs;
import java.util.List;
import java.util.Map;

/**
 * A training Job of the {@code research} tenant on one GPU of the A100 pool, run to completion by
 * {@code vkcs-gpu:k8s:JobRun}. It depends on the GPU Operator, so it is created only after the readiness gate saw
 * every pool's GPUs validated: a Job started earlier would sit Pending, or fail on a node whose driver is not
 * loaded yet.
 */
final class TrainingJob {
    static final String NAME = "train-baseline";
    static final String IMAGE = "nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04";
    private static final Gson GSON = new Gson();

    private TrainingJob() {
    }

    static JobRun declare(GpuPlatform platform, GpuTenant research, GpuOperator gpuOperator) {
        GpuNodePool pool = platform.a100();
        Output<String> manifest = Output.tuple(pool.nodeSelector(), pool.tolerations(), research.priorityClassName(),
                pool.gpuResourceName()).applyValue(t -> manifest(t.t1, t.t2, t.t3, t.t4));
        return new JobRun("training", JobRunArgs.builder()
                .kubeconfig(platform.cluster().kubeconfig())
                .namespace(research.namespace())
                .job(manifest)
                .build(), CustomResourceOptions.builder().dependsOn(gpuOperator, research).build());
    }

    /** A {@code batch/v1} Job requesting one GPU on the pool's nodes, with the tenant's priority. */
    static String manifest(Map<String, String> nodeSelector, List<NodePoolToleration> tolerations,
                           String priorityClassName, String gpuResource) {
        JsonObject gpu = new JsonObject();
        gpu.addProperty(gpuResource, "1");
        JsonObject resources = new JsonObject();
        resources.add("requests", gpu);
        resources.add("limits", gpu.deepCopy());
        JsonObject container = new JsonObject();
        container.addProperty("name", "train");
        container.addProperty("image", IMAGE);
        container.add("command", GSON.toJsonTree(List.of("nvidia-smi")));
        container.add("resources", resources);
        JsonArray containers = new JsonArray();
        containers.add(container);

        JsonObject podSpec = new JsonObject();
        podSpec.addProperty("restartPolicy", "Never");
        podSpec.addProperty("priorityClassName", priorityClassName);
        podSpec.add("nodeSelector", GSON.toJsonTree(nodeSelector));
        podSpec.add("tolerations", GSON.toJsonTree(tolerations.stream().map(GpuPlatform::toleration).toList()));
        podSpec.add("containers", containers);
        JsonObject template = new JsonObject();
        template.add("spec", podSpec);
        JsonObject spec = new JsonObject();
        spec.addProperty("backoffLimit", 0);
        spec.add("template", template);
        JsonObject metadata = new JsonObject();
        metadata.addProperty("name", NAME);
        JsonObject job = new JsonObject();
        job.addProperty("apiVersion", "batch/v1");
        job.addProperty("kind", "Job");
        job.add("metadata", metadata);
        job.add("spec", spec);
        return GSON.toJson(job);
    }
}

package com.vkcsgpu.provider;

import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.wire.ProviderService;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import io.grpc.stub.StreamObserver;
import java.util.List;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.GetSchemaRequest;

/**
 * What the build runs once so that the plugin's class-data archive ({@code build-class-archive}) holds the classes
 * an operation loads, not only those of start-up: every plugin process that talks to a cluster otherwise parses and
 * verifies fabric8's client, its Jackson model and Vert.x again (about a second of CPU on the 2-core build machine,
 * docs/benchmarks.md). Offline and without side effects: a client is built for a documentation address
 * (RFC 5737) and never sends a request; the engine-facing calls are ones that need no cloud.
 */
final class ClassArchiveTraining {
    /** Set by {@code build-class-archive}: after printing its port the plugin runs the training, then exits. */
    static final String ENV = "VKCS_GPU_CLASS_ARCHIVE_TRAINING";

    private static final String KUBECONFIG = """
            apiVersion: v1
            kind: Config
            clusters:
            - name: training
              cluster:
                server: https://203.0.113.10:6443
            users:
            - name: training
              user:
                token: training-token
            contexts:
            - name: training
              context:
                cluster: training
                user: training
            current-context: training
            """;

    private static final List<String> OBJECTS = List.of(
            "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"p\",\"namespace\":\"gpu-operator\","
                    + "\"labels\":{\"app\":\"nvidia-operator-validator\"}},\"spec\":{\"nodeName\":\"n\",\"initContainers\":"
                    + "[{\"name\":\"driver-validation\",\"image\":\"i\"}],\"containers\":[{\"name\":\"c\",\"image\":\"i\"}],"
                    + "\"tolerations\":[{\"key\":\"nvidia.com/gpu\",\"operator\":\"Exists\",\"effect\":\"NoSchedule\"}]},"
                    + "\"status\":{\"phase\":\"Running\",\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}],"
                    + "\"initContainerStatuses\":[{\"name\":\"driver-validation\",\"ready\":true,\"restartCount\":0,"
                    + "\"image\":\"i\",\"imageID\":\"\",\"state\":{\"terminated\":{\"exitCode\":0}}}],"
                    + "\"containerStatuses\":[{\"name\":\"c\",\"ready\":true,\"restartCount\":0,\"image\":\"i\",\"imageID\":\"\","
                    + "\"state\":{\"running\":{}}}]}}",
            "{\"apiVersion\":\"v1\",\"kind\":\"Node\",\"metadata\":{\"name\":\"n\",\"labels\":{\"nvidia.com/gpu.present\":\"true\"}},"
                    + "\"spec\":{\"taints\":[{\"key\":\"nvidia.com/gpu\",\"value\":\"present\",\"effect\":\"NoSchedule\"}]},"
                    + "\"status\":{\"allocatable\":{\"nvidia.com/gpu\":\"8\"},\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}]}}",
            "{\"apiVersion\":\"apps/v1\",\"kind\":\"DaemonSet\",\"metadata\":{\"name\":\"d\",\"namespace\":\"gpu-operator\"},"
                    + "\"spec\":{\"selector\":{\"matchLabels\":{\"app\":\"d\"}},\"template\":{\"metadata\":{\"labels\":{\"app\":\"d\"}},"
                    + "\"spec\":{\"containers\":[{\"name\":\"c\",\"image\":\"i\"}]}}},\"status\":{\"desiredNumberScheduled\":1,"
                    + "\"numberReady\":1,\"currentNumberScheduled\":1,\"numberMisscheduled\":0}}",
            "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"name\":\"d\",\"namespace\":\"gpu-operator\"},"
                    + "\"spec\":{\"replicas\":1,\"selector\":{\"matchLabels\":{\"app\":\"d\"}},\"template\":{\"metadata\":"
                    + "{\"labels\":{\"app\":\"d\"}},\"spec\":{\"containers\":[{\"name\":\"c\",\"image\":\"i\"}]}}},"
                    + "\"status\":{\"readyReplicas\":1,\"conditions\":[{\"type\":\"Available\",\"status\":\"True\"}]}}",
            "{\"apiVersion\":\"batch/v1\",\"kind\":\"Job\",\"metadata\":{\"name\":\"j\",\"namespace\":\"n\"},\"spec\":{\"template\":"
                    + "{\"spec\":{\"restartPolicy\":\"Never\",\"containers\":[{\"name\":\"c\",\"image\":\"i\"}]}}},"
                    + "\"status\":{\"succeeded\":1,\"conditions\":[{\"type\":\"Complete\",\"status\":\"True\"}]}}",
            "{\"apiVersion\":\"v1\",\"kind\":\"Event\",\"metadata\":{\"name\":\"e\",\"namespace\":\"gpu-operator\"},"
                    + "\"type\":\"Warning\",\"reason\":\"FailedMount\",\"message\":\"m\",\"involvedObject\":{\"kind\":\"Pod\",\"name\":\"p\"}}",
            "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"n\"}}",
            "{\"apiVersion\":\"nvidia.com/v1\",\"kind\":\"ClusterPolicy\",\"metadata\":{\"name\":\"cluster-policy\"},"
                    + "\"spec\":{\"driver\":{\"version\":\"v\"}},\"status\":{\"state\":\"ready\"}}");

    private static final List<Class<?>> TYPES = List.of(Pod.class, Node.class, DaemonSet.class, Deployment.class, Job.class,
            Event.class, Namespace.class, GenericKubernetesResource.class);

    private ClassArchiveTraining() {
    }

    /** Loads what an operation loads; fails the build's archive step (not the plugin) if something is wrong. */
    static void exercise(ProviderService service) {
        engineCalls(service);
        try (KubernetesClient client = KubeClients.fromKubeconfig(KUBECONFIG)) {
            KubernetesSerialization json = client.getKubernetesSerialization();
            for (int i = 0; i < OBJECTS.size(); i++) {
                Object object = json.unmarshal(OBJECTS.get(i), TYPES.get(i));
                json.asJson(object);
                json.asYaml(object);
            }
            client.pods().inNamespace("gpu-operator").withLabel("app", "nvidia-operator-validator");
            client.apps().daemonSets().inNamespace("gpu-operator").withName("d");
            client.batch().v1().jobs().inNamespace("n").withName("j");
            client.resourceList(json.unmarshal(OBJECTS.get(0), Pod.class));
        }
    }

    private static void engineCalls(ProviderService service) {
        service.getPluginInfo(com.google.protobuf.Empty.getDefaultInstance(), ignore());
        service.getSchema(GetSchemaRequest.newBuilder().build(), ignore());
        service.checkConfig(CheckRequest.newBuilder().setUrn("urn:pulumi:training::training::pulumi:providers:vkcs-gpu::default")
                .setNews(Struct.newBuilder().putFields("region", Value.newBuilder().setStringValue("RegionOne").build())).build(),
                ignore());
        service.check(CheckRequest.newBuilder().setUrn("urn:pulumi:training::training::vkcs-gpu:mk8s:NodeGroup::pool")
                .setNews(Struct.newBuilder().putFields("name", Value.newBuilder().setStringValue("Bad_Name!").build())).build(),
                ignore());
    }

    private static <T> StreamObserver<T> ignore() {
        return new StreamObserver<>() {
            @Override
            public void onNext(T value) {
            }

            @Override
            public void onError(Throwable t) {
            }

            @Override
            public void onCompleted() {
            }
        };
    }
}

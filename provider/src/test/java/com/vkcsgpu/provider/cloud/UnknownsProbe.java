package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import com.vkcsgpu.provider.cloud.http.Sleeper;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.cloud.mk8s.DeploymentType;
import com.vkcsgpu.provider.cloud.mk8s.LoadBalancerConfig;
import com.vkcsgpu.provider.cloud.mk8s.MasterSpec;
import com.vkcsgpu.provider.cloud.mk8s.NetworkConfig;
import com.vkcsgpu.provider.k8s.KeystoneBearer;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.wait.WaitControl;
import io.fabric8.kubernetes.client.KubernetesClient;
import com.google.gson.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Asks a real VK Cloud what no public source says (see docs/development.md, "What the real-cloud run
 * answers"): how soon a change shows in the status, whether a new object is 404 for a while, how "busy"
 * is answered, whether names work where ids do, how errors and {@code values_template} are written, what
 * a size of 0 gets, which user the kubeconfig holds, and which GPU flavors and zones the project sees.
 * Builds one cluster with one small CPU node group and deletes everything, also when it fails.
 */
final class UnknownsProbe {
    private static final Duration SAMPLE = Duration.ofSeconds(2);
    private static final Duration SAMPLED = Duration.ofMinutes(1);
    private static final Pattern EXEC_COMMAND = Pattern.compile("(?m)^\\s*command:\\s*(\\S+)");

    private final VkcsClient cloud;
    private final ServiceApi api;
    private final ContractEnvironment.Lifecycle inputs;
    private final String runId = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
    private final Map<String, String> notes = new LinkedHashMap<>();
    private String clusterId;

    UnknownsProbe(VkcsClient cloud, ContractEnvironment.Lifecycle inputs) {
        this.cloud = cloud;
        this.api = cloud.managedK8s();
        this.inputs = inputs;
    }

    ObservedCloud run() throws InterruptedException {
        ServiceApi.Exchange notFound = api.exchange("probe 404", "GET", "clusters/" + CloudClientContract.ABSENT_KSUID, null);
        notes.put("404.status", Integer.toString(notFound.status()));
        ServiceApi.Exchange invalid = api.exchange("probe 400", "POST", "node-groups", "{\"cluster_id\":\"\",\"node_group_spec\":{}}");
        notes.put("400.status", Integer.toString(invalid.status()));
        notes.put("400.body", invalid.body());
        ServiceApi.Exchange addons = api.exchange("probe addons", "GET", "addons", null);
        notes.put("get-addons.status", Integer.toString(addons.status()));
        Optional<AddonVersion> operator = gpuOperator();
        boolean base64 = operator.map(v -> v.valuesTemplate() != null && !v.valuesTemplate().equals(v.valuesTemplateText())).orElse(false);
        notes.put("gpu-operator.version", operator.map(AddonVersion::version).orElse("absent"));
        notes.put("gpu-flavors", String.join(", ", cloud.compute().gpuFlavors().stream().map(GpuFlavor::name).toList()));
        notes.put("zones", String.join(", ", cloud.clusters().availabilityZones()));

        Map<Integer, String> createTimeline = new LinkedHashMap<>();
        Map<Integer, String> changeTimeline = new LinkedHashMap<>();
        int secondCreate = 0;
        int clusterByName = 0;
        int nodeGroupByName = 0;
        try {
            String name = "vkcs-probe-" + runId;
            clusterId = cloud.clusters().createCluster(clusterRequest(name, operator));
            createTimeline.putAll(sample(() -> statusOf(api.exchange("probe cluster", "GET", "clusters/" + clusterId, null))));
            cloud.clusters().awaitRunning(clusterId, wait(inputs.clusterTimeout()));
            clusterByName = api.exchange("probe by name", "GET", "clusters/" + name, null).status();
            notes.put("list-clusters.status", Integer.toString(api.exchange("probe list", "GET", "clusters", null).status()));
            String kubeconfig = cloud.clusters().kubeconfig(clusterId).reveal();
            notes.put("kubeconfig.user", kubeconfigUser(kubeconfig));
            probeInside(kubeconfig);

            notes.put("size-0", refusalOf(nodeGroupBody("zero-" + runId, "{\"fixed_scale\":{\"size\":0}}")));
            notes.put("min-size-0", refusalOf(nodeGroupBody("min0-" + runId, "{\"auto_scale\":{\"min_size\":0,\"max_size\":1,\"size\":0}}")));

            String groupName = "probe-" + runId;
            ServiceApi.Exchange created = api.exchange("probe node group", "POST", "node-groups",
                    nodeGroupBody(groupName, "{\"fixed_scale\":{\"size\":1}}"));
            notes.put("node-group-create.status", Integer.toString(created.status()));
            ServiceApi.Exchange second = api.exchange("probe second node group", "POST", "node-groups",
                    nodeGroupBody("second-" + runId, "{\"fixed_scale\":{\"size\":1}}"));
            secondCreate = second.status();
            notes.put("second-node-group-create.body", second.body());
            deleteIfCreated(second);
            changeTimeline.putAll(sample(() -> statusOf(api.exchange("probe cluster", "GET", "clusters/" + clusterId, null))));
            nodeGroupByName = api.exchange("probe group by name", "GET", "clusters/" + clusterId + "/node-groups/" + groupName, null).status();
        } finally {
            cleanUp();
        }
        return new ObservedCloud(changeTimeline, createTimeline, secondCreate, clusterByName, nodeGroupByName, notFound.body(),
                notFound.contentType(), base64, notes);
    }

    /** The cluster's inside, as the provider's own Keystone user sees it ({@link ClusterInsideProbe}). */
    private void probeInside(String kubeconfig) {
        try {
            String apiAddress = cloud.clusters().findCluster(clusterId).map(c -> c.apiAddress()).orElseThrow();
            try (KubernetesClient kube = KubeClients.fromKubeconfig(kubeconfig,
                    KeystoneBearer.onlyTo(apiAddress, cloud::keystoneToken))) {
                notes.putAll(ClusterInsideProbe.run(kube));
            }
        } catch (RuntimeException e) {
            // The rest of the probe goes on: its cloud answers are worth as much without the cluster's inside.
            notes.put("inside", "not probed: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private Optional<AddonVersion> gpuOperator() {
        return cloud.addons().listAddons().stream().filter(a -> CloudClientContract.GPU_OPERATOR.equals(a.name())).findFirst()
                .map(addon -> CloudClientContract.currentVersion(cloud.addons(), addon));
    }

    private ClusterCreate clusterRequest(String name, Optional<AddonVersion> operator) {
        String version = cloud.clusters().kubernetesVersions().stream().max(java.util.Comparator.comparing(CloudClientContract::versionKey))
                .orElseThrow();
        return new ClusterCreate(null, name, "vkcs-gpu unknowns probe", version, Map.of("vkcs-gpu-probe", runId),
                MasterSpec.of(flavorId(inputs.masterFlavorName()), 1), DeploymentType.zonal(inputs.zone()),
                NetworkConfig.calico("10.100.0.0/16", inputs.networkId(), inputs.subnetId(), null),
                LoadBalancerConfig.octavia(inputs.loadBalancerSubnetId(), false, List.of()), List.of());
    }

    /** Polls every 2 s for the first minute; seconds since the start → what {@code read} said. */
    private static Map<Integer, String> sample(Supplier<String> read) throws InterruptedException {
        Map<Integer, String> timeline = new LinkedHashMap<>();
        Instant start = Instant.now();
        while (Duration.between(start, Instant.now()).compareTo(SAMPLED) <= 0) {
            timeline.put((int) Duration.between(start, Instant.now()).toSeconds(), read.get());
            Sleeper.SYSTEM.sleep(SAMPLE);
        }
        return timeline;
    }

    private static String statusOf(ServiceApi.Exchange answer) {
        if (answer.status() != 200) {
            return Integer.toString(answer.status());
        }
        JsonObject cluster = com.google.gson.JsonParser.parseString(answer.body()).getAsJsonObject();
        return cluster.has("status") ? cluster.get("status").getAsString() : "no status";
    }

    private String nodeGroupBody(String name, String scaleSpec) {
        return """
                {"cluster_id":"%s","node_group_spec":{"name":"%s","vm_engine":{"nova_engine":{"flavor_id":"%s"}},
                 "zones":["%s"],"scale_spec":%s,"parallel_upgrade_chunk":50,
                 "disk_type":{"cinder_volume_type":{"type":"%s","size":30}}}}"""
                .formatted(clusterId, name, flavorId(inputs.workerFlavorName()), inputs.zone(), scaleSpec, inputs.diskType());
    }

    /** Sends a create VK is expected to refuse; records the answer and deletes what it made if it was accepted. */
    private String refusalOf(String body) {
        ServiceApi.Exchange answer = api.exchange("probe refusal", "POST", "node-groups", body);
        deleteIfCreated(answer);
        return answer.status() + " " + answer.body();
    }

    private void deleteIfCreated(ServiceApi.Exchange answer) {
        if (answer.status() == 200 && answer.body().contains("node_group_id")) {
            String id = com.google.gson.JsonParser.parseString(answer.body()).getAsJsonObject().get("node_group_id").getAsString();
            cloud.nodeGroups().deleteNodeGroup(clusterId, id, wait(inputs.changeTimeout()));
        }
    }

    /** The kind of user entry (exec with its command, token, client certificate), never a secret. */
    static String kubeconfigUser(String kubeconfig) {
        if (kubeconfig.contains("exec:")) {
            Matcher command = EXEC_COMMAND.matcher(kubeconfig);
            return "exec " + (command.find() ? command.group(1) : "(no command)");
        }
        if (kubeconfig.contains("client-certificate")) {
            return "client certificate";
        }
        return kubeconfig.contains("token:") ? "token" : "other";
    }

    private String flavorId(String name) {
        return cloud.compute().listFlavors().stream().filter(f -> name.equals(f.name())).findFirst()
                .orElseThrow(() -> new AssertionError("no flavor named " + name)).id();
    }

    private WaitControl wait(Duration timeout) {
        return WaitControl.timeout(Clock.systemUTC(), timeout);
    }

    /** Best effort: a failed run must not leave a paid cluster behind. */
    private void cleanUp() {
        if (clusterId == null) {
            return;
        }
        try {
            cloud.clusters().deleteCluster(clusterId);
            cloud.clusters().awaitDeleted(clusterId, wait(inputs.clusterTimeout()));
        } catch (VkcsException e) {
            System.err.println("probe cleanup could not delete cluster " + clusterId + ": " + e.getMessage() + "; delete it by hand");
        }
    }
}

package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** DaemonSet, Deployment and Job controllers and owner-reference garbage collection, through fabric8. */
class WorkloadControllersTest {
    private static final int WAIT_SECONDS = 60;
    private TestCluster cluster;
    private KubernetesClient client;

    @BeforeEach
    void start() {
        cluster = new TestCluster();
        client = cluster.client;
        EmulatedNode.Taint gpuTaint = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
        EmulatedNode.Taint customTaint = new EmulatedNode.Taint("team", "ml", "NoSchedule");
        cluster.server.syncNodeGroup("gpu", List.of(
                new EmulatedNode("gpu-0", "gpu", Map.of("pool", "gpu"), List.of(gpuTaint), 16, 65536, 1, "NVIDIA-L4"),
                new EmulatedNode("gpu-1", "gpu", Map.of("pool", "gpu"), List.of(gpuTaint), 16, 65536, 1, "NVIDIA-L4")));
        cluster.server.syncNodeGroup("custom", List.of(
                new EmulatedNode("custom-0", "custom", Map.of("pool", "gpu"), List.of(customTaint), 4, 8192, 0, null)));
        cluster.server.syncNodeGroup("cpu", List.of(
                new EmulatedNode("cpu-0", "cpu", Map.of("pool", "cpu"), List.of(), 4, 8192, 0, null)));
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    @Test
    void daemonSetPodsGoOnlyToSelectedToleratedNodes() {
        client.apps().daemonSets().inNamespace("default").resource(daemonSet("agent", "v1", "RollingUpdate")).create();
        DaemonSet ds = waitForDaemonSet("agent", d -> d.getStatus() != null && d.getStatus().getNumberReady() == 2);
        assertEquals(2, ds.getStatus().getDesiredNumberScheduled(), "custom-0 is selected but its taint is not tolerated");
        assertEquals(2, ds.getStatus().getCurrentNumberScheduled());
        assertEquals(2, ds.getStatus().getNumberAvailable());
        assertNull(ds.getStatus().getNumberUnavailable(), "zero is omitted, as upstream serialises it");
        assertEquals(ds.getMetadata().getGeneration(), ds.getStatus().getObservedGeneration());
        List<Pod> pods = pods("app=agent");
        assertEquals(Set.of("gpu-0", "gpu-1"), pods.stream().map(p -> p.getSpec().getNodeName()).collect(Collectors.toSet()));
        Pod pod = pods.get(0);
        assertEquals("DaemonSet", pod.getMetadata().getOwnerReferences().get(0).getKind());
        assertEquals(ds.getMetadata().getUid(), pod.getMetadata().getOwnerReferences().get(0).getUid());
        assertEquals("1", pod.getMetadata().getLabels().get("pod-template-generation"));
        assertTrue(pod.getMetadata().getLabels().containsKey("controller-revision-hash"));
        assertTrue(pod.getMetadata().getName().startsWith("agent-"));
    }

    @Test
    void untoleratedTaintEverywhereMeansDesiredZero() {
        DaemonSet noToleration = new DaemonSetBuilder(daemonSet("bare", "v1", "RollingUpdate"))
                .editSpec().editTemplate().editSpec().withTolerations().endSpec().endTemplate().endSpec().build();
        client.apps().daemonSets().inNamespace("default").resource(noToleration).create();
        DaemonSet ds = waitForDaemonSet("bare", d -> d.getStatus() != null && d.getStatus().getObservedGeneration() != null);
        assertEquals(0, ds.getStatus().getDesiredNumberScheduled());
        assertEquals(0, pods("app=bare").size());
    }

    @Test
    void rollingUpdateReplacesPodsAndOnDeleteKeepsThem() {
        client.apps().daemonSets().inNamespace("default").resource(daemonSet("rolling", "v1", "RollingUpdate")).create();
        client.apps().daemonSets().inNamespace("default").resource(daemonSet("ondelete", "v1", "OnDelete")).create();
        waitForDaemonSet("rolling", d -> d.getStatus() != null && d.getStatus().getNumberReady() == 2);
        waitForDaemonSet("ondelete", d -> d.getStatus() != null && d.getStatus().getNumberReady() == 2);
        for (String name : List.of("rolling", "ondelete")) {
            client.apps().daemonSets().inNamespace("default").withName(name).edit(d -> new DaemonSetBuilder(d)
                    .editSpec().editTemplate().editSpec().editFirstContainer().withImage("busybox:v2").endContainer()
                    .endSpec().endTemplate().endSpec().build());
        }
        // Until the controller has seen the edit, the status is generation 1's, which also reads "2 updated, 2
        // ready": a rollout is done only once observedGeneration caught up (as `kubectl rollout status` checks).
        waitForDaemonSet("rolling", d -> d.getMetadata().getGeneration().equals(d.getStatus().getObservedGeneration())
                && d.getStatus().getUpdatedNumberScheduled() != null
                && d.getStatus().getUpdatedNumberScheduled() == 2 && d.getStatus().getNumberReady() == 2);
        assertTrue(pods("app=rolling").stream().allMatch(p -> p.getSpec().getContainers().get(0).getImage().equals("busybox:v2")));

        DaemonSet onDelete = waitForDaemonSet("ondelete", d -> d.getStatus().getObservedGeneration() == 2);
        assertNull(onDelete.getStatus().getUpdatedNumberScheduled(), "OnDelete leaves old pods alone");
        Pod old = pods("app=ondelete").get(0);
        client.pods().inNamespace("default").withName(old.getMetadata().getName()).delete();
        waitForDaemonSet("ondelete", d -> d.getStatus().getUpdatedNumberScheduled() != null
                && d.getStatus().getUpdatedNumberScheduled() == 1 && d.getStatus().getNumberReady() == 2);
        Pod replacement = pods("app=ondelete").stream().filter(p -> p.getSpec().getNodeName().equals(old.getSpec().getNodeName()))
                .findFirst().orElseThrow();
        assertEquals("busybox:v2", replacement.getSpec().getContainers().get(0).getImage());
        assertEquals("2", replacement.getMetadata().getLabels().get("pod-template-generation"));
        assertNotEquals(old.getMetadata().getLabels().get("controller-revision-hash"),
                replacement.getMetadata().getLabels().get("controller-revision-hash"));
    }

    /**
     * A write that carries the same template in another key order (another client's serialisation) is no template
     * change: a pod created after it is of the same revision as the pods before it.
     */
    @Test
    void theSameTemplateWrittenInAnotherKeyOrderIsTheSameRevision() {
        client.apps().daemonSets().inNamespace("default").resource(daemonSet("reordered", "v1", "OnDelete")).create();
        waitForDaemonSet("reordered", d -> d.getStatus() != null && d.getStatus().getNumberReady() == 2);
        KubeStore store = cluster.server.store();
        JsonObject live = store.get(BuiltinTypes.DAEMON_SET, "default", "reordered").orElseThrow();
        JsonObject spec = Json.child(live, "spec");
        spec.add("template", reversedKeys(spec.get("template")));
        Json.child(Json.metadata(live), "labels").addProperty("team", "ml"); // a change, so the write is no no-op
        store.update(BuiltinTypes.DAEMON_SET, "default", "reordered", live, WriteScope.MAIN, "kubectl");
        Pod deleted = pods("app=reordered").get(0);
        client.pods().inNamespace("default").withName(deleted.getMetadata().getName()).delete();
        Pod replacement = client.pods().inNamespace("default").withLabel("app", "reordered")
                .withField("spec.nodeName", deleted.getSpec().getNodeName()).informOnCondition(pods -> pods.stream()
                        .anyMatch(p -> !p.getMetadata().getName().equals(deleted.getMetadata().getName())))
                .orTimeout(WAIT_SECONDS, TimeUnit.SECONDS).join().stream()
                .filter(p -> !p.getMetadata().getName().equals(deleted.getMetadata().getName())).findFirst().orElseThrow();
        assertEquals(deleted.getMetadata().getLabels().get("controller-revision-hash"),
                replacement.getMetadata().getLabels().get("controller-revision-hash"));
    }

    private static com.google.gson.JsonElement reversedKeys(com.google.gson.JsonElement element) {
        if (!element.isJsonObject()) {
            return element;
        }
        List<String> keys = new java.util.ArrayList<>(element.getAsJsonObject().keySet());
        java.util.Collections.reverse(keys);
        JsonObject reversed = new JsonObject();
        keys.forEach(k -> reversed.add(k, reversedKeys(element.getAsJsonObject().get(k))));
        return reversed;
    }

    @Test
    void deletingTheDaemonSetCollectsItsPods() {
        client.apps().daemonSets().inNamespace("default").resource(daemonSet("gc", "v1", "RollingUpdate")).create();
        waitForDaemonSet("gc", d -> d.getStatus() != null && d.getStatus().getNumberReady() == 2);
        client.apps().daemonSets().inNamespace("default").withName("gc").delete();
        client.pods().inNamespace("default").withLabel("app", "gc").informOnCondition(List::isEmpty)
                .orTimeout(WAIT_SECONDS, TimeUnit.SECONDS).join();
    }

    @Test
    void deploymentKeepsReplicasAndReportsAvailable() {
        Deployment deployment = new DeploymentBuilder().withNewMetadata().withName("web").endMetadata().withNewSpec()
                .withReplicas(2).withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withTemplate(template("web", "nginx")).endSpec().build();
        client.apps().deployments().inNamespace("default").resource(deployment).create();
        Deployment ready = client.apps().deployments().inNamespace("default").withName("web").waitUntilCondition(
                d -> d.getStatus() != null && d.getStatus().getAvailableReplicas() != null
                        && d.getStatus().getAvailableReplicas() == 2, WAIT_SECONDS, TimeUnit.SECONDS);
        assertEquals(2, ready.getStatus().getReadyReplicas());
        assertTrue(ready.getStatus().getConditions().stream().anyMatch(c -> c.getType().equals("Available")
                && c.getStatus().equals("True") && c.getReason().equals("MinimumReplicasAvailable")));
        assertEquals(2, pods("app=web").size());
        assertTrue(pods("app=web").get(0).getMetadata().getLabels().containsKey("pod-template-hash"));
    }

    @Test
    void jobSucceedsOrFailsAsThePodFateSays() {
        cluster.server.kubelet().setPodFate(pod -> Json.labels(pod).get("app").equals("bad")
                ? KubeletSimulator.PodFate.FAIL : KubeletSimulator.PodFate.SUCCEED);
        client.batch().v1().jobs().inNamespace("default").resource(job("good", 6)).create();
        client.batch().v1().jobs().inNamespace("default").resource(job("bad", 1)).create();
        Job good = waitForJob("good", "Complete");
        assertEquals(1, good.getStatus().getSucceeded());
        assertEquals("good", pods("job-name=good").get(0).getMetadata().getLabels().get("batch.kubernetes.io/job-name"));
        cluster.server.store().setPodLog("default", pods("job-name=good").get(0).getMetadata().getName(), "done\n");
        assertEquals("done\n", client.pods().inNamespace("default").withName(pods("job-name=good").get(0)
                .getMetadata().getName()).getLog());

        Job bad = waitForJob("bad", "Failed");
        assertEquals(2, bad.getStatus().getFailed(), "backoffLimit 1 allows one retry");
        assertTrue(bad.getStatus().getConditions().stream().anyMatch(c -> c.getType().equals("Failed")
                && c.getReason().equals("BackoffLimitExceeded")));
    }

    private Job waitForJob(String name, String condition) {
        return client.batch().v1().jobs().inNamespace("default").withName(name).waitUntilCondition(j -> j != null
                && j.getStatus() != null && j.getStatus().getConditions() != null
                && j.getStatus().getConditions().stream().anyMatch(c -> c.getType().equals(condition)
                        && c.getStatus().equals("True")), WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private DaemonSet waitForDaemonSet(String name, Predicate<DaemonSet> condition) {
        return client.apps().daemonSets().inNamespace("default").withName(name)
                .waitUntilCondition(d -> d != null && condition.test(d), WAIT_SECONDS, TimeUnit.SECONDS);
    }

    /** The pods matching {@code selector} that are not terminating (deleted pods stay for their grace period). */
    private List<Pod> pods(String selector) {
        return client.pods().inNamespace("default").withLabelSelector(selector).list().getItems().stream()
                .filter(p -> p.getMetadata().getDeletionTimestamp() == null).toList();
    }

    private static Job job(String name, int backoffLimit) {
        PodTemplateSpec template = new PodTemplateSpecBuilder(template(name, "busybox")).editSpec()
                .withRestartPolicy("Never").endSpec().build();
        return new JobBuilder().withNewMetadata().withName(name).endMetadata().withNewSpec()
                .withBackoffLimit(backoffLimit).withTemplate(template).endSpec().build();
    }

    private static DaemonSet daemonSet(String name, String tag, String strategy) {
        PodTemplateSpec template = new PodTemplateSpecBuilder(template(name, "busybox:" + tag)).editSpec()
                .addToNodeSelector("pool", "gpu").addNewToleration().withKey("nvidia.com/gpu").withOperator("Exists")
                .withEffect("NoSchedule").endToleration().endSpec().build();
        return new DaemonSetBuilder().withNewMetadata().withName(name).endMetadata().withNewSpec()
                .withNewSelector().addToMatchLabels("app", name).endSelector().withTemplate(template)
                .withNewUpdateStrategy().withType(strategy).endUpdateStrategy().endSpec().build();
    }

    private static PodTemplateSpec template(String app, String image) {
        return new PodTemplateSpecBuilder().withNewMetadata().addToLabels("app", app).endMetadata().withNewSpec()
                .addNewContainer().withName("main").withImage(image).endContainer().endSpec().build();
    }
}

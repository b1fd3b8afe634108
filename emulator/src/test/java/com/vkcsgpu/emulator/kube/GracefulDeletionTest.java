package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Deletion as kube-apiserver and the kubelet do it: a running pod turns Terminating
 * ({@code deletionTimestamp}, MODIFIED) for its grace period times the time scale, then goes;
 * {@code gracePeriodSeconds=0} removes it at once; {@code propagationPolicy=Orphan} leaves the
 * dependents, without their owner reference.
 */
class GracefulDeletionTest {
    /** 30 s of grace become 0.3 s. */
    private static final double TIME_SCALE = 0.01;
    private static final int WAIT_SECONDS = 60;
    private static TestCluster cluster;

    @BeforeAll
    static void start() {
        cluster = new TestCluster(KubeApiServer.start("grace", TestCluster.CA, "v1.33.3", TIME_SCALE));
        cluster.server.syncNodeGroup("cpu", List.of(new EmulatedNode("cpu-0", "cpu", java.util.Map.of(), List.of(),
                16, 65536, 0, null)));
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @Test
    void aRunningPodTerminatesForItsScaledGracePeriodThenGoes() throws Exception {
        runningPod("short", 1L);
        BlockingQueue<String> events = new LinkedBlockingQueue<>();
        try (Watch watch = cluster.client.pods().inNamespace("default").withName("short").watch(recorder(events))) {
            assertEquals("ADDED Running", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));
            cluster.client.pods().inNamespace("default").withName("short").delete();
            String modified = events.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            assertEquals("MODIFIED Running terminating grace=1", modified);
            assertEquals("DELETED Running terminating grace=1", events.poll(WAIT_SECONDS, TimeUnit.SECONDS),
                    "gone once its 1 s (times the time scale) passed");
        }
    }

    @Test
    void aTerminatingPodStaysUntilDeletedAgainWithGracePeriodZero() throws Exception {
        runningPod("long", 3600L);
        HttpResponse<String> first = cluster.kubectl("DELETE", "/api/v1/namespaces/default/pods/long",
                "application/json", "{\"kind\":\"DeleteOptions\",\"apiVersion\":\"v1\"}");
        assertEquals(200, first.statusCode(), first.body());
        JsonObject terminating = Json.parseObject(first.body());
        assertNotNull(Json.string(Json.metadata(terminating), "deletionTimestamp"));
        assertEquals(3600, Json.metadata(terminating).get("deletionGracePeriodSeconds").getAsLong());
        Pod stillThere = cluster.client.pods().inNamespace("default").withName("long").get();
        assertNotNull(stillThere, "an hour of grace at scale 0.01 is 36 s: the pod is Terminating");
        assertNotNull(stillThere.getMetadata().getDeletionTimestamp());

        HttpResponse<String> force = cluster.kubectl("DELETE",
                "/api/v1/namespaces/default/pods/long?gracePeriodSeconds=0", null, null);
        assertEquals(200, force.statusCode(), force.body());
        assertNull(cluster.client.pods().inNamespace("default").withName("long").get(),
                "kubectl delete --grace-period=0 --force removes it at once");
    }

    @Test
    void gracePeriodZeroFromFabric8DeletesWithoutTerminating() throws Exception {
        runningPod("now", 3600L);
        cluster.client.pods().inNamespace("default").withName("now").withGracePeriod(0).delete();
        assertNull(cluster.client.pods().inNamespace("default").withName("now").get());
    }

    @Test
    void podsNotOnANodeAndObjectsWithoutGraceGoAtOnce() {
        cluster.client.pods().inNamespace("default").resource(new PodBuilder().withNewMetadata().withName("unbound")
                .endMetadata().withNewSpec().addNewContainer().withName("c").withImage("busybox").endContainer()
                .withNodeSelector(java.util.Map.of("no", "such-node")).endSpec().build()).create();
        cluster.client.pods().inNamespace("default").withName("unbound").delete();
        assertNull(cluster.client.pods().inNamespace("default").withName("unbound").get(),
                "an unscheduled pod has nothing to stop");
    }

    @Test
    void orphanPropagationKeepsTheDependentsWithoutTheirOwnerReference() throws Exception {
        cluster.client.apps().deployments().inNamespace("default").resource(new DeploymentBuilder()
                .withNewMetadata().withName("orphaner").endMetadata()
                .withNewSpec().withReplicas(2).withNewSelector().addToMatchLabels("app", "orphaner").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "orphaner").endMetadata()
                .withNewSpec().addNewContainer().withName("c").withImage("busybox").endContainer().endSpec()
                .endTemplate().endSpec().build()).create();
        cluster.client.pods().inNamespace("default").withLabel("app", "orphaner")
                .waitUntilCondition(p -> p != null && "Running".equals(p.getStatus().getPhase()), WAIT_SECONDS,
                        TimeUnit.SECONDS);
        assertEquals(2, cluster.client.pods().inNamespace("default").withLabel("app", "orphaner").list()
                .getItems().size());
        cluster.client.apps().deployments().inNamespace("default").withName("orphaner")
                .withPropagationPolicy(DeletionPropagation.ORPHAN).delete();
        assertNull(cluster.client.apps().deployments().inNamespace("default").withName("orphaner").get());
        List<Pod> pods = cluster.client.pods().inNamespace("default").withLabel("app", "orphaner").list().getItems();
        assertEquals(2, pods.size(), "kubectl delete --cascade=orphan leaves the pods");
        assertTrue(pods.stream().allMatch(p -> p.getMetadata().getOwnerReferences().isEmpty()), pods.toString());
    }

    @Test
    void aDaemonSetReplacesATerminatingPodOnlyOnceItIsGone() {
        cluster.client.apps().daemonSets().inNamespace("default").resource(new DaemonSetBuilder()
                .withNewMetadata().withName("agent").endMetadata()
                .withNewSpec().withNewSelector().addToMatchLabels("app", "agent").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "agent").endMetadata()
                .withNewSpec().withTerminationGracePeriodSeconds(3600L).addNewContainer().withName("c")
                .withImage("busybox").endContainer().endSpec().endTemplate().endSpec().build()).create();
        var daemonSet = cluster.client.apps().daemonSets().inNamespace("default").withName("agent");
        daemonSet.waitUntilCondition(d -> d.getStatus() != null && d.getStatus().getNumberReady() == 1, WAIT_SECONDS,
                TimeUnit.SECONDS);
        Pod old = cluster.client.pods().inNamespace("default").withLabel("app", "agent").list().getItems().get(0);

        cluster.client.pods().inNamespace("default").withName(old.getMetadata().getName()).delete();
        // The controller's status write ends the reconcile that saw the pod terminating.
        daemonSet.waitUntilCondition(d -> d.getStatus().getCurrentNumberScheduled() == 0, WAIT_SECONDS,
                TimeUnit.SECONDS);
        List<Pod> pods = cluster.client.pods().inNamespace("default").withLabel("app", "agent").list().getItems();
        assertEquals(List.of(old.getMetadata().getName()), pods.stream().map(p -> p.getMetadata().getName()).toList(),
                "no successor while the old pod is Terminating");

        cluster.client.pods().inNamespace("default").withName(old.getMetadata().getName()).withGracePeriod(0)
                .delete();
        daemonSet.waitUntilCondition(d -> d.getStatus().getNumberReady() == 1, WAIT_SECONDS, TimeUnit.SECONDS);
        Pod successor = cluster.client.pods().inNamespace("default").withLabel("app", "agent").list().getItems()
                .get(0);
        assertTrue(!successor.getMetadata().getName().equals(old.getMetadata().getName()), successor.toString());
    }

    private static void runningPod(String name, long graceSeconds) {
        cluster.client.pods().inNamespace("default").resource(new PodBuilder().withNewMetadata().withName(name)
                .endMetadata().withNewSpec().withTerminationGracePeriodSeconds(graceSeconds).addNewContainer()
                .withName("c").withImage("busybox").endContainer().endSpec().build()).create();
        cluster.client.pods().inNamespace("default").withName(name)
                .waitUntilCondition(p -> p != null && "Running".equals(p.getStatus().getPhase()), WAIT_SECONDS,
                        TimeUnit.SECONDS);
    }

    private static Watcher<Pod> recorder(BlockingQueue<String> events) {
        return new Watcher<>() {
            @Override
            public void eventReceived(Action action, Pod pod) {
                if (action == Action.MODIFIED && pod.getMetadata().getDeletionTimestamp() == null) {
                    return;
                }
                events.add(action + " " + pod.getStatus().getPhase()
                        + (pod.getMetadata().getDeletionTimestamp() == null ? ""
                                : " terminating grace=" + pod.getMetadata().getDeletionGracePeriodSeconds()));
            }

            @Override
            public void onClose(WatcherException cause) {
                events.add("CLOSED");
            }
        };
    }
}

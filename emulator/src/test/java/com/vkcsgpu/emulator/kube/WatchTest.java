package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Watches and informers over WebSocket (fabric8's default) and HTTP, selectors on events, 410 re-list. */
class WatchTest extends OneClusterTest {
    private static final long WAIT_SECONDS = 60;

    @Test
    void informerSeesAddUpdateDeleteAndInformOnConditionCompletes() throws Exception {
        BlockingQueue<String> events = new LinkedBlockingQueue<>();
        try (SharedIndexInformer<ConfigMap> informer = client.configMaps().inNamespace("default")
                .withLabel("watch", "informer").inform(recorder(events))) {
            var pending = client.configMaps().inNamespace("default").withLabel("watch", "informer")
                    .informOnCondition(list -> list.stream().anyMatch(cm -> "2".equals(cm.getData().get("v"))));
            client.configMaps().inNamespace("default").resource(configMap("inf", "informer", "1")).create();
            assertEquals("ADD inf 1", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));
            client.configMaps().inNamespace("default").withName("inf")
                    .edit(cm -> new ConfigMapBuilder(cm).addToData("v", "2").build());
            assertEquals("UPDATE inf 2", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));
            assertEquals(1, pending.get(WAIT_SECONDS, TimeUnit.SECONDS).size());
            client.configMaps().inNamespace("default").withName("inf").delete();
            assertEquals("DELETE inf 2", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));
            assertTrue(informer.hasSynced());
        }
    }

    @Test
    void watchEventsFollowTheLabelSelectorOverBothTransports() throws Exception {
        for (boolean httpOnly : List.of(false, true)) {
            String label = httpOnly ? "http" : "ws";
            BlockingQueue<String> events = new LinkedBlockingQueue<>();
            try (KubernetesClient watching = cluster.client(httpOnly);
                    Watch watch = watching.configMaps().inNamespace("default").withLabel("watch", label)
                            .watch(watcher(events))) {
                assertNotNull(watch);
                client.configMaps().inNamespace("default").resource(configMap("w-" + label, label, "1")).create();
                assertEquals("ADDED w-" + label + " 1", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));
                client.configMaps().inNamespace("default").withName("w-" + label).edit(cm -> new ConfigMapBuilder(cm)
                        .editMetadata().addToLabels("watch", "elsewhere").endMetadata().build());
                assertEquals("DELETED w-" + label + " 1", events.poll(WAIT_SECONDS, TimeUnit.SECONDS),
                        "leaving the selection is a DELETED event");
            }
        }
    }

    @Test
    void informerRelistsAfterTheWatchIsClosedAndItsVersionExpired() throws Exception {
        BlockingQueue<String> events = new LinkedBlockingQueue<>();
        try (SharedIndexInformer<ConfigMap> informer = client.configMaps().inNamespace("default")
                .withLabel("watch", "relist").inform(recorder(events))) {
            client.configMaps().inNamespace("default").resource(configMap("before", "relist", "1")).create();
            assertEquals("ADD before 1", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));

            KubeStore store = cluster.server.store();
            synchronized (store) {
                store.closeAllWatches();
                store.create(BuiltinTypes.CONFIG_MAP, "default",
                        com.google.gson.JsonParser.parseString(
                                "{\"metadata\":{\"name\":\"during\",\"labels\":{\"watch\":\"relist\"}},"
                                        + "\"data\":{\"v\":\"1\"}}").getAsJsonObject(),
                        WriteScope.ALL, "test");
                store.compactHistory();
            }
            assertEquals("ADD during 1", events.poll(WAIT_SECONDS, TimeUnit.SECONDS),
                    "the informer's watch got 410 Expired, so it re-listed");
            assertEquals(2, informer.getStore().list().size());
        }
    }

    @Test
    void watchFromAnExpiredVersionGetsGone() throws Exception {
        KubeStore store = cluster.server.store();
        client.configMaps().inNamespace("default").resource(configMap("old", "gone", "1")).create();
        String old = store.resourceVersion();
        client.configMaps().inNamespace("default").withName("old").delete();
        store.compactHistory();
        BlockingQueue<String> events = new LinkedBlockingQueue<>();
        try (Watch watch = client.configMaps().inNamespace("default")
                .watch(new ListOptionsBuilder().withResourceVersion(old).build(), watcher(events))) {
            assertNotNull(watch);
            assertEquals("CLOSED 410", events.poll(WAIT_SECONDS, TimeUnit.SECONDS));
        }
    }

    /**
     * A simulated controller re-asserts its state on every pass; an edit that changes nothing is no write, as an
     * update that changes nothing is on kube-apiserver: same resourceVersion, no event. A real change still is one.
     */
    @Test
    void aControllerEditThatChangesNothingIsNoWriteAndNoEvent() throws Exception {
        KubeStore store = cluster.server.store();
        client.configMaps().inNamespace("default").resource(configMap("steady", "noop", "1")).create();
        BlockingQueue<String> events = new LinkedBlockingQueue<>();
        try (Watch watch = client.configMaps().inNamespace("default").withLabel("watch", "noop")
                .watch(new ListOptionsBuilder().withResourceVersion(store.resourceVersion()).build(),
                        watcher(events))) {
            String before = store.resourceVersion();
            com.google.gson.JsonObject same = store.edit(BuiltinTypes.CONFIG_MAP, "default", "steady", "controller",
                    live -> {
                        live.getAsJsonObject("data").addProperty("v", "1");
                        return live;
                    });

            assertEquals(before, store.resourceVersion(), "no write");
            assertEquals(before, same.getAsJsonObject("metadata").get("resourceVersion").getAsString());
            store.edit(BuiltinTypes.CONFIG_MAP, "default", "steady", "controller", live -> {
                live.getAsJsonObject("data").addProperty("v", "2");
                return live;
            });
            assertEquals("MODIFIED steady 2", events.poll(WAIT_SECONDS, TimeUnit.SECONDS),
                    "the first event is the real change's");
            store.edit(BuiltinTypes.CONFIG_MAP, "default", "steady", "controller", live -> {
                live.getAsJsonObject("metadata").getAsJsonObject("labels").addProperty("tier", "gpu");
                return live;
            });
            assertEquals("MODIFIED steady 2", events.poll(WAIT_SECONDS, TimeUnit.SECONDS),
                    "a change to the metadata alone is a change");
        }
    }

    private static ResourceEventHandler<ConfigMap> recorder(BlockingQueue<String> events) {
        return new ResourceEventHandler<>() {
            @Override
            public void onAdd(ConfigMap obj) {
                events.add("ADD " + obj.getMetadata().getName() + " " + obj.getData().get("v"));
            }

            @Override
            public void onUpdate(ConfigMap oldObj, ConfigMap newObj) {
                events.add("UPDATE " + newObj.getMetadata().getName() + " " + newObj.getData().get("v"));
            }

            @Override
            public void onDelete(ConfigMap obj, boolean deletedFinalStateUnknown) {
                events.add("DELETE " + obj.getMetadata().getName() + " " + obj.getData().get("v"));
            }
        };
    }

    private static Watcher<ConfigMap> watcher(BlockingQueue<String> events) {
        return new Watcher<>() {
            @Override
            public void eventReceived(Action action, ConfigMap resource) {
                events.add(action + " " + resource.getMetadata().getName() + " " + resource.getData().get("v"));
            }

            @Override
            public void onClose(WatcherException cause) {
                events.add("CLOSED " + (cause.asClientException().getCode()));
            }
        };
    }

    private static ConfigMap configMap(String name, String label, String value) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).addToLabels("watch", label).endMetadata()
                .withData(Map.of("v", value)).build();
    }
}

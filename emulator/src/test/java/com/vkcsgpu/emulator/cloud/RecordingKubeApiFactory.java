package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeApiFactory;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** A fake Kubernetes side: remembers which clusters started, their nodes per group, and closes. */
final class RecordingKubeApiFactory implements KubeApiFactory {

    /** One fake API server. */
    static final class FakeKubeApi implements EmulatedKubeApi {
        final String clusterName;
        final Map<String, List<EmulatedNode>> nodesByGroup = new ConcurrentHashMap<>();
        volatile boolean closed;
        private final int port;

        FakeKubeApi(String clusterName, int port) {
            this.clusterName = clusterName;
            this.port = port;
        }

        @Override
        public URI serverUrl() {
            return URI.create("https://127.0.0.1:" + port);
        }

        @Override
        public String bearerToken() {
            return "token-of-" + clusterName;
        }

        @Override
        public void syncNodeGroup(String nodeGroup, List<EmulatedNode> nodes) {
            if (nodes.isEmpty()) {
                nodesByGroup.remove(nodeGroup);
            } else {
                nodesByGroup.put(nodeGroup, List.copyOf(nodes));
            }
        }

        List<EmulatedNode> nodes(String group) {
            return nodesByGroup.getOrDefault(group, List.of());
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    final List<FakeKubeApi> started = new CopyOnWriteArrayList<>();

    @Override
    public EmulatedKubeApi start(String clusterName, EmulatorCa ca) {
        FakeKubeApi api = new FakeKubeApi(clusterName, 40000 + started.size());
        started.add(api);
        return api;
    }

    FakeKubeApi api(String clusterName) {
        return started.stream().filter(a -> a.clusterName.equals(clusterName)).findFirst()
                .orElseThrow(() -> new AssertionError("no Kubernetes API started for " + clusterName));
    }
}

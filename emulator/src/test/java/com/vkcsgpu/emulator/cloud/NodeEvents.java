package com.vkcsgpu.emulator.cloud;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What a client watching a node group's Node objects sees, in order: {@code ADDED <node>}, {@code READY <node>} (its
 * Ready condition first True) and {@code DELETED <node>}.
 */
final class NodeEvents implements AutoCloseable {
    private final List<String> events = new CopyOnWriteArrayList<>();
    private final Set<String> ready = new HashSet<>();
    private final Watch watch;

    NodeEvents(KubernetesClient kube, String nodeGroup) {
        watch = kube.nodes().withLabel("mcs.mail.ru/mcs-nodepool", nodeGroup).watch(new Watcher<Node>() {
            @Override
            public void eventReceived(Action action, Node node) {
                String name = node.getMetadata().getName();
                if (action == Action.ADDED || action == Action.DELETED) {
                    events.add(action + " " + name);
                }
                boolean isReady = node.getStatus() != null && node.getStatus().getConditions() != null
                        && node.getStatus().getConditions().stream()
                        .anyMatch(c -> c.getType().equals("Ready") && c.getStatus().equals("True"));
                if (action != Action.DELETED && isReady && ready.add(name)) {
                    events.add("READY " + name);
                }
            }

            @Override
            public void onClose(WatcherException cause) {
            }
        });
    }

    /** The events so far. */
    List<String> all() {
        return List.copyOf(events);
    }

    /** The events of kind {@code kind} ({@code ADDED}, {@code READY}, {@code DELETED}) so far. */
    List<String> of(String kind) {
        return events.stream().filter(e -> e.startsWith(kind + " ")).toList();
    }

    /** Forgets the events so far (those of the initial list). */
    void clear() {
        events.clear();
    }

    /** The position of {@code event} in {@link #all()}, failing when it was not seen. */
    int indexOf(String event) {
        int index = events.indexOf(event);
        if (index < 0) {
            throw new AssertionError("not seen: " + event + " in " + events);
        }
        return index;
    }

    @Override
    public void close() {
        watch.close();
    }
}

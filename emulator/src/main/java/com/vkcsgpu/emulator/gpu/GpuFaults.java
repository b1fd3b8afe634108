package com.vkcsgpu.emulator.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The GPU faults of every emulated cluster, by cluster name. A fault may be added before its cluster
 * exists (node names are predictable: {@code <cluster>-<group>-<index>}, or target a node group), and
 * takes effect when the cluster's simulation starts; the admin API ({@code /_emulator/gpu-faults}) and
 * {@link GpuOperatorSimulation#injectFault} both write here.
 */
public final class GpuFaults {
    /** One fault and the cluster it belongs to. */
    public record ClusterFault(String cluster, GpuFault fault) {
    }

    private final Map<String, List<GpuFault>> byCluster = new ConcurrentHashMap<>();
    private final Map<String, List<Runnable>> listeners = new ConcurrentHashMap<>();

    /** Adds {@code fault} to {@code cluster}, replacing a fault of the same kind on the same target. */
    public void add(String cluster, GpuFault fault) {
        synchronized (this) {
            List<GpuFault> faults = byCluster.computeIfAbsent(cluster, c -> new ArrayList<>());
            faults.removeIf(f -> f.sameSlot(fault));
            faults.add(fault);
        }
        changed(cluster);
    }

    /** Every fault, oldest first per cluster. */
    public synchronized List<ClusterFault> all() {
        List<ClusterFault> all = new ArrayList<>();
        byCluster.forEach((cluster, faults) -> faults.forEach(f -> all.add(new ClusterFault(cluster, f))));
        return all;
    }

    /** The faults of one cluster. */
    public synchronized List<GpuFault> of(String cluster) {
        return List.copyOf(byCluster.getOrDefault(cluster, List.of()));
    }

    /** Removes every fault of {@code cluster} that targets {@code node} (by name). */
    public void clearNode(String cluster, String node) {
        synchronized (this) {
            byCluster.getOrDefault(cluster, new ArrayList<>()).removeIf(f -> node.equals(f.node()));
        }
        changed(cluster);
    }

    /**
     * Repairs {@code node}: removes its faults but what its image is ({@link GpuFault.Kind#NO_HOST_DRIVER}), which a
     * repair does not change.
     */
    public void repairNode(String cluster, String node) {
        synchronized (this) {
            byCluster.getOrDefault(cluster, new ArrayList<>())
                    .removeIf(f -> node.equals(f.node()) && repairable(f));
        }
        changed(cluster);
    }

    /**
     * Repairs every node of {@code cluster}: removes its faults but what its nodes' image is
     * ({@link GpuFault.Kind#NO_HOST_DRIVER}), which a repair does not change.
     */
    public void clearCluster(String cluster) {
        synchronized (this) {
            byCluster.getOrDefault(cluster, new ArrayList<>()).removeIf(GpuFaults::repairable);
        }
        changed(cluster);
    }

    /** A repair removes a fault, but not what a node's image is ({@link GpuFault.Kind#NO_HOST_DRIVER}). */
    private static boolean repairable(GpuFault fault) {
        return fault.kind() != GpuFault.Kind.NO_HOST_DRIVER;
    }

    /** Removes every fault of every cluster. */
    public void clear() {
        List<String> clusters;
        synchronized (this) {
            clusters = List.copyOf(byCluster.keySet());
            byCluster.clear();
        }
        clusters.forEach(this::changed);
    }

    /** The fault of {@code kind} that hits {@code node} (of node group {@code group}, null when unknown). */
    public synchronized Optional<GpuFault> find(String cluster, String node, String group, GpuFault.Kind kind) {
        return byCluster.getOrDefault(cluster, List.of()).stream()
                .filter(f -> f.kind() == kind && f.appliesTo(node, group)).findFirst();
    }

    /** Calls {@code listener} after every change to {@code cluster}'s faults; closing unsubscribes. */
    public AutoCloseable subscribe(String cluster, Runnable listener) {
        List<Runnable> list = listeners.computeIfAbsent(cluster, c -> new CopyOnWriteArrayList<>());
        list.add(listener);
        return () -> list.remove(listener);
    }

    private void changed(String cluster) {
        listeners.getOrDefault(cluster, List.of()).forEach(Runnable::run);
    }
}

package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine rules the harness applies without a plugin: delete order, URNs, timeouts, ignoreChanges. */
class EngineRulesTest {

    private static final String PREFIX = "urn:pulumi:dev::proj::";

    @Test
    void deletesGoDependentsFirstThroughDependenciesParentsAndProviders() {
        ResourceState provider = res("pulumi:providers:fake", "default", "", "", List.of());
        String providerRef = provider.urn() + "::id";
        ResourceState network = res("fake:index:Net", "net", "", providerRef, List.of());
        ResourceState cluster = res("fake:index:Cluster", "cluster", "", providerRef, List.of(network.urn()));
        ResourceState component = res("fake:index:Pool", "pool", "", "", List.of(cluster.urn()));
        ResourceState child = res("fake:index:Node", "node", component.urn(), providerRef, List.of());

        List<ResourceState> order = DeleteOrder.antichains(List.of(provider, network, cluster, component, child)).stream()
                .flatMap(List::stream).toList();

        assertEquals(List.of("node", "pool", "cluster", "net", "default"), order.stream().map(ResourceState::name).toList());
    }

    @Test
    void deletesOfResourcesThatDoNotDependOnEachOtherShareAnAntichain() {
        ResourceState provider = res("pulumi:providers:fake", "default", "", "", List.of());
        String providerRef = provider.urn() + "::id";
        ResourceState cluster = res("fake:index:Cluster", "cluster", "", providerRef, List.of());
        ResourceState poolA = res("fake:index:Node", "a", "", providerRef, List.of(cluster.urn()));
        ResourceState poolB = res("fake:index:Node", "b", "", providerRef, List.of(cluster.urn()));
        ResourceState job = res("fake:index:Job", "job", "", providerRef, List.of(poolA.urn()));

        List<List<String>> chains = DeleteOrder.antichains(List.of(provider, cluster, poolA, poolB, job)).stream()
                .map(chain -> chain.stream().map(ResourceState::name).sorted().toList()).toList();

        assertEquals(List.of(List.of("job"), List.of("a", "b"), List.of("cluster"), List.of("default")), chains);
    }

    /**
     * A resource whose input came from a remote component's output names the component, not the component's custom
     * resources; the engine counts the component's children created before it as its dependencies too, so a release
     * built on a cluster's kubeconfig goes before the cluster although nothing names the cluster resource.
     */
    @Test
    void aDependencyOnAComponentHoldsTheComponentsChildrenBackToo() {
        ResourceState provider = res("pulumi:providers:fake", "default", "", "", List.of());
        String providerRef = provider.urn() + "::id";
        ResourceState clusterComponent = res("fake:index:Pool", "cluster", "", "", List.of());
        ResourceState clusterResource = res("fake:index:Cluster", "cluster-cluster", clusterComponent.urn(), providerRef,
                List.of());
        ResourceState release = res("fake:index:Release", "release", "", providerRef, List.of(clusterComponent.urn()));

        List<List<String>> chains = DeleteOrder.antichains(List.of(provider, clusterComponent, clusterResource, release))
                .stream().map(chain -> chain.stream().map(ResourceState::name).sorted().toList()).toList();

        int releaseAt = indexOf(chains, "release");
        int clusterAt = indexOf(chains, "cluster-cluster");
        assertTrue(releaseAt < clusterAt, "the release is deleted before the cluster: " + chains);
    }

    private static int indexOf(List<List<String>> chains, String name) {
        for (int i = 0; i < chains.size(); i++) {
            if (chains.get(i).contains(name)) {
                return i;
            }
        }
        throw new AssertionError(name + " not in " + chains);
    }

    @Test
    void urnsQualifyTheTypeWithTheParentsButNotWithTheStack() {
        String stack = Urns.create("dev", "proj", "", Urns.STACK_TYPE, "proj-dev");
        String cluster = Urns.create("dev", "proj", stack, "vkcs-gpu:index:GpuCluster", "gpu");
        String child = Urns.create("dev", "proj", cluster, "vkcs-gpu:mk8s:Cluster", "gpu-cluster");

        assertEquals(PREFIX + "pulumi:pulumi:Stack::proj-dev", stack);
        assertEquals(PREFIX + "vkcs-gpu:index:GpuCluster::gpu", cluster);
        assertEquals(PREFIX + "vkcs-gpu:index:GpuCluster$vkcs-gpu:mk8s:Cluster::gpu-cluster", child);
    }

    @Test
    void customTimeoutsBecomeSeconds() {
        assertEquals(120.0, CustomTimeoutParser.seconds("120000000000ns"));
        assertEquals(5400.0, CustomTimeoutParser.seconds("1h30m"));
        assertEquals(0.0, CustomTimeoutParser.seconds(""));
        assertThrows(IllegalArgumentException.class, () -> CustomTimeoutParser.seconds("ten minutes"));
    }

    @Test
    void ignoreChangesKeepsOldValuesAtTopLevelAndNestedPaths() {
        Struct olds = Values.fromJava(Map.of("a", "old", "tags", Map.of("x", "1", "y", "1"))).getStructValue();
        Struct news = Values.fromJava(Map.of("a", "new", "b", "added", "tags", Map.of("x", "2", "y", "2"))).getStructValue();

        Struct result = InputDiff.applyIgnoreChanges(olds, news, List.of("a", "b", "tags.x"));

        assertEquals(Map.of("a", "old", "tags", Map.of("x", "1", "y", "2")), Values.toJava(result));
    }

    @Test
    void theEnginesOwnDiffNamesAddedRemovedAndChangedKeys() {
        Struct olds = Values.fromJava(Map.of("same", 1, "changed", "a", "removed", true)).getStructValue();
        Struct news = Values.fromJava(Map.of("same", 1, "changed", "b", "added", "x")).getStructValue();

        assertEquals(Map.of("changed", DiffKind.UPDATE, "removed", DiffKind.DELETE, "added", DiffKind.ADD),
                InputDiff.topLevel(olds, news));
    }

    private static ResourceState res(String type, String name, String parent, String provider, List<String> deps) {
        return new ResourceState(PREFIX + type + "::" + name, type, !type.equals("fake:index:Pool"), false, "id-" + name,
                parent, provider, Struct.getDefaultInstance(), Struct.getDefaultInstance(), deps, Map.of(), List.of(),
                StoredOptions.NONE);
    }
}

package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.core.internal.Internal;
import com.pulumi.resources.Resource;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GpuClusterTest {
    private final FakeCloud cloud = new FakeCloud();

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    static GpuClusterArgs.Builder standard() {
        return GpuClusterArgs.builder()
                .name("ml-prod")
                .availabilityZones("GZ1")
                .masterFlavorId("11111111-2222-4333-8444-555555555555")
                .networkId("21111111-2222-4333-8444-555555555555")
                .subnetId("31111111-2222-4333-8444-555555555555")
                .loadbalancerSubnetId("41111111-2222-4333-8444-555555555555");
    }

    @Test
    void defaultsToTheNewestVersionAndOneMasterAndExposesOutputs() {
        GpuCluster[] made = new GpuCluster[1];
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx ->
                made[0] = new GpuCluster("ml", standard().build(), null));
        assertEquals(List.of(), result.exceptions());
        Map<String, Object> inputs = cloud.inputsOf("vkcs-gpu:mk8s:Cluster");
        assertEquals("v1.34.2", inputs.get("version"));
        assertEquals("standard", inputs.get("clusterType"));
        assertEquals(1.0, ((Number) inputs.get("masterCount")).doubleValue());
        assertEquals(List.of("GZ1"), inputs.get("availabilityZones"));
        assertEquals(1, cloud.callsTo("vkcs-gpu:mk8s:getVersions").size());

        assertEquals("2abcdefghijklmnopqrstuvwxyz", PulumiTest.extractValue(made[0].clusterId()));
        assertEquals("https://10.0.0.10:6443", PulumiTest.extractValue(made[0].apiAddress()));
        assertEquals("v1.34.2", PulumiTest.extractValue(made[0].version()));
        assertTrue(PulumiTest.extractValue(made[0].kubeconfig()).contains("kind: Config"));
        assertTrue(isSecret(made[0].kubeconfig()), "kubeconfig must stay secret");
    }

    @Test
    void aPinnedVersionIsUsedAndGetVersionsIsNotCalled() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx ->
                new GpuCluster("ml", standard().version("v1.33.5").build(), null));
        assertEquals(List.of(), result.exceptions());
        assertEquals("v1.33.5", cloud.inputsOf("vkcs-gpu:mk8s:Cluster").get("version"));
        assertEquals(List.of(), cloud.callsTo("vkcs-gpu:mk8s:getVersions"));
    }

    @Test
    void regionalGetsThreeMastersByDefault() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx -> new GpuCluster("ml",
                standard().clusterType("regional").availabilityZones("GZ1", "MS1", "ME1").build(), null));
        assertEquals(List.of(), result.exceptions());
        Map<String, Object> inputs = cloud.inputsOf("vkcs-gpu:mk8s:Cluster");
        assertEquals("regional", inputs.get("clusterType"));
        assertEquals(3.0, ((Number) inputs.get("masterCount")).doubleValue());
    }

    @Test
    void aPublicApiCanBeLimitedToSourceRanges() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx -> new GpuCluster("ml", standard().publicIp(true)
                .externalNetworkId("51111111-2222-4333-8444-555555555555")
                .apiAllowedCidrs("203.0.113.0/24", "198.51.100.7/32").build(), null));
        assertEquals(List.of(), result.exceptions());
        assertEquals(List.of("203.0.113.0/24", "198.51.100.7/32"),
                cloud.inputsOf("vkcs-gpu:mk8s:Cluster").get("loadbalancerAllowedCidrs"));
    }

    @Test
    void anApiSourceRangeThatIsNotACidrIsRejected() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx -> new GpuCluster("ml",
                standard().apiAllowedCidrs("203.0.113.0/24", "everyone").build(), null));
        String message = String.join("\n", result.exceptions().stream().map(Throwable::getMessage).toList());
        assertTrue(message.contains("apiAllowedCidrs[1]:"), message);
        assertFalse(cloud.typesRegistered().contains("vkcs-gpu:mk8s:Cluster"), cloud.typesRegistered().toString());
    }

    @Test
    void childIsNamedAfterTheComponentAndParentedToIt() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx -> new GpuCluster("ml", standard().build(), null));
        Resource child = result.resources().stream()
                .filter(r -> r instanceof com.vkcsgpu.mk8s.Cluster).findFirst().orElseThrow();
        String urn = PulumiTest.extractValue(child.urn());
        assertTrue(urn.endsWith("::ml-cluster"), urn);
        assertTrue(urn.contains("vkcs-gpu:index:GpuCluster$vkcs-gpu:mk8s:Cluster"), "parent is the component: " + urn);
    }

    @Test
    void conflictingArgumentsAreRejectedTogetherBeforeAnyChildIsCreated() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx -> new GpuCluster("ml", standard()
                .clusterType("regional").availabilityZones("GZ1").masterCount(1).publicIp(true).build(), null));
        String message = String.join("\n", result.exceptions().stream().map(Throwable::getMessage).toList());
        assertTrue(message.contains("availabilityZones: clusterType 'regional' needs exactly 3 zone(s), got 1"), message);
        assertTrue(message.contains("masterCount: clusterType 'regional' allows [3, 5] masters, got 1"), message);
        assertTrue(message.contains("publicIp true requires externalNetworkId"), message);
        assertFalse(cloud.typesRegistered().contains("vkcs-gpu:mk8s:Cluster"), cloud.typesRegistered().toString());
    }

    @Test
    void badNameAndUnknownTypeAreNamed() {
        TestResult result = PulumiTest.withMocks(cloud).runTest(ctx ->
                new GpuCluster("ml", standard().name("ML_prod").clusterType("zonal").build(), null));
        String message = String.join("\n", result.exceptions().stream().map(Throwable::getMessage).toList());
        assertTrue(message.contains("name: cluster name 'ML_prod'"), message);
        assertTrue(message.contains("clusterType: 'zonal' is not a cluster type"), message);
    }

    static boolean isSecret(Output<?> output) {
        return Internal.of(output).isSecret().join();
    }
}

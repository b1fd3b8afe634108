package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.cluster;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.regionalCluster;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.unknown;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.RecordCodec;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Check and Diff of {@code vkcs-gpu:mk8s:Cluster}, offline. */
class ClusterResourceTest {
    private static final ResourceHandler<?, ?> CLUSTER = Inputs.offline(ClusterResource::new);

    static Stream<Arguments> validInputs() {
        return Stream.of(
                Arguments.of("minimal standard", cluster()),
                Arguments.of("regional with 5 masters", with(regionalCluster(), "masterCount", 5)),
                Arguments.of("public API", with(cluster(), "publicIp", true, "externalNetworkId", Inputs.UUID_B,
                        "loadbalancerAllowedCidrs", List.of("10.0.0.0/8", "192.168.1.10/32"))),
                Arguments.of("cilium", with(cluster(), "networkPlugin", "cilium", "podsIpv4Cidr", "172.16.0.0/12")),
                // Preview: unknown values never produce false errors.
                Arguments.of("unknown type", with(cluster(), "clusterType", unknown(), "availabilityZones",
                        List.of("GZ1", "MS1", "ME1"), "masterCount", 3)),
                Arguments.of("unknown zones", with(cluster(), "availabilityZones", unknown())),
                Arguments.of("unknown zone element", with(regionalCluster(), "availabilityZones", List.of("GZ1", unknown(), "ME1"))),
                Arguments.of("unknown external network", with(cluster(), "publicIp", true, "externalNetworkId", unknown())),
                Arguments.of("unknown ids", with(cluster(), "name", unknown(), "networkId", unknown(), "version", unknown())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("validInputs")
    void validInputsPassCheck(String name, Map<String, Object> inputs) {
        assertEquals(List.of(), CLUSTER.check(inputs).failures());
    }

    @Test
    void checkWritesTheDefaults() {
        Map<String, Object> checked = CLUSTER.check(cluster()).inputs();
        assertEquals("standard", checked.get("clusterType"));
        assertEquals("calico", checked.get("networkPlugin"));
        assertEquals("10.100.0.0/16", checked.get("podsIpv4Cidr"));
        assertEquals(false, checked.get("publicIp"));
    }

    static Stream<Arguments> diffs() {
        Map<String, Object> base = cluster();
        return Stream.of(
                Arguments.of("no change", base, base, ""),
                Arguments.of("upgrade is in place", base, with(base, "version", "v1.34.2"), "version"),
                Arguments.of("master flavor is in place", base, with(base, "masterFlavorId", Inputs.UUID_B), "masterFlavorId"),
                Arguments.of("upgrade and master flavor together", base,
                        with(base, "version", "v1.34.2", "masterFlavorId", Inputs.UUID_B), "masterFlavorId version"),
                Arguments.of("name replaces", base, with(base, "name", "gpu-prod-2"), "name!"),
                Arguments.of("zone replaces", base, with(base, "availabilityZones", List.of("MS1")), "availabilityZones!"),
                Arguments.of("network replaces", base, with(base, "networkId", Inputs.UUID_B), "networkId!"),
                Arguments.of("pods CIDR replaces", base, with(base, "podsIpv4Cidr", "10.200.0.0/16"), "podsIpv4Cidr!"),
                Arguments.of("labels replace", base, with(base, "labels", Inputs.map("team", "ml")), "labels!"),
                Arguments.of("master count replaces", base, with(base, "masterCount", 3), "masterCount!"),
                Arguments.of("the default master count written out is no change", base, with(base, "masterCount", 1), ""),
                Arguments.of("the default network plugin written out is no change", base,
                        with(base, "networkPlugin", "calico"), ""),
                Arguments.of("reordered regional zones are no change", regionalCluster(),
                        with(regionalCluster(), "availabilityZones", List.of("ME1", "GZ1", "MS1")), ""),
                Arguments.of("reordered CIDRs are no change",
                        with(base, "loadbalancerAllowedCidrs", List.of("10.0.0.0/8", "192.168.0.0/16")),
                        with(base, "loadbalancerAllowedCidrs", List.of("192.168.0.0/16", "10.0.0.0/8")), ""),
                Arguments.of("unknown version in preview", base, with(base, "version", unknown()), "version"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("diffs")
    void diffIsFieldLevelAndReplacesOnlyWhereTheApiCannotUpdate(String name, Map<String, Object> olds,
                                                                Map<String, Object> news, String expected) {
        assertEquals(expected, Diffs.summary(Diffs.diff(CLUSTER, olds, news)));
    }

    @Test
    void aDowngradeFailsThePreviewWithAClearMessage() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Diffs.diff(CLUSTER, with(cluster(), "version", "v1.34.2"), with(cluster(), "version", "v1.33.3")));
        assertTrue(e.getMessage().startsWith("version: downgrade from v1.34.2 to v1.33.3 is not possible;"), e.getMessage());
    }

    @Test
    void versionsCompareNumericallyNotAsText() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Diffs.diff(CLUSTER, with(cluster(), "version", "v1.10.0"), with(cluster(), "version", "v1.9.9")));
        assertTrue(e.getMessage().contains("downgrade from v1.10.0 to v1.9.9"));
        assertEquals("version", Diffs.summary(Diffs.diff(CLUSTER, with(cluster(), "version", "v1.9.9"),
                with(cluster(), "version", "v1.10.0"))));
    }

    @Test
    void createRequestCarriesTheTopologyAndDefaults() {
        ClusterArgs regional = decode(with(regionalCluster(), "publicIp", true, "externalNetworkId", Inputs.UUID_B));
        ClusterCreate request = ClusterResource.request(regional);
        assertEquals(List.of("GZ1", "MS1", "ME1"), request.deploymentType().multiZonalDeployment().zones());
        assertEquals(null, request.deploymentType().zonalDeployment());
        assertEquals(3, request.masterSpec().replicas(), "a regional cluster defaults to 3 masters");
        assertEquals("10.100.0.0/16", request.networkConfig().plugin().calico().podsIpv4Cidr());
        assertTrue(request.loadBalancerConfig().octaviaEngine().enablePublicIp());
        assertEquals(Inputs.UUID_B, request.networkConfig().engine().sprutEngine().externalNetworkId());

        ClusterCreate standard = ClusterResource.request(decode(cluster()));
        assertEquals("GZ1", standard.deploymentType().zonalDeployment().zone());
        assertEquals(1, standard.masterSpec().replicas());
        assertEquals("", standard.networkConfig().engine().sprutEngine().externalNetworkId());
    }

    static ClusterArgs decode(Map<String, Object> inputs) {
        return RecordCodec.decode(ClusterArgs.class, CLUSTER.check(inputs).inputs(), null).value();
    }
}

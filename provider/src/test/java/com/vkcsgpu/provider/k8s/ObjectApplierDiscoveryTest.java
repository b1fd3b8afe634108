package com.vkcsgpu.provider.k8s;

import static com.vkcsgpu.provider.k8s.ObjectApplierTest.CONFIG_MAP;
import static com.vkcsgpu.provider.k8s.ObjectApplierTest.CRD;
import static com.vkcsgpu.provider.k8s.ObjectApplierTest.GADGET;
import static com.vkcsgpu.provider.k8s.ObjectApplierTest.NAMESPACE;
import static com.vkcsgpu.provider.k8s.ObjectApplierTest.objects;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.k8s.ObjectApplier.ApplyOptions;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Discovery is asked once per cluster and group version for the whole plugin process (each operation makes a new
 * applier), and what a CRD change makes stale is asked again. Counted by the emulated API server.
 */
class ObjectApplierDiscoveryTest {
    private static final ObjectIdentity GADGET_G1 = new ObjectIdentity("example.com/v1", "Gadget", "team-a", "g1");
    private static final ObjectIdentity THE_CRD = new ObjectIdentity(ObjectIdentity.CRD_API_VERSION,
            "CustomResourceDefinition", null, "gadgets.example.com");

    private final KubeTestCluster cluster = new KubeTestCluster("discovery");

    @AfterEach
    void close() {
        cluster.close();
    }

    private static ApplyOptions inTeamA() {
        return new ApplyOptions(ObjectApplier.DEFAULT_FIELD_MANAGER, "team-a", false);
    }

    private long asked() {
        return cluster.server().resourceListRequests();
    }

    @Test
    void laterAppliersOfTheProcessAskDiscoveryNothingAgain() {
        cluster.applier().apply(objects(NAMESPACE, CONFIG_MAP), inTeamA(), cluster.control(Duration.ofSeconds(10)));
        long afterFirst = asked();
        assertTrue(afterFirst > 0, "the first applier discovers the kinds it writes");

        for (int operation = 0; operation < 3; operation++) {
            ObjectApplier next = cluster.applier();
            next.apply(objects(NAMESPACE, CONFIG_MAP), inTeamA(), cluster.control(Duration.ofSeconds(10)));
            next.get(new ObjectIdentity("v1", "ConfigMap", "team-a", "settings")).orElseThrow();
        }

        assertEquals(afterFirst, asked(), "served kinds are kept for the process");
    }

    @Test
    void aKindNotServedYetIsAskedAgainAndServedOnceItsCrdIsApplied() {
        ObjectApplier applier = cluster.applier();
        assertTrue(applier.get(GADGET_G1).isEmpty(), "no CRD: the kind is not served");
        long before = asked();
        assertTrue(cluster.applier().get(GADGET_G1).isEmpty());
        assertTrue(asked() > before, "\"not served\" is never kept: it is asked again");

        cluster.applier().apply(objects(NAMESPACE, CRD, GADGET), inTeamA(), cluster.control(Duration.ofSeconds(20)));

        assertTrue(cluster.applier().get(GADGET_G1).isPresent(), "a later applier sees the new kind");
    }

    @Test
    void deletingACrdMakesLaterAppliersWaitForItsKindAgain() {
        cluster.applier().apply(objects(NAMESPACE, CRD, GADGET), inTeamA(), cluster.control(Duration.ofSeconds(20)));
        assertTrue(cluster.applier().get(GADGET_G1).isPresent());

        cluster.applier().delete(List.of(GADGET_G1, THE_CRD), cluster.control(Duration.ofSeconds(20)));

        // A kept "served" answer would send the write to a path that is gone (404, rejected); the fresh answer says
        // the kind is not served, so the applier waits for its CRD.
        WaitTimeoutException e = assertThrows(WaitTimeoutException.class, () -> cluster.applier().apply(
                objects(GADGET), inTeamA(), cluster.control(Duration.ofMillis(300))));
        assertTrue(e.getMessage().contains("kind Gadget (example.com/v1) to be served"), e.getMessage());
    }

    @Test
    void clustersAreToldApartByAddressAndCredentialsWithoutHoldingTheSecret() {
        Config admin = new ConfigBuilder().withMasterUrl("https://10.0.0.1:6443").withOauthToken("s3cr3t-token")
                .build();
        Config other = new ConfigBuilder().withMasterUrl("https://10.0.0.1:6443").withOauthToken("another-token")
                .build();
        Config elsewhere = new ConfigBuilder().withMasterUrl("https://10.0.0.2:6443").withOauthToken("s3cr3t-token")
                .build();

        assertEquals(DiscoveryCache.key(admin), DiscoveryCache.key(
                new ConfigBuilder().withMasterUrl("https://10.0.0.1:6443").withOauthToken("s3cr3t-token").build()));
        assertNotEquals(DiscoveryCache.key(admin), DiscoveryCache.key(other));
        assertNotEquals(DiscoveryCache.key(admin), DiscoveryCache.key(elsewhere));
        assertTrue(!DiscoveryCache.key(admin).contains("s3cr3t"), DiscoveryCache.key(admin));
    }
}

package com.vkcsgpu.emulator.kube;

import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A test class whose tests share one emulated cluster, started before its first test and closed after its last.
 * The fields are static so that the classes' static helpers reach the client; JUnit runs the classes of a fork one
 * after another (the build configures no parallel execution), so each class has the cluster to itself.
 */
abstract class OneClusterTest {
    protected static TestCluster cluster;
    protected static KubernetesClient client;

    @BeforeAll
    static void startCluster() {
        cluster = new TestCluster();
        client = cluster.client;
    }

    @AfterAll
    static void closeCluster() {
        cluster.close();
    }
}

package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.provider.cloud.auth.Session;
import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Cloud failures tell the truth: refused credentials are an authentication failure (also in a wait after
 * the create was accepted, where the object is kept as partial state), a 409 on create names the object
 * that holds the name and how to adopt it, and a hint is given only where the server's answer points.
 */
class CloudFailureLifecycleTest {
    private static final String URN_PREFIX = "urn:pulumi:dev::gpu::vkcs-gpu:mk8s:";
    private static EmulatedMk8s env;
    private static ResourceHandler<?, ?> clusters;
    private static ResourceHandler<?, ?> groups;
    private static ResourceHandler<?, ?> addons;
    private static String clusterId;

    @BeforeAll
    static void start() {
        env = new EmulatedMk8s();
        clusters = env.resource(ClusterResource.TOKEN);
        groups = env.resource(NodeGroupResource.TOKEN);
        addons = env.resource(ClusterAddonResource.TOKEN);
        clusterId = clusters.create(cluster("crash-cl"), false, 0, EmulatedMk8s.URN, env.reporter).id();
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    @AfterEach
    void clearFaults() {
        env.cloud.clearFaults();
    }

    private static Map<String, Object> cluster(String name, Object... changes) {
        return checked(clusters, with(with(Inputs.cluster(), "name", name, "masterFlavorId",
                env.flavor(EmulatedMk8s.MASTER_FLAVOR)), changes));
    }

    private static Map<String, Object> nodeGroup(String name) {
        return checked(groups, with(Inputs.nodeGroup(), "clusterId", clusterId, "name", name,
                "flavorId", env.flavor("GPU1A-32-96-A100-1"), "fixedScale", map("size", 1)));
    }

    private static Map<String, Object> checked(ResourceHandler<?, ?> handler, Map<String, Object> inputs) {
        ResourceHandler.CheckResult result = handler.check(inputs);
        assertEquals(List.of(), result.failures());
        return result.inputs();
    }

    private static void assertNoJavaNames(String message) {
        assertFalse(message.matches("(?s).*\\b\\w+(Exception|Error)\\b.*"), "a Java class name in: " + message);
    }

    @Test
    void anOrphanedClusterNodeGroupOrAddonIsNamedWithTheCommandThatAdoptsIt() {
        PreconditionFailedException cluster = assertThrows(PreconditionFailedException.class,
                () -> clusters.create(cluster("crash-cl"), false, 0, URN_PREFIX + "Cluster::gpu", env.reporter));
        assertTrue(cluster.getMessage().contains("it exists with id " + clusterId), cluster.getMessage());
        assertTrue(cluster.getMessage().contains("`pulumi import vkcs-gpu:mk8s:Cluster gpu " + clusterId + "`"),
                cluster.getMessage());

        String groupId = groups.create(nodeGroup("orphan-ng"), false, 0, EmulatedMk8s.URN, env.reporter).id();
        PreconditionFailedException group = assertThrows(PreconditionFailedException.class,
                () -> groups.create(nodeGroup("orphan-ng"), false, 0, URN_PREFIX + "NodeGroup::a100", env.reporter));
        assertTrue(group.getMessage().contains("`pulumi import vkcs-gpu:mk8s:NodeGroup a100 " + groupId + "`"),
                group.getMessage());

        Map<String, Object> addon = checked(addons, with(Inputs.addon(), "clusterId", clusterId));
        String addonId = addons.create(addon, false, 0, EmulatedMk8s.URN, env.reporter).id();
        PreconditionFailedException again = assertThrows(PreconditionFailedException.class,
                () -> addons.create(addon, false, 0, URN_PREFIX + "ClusterAddon::operator", env.reporter));
        assertTrue(again.getMessage().contains("`pulumi import vkcs-gpu:mk8s:ClusterAddon operator " + addonId + "`"),
                again.getMessage());
        assertEquals(1, env.cloud.snapshot().addons().size(), "nothing was installed twice");
    }

    @Test
    void refusedCredentialsAtCreateAreAnAuthenticationFailureAndNothingIsCreated() {
        env.cloud.expireAllTokens();
        env.cloud.injectFault(Fault.on("POST", "**/auth/tokens").status(401).times(10));
        AuthenticationFailedException e = assertThrows(AuthenticationFailedException.class,
                () -> clusters.create(cluster("never-made"), false, 0, EmulatedMk8s.URN, env.reporter));
        assertTrue(e.getMessage().contains("check the credentials"), e.getMessage());
        assertNoJavaNames(e.getMessage());
        assertTrue(env.cluster("never-made").isEmpty());
    }

    @Test
    void a401DuringTheNodeGroupWaitKeepsTheGroupAsPartialStateAndTheNextUpResumes() {
        Map<String, Object> inputs = nodeGroup("wait-401");
        // The create is accepted; the first status poll gets 401, and again after each re-authentication.
        env.cloud.injectFault(Fault.on("GET", "**/clusters/" + clusterId).status(401).times(1 + Session.RENEWALS_PER_CALL));
        PartialFailureException partial = assertThrows(PartialFailureException.class,
                () -> groups.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter));
        assertInstanceOf(AuthenticationFailedException.class, partial.getCause());
        assertEquals(partial.id(), partial.outputs().get("nodeGroupId"));
        assertNoJavaNames(partial.getMessage());

        long creates = env.cloud.requestCount("POST", "node-groups");
        Map<String, Object> resumed = groups.update(partial.id(), partial.outputs(), inputs, false, 0, EmulatedMk8s.URN,
                env.reporter);
        assertEquals(1, ((Number) resumed.get("nodeCount")).intValue());
        assertEquals(creates, env.cloud.requestCount("POST", "node-groups"), "no second group");
    }

    @Test
    void theMasterFlavorHintAppearsOnlyWhenTheAnswerIsAboutAFlavor() {
        InvalidInputException zone = assertThrows(InvalidInputException.class, () -> clusters.create(
                cluster("bad-zone", "availabilityZones", List.of("XX9")), false, 0, EmulatedMk8s.URN, env.reporter));
        assertTrue(zone.getMessage().contains("unknown availability zone"), zone.getMessage());
        assertFalse(zone.getMessage().contains("masterFlavorId"), zone.getMessage());

        InvalidInputException flavor = assertThrows(InvalidInputException.class, () -> clusters.create(
                cluster("gpu-master", "masterFlavorId", env.flavor("GPU1A-32-96-A100-1")), false, 0, EmulatedMk8s.URN,
                env.reporter));
        assertTrue(flavor.getMessage().contains("(check masterFlavorId"), flavor.getMessage());
    }
}

package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real-cloud probe's file turns what was seen into emulator settings the emulator loads. */
class ObservedCloudTest {

    @Test
    void whatTheProbeSawBecomesSettingsTheEmulatorLoads(@TempDir Path dir) throws Exception {
        ObservedCloud seen = new ObservedCloud(
                Map.of(0, "RUNNING", 2, "RUNNING", 4, "UPDATING", 6, "RUNNING"),
                Map.of(0, "404", 2, "404", 4, "PROVISIONING"),
                422, 404, 404, "<html>Not Found</html>", "text/html", true,
                Map.of("size-0", "400 {\"message\":\"size must be at least 1\"}", "kubeconfig.user", "exec keystone-auth"));
        Path file = dir.resolve("vkcloud-observed.properties");

        seen.write(file);

        CloudBehaviour loaded = CloudBehaviour.load(file);
        assertEquals(CloudBehaviour.defaults().withStatusLag(Duration.ofSeconds(4)).withTransitionalStatus("UPDATING")
                .withLateVisibility(Duration.ofSeconds(4)).withBusyStatus(422).withByNameGets(false)
                .withErrorShape(CloudBehaviour.ErrorShape.PLAIN_TEXT).withValuesTemplate(CloudBehaviour.TemplateEncoding.BASE64),
                loaded);
        String text = Files.readString(file);
        assertTrue(text.contains("observed.kubeconfig.user=exec keystone-auth"), text);
        assertTrue(text.contains("observed.size-0=400 {\"message\"\\:\"size must be at least 1\"}"), text);
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().behaviour(loaded).withoutKubeApi().start()) {
            assertEquals(422, cloud.behaviour().busyStatus());
        }
    }

    @Test
    void errorShapesAreToldApart() {
        assertEquals(CloudBehaviour.ErrorShape.GRPC_GATEWAY, ObservedCloud.errorShape("{\"code\":5,\"message\":\"not found\",\"details\":[]}", "application/json"));
        assertEquals(CloudBehaviour.ErrorShape.OPENSTACK, ObservedCloud.errorShape("{\"error\":{\"code\":404,\"message\":\"x\"}}", "application/json"));
        assertEquals(CloudBehaviour.ErrorShape.MAGNUM, ObservedCloud.errorShape("{\"errors\":[{\"detail\":\"x\"}]}", "application/json"));
        assertEquals(CloudBehaviour.ErrorShape.FLAT, ObservedCloud.errorShape("{\"message\":\"x\"}", "application/json"));
        assertEquals(CloudBehaviour.ErrorShape.PLAIN_TEXT, ObservedCloud.errorShape("not found", "text/plain"));
    }

    @Test
    void theKubeconfigUserIsDescribedWithoutItsSecrets() {
        assertEquals("exec keystone-auth", UnknownsProbe.kubeconfigUser("users:\n- name: u\n  user:\n    exec:\n      apiVersion: x\n"
                + "      command: keystone-auth\n      env:\n      - name: OS_PASSWORD\n        value: hunter2\n"));
        assertEquals("token", UnknownsProbe.kubeconfigUser("users:\n- name: u\n  user:\n    token: abc.def\n"));
    }
}

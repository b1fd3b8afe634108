package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.ManagedFieldsEntry;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Server-side apply as production sends it: PATCH application/apply-patch+yaml with fieldManager and force. */
class ServerSideApplyTest extends OneClusterTest {

    @Test
    void applyCreatesUpdatesAndRemovesFieldsItStoppedApplying() {
        ConfigMap created = apply("vkcs-gpu", configMap("ssa", Map.of("a", "1", "b", "2")), false);
        assertEquals(Map.of("a", "1", "b", "2"), created.getData());
        ManagedFieldsEntry entry = created.getMetadata().getManagedFields().get(0);
        assertEquals("vkcs-gpu", entry.getManager());
        assertEquals("Apply", entry.getOperation());
        assertTrue(entry.getFieldsV1().getAdditionalProperties().containsKey("f:data"));

        ConfigMap updated = apply("vkcs-gpu", configMap("ssa", Map.of("a", "10")), false);
        assertEquals(Map.of("a", "10"), updated.getData(), "b was owned by vkcs-gpu alone and is no longer applied");
        assertEquals(1L, updated.getMetadata().getManagedFields().size());

        ConfigMap again = apply("vkcs-gpu", configMap("ssa", Map.of("a", "10")), false);
        assertEquals(updated.getMetadata().getResourceVersion(), again.getMetadata().getResourceVersion(),
                "re-applying the same configuration changes nothing");
    }

    @Test
    void anotherManagersFieldConflictsUnlessForced() {
        apply("vkcs-gpu", configMap("shared", Map.of("a", "1")), false);
        apply("other", configMap("shared", Map.of("b", "2")), false);
        ConfigMap both = client.configMaps().inNamespace("default").withName("shared").get();
        assertEquals(Map.of("a", "1", "b", "2"), both.getData(), "disjoint fields merge");

        ConfigMap sameValue = apply("other", configMap("shared", Map.of("a", "1", "b", "2")), false);
        assertEquals(Map.of("a", "1", "b", "2"), sameValue.getData(), "applying an equal value is shared ownership");

        KubernetesClientException conflict = assertThrows(KubernetesClientException.class,
                () -> apply("other", configMap("shared", Map.of("a", "changed", "b", "2")), false));
        assertEquals(409, conflict.getCode());
        assertTrue(conflict.getStatus().getMessage().contains("conflict with \"vkcs-gpu\""),
                conflict.getStatus().getMessage());
        assertTrue(conflict.getStatus().getMessage().contains(".data.a"), conflict.getStatus().getMessage());

        ConfigMap forced = apply("other", configMap("shared", Map.of("a", "changed", "b", "2")), true);
        assertEquals("changed", forced.getData().get("a"));
        ManagedFieldsEntry vkcs = forced.getMetadata().getManagedFields().stream()
                .filter(e -> e.getManager().equals("vkcs-gpu")).findFirst().orElseThrow();
        assertFalse(vkcs.getFieldsV1().getAdditionalProperties().toString().contains("f:a"),
                "force takes ownership away from the previous manager");
    }

    @Test
    void plainUpdatesRecordTheirManagerAndApplyConflictsWithThem() {
        apply("vkcs-gpu", configMap("edited", Map.of("a", "1")), false);
        client.configMaps().inNamespace("default").withName("edited")
                .edit(cm -> new ConfigMapBuilder(cm).addToData("a", "by-hand").build());
        ConfigMap edited = client.configMaps().inNamespace("default").withName("edited").get();
        assertTrue(edited.getMetadata().getManagedFields().stream().anyMatch(e -> e.getOperation().equals("Update")),
                edited.getMetadata().getManagedFields().toString());
        KubernetesClientException conflict = assertThrows(KubernetesClientException.class,
                () -> apply("vkcs-gpu", configMap("edited", Map.of("a", "1")), false));
        assertEquals(409, conflict.getCode());
    }

    private static ConfigMap apply(String manager, ConfigMap configMap, boolean force) {
        var resource = client.configMaps().inNamespace("default").resource(configMap).fieldManager(manager);
        return force ? resource.forceConflicts().serverSideApply() : resource.serverSideApply();
    }

    private static ConfigMap configMap(String name, Map<String, String> data) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).endMetadata().withData(data).build();
    }
}

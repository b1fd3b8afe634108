package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.Plugin;
import org.junit.jupiter.api.Test;

/** Component properties marked {@code @SecretProperty} are secret in the schema, and only those. */
class ComponentSecretsTest {
    private final JsonObject resources = JsonParser.parseString(PackageSchema.generate(Plugin.discoverModules(), true))
            .getAsJsonObject().getAsJsonObject("resources");

    @Test
    void kubeconfigsOfComponentsAreSecret() {
        assertTrue(property("vkcs-gpu:index:GpuCluster", "properties", "kubeconfig").get("secret").getAsBoolean());
        assertTrue(property("vkcs-gpu:index:GpuOperator", "inputProperties", "kubeconfig").get("secret").getAsBoolean());
        assertTrue(property("vkcs-gpu:index:GpuTenant", "inputProperties", "kubeconfig").get("secret").getAsBoolean());
    }

    @Test
    void otherComponentPropertiesAreNot() {
        assertFalse(property("vkcs-gpu:index:GpuCluster", "properties", "apiAddress").has("secret"));
        assertFalse(property("vkcs-gpu:index:GpuCluster", "inputProperties", "name").has("secret"));
        assertEquals("string", property("vkcs-gpu:index:GpuCluster", "properties", "kubeconfig").get("type").getAsString());
    }

    private JsonObject property(String resource, String section, String name) {
        return resources.getAsJsonObject(resource).getAsJsonObject(section).getAsJsonObject(name);
    }
}

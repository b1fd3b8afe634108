package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.Plugin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Component outputs marked {@code @AlwaysSet} are {@code required} in the schema and the others are not; inputs
 * with a {@code @DefaultValue} carry it as {@code default}, typed as the property.
 */
class ComponentRequiredAndDefaultsTest {
    private final JsonObject resources = JsonParser.parseString(PackageSchema.generate(Plugin.discoverModules(), true))
            .getAsJsonObject().getAsJsonObject("resources");

    @Test
    void outputsAComponentAlwaysSetsAreRequiredAndOptionalOnesAreNot() {
        List<String> required = required("vkcs-gpu:index:GpuNodePool");
        assertTrue(required.containsAll(List.of("nodeGroupId", "flavorId", "tolerations", "gpuResourceName")), required.toString());
        assertFalse(required.contains("migProfile"), "migProfile is absent without MIG");
        for (String component : List.of("GpuCluster", "GpuNodePool", "GpuOperator", "GpuTenant")) {
            JsonObject properties = resources.getAsJsonObject("vkcs-gpu:index:" + component).getAsJsonObject("properties");
            required("vkcs-gpu:index:" + component).forEach(name ->
                    assertTrue(properties.has(name), component + " requires " + name + ", which is no output"));
        }
    }

    @Test
    void inputDefaultsAreTheValuesTheComponentsUse() {
        assertEquals("gpu-operator", input("GpuOperator", "namespace").get("default").getAsString());
        assertEquals("helm", input("GpuOperator", "method").get("default").getAsString());
        assertFalse(input("GpuOperator", "allowUnsupportedDriver").get("default").getAsBoolean());
        assertTrue(input("GpuOperator", "allowUnsupportedDriver").get("default").getAsJsonPrimitive().isBoolean());
        assertEquals("standard", input("GpuCluster", "clusterType").get("default").getAsString());
        assertEquals("PreemptLowerPriority", input("GpuTenant", "preemptionPolicy").get("default").getAsString());
        assertFalse(input("GpuOperator", "release").has("default"), "the newest release depends on the method");
    }

    private JsonObject input(String component, String name) {
        return resources.getAsJsonObject("vkcs-gpu:index:" + component).getAsJsonObject("inputProperties")
                .getAsJsonObject(name);
    }

    private List<String> required(String token) {
        JsonObject spec = resources.getAsJsonObject(token);
        List<String> names = new ArrayList<>();
        if (spec.has("required")) {
            JsonArray a = spec.getAsJsonArray("required");
            a.forEach(e -> names.add(e.getAsString()));
        }
        return names;
    }
}

package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ComputeApiTest {
    static VkCloudEmulator cloud;
    static CloudClient client;

    @BeforeAll
    static void start() {
        cloud = VkCloudEmulator.builder().timeScale(0.001).withoutKubeApi().start();
        client = new CloudClient(cloud).login();
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    private Map<String, JsonObject> flavorsByName(String microversion) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(cloud.computeUrl().resolve("flavors/detail"))
                .header("X-Auth-Token", client.token);
        if (microversion != null) {
            request.header("OpenStack-API-Version", "compute " + microversion);
        }
        HttpResponse<String> response = client.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        Map<String, JsonObject> byName = new HashMap<>();
        for (JsonElement f : new CloudClient.Response(200, response.body(), response).json().getAsJsonArray("flavors")) {
            byName.put(f.getAsJsonObject().get("name").getAsString(), f.getAsJsonObject());
        }
        return byName;
    }

    @Test
    void gpuAndCpuFlavorsWithVkNamesAndNovaFields() throws Exception {
        Map<String, JsonObject> flavors = flavorsByName("2.61");
        for (String name : new String[] {"GPU1A-32-96-A100-1", "GPU3-32-192-A100x80-1", "GPU2-16-72-L4-1",
                "GPU-44-256-H200-1", "GPU-240-2048-H200-8", "STD3-4-8", "STD3-8-16", "STD2-16-32"}) {
            assertTrue(flavors.containsKey(name), name);
        }
        JsonObject a100 = flavors.get("GPU1A-32-96-A100-1");
        assertTrue(RequestReader.isUuid(a100.get("id").getAsString()));
        assertEquals(32, a100.get("vcpus").getAsInt());
        assertEquals(96 * 1024, a100.get("ram").getAsInt());
        JsonObject specs = a100.getAsJsonObject("extra_specs");
        assertEquals("GZ1", specs.get(FlavorCatalog.ZONES_SPEC).getAsString());
        assertEquals("a100-40g:1", specs.get("pci_passthrough:alias").getAsString());
        assertEquals("h200:8", flavors.get("GPU-240-2048-H200-8").getAsJsonObject("extra_specs")
                .get("pci_passthrough:alias").getAsString());
    }

    @Test
    void extraSpecsOnlyFromMicroversion261ButAlwaysViaOsExtraSpecs() throws Exception {
        assertFalse(flavorsByName(null).get("STD3-4-8").has("extra_specs"));
        assertFalse(flavorsByName("2.60").get("STD3-4-8").has("extra_specs"));
        assertTrue(flavorsByName("2.61").get("STD3-4-8").has("extra_specs"));
        String id = cloud.flavorId("GPU2-16-72-L4-1");
        CloudClient.Response specs = client.send("GET", cloud.computeUrl().resolve("flavors/" + id + "/os-extra_specs"), null, client.token);
        assertEquals(String.join(",", FlavorCatalog.DEFAULT_GPU_ZONES.get("L4")),
                specs.json().getAsJsonObject("extra_specs").get(FlavorCatalog.ZONES_SPEC).getAsString());
    }

    @Test
    void everyDocumentedGpuFlavorIsServedIncludingVgpuAndTheDocumentedZonesExist() throws Exception {
        Map<String, JsonObject> flavors = flavorsByName("2.61");
        for (String name : FlavorCatalog.DOCUMENTED_GPU_FLAVORS) {
            assertTrue(flavors.containsKey(name), name);
        }
        assertEquals("l4-4q:1", flavors.get("vGPU-4-16-L4-4Q").getAsJsonObject("extra_specs")
                .get("pci_passthrough:alias").getAsString());
        assertEquals(List.of("GZ1", "MS1", "ME1", "PA2", "QAZ", "KTP"), FlavorCatalog.ZONES);
    }

    @Test
    void theZoneOfEachGpuIsASetting() throws Exception {
        try (VkCloudEmulator other = VkCloudEmulator.builder().withoutKubeApi()
                .gpuZones(Map.of("L4", List.of("PA2"))).start()) {
            CloudClient login = new CloudClient(other).login();
            String id = other.flavorId("GPU2-16-72-L4-1");
            CloudClient.Response specs = login.send("GET", other.computeUrl().resolve("flavors/" + id + "/os-extra_specs"), null, login.token);
            assertEquals("PA2", specs.json().getAsJsonObject("extra_specs").get(FlavorCatalog.ZONES_SPEC).getAsString());
        }
    }

    @Test
    void unknownFlavorIsNovaItemNotFound() {
        CloudClient.Response response = client.send("GET", cloud.computeUrl().resolve("flavors/nope"), null, client.token);
        assertEquals(404, response.status());
        assertEquals(404, response.json().getAsJsonObject("itemNotFound").get("code").getAsInt());
    }
}

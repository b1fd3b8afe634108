package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.FunctionHandler;
import com.vkcsgpu.provider.framework.InvalidInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code getVersions}, {@code getGpuFlavors} and {@code getAddons} against the embedded emulator. */
class Mk8sFunctionsTest {
    private static EmulatedMk8s env;

    @BeforeAll
    static void start() {
        env = new EmulatedMk8s();
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    private static Map<String, Object> invoke(String token, Map<String, Object> args) {
        FunctionHandler.Invoked invoked = env.function(token).invoke(args, false);
        assertEquals(List.of(), invoked.failures());
        return invoked.result();
    }

    @SuppressWarnings("unchecked")
    private static List<String> flavorNames(Map<String, Object> result) {
        return ((List<Map<String, Object>>) result.get("flavors")).stream().map(f -> (String) f.get("name")).toList();
    }

    @Test
    void versionsNewestFirst() {
        Map<String, Object> result = invoke(GetVersionsFunction.TOKEN, Map.of());
        assertEquals(List.of("v1.34.2", "v1.33.3", "v1.32.1", "v1.31.4"), result.get("versions"));
        assertEquals("v1.34.2", result.get("newest"));
    }

    @Test
    void versionsSortNumerically() {
        assertEquals(List.of("v1.10.0", "v1.9.3", "v1.9.0"), GetVersionsFunction.newestFirst(List.of("v1.9.0", "v1.10.0", "v1.9.3")));
    }

    @Test
    @SuppressWarnings("unchecked")
    void gpuFlavorsByModelCountAndZoneSmallestFirst() {
        Map<String, Object> a100 = invoke(GetGpuFlavorsFunction.TOKEN, map("gpuModel", "A100_80GB"));
        assertEquals(List.of("GPU3-32-192-A100x80-1", "GPU3-32-192-A100x80-sxm4-1", "GPU2-64-384-A100x80-2",
                "GPU3-64-384-A100x80-sxm4-2", "GPU3-112-768-A100x80-4", "GPU3-112-768-A100x80-sxm4-4"), flavorNames(a100));
        Map<String, Object> first = ((List<Map<String, Object>>) a100.get("flavors")).get(0);
        assertEquals(env.flavor("GPU3-32-192-A100x80-1"), first.get("flavorId"));
        assertEquals("A100_80GB", first.get("gpuModel"));
        assertEquals(1, ((Number) first.get("gpuCount")).intValue());
        assertEquals(192, ((Number) first.get("ramGb")).intValue());

        assertEquals(List.of("GPU2-32-144-L4-2"), flavorNames(invoke(GetGpuFlavorsFunction.TOKEN,
                map("gpuModel", "L4", "gpusPerNode", 2, "availabilityZone", "MS1"))));
        assertEquals(List.of(), flavorNames(invoke(GetGpuFlavorsFunction.TOKEN, map("gpuModel", "H200", "availabilityZone", "GZ1"))),
                "H200 is offered in ME1 only");
        List<String> all = flavorNames(invoke(GetGpuFlavorsFunction.TOKEN, Map.of()));
        assertTrue(all.contains("GPU-240-2048-H200-8") && all.stream().noneMatch(n -> n.startsWith("STD")), all.toString());
    }

    @Test
    void aZoneManagedKubernetesDoesNotListFailsNamingTheZonesItDoes() {
        InvalidInputException refused = assertThrows(InvalidInputException.class, () -> env.function(GetGpuFlavorsFunction.TOKEN)
                .invoke(map("gpuModel", "H200", "availabilityZone", "GZ9"), true));

        assertTrue(refused.getMessage().contains("availabilityZone 'GZ9' is not a zone of VK Cloud Managed Kubernetes"
                + " in this region; the zones are GZ1, MS1, ME1, PA2, QAZ, KTP"), refused.getMessage());
    }

    @Test
    void anUnknownGpuModelFailsWithTheKnownOnes() {
        FunctionHandler.Invoked invoked = env.function(GetGpuFlavorsFunction.TOKEN).invoke(map("gpuModel", "A200"), false);
        assertEquals("gpuModel", invoked.failures().get(0).path().toString());
        assertTrue(invoked.failures().get(0).reason().contains("use one of A100_40GB, A100_80GB, L4, H200"),
                invoked.failures().get(0).reason());
    }

    @Test
    void moreGpusPerNodeThanAVmHoldsFails() {
        FunctionHandler.Invoked invoked = env.function(GetGpuFlavorsFunction.TOKEN)
                .invoke(map("gpuModel", "L4", "gpusPerNode", 8), false);
        assertEquals("gpusPerNode", invoked.failures().get(0).path().toString());
        assertTrue(invoked.failures().get(0).reason().contains("at most 4 L4 GPUs, got 8"), invoked.failures().toString());
    }

    @Test
    @SuppressWarnings("unchecked")
    void addonsWithVersionsSupportingTheClusterVersion() {
        Map<String, Object> result = invoke(GetAddonsFunction.TOKEN, map("clusterVersion", "v1.34.2"));
        Map<String, Object> gpuOperator = ((List<Map<String, Object>>) result.get("addons")).stream()
                .filter(a -> a.get("name").equals("gpu-operator")).findFirst().orElseThrow();
        List<Map<String, Object>> versions = (List<Map<String, Object>>) gpuOperator.get("versions");
        assertTrue(versions.stream().anyMatch(v -> v.get("version").equals("24.9.0") && v.get("deprecated").equals(false)),
                versions.toString());
        assertEquals(List.of(), ((List<?>) invoke(GetAddonsFunction.TOKEN, map("clusterVersion", "v1.20.0")).get("addons")),
                "nothing supports an old Kubernetes");
    }
}

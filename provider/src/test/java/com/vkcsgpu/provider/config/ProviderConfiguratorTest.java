package com.vkcsgpu.provider.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProviderConfiguratorTest {
    private static final String PEM = com.vkcsgpu.emulator.tls.EmulatorCa.generate("test CA").caCertificatePem();
    private static final String GARBAGE_PEM = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";

    @Test
    void caCertificateFallsBackToTheFileNamedByOsCacert(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("ca.pem"), PEM);
        ProviderConfig config = new ProviderConfigurator(Map.of("OS_CACERT", file.toString())).resolve(Map.of());
        assertEquals(PEM, config.caCertificate());
    }

    @Test
    void anExplicitCaCertificateWinsOverOsCacert(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("other.pem"), com.vkcsgpu.emulator.tls.EmulatorCa.generate("other CA")
                .caCertificatePem());
        ProviderConfig config = new ProviderConfigurator(Map.of("OS_CACERT", file.toString()))
                .resolve(Map.of("caCertificate", PEM));
        assertEquals(PEM, config.caCertificate());
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource({
        "Moscow by default,, , https://msk.cloud.vk.com/infra/identity/v3/",
        "Moscow,RegionOne,, https://msk.cloud.vk.com/infra/identity/v3/",
        "Kazakhstan,kz,, https://kz.infra.mail.ru:5000/v3/",
        "Kazakhstan from OS_REGION_NAME,, kz, https://kz.infra.mail.ru:5000/v3/",
        "an explicit Moscow URL VK documents,explicit-url,, https://infra.mail.ru:5000/v3/",
    })
    void theAuthUrlDefaultsToTheRegionsKeystone(String name, String region, String envRegion, String expected) {
        Map<String, Object> stack = new java.util.HashMap<>();
        if ("explicit-url".equals(region)) {
            stack.put("region", "RegionOne");
            stack.put("authUrl", "https://infra.mail.ru:5000/v3/");
        } else if (region != null) {
            stack.put("region", region);
        }
        Map<String, String> env = envRegion == null ? Map.of() : Map.of("OS_REGION_NAME", envRegion);
        assertEquals(expected, new ProviderConfigurator(env).resolve(stack).authUrl().toString());
    }

    @Test
    void withoutEitherThereIsNoExtraCa() {
        assertNull(new ProviderConfigurator(Map.of()).resolve(Map.of()).caCertificate());
    }

    @Test
    void anUnreadableOrNonPemFileIsAClearError(@TempDir Path dir) throws IOException {
        InvalidInputException missing = assertThrows(InvalidInputException.class,
                () -> new ProviderConfigurator(Map.of("OS_CACERT", dir.resolve("nope.pem").toString())).resolve(Map.of()));
        assertTrue(missing.getMessage().contains("OS_CACERT") && missing.getMessage().contains("vkcs-gpu:caCertificate"),
                missing.getMessage());
        Path notPem = Files.writeString(dir.resolve("x.txt"), "hello");
        InvalidInputException wrong = assertThrows(InvalidInputException.class,
                () -> new ProviderConfigurator(Map.of("OS_CACERT", notPem.toString())).resolve(Map.of()));
        assertTrue(wrong.getMessage().contains("not a PEM"), wrong.getMessage());
    }

    @Test
    void checkConfigRefusesGarbageBetweenThePemMarkersNamingCaCertificate() {
        assertEquals(List.of(), new ProviderConfigurator(Map.of()).check(Map.of("caCertificate", PEM)));
        var failures = new ProviderConfigurator(Map.of()).check(Map.of("caCertificate", GARBAGE_PEM));
        assertEquals(1, failures.size(), failures.toString());
        assertEquals("caCertificate", failures.get(0).path().toString());
        assertTrue(failures.get(0).reason().contains("is not a PEM certificate"), failures.get(0).reason());
    }

    @Test
    void checkConfigRefusesANegativeOrUnknownProjectQuotaNamingIt() {
        Map<String, Object> granted = Map.of("vcpus", 512.0, "ramGb", 2048.0, "nodes", 40.0, "gpus", 16.0);
        assertEquals(List.of(), new ProviderConfigurator(Map.of()).check(Map.of("projectQuotas", granted)));
        assertEquals(new ProjectQuotaLimits(512, 2048, null, 40, 16),
                new ProviderConfigurator(Map.of()).resolve(Map.of("projectQuotas", granted)).projectQuotas());

        var failures = new ProviderConfigurator(Map.of()).check(Map.of("projectQuotas",
                Map.of("vcpus", -1.0, "gpu", 8.0)));

        Map<String, String> reasons = new java.util.TreeMap<>();
        failures.forEach(failure -> reasons.put(failure.path().toString(), failure.reason()));
        assertEquals(java.util.Set.of("projectQuotas.vcpus", "projectQuotas.gpu"), reasons.keySet(), failures::toString);
        assertTrue(reasons.get("projectQuotas.vcpus").contains("must not be negative"), reasons::toString);
        assertTrue(reasons.get("projectQuotas.gpu").contains("unknown property; known properties: vcpus, ramGb,"
                + " diskGb, nodes, gpus"), reasons::toString);
    }

    @Test
    void gpuZonesResolveByModelAndCheckConfigRefusesAModelVkDoesNotOfferOrOneWithoutZones() {
        Map<String, Object> connected = Map.of("H200", List.of("ME1"), "A100_80GB", List.of("GZ1", "ME1"));
        assertEquals(List.of(), new ProviderConfigurator(Map.of()).check(Map.of("gpuZones", connected)));
        ConnectedGpuZones resolved = new ProviderConfigurator(Map.of()).resolve(Map.of("gpuZones", connected)).gpuZones();
        assertEquals(java.util.Optional.of(List.of("ME1")), resolved.zonesOf(com.vkcsgpu.domain.GpuModel.H200));
        assertEquals(java.util.Optional.empty(), resolved.zonesOf(com.vkcsgpu.domain.GpuModel.L4), "left out: not checked");
        assertEquals(ConnectedGpuZones.NOT_CONFIGURED, new ProviderConfigurator(Map.of()).resolve(Map.of()).gpuZones());

        var failures = new ProviderConfigurator(Map.of()).check(Map.of("gpuZones",
                Map.of("H100_80GB", List.of("GZ1"), "L4", List.of())));

        Map<String, String> reasons = new java.util.TreeMap<>();
        failures.forEach(failure -> reasons.put(failure.path().toString(), failure.reason()));
        assertEquals(java.util.Set.of("gpuZones.H100_80GB", "gpuZones.L4"), reasons.keySet(), failures::toString);
        assertTrue(reasons.get("gpuZones.H100_80GB").contains("is not a GPU model VK Cloud offers; use one of A100_40GB,"
                + " A100_80GB, L4, H200"), reasons::toString);
        assertTrue(reasons.get("gpuZones.L4").contains("must list the zones where the project's L4 GPUs are connected"),
                reasons::toString);
    }
}

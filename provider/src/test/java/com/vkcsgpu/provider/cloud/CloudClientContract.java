package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client's contract with a VK Cloud, run against whatever {@link #settings()} points at: the
 * real cloud (when credentials are in the environment), the emulator, or the in-test fake. Only
 * read calls and harmless lookups: running it costs nothing and creates nothing.
 */
abstract class CloudClientContract {

    /** Where and as whom; called once per test. */
    protected abstract CloudSettings settings();

    /** Tuning; real-cloud variants keep the defaults. */
    protected ClientOptions options() {
        return ClientOptions.defaults().withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(10));
    }

    private VkcsClient client() {
        return VkcsClient.create(settings(), options());
    }

    @Test
    void authenticatesAndFindsTheServicesEndpoints() {
        client().verifyAccess();
    }

    @Test
    void offersKubernetesVersionsInVersionFormat() {
        List<String> versions = client().clusters().kubernetesVersions();
        assertFalse(versions.isEmpty(), "no Kubernetes versions offered");
        assertTrue(versions.stream().allMatch(v -> v.matches("v\\d+\\.\\d+\\.\\d+")), versions.toString());
    }

    @Test
    void listsFlavorsAndReadsGpuFlavorNames() {
        List<Flavor> flavors = client().compute().listFlavors();
        assertFalse(flavors.isEmpty(), "no compute flavors visible");
        for (Flavor flavor : flavors) {
            if (flavor.name().toUpperCase().contains("GPU")) {
                assertTrue(GpuFlavor.of(flavor).isPresent(), "GPU flavor name not understood: " + flavor.name());
            }
        }
    }

    @Test
    void anUnknownClusterIsAbsentNotAnError() {
        assertTrue(client().clusters().findCluster("vkcs-gpu-contract-absent").isEmpty());
    }

    @Test
    void listsCatalogAddons() {
        client().addons().listAddons().forEach(addon -> assertFalse(addon.name() == null || addon.name().isBlank()));
    }
}

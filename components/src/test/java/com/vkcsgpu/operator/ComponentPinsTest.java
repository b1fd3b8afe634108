package com.vkcsgpu.operator;

import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComponentPinsTest {

    private static final GpuOperatorVersion V2670 = ReleaseMatrix.load().release("v26.7.0").orElseThrow();

    @Test
    void withoutOverridesEveryComponentIsPinnedToTheReleaseDefault() {
        ComponentPins pins = ComponentPins.resolve(V2670, Map.of());
        assertEquals(Component.values().length, pins.pins().size());
        for (Component c : Component.values()) {
            assertEquals(V2670.component(c), pins.image(c), c.key());
            assertFalse(pins.isOverridden(c));
        }
        assertEquals("v26.7.0", pins.version(Component.OPERATOR));
    }

    @Test
    void anOverrideReplacesOnlyThatComponentsVersion() {
        ComponentPins pins = ComponentPins.resolve(V2670, Map.of(Component.DRIVER, "580.173.02",
                Component.DCGM_EXPORTER, "4.5.3-4.8.2-distroless"));
        assertEquals("nvcr.io/nvidia/driver:580.173.02", pins.image(Component.DRIVER).reference());
        assertEquals("nvcr.io/nvidia/k8s/dcgm-exporter:4.5.3-4.8.2-distroless", pins.image(Component.DCGM_EXPORTER).reference());
        assertTrue(pins.isOverridden(Component.DRIVER));
        assertTrue(pins.isOverridden(Component.DCGM_EXPORTER));
        assertFalse(pins.isOverridden(Component.TOOLKIT));
        assertEquals(V2670.component(Component.TOOLKIT), pins.image(Component.TOOLKIT));
    }

    @Test
    void anOverrideEqualToTheDefaultStillCountsAsTheUsersChoice() {
        ComponentPins pins = ComponentPins.resolve(V2670, Map.of(Component.TOOLKIT, "v1.20.0"));
        assertTrue(pins.isOverridden(Component.TOOLKIT));
        assertEquals(ComponentPins.resolve(V2670, Map.of()).image(Component.TOOLKIT), pins.image(Component.TOOLKIT));
    }

    @Test
    void aNullOverrideMeansNotSet() {
        Map<Component, String> overrides = new EnumMap<>(Component.class);
        overrides.put(Component.DRIVER, null);
        assertEquals(ComponentPins.resolve(V2670, Map.of()), ComponentPins.resolve(V2670, overrides));
    }

    @Test
    void theSortedFormIsKeyOrderedAndStable() {
        ComponentPins pins = ComponentPins.resolve(V2670, Map.of(Component.GFD, "v0.20.0"));
        List<String> keys = List.copyOf(pins.asSortedMap().keySet());
        assertEquals(keys.stream().sorted().toList(), keys);
        assertEquals(List.of("dcgm", "dcgmExporter", "devicePlugin", "driver", "driverManager", "gfd", "migManager",
                "nfd", "nodeStatusExporter", "operator", "toolkit", "validator"), keys);
        String text = pins.toString();
        assertTrue(text.startsWith("release=v26.7.0\ndcgm=nvcr.io/nvidia/cloud-native/dcgm:4.6.0-1-ubuntu24.04\n"), text);
        assertEquals(text, ComponentPins.resolve(V2670, Map.of(Component.GFD, "v0.20.0")).toString());
    }

    @Test
    void pinsDifferWhenAVersionDiffers() {
        assertNotEquals(ComponentPins.resolve(V2670, Map.of()),
                ComponentPins.resolve(V2670, Map.of(Component.MIG_MANAGER, "v0.14.2")));
    }

    @Test
    void anInvalidTagIsRejectedNamingTheProperty() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ComponentPins.resolve(V2670, Map.of(Component.DCGM_EXPORTER, "4.6.0 latest")));
        assertTrue(e.getMessage().startsWith("dcgmExporterVersion '4.6.0 latest' is neither an image tag"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ComponentPins.resolve(V2670, Map.of(Component.NFD, "")));
        assertThrows(IllegalArgumentException.class, () -> ComponentPins.resolve(V2670, Map.of(Component.NFD, "-v1")));
    }

    static final String DIGEST = "sha256:" + "0123456789abcdef".repeat(4);

    @Test
    void aTagPinnedToItsDigestIsAcceptedForEveryComponentButTheDriver() {
        for (Component component : Component.values()) {
            String pinned = "v1.2.3@" + DIGEST;
            if (component == Component.DRIVER) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> ComponentPins.resolve(V2670, Map.of(component, pinned)));
                assertTrue(e.getMessage().contains("appends the node's OS"), e.getMessage());
            } else {
                assertEquals("v1.2.3@" + DIGEST, ComponentPins.resolve(V2670, Map.of(component, pinned))
                        .version(component), component.key());
            }
        }
    }

    @Test
    void aDigestPinIsValidatedStrictly() {
        for (String bad : List.of("v1@sha256:" + "0".repeat(63), "v1@sha256:" + "0".repeat(65),
                "v1@sha256:" + "A".repeat(64), "v1@sha512:" + "0".repeat(128), DIGEST, "@" + DIGEST,
                "v1@" + DIGEST + "\n", "v1@" + DIGEST + "@" + DIGEST, "v1@" + DIGEST + " ")) {
            assertTrue(ComponentPins.versionProblem(Component.TOOLKIT, bad).isPresent(), bad);
        }
    }

    @Test
    void theMatrixDigestsOfAReleaseReachTheChartUnlessTheUserPinsAnotherVersion() {
        ComponentPins defaults = ComponentPins.resolve(V2670, Map.of());
        // NVIDIA/gpu-operator bundle/manifests/gpu-operator-certified.clusterserviceversion.yaml@v26.7.0
        assertEquals("v1.20.0@sha256:f8c647d581f7c8b178efdb7e6c94f5fb6eb12ebc05e2157fa314d327560fcb7a",
                defaults.image(Component.TOOLKIT).pinnedVersion());
        assertEquals("nvcr.io/nvidia/k8s/container-toolkit:v1.20.0@sha256:"
                + "f8c647d581f7c8b178efdb7e6c94f5fb6eb12ebc05e2157fa314d327560fcb7a",
                defaults.image(Component.TOOLKIT).reference());
        assertEquals("595.91.07", defaults.image(Component.DRIVER).pinnedVersion(), "no digest for the driver");
        ComponentPins overridden = ComponentPins.resolve(V2670, Map.of(Component.TOOLKIT, "v1.20.1"));
        assertEquals("v1.20.1", overridden.image(Component.TOOLKIT).pinnedVersion(),
                "another tag carries no digest of the release's");
    }
}

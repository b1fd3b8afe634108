package com.vkcsgpu.emulator.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RegistryImagesTest {

    @Test
    void aRepositoryWithImagesListedHoldsThoseTagsOnlyAndOneWithoutAnyIsTakenAsPushed() {
        RegistryImages registries = new RegistryImages();
        registries.push("registry.example.com:5000/gpu/driver:580.126.20-almalinux9.4");

        assertTrue(registries.holds("registry.example.com:5000/gpu/driver:580.126.20-almalinux9.4"));
        assertFalse(registries.holds("registry.example.com:5000/gpu/driver:580.126.20-almalinux9.6"));
        assertTrue(registries.holds("other.example.com/gpu/driver:580.126.20-almalinux9.6"), "nothing listed there");
        assertEquals(List.of("registry.example.com:5000/gpu/driver:580.126.20-almalinux9.4"), registries.images());
    }

    @Test
    void anImageWithoutATagIsRefusedWithAnExample() {
        for (String bad : List.of("registry.example.com:5000/gpu/driver", "driver:", "driver@sha256:abc")) {
            assertEquals("'" + bad + "' is not an image reference with a tag, e.g."
                    + " registry.example.com/gpu/driver:580.126.20-almalinux9.4", assertThrows(
                    IllegalArgumentException.class, () -> new RegistryImages().push(bad)).getMessage());
        }
    }
}

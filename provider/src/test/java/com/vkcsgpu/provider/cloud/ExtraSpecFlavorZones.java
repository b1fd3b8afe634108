package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.FlavorZones;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Zones from a flavor extra spec holding comma-separated zone names. Test code only: the key the
 * emulator uses, {@code vkcs-emulator:availability_zones}, is its own invention, and production
 * must not depend on it (see {@link FlavorZones}).
 */
record ExtraSpecFlavorZones(String key) implements FlavorZones {
    static final String EMULATOR_KEY = "vkcs-emulator:availability_zones";

    @Override
    public Optional<Set<String>> zonesOffering(Flavor flavor) {
        String value = flavor.extraSpecs() == null ? null : flavor.extraSpecs().get(key);
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(Arrays.stream(value.split(",")).map(String::trim).filter(zone -> !zone.isEmpty())
                .collect(Collectors.toUnmodifiableSet()));
    }
}

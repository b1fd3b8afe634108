package com.vkcsgpu.provider.cloud;

import java.util.Optional;
import java.util.Set;

/**
 * Which availability zones offer a flavor. VK documents that a GPU node group must be in the zone
 * where the GPU is provided (reference §8) but no API for it is known, so this is a seam: the
 * default knows nothing, and a source (emulator catalog, aggregate metadata, a data file) can be
 * plugged in later.
 */
@FunctionalInterface
public interface FlavorZones {
    /** Knows nothing: every lookup is empty. */
    FlavorZones UNKNOWN = flavor -> Optional.empty();

    /** The zones offering {@code flavor}, or empty when unknown. */
    Optional<Set<String>> zonesOffering(Flavor flavor);
}

package com.vkcsgpu.provider.cloud.compute;

import java.util.Optional;
import java.util.Set;

/**
 * Which availability zones offer a flavor. VK documents that a GPU node group must be in the zone
 * where the GPU is provided (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors) but publishes no API for
 * it (the Nova GPU extra specs
 * are UNKNOWN), so production uses {@link #UNKNOWN}: GPU flavors are resolved by model and count
 * across all zones, the user's zone is sent as given, and when the cloud refuses the zone its own
 * message is shown, plus the zones that offer the flavor whenever a source here knows them.
 *
 * <p>A source gets the flavor with its extra specs filled in (see
 * {@link ComputeClient#zonesOffering(Flavor)}). Tests plug in one that reads the emulator's
 * invented extra spec {@code vkcs-emulator:availability_zones}; production code must never depend
 * on that key. A real source (aggregate metadata, a curated data file) can be added here once VK
 * documents one.
 */
@FunctionalInterface
public interface FlavorZones {
    /** Knows nothing: every lookup is empty. */
    FlavorZones UNKNOWN = flavor -> Optional.empty();

    /** The zones offering {@code flavor}, or empty when unknown. */
    Optional<Set<String>> zonesOffering(Flavor flavor);
}

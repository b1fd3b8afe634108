package com.vkcsgpu.provider.cloud.compute;

import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import com.vkcsgpu.domain.GpuModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Compute (Nova) flavors, and the GPU flavors among them. */
public final class ComputeClient {
    /** Bound on pagination, so a server that keeps sending "next" cannot loop us forever. */
    private static final int MAX_PAGES = 50;

    private final ServiceApi api;
    private final FlavorZones zones;
    /** The catalog as first read; guarded by {@code this}. */
    private List<Flavor> flavors;

    public ComputeClient(ServiceApi api, FlavorZones zones) {
        this.api = api;
        this.zones = zones;
    }

    /**
     * Every flavor visible to the project ({@code GET flavors/detail}, following Nova's pages), read once per
     * client: the provider keeps one client per configuration for the life of the plugin process (one engine
     * operation), during which the project's flavor catalog does not change, and every GPU pool and function
     * call resolves its flavor from the same list. A failed read is not kept, so the next call asks again.
     */
    public synchronized List<Flavor> listFlavors() {
        if (flavors == null) {
            flavors = List.copyOf(fetchFlavors());
        }
        return flavors;
    }

    private List<Flavor> fetchFlavors() {
        List<Flavor> flavors = new ArrayList<>();
        String marker = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            String path = "flavors/detail" + (marker == null ? "" : "?marker=" + Endpoints.segment(marker));
            FlavorPage answer = api.call("list compute flavors", "GET", path, null, true, FlavorPage.class);
            List<Flavor> items = answer.flavors() == null ? List.of() : answer.flavors();
            flavors.addAll(items);
            boolean more = answer.flavorsLinks() != null
                    && answer.flavorsLinks().stream().anyMatch(link -> "next".equals(link.rel()));
            if (!more || items.isEmpty()) {
                return flavors;
            }
            marker = items.get(items.size() - 1).id();
        }
        return flavors;
    }

    /** Every GPU flavor (whole GPUs and vGPU slices), read from flavor names. */
    public List<GpuFlavor> gpuFlavors() {
        List<GpuFlavor> result = new ArrayList<>();
        for (Flavor flavor : listFlavors()) {
            GpuFlavor.of(flavor).ifPresent(result::add);
        }
        return result;
    }

    /**
     * Whole-GPU flavors with exactly {@code gpusPerNode} GPUs of {@code model}, smallest (vCPUs,
     * then RAM) first. Empty when the project sees none: the Cloud GPU service may not be enabled.
     */
    public List<GpuFlavor> findGpuFlavors(GpuModel model, int gpusPerNode) {
        return gpuFlavors().stream()
                .filter(flavor -> flavor.model() == model && flavor.count() == gpusPerNode && !flavor.isVirtual())
                .sorted(Comparator.comparingInt(GpuFlavor::vcpus).thenComparingInt(GpuFlavor::ramGb).thenComparing(GpuFlavor::name))
                .toList();
    }

    /** The flavor with this id ({@code GET flavors/{id}}); empty when absent. */
    public Optional<Flavor> findFlavor(String flavorId) {
        return api.find("get compute flavor " + flavorId, "flavors/" + Endpoints.segment(flavorId), FlavorWrapper.class)
                .map(FlavorWrapper::flavor);
    }

    /**
     * A flavor's extra specs ({@code GET flavors/{id}/os-extra_specs}, which any compute
     * microversion serves, unlike {@code extra_specs} inside flavor details, which needs 2.61).
     */
    public Map<String, String> extraSpecs(String flavorId) {
        ExtraSpecs answer = api.call("get extra specs of compute flavor " + flavorId, "GET",
                "flavors/" + Endpoints.segment(flavorId) + "/os-extra_specs", null, true, ExtraSpecs.class);
        return answer.extraSpecs() == null ? Map.of() : answer.extraSpecs();
    }

    /**
     * The zones offering a flavor; empty while unknown (see {@link FlavorZones}). With the default
     * {@link FlavorZones#UNKNOWN} this makes no call; otherwise the flavor's extra specs are fetched
     * first when the flavor was listed without them.
     */
    public Optional<Set<String>> zonesOffering(Flavor flavor) {
        if (!knowsZones()) {
            return Optional.empty();
        }
        Flavor withSpecs = flavor.extraSpecs() != null ? flavor
                : new Flavor(flavor.id(), flavor.name(), flavor.vcpus(), flavor.ram(), flavor.disk(), extraSpecs(flavor.id()));
        return zones.zonesOffering(withSpecs);
    }

    /** Whether a zone source is configured (anything but {@link FlavorZones#UNKNOWN}). */
    public boolean knowsZones() {
        return zones != FlavorZones.UNKNOWN;
    }

    private record FlavorPage(List<Flavor> flavors, List<Link> flavorsLinks) { }

    private record FlavorWrapper(Flavor flavor) { }

    private record ExtraSpecs(Map<String, String> extraSpecs) { }

    private record Link(String href, String rel) { }
}

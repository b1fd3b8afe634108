package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The slice of Nova (compute v2.1) a client needs to resolve flavors: {@code GET flavors},
 * {@code flavors/detail}, {@code flavors/{id}}, {@code flavors/{id}/os-extra_specs} and
 * {@code os-availability-zone}. As in Nova, flavor details include {@code extra_specs} only when
 * the request asks for microversion 2.61 or later ({@code OpenStack-API-Version: compute 2.61} or
 * {@code X-OpenStack-Nova-API-Version: 2.61}); {@code os-extra_specs} works at any version.
 */
final class ComputeApi {
    static final String SERVICE = "compute";
    private final FlavorCatalog flavors;
    private final String projectId;

    ComputeApi(FlavorCatalog flavors, String projectId) {
        this.flavors = flavors;
        this.projectId = projectId;
    }

    RouteTable routes(String basePath) {
        return new RouteTable(SERVICE, basePath, ErrorStyle.NOVA)
                .add("GET", "{project}/flavors/detail", r -> list(r, true))
                .add("GET", "{project}/flavors", r -> list(r, false))
                .add("GET", "{project}/flavors/{id}/os-extra_specs", this::extraSpecs)
                .add("GET", "{project}/flavors/{id}", this::get)
                .add("GET", "{project}/os-availability-zone", this::zones);
    }

    private ApiResponse list(ApiRequest request, boolean detailed) {
        checkProject(request);
        JsonArray array = new JsonArray();
        for (Flavor flavor : flavors.all()) {
            array.add(detailed ? detail(flavor, wantsExtraSpecs(request)) : summary(flavor));
        }
        return ApiResponse.ok(Json.object("flavors", array));
    }

    private ApiResponse get(ApiRequest request) {
        checkProject(request);
        return ApiResponse.ok(Json.object("flavor", detail(find(request), wantsExtraSpecs(request))));
    }

    private ApiResponse extraSpecs(ApiRequest request) {
        checkProject(request);
        return ApiResponse.ok(Json.object("extra_specs", Json.stringMap(find(request).extraSpecs())));
    }

    private ApiResponse zones(ApiRequest request) {
        checkProject(request);
        JsonArray zones = new JsonArray();
        for (String zone : FlavorCatalog.ZONES) {
            JsonObject entry = new JsonObject();
            entry.addProperty("zoneName", zone);
            entry.add("zoneState", Json.object("available", new com.google.gson.JsonPrimitive(true)));
            entry.add("hosts", null);
            zones.add(entry);
        }
        return ApiResponse.ok(Json.object("availabilityZoneInfo", zones));
    }

    private Flavor find(ApiRequest request) {
        return flavors.byId(request.param("id"))
                .orElseThrow(() -> ApiException.notFound("Flavor " + request.param("id") + " could not be found."));
    }

    private void checkProject(ApiRequest request) {
        if (!projectId.equals(request.param("project"))) {
            throw ApiException.notFound("project " + request.param("project") + " is not the token's project");
        }
    }

    static boolean wantsExtraSpecs(ApiRequest request) {
        String version = request.header("OpenStack-API-Version");
        if (version != null && version.startsWith("compute ")) {
            version = version.substring("compute ".length()).trim();
        } else {
            version = request.header("X-OpenStack-Nova-API-Version");
        }
        if (version == null) {
            return false;
        }
        if (version.equals("latest")) {
            return true;
        }
        String[] parts = version.split("\\.");
        try {
            int major = Integer.parseInt(parts[0]);
            int minor = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
            return major > 2 || (major == 2 && minor >= 61);
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("Version " + version + " is not a valid compute microversion.");
        }
    }

    private JsonObject summary(Flavor flavor) {
        JsonObject json = new JsonObject();
        json.addProperty("id", flavor.id());
        json.addProperty("name", flavor.name());
        json.add("links", new JsonArray());
        return json;
    }

    private JsonObject detail(Flavor flavor, boolean withExtraSpecs) {
        JsonObject json = summary(flavor);
        json.addProperty("vcpus", flavor.vcpus());
        json.addProperty("ram", flavor.ramMiB());
        json.addProperty("disk", 0);
        json.addProperty("swap", "");
        json.addProperty("OS-FLV-EXT-DATA:ephemeral", 0);
        json.addProperty("OS-FLV-DISABLED:disabled", false);
        json.addProperty("os-flavor-access:is_public", true);
        json.addProperty("rxtx_factor", 1.0);
        if (withExtraSpecs) {
            json.add("description", com.google.gson.JsonNull.INSTANCE);
            json.add("extra_specs", Json.stringMap(flavor.extraSpecs()));
        }
        return json;
    }
}

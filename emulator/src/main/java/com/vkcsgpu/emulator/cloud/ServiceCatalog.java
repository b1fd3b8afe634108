package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The Keystone service catalog of the emulated cloud. Every service has a {@code public}
 * endpoint in the emulator's region; {@code managed-k8s} and {@code compute} also have an
 * {@code internal} one that answers 404 to everything, so a client that ignores the interface
 * fails visibly. URLs carry no trailing slash, as Keystone stores them; clients normalise them
 * (gophercloud v0.24.0 V3EndpointURL).
 */
final class ServiceCatalog {

    /** One catalog entry: service type and name, and its endpoints. */
    record Service(String id, String type, String name, List<Endpoint> endpoints) {}

    /** One endpoint of a service. */
    record Endpoint(String id, String iface, String region, String url) {}

    private final List<Service> services = new ArrayList<>();

    ServiceCatalog add(String type, String name, String region, String publicUrl, String internalUrl) {
        List<Endpoint> endpoints = new ArrayList<>();
        endpoints.add(new Endpoint(EmulatorCredentials.hex32(), "public", region, stripSlash(publicUrl)));
        if (internalUrl != null) {
            endpoints.add(new Endpoint(EmulatorCredentials.hex32(), "internal", region, stripSlash(internalUrl)));
        }
        services.add(new Service(EmulatorCredentials.hex32(), type, name, endpoints));
        return this;
    }

    JsonArray toJson() {
        JsonArray catalog = new JsonArray();
        for (Service service : services) {
            JsonArray endpoints = new JsonArray();
            for (Endpoint endpoint : service.endpoints()) {
                JsonObject e = new JsonObject();
                e.addProperty("id", endpoint.id());
                e.addProperty("interface", endpoint.iface());
                e.addProperty("region", endpoint.region());
                e.addProperty("region_id", endpoint.region());
                e.addProperty("url", endpoint.url());
                endpoints.add(e);
            }
            JsonObject s = new JsonObject();
            s.add("endpoints", endpoints);
            s.addProperty("id", service.id());
            s.addProperty("type", service.type());
            s.addProperty("name", service.name());
            catalog.add(s);
        }
        return catalog;
    }

    private static String stripSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}

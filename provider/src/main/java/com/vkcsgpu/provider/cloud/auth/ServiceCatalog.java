package com.vkcsgpu.provider.cloud.auth;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Optional;

/**
 * The service catalog of a Keystone v3 token ({@code token.catalog[]}).
 *
 * @param services one entry per service
 */
public record ServiceCatalog(List<Service> services) {

    public ServiceCatalog {
        services = services == null ? List.of() : List.copyOf(services);
    }

    /** One catalog entry: a service type and its endpoints. */
    public record Service(String type, List<Endpoint> endpoints) {
        public Service {
            endpoints = endpoints == null ? List.of() : List.copyOf(endpoints);
        }
    }

    /** One endpoint: interface ({@code public}, {@code internal}, {@code admin}), region and URL. */
    public record Endpoint(String url, String region, String regionId, @SerializedName("interface") String interfaceName) { }

    /**
     * The URL of the first endpoint with this service type, interface and region (matched against
     * {@code region} or {@code region_id}, as gophercloud's {@code V3EndpointURL} does), normalised
     * to end with {@code /}.
     */
    public Optional<String> endpointUrl(String serviceType, String interfaceName, String region) {
        for (Service service : services) {
            if (!serviceType.equals(service.type())) {
                continue;
            }
            for (Endpoint endpoint : service.endpoints()) {
                boolean regionMatches = region.equals(endpoint.region()) || region.equals(endpoint.regionId());
                if (interfaceName.equals(endpoint.interfaceName()) && regionMatches && endpoint.url() != null) {
                    return Optional.of(Endpoints.normalize(endpoint.url()));
                }
            }
        }
        return Optional.empty();
    }
}

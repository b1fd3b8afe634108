package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The body of {@code POST clusters} (vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2/clusters). Every field is sent, with empty strings,
 * {@code {}} and {@code []} for what is unset, as the Terraform provider does (no {@code omitempty}).
 *
 * @param uuid a client-chosen UUID, or empty for the server to generate one
 * @param name 3–24 characters of {@code [a-z0-9-]}, starting with a letter; also how a lost create is found again
 * @param version {@code vX.Y.Z}
 */
public record ClusterCreate(
        String uuid,
        String name,
        String description,
        String version,
        Map<String, String> labels,
        MasterSpec masterSpec,
        DeploymentType deploymentType,
        NetworkConfig networkConfig,
        LoadBalancerConfig loadBalancerConfig,
        List<String> insecureRegistries) {

    public ClusterCreate {
        Objects.requireNonNull(name, "name");
        uuid = uuid == null ? "" : uuid;
        description = description == null ? "" : description;
        labels = labels == null ? Map.of() : Map.copyOf(labels);
        insecureRegistries = insecureRegistries == null ? List.of() : List.copyOf(insecureRegistries);
    }
}

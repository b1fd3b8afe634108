package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import java.util.List;
import java.util.Optional;

/**
 * A gen-2 object looked up by name in each shape VK's unreleased Terraform branches use: {@code <collection>/{name}}
 * (the newer branch) and {@code <collection>/by-name/{name}} (branch {@code vkcs-kubernetes-cluster-v2-update}) of
 * vk-cs/terraform-provider-vkcs. Which one the released API serves, if any, is unknown; an answer of 404, or 400 for
 * a name sent where an id is expected, means "not found this way" and the next shape is tried.
 */
final class ByNameLookup {
    private ByNameLookup() {
    }

    static <T> Optional<T> find(ServiceApi api, String what, String collection, String name, Class<T> type) {
        String segment = Endpoints.segment(name);
        for (String path : List.of(collection + "/" + segment, collection + "/by-name/" + segment)) {
            Optional<T> found = api.findByName("get " + what + " '" + name + "'", path, type);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }
}

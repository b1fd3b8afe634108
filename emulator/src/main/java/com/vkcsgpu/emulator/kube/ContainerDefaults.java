package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;

/**
 * VK Cloud's default container resources (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/addons-and-settings/settings,
 * vk-cs/docs-public {@code docs/en/kubernetes/k8s/concepts/addons-and-settings/settings}, "Limits settings for pods"): a
 * container without them gets requests of 100m CPU and 64 MB and limits of 500m CPU and 512 MB. VK says the values are
 * applied automatically and names no LimitRange object, so this emulator applies them as an admission step on every
 * pod created (as kube-apiserver's LimitRanger does from a LimitRange) without serving a LimitRange: a client listing
 * LimitRanges finds none, the case a preflight must survive. "MB" is read as Kubernetes' {@code Mi} (an inference).
 * As upstream's defaulting does first, a container with a limit and no request gets the limit as its request.
 *
 * @param cpuRequest    default {@code requests.cpu}
 * @param memoryRequest default {@code requests.memory}
 * @param cpuLimit      default {@code limits.cpu}
 * @param memoryLimit   default {@code limits.memory}
 */
public record ContainerDefaults(String cpuRequest, String memoryRequest, String cpuLimit, String memoryLimit)
        implements KubeStore.AdmissionWebhook {
    /** VK's documented defaults. */
    public static final ContainerDefaults VK = new ContainerDefaults("100m", "64Mi", "500m", "512Mi");

    @Override
    public void admitCreate(ResourceType type, JsonObject object) {
        if (!type.equals(BuiltinTypes.POD)) {
            return;
        }
        JsonObject spec = Json.childOrNull(object, "spec");
        for (String list : List.of("initContainers", "containers")) {
            JsonElement containers = spec == null ? null : spec.get(list);
            if (containers != null && containers.isJsonArray()) {
                containers.getAsJsonArray().forEach(c -> fill(c.getAsJsonObject()));
            }
        }
    }

    private void fill(JsonObject container) {
        JsonObject resources = Json.child(container, "resources");
        JsonObject requests = Json.child(resources, "requests");
        JsonObject limits = Json.child(resources, "limits");
        fill(requests, limits, "cpu", cpuRequest, cpuLimit);
        fill(requests, limits, "memory", memoryRequest, memoryLimit);
    }

    private static void fill(JsonObject requests, JsonObject limits, String resource, String request, String limit) {
        if (!requests.has(resource)) {
            requests.addProperty(resource, limits.has(resource) ? limits.get(resource).getAsString() : request);
        }
        if (!limits.has(resource)) {
            limits.addProperty(resource, limit);
        }
    }
}

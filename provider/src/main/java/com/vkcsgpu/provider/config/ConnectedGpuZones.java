package com.vkcsgpu.provider.config;

import com.vkcsgpu.domain.GpuModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The zones where the project's GPUs are connected, by GPU model, as the user copied them into
 * {@code vkcs-gpu:gpuZones}. VK Cloud provides a project's GPUs in a zone when it connects the Cloud GPU service
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator, "Before you start"), and a GPU node must
 * be in the zone "in which the GPU provided to you is located", otherwise the cluster is not created or does not work
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors#gpu-features; vk-cs/docs-public ef2cc93978
 * docs/en/kubernetes/k8s/concepts/flavors/flavors.md). No API says which zone that is: the gen-2
 * {@code availability-zones} call returns zone names only, and the flavors carry no zone. So, as with the quotas
 * ({@link ProjectQuotaLimits}), the user states what VK support connected, and the preview checks a GPU pool's zone
 * against it. A model left out is not checked.
 *
 * @param byModel the zones of each GPU model the setting names
 */
public record ConnectedGpuZones(Map<GpuModel, List<String>> byModel) {
    /** The configuration key. */
    public static final String KEY = "vkcs-gpu:gpuZones";
    /** No {@code vkcs-gpu:gpuZones}: no model's zone is known. */
    public static final ConnectedGpuZones NOT_CONFIGURED = new ConnectedGpuZones(Map.of());

    /** Copies the map. */
    public ConnectedGpuZones {
        Map<GpuModel, List<String>> copy = new LinkedHashMap<>();
        byModel.forEach((model, zones) -> copy.put(model, List.copyOf(zones)));
        byModel = java.util.Collections.unmodifiableMap(copy);
    }

    /** The zones where the project's {@code model} GPUs are connected; empty when the setting does not name it. */
    public Optional<List<String>> zonesOf(GpuModel model) {
        return Optional.ofNullable(byModel.get(model));
    }

    /**
     * The setting as written (model name to zones), once {@link #problems} found nothing; null or empty is
     * {@link #NOT_CONFIGURED}.
     */
    static ConnectedGpuZones fromSetting(Map<String, List<String>> setting) {
        if (setting == null || setting.isEmpty()) {
            return NOT_CONFIGURED;
        }
        Map<GpuModel, List<String>> byModel = new LinkedHashMap<>();
        setting.forEach((name, zones) -> byModel.put(GpuModel.fromName(name).orElseThrow(), zones));
        return new ConnectedGpuZones(byModel);
    }

    /** The problems of the setting as written, by key (a model name), each with its fix. */
    static List<Problem> problems(Map<String, List<String>> setting) {
        List<Problem> problems = new ArrayList<>();
        if (setting == null) {
            return problems;
        }
        setting.forEach((name, zones) -> {
            if (GpuModel.fromName(name).filter(GpuModel::offeredOnVkCloud).isEmpty()) {
                problems.add(new Problem(name, "is not a GPU model VK Cloud offers", "use one of "
                        + GpuModel.vkNames()));
            } else if (zones == null || zones.isEmpty() || zones.stream().anyMatch(z -> z == null || z.isBlank())) {
                problems.add(new Problem(name, "must list the zones where the project's " + name + " GPUs are "
                        + "connected, such as [\"GZ1\"]", "leave the model out when you do not know them"));
            }
        });
        return problems;
    }

    /** A problem of one model's entry. */
    record Problem(String model, String reason, String fix) {
    }
}

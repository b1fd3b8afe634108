package com.vkcsgpu.emulator.gpu;

import java.util.Map;

/**
 * One node as the GPU simulation sees it.
 *
 * @param node             node name
 * @param physicalGpus     GPUs of the node's flavor
 * @param model            GPU model of the flavor, or null
 * @param gpuResources     allocatable {@code nvidia.com/*} resources (name → quantity)
 * @param validatorReady   whether the node's {@code nvidia-operator-validator} pod is Ready
 * @param upgradeState     {@code nvidia.com/gpu-driver-upgrade-state}, or null
 * @param migConfigState   {@code nvidia.com/mig.config.state}, or null
 * @param readyApps        the {@code app} (else {@code app.kubernetes.io/name}) labels of the Ready pods on
 *                         the node, every namespace, sorted: which operands (and the NFD worker) run there
 * @param driverVersion    the version in the image of the node's driver pod (the ClusterPolicy's or an
 *                         NVIDIADriver's), or null without one
 */
public record GpuNodeState(String node, int physicalGpus, String model, Map<String, String> gpuResources,
        boolean validatorReady, String upgradeState, String migConfigState, java.util.List<String> readyApps,
        String driverVersion) {
    public GpuNodeState {
        gpuResources = Map.copyOf(gpuResources);
        readyApps = java.util.List.copyOf(readyApps);
    }
}

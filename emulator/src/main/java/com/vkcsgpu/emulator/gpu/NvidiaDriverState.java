package com.vkcsgpu.emulator.gpu;

import java.util.Map;

/**
 * One NVIDIADriver resource as the simulated operator sees it.
 *
 * @param name         the resource name
 * @param version      {@code spec.version}
 * @param nodeSelector the labels its nodes must carry ({@code nvidia.com/gpu.present=true} when it sets none)
 * @param state        {@code status.state} ({@code ready}, {@code notReady}, {@code disabled}), or null before
 *                     the operator wrote it
 */
public record NvidiaDriverState(String name, String version, Map<String, String> nodeSelector, String state) {
    public NvidiaDriverState {
        nodeSelector = Map.copyOf(nodeSelector);
    }
}

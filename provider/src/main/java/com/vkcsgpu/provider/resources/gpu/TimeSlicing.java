package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import java.util.Map;

/**
 * Device-plugin time-slicing: each GPU advertised several times, on every node ({@code replicas}) or on the
 * nodes whose label {@code nvidia.com/device-plugin.config} names a config ({@code configs}).
 */
@Doc("Time-slicing of the device plugin: every GPU is advertised several times. Set `replicas` for every node, "
        + "`configs` for the nodes labelled `nvidia.com/device-plugin.config=<name>`, or both.")
public record TimeSlicing(
        @Doc("How many pods may share one GPU on every node without a config label (at least 2); the "
                + "device-plugin config `default`.") Integer replicas,
        @Doc("Named device-plugin configs: name (e.g. `time-slicing-4`) to how many pods may share one GPU (at "
                + "least 2) on the nodes labelled `nvidia.com/device-plugin.config=<name>`.")
        Map<String, Integer> configs,
        @Doc("Advertise `nvidia.com/gpu.shared` instead of `nvidia.com/gpu`.") @Default("false") Boolean renameByDefault,
        @Doc("Reject requests for more than one shared GPU (NVIDIA recommends it).") @Default("true")
        Boolean failRequestsGreaterThanOne) {
}

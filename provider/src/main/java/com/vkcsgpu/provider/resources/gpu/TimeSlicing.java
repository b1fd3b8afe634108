package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.Required;

/** Device-plugin time-slicing: each GPU advertised several times. */
@Doc("Time-slicing of the device plugin: every GPU is advertised `replicas` times.")
public record TimeSlicing(
        @Doc("How many pods may share one GPU (at least 2).") @Required Integer replicas,
        @Doc("Advertise `nvidia.com/gpu.shared` instead of `nvidia.com/gpu`.") @Default("false") Boolean renameByDefault,
        @Doc("Reject requests for more than one shared GPU (NVIDIA recommends it).") @Default("true")
        Boolean failRequestsGreaterThanOne) {
}

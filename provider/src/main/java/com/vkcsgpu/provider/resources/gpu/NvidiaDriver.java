package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;
import java.util.Map;

/** One NVIDIADriver resource: a driver version for the nodes its selector matches (a per-pool driver). */
@Doc("A driver version installed through an NVIDIADriver resource on the nodes its selector matches.")
public record NvidiaDriver(
        @Doc("Driver version, such as `580.126.20`; the image is `components.driver`'s repository and image.")
        @Required String version,
        @Doc("Node labels selecting the nodes (all must match), such as `vkcs-gpu.io/pool: h200-pool`. The "
                + "selectors of different drivers must be disjoint: the operator refuses a node two drivers select.")
        @Required Map<String, String> nodeSelector) {
}

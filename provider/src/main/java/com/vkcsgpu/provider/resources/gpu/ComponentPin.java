package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;

/** One component's image, as the chart splits it. */
@Doc("A GPU Operator component's image: `<repository>/<image>:<version>`.")
public record ComponentPin(
        @Doc("Registry path, e.g. `nvcr.io/nvidia/k8s`.") @Required String repository,
        @Doc("Image name, e.g. `container-toolkit`.") @Required String image,
        @Doc("Tag, e.g. `v1.19.1`, or a tag pinned to its digest, `v1.19.1@sha256:<64 hex digits>`; for the driver "
                + "a tag only, to which the operator appends the node's OS.") @Required String version) {
}

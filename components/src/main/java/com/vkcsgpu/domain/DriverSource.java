package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** Where the GPU nodes' NVIDIA driver comes from. */
@Doc("Where the GPU nodes' NVIDIA driver comes from.")
public enum DriverSource {
    @Doc("As the nodes are: the operator uses a driver the node image has (it labels such nodes "
            + "`nvidia.com/gpu.deploy.driver=pre-installed` and runs no driver container there) and installs its driver "
            + "container on the others.") @WireValue("auto") AUTO,
    @Doc("The node image's driver: the operator installs none (`driver.enabled: false`); a driver version cannot be "
            + "pinned.") @WireValue("host") HOST,
    @Doc("The operator's driver container, on every GPU node, from an image that exists for the nodes' OS.")
    @WireValue("container") CONTAINER
}

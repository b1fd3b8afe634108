package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;

/** A node group the cluster autoscaler sizes between two bounds. */
@Doc("Autoscaling bounds: the cluster autoscaler keeps the node count between `minSize` and `maxSize`.")
public record AutoScale(
        @Doc("Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in place.")
        @Required Integer minSize,
        @Doc("Most nodes, 1 to 500 and at least `minSize`. Changed in place.")
        @Required Integer maxSize) {
}

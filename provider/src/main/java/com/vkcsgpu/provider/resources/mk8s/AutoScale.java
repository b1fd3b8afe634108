package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;

/** A node group the cluster autoscaler sizes between two bounds. */
@Doc("Autoscaling bounds: the cluster autoscaler keeps the node count between `minSize` and `maxSize`.")
public record AutoScale(
        @Doc("Fewest nodes, 0 or more (0 lets an idle GPU pool scale to zero). New groups start at this size. Changed in place.")
        @Required Integer minSize,
        @Doc("Most nodes: at least 1 and at least `minSize`. Changed in place.")
        @Required Integer maxSize) {
}

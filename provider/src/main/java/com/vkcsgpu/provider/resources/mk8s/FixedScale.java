package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;

/** A node group of a fixed size. */
@Doc("A fixed number of nodes.")
public record FixedScale(
        @Doc("Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place.")
        @Required Integer size) {
}

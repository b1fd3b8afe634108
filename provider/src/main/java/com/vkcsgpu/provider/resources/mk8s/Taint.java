package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.Required;

/** A Kubernetes taint put on every node of a node group. */
@Doc("A Kubernetes taint on the nodes of a node group: pods without a matching toleration are kept off (or evicted).")
public record Taint(
        @Doc("Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a name of at most "
                + "63 letters, digits, '-', '_' or '.' (e.g. `nvidia.com/gpu`).")
        @Required String key,
        @Doc("Taint value in Kubernetes label-value syntax (at most 63 characters); default empty.")
        @Default("") String value,
        @Doc("`NoSchedule`, `PreferNoSchedule` or `NoExecute` (case-sensitive).")
        @Required String effect) {
}

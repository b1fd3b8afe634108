package com.vkcsgpu.operator;

import com.vkcsgpu.doc.Doc;

/**
 * CPU and memory as Kubernetes quantities.
 *
 * @param cpu    such as {@code 100m}
 * @param memory such as {@code 512Mi}
 */
@Doc("CPU and memory, as Kubernetes quantities.")
public record ResourceQuantities(
        @Doc("CPU, such as `100m` (a tenth of a core) or `1`.") String cpu,
        @Doc("Memory, such as `512Mi` or `2Gi`.") String memory) {
}

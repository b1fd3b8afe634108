package com.vkcsgpu.operator;

import com.vkcsgpu.doc.Doc;

/**
 * A container's {@code resources}, as a pod spec and the chart's per-component {@code resources} value take them.
 *
 * @param requests what the scheduler reserves
 * @param limits   what the container may use at most (over the memory limit it is OOM-killed)
 */
@Doc("A container's resource requests and limits, as in a pod spec.")
public record ContainerResources(
        @Doc("What the scheduler reserves for the container.") ResourceQuantities requests,
        @Doc("The most the container may use; over its memory limit it is OOM-killed.") ResourceQuantities limits) {
}

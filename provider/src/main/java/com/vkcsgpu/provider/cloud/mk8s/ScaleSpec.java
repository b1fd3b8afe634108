package com.vkcsgpu.provider.cloud.mk8s;

/**
 * A node group's size: fixed, or autoscaled between {@code minSize} and {@code maxSize}
 * ({@code size} is the current count). Exactly one variant is set.
 */
public record ScaleSpec(FixedScale fixedScale, AutoScale autoScale) {

    public record FixedScale(int size) { }

    public record AutoScale(int minSize, int maxSize, int size) { }

    public static ScaleSpec fixed(int size) {
        return new ScaleSpec(new FixedScale(size), null);
    }

    /** Autoscaling; starts at {@code minSize}, as Terraform does on create. */
    public static ScaleSpec auto(int minSize, int maxSize) {
        return new ScaleSpec(null, new AutoScale(minSize, maxSize, minSize));
    }

    /** The current node count. */
    public int currentSize() {
        if (autoScale != null) {
            return autoScale.size();
        }
        return fixedScale == null ? 0 : fixedScale.size();
    }
}

package com.vkcsgpu.operator;

/**
 * A behaviour of the GPU Operator that starts at some release. The release each starts at, and its source, is
 * data: the {@code releaseThresholds} of the release matrix ({@link ReleaseMatrix#threshold}); every release the
 * matrix curates then has or lacks the feature by comparing versions ({@link GpuOperatorVersion#has}), so adding a
 * release is an edit of the data file only.
 */
public enum ReleaseFeature {
    /** The operator creates dcgm-exporter's ServiceMonitor only when the ServiceMonitor CRD exists. */
    QUIET_SERVICE_MONITOR,
    /** NVIDIADriver resources may replace a running ClusterPolicy driver (not only on new installs). */
    NVIDIA_DRIVER_MIGRATION,
    /**
     * The chart no longer has {@code operator.defaultRuntime} (the runtime the operator assumes when it cannot read
     * the node's); before, vkcs-gpu sets it to {@code crio}, VK Cloud's runtime.
     */
    DEFAULT_RUNTIME_REMOVED
}

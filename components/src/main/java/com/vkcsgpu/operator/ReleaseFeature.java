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
    /** CDI is on by default ({@code cdi.enabled: true}); on CRI-O the toolkit configures CDI specs. */
    CDI_BY_DEFAULT,
    /** The toolkit on CRI-O nodes starts; the release before had the {@code Init:RunContainerError} known issue. */
    CRIO_TOOLKIT_FIXED,
    /** The toolkit's NRI plugin ({@code cdi.nriPluginEnabled}) exists. */
    NRI_PLUGIN,
    /** Driver image tags name RHEL, Rocky and Oracle Linux by major version only ({@code rhel9}, not {@code rhel9.6}). */
    MAJOR_ONLY_EL_DRIVER_TAGS
}

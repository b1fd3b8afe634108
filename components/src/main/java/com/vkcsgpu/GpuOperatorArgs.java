package com.vkcsgpu;

import com.pulumi.core.Output;
import com.vkcsgpu.domain.DriverSource;
import com.vkcsgpu.domain.ServiceMonitorMode;
import com.vkcsgpu.domain.InstallMethod;
import com.vkcsgpu.doc.OneOf;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.DefaultValue;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SecretProperty;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Arguments of {@link GpuOperator}. What decides the install (method, release, version overrides, pools) is
 * plain, so the compatibility check runs before anything is created; the kubeconfig and cluster id may be
 * {@link Output}s.
 */
@Doc("Arguments of the GPU Operator component.")
public final class GpuOperatorArgs extends ResourceArgs {
    @Doc("The cluster's kubeconfig (GpuCluster `kubeconfig`); secret. The release and the readiness gate use it.")
    @SecretProperty
    @Import(name = "kubeconfig", required = true)
    private Output<String> kubeconfig;

    @Doc("The gen-2 cluster id (GpuCluster `clusterId`); required with `method: addon`.")
    @Import(name = "clusterId")
    private @Nullable Output<String> clusterId;

    @Doc("How the operator is installed. Default `helm`: the provider renders the chart and applies it server-side, CRDs first; with `addon` VK Cloud's managed `gpu-operator` addon installs it from generated values.")
    @DefaultValue(OperatorPlan.DEFAULT_METHOD)
    @Import(name = "method")
    @OneOf(InstallMethod.class)
    private @Nullable String method;

    @Doc("The GPU Operator release from the curated matrix, such as `v26.3.3`. Default: the newest curated release for `helm`; for `addon`, the newest of the addon's line (`addonVersion`).")
    @Import(name = "release")
    private @Nullable String release;

    @Doc("The VK Cloud addon version (`method: addon`). Default: `24.9.0`, the version VK's catalog offers.")
    @DefaultValue(OperatorPlan.DEFAULT_ADDON_VERSION)
    @Import(name = "addonVersion")
    private @Nullable String addonVersion;

    @Doc("Overrides the operator image version of the release.")
    @Import(name = "operatorVersion")
    private @Nullable String operatorVersion;

    @Doc("Overrides the validator image version of the release.")
    @Import(name = "validatorVersion")
    private @Nullable String validatorVersion;

    @Doc("Overrides the driver version of the release (`<branch>.<minor>.<patch>`, e.g. `580.126.20`); it must be a driver NVIDIA supports with the release unless `allowUnsupportedDriver`.")
    @Import(name = "driverVersion")
    private @Nullable String driverVersion;

    @Doc("Where the GPU nodes' driver comes from: `auto` (default) uses the driver of the node image where it has"
            + " one (the operator labels such nodes `nvidia.com/gpu.deploy.driver=pre-installed`) and the operator's"
            + " driver container elsewhere; `host` only the node image's (the operator installs none, and"
            + " `driverVersion` cannot be pinned); `container` the operator's driver container on every GPU node."
            + " VK Cloud's nodes run AlmaLinux 9, for which NVIDIA publishes no driver container: pinning a"
            + " `driverVersion` or choosing `container` needs `driverRepository`.")
    @DefaultValue("auto")
    @Import(name = "driverSource")
    @OneOf(DriverSource.class)
    private @Nullable String driverSource;

    @Doc("The repository of driver images you built for the nodes' OS (AlmaLinux 9 on VK Cloud), e.g."
            + " `registry.example.com/gpu`; the operator pulls `<driverRepository>/driver:<driverVersion>-almalinux9.<minor>`."
            + " Default: NVIDIA's `nvcr.io/nvidia`, which has Ubuntu, RHEL and Rocky Linux images only.")
    @Import(name = "driverRepository")
    private @Nullable String driverRepository;

    @Doc("Overrides the container toolkit image version.")
    @Import(name = "toolkitVersion")
    private @Nullable String toolkitVersion;

    @Doc("Overrides the device plugin image version (GPU Feature Discovery ships in the same image: set `gfdVersion` alike).")
    @Import(name = "devicePluginVersion")
    private @Nullable String devicePluginVersion;

    @Doc("Overrides the GPU Feature Discovery image version.")
    @Import(name = "gfdVersion")
    private @Nullable String gfdVersion;

    @Doc("Overrides the standalone DCGM image version.")
    @Import(name = "dcgmVersion")
    private @Nullable String dcgmVersion;

    @Doc("Overrides the DCGM exporter image version.")
    @Import(name = "dcgmExporterVersion")
    private @Nullable String dcgmExporterVersion;

    @Doc("Overrides the MIG manager image version.")
    @Import(name = "migManagerVersion")
    private @Nullable String migManagerVersion;

    @Doc("Overrides the Node Feature Discovery image version.")
    @Import(name = "nfdVersion")
    private @Nullable String nfdVersion;

    @Doc("Accept a driver NVIDIA does not list for the release (a warning instead of an error). Default: false.")
    @DefaultValue("false")
    @Import(name = "allowUnsupportedDriver")
    private @Nullable Boolean allowUnsupportedDriver;

    @Doc("The newest CUDA major version the workloads' containers use, e.g. `12`; every driver in use must run it.")
    @Import(name = "cudaMajor")
    private @Nullable Integer cudaMajor;

    @Doc("The cluster's Kubernetes version, e.g. `v1.34.2` (GpuCluster `version`, when pinned); checked against the release's supported range. Omit to skip the check.")
    @Import(name = "kubernetesVersion")
    private @Nullable String kubernetesVersion;

    @Doc("The GPU node pools: their taints become tolerations, their MIG and time-slicing settings configure the operator, and the readiness gate waits for each.")
    @Import(name = "pools")
    private @Nullable List<GpuOperatorPoolArgs> pools;

    @Doc("The operator's namespace. Default: `gpu-operator`.")
    @DefaultValue(OperatorPlan.DEFAULT_NAMESPACE)
    @Import(name = "namespace")
    private @Nullable String namespace;

    @Doc("A Helm repository to take the chart from instead of NVIDIA's (`method: helm`). At most one of `chartRepositoryUrl`, `chartOciReference`, `chartLocalPath`.")
    @Import(name = "chartRepositoryUrl")
    private @Nullable String chartRepositoryUrl;

    @Doc("An OCI reference of the chart, e.g. `oci://registry.example.com/charts/gpu-operator` (`method: helm`).")
    @Import(name = "chartOciReference")
    private @Nullable String chartOciReference;

    @Doc("A chart directory or `.tgz` on the machine running Pulumi (`method: helm`); its version must be the release's chart version.")
    @Import(name = "chartLocalPath")
    private @Nullable String chartLocalPath;

    @Doc("Whether the DCGM exporter gets a Prometheus ServiceMonitor. Default `auto`: on from v26.7, whose operator creates it only when the Prometheus Operator CRD exists; off before, where a missing CRD is an error.")
    @DefaultValue(OperatorPlan.DEFAULT_SERVICE_MONITOR)
    @Import(name = "serviceMonitor")
    @OneOf(ServiceMonitorMode.class)
    private @Nullable String serviceMonitor;

    @Doc("How the operator upgrades the driver on each node when the driver version changes (the chart's"
            + " `driver.upgradePolicy`; from v26.7.0 also each per-pool NVIDIADriver's). The chart's defaults fail a"
            + " node's upgrade (`upgrade-failed`) when a GPU pod is unmanaged or uses `emptyDir`; set"
            + " `podDeletionForce` / `podDeletionDeleteEmptyDir` to accept losing those pods. Default: the chart's.")
    @Import(name = "driverUpgradePolicy")
    private @Nullable GpuOperatorDriverUpgradeArgs driverUpgradePolicy;

    @Doc("Requests and limits by operand: `driver`, `toolkit`, `devicePlugin`, `gfd`, `dcgm`, `dcgmExporter`,"
            + " `migManager`, `validator`, `nodeStatusExporter`. Every operand has explicit ones by default (VK Cloud"
            + " gives a container without them 500m CPU / 512 MB, too little for a driver build or the DCGM"
            + " exporter); a quantity set here replaces vkcs-gpu's default for that operand.")
    @Import(name = "resources")
    private @Nullable Map<String, GpuOperatorResourcesArgs> resources;

    @Doc("How long the readiness gate waits for every pool, e.g. `45m` or `1h30m`. Default: `45m` (a compiled driver takes up to about 20 minutes per node).")
    @Import(name = "readinessTimeout")
    private @Nullable String readinessTimeout;

    private GpuOperatorArgs() {
    }

    /** @return a builder for {@link GpuOperatorArgs} */
    public static Builder builder() {
        return new Builder();
    }

    Output<String> kubeconfig() {
        return kubeconfig;
    }

    @Nullable Output<String> clusterId() {
        return clusterId;
    }

    @Nullable String method() {
        return method;
    }

    @Nullable String release() {
        return release;
    }

    @Nullable String addonVersion() {
        return addonVersion;
    }

    @Nullable String operatorVersion() {
        return operatorVersion;
    }

    @Nullable String validatorVersion() {
        return validatorVersion;
    }

    @Nullable String driverVersion() {
        return driverVersion;
    }

    @Nullable String driverSource() {
        return driverSource;
    }

    @Nullable String driverRepository() {
        return driverRepository;
    }

    @Nullable String toolkitVersion() {
        return toolkitVersion;
    }

    @Nullable String devicePluginVersion() {
        return devicePluginVersion;
    }

    @Nullable String gfdVersion() {
        return gfdVersion;
    }

    @Nullable String dcgmVersion() {
        return dcgmVersion;
    }

    @Nullable String dcgmExporterVersion() {
        return dcgmExporterVersion;
    }

    @Nullable String migManagerVersion() {
        return migManagerVersion;
    }

    @Nullable String nfdVersion() {
        return nfdVersion;
    }

    @Nullable Boolean allowUnsupportedDriver() {
        return allowUnsupportedDriver;
    }

    @Nullable Integer cudaMajor() {
        return cudaMajor;
    }

    @Nullable String kubernetesVersion() {
        return kubernetesVersion;
    }

    @Nullable List<GpuOperatorPoolArgs> pools() {
        return pools;
    }

    @Nullable String namespace() {
        return namespace;
    }

    @Nullable String chartRepositoryUrl() {
        return chartRepositoryUrl;
    }

    @Nullable String chartOciReference() {
        return chartOciReference;
    }

    @Nullable String chartLocalPath() {
        return chartLocalPath;
    }

    @Nullable String serviceMonitor() {
        return serviceMonitor;
    }

    @Nullable String readinessTimeout() {
        return readinessTimeout;
    }

    @Nullable GpuOperatorDriverUpgradeArgs driverUpgradePolicy() {
        return driverUpgradePolicy;
    }

    @Nullable Map<String, GpuOperatorResourcesArgs> resources() {
        return resources;
    }

    /** Builds {@link GpuOperatorArgs}; {@link GpuOperator} checks the values and their combinations when created. */
    public static final class Builder {
        private final GpuOperatorArgs $ = new GpuOperatorArgs();

        private Builder() {
        }

        /** Sets {@code kubeconfig}. */
        public Builder kubeconfig(@Nullable Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig;
            return this;
        }

        /** Sets {@code kubeconfig}. */
        public Builder kubeconfig(@Nullable String kubeconfig) {
            return kubeconfig(kubeconfig == null ? null : Output.of(kubeconfig));
        }

        /** Sets {@code clusterId}. */
        public Builder clusterId(@Nullable Output<String> clusterId) {
            $.clusterId = clusterId;
            return this;
        }

        /** Sets {@code clusterId}. */
        public Builder clusterId(@Nullable String clusterId) {
            return clusterId(clusterId == null ? null : Output.of(clusterId));
        }

        /** Sets {@code method}. */
        public Builder method(@Nullable String method) {
            $.method = method;
            return this;
        }

        /** Sets {@code release}. */
        public Builder release(@Nullable String release) {
            $.release = release;
            return this;
        }

        /** Sets {@code addonVersion}. */
        public Builder addonVersion(@Nullable String addonVersion) {
            $.addonVersion = addonVersion;
            return this;
        }

        /** Sets {@code operatorVersion}. */
        public Builder operatorVersion(@Nullable String operatorVersion) {
            $.operatorVersion = operatorVersion;
            return this;
        }

        /** Sets {@code validatorVersion}. */
        public Builder validatorVersion(@Nullable String validatorVersion) {
            $.validatorVersion = validatorVersion;
            return this;
        }

        /** Sets {@code driverVersion}. */
        public Builder driverVersion(@Nullable String driverVersion) {
            $.driverVersion = driverVersion;
            return this;
        }

        /** Sets {@code driverSource}: {@code auto}, {@code host} or {@code container}. */
        public Builder driverSource(@Nullable String driverSource) {
            $.driverSource = driverSource;
            return this;
        }

        /** Sets {@code driverRepository}: where your driver images for the nodes' OS are. */
        public Builder driverRepository(@Nullable String driverRepository) {
            $.driverRepository = driverRepository;
            return this;
        }

        /** Sets {@code toolkitVersion}. */
        public Builder toolkitVersion(@Nullable String toolkitVersion) {
            $.toolkitVersion = toolkitVersion;
            return this;
        }

        /** Sets {@code devicePluginVersion}. */
        public Builder devicePluginVersion(@Nullable String devicePluginVersion) {
            $.devicePluginVersion = devicePluginVersion;
            return this;
        }

        /** Sets {@code gfdVersion}. */
        public Builder gfdVersion(@Nullable String gfdVersion) {
            $.gfdVersion = gfdVersion;
            return this;
        }

        /** Sets {@code dcgmVersion}. */
        public Builder dcgmVersion(@Nullable String dcgmVersion) {
            $.dcgmVersion = dcgmVersion;
            return this;
        }

        /** Sets {@code dcgmExporterVersion}. */
        public Builder dcgmExporterVersion(@Nullable String dcgmExporterVersion) {
            $.dcgmExporterVersion = dcgmExporterVersion;
            return this;
        }

        /** Sets {@code migManagerVersion}. */
        public Builder migManagerVersion(@Nullable String migManagerVersion) {
            $.migManagerVersion = migManagerVersion;
            return this;
        }

        /** Sets {@code nfdVersion}. */
        public Builder nfdVersion(@Nullable String nfdVersion) {
            $.nfdVersion = nfdVersion;
            return this;
        }

        /** Sets {@code allowUnsupportedDriver}. */
        public Builder allowUnsupportedDriver(@Nullable Boolean allowUnsupportedDriver) {
            $.allowUnsupportedDriver = allowUnsupportedDriver;
            return this;
        }

        /** Sets {@code cudaMajor}. */
        public Builder cudaMajor(@Nullable Integer cudaMajor) {
            $.cudaMajor = cudaMajor;
            return this;
        }

        /** Sets {@code kubernetesVersion}. */
        public Builder kubernetesVersion(@Nullable String kubernetesVersion) {
            $.kubernetesVersion = kubernetesVersion;
            return this;
        }

        /** Sets {@code pools}. */
        public Builder pools(@Nullable List<GpuOperatorPoolArgs> pools) {
            $.pools = pools;
            return this;
        }

        /** Sets {@code pools}. */
        public Builder pools(GpuOperatorPoolArgs... pools) {
            return pools(List.of(pools));
        }

        /** Sets {@code namespace}. */
        public Builder namespace(@Nullable String namespace) {
            $.namespace = namespace;
            return this;
        }

        /** Sets {@code chartRepositoryUrl}. */
        public Builder chartRepositoryUrl(@Nullable String chartRepositoryUrl) {
            $.chartRepositoryUrl = chartRepositoryUrl;
            return this;
        }

        /** Sets {@code chartOciReference}. */
        public Builder chartOciReference(@Nullable String chartOciReference) {
            $.chartOciReference = chartOciReference;
            return this;
        }

        /** Sets {@code chartLocalPath}. */
        public Builder chartLocalPath(@Nullable String chartLocalPath) {
            $.chartLocalPath = chartLocalPath;
            return this;
        }

        /** Sets {@code serviceMonitor}. */
        public Builder serviceMonitor(@Nullable String serviceMonitor) {
            $.serviceMonitor = serviceMonitor;
            return this;
        }

        /** Sets {@code readinessTimeout}. */
        public Builder readinessTimeout(@Nullable String readinessTimeout) {
            $.readinessTimeout = readinessTimeout;
            return this;
        }

        /** Sets {@code driverUpgradePolicy}. */
        public Builder driverUpgradePolicy(@Nullable GpuOperatorDriverUpgradeArgs driverUpgradePolicy) {
            $.driverUpgradePolicy = driverUpgradePolicy;
            return this;
        }

        /** Sets {@code resources}: by operand key, each quantity replacing vkcs-gpu's default. */
        public Builder resources(@Nullable Map<String, GpuOperatorResourcesArgs> resources) {
            $.resources = resources;
            return this;
        }

        /** @return the args (validated when the {@link GpuOperator} is created) */
        public GpuOperatorArgs build() {
            return $;
        }
    }
}

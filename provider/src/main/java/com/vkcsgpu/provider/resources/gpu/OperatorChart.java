package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;

/** Where the gpu-operator chart comes from: set exactly one of repositoryUrl, ociReference, localPath. */
@Doc("Where the gpu-operator chart comes from; set exactly one of `repositoryUrl`, `ociReference` and `localPath`.")
public record OperatorChart(
        @Doc("Helm repository URL, e.g. `https://helm.ngc.nvidia.com/nvidia`.") String repositoryUrl,
        @Doc("Chart name in the repository.") @Default("gpu-operator") String chartName,
        @Doc("OCI reference of the chart, e.g. `oci://registry.example.com/charts/gpu-operator`.") String ociReference,
        @Doc("A chart directory or `.tgz` on the machine running Pulumi; its Chart.yaml version must equal "
                + "`chartVersion`.") String localPath,
        @Doc("The sha256 of the chart archive, `sha256:<64 hex digits>`: a repository or OCI chart must have it, "
                + "whatever its server lists. GpuOperator sets it from the release matrix where the matrix pins one; "
                + "see SECURITY.md.") String chartDigest) {
}

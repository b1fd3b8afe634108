// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * Where the gpu-operator chart comes from; set exactly one of {@code repositoryUrl}, {@code ociReference} and
 * {@code localPath}.
 */
@CustomType
public final class OperatorChart extends OutputType {
    @Import(name = "repositoryUrl")
    private @Nullable String repositoryUrl;
    @Import(name = "chartName")
    private @Nullable String chartName;
    @Import(name = "ociReference")
    private @Nullable String ociReference;
    @Import(name = "localPath")
    private @Nullable String localPath;
    @Import(name = "chartDigest")
    private @Nullable String chartDigest;

    private OperatorChart() {
    }

    /** @return Helm repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}. */
    public String repositoryUrl() {
        return this.repositoryUrl;
    }

    /** @return Chart name in the repository. */
    public String chartName() {
        return this.chartName;
    }

    /** @return OCI reference of the chart, e.g. {@code oci://registry.example.com/charts/gpu-operator}. */
    public String ociReference() {
        return this.ociReference;
    }

    /**
     * @return A chart directory or {@code .tgz} on the machine running Pulumi; its Chart.yaml version must
     * equal {@code chartVersion}.
     */
    public String localPath() {
        return this.localPath;
    }

    /**
     * @return The sha256 of the chart archive, {@code sha256:<64 hex digits>}: a repository or OCI chart must
     * have it, whatever its server lists. GpuOperator sets it from the release matrix where the matrix pins
     * one; see SECURITY.md.
     */
    public String chartDigest() {
        return this.chartDigest;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link OperatorChart}. */
    @CustomType.Builder
    public static final class Builder {
        private final OperatorChart $ = new OperatorChart();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param repositoryUrl Helm repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}.
         * @return this builder
         */
        @CustomType.Setter("repositoryUrl")
        public Builder repositoryUrl(@Nullable String repositoryUrl) {
            $.repositoryUrl = repositoryUrl;
            return this;
        }

        /**
         * @param chartName Chart name in the repository.
         * @return this builder
         */
        @CustomType.Setter("chartName")
        public Builder chartName(@Nullable String chartName) {
            $.chartName = chartName;
            return this;
        }

        /**
         * @param ociReference OCI reference of the chart, e.g.
         * {@code oci://registry.example.com/charts/gpu-operator}.
         * @return this builder
         */
        @CustomType.Setter("ociReference")
        public Builder ociReference(@Nullable String ociReference) {
            $.ociReference = ociReference;
            return this;
        }

        /**
         * @param localPath A chart directory or {@code .tgz} on the machine running Pulumi; its Chart.yaml
         * version must equal {@code chartVersion}.
         * @return this builder
         */
        @CustomType.Setter("localPath")
        public Builder localPath(@Nullable String localPath) {
            $.localPath = localPath;
            return this;
        }

        /**
         * @param chartDigest The sha256 of the chart archive, {@code sha256:<64 hex digits>}: a repository or
         * OCI chart must have it, whatever its server lists. GpuOperator sets it from the release matrix where
         * the matrix pins one; see SECURITY.md.
         * @return this builder
         */
        @CustomType.Setter("chartDigest")
        public Builder chartDigest(@Nullable String chartDigest) {
            $.chartDigest = chartDigest;
            return this;
        }

        /** @return the value */
        public OperatorChart build() {
            return $;
        }
    }
}

// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Where the gpu-operator chart comes from; set exactly one of {@code repositoryUrl}, {@code ociReference} and
 * {@code localPath}.
 */
public final class OperatorChartArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final OperatorChartArgs Empty = new OperatorChartArgs();

    @Import(name = "repositoryUrl")
    private @Nullable Output<String> repositoryUrl;

    @Import(name = "chartName")
    private @Nullable Output<String> chartName;

    @Import(name = "ociReference")
    private @Nullable Output<String> ociReference;

    @Import(name = "localPath")
    private @Nullable Output<String> localPath;

    @Import(name = "chartDigest")
    private @Nullable Output<String> chartDigest;

    private OperatorChartArgs() {
    }

    /** @return Helm repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}. */
    public Optional<Output<String>> repositoryUrl() {
        return Optional.ofNullable(this.repositoryUrl);
    }

    /** @return Chart name in the repository. */
    public Optional<Output<String>> chartName() {
        return Optional.ofNullable(this.chartName);
    }

    /** @return OCI reference of the chart, e.g. {@code oci://registry.example.com/charts/gpu-operator}. */
    public Optional<Output<String>> ociReference() {
        return Optional.ofNullable(this.ociReference);
    }

    /**
     * @return A chart directory or {@code .tgz} on the machine running Pulumi; its Chart.yaml version must
     * equal {@code chartVersion}.
     */
    public Optional<Output<String>> localPath() {
        return Optional.ofNullable(this.localPath);
    }

    /**
     * @return The sha256 of the chart archive, {@code sha256:<64 hex digits>}: a repository or OCI chart must
     * have it, whatever its server lists. GpuOperator sets it from the release matrix where the matrix pins
     * one; see SECURITY.md.
     */
    public Optional<Output<String>> chartDigest() {
        return Optional.ofNullable(this.chartDigest);
    }

    /** @return a builder for {@link OperatorChartArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link OperatorChartArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final OperatorChartArgs $ = new OperatorChartArgs();

        private Builder() {
        }

        /**
         * @param repositoryUrl Helm repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}.
         * @return this builder
         */
        public Builder repositoryUrl(@Nullable Output<String> repositoryUrl) {
            $.repositoryUrl = repositoryUrl;
            return this;
        }

        /**
         * @param repositoryUrl Helm repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}.
         * @return this builder
         */
        public Builder repositoryUrl(@Nullable String repositoryUrl) {
            return repositoryUrl(repositoryUrl == null ? null : Output.of(repositoryUrl));
        }

        /**
         * @param chartName Chart name in the repository.
         * @return this builder
         */
        public Builder chartName(@Nullable Output<String> chartName) {
            $.chartName = chartName;
            return this;
        }

        /**
         * @param chartName Chart name in the repository.
         * @return this builder
         */
        public Builder chartName(@Nullable String chartName) {
            return chartName(chartName == null ? null : Output.of(chartName));
        }

        /**
         * @param ociReference OCI reference of the chart, e.g.
         * {@code oci://registry.example.com/charts/gpu-operator}.
         * @return this builder
         */
        public Builder ociReference(@Nullable Output<String> ociReference) {
            $.ociReference = ociReference;
            return this;
        }

        /**
         * @param ociReference OCI reference of the chart, e.g.
         * {@code oci://registry.example.com/charts/gpu-operator}.
         * @return this builder
         */
        public Builder ociReference(@Nullable String ociReference) {
            return ociReference(ociReference == null ? null : Output.of(ociReference));
        }

        /**
         * @param localPath A chart directory or {@code .tgz} on the machine running Pulumi; its Chart.yaml
         * version must equal {@code chartVersion}.
         * @return this builder
         */
        public Builder localPath(@Nullable Output<String> localPath) {
            $.localPath = localPath;
            return this;
        }

        /**
         * @param localPath A chart directory or {@code .tgz} on the machine running Pulumi; its Chart.yaml
         * version must equal {@code chartVersion}.
         * @return this builder
         */
        public Builder localPath(@Nullable String localPath) {
            return localPath(localPath == null ? null : Output.of(localPath));
        }

        /**
         * @param chartDigest The sha256 of the chart archive, {@code sha256:<64 hex digits>}: a repository or
         * OCI chart must have it, whatever its server lists. GpuOperator sets it from the release matrix where
         * the matrix pins one; see SECURITY.md.
         * @return this builder
         */
        public Builder chartDigest(@Nullable Output<String> chartDigest) {
            $.chartDigest = chartDigest;
            return this;
        }

        /**
         * @param chartDigest The sha256 of the chart archive, {@code sha256:<64 hex digits>}: a repository or
         * OCI chart must have it, whatever its server lists. GpuOperator sets it from the release matrix where
         * the matrix pins one; see SECURITY.md.
         * @return this builder
         */
        public Builder chartDigest(@Nullable String chartDigest) {
            return chartDigest(chartDigest == null ? null : Output.of(chartDigest));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public OperatorChartArgs build() {
            return $;
        }
    }
}

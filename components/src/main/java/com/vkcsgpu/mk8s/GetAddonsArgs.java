// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.InvokeArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** Arguments of {@link Mk8sFunctions#getAddons}. */
public final class GetAddonsArgs extends InvokeArgs {
    /** Args with nothing set. */
    public static final GetAddonsArgs Empty = new GetAddonsArgs();

    @Import(name = "clusterVersion")
    private @Nullable Output<String> clusterVersion;

    private GetAddonsArgs() {
    }

    /**
     * @return Keep only addon versions that support this Kubernetes version ({@code vX.Y.Z}); addons left with
     * no version are left out.
     */
    public Optional<Output<String>> clusterVersion() {
        return Optional.ofNullable(this.clusterVersion);
    }

    /** @return a builder for {@link GetAddonsArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GetAddonsArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final GetAddonsArgs $ = new GetAddonsArgs();

        private Builder() {
        }

        /**
         * @param clusterVersion Keep only addon versions that support this Kubernetes version ({@code vX.Y.Z});
         * addons left with no version are left out.
         * @return this builder
         */
        public Builder clusterVersion(@Nullable Output<String> clusterVersion) {
            $.clusterVersion = clusterVersion;
            return this;
        }

        /**
         * @param clusterVersion Keep only addon versions that support this Kubernetes version ({@code vX.Y.Z});
         * addons left with no version are left out.
         * @return this builder
         */
        public Builder clusterVersion(@Nullable String clusterVersion) {
            return clusterVersion(clusterVersion == null ? null : Output.of(clusterVersion));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public GetAddonsArgs build() {
            return $;
        }
    }
}

package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.InvokeArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Filters of {@link Mk8sFunctions#getAddons}.
 */
public final class GetAddonsArgs extends InvokeArgs {
    /** Args with nothing set. */
    public static final GetAddonsArgs Empty = new GetAddonsArgs();

    @Import(name = "clusterVersion")
    private @Nullable Output<String> clusterVersion;

    /** @return the Kubernetes version the addons must support, such as {@code v1.34.2} */
    public Optional<Output<String>> clusterVersion() {
        return Optional.ofNullable(this.clusterVersion);
    }

    private GetAddonsArgs() {
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
         * @param clusterVersion the Kubernetes version the addons must support, such as {@code v1.34.2}
         * @return this builder
         */
        public Builder clusterVersion(@Nullable Output<String> clusterVersion) {
            $.clusterVersion = clusterVersion;
            return this;
        }

        /**
         * @param clusterVersion the Kubernetes version the addons must support, such as {@code v1.34.2}
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

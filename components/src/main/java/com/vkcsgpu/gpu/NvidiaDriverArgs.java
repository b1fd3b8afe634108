package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;

/**
 * A driver version installed through an NVIDIADriver resource on the nodes its selector matches.
 */
public final class NvidiaDriverArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final NvidiaDriverArgs Empty = new NvidiaDriverArgs();

    @Import(name = "version", required = true)
    private Output<String> version;

    @Import(name = "nodeSelector", required = true)
    private Output<Map<String, String>> nodeSelector;

    /** @return Driver version, such as {@code 580.126.20}; the image is {@code components.driver}'s repository and image. */
    public Output<String> version() {
        return this.version;
    }

    /** @return Node labels selecting the nodes (all must match); the selectors of different drivers must be disjoint. */
    public Output<Map<String, String>> nodeSelector() {
        return this.nodeSelector;
    }

    private NvidiaDriverArgs() {
    }

    /** @return a builder for {@link NvidiaDriverArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NvidiaDriverArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final NvidiaDriverArgs $ = new NvidiaDriverArgs();

        private Builder() {
        }

        /**
         * @param version Driver version, such as {@code 580.126.20}.
         * @return this builder
         */
        public Builder version(Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version Driver version, such as {@code 580.126.20}.
         * @return this builder
         */
        public Builder version(String version) {
            return version(Output.of(version));
        }

        /**
         * @param nodeSelector Node labels selecting the nodes (all must match).
         * @return this builder
         */
        public Builder nodeSelector(Output<Map<String, String>> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /**
         * @param nodeSelector Node labels selecting the nodes (all must match).
         * @return this builder
         */
        public Builder nodeSelector(Map<String, String> nodeSelector) {
            return nodeSelector(Output.of(nodeSelector));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public NvidiaDriverArgs build() {
            Objects.requireNonNull($.version, "NvidiaDriverArgs.version is required");
            Objects.requireNonNull($.nodeSelector, "NvidiaDriverArgs.nodeSelector is required");
            return $;
        }
    }
}

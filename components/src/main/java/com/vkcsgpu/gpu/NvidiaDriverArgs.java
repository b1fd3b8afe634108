// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/** A driver version installed through an NVIDIADriver resource on the nodes its selector matches. */
public final class NvidiaDriverArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final NvidiaDriverArgs Empty = new NvidiaDriverArgs();

    @Import(name = "version", required = true)
    private Output<String> version;

    @Import(name = "nodeSelector", required = true)
    private Output<Map<String, String>> nodeSelector;

    private NvidiaDriverArgs() {
    }

    /**
     * @return Driver version, such as {@code 580.126.20}; the image is {@code components.driver}'s repository
     * and image.
     */
    public Output<String> version() {
        return this.version;
    }

    /**
     * @return Node labels selecting the nodes (all must match), such as {@code vkcs-gpu.io/pool: h200-pool}.
     * The selectors of different drivers must be disjoint: the operator refuses a node two drivers select.
     */
    public Output<Map<String, String>> nodeSelector() {
        return this.nodeSelector;
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
         * @param version Driver version, such as {@code 580.126.20}; the image is {@code components.driver}'s
         * repository and image.
         * @return this builder
         */
        public Builder version(@Nullable Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version Driver version, such as {@code 580.126.20}; the image is {@code components.driver}'s
         * repository and image.
         * @return this builder
         */
        public Builder version(@Nullable String version) {
            return version(version == null ? null : Output.of(version));
        }

        /**
         * @param nodeSelector Node labels selecting the nodes (all must match), such as
         * {@code vkcs-gpu.io/pool: h200-pool}. The selectors of different drivers must be disjoint: the
         * operator refuses a node two drivers select.
         * @return this builder
         */
        public Builder nodeSelector(@Nullable Output<Map<String, String>> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /**
         * @param nodeSelector Node labels selecting the nodes (all must match), such as
         * {@code vkcs-gpu.io/pool: h200-pool}. The selectors of different drivers must be disjoint: the
         * operator refuses a node two drivers select.
         * @return this builder
         */
        public Builder nodeSelector(@Nullable Map<String, String> nodeSelector) {
            return nodeSelector(nodeSelector == null ? null : Output.of(nodeSelector));
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

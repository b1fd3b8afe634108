// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.Map;

/** A driver version installed through an NVIDIADriver resource on the nodes its selector matches. */
@CustomType
public final class NvidiaDriver extends OutputType {
    @Import(name = "version")
    private String version;
    @Import(name = "nodeSelector")
    private Map<String, String> nodeSelector;

    private NvidiaDriver() {
    }

    /**
     * @return Driver version, such as {@code 580.126.20}; the image is {@code components.driver}'s repository
     * and image.
     */
    public String version() {
        return this.version;
    }

    /**
     * @return Node labels selecting the nodes (all must match), such as {@code vkcs-gpu.io/pool: h200-pool}.
     * The selectors of different drivers must be disjoint: the operator refuses a node two drivers select.
     */
    public Map<String, String> nodeSelector() {
        return this.nodeSelector;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NvidiaDriver}. */
    @CustomType.Builder
    public static final class Builder {
        private final NvidiaDriver $ = new NvidiaDriver();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param version Driver version, such as {@code 580.126.20}; the image is {@code components.driver}'s
         * repository and image.
         * @return this builder
         */
        @CustomType.Setter("version")
        public Builder version(String version) {
            $.version = version;
            return this;
        }

        /**
         * @param nodeSelector Node labels selecting the nodes (all must match), such as
         * {@code vkcs-gpu.io/pool: h200-pool}. The selectors of different drivers must be disjoint: the
         * operator refuses a node two drivers select.
         * @return this builder
         */
        @CustomType.Setter("nodeSelector")
        public Builder nodeSelector(Map<String, String> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /** @return the value */
        public NvidiaDriver build() {
            return $;
        }
    }
}

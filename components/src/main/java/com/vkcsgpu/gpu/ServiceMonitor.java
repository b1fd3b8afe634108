// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A Prometheus Operator ServiceMonitor. */
@CustomType
public final class ServiceMonitor extends OutputType {
    @Import(name = "enabled")
    private @Nullable Boolean enabled;

    private ServiceMonitor() {
    }

    /** @return Create it. */
    public Boolean enabled() {
        return this.enabled;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ServiceMonitor}. */
    @CustomType.Builder
    public static final class Builder {
        private final ServiceMonitor $ = new ServiceMonitor();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param enabled Create it.
         * @return this builder
         */
        @CustomType.Setter("enabled")
        public Builder enabled(@Nullable Boolean enabled) {
            $.enabled = enabled;
            return this;
        }

        /** @return the value */
        public ServiceMonitor build() {
            return $;
        }
    }
}

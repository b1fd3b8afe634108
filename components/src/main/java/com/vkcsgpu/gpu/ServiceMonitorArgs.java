// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** A Prometheus Operator ServiceMonitor. */
public final class ServiceMonitorArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ServiceMonitorArgs Empty = new ServiceMonitorArgs();

    @Import(name = "enabled")
    private @Nullable Output<Boolean> enabled;

    private ServiceMonitorArgs() {
    }

    /** @return Create it. */
    public Optional<Output<Boolean>> enabled() {
        return Optional.ofNullable(this.enabled);
    }

    /** @return a builder for {@link ServiceMonitorArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ServiceMonitorArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ServiceMonitorArgs $ = new ServiceMonitorArgs();

        private Builder() {
        }

        /**
         * @param enabled Create it.
         * @return this builder
         */
        public Builder enabled(@Nullable Output<Boolean> enabled) {
            $.enabled = enabled;
            return this;
        }

        /**
         * @param enabled Create it.
         * @return this builder
         */
        public Builder enabled(@Nullable Boolean enabled) {
            return enabled(enabled == null ? null : Output.of(enabled));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ServiceMonitorArgs build() {
            return $;
        }
    }
}

// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** Draining the node (as {@code kubectl drain}) before the driver reloads. */
@CustomType
public final class Drain extends OutputType {
    @Import(name = "enable")
    private @Nullable Boolean enable;
    @Import(name = "force")
    private @Nullable Boolean force;
    @Import(name = "timeoutSeconds")
    private @Nullable Integer timeoutSeconds;
    @Import(name = "deleteEmptyDir")
    private @Nullable Boolean deleteEmptyDir;

    private Drain() {
    }

    /** @return Drain the node. Chart default: false. */
    public Boolean enable() {
        return this.enable;
    }

    /** @return Let the drain delete pods no controller manages. Chart default: false. */
    public Boolean force() {
        return this.force;
    }

    /** @return How long the drain may take; {@code 0} means forever. Chart default: 300. */
    public Integer timeoutSeconds() {
        return this.timeoutSeconds;
    }

    /** @return Let the drain delete pods that use {@code emptyDir} volumes. Chart default: false. */
    public Boolean deleteEmptyDir() {
        return this.deleteEmptyDir;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link Drain}. */
    @CustomType.Builder
    public static final class Builder {
        private final Drain $ = new Drain();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param enable Drain the node. Chart default: false.
         * @return this builder
         */
        @CustomType.Setter("enable")
        public Builder enable(@Nullable Boolean enable) {
            $.enable = enable;
            return this;
        }

        /**
         * @param force Let the drain delete pods no controller manages. Chart default: false.
         * @return this builder
         */
        @CustomType.Setter("force")
        public Builder force(@Nullable Boolean force) {
            $.force = force;
            return this;
        }

        /**
         * @param timeoutSeconds How long the drain may take; {@code 0} means forever. Chart default: 300.
         * @return this builder
         */
        @CustomType.Setter("timeoutSeconds")
        public Builder timeoutSeconds(@Nullable Integer timeoutSeconds) {
            $.timeoutSeconds = timeoutSeconds;
            return this;
        }

        /**
         * @param deleteEmptyDir Let the drain delete pods that use {@code emptyDir} volumes. Chart default:
         * false.
         * @return this builder
         */
        @CustomType.Setter("deleteEmptyDir")
        public Builder deleteEmptyDir(@Nullable Boolean deleteEmptyDir) {
            $.deleteEmptyDir = deleteEmptyDir;
            return this;
        }

        /** @return the value */
        public Drain build() {
            return $;
        }
    }
}

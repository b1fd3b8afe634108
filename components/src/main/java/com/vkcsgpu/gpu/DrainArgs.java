// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** Draining the node (as {@code kubectl drain}) before the driver reloads. */
public final class DrainArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final DrainArgs Empty = new DrainArgs();

    @Import(name = "enable")
    private @Nullable Output<Boolean> enable;

    @Import(name = "force")
    private @Nullable Output<Boolean> force;

    @Import(name = "timeoutSeconds")
    private @Nullable Output<Integer> timeoutSeconds;

    @Import(name = "deleteEmptyDir")
    private @Nullable Output<Boolean> deleteEmptyDir;

    private DrainArgs() {
    }

    /** @return Drain the node. Chart default: false. */
    public Optional<Output<Boolean>> enable() {
        return Optional.ofNullable(this.enable);
    }

    /** @return Let the drain delete pods no controller manages. Chart default: false. */
    public Optional<Output<Boolean>> force() {
        return Optional.ofNullable(this.force);
    }

    /** @return How long the drain may take; {@code 0} means forever. Chart default: 300. */
    public Optional<Output<Integer>> timeoutSeconds() {
        return Optional.ofNullable(this.timeoutSeconds);
    }

    /** @return Let the drain delete pods that use {@code emptyDir} volumes. Chart default: false. */
    public Optional<Output<Boolean>> deleteEmptyDir() {
        return Optional.ofNullable(this.deleteEmptyDir);
    }

    /** @return a builder for {@link DrainArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DrainArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final DrainArgs $ = new DrainArgs();

        private Builder() {
        }

        /**
         * @param enable Drain the node. Chart default: false.
         * @return this builder
         */
        public Builder enable(@Nullable Output<Boolean> enable) {
            $.enable = enable;
            return this;
        }

        /**
         * @param enable Drain the node. Chart default: false.
         * @return this builder
         */
        public Builder enable(@Nullable Boolean enable) {
            return enable(enable == null ? null : Output.of(enable));
        }

        /**
         * @param force Let the drain delete pods no controller manages. Chart default: false.
         * @return this builder
         */
        public Builder force(@Nullable Output<Boolean> force) {
            $.force = force;
            return this;
        }

        /**
         * @param force Let the drain delete pods no controller manages. Chart default: false.
         * @return this builder
         */
        public Builder force(@Nullable Boolean force) {
            return force(force == null ? null : Output.of(force));
        }

        /**
         * @param timeoutSeconds How long the drain may take; {@code 0} means forever. Chart default: 300.
         * @return this builder
         */
        public Builder timeoutSeconds(@Nullable Output<Integer> timeoutSeconds) {
            $.timeoutSeconds = timeoutSeconds;
            return this;
        }

        /**
         * @param timeoutSeconds How long the drain may take; {@code 0} means forever. Chart default: 300.
         * @return this builder
         */
        public Builder timeoutSeconds(@Nullable Integer timeoutSeconds) {
            return timeoutSeconds(timeoutSeconds == null ? null : Output.of(timeoutSeconds));
        }

        /**
         * @param deleteEmptyDir Let the drain delete pods that use {@code emptyDir} volumes. Chart default:
         * false.
         * @return this builder
         */
        public Builder deleteEmptyDir(@Nullable Output<Boolean> deleteEmptyDir) {
            $.deleteEmptyDir = deleteEmptyDir;
            return this;
        }

        /**
         * @param deleteEmptyDir Let the drain delete pods that use {@code emptyDir} volumes. Chart default:
         * false.
         * @return this builder
         */
        public Builder deleteEmptyDir(@Nullable Boolean deleteEmptyDir) {
            return deleteEmptyDir(deleteEmptyDir == null ? null : Output.of(deleteEmptyDir));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public DrainArgs build() {
            return $;
        }
    }
}

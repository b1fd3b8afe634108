// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** Deleting the GPU pods before the driver reloads. */
public final class PodDeletionArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final PodDeletionArgs Empty = new PodDeletionArgs();

    @Import(name = "force")
    private @Nullable Output<Boolean> force;

    @Import(name = "timeoutSeconds")
    private @Nullable Output<Integer> timeoutSeconds;

    @Import(name = "deleteEmptyDir")
    private @Nullable Output<Boolean> deleteEmptyDir;

    private PodDeletionArgs() {
    }

    /**
     * @return Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a
     * pod fails the node's upgrade ({@code upgrade-failed}).
     */
    public Optional<Output<Boolean>> force() {
        return Optional.ofNullable(this.force);
    }

    /** @return How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart default: 300. */
    public Optional<Output<Integer>> timeoutSeconds() {
        return Optional.ofNullable(this.timeoutSeconds);
    }

    /**
     * @return Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart default: false, and
     * such a pod fails the node's upgrade.
     */
    public Optional<Output<Boolean>> deleteEmptyDir() {
        return Optional.ofNullable(this.deleteEmptyDir);
    }

    /** @return a builder for {@link PodDeletionArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link PodDeletionArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final PodDeletionArgs $ = new PodDeletionArgs();

        private Builder() {
        }

        /**
         * @param force Delete GPU pods no controller manages (they are not recreated). Chart default: false,
         * and such a pod fails the node's upgrade ({@code upgrade-failed}).
         * @return this builder
         */
        public Builder force(@Nullable Output<Boolean> force) {
            $.force = force;
            return this;
        }

        /**
         * @param force Delete GPU pods no controller manages (they are not recreated). Chart default: false,
         * and such a pod fails the node's upgrade ({@code upgrade-failed}).
         * @return this builder
         */
        public Builder force(@Nullable Boolean force) {
            return force(force == null ? null : Output.of(force));
        }

        /**
         * @param timeoutSeconds How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart
         * default: 300.
         * @return this builder
         */
        public Builder timeoutSeconds(@Nullable Output<Integer> timeoutSeconds) {
            $.timeoutSeconds = timeoutSeconds;
            return this;
        }

        /**
         * @param timeoutSeconds How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart
         * default: 300.
         * @return this builder
         */
        public Builder timeoutSeconds(@Nullable Integer timeoutSeconds) {
            return timeoutSeconds(timeoutSeconds == null ? null : Output.of(timeoutSeconds));
        }

        /**
         * @param deleteEmptyDir Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart
         * default: false, and such a pod fails the node's upgrade.
         * @return this builder
         */
        public Builder deleteEmptyDir(@Nullable Output<Boolean> deleteEmptyDir) {
            $.deleteEmptyDir = deleteEmptyDir;
            return this;
        }

        /**
         * @param deleteEmptyDir Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart
         * default: false, and such a pod fails the node's upgrade.
         * @return this builder
         */
        public Builder deleteEmptyDir(@Nullable Boolean deleteEmptyDir) {
            return deleteEmptyDir(deleteEmptyDir == null ? null : Output.of(deleteEmptyDir));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public PodDeletionArgs build() {
            return $;
        }
    }
}

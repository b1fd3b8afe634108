// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** Deleting the GPU pods before the driver reloads. */
@CustomType
public final class PodDeletion extends OutputType {
    @Import(name = "force")
    private @Nullable Boolean force;
    @Import(name = "timeoutSeconds")
    private @Nullable Integer timeoutSeconds;
    @Import(name = "deleteEmptyDir")
    private @Nullable Boolean deleteEmptyDir;

    private PodDeletion() {
    }

    /**
     * @return Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a
     * pod fails the node's upgrade ({@code upgrade-failed}).
     */
    public Boolean force() {
        return this.force;
    }

    /** @return How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart default: 300. */
    public Integer timeoutSeconds() {
        return this.timeoutSeconds;
    }

    /**
     * @return Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart default: false, and
     * such a pod fails the node's upgrade.
     */
    public Boolean deleteEmptyDir() {
        return this.deleteEmptyDir;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link PodDeletion}. */
    @CustomType.Builder
    public static final class Builder {
        private final PodDeletion $ = new PodDeletion();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param force Delete GPU pods no controller manages (they are not recreated). Chart default: false,
         * and such a pod fails the node's upgrade ({@code upgrade-failed}).
         * @return this builder
         */
        @CustomType.Setter("force")
        public Builder force(@Nullable Boolean force) {
            $.force = force;
            return this;
        }

        /**
         * @param timeoutSeconds How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart
         * default: 300.
         * @return this builder
         */
        @CustomType.Setter("timeoutSeconds")
        public Builder timeoutSeconds(@Nullable Integer timeoutSeconds) {
            $.timeoutSeconds = timeoutSeconds;
            return this;
        }

        /**
         * @param deleteEmptyDir Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart
         * default: false, and such a pod fails the node's upgrade.
         * @return this builder
         */
        @CustomType.Setter("deleteEmptyDir")
        public Builder deleteEmptyDir(@Nullable Boolean deleteEmptyDir) {
            $.deleteEmptyDir = deleteEmptyDir;
            return this;
        }

        /** @return the value */
        public PodDeletion build() {
            return $;
        }
    }
}

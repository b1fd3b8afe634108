package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import javax.annotation.Nullable;

/** The GPU smoke Job a tenant runs on its pools before it is done. */
@Doc("A GPU smoke Job per pool, requesting exactly one GPU of the pool with its node selector and tolerations; the"
        + " tenant is done only when every one succeeded.")
public final class TenantSmokeTestArgs extends ResourceArgs {
    /** A CUDA base image pinned by tag (NVIDIA NGC); it carries {@code nvidia-smi} through the container toolkit. */
    static final String DEFAULT_IMAGE = "nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04";
    static final List<String> DEFAULT_COMMAND = List.of("nvidia-smi");

    @Doc("Whether to run the smoke Jobs. Default: true.")
    @Import(name = "enabled")
    private @Nullable Boolean enabled;

    @Doc("The container image, pinned by tag or digest. Default: `nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04`.")
    @Import(name = "image")
    private @Nullable String image;

    @Doc("The command. Default: `[\"nvidia-smi\"]`.")
    @Import(name = "command")
    private @Nullable List<String> command;

    @Doc("The pools to test, by name. Default: every pool of the tenant.")
    @Import(name = "pools")
    private @Nullable List<String> pools;

    private TenantSmokeTestArgs() {
    }

    /** @return a builder for {@link TenantSmokeTestArgs} */
    public static Builder builder() {
        return new Builder();
    }

    boolean enabled() {
        return enabled == null || enabled;
    }

    String image() {
        return image == null ? DEFAULT_IMAGE : image;
    }

    List<String> command() {
        return command == null ? DEFAULT_COMMAND : command;
    }

    @Nullable List<String> pools() {
        return pools;
    }

    /** Builds {@link TenantSmokeTestArgs}. */
    public static final class Builder {
        private final TenantSmokeTestArgs $ = new TenantSmokeTestArgs();

        private Builder() {
        }

        /** Sets {@code enabled} (default true). */
        public Builder enabled(@Nullable Boolean enabled) {
            $.enabled = enabled;
            return this;
        }

        /** Sets {@code image}: the container image. */
        public Builder image(@Nullable String image) {
            $.image = image;
            return this;
        }

        /** Sets {@code command}: the command. */
        public Builder command(@Nullable List<String> command) {
            $.command = command;
            return this;
        }

        /** Sets {@code pools}: the pools to test (default all). */
        public Builder pools(@Nullable List<String> pools) {
            $.pools = pools;
            return this;
        }

        /** @return the settings */
        public TenantSmokeTestArgs build() {
            return $;
        }
    }
}

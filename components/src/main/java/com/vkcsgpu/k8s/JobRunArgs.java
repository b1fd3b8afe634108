package com.vkcsgpu.k8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/** Inputs of {@link JobRun}. */
public final class JobRunArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final JobRunArgs Empty = new JobRunArgs();

    @Import(name = "kubeconfig", required = true)
    private Output<String> kubeconfig;

    @Import(name = "job", required = true)
    private Output<String> job;

    @Import(name = "namespace")
    private @Nullable Output<String> namespace;

    @Import(name = "logLines")
    private @Nullable Output<Integer> logLines;

    private JobRunArgs() {
    }

    /** @return the kubeconfig of the cluster (secret) */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return one batch/v1 Job manifest, YAML or JSON; a change runs the Job again */
    public Output<String> job() {
        return job;
    }

    /** @return the namespace of the Job when its manifest names none */
    public Optional<Output<String>> namespace() {
        return Optional.ofNullable(namespace);
    }

    /** @return how many log lines to keep and show on failure (default 20) */
    public Optional<Output<Integer>> logLines() {
        return Optional.ofNullable(logLines);
    }

    /** @return a builder for {@link JobRunArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link JobRunArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final JobRunArgs $ = new JobRunArgs();

        private Builder() {
        }

        /**
         * @param kubeconfig the cluster's kubeconfig; always sent as a secret
         * @return this builder
         */
        public Builder kubeconfig(Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig.asSecret();
            return this;
        }

        /**
         * @param kubeconfig the cluster's kubeconfig; always sent as a secret
         * @return this builder
         */
        public Builder kubeconfig(String kubeconfig) {
            return kubeconfig(Output.ofSecret(kubeconfig));
        }

        /**
         * @param job one batch/v1 Job manifest (YAML or JSON) with a name and restartPolicy Never or OnFailure
         * @return this builder
         */
        public Builder job(Output<String> job) {
            $.job = job;
            return this;
        }

        /**
         * @param job one batch/v1 Job manifest (YAML or JSON) with a name and restartPolicy Never or OnFailure
         * @return this builder
         */
        public Builder job(String job) {
            return job(Output.of(job));
        }

        /**
         * @param namespace the namespace of the Job when its manifest names none
         * @return this builder
         */
        public Builder namespace(@Nullable Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace the namespace of the Job when its manifest names none
         * @return this builder
         */
        public Builder namespace(@Nullable String namespace) {
            return namespace(namespace == null ? null : Output.of(namespace));
        }

        /**
         * @param logLines how many log lines to keep and show on failure, 1-200 (default 20)
         * @return this builder
         */
        public Builder logLines(@Nullable Integer logLines) {
            $.logLines = logLines == null ? null : Output.of(logLines);
            return this;
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public JobRunArgs build() {
            Objects.requireNonNull($.kubeconfig, "JobRunArgs.kubeconfig is required");
            Objects.requireNonNull($.job, "JobRunArgs.job is required");
            return $;
        }
    }
}

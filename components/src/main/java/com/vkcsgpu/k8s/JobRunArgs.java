// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
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

    /**
     * @return Kubeconfig of the cluster (for example the {@code kubeconfig} output of
     * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
     * {@code insecure-skip-tls-verify} are refused.
     */
    public Output<String> kubeconfig() {
        return this.kubeconfig;
    }

    /**
     * @return The Job, one {@code batch/v1} {@code Job} manifest as YAML or JSON text with
     * {@code metadata.name} and {@code spec.template}. Its pods must not restart forever ({@code restartPolicy}
     * {@code Never} or {@code OnFailure}). Any change runs the Job again: the old Job and its pods are deleted
     * first.
     */
    public Output<String> job() {
        return this.job;
    }

    /** @return Namespace of the Job when its manifest names none. The namespace must exist. */
    public Optional<Output<String>> namespace() {
        return Optional.ofNullable(this.namespace);
    }

    /**
     * @return How many lines of the pod's log to keep in {@code logTail} and to show when the Job fails
     * (1-200).
     */
    public Optional<Output<Integer>> logLines() {
        return Optional.ofNullable(this.logLines);
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
         * @param kubeconfig Kubeconfig of the cluster (for example the {@code kubeconfig} output of
         * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
         * {@code insecure-skip-tls-verify} are refused. (always sent as a secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig == null ? null : kubeconfig.asSecret();
            return this;
        }

        /**
         * @param kubeconfig Kubeconfig of the cluster (for example the {@code kubeconfig} output of
         * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
         * {@code insecure-skip-tls-verify} are refused. (always sent as a secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable String kubeconfig) {
            return kubeconfig(kubeconfig == null ? null : Output.ofSecret(kubeconfig));
        }

        /**
         * @param job The Job, one {@code batch/v1} {@code Job} manifest as YAML or JSON text with
         * {@code metadata.name} and {@code spec.template}. Its pods must not restart forever
         * ({@code restartPolicy} {@code Never} or {@code OnFailure}). Any change runs the Job again: the old
         * Job and its pods are deleted first.
         * @return this builder
         */
        public Builder job(@Nullable Output<String> job) {
            $.job = job;
            return this;
        }

        /**
         * @param job The Job, one {@code batch/v1} {@code Job} manifest as YAML or JSON text with
         * {@code metadata.name} and {@code spec.template}. Its pods must not restart forever
         * ({@code restartPolicy} {@code Never} or {@code OnFailure}). Any change runs the Job again: the old
         * Job and its pods are deleted first.
         * @return this builder
         */
        public Builder job(@Nullable String job) {
            return job(job == null ? null : Output.of(job));
        }

        /**
         * @param namespace Namespace of the Job when its manifest names none. The namespace must exist.
         * @return this builder
         */
        public Builder namespace(@Nullable Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace Namespace of the Job when its manifest names none. The namespace must exist.
         * @return this builder
         */
        public Builder namespace(@Nullable String namespace) {
            return namespace(namespace == null ? null : Output.of(namespace));
        }

        /**
         * @param logLines How many lines of the pod's log to keep in {@code logTail} and to show when the Job
         * fails (1-200).
         * @return this builder
         */
        public Builder logLines(@Nullable Output<Integer> logLines) {
            $.logLines = logLines;
            return this;
        }

        /**
         * @param logLines How many lines of the pod's log to keep in {@code logTail} and to show when the Job
         * fails (1-200).
         * @return this builder
         */
        public Builder logLines(@Nullable Integer logLines) {
            return logLines(logLines == null ? null : Output.of(logLines));
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

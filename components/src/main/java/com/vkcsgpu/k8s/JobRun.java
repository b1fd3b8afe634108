package com.vkcsgpu.k8s;

import com.vkcsgpu.gpu.ObjectRef;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.mk8s.SdkVersion;
import javax.annotation.Nullable;

/**
 * A Kubernetes Job run to completion ({@code vkcs-gpu:k8s:JobRun}), such as a GPU smoke test: the
 * resource is created once the Job succeeded, and fails with the pod's state and log tail when it did
 * not. A change to the Job runs it again; delete removes the Job and its pods. Its id is
 * {@link #runId()} ({@code <namespace>/<job name>}).
 */
@ResourceType(type = "vkcs-gpu:k8s:JobRun")
public class JobRun extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:k8s:JobRun";

    @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
    private Output<String> kubeconfig;

    @Export(name = "job", refs = {String.class}, tree = "[0]")
    private Output<String> job;

    @Export(name = "namespace", refs = {String.class}, tree = "[0]")
    private Output<String> namespace;

    @Export(name = "logLines", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> logLines;

    @Export(name = "runId", refs = {String.class}, tree = "[0]")
    private Output<String> runId;

    @Export(name = "jobRef", refs = {ObjectRef.class}, tree = "[0]")
    private Output<ObjectRef> jobRef;

    @Export(name = "podName", refs = {String.class}, tree = "[0]")
    private Output<String> podName;

    @Export(name = "outcome", refs = {String.class}, tree = "[0]")
    private Output<String> outcome;

    @Export(name = "logTail", refs = {String.class}, tree = "[0]")
    private Output<String> logTail;

    /** @return the kubeconfig (secret) */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return the Job manifest */
    public Output<String> job() {
        return job;
    }

    /** @return the namespace of the Job when its manifest names none */
    public Output<String> namespace() {
        return namespace;
    }

    /** @return how many log lines are kept */
    public Output<Integer> logLines() {
        return logLines;
    }

    /** @return {@code <namespace>/<job name>} */
    public Output<String> runId() {
        return runId;
    }

    /** @return the Job as created */
    public Output<ObjectRef> jobRef() {
        return jobRef;
    }

    /** @return the pod that completed the Job */
    public Output<String> podName() {
        return podName;
    }

    /** @return {@code Complete} once the Job succeeded */
    public Output<String> outcome() {
        return outcome;
    }

    /** @return the last {@code logLines} lines of the completed pod's log */
    public Output<String> logTail() {
        return logTail;
    }

    /**
     * Registers the resource.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     */
    public JobRun(String name, JobRunArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource. The kubeconfig output is always secret.
     *
     * @param name    the unique name of the resource
     * @param args    the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public JobRun(String name, JobRunArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

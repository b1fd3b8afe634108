// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.k8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.gpu.ObjectRef;
import com.vkcsgpu.mk8s.SdkVersion;
import javax.annotation.Nullable;

/**
 * A Kubernetes Job run to completion, such as a GPU smoke test: created when the Job succeeded, failed with the
 * pod's state and log tail when it did not. A change to the Job runs it again; delete removes the Job and its
 * pods. ({@code vkcs-gpu:k8s:JobRun})
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

    /**
     * @return Kubeconfig of the cluster (for example the {@code kubeconfig} output of
     * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
     * {@code insecure-skip-tls-verify} are refused.
     */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /**
     * @return The Job, one {@code batch/v1} {@code Job} manifest as YAML or JSON text with
     * {@code metadata.name} and {@code spec.template}. Its pods must not restart forever ({@code restartPolicy}
     * {@code Never} or {@code OnFailure}). Any change runs the Job again: the old Job and its pods are deleted
     * first.
     */
    public Output<String> job() {
        return job;
    }

    /** @return Namespace of the Job when its manifest names none. The namespace must exist. */
    public Output<String> namespace() {
        return namespace;
    }

    /**
     * @return How many lines of the pod's log to keep in {@code logTail} and to show when the Job fails
     * (1-200).
     */
    public Output<Integer> logLines() {
        return logLines;
    }

    /** @return Identifier of the run (its resource id): {@code <namespace>/<job name>}. */
    public Output<String> runId() {
        return runId;
    }

    /** @return The Job as created, with its namespace and uid. */
    public Output<ObjectRef> jobRef() {
        return jobRef;
    }

    /** @return The pod that completed the Job. */
    public Output<String> podName() {
        return podName;
    }

    /** @return {@code Complete} once the Job succeeded. */
    public Output<String> outcome() {
        return outcome;
    }

    /**
     * @return The last {@code logLines} lines of the completed pod's log (for a GPU smoke test: the
     * {@code nvidia-smi} output).
     */
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
     * Registers the resource. Secret outputs: kubeconfig.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public JobRun(String name, JobRunArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

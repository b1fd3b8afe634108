package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;
import com.vkcsgpu.provider.secret.SecretString;

/** Inputs of a job run. */
@Doc("Inputs of a Kubernetes Job run to completion.")
public record JobRunArgs(
        @Doc("Kubeconfig of the cluster (for example the `kubeconfig` output of `vkcs-gpu:mk8s:Cluster`). The "
                + "server certificate is always verified; kubeconfigs with `insecure-skip-tls-verify` are refused.")
        @Required SecretString kubeconfig,
        @Doc("The Job, one `batch/v1` `Job` manifest as YAML or JSON text with `metadata.name` and "
                + "`spec.template`. Its pods must not restart forever (`restartPolicy` `Never` or `OnFailure`). "
                + "Any change runs the Job again: the old Job and its pods are deleted first.")
        @Required @ReplaceOnChange String job,
        @Doc("Namespace of the Job when its manifest names none. The namespace must exist.")
        @ReplaceOnChange String namespace,
        @Doc("How many lines of the pod's log to keep in `logTail` and to show when the Job fails (1-200).")
        @Default("20") Integer logLines) {
}

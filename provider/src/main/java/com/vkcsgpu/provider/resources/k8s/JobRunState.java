package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;

/** Outputs of a job run. */
@Doc("Outputs of a Kubernetes Job run to completion.")
public record JobRunState(
        @Doc("The inputs.") JobRunArgs args,
        @Doc("Identifier of the run (its resource id): `<namespace>/<job name>`.") @Required String runId,
        @Doc("The Job as created, with its namespace and uid.") ObjectRef jobRef,
        @Doc("The pod that completed the Job.") String podName,
        @Doc("`Complete` once the Job succeeded.") String outcome,
        @Doc("The last `logLines` lines of the completed pod's log (for a GPU smoke test: the `nvidia-smi` "
                + "output).") String logTail) {
}

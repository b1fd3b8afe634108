package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;

/** Outputs of the readiness gate. */
@Doc("Outputs of a GPU readiness gate.")
public record ReadinessGateState(
        @Doc("The inputs.") ReadinessGateArgs args,
        @Doc("Id of the gate (it creates nothing in the cluster).") @Required String gateId,
        @Doc("Whether every pool was ready (or at zero nodes) when last checked; a refresh re-evaluates it.") Boolean ready,
        @Doc("What the gate saw of each pool, in input order (one entry for all pools when the gate may not read "
                + "Nodes and so cannot tell their nodes apart).") List<GatePoolStatus> poolStatuses,
        @Doc("When the cluster was last evaluated (RFC 3339).") String checkedAt) {
}

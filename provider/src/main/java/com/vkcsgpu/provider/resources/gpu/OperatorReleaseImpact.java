package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact.PlannedChange;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import java.util.List;

/** What a GPU Operator release change does to the GPU nodes and the pods on them, computed in preview. */
final class OperatorReleaseImpact {
    private OperatorReleaseImpact() {
    }

    static List<ImpactLine> lines(PlannedChange<OperatorReleaseArgs, OperatorReleaseState> change, KubeAccess kube,
                                  OpContext ctx) {
        return List.of();
    }
}

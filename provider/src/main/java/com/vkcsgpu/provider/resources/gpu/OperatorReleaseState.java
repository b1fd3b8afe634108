package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.Required;
import com.vkcsgpu.provider.resources.k8s.ObjectRef;
import java.util.List;

/** Outputs of a gpu-operator release. */
@Doc("Outputs of a GPU Operator release.")
public record OperatorReleaseState(
        @Doc("The inputs.") OperatorReleaseArgs args,
        @Doc("`<namespace>/<releaseName>`.") @Required String releaseId,
        @Doc("The chart's appVersion (the operator version when `components.operator` is not set).") String appVersion,
        @Doc("Names of the CRDs applied from the chart (its own and its subcharts').") List<String> crds,
        @Doc("Every object applied, in apply order.") List<ObjectRef> appliedObjects,
        @Doc(ImpactLine.PROPERTY_DOC) List<ImpactLine> previewImpact) {
}

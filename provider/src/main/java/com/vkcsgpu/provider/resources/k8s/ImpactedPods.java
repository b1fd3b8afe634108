package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.WireValues;
import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.provider.framework.ImpactedPod;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.Optional;

/** A running pod as a preview impact line names it: namespace, name, controlling owner, node, fate and why. */
public final class ImpactedPods {
    private ImpactedPods() {
    }

    /** {@code pod} on {@code node}, meeting {@code fate} for {@code reason} (empty when plain). */
    public static ImpactedPod of(Pod pod, String node, PodFate fate, String reason) {
        Optional<OwnerReference> owner = GpuWorkloads.controller(pod);
        return new ImpactedPod(pod.getMetadata().getNamespace(), pod.getMetadata().getName(),
                owner.map(OwnerReference::getKind).orElse(""), owner.map(OwnerReference::getName).orElse(""), node,
                WireValues.of(fate), reason);
    }
}

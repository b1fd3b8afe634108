package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;

/** The preemption policies of a PriorityClass, spelled as Kubernetes spells them: the {@code PreemptionPolicy} constants of kubernetes/api v0.34.0, {@code core/v1/types.go}. */
@Doc("Whether pending pods of a priority may evict lower-priority pods.")
public enum PreemptionPolicy {
    @Doc("Pending pods may evict lower-priority ones.") PreemptLowerPriority,
    @Doc("Pending pods wait; they never evict others.") Never
}

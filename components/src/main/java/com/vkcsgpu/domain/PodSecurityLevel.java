package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/**
 * The Pod Security Standards levels, spelled as the {@code pod-security.kubernetes.io/enforce} namespace label
 * takes them (https://kubernetes.io/docs/concepts/security/pod-security-admission/).
 */
@Doc("A Pod Security Standards level enforced on a namespace.")
public enum PodSecurityLevel {
    @Doc("Unrestricted: privileged pods, host namespaces and host paths are allowed.") @WireValue("privileged") PRIVILEGED,
    @Doc("Prevents known privilege escalations: no privileged containers, host namespaces, host paths or added"
            + " capabilities beyond the default set.") @WireValue("baseline") BASELINE,
    @Doc("Hardened: baseline plus non-root, no privilege escalation, all capabilities dropped, a RuntimeDefault or"
            + " Localhost seccomp profile.") @WireValue("restricted") RESTRICTED
}

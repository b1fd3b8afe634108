package com.vkcsgpu.emulator.kube;

/** Which part of an object a write may change. */
public enum WriteScope {
    /** The main resource: for kinds with a status subresource, status changes are ignored. */
    MAIN,
    /** The {@code /status} subresource: only status changes. */
    STATUS,
    /** Everything (simulations acting as controllers and kubelets inside the emulator). */
    ALL
}

package com.vkcsgpu.emulator.kube;

import com.vkcsgpu.emulator.tls.EmulatorCa;

/** Starts the Kubernetes API server of a newly RUNNING emulated cluster. */
@FunctionalInterface
public interface KubeApiFactory {
    /**
     * @param clusterName name of the cluster (used for logs and the server certificate)
     * @param ca          the emulator CA that issues the server certificate
     */
    EmulatedKubeApi start(String clusterName, EmulatorCa ca);
}

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

    /**
     * Starts the API of a cluster running {@code kubernetesVersion} (what {@code /version}
     * reports) in an emulator whose waits are scaled by {@code timeScale}. Factories that
     * ignore both keep this default.
     */
    default EmulatedKubeApi start(String clusterName, EmulatorCa ca, String kubernetesVersion, double timeScale) {
        return start(clusterName, ca);
    }
}

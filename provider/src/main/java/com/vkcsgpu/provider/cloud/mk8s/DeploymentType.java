package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;

/**
 * Where the masters run: one zone for a {@code standard} cluster, three for a {@code regional} one.
 * Exactly one of the two variants is set; the other is sent as {@code null}.
 */
public record DeploymentType(ZonalDeployment zonalDeployment, MultiZonalDeployment multiZonalDeployment) {

    public record ZonalDeployment(String zone) { }

    public record MultiZonalDeployment(List<String> zones) { }

    public static DeploymentType zonal(String zone) {
        return new DeploymentType(new ZonalDeployment(zone), null);
    }

    public static DeploymentType multiZonal(List<String> zones) {
        return new DeploymentType(null, new MultiZonalDeployment(List.copyOf(zones)));
    }
}

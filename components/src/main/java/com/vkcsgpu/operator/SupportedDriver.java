package com.vkcsgpu.operator;

/**
 * A driver version NVIDIA supports with a given operator release.
 *
 * @param version the driver version
 * @param isDefault whether the chart installs it when no version is given
 * @param recommended whether NVIDIA recommends it for the release
 */
public record SupportedDriver(DriverVersion version, boolean isDefault, boolean recommended) {
}

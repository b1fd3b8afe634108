package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.domain.DriverType;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.provider.framework.Default;

/** {@code driver.nvidiaDriverCRD}: drivers managed through NVIDIADriver resources (per-pool drivers). */
@Doc("Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions).")
public record NvidiaDriverSettings(
        @Doc("Use NVIDIADriver resources.") @Default("false") Boolean enabled,
        @Doc("Have the chart create a default NVIDIADriver.") @Default("true") Boolean deployDefaultCr,
        @Doc("`gpu`, `vgpu` or `vgpu-host-manager`.") @Default("gpu") @OneOf(DriverType.class) String driverType) {
}

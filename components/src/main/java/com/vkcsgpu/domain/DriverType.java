package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** The {@code spec.driverType} of an NVIDIADriver resource (NVIDIA/gpu-operator api/nvidia/v1alpha1/nvidiadriver_types.go, v25.3.0). */
@Doc("The kind of driver an NVIDIADriver resource installs.")
public enum DriverType {
    @Doc("The data-center GPU driver.") @WireValue("gpu") GPU,
    @Doc("The vGPU guest driver.") @WireValue("vgpu") VGPU,
    @Doc("The vGPU host manager.") @WireValue("vgpu-host-manager") VGPU_HOST_MANAGER
}

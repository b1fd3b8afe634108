package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** Whether a GpuOperator asks for the DCGM exporter's Prometheus ServiceMonitor. */
@Doc("Whether the DCGM exporter's Prometheus ServiceMonitor is created.")
public enum ServiceMonitorMode {
    @Doc("On from GPU Operator v26.7, whose operator creates it only when the Prometheus Operator CRD exists; off before.") @WireValue("auto") AUTO,
    @Doc("Always created; before v26.7 a missing Prometheus Operator CRD is an error.") @WireValue("on") ON,
    @Doc("Never created.") @WireValue("off") OFF
}

/**
 * Compute (Nova) flavors and the GPU flavors among them: {@code ComputeClient}, {@code GpuModel},
 * {@code FlavorZones}.
 */
package com.vkcsgpu.provider.cloud.compute;

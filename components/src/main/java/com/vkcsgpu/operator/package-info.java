/**
 * The curated NVIDIA GPU Operator release matrix and the compatibility rules built on it.
 *
 * <p>{@link com.vkcsgpu.operator.ReleaseMatrix#load()} reads {@code gpu-operator-releases.json} from the
 * classpath: per operator release the chart, every component's default image, the supported drivers and
 * the Kubernetes range; per GPU model its MIG profiles and driver-branch bounds; per CUDA major the
 * minimum driver branch. Every fact in that file names its source. {@link com.vkcsgpu.operator.ComponentPins}
 * turns a release plus overrides into an explicit pin for every component, and
 * {@link com.vkcsgpu.operator.CompatibilityCheck} reports, all at once, every combination that cannot work.
 *
 * <p>Nothing here talks to a cluster or a cloud; it is plain data and pure functions.
 */
package com.vkcsgpu.operator;

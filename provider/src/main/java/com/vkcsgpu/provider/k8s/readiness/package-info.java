/**
 * GPU readiness on a Kubernetes cluster running the NVIDIA GPU Operator: pure predicates over fabric8
 * model objects ({@link com.vkcsgpu.provider.k8s.readiness.GpuReadiness}), the expectations a gate
 * checks ({@link com.vkcsgpu.provider.k8s.readiness.PoolExpectation}), and a watch-based evaluator
 * ({@link com.vkcsgpu.provider.k8s.readiness.GateEvaluator}) built on fabric8 informers. No Pulumi types.
 *
 * <p>The definition implemented is DESIGN.md "GPU readiness" and a wait condition derived from
 * NVIDIA/gpu-operator (cmd/nvidia-validator/main.go, controllers/state_manager.go): ClusterPolicy
 * {@code ready}/{@code Reconciled}, then per pool node: node
 * Ready, the {@code nvidia-operator-validator} pod Ready with every init container exited 0, allocatable
 * GPUs at the expected count, no driver upgrade in flight, MIG config applied when asked.
 */
package com.vkcsgpu.provider.k8s.readiness;

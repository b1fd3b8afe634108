package com.vkcsgpu.operator;

import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.operator.CompatibilityProblem.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static com.vkcsgpu.operator.CompatibilityProblem.Severity.ERROR;
import static com.vkcsgpu.operator.CompatibilityProblem.Severity.WARNING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One table row per rule, passing and failing, checked against the shipped matrix. */
class CompatibilityCheckTest {

    /** An expected problem: severity, path, and fragments its message must contain. */
    record Expect(Severity severity, String path, List<String> fragments) {
        static Expect error(String path, String... fragments) {
            return new Expect(ERROR, path, Arrays.asList(fragments));
        }

        static Expect warning(String path, String... fragments) {
            return new Expect(WARNING, path, Arrays.asList(fragments));
        }
    }

    /** A table row; {@code expected} is the complete list of problems, in report order. */
    record Case(String name, CompatibilityInput input, List<Expect> expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static Case ok(String name, CompatibilityInput input) {
        return new Case(name, input, List.of());
    }

    private static Case fails(String name, CompatibilityInput input, Expect... expected) {
        return new Case(name, input, List.of(expected));
    }

    private static final CompatibilityInput V2670 = CompatibilityInput.of("v26.7.0");
    private static final CompatibilityInput V2492 = CompatibilityInput.of("v24.9.2");
    private static final CompatibilityInput V2633 = CompatibilityInput.of("v26.3.3");
    private static final Expect V2492_EOS = Expect.warning("release", "v24.9.2 no longer receives fixes", "consider v26.7.0");
    private static final Expect V2633_DEPRECATED = Expect.warning("release", "v26.3.3 is deprecated");
    private static final Expect V25101_EOS = Expect.warning("release", "v25.10.1 no longer receives fixes");

    static Stream<Case> cases() {
        return Stream.of(
                // --- passing configurations ---
                ok("newest release, defaults, mixed pools, MIG with time-slicing, CUDA 13",
                        V2670.withKubernetesVersion("v1.33.2").withCudaMajor(13).withPools(
                                PoolSpec.of("a100", GpuModel.A100_40GB).withMigProfile("all-1g.5gb").withTimeSlicingReplicas(2),
                                PoolSpec.of("l4", GpuModel.L4).withTimeSlicingReplicas(4),
                                PoolSpec.of("h200", GpuModel.H200).withMigProfile("all-1g.18gb"))),
                ok("all-disabled is accepted on a GPU without MIG",
                        V2670.withPools(PoolSpec.of("l4", GpuModel.L4).withMigProfile("all-disabled"))),
                ok("time-slicing with one replica",
                        V2670.withPools(PoolSpec.of("l4", GpuModel.L4).withTimeSlicingReplicas(1))),
                fails("a per-pool R580 driver keeps V100 working while the cluster runs R595",
                        V2670.withPools(PoolSpec.of("h200", GpuModel.H200),
                                PoolSpec.of("v100", GpuModel.V100).withDriverVersion("580.173.02").withCudaWorkloadValidation(false)),
                        Expect.warning("pools[1].cudaWorkloadValidation", "cannot run on Volta")),
                ok("a supported older driver for A100 on the newest release",
                        V2670.withOverride(Component.DRIVER, "535.309.01").withCudaMajor(12)
                                .withPools(PoolSpec.of("a100", GpuModel.A100_80GB).withMigProfile("all-balanced"))),
                ok("unknown values during preview are skipped",
                        new CompatibilityInput("v26.7.0", null, null, null, null, false)),
                ok("devicePlugin and gfd overridden together",
                        V2670.withOverride(Component.DEVICE_PLUGIN, "v0.19.3").withOverride(Component.GFD, "v0.19.3")),
                ok("Kubernetes at the oldest end of the range", V2670.withKubernetesVersion("v1.33.0")),
                ok("Kubernetes at the newest end of the range", V2670.withKubernetesVersion("v1.37.7")),
                fails("one cluster driver that fits both V100 and H200, V100 without the CUDA workload validation",
                        V2670.withOverride(Component.DRIVER, "580.173.02").withCudaMajor(13)
                                .withPools(PoolSpec.of("v100", GpuModel.V100).withCudaWorkloadValidation(false),
                                        PoolSpec.of("h200", GpuModel.H200)),
                        Expect.warning("pools[0].cudaWorkloadValidation", "built with CUDA 13.2, which cannot run on Volta",
                                "the CUDA workload validation is off for this pool")),

                // --- release ---
                fails("the VK addon line warns that NVIDIA no longer supports it",
                        V2492.withKubernetesVersion("v1.31.4").withCudaMajor(12).withPools(
                                PoolSpec.of("l4", GpuModel.L4), PoolSpec.of("a100", GpuModel.A100_80GB).withMigProfile("all-balanced")),
                        V2492_EOS),
                fails("a deprecated release warns",
                        CompatibilityInput.of("v26.3.3").withOverride(Component.DRIVER, "580.178.04")
                                .withPools(PoolSpec.of("h200", GpuModel.H200)),
                        V2633_DEPRECATED),
                fails("an unknown release lists the known ones",
                        CompatibilityInput.of("v25.3.4"),
                        Expect.error("release", "'v25.3.4' is not a curated", "v24.9.2, v25.10.1, v26.3.3, v26.7.0")),
                fails("a missing release is required",
                        CompatibilityInput.of(" "),
                        Expect.error("release", "is required", "newest: v26.7.0")),

                // --- driver supported by the release ---
                fails("a driver the release does not support",
                        V2670.withOverride(Component.DRIVER, "580.105.08"),
                        Expect.error("driverVersion", "580.105.08 is not among the drivers NVIDIA supports with GPU Operator v26.7.0",
                                "610.57.04, 595.91.07 (default, recommended), 580.173.02, 535.309.01", "allowUnsupportedDriver")),
                fails("allowUnsupportedDriver turns it into a warning",
                        V2670.withOverride(Component.DRIVER, "580.105.08").withAllowUnsupportedDriver(true),
                        Expect.warning("driverVersion", "not among the drivers", "installing it anyway")),
                fails("a per-pool driver the release does not support",
                        V2670.withPools(PoolSpec.of("a100", GpuModel.A100_40GB).withDriverVersion("570.211.01")),
                        Expect.error("pools[0].driverVersion", "570.211.01 is not among the drivers")),

                // --- driver branch vs GPU ---
                fails("a driver too old for H200",
                        V2670.withOverride(Component.DRIVER, "535.309.01").withPools(PoolSpec.of("h200", GpuModel.H200)),
                        Expect.error("driverVersion", "driver 535.309.01 (R535) does not support H200 in pool 'h200'",
                                "H200 needs R550+", "610.57.04, 595.91.07 (default, recommended), 580.173.02",
                                "pools[0].driverVersion for this pool alone")),
                fails("a per-pool driver too old for H200",
                        V2670.withPools(PoolSpec.of("h200", GpuModel.H200).withDriverVersion("535.309.01")),
                        Expect.error("pools[0].driverVersion", "does not support H200", "use one of 610.57.04")),
                fails("the newest default driver no longer supports V100",
                        V2670.withPools(PoolSpec.of("v100", GpuModel.V100).withCudaWorkloadValidation(false)),
                        Expect.warning("pools[0].cudaWorkloadValidation", "cannot run on Volta"),
                        Expect.error("driverVersion", "driver 595.91.07 (R595) does not support V100", "V100 needs R384–R580",
                                "to one of 580.173.02, 535.309.01")),

                fails("a host driver is the node image's, so the release default is not judged against V100",
                        V2670.withHostDriver().withCudaMajor(13)
                                .withPools(PoolSpec.of("v100", GpuModel.V100).withCudaWorkloadValidation(false)),
                        Expect.warning("pools[0].cudaWorkloadValidation", "cannot run on Volta")),

                fails("the suggestion fits every pool sharing the cluster driver",
                        V2670.withPools(PoolSpec.of("h200", GpuModel.H200),
                                PoolSpec.of("v100", GpuModel.V100).withCudaWorkloadValidation(false)),
                        Expect.warning("pools[1].cudaWorkloadValidation", "cannot run on Volta"),
                        Expect.error("driverVersion", "does not support V100 in pool 'v100'", "to one of 580.173.02")),

                // --- driver vs CUDA ---
                fails("CUDA 13 on the VK addon line has no fitting driver",
                        V2492.withCudaMajor(13),
                        V2492_EOS,
                        Expect.error("driverVersion", "driver 550.144.03 (R550) cannot run CUDA 13 containers",
                                "needs R580+", "use a release that has one: v25.10.1, v26.3.3, v26.7.0")),
                fails("CUDA 13 with an R570 driver on 25.10.1 suggests the R580+ drivers",
                        CompatibilityInput.of("v25.10.1").withOverride(Component.DRIVER, "570.211.01").withCudaMajor(13)
                                .withPools(PoolSpec.of("a100", GpuModel.A100_40GB)),
                        V25101_EOS,
                        Expect.error("driverVersion", "cannot run CUDA 13", "590.48.01, 580.126.09, 580.105.08 (default, recommended)",
                                "or lower cudaMajor")),
                fails("CUDA 13 with a per-pool R535 driver",
                        V2670.withCudaMajor(13).withPools(PoolSpec.of("a100", GpuModel.A100_40GB).withDriverVersion("535.309.01")),
                        Expect.error("pools[0].driverVersion", "cannot run CUDA 13")),
                fails("an unknown CUDA major",
                        V2670.withCudaMajor(14),
                        Expect.error("cudaMajor", "CUDA 14 is not known", "13, 12, 11")),

                // --- MIG ---
                fails("MIG on L4",
                        V2670.withPools(PoolSpec.of("l4", GpuModel.L4).withMigProfile("all-1g.5gb")),
                        Expect.error("pools[0].migProfile", "L4 does not support MIG", "timeSlicing")),
                fails("a MIG profile of another GPU",
                        V2670.withPools(PoolSpec.of("ok", GpuModel.A100_40GB),
                                PoolSpec.of("a100-80", GpuModel.A100_80GB).withMigProfile("all-1g.5gb")),
                        Expect.error("pools[1].migProfile", "'all-1g.5gb' is not a MIG configuration for A100_80GB",
                                "all-1g.10gb, all-1g.10gb.me, all-1g.20gb", "all-7g.80gb, all-balanced")),

                // --- time-slicing ---
                fails("time-slicing replicas of zero",
                        V2670.withPools(PoolSpec.of("l4", GpuModel.L4).withTimeSlicingReplicas(0)),
                        Expect.error("pools[0].timeSlicing.replicas", "must be at least 1", "found 0")),
                fails("negative time-slicing replicas",
                        V2670.withPools(PoolSpec.of("l4", GpuModel.L4).withTimeSlicingReplicas(-3)),
                        Expect.error("pools[0].timeSlicing.replicas", "found -3")),

                // --- the validator's CUDA workload (NVIDIA/gpu-operator#2842) ---
                fails("a V100S pool with v26.7.0 names the reason and both ways out",
                        V2670.withOverride(Component.DRIVER, "580.173.02").withPools(PoolSpec.of("v100s", GpuModel.V100S)),
                        Expect.error("pools[0].gpuModel", "v26.7.0's validator runs a CUDA workload built with CUDA 13.2",
                                "cannot run on Volta GPUs (V100S in pool 'v100s'", "NVIDIA/gpu-operator#2842",
                                "use a release whose validator runs on Volta (v24.9.2, v25.10.1, v26.3.3)",
                                "set pools[0].cudaWorkloadValidation to false")),
                fails("turning the CUDA workload validation off warns even where it would run",
                        V2670.withPools(PoolSpec.of("l4", GpuModel.L4).withCudaWorkloadValidation(false)),
                        Expect.warning("pools[0].cudaWorkloadValidation", "the CUDA workload validation is off for this pool")),
                fails("a V100 pool with an earlier release keeps the validation",
                        V2633.withOverride(Component.DRIVER, "580.178.04").withPools(PoolSpec.of("v100", GpuModel.V100)),
                        V2633_DEPRECATED),
                fails("v26.3.3 on v1.32, the VK release matrix's oldest, passes; a deprecated-release warning only",
                        V2633.withKubernetesVersion("v1.32.9"), V2633_DEPRECATED),

                // --- Kubernetes ---
                fails("a cluster newer than any release supports",
                        V2670.withKubernetesVersion("v1.38.0"),
                        Expect.error("kubernetesVersion", "v1.38.0 is outside the range GPU Operator v26.7.0 supports (1.33–1.37)",
                                "no curated release supports 1.38")),
                fails("a cluster too old for the newest release suggests older ones",
                        V2670.withKubernetesVersion("v1.32.4"),
                        Expect.error("kubernetesVersion", "(1.33–1.37)", "use a release that supports 1.32: v24.9.2, v25.10.1, v26.3.3")),
                fails("a malformed cluster version",
                        V2670.withKubernetesVersion("1.31"),
                        Expect.error("kubernetesVersion", "expected vX.Y.Z")),

                // --- pools ---
                fails("an unknown GPU model",
                        V2670.withPools(new PoolSpec("b200", "B200", null, null, null)),
                        Expect.error("pools[0].gpuModel", "'B200' is not a known GPU model", "A100_40GB, A100_80GB")),
                fails("a missing GPU model",
                        V2670.withPools(new PoolSpec("x", null, null, null, null)),
                        Expect.error("pools[0].gpuModel", "is required")),
                fails("duplicate and missing pool names",
                        V2670.withPools(PoolSpec.of("gpu", GpuModel.L4), PoolSpec.of("gpu", GpuModel.A30), PoolSpec.of("", GpuModel.T4)),
                        Expect.error("pools[1].name", "'gpu' is already used by pools[0]"),
                        Expect.error("pools[2].name", "is required")),

                // --- malformed versions ---
                fails("a malformed driver version",
                        V2670.withOverride(Component.DRIVER, "580.105"),
                        Expect.error("driverVersion", "'580.105' is not an NVIDIA driver version", "610.57.04")),
                fails("a malformed per-pool driver version",
                        V2670.withPools(PoolSpec.of("a100", GpuModel.A100_40GB).withDriverVersion("latest")),
                        Expect.error("pools[0].driverVersion", "'latest' is not an NVIDIA driver version")),
                fails("a component version that is not an image tag",
                        V2670.withOverride(Component.TOOLKIT, "v1.20.0 beta"),
                        Expect.error("toolkitVersion", "is neither an image tag", "v26.7.0 ships v1.20.0")),
                fails("a driver version pinned to a digest",
                        V2670.withOverride(Component.DRIVER, "580.105.08@sha256:" + "ab".repeat(32)),
                        Expect.error("driverVersion", "cannot carry a digest")),
                // --- VK Cloud's addon 24.9.0 installs NVIDIA's chart v24.9.0: its line decides the release ---
                ok("the addon's default: the newest release of its chart's line, no warning about it",
                        V2492.withAddon("24.9.0")),
                ok("the addon with a driver its line supports and a toolkit of its own line",
                        V2492.withAddon("24.9.0").withOverride(Component.DRIVER, "550.144.03")
                                .withOverride(Component.TOOLKIT, "v1.17.4-ubuntu20.04")),
                fails("the addon asked for a release of another line",
                        V2670.withAddon("24.9.0"),
                        Expect.error("release", "addon 24.9.0 installs NVIDIA's chart v24.9.0", "v24.9 line, not v26.7.0",
                                "method: helm")),
                fails("the addon's chart with v26.7.0 pins",
                        V2492.withAddon("24.9.0").withOverride(Component.OPERATOR, "v26.7.0")
                                .withOverride(Component.TOOLKIT, "v1.20.0").withOverride(Component.DRIVER, "595.91.07"),
                        Expect.error("operatorVersion", "chart v24.9.0", "must be of that line, not v26.7.0"),
                        Expect.error("toolkitVersion", "v1.20.0 is the toolkit of GPU Operator v26.7.0",
                                "v1.17.4-ubuntu20.04 (v24.9.2)"),
                        Expect.error("driverVersion", "595.91.07 is not among the drivers NVIDIA supports with GPU "
                                + "Operator v24.9.2")),
                fails("devicePlugin and gfd pinned apart",
                        V2670.withOverride(Component.DEVICE_PLUGIN, "v0.19.3"),
                        Expect.warning("devicePluginVersion", "devicePlugin v0.19.3 and gfd v0.20.0", "k8s-device-plugin"))
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void reportsExactlyTheExpectedProblems(Case c) {
        CompatibilityReport report = CompatibilityCheck.check(c.input());
        List<String> actual = report.problems().stream().map(p -> p.severity() + " " + p.path()).toList();
        List<String> expected = c.expected().stream().map(e -> e.severity() + " " + e.path()).toList();
        assertEquals(expected, actual, () -> "report was:\n" + report);
        for (int i = 0; i < c.expected().size(); i++) {
            CompatibilityProblem problem = report.problems().get(i);
            for (String fragment : c.expected().get(i).fragments()) {
                assertTrue(problem.message().contains(fragment),
                        () -> "message of " + problem.path() + " lacks \"" + fragment + "\":\n" + problem.message());
            }
        }
        assertEquals(c.expected().stream().anyMatch(e -> e.severity() == ERROR), report.hasErrors());
    }

    @Test
    void reportsEveryProblemAtOnce() {
        CompatibilityInput input = V2670.withKubernetesVersion("v1.30.1").withCudaMajor(13)
                .withOverride(Component.DRIVER, "535.309.01")
                .withPools(PoolSpec.of("h200", GpuModel.H200).withMigProfile("all-1g.5gb"),
                        PoolSpec.of("l4", GpuModel.L4).withMigProfile("all-1g.5gb").withTimeSlicingReplicas(0));
        CompatibilityReport report = CompatibilityCheck.check(input);
        assertEquals(List.of("kubernetesVersion", "pools[0].migProfile", "pools[1].timeSlicing.replicas",
                        "pools[1].migProfile", "driverVersion", "driverVersion"),
                report.errors().stream().map(CompatibilityProblem::path).toList(), report::toString);
        assertTrue(report.warnings().isEmpty());
        // the CUDA problem of the cluster driver is reported once, not once per pool
        assertEquals(1, report.errors().stream().filter(p -> p.message().contains("cannot run CUDA 13")).count());
    }

    @Test
    void theReportReadsAsOneProblemPerLine() {
        CompatibilityReport report = CompatibilityCheck.check(CompatibilityInput.of("v9.9.9")
                .withPools(PoolSpec.of("l4", GpuModel.L4).withTimeSlicingReplicas(0)));
        String text = report.toString();
        assertTrue(text.startsWith("error at release: 'v9.9.9' is not a curated GPU Operator release"), text);
        assertTrue(text.contains("\nerror at pools[0].timeSlicing.replicas: must be at least 1"), text);
        assertFalse(CompatibilityCheck.check(V2670).hasErrors());
        assertEquals("no problems", CompatibilityCheck.check(V2670).toString());
    }
}

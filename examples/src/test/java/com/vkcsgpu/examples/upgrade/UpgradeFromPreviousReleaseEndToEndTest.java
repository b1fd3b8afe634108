package com.vkcsgpu.examples.upgrade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.kube.NodeOs;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.PluginLauncher;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Urns;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stack deployed with the previous release is taken over by this tree without surprises, as pulumi-eks keeps its
 * upgrade tests: the Java reference stack ({@code examples/java-gpu-platform}, GPU Operator by Helm from the fixture
 * chart) is deployed by {@link #PREVIOUS_RELEASE}'s program (with that release's components library) and plugin, both
 * built from the commit, then previewed and updated by this tree's program and plugin on that state, with the same
 * configuration. Nothing may be replaced or deleted, and the changes are exactly {@link #EXPECTED_CHANGES}, each of
 * which CHANGELOG.md announces.
 *
 * <p>Skipped, saying why, where the release cannot be built: without git history (a shallow clone) or {@code mvn}.
 */
class UpgradeFromPreviousReleaseEndToEndTest {
    /**
     * The newest earlier release: the commit of 0.1.0, the last one of the day CHANGELOG.md dates it
     * (2026-12-02). The repository has no tags; when a release is cut, point this at its commit and empty
     * {@link #EXPECTED_CHANGES} (they are then part of that release).
     */
    static final String PREVIOUS_RELEASE = "ad01a487d39f5bb01ee2b5d7d8076f50e01ad18d";

    /** CHANGELOG, Unreleased, Security: "Images: … the release matrix carries the digests NVIDIA's v26.7.0 bundle names". */
    private static final String IMAGE_DIGESTS = "the matrix pins this component of v26.7.0 by tag@sha256 digest now";
    /** CHANGELOG, Unreleased, Added: "GpuOperator {@code resources}: … Every operand now runs with explicit requests …". */
    private static final String OPERAND_RESOURCES = "the operand runs with vkcs-gpu's default requests and limits now";
    /** CHANGELOG, Unreleased, Security: "GpuTenant: Pod Security level on the namespace …, scoped quota, …". */
    private static final String TENANT_HARDENING = "the tenant's namespace gains its Pod Security level, and its "
            + "objects a scoped PriorityClass quota, same-namespace ingress and default container requests";

    /**
     * What the upgrade changes, as {@code <resource> <property>} for each property an update changes or
     * {@code <resource> <step>} for another step, each with the CHANGELOG entry that announces it. The GPU Operator's
     * {@code OperatorRelease} shows its changes under today's {@code values} because the provider migrated 0.1.0's
     * flat settings ({@code components.<component>.version}, ...) first (CHANGELOG, Unreleased, Changed): the six
     * digest-pinned images and the nine operands' new resources, nothing else.
     */
    static final Map<String, String> EXPECTED_CHANGES = new ExpectedChanges()
            .each("gpu-release values.%s.version", IMAGE_DIGESTS,
                    "toolkit", "devicePlugin", "gfd", "dcgmExporter", "driver.manager", "migManager")
            .each("gpu-release values.%s.resources", OPERAND_RESOURCES,
                    "driver", "toolkit", "devicePlugin", "gfd", "dcgm", "dcgmExporter", "migManager", "validator",
                    "nodeStatusExporter")
            .each("gpu-gate %s", "CHANGELOG, Unreleased, Added: the readiness gate counts a ready ClusterPolicy "
                    + "only once every operand runs the images its spec names (its inputs carry the pins)",
                    "operandVersions")
            .each("research-objects objects[%s]", TENANT_HARDENING, "0", "2", "3", "4", "5")
            .each("inference-objects objects[%s]", TENANT_HARDENING, "0", "2", "3", "4", "5")
            .toMap();

    private static final double TIME_SCALE = 0.001;

    private VkCloudEmulator cloud;

    /**
     * A cloud 0.1.0 could deploy to, unlike the realistic one of the other end-to-end tests: immediately consistent
     * (0.1.0 took VK Cloud's "busy" answer as HTTP 409 only, so its node groups, sent while the cluster still
     * reconciles, fail with the 400 a realistic cloud answers), its kubeconfigs carrying a static token (0.1.0 did
     * not serve VK's {@code keystone-auth} exec user: its cluster calls got 401). CHANGELOG, Unreleased, names both.
     *
     * <p>Its nodes boot Ubuntu 22.04 with containerd and no host driver ({@link NodeOs#UBUNTU_22_04}), the image 0.1.0
     * was built for, instead of VK's AlmaLinux 9 with CRI-O and a host driver that the other tests play: 0.1.0's gate
     * waits for the release's driver version on every node, which a node running its image's driver never reports,
     * and NVIDIA publishes no driver container for AlmaLinux. The nodes keep that image for this tree's preview and
     * up too: a provider upgrade does not reboot a cluster's nodes into another image (nothing here replaces a node
     * group), so the same image throughout is what a real stack meets. The current tree on VK's image is what the
     * other end-to-end tests cover. Inside the cluster it plays the permissive platform, as the other tests about
     * something else do ({@link EmulatedStack#PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS}): 0.1.0's Helm install needs
     * the rights VK's documented mapping gives no project role.
     */
    @BeforeEach
    void startCloud() {
        cloud = VkCloudEmulator.builder().timeScale(TIME_SCALE).staticTokenKubeconfig()
                .platform(EmulatedStack.PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS.withNodeOs(NodeOs.UBUNTU_22_04)).start();
    }

    @AfterEach
    void stopCloud() {
        cloud.close();
    }

    @Test
    void theReferenceStackDeployedByThePreviousReleaseUpgradesWithoutReplacement(@TempDir Path dir) {
        Path root = EmulatedStack.repositoryRoot();
        PreviousRelease previous = new PreviousRelease(root, PREVIOUS_RELEASE, PreviousRelease.MACHINE_CACHE);
        Optional<String> unavailable = previous.unavailableReason();
        unavailable.ifPresent(reason -> System.out.println("SKIPPED: " + reason));
        Assumptions.assumeTrue(unavailable.isEmpty(), unavailable.orElse(""));
        Path state = dir.resolve("state.json");

        EngineHarness released = asConfiguredFor010(stack(state)
                .plugin("vkcs-gpu", PluginLauncher.executable(previous.plugin())).build());
        RunResult deployed = released.up(previous.referenceStack());
        assertTrue(deployed.succeeded(), () -> "the previous release did not deploy the stack; its last status lines:\n"
                + lastStatusLines(deployed) + "\n" + deployed.describe());

        EngineHarness current = asConfiguredFor010(stack(state).build());
        RunResult preview = current.preview(ReferenceStack.program()).assertSucceeded();
        Set<String> expected = new TreeMap<>(EXPECTED_CHANGES).keySet();
        assertEquals(expected, changes(preview),
                () -> "the upgrade's preview differs from what CHANGELOG.md announces:\n" + preview.describe());
        RunResult up = current.up(ReferenceStack.program()).assertSucceeded();
        assertEquals(expected, changes(up), () -> "the upgrade's up differs from its preview:\n" + up.describe());
        assertEquals(Set.of(), changes(current.preview(ReferenceStack.program()).assertSucceeded()),
                "after the upgrade's up, nothing is left to change");
        current.destroy().assertSucceeded();
    }

    /**
     * The reference stack against this test's emulator, its state in {@code state}, with this tree's plugin; its A100
     * pool untainted, so that 0.1.0's GPU Operator gets ready: 0.1.0 gave Node Feature Discovery's master no
     * toleration of the pools' taints, and it tolerates only the control plane by default, so on a cluster whose
     * every worker is a tainted GPU node NFD never labels a node and 0.1.0's gate waits until its timeout.
     */
    private EngineHarness.Builder stack(Path state) {
        return ReferenceStack.harness(cloud, state, TIME_SCALE, ReferenceStack.InstallMethod.HELM)
                .configObject(ReferenceStack.PROJECT + ":a100Taints", "[]");
    }

    /** {@code stack} as a 0.1.0 user configured it: without the provider settings added since, which 0.1.0 refuses. */
    private static EngineHarness asConfiguredFor010(EngineHarness stack) {
        return stack.withoutConfig("vkcs-gpu:kubernetesRoleMapping").withoutConfig("vkcs-gpu:projectQuotas")
                .withoutConfig("vkcs-gpu:gpuZones");
    }

    /** The expected changes, each with the CHANGELOG entry that announces it. */
    private static final class ExpectedChanges {
        private final Map<String, String> changes = new TreeMap<>();

        /** For each of {@code names}, the change {@code format} of it, announced by {@code changelogEntry}. */
        ExpectedChanges each(String format, String changelogEntry, String... names) {
            for (String name : names) {
                changes.put(format.formatted(name), changelogEntry);
            }
            return this;
        }

        Map<String, String> toMap() {
            return Map.copyOf(changes);
        }
    }

    /** The last status lines each resource showed, as {@code pulumi up} shows them while it waits. */
    private static String lastStatusLines(RunResult run) {
        Map<String, String> last = new TreeMap<>();
        run.logs().stream().filter(EngineLogMessage::ephemeral).forEach(l -> last.put(Urns.name(l.urn()), l.message()));
        return last.entrySet().stream().map(e -> "  " + e.getKey() + ": " + e.getValue())
                .collect(java.util.stream.Collectors.joining("\n"));
    }

    /**
     * Every step of {@code run} that is not {@code SAME}: {@code <name> <property>} for each property an update
     * changes, {@code <name> <step kind>} for any other step.
     */
    private static TreeSet<String> changes(RunResult run) {
        TreeSet<String> changes = new TreeSet<>();
        for (ResourceStep step : run.steps()) {
            if (step.kind() == StepKind.SAME || step.kind() == StepKind.NOT_DEPLOYED) {
                continue;
            }
            if (step.kind() == StepKind.UPDATE && !step.detailedDiff().isEmpty()) {
                step.detailedDiff().keySet().forEach(path -> changes.add(step.name() + " " + path));
            } else {
                changes.add(step.name() + " " + step.kind());
            }
        }
        return changes;
    }
}

package com.vkcsgpu.examples.emulated;

import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.Flavor;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.ProjectQuotas;
import com.vkcsgpu.emulator.cloud.RoleMapping;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.PluginLauncher;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Pulumi stack whose provider talks to a running {@link VkCloudEmulator}: the engine harness launches the
 * packaged plugin ({@link #packagedPlugin()}), configured with the emulator's
 * endpoints, credentials and CA, and the example programs' project settings (master flavor, network, subnet,
 * chart path) filled in with values the emulator accepts. Used by the offline reference-stack run and by every
 * end-to-end test of the examples, so they configure a stack the same way.
 */
public final class EmulatedStack {
    /** The network and subnet the emulator accepts for cluster creation (it does not model Neutron). */
    public static final String NETWORK_ID = "0f0e5a3c-8d51-4a8e-a7c2-4f1b2e3d4c5b";
    public static final String SUBNET_ID = "5b7e61a4-3c52-4c2e-9d57-0d4d0b1c9e21";
    /** The curated GPU Operator release the provider's fixture chart belongs to: the newest, as the examples pin. */
    public static final String FIXTURE_CHART_RELEASE = "v26.7.0";

    private EmulatedStack() {
    }

    /**
     * The emulator the end-to-end tests of the examples start, on {@link #PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS}:
     * time scale {@code timeScale} and a realistic cloud ({@link com.vkcsgpu.emulator.cloud.CloudBehaviour#realistic()}:
     * status lag, 404 right after create, "busy" as HTTP 400), so the stacks meet what a real cloud may answer, not an
     * immediately consistent one.
     */
    public static VkCloudEmulator.Builder emulator(double timeScale) {
        return onVksPlatform(timeScale).platform(PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS);
    }

    /**
     * The platform the end-to-end tests about something other than Kubernetes rights and VK's in-cluster policies
     * run on, chosen here once: the emulator's permissive cluster, where the project owner's Keystone token may do
     * everything. The emulator's default, VK's documented platform, refuses a Helm install to that token (it is
     * Kubernetes {@code admin}); the tests of that platform and the reference run use {@link #onVksPlatform}.
     */
    public static final VkPlatform PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS = VkPlatform.permissive();

    /**
     * As {@link #emulator}, on the emulator's default platform: VK's documented one (roles as VK documents them,
     * its Gatekeeper constraints, default container resources; docs/emulator.md), as the reference run plays it.
     */
    public static VkCloudEmulator.Builder onVksPlatform(double timeScale) {
        return VkCloudEmulator.builder().timeScale(timeScale).realisticCloud();
    }

    /**
     * A harness builder for {@code project}/{@code dev} whose plugin polls at the emulator's pace.
     *
     * @param timeScale the emulator's time scale, passed to the plugin as {@link ClientOptions#WAIT_SCALE_ENV}
     *                  so its waits run as fast as the emulated clock
     */
    public static EngineHarness.Builder harness(VkCloudEmulator cloud, String project, Path stateFile,
                                                double timeScale) {
        EmulatorCredentials credentials = cloud.credentials();
        return EngineHarness.builder()
                .plugin("vkcs-gpu", PluginLauncher.executable(packagedPlugin()))
                .pluginEnv(ClientOptions.WAIT_SCALE_ENV, String.valueOf(timeScale))
                .project(project)
                .stack("dev")
                .stateFile(stateFile)
                .config("vkcs-gpu:authUrl", cloud.identityUrl().toString())
                .config("vkcs-gpu:username", credentials.username())
                .secretConfig("vkcs-gpu:password", credentials.password())
                .config("vkcs-gpu:projectId", credentials.projectId())
                .config("vkcs-gpu:region", credentials.region())
                .config("vkcs-gpu:userDomainName", credentials.userDomainName())
                .config("vkcs-gpu:caCertificate", cloud.caCertificatePem())
                .config("vkcs-gpu:kubernetesRoleMapping", roleMappingSetting(cloud))
                .configObject("vkcs-gpu:projectQuotas", projectQuotasSetting(cloud.quotas()))
                .configObject("vkcs-gpu:gpuZones", gpuZonesSetting(cloud.flavors()))
                .config(project + ":masterFlavorId", cloud.flavorId("STD3-4-8"))
                .config(project + ":networkId", NETWORK_ID)
                .config(project + ":subnetId", SUBNET_ID);
    }


    /**
     * The provider's {@code kubernetesRoleMapping} that says which mapping the emulator plays, so a preview predicts
     * the role its clusters will give the stack's Keystone user: {@code documented} on VK's documented platform,
     * else {@code owners-cluster-admin} (the permissive cluster gives owners everything too).
     */
    public static String roleMappingSetting(VkCloudEmulator cloud) {
        return cloud.platform().roleMapping() == RoleMapping.DOCUMENTED ? "documented" : "owners-cluster-admin";
    }

    /**
     * The provider's {@code projectQuotas} that states {@code quotas} (the emulator's project, as VK's console page
     * shows a project's quotas), so a preview's capacity line compares with the limits the emulator enforces.
     */
    public static String projectQuotasSetting(ProjectQuotas quotas) {
        return "{\"vcpus\": " + quotas.vcpus() + ", \"ramGb\": " + quotas.ramGb() + ", \"diskGb\": " + quotas.diskGb()
                + ", \"nodes\": " + quotas.nodes() + ", \"gpus\": " + quotas.gpus() + "}";
    }

    /**
     * The provider's {@code gpuZones} that states where the emulated project's GPUs are, by model: the zones the
     * emulator offers each GPU flavor in (its setting, {@code VkCloudEmulator.Builder.gpuZones}), as a user copies
     * where VK connected the project's GPUs. So a preview refuses a pool the emulator would refuse at create.
     */
    public static String gpuZonesSetting(java.util.List<Flavor> flavors) {
        java.util.Map<String, java.util.SortedSet<String>> zonesByModel = new java.util.TreeMap<>();
        for (Flavor flavor : flavors) {
            GpuFlavor.parse(flavor.name(), flavor.id()).filter(gpu -> !flavor.zones().isEmpty()).ifPresent(gpu ->
                    zonesByModel.computeIfAbsent(gpu.model().name(), model -> new java.util.TreeSet<>())
                            .addAll(flavor.zones()));
        }
        return zonesByModel.entrySet().stream().map(entry -> "\"" + entry.getKey() + "\": "
                        + entry.getValue().stream().map(zone -> "\"" + zone + "\"")
                        .collect(java.util.stream.Collectors.joining(", ", "[", "]")))
                .collect(java.util.stream.Collectors.joining(", ", "{", "}"));
    }

    /**
     * {@link #harness} plus {@code chartPath} and {@code release} for programs that install the GPU Operator
     * by Helm from the provider's fixture chart (there is no chart repository offline).
     */
    public static EngineHarness.Builder harnessWithFixtureChart(VkCloudEmulator cloud, String project,
                                                                Path stateFile, double timeScale) {
        return harness(cloud, project, stateFile, timeScale)
                .config(project + ":chartPath", fixtureChart().toString())
                .config(project + ":release", FIXTURE_CHART_RELEASE);
    }

    /**
     * The plugin as the build packages it for {@code pulumi plugin install} ({@code provider/target/plugin}): the
     * wrapper script users run, with the class-data archive that halves each start (every harness operation
     * starts the plugin anew, as the engine does). Found under {@link #repositoryRoot()}.
     */
    public static Path packagedPlugin() {
        Path wrapper = repositoryRoot().resolve(Path.of("provider", "target", "plugin", "pulumi-resource-vkcs-gpu"));
        if (!Files.isRegularFile(wrapper)) {
            throw new IllegalStateException(wrapper + " is missing; build it first: mvn -B -pl examples -am package"
                    + " -DskipTests");
        }
        return wrapper;
    }

    /**
     * The gpu-operator fixture chart in the provider's test resources, found from the working directory (the
     * examples module when Maven runs tests, the repository root for the offline run).
     */
    public static Path fixtureChart() {
        return repositoryRoot().resolve(Path.of("provider", "src", "test", "resources", "charts", "gpu-operator"));
    }

    /**
     * The repository's root folder, found from the working directory (the examples module when Maven runs tests,
     * the repository root for the offline run) by its reference program {@code Pulumi.yaml} and {@code schema.json}.
     */
    public static Path repositoryRoot() {
        for (Path base : new Path[] {Path.of(".."), Path.of(".")}) {
            Path root = base.toAbsolutePath().normalize();
            if (Files.isRegularFile(root.resolve("Pulumi.yaml")) && Files.isRegularFile(root.resolve("schema.json"))) {
                return root;
            }
        }
        throw new IllegalStateException("the repository root (Pulumi.yaml and schema.json) is neither . nor ..; "
                + "run from the repository root or the examples module");
    }
}

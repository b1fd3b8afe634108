package com.vkcsgpu.examples.emulated;

import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.PluginLauncher;
import com.vkcsgpu.provider.cloud.ClientOptions;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Pulumi stack whose provider talks to a running {@link VkCloudEmulator}: the engine harness launches the
 * real plugin ({@code com.vkcsgpu.provider.Main}) from this JVM's classpath, configured with the emulator's
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
     * A harness builder for {@code project}/{@code dev} whose plugin polls at the emulator's pace.
     *
     * @param timeScale the emulator's time scale, passed to the plugin as {@link ClientOptions#WAIT_SCALE_ENV}
     *                  so its waits run as fast as the emulated clock
     */
    public static EngineHarness.Builder harness(VkCloudEmulator cloud, String project, Path stateFile,
                                                double timeScale) {
        EmulatorCredentials credentials = cloud.credentials();
        return EngineHarness.builder()
                .plugin("vkcs-gpu", PluginLauncher.javaMain(Classpaths.current(), "com.vkcsgpu.provider.Main"))
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
                .config(project + ":masterFlavorId", cloud.flavorId("STD3-4-8"))
                .config(project + ":networkId", NETWORK_ID)
                .config(project + ":subnetId", SUBNET_ID);
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
     * The gpu-operator fixture chart in the provider's test resources, found from the working directory (the
     * examples module when Maven runs tests, the repository root for the offline run).
     */
    public static Path fixtureChart() {
        Path relative = Path.of("provider", "src", "test", "resources", "charts", "gpu-operator");
        for (Path base : new Path[] {Path.of(".."), Path.of(".")}) {
            Path chart = base.resolve(relative).toAbsolutePath().normalize();
            if (Files.isRegularFile(chart.resolve("Chart.yaml"))) {
                return chart;
            }
        }
        throw new IllegalStateException("the gpu-operator fixture chart was not found under ./" + relative
                + " or ../" + relative + "; run from the repository root or the examples module");
    }
}

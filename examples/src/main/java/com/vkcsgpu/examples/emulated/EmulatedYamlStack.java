package com.vkcsgpu.examples.emulated;

import com.vkcsgpu.operator.HelmChart;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import com.google.gson.Gson;
import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.yaml.YamlProgram;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Pulumi YAML program of this repository (the root {@code Pulumi.yaml}, {@code examples/yaml-minimal}) as a stack
 * against a running {@link VkCloudEmulator}: run by the harness's YAML language host with the real plugin, its
 * components Constructed from the package schema, its pulumi-kubernetes resources planned but not deployed (that
 * plugin is not available offline). The stack's config comes from its stack file, as {@code pulumi up} reads it,
 * with only what differs per emulator run put in: the identity endpoint (its port), the password and the CA.
 */
public final class EmulatedYamlStack {
    /** Where NVIDIA's packaged GPU Operator charts lie beside the repository (CI and developers; not in a clone). */
    public static final Path SHARED_CHARTS = Path.of("..", "shared", "charts");
    /** The plugin's chart cache under its home ({@code RepositoryCharts.standard()} in the provider). */
    private static final Path CHART_CACHE = Path.of(".cache", "vkcs-gpu", "charts");
    /** A stack-file key whose value is the emulator run's, not the file's (its port is chosen per run). */
    public static final String AUTH_URL = "vkcs-gpu:authUrl";
    private static final Gson GSON = new Gson();

    private EmulatedYamlStack() {
    }

    /** The program of {@code projectFile}, its components taken from the repository's {@code schema.json}. */
    public static Program program(Path projectFile) {
        return YamlProgram.of(projectFile, EmulatedStack.repositoryRoot().resolve("schema.json"));
    }

    /**
     * The emulator's credentials as a stack file names them ({@code vkcs-gpu:username}, {@code projectId},
     * {@code region}, {@code userDomainName}), for starting an emulator that file's stack can log in to.
     */
    public static EmulatorCredentials credentialsOf(Path stackFile) {
        Map<String, Object> config = YamlProgram.stackConfig(stackFile);
        EmulatorCredentials defaults = EmulatorCredentials.defaults();
        return new EmulatorCredentials(string(config, "vkcs-gpu:username", defaults.username()), defaults.password(),
                defaults.userId(), string(config, "vkcs-gpu:userDomainName", defaults.userDomainName()),
                string(config, "vkcs-gpu:projectId", defaults.projectId()), defaults.projectName(),
                string(config, "vkcs-gpu:region", defaults.region()));
    }

    /**
     * A harness for the program of {@code projectFile} as stack {@code stack}: the config of its stack file
     * ({@code Pulumi.<stack>.yaml} beside it) when there is one, else the emulator's ids for the program's
     * {@code masterFlavorId}, {@code networkId} and {@code subnetId}. The plugin takes charts from its usual cache
     * (or NVIDIA's repository); see {@link #withCharts} for an offline run.
     */
    public static EngineHarness.Builder harness(VkCloudEmulator cloud, Path projectFile, String stack, Path stateFile,
                                                double timeScale) {
        String project = YamlProgram.projectName(projectFile);
        EngineHarness.Builder harness = EmulatedStack.harness(cloud, project, stateFile, timeScale)
                .stack(stack)
                .workDir(projectFile.toAbsolutePath().getParent())
                .notDeployedOffline("kubernetes");
        Path stackFile = projectFile.resolveSibling("Pulumi." + stack + ".yaml");
        if (Files.isRegularFile(stackFile)) {
            YamlProgram.stackConfig(stackFile).forEach((key, value) -> {
                if (key.equals(AUTH_URL)) {
                    return;
                }
                if (value instanceof Map<?, ?> || value instanceof List<?>) {
                    harness.configObject(key, GSON.toJson(value));
                } else {
                    harness.config(key, String.valueOf(value));
                }
            });
        }
        return harness;
    }

    /**
     * {@code harness} with a plugin whose home is {@code pluginHome}, its chart cache holding the packaged charts of
     * {@code charts}: the releases the programs pin come from NVIDIA's repository otherwise, not reachable offline.
     */
    public static EngineHarness.Builder withCharts(EngineHarness.Builder harness, Path pluginHome, Path charts) {
        primeChartCache(pluginHome, charts);
        return harness.pluginEnv("JAVA_OPTS", "-Duser.home=" + pluginHome.toAbsolutePath());
    }

    /**
     * A folder under {@code workDir} holding the provider's fixture chart packaged as release
     * {@value EmulatedStack#FIXTURE_CHART_RELEASE} of NVIDIA's chart, for {@link #withCharts}: what the Java reference
     * stack's offline run installs, for a clone without NVIDIA's packaged charts beside it (nothing can be
     * downloaded offline).
     */
    public static Path fixtureCharts(Path workDir) {
        Path folder = workDir.resolve("charts");
        ChartArchive.pack(EmulatedStack.fixtureChart(),
                folder.resolve("gpu-operator-" + EmulatedStack.FIXTURE_CHART_RELEASE + ".tgz"));
        return folder;
    }

    /** The folder of NVIDIA's packaged charts beside the repository, when it is there. */
    public static Optional<Path> sharedCharts() {
        Path charts = EmulatedStack.repositoryRoot().resolve(SHARED_CHARTS).normalize();
        return Files.isDirectory(charts) ? Optional.of(charts) : Optional.empty();
    }

    /** Each {@code gpu-operator-<version>.tgz} of {@code charts} as that version from the matrix's repository. */
    private static void primeChartCache(Path home, Path charts) {
        HelmChart chart = ReleaseMatrix.load().latest().chart();
        ChartSource.Repository repository = new ChartSource.Repository(chart.repository(), chart.name());
        String prefix = chart.name() + "-";
        try (DirectoryStream<Path> archives = Files.newDirectoryStream(charts, prefix + "*.tgz")) {
            for (Path archive : archives) {
                String name = archive.getFileName().toString();
                RepositoryCharts.seed(home.resolve(CHART_CACHE), repository,
                        name.substring(prefix.length(), name.length() - ".tgz".length()), archive);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot put the charts of " + charts + " into the plugin's cache", e);
        }
    }

    private static String string(Map<String, Object> config, String key, String fallback) {
        Object value = config.get(key);
        return value == null ? fallback : String.valueOf(value);
    }
}

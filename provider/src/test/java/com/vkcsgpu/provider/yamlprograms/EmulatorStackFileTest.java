package com.vkcsgpu.provider.yamlprograms;

import static com.vkcsgpu.provider.yamlprograms.YamlDocuments.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.compute.ComputeClient;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.secret.SecretString;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The emulator stack of the reference program ({@code Pulumi.emulator.yaml}) works with an emulator started
 * as its comments say: its settings authenticate, its master flavor is the emulator's CPU flavor, and each
 * GPU pool of {@code Pulumi.yaml} finds a flavor of its model offered in its zone. The Pulumi CLI is not
 * available here, so this is what can be proven of the stack file without it.
 */
class EmulatorStackFileTest {
    /** The port the emulator serves on by default ({@code --port}), which the stack file's authUrl names. */
    private static final int EMULATOR_DEFAULT_PORT = 8443;
    /** Where the emulator says which zones offer a flavor (emulator/README.md, "Which zone offers which GPU"). */
    private static final String ZONES_SPEC = "vkcs-emulator:availability_zones";

    @Test
    void theEmulatorStackAuthenticatesAndEveryPoolFindsItsGpuInItsZone() throws IOException {
        Map<String, Object> program = yaml("Pulumi.yaml");
        String project = (String) program.get("name");
        Map<String, Object> stack = section(yaml("Pulumi.emulator.yaml"), "config");
        EmulatorCredentials defaults = EmulatorCredentials.defaults();
        EmulatorCredentials user = new EmulatorCredentials((String) stack.get("vkcs-gpu:username"), "stack-test-password",
                defaults.userId(), (String) stack.get("vkcs-gpu:userDomainName"), (String) stack.get("vkcs-gpu:projectId"),
                defaults.projectName(), (String) stack.get("vkcs-gpu:region"));

        try (VkCloudEmulator cloud = VkCloudEmulator.builder().port(0).timeScale(0.001).withoutKubeApi()
                .credentials(user).start()) {
            URI stackAuthUrl = URI.create((String) stack.get("vkcs-gpu:authUrl"));
            URI started = cloud.identityUrl();
            assertEquals(URI.create(started.getScheme() + "://" + started.getHost() + ":" + EMULATOR_DEFAULT_PORT
                    + started.getPath()), stackAuthUrl, "vkcs-gpu:authUrl of Pulumi.emulator.yaml");
            var quotas = cloud.quotas();
            assertEquals(Map.of("vcpus", quotas.vcpus(), "ramGb", quotas.ramGb(), "diskGb", quotas.diskGb(),
                    "nodes", quotas.nodes(), "gpus", quotas.gpus()), stack.get("vkcs-gpu:projectQuotas"),
                    "vkcs-gpu:projectQuotas of Pulumi.emulator.yaml states the emulator's project quotas");
            Map<String, List<String>> gpuZones = new java.util.TreeMap<>();
            cloud.flavors().forEach(flavor -> GpuFlavor.parse(flavor.name(), flavor.id()).ifPresent(gpu -> gpuZones
                    .computeIfAbsent(gpu.model().name(), model -> new java.util.ArrayList<>()).addAll(flavor.zones())));
            gpuZones.replaceAll((model, zones) -> zones.stream().distinct().sorted().toList());
            assertEquals(gpuZones, stack.get("vkcs-gpu:gpuZones"),
                    "vkcs-gpu:gpuZones of Pulumi.emulator.yaml states the zones of the emulator's GPUs");

            CloudSettings settings = new CloudSettings(started.toString(), user.username(),
                    SecretString.of(user.password()), user.projectId(), user.region(), user.userDomainName(), null, null,
                    cloud.caCertificatePem());
            VkcsClient client = VkcsClient.create(settings);
            client.verifyAccess();
            ComputeClient compute = client.compute();

            String masterFlavorId = (String) stack.get(project + ":masterFlavorId");
            assertTrue(compute.findFlavor(masterFlavorId).filter(f -> GpuFlavor.of(f).isEmpty()).isPresent(),
                    "masterFlavorId " + masterFlavorId + " is not a CPU flavor of the emulator");

            ConfigValues values = new ConfigValues(project, section(program, "config"), stack);
            int pools = 0;
            for (Map.Entry<String, Object> resource : section(program, "resources").entrySet()) {
                Map<String, Object> body = map(resource.getValue());
                if (!"vkcs-gpu:index:GpuNodePool".equals(body.get("type"))) {
                    continue;
                }
                pools++;
                Map<String, Object> properties = section(body, "properties");
                GpuModel model = GpuModel.valueOf((String) properties.get("gpuModel"));
                int gpus = properties.containsKey("gpusPerNode") ? (Integer) properties.get("gpusPerNode") : 1;
                String zone = String.valueOf(values.resolve(properties.get("availabilityZone")));
                List<String> offered = compute.findGpuFlavors(model, gpus).stream()
                        .filter(f -> zonesOf(compute, f).contains(zone)).map(GpuFlavor::name).toList();
                assertFalse(offered.isEmpty(), "pool " + resource.getKey() + ": the emulator offers no " + model + " x"
                        + gpus + " flavor in zone " + zone);
            }
            assertEquals(3, pools, "GPU pools of Pulumi.yaml");
        }
    }

    private static List<String> zonesOf(ComputeClient compute, GpuFlavor flavor) {
        String zones = compute.extraSpecs(flavor.flavorId()).getOrDefault(ZONES_SPEC, "");
        return Arrays.stream(zones.split(",")).map(String::trim).toList();
    }

    private static Map<String, Object> yaml(String file) throws IOException {
        return map(YamlDocuments.load(Files.readString(RepoFiles.root().resolve(file))));
    }

    private static Map<String, Object> section(Map<String, Object> owner, String name) {
        return map(owner.get(name));
    }
}

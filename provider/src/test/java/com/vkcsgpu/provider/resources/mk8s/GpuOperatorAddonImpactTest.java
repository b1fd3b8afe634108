package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.vkcsgpu.operator.ChartValues;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.DriverUpgradeValues;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseArgs;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * VK's GPU Operator addon seen as the release it installs, which is what makes its impact lines those of an
 * OperatorRelease: the values GpuOperator sends the addon read back into the chart model (the driver's pin and
 * upgrade policy, every component's version), the release of the addon's line from the release matrix.
 */
class GpuOperatorAddonImpactTest {
    private static final ReleaseMatrix MATRIX = ReleaseMatrix.load();

    @Test
    void theAddonsValuesReadBackAsTheReleaseTheyInstall() {
        GpuOperatorValues sent = new GpuOperatorValues(null,
                new GpuOperatorValues.OperandSection("nvcr.io/nvidia", "gpu-operator", "v24.9.2", null),
                new GpuOperatorValues.DriverSection(true, "registry.example.com/gpu", "driver", "570.86.15", null, null,
                        new DriverUpgradeValues(1, "25%", null, null), null),
                new GpuOperatorValues.OperandSection("nvcr.io/nvidia/k8s", "container-toolkit", "v1.17.4-ubuntu20.04",
                        null),
                new GpuOperatorValues.DevicePluginSection("nvcr.io/nvidia", "k8s-device-plugin", "v0.17.0",
                        new GpuOperatorValues.TimeSlicing(4, null, null, null), null, null),
                null, null, null, null, null, null,
                new GpuOperatorValues.ImagePin("registry.k8s.io/nfd", "node-feature-discovery", "v0.16.6"), null,
                "crio");
        ClusterAddonArgs addon = new ClusterAddonArgs("2z1ZCjwYBRWzTg5kdqyeAGsCjDk", "gpu-operator", "24.9.0",
                "gpu-operator", ChartValues.text(ChartValues.addon(sent)), false);

        OperatorReleaseArgs release = GpuOperatorAddonImpact.release(addon, null, MATRIX);

        assertEquals("v24.9.2", release.chartVersion(), "the newest curated release of the addon's line");
        assertEquals("gpu-operator", release.namespace());
        assertEquals("570.86.15", release.values().driver().version());
        assertEquals(sent.driver().repository() + "/" + sent.driver().image(),
                release.values().driver().repository() + "/" + release.values().driver().image());
        assertEquals(sent.driver().upgradePolicy(), release.values().driver().upgradePolicy());
        Map<Component, String> versions = new java.util.EnumMap<>(sent.componentVersions());
        versions.remove(Component.NFD); // sent as the subchart's image, not read back
        assertEquals(versions, release.values().componentVersions());
        assertEquals("crio", release.values().defaultRuntime());
        assertNull(release.nvidiaDrivers(), "the addon takes no NVIDIADriver resources");
    }

    @Test
    void aTemplatesOwnKeysAreIgnoredAndItsDriverSettingsRead() {
        String vkTemplate = """
                driver:
                  enabled: false
                  version: 550.144.03
                node-feature-discovery:
                  worker:
                    nodeSelector: {mcs.mail.ru/gpu-exists: "true"}
                operator:
                  defaultRuntime: crio
                  tolerations: []
                """;
        ClusterAddonArgs addon = new ClusterAddonArgs("2z1ZCjwYBRWzTg5kdqyeAGsCjDk", "gpu-operator", "24.9.0",
                "gpu-operator", vkTemplate, false);

        GpuOperatorValues values = GpuOperatorAddonImpact.release(addon, null, MATRIX).values();

        assertEquals(Boolean.FALSE, values.driver().enabled(), "a host driver: no driver container to reload");
        assertEquals("550.144.03", values.driver().version());
        assertEquals("crio", values.defaultRuntime());
    }
}

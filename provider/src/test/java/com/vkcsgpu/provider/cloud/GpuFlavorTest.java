package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.domain.GpuModel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GpuFlavorTest {
    private FakeCloud cloud;

    @AfterEach
    void stop() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @ParameterizedTest
    @CsvSource({
        "GPU1A-32-96-A100-1, A100_40GB, 1, 32, 96, '', 0",
        "GPU3-32-192-A100x80-1, A100_80GB, 1, 32, 192, '', 0",
        "GPU3-64-384-A100x80-sxm4-2, A100_80GB, 2, 64, 384, sxm4, 0",
        "GPU2-64-384-A100x80-2, A100_80GB, 2, 64, 384, '', 0",
        "GPU3-112-768-A100x80-4, A100_80GB, 4, 112, 768, '', 0",
        "GPU3-112-768-A100x80-sxm4-4, A100_80GB, 4, 112, 768, sxm4, 0",
        "GPU2-96-288-V100S-4, V100S, 4, 96, 288, '', 0",
        "GPU3-64-448-L40S-4, L40S, 4, 64, 448, '', 0",
        "GPU2-48-448-A30-4, A30, 4, 48, 448, '', 0",
        "GPU2-16-72-L4-1, L4, 1, 16, 72, '', 0",
        "GPU-44-256-H200-1, H200, 1, 44, 256, '', 0",
        "GPU-240-2048-H200-8, H200, 8, 240, 2048, '', 0",
        "GPU1-16-48-V100-1, V100, 1, 16, 48, '', 0",
        "GPU2-24-72-V100S-1, V100S, 1, 24, 72, '', 0",
        "GPU2-12-112-A30-1, A30, 1, 12, 112, '', 0",
        "GPU3-16-112-L40S-1, L40S, 1, 16, 112, '', 0",
        "GPU2-24-96-T4-1, T4, 1, 24, 96, '', 0",
        "vGPU-2-8-L4-1Q, L4, 1, 2, 8, '', 1",
        "vGPU-4-8-L4-2Q, L4, 1, 4, 8, '', 2",
        "vGPU-16-32-L4-12Q, L4, 1, 16, 32, '', 12",
        "vGPU-32-64-L4-24Q, L4, 1, 32, 64, '', 24",
    })
    void documentedFlavorNamesParse(String name, GpuModel model, int count, int vcpus, int ramGb, String variant, int vgpuGb) {
        GpuFlavor flavor = GpuFlavor.parse(name, "id-1").orElseThrow();
        assertEquals(model, flavor.model());
        assertEquals(count, flavor.count());
        assertEquals(vcpus, flavor.vcpus());
        assertEquals(ramGb, flavor.ramGb());
        assertEquals(variant, flavor.variant());
        assertEquals(vgpuGb, flavor.vgpuMemoryGb());
        assertEquals(vgpuGb > 0, flavor.isVirtual());
    }

    @ParameterizedTest
    @CsvSource({"STD3-4-8", "Standard-2-4-50", "GPU1-16-48-X999-1", "GPU1-16-48-V100-0", "GPU-16-48", "''"})
    void otherNamesAreNotGpuFlavors(String name) {
        assertEquals(Optional.empty(), GpuFlavor.parse(name, "x"));
    }

    @Test
    void gpuFlavorsAreFoundByModelAndCountSmallestFirstUsingApiSizes() throws Exception {
        FakeTime time = new FakeTime();
        cloud = new FakeCloud(time);
        cloud.addFlavor("std", "STD3-4-8", 4, 8192);
        cloud.addFlavor("big", "GPU1A-64-192-A100-1", 64, 196608);
        cloud.addFlavor("small", "GPU1A-32-96-A100-1", 32, 98304);
        cloud.addFlavor("two", "GPU1A-64-192-A100-2", 64, 196608);
        cloud.addFlavor("l4v", "vGPU-2-8-L4-1Q", 2, 8192);
        cloud.addFlavor("l4", "GPU2-16-72-L4-1", 16, 73728);
        VkcsClient client = ClientFixture.client(cloud, time);

        List<GpuFlavor> a100 = client.compute().findGpuFlavors(GpuModel.A100_40GB, 1);
        assertEquals(List.of("small", "big"), a100.stream().map(GpuFlavor::flavorId).toList());
        assertEquals(96, a100.get(0).ramGb());
        assertEquals(List.of("l4"), client.compute().findGpuFlavors(GpuModel.L4, 1).stream().map(GpuFlavor::flavorId).toList());
        assertEquals(5, client.compute().gpuFlavors().size());
        assertTrue(client.compute().findGpuFlavors(GpuModel.H200, 8).isEmpty());
        assertTrue(client.compute().zonesOffering(new Flavor("l4", "GPU2-16-72-L4-1", 16, 73728, 0, null)).isEmpty(),
                "zone availability is unknown until a source is plugged in");
    }
}

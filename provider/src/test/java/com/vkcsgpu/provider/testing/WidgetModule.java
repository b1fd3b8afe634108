package com.vkcsgpu.provider.testing;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.ProviderFunction;
import java.nio.file.Path;
import java.util.List;

/**
 * Test-only module: the Widget resource and countWidgets function. Registered with ServiceLoader in
 * the provider's test-jar, so the harness gets it by putting the test-jar on the class path; never
 * published in schema.json.
 */
public final class WidgetModule implements ResourceModule {
    private final FakeWidgetCloud cloud;

    /** ServiceLoader: the cloud directory comes from {@code VKCS_GPU_TEST_CLOUD_DIR}. */
    public WidgetModule() {
        this(FakeWidgetCloud.fromEnvironment());
    }

    /** Tests: an explicit cloud. */
    public WidgetModule(FakeWidgetCloud cloud) {
        this.cloud = cloud;
    }

    /** Tests: a cloud in {@code dir}. */
    public static WidgetModule in(Path dir) {
        return new WidgetModule(new FakeWidgetCloud(dir));
    }

    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        return List.of(new WidgetResource(cloud));
    }

    @Override
    public List<ProviderFunction<?, ?>> functions(ProviderContext context) {
        return List.of(new CountWidgetsFunction(cloud));
    }

    @Override
    public boolean published() {
        return false;
    }
}

package com.vkcsgpu.examples.emulated;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A fresh {@link VkCloudEmulator} for each test, closed after it:
 * {@code @RegisterExtension final EmulatedCloud emulated = new EmulatedCloud(0.001);} then {@code emulated.cloud()}.
 */
public final class EmulatedCloud implements BeforeEachCallback, AfterEachCallback {
    private final double timeScale;
    private final VkPlatform platform;
    private VkCloudEmulator cloud;

    /**
     * On {@link EmulatedStack#PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS}.
     *
     * @param timeScale the emulator's clock against real time (0.001: a realistic minute takes 60 ms)
     */
    public EmulatedCloud(double timeScale) {
        this(timeScale, EmulatedStack.PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS);
    }

    /** With {@code platform} inside the emulated clusters, named by the test that means it. */
    public EmulatedCloud(double timeScale, VkPlatform platform) {
        this.timeScale = timeScale;
        this.platform = platform;
    }

    /** The running emulator of the current test. */
    public VkCloudEmulator cloud() {
        if (cloud == null) {
            throw new IllegalStateException("the emulator runs only during a test");
        }
        return cloud;
    }

    /** The first node of node group {@code pool} of cluster {@code cluster}, as the emulator has it now. */
    public String nodeOf(String cluster, String pool) {
        return cloud().snapshot().cluster(cluster).orElseThrow(() -> new AssertionError("no cluster " + cluster))
                .nodeGroups().stream().filter(g -> g.name().equals(pool)).findFirst()
                .orElseThrow(() -> new AssertionError("no node group " + pool + " in " + cluster)).nodeNames().get(0);
    }

    /** The Kubernetes API of cluster {@code cluster}. */
    public KubeApiServer kubeApi(String cluster) {
        return cloud().kubeApi(cluster).orElseThrow(() -> new AssertionError("no Kubernetes API of " + cluster));
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        cloud = EmulatedStack.onVksPlatform(timeScale).platform(platform).start();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (cloud != null) {
            cloud.close();
            cloud = null;
        }
    }
}

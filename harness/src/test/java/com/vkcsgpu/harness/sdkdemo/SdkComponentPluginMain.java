package com.vkcsgpu.harness.sdkdemo;

import com.pulumi.provider.internal.ComponentProviderHost;

/**
 * A component provider built only from the Java SDK's {@code ComponentProviderHost} (package {@code sdkdemo}), the
 * way the real provider serves Construct: the harness must satisfy the SDK's own Construct path (inline deployment
 * dialing the harness's monitor and engine).
 */
public final class SdkComponentPluginMain {

    public static void main(String[] args) throws Exception {
        new ComponentProviderHost("sdkdemo", SdkComponentPluginMain.class.getPackage()).start(args);
    }

    private SdkComponentPluginMain() {
    }
}

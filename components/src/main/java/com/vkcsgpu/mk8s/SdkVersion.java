package com.vkcsgpu.mk8s;

import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.CustomResourceOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import javax.annotation.Nullable;

/**
 * The plugin version these SDK classes were built with. Registrations and invokes carry it, as
 * generated Pulumi SDKs do, so the engine loads the matching {@code pulumi-resource-vkcs-gpu} plugin
 * rather than whichever version happens to be installed. Public for the SDK classes of the other
 * modules ({@code com.vkcsgpu.k8s}, {@code com.vkcsgpu.gpu}); not meant for programs.
 */
public final class SdkVersion {
    /** The plugin version. */
    public static final String VERSION = load();

    private SdkVersion() {
    }

    /** {@code options} with the plugin version filled in unless the caller set one. */
    public static CustomResourceOptions withVersion(@Nullable CustomResourceOptions options, String... secretOutputs) {
        CustomResourceOptions defaults = CustomResourceOptions.builder()
                .version(VERSION)
                .additionalSecretOutputs(secretOutputs)
                .build();
        return CustomResourceOptions.merge(defaults, options);
    }

    /** {@code options} with the plugin version filled in unless the caller set one. */
    public static InvokeOptions withVersion(@Nullable InvokeOptions options) {
        if (options == null) {
            return InvokeOptions.builder().version(VERSION).build();
        }
        if (options.getVersion().isPresent()) {
            return options;
        }
        InvokeOptions.Builder builder = InvokeOptions.builder().version(VERSION);
        options.getParent().ifPresent(builder::parent);
        options.getProvider().ifPresent(builder::provider);
        options.getPluginDownloadURL().ifPresent(builder::pluginDownloadURL);
        return builder.build();
    }

    private static String load() {
        try (InputStream in = SdkVersion.class.getResourceAsStream("sdk-version.properties")) {
            if (in == null) {
                throw new IllegalStateException("sdk-version.properties is missing from the vkcs-gpu components jar");
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

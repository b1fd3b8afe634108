package com.vkcsgpu.provider;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The package name, the version and where {@code pulumi} downloads the plugin from, which Maven writes into
 * {@code vkcs-gpu-version.properties} (the last from the build property {@code vkcsgpu.pluginDownloadURL},
 * set by {@code ./release --plugin-download-url}).
 */
public final class PackageInfo {
    /** The Pulumi package name. */
    public static final String NAME = "vkcs-gpu";
    private static final Properties BUILD = load();
    private static final String VERSION = version(BUILD);

    private PackageInfo() {
    }

    /** The plugin version (the Maven project version): GetPluginInfo and schema.json both use it. */
    public static String version() {
        return VERSION;
    }

    /**
     * The {@code pluginDownloadURL} of a release build, empty in development builds: the engine then finds the
     * plugin only where {@code pulumi plugin install resource vkcs-gpu VERSION --file} put it.
     */
    public static String pluginDownloadUrl() {
        String url = BUILD.getProperty("pluginDownloadURL", "");
        return url.startsWith("${") ? "" : url.trim();
    }

    private static String version(Properties build) {
        String v = build.getProperty("version");
        if (v == null || v.isEmpty() || v.startsWith("${")) {
            throw new IllegalStateException("vkcs-gpu-version.properties was not filtered by Maven: " + v);
        }
        return v;
    }

    private static Properties load() {
        try (InputStream in = PackageInfo.class.getResourceAsStream("/vkcs-gpu-version.properties")) {
            if (in == null) {
                throw new IllegalStateException("vkcs-gpu-version.properties is missing from the class path");
            }
            Properties p = new Properties();
            p.load(in);
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

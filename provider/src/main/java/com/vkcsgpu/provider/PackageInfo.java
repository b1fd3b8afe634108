package com.vkcsgpu.provider;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The package name and the version, which Maven writes into {@code vkcs-gpu-version.properties}. */
public final class PackageInfo {
    /** The Pulumi package name. */
    public static final String NAME = "vkcs-gpu";
    private static final String VERSION = load();

    private PackageInfo() {
    }

    /** The plugin version (the Maven project version): GetPluginInfo and schema.json both use it. */
    public static String version() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = PackageInfo.class.getResourceAsStream("/vkcs-gpu-version.properties")) {
            if (in == null) {
                throw new IllegalStateException("vkcs-gpu-version.properties is missing from the class path");
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version");
            if (v == null || v.isEmpty() || v.startsWith("${")) {
                throw new IllegalStateException("vkcs-gpu-version.properties was not filtered by Maven: " + v);
            }
            return v;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

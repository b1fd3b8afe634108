package com.vkcsgpu.operator;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * VK Cloud's managed {@code gpu-operator} addon of one version, and the NVIDIA chart it installs: VK Cloud numbers
 * the addon as the chart it ships (addon 24.9.0 installs NVIDIA's gpu-operator chart v24.9.0; VK Cloud docs,
 * concepts/addons-and-settings/addons, https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/addons-and-settings/addons).
 * The chart's templates and CRDs are those of its release line ({@code v24.9}), whatever values are given.
 *
 * @param version the addon version, e.g. {@code 24.9.0}
 */
public record VkAddon(String version) {
    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)\\.\\d+");

    /** The chart version the addon installs, e.g. {@code v24.9.0}. */
    public String chartVersion() {
        return "v" + version;
    }

    /** The release line of that chart, e.g. {@code v24.9}; the whole version when it is not major.minor.patch. */
    public String line() {
        Matcher m = VERSION.matcher(version);
        return m.matches() ? "v" + m.group(1) + "." + m.group(2) : "v" + version;
    }

    /** Whether a release or image tag such as {@code v24.9.2} is of the chart's line. */
    public boolean onLine(String releaseOrTag) {
        return releaseOrTag.equals(line()) || releaseOrTag.startsWith(line() + ".");
    }
}

package com.vkcsgpu.provider.cloud;

import java.util.List;

/**
 * One version of a catalog addon with its values template. The template's wire encoding (plain or
 * base64) is not confirmed (reference §3, UNKNOWN): it is returned as sent.
 */
public record AddonVersion(String id, String addonId, String name, String version, String valuesTemplate,
        List<String> supportedKubeVersions) { }

package com.vkcsgpu.provider.cloud.mk8s;

/**
 * Body of {@code POST clusters/{cid}/addons}. {@code values} is sent verbatim (gen-2 takes plain
 * text, unlike gen-1's base64).
 */
public record ClusterAddonCreate(String addonId, String addonVersionId, String namespace, String values, String addonName) { }

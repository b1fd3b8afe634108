package com.vkcsgpu.provider.cloud.compute;

import java.util.Map;

/**
 * A compute flavor from {@code GET flavors/detail}.
 *
 * @param ram memory in MiB (Nova's unit)
 * @param extraSpecs present only with compute microversion 2.61 or later
 */
public record Flavor(String id, String name, int vcpus, int ram, int disk, Map<String, String> extraSpecs) { }

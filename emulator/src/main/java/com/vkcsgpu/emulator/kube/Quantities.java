package com.vkcsgpu.emulator.kube;

import java.math.BigDecimal;
import java.util.Map;

/** Kubernetes resource quantities ({@code 100m}, {@code 2}, {@code 512Mi}, {@code 1G}) as numbers for comparison. */
public final class Quantities {
    private static final Map<String, BigDecimal> SUFFIXES = Map.ofEntries(
            Map.entry("m", new BigDecimal("0.001")), Map.entry("k", BigDecimal.valueOf(1000L)),
            Map.entry("M", BigDecimal.valueOf(1000_000L)), Map.entry("G", BigDecimal.valueOf(1000_000_000L)),
            Map.entry("T", BigDecimal.valueOf(1000_000_000_000L)), Map.entry("Ki", BigDecimal.valueOf(1L << 10)),
            Map.entry("Mi", BigDecimal.valueOf(1L << 20)), Map.entry("Gi", BigDecimal.valueOf(1L << 30)),
            Map.entry("Ti", BigDecimal.valueOf(1L << 40)));

    private Quantities() {}

    public static BigDecimal parse(String quantity) {
        String value = quantity.trim();
        for (String suffix : new String[] {"Ki", "Mi", "Gi", "Ti", "m", "k", "M", "G", "T"}) {
            if (value.endsWith(suffix)) {
                return new BigDecimal(value.substring(0, value.length() - suffix.length())).multiply(SUFFIXES.get(suffix));
            }
        }
        return new BigDecimal(value);
    }
}

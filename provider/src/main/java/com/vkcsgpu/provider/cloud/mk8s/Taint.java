package com.vkcsgpu.provider.cloud.mk8s;

/** A Kubernetes node taint; {@code effect} is NoSchedule, PreferNoSchedule or NoExecute. */
public record Taint(String key, String value, String effect) { }

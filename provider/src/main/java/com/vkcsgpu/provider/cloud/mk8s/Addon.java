package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;

/** A catalog addon ({@code GET addons}) with its versions. */
public record Addon(String id, String name, List<Version> versions) {

    public record Version(String id, String version, boolean isDeprecated) { }
}

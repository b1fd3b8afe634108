package com.vkcsgpu.provider.framework;

/**
 * A named, documented condition under which a change replaces the resource, for nested values that
 * {@link ReplaceOnChange} on a whole component cannot express, e.g.
 * {@code ReplaceRule.changed("gpu.model", "the GPU model is fixed at node-group creation")}. The
 * reason appears in the property's schema description.
 *
 * @param path   the changed path (may contain {@code *} for any index or key)
 * @param reason why the cloud cannot update it in place
 */
public record ReplaceRule(PropertyPath path, String reason) {
    /** Replace when anything at or under {@code path} changes. */
    public static ReplaceRule changed(String path, String reason) {
        return new ReplaceRule(PropertyPath.parse(path), reason);
    }
}

package com.vkcsgpu.operator;

/**
 * The release a {@link ReleaseFeature} starts at.
 *
 * @param feature the behaviour
 * @param from the first release that has it
 * @param source where this comes from (upstream repository + path + tag, or a documentation page)
 */
public record ReleaseThreshold(ReleaseFeature feature, ReleaseVersion from, String source) {
}

package com.vkcsgpu.operator;

import com.vkcsgpu.domain.Sha256Digest;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The explicit image of every GPU Operator component for one install: the release's defaults, with the
 * user's per-component version overrides applied. Nothing is left to chart defaults, because those move
 * within a release line (26.3.0 → 26.3.3 changed four components).
 *
 * <p>An override replaces only the version; repository and image stay the release's.
 *
 * @param release the release version the defaults come from, e.g. {@code v26.7.0}
 * @param pins every component's pinned image and whether the user chose it
 */
public record ComponentPins(String release, Map<Component, Pin> pins) {

    /** OCI tag grammar (distribution spec): up to 128 word characters, dots and dashes, not starting with . or -. */
    private static final Pattern IMAGE_TAG = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}");
    /**
     * A tag pinned to a digest, {@code v1.17.4@sha256:<64 lowercase hex>}: the chart and the operator join a
     * version to its image with {@code :}, which gives {@code repository/image:tag@sha256:…}, a reference whose
     * digest the container runtime enforces (distribution/reference grammar). sha256 only, the digest every
     * registry serves.
     */
    private static final Pattern DIGEST_PINNED_TAG = Pattern.compile(IMAGE_TAG.pattern() + "@" + Sha256Digest.REGEX);

    public ComponentPins {
        Objects.requireNonNull(release, "release");
        pins = Collections.unmodifiableMap(new EnumMap<>(pins));
    }

    /**
     * One component's pin.
     *
     * @param image the image to install
     * @param overridden true when the version came from the user, not the release
     */
    public record Pin(ComponentImage image, boolean overridden) {
    }

    /**
     * Pins every component of {@code release}, applying {@code overrides} (component → version). A
     * {@code null} override value means "not set" (for example an unknown value during preview).
     *
     * @throws IllegalArgumentException naming the property (e.g. {@code toolkitVersion}) when an override
     *                                  is not a valid image tag
     */
    public static ComponentPins resolve(GpuOperatorVersion release, Map<Component, String> overrides) {
        Map<Component, Pin> pins = new EnumMap<>(Component.class);
        for (Component component : Component.values()) {
            ComponentImage image = release.component(component);
            String override = overrides.get(component);
            if (override == null) {
                pins.put(component, new Pin(image, false));
            } else {
                requireValidTag(component, override);
                pins.put(component, new Pin(image.withVersion(override), true));
            }
        }
        return new ComponentPins(release.version(), pins);
    }

    /** True when {@code version} can be used as an image tag. */
    public static boolean isValidTag(String version) {
        return version != null && IMAGE_TAG.matcher(version).matches();
    }

    /**
     * Why {@code version} cannot pin {@code component}, if it cannot: a tag, or a tag pinned to its digest
     * ({@code tag@sha256:…}). Not the driver's digest: the operator appends the node's OS to the driver's tag
     * ({@code 595.91.07-ubuntu24.04}), so a digest after the tag would end up inside it.
     */
    public static Optional<String> versionProblem(Component component, String version) {
        if (isValidTag(version)) {
            return Optional.empty();
        }
        if (version != null && DIGEST_PINNED_TAG.matcher(version).matches()) {
            return component == Component.DRIVER
                    ? Optional.of("cannot carry a digest: the operator appends the node's OS to the driver's tag "
                            + "(595.91.07-ubuntu24.04), so pin the driver by its tag")
                    : Optional.empty();
        }
        return Optional.of("'" + version + "' is neither an image tag (letters, digits, '.', '_' and '-', at most "
                + "128) nor a tag pinned to its digest (tag@sha256: and 64 lowercase hex digits)");
    }

    private static void requireValidTag(Component component, String version) {
        versionProblem(component, version).ifPresent(problem -> {
            throw new IllegalArgumentException(component.versionProperty() + " " + problem);
        });
    }

    /** The pinned image of {@code component}. */
    public ComponentImage image(Component component) {
        return pins.get(component).image();
    }

    /** The pinned version (image tag) of {@code component}. */
    public String version(Component component) {
        return image(component).version();
    }

    /** True when the user overrode {@code component}'s version. */
    public boolean isOverridden(Component component) {
        return pins.get(component).overridden();
    }

    /**
     * Every pin as {@code key → repository/image:version}, sorted by key, so that a rendered form (state,
     * diffs, logs) is the same for the same pins.
     */
    public SortedMap<String, String> asSortedMap() {
        return pins.entrySet().stream().collect(Collectors.toMap(e -> e.getKey().key(),
                e -> e.getValue().image().reference(), (a, b) -> a, TreeMap::new));
    }

    /** {@code release} then one {@code key=reference} line per component, sorted by key. */
    @Override
    public String toString() {
        return "release=" + release + "\n" + asSortedMap().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("\n"));
    }
}

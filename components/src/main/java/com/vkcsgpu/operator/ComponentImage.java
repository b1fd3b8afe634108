package com.vkcsgpu.operator;

import java.util.Objects;

/**
 * A container image as the GPU Operator chart splits it: {@code <repository>/<image>:<version>}.
 *
 * <p>For the driver the operator appends the node's OS to the tag ({@code 595.91.07-ubuntu24.04}),
 * so {@link #reference()} is the pinned value, not necessarily the pulled tag.
 *
 * @param repository the registry path, e.g. {@code nvcr.io/nvidia/k8s}
 * @param image the image name, e.g. {@code container-toolkit}
 * @param version the tag, e.g. {@code v1.20.0}
 * @param digest  the digest the tag is pinned to ({@code sha256:<hex>}) where a source gives it, else {@code null}
 */
public record ComponentImage(String repository, String image, String version, String digest) {

    public ComponentImage {
        Objects.requireNonNull(repository, "repository");
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(version, "version");
    }

    /** An image pinned by its tag only. */
    public ComponentImage(String repository, String image, String version) {
        this(repository, image, version, null);
    }

    /** The same image at {@code newVersion}: the digest stays only with the tag it belongs to. */
    public ComponentImage withVersion(String newVersion) {
        return new ComponentImage(repository, image, newVersion, newVersion.equals(version) ? digest : null);
    }

    /** The version as the chart gets it: the tag, followed by {@code @digest} when the tag is pinned to one. */
    public String pinnedVersion() {
        return digest == null ? version : version + "@" + digest;
    }

    /** {@code repository/image:version}, with {@code @digest} when pinned to one. */
    public String reference() {
        return repository + "/" + image + ":" + pinnedVersion();
    }

    @Override
    public String toString() {
        return reference();
    }
}

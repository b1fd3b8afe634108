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
 */
public record ComponentImage(String repository, String image, String version) {

    public ComponentImage {
        Objects.requireNonNull(repository, "repository");
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(version, "version");
    }

    /** The same image at another version. */
    public ComponentImage withVersion(String newVersion) {
        return new ComponentImage(repository, image, newVersion);
    }

    /** {@code repository/image:version}. */
    public String reference() {
        return repository + "/" + image + ":" + version;
    }

    @Override
    public String toString() {
        return reference();
    }
}

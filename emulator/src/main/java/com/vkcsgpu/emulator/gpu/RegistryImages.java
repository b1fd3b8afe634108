package com.vkcsgpu.emulator.gpu;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The images a user pushed to private registries (e.g. a driver image built for VK Cloud's AlmaLinux nodes,
 * {@code registry.example.com/gpu/driver:580.126.20-almalinux9.4}), as the emulator's image pulls see them: a
 * repository with images listed here holds exactly those tags, and a pull of another tag fails as the registry
 * answers it ("manifest unknown"); a repository with none listed is taken as holding whatever is pulled from it, so
 * a test that does not care need not list anything. NVIDIA's own driver repository is not one of these
 * ({@link NodeImages}).
 */
public final class RegistryImages {
    private final Map<String, Set<String>> tagsByRepository = new ConcurrentHashMap<>();
    private final Set<Runnable> listeners = ConcurrentHashMap.newKeySet();

    /**
     * Records {@code image}, {@code <repository>:<tag>}, as pushed.
     *
     * @throws IllegalArgumentException when the reference has no tag (or is a digest)
     */
    public void push(String image) {
        Reference reference = Reference.of(image);
        tagsByRepository.computeIfAbsent(reference.repository(), r -> ConcurrentHashMap.newKeySet())
                .add(reference.tag());
        listeners.forEach(Runnable::run);
    }

    /**
     * Calls {@code listener} after every push (a kubelet retries a failed pull; here a push makes the simulated
     * clusters look again) until the returned handle is closed.
     */
    public AutoCloseable subscribe(Runnable listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** Whether a pull of {@code image} finds it: its tag is listed, or nothing is listed for its repository. */
    public boolean holds(String image) {
        Reference reference = Reference.of(image);
        Set<String> tags = tagsByRepository.get(reference.repository());
        return tags == null || tags.contains(reference.tag());
    }

    /** Every image pushed, sorted. */
    public List<String> images() {
        Set<String> images = new TreeSet<>();
        tagsByRepository.forEach((repository, tags) -> tags.forEach(tag -> images.add(repository + ":" + tag)));
        return List.copyOf(images);
    }

    /** An image reference split at its tag: the last colon after the last slash (a registry may have a port). */
    record Reference(String repository, String tag) {
        static Reference of(String image) {
            int colon = image == null ? -1 : image.lastIndexOf(':');
            if (colon <= image.lastIndexOf('/') || colon == image.length() - 1 || image.contains("@")) {
                throw new IllegalArgumentException("'" + image + "' is not an image reference with a tag, e.g."
                        + " registry.example.com/gpu/driver:580.126.20-almalinux9.4");
            }
            return new Reference(image.substring(0, colon), image.substring(colon + 1));
        }
    }
}

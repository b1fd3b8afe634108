package com.vkcsgpu.provider.testing;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A "cloud" of widgets kept as one JSON file per widget in a directory, so state survives across
 * plugin processes (the harness starts a new plugin per command). The directory comes from
 * {@code VKCS_GPU_TEST_CLOUD_DIR}, or the system property {@code vkcsgpu.testCloudDir}.
 */
public final class FakeWidgetCloud {
    /** Environment variable naming the directory. */
    public static final String DIR_ENV = "VKCS_GPU_TEST_CLOUD_DIR";
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().create();

    /** A stored widget (the fake cloud's own model, not Pulumi's). */
    public static final class Stored {
        public String id;
        public String name;
        public int size;
        public Map<String, String> labels;
        public List<Map<String, String>> taints;
        public String apiKey;
        public String token;
        public String status;
        public int generation;
    }

    private final Path dir;

    /** A cloud in {@code dir}. */
    public FakeWidgetCloud(Path dir) {
        this.dir = dir;
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The cloud named by the environment or system property, else one in the module's build directory (the test
     * JVMs' working directory), so that a build leaves nothing in the system's temporary directory.
     */
    public static FakeWidgetCloud fromEnvironment() {
        String d = System.getenv(DIR_ENV);
        if (d == null || d.isEmpty()) {
            d = System.getProperty("vkcsgpu.testCloudDir", Path.of("target", "vkcs-gpu-test-cloud").toString());
        }
        return new FakeWidgetCloud(Path.of(d));
    }

    /** The widget with this id. */
    public synchronized Optional<Stored> find(String id) {
        Path f = dir.resolve(id + ".json");
        if (!Files.exists(f)) {
            return Optional.empty();
        }
        try {
            return Optional.of(GSON.fromJson(Files.readString(f), Stored.class));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every widget. */
    public synchronized List<Stored> list() {
        List<Stored> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                out.add(GSON.fromJson(Files.readString(f), Stored.class));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** Writes (creates or replaces) a widget. */
    public synchronized void put(Stored w) {
        try {
            Path tmp = dir.resolve(w.id + ".json.tmp");
            Files.writeString(tmp, GSON.toJson(w), StandardCharsets.UTF_8);
            Files.move(tmp, dir.resolve(w.id + ".json"), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes a widget; false when it did not exist. */
    public synchronized boolean remove(String id) {
        try {
            return Files.deleteIfExists(dir.resolve(id + ".json"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

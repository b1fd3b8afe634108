package com.vkcsgpu.provider.k8s.helm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.yaml.snakeyaml.Yaml;

/**
 * Which values keys an unpacked chart reads, to find the keys Helm would silently ignore: Helm merges any
 * values file into {@code .Values} and never complains about a key no template reads.
 *
 * <p>A key path is read when the chart's values.yaml declares it (a default the templates read), when a
 * template names it ({@code .Values.a.b}, e.g. keys values.yaml only mentions in a comment such as
 * {@code operator.version}), or when an enclosing key is free-form: its default is an empty map, an empty
 * list or null (e.g. {@code nodeSelector: {}}), or a template passes it through whole with {@code toYaml}.
 * Keys under a subchart's name are checked against the subchart's own values.yaml and templates.
 */
public final class ChartValuesKeys {
    private final Map<String, Object> defaults;
    private final String templates;
    private final Map<String, ChartValuesKeys> subcharts;

    private ChartValuesKeys(Map<String, Object> defaults, String templates, Map<String, ChartValuesKeys> subcharts) {
        this.defaults = defaults;
        this.templates = templates;
        this.subcharts = subcharts;
    }

    /** The keys of the chart unpacked at {@code chartDir}, subcharts under {@code charts/} included. */
    public static ChartValuesKeys of(Path chartDir) {
        Map<String, ChartValuesKeys> subcharts = new java.util.TreeMap<>();
        Path charts = chartDir.resolve("charts");
        if (Files.isDirectory(charts)) {
            try (Stream<Path> dirs = Files.list(charts)) {
                dirs.filter(Files::isDirectory).forEach(d -> subcharts.put(d.getFileName().toString(), of(d)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new ChartValuesKeys(load(chartDir.resolve("values.yaml")), templateText(chartDir.resolve("templates")),
                subcharts);
    }

    /**
     * The leaf key paths of {@code values} (maps descended, lists and scalars are leaves) this chart does not
     * read, dotted, e.g. {@code driver.kernelModuleTyp}; empty when every key is read.
     */
    public List<String> unread(Map<String, Object> values) {
        List<String> unread = new ArrayList<>();
        leaves(values, List.of(), unread);
        return unread;
    }

    @SuppressWarnings("unchecked")
    private void leaves(Map<String, Object> values, List<String> prefix, List<String> unread) {
        for (Map.Entry<String, Object> e : values.entrySet()) {
            List<String> path = new ArrayList<>(prefix);
            path.add(e.getKey());
            if (path.size() == 1 && subcharts.containsKey(e.getKey()) && e.getValue() instanceof Map<?, ?> sub) {
                subcharts.get(e.getKey()).unread((Map<String, Object>) sub)
                        .forEach(k -> unread.add(e.getKey() + "." + k));
            } else if (e.getValue() instanceof Map<?, ?> m && !m.isEmpty() && !freeForm(path)) {
                leaves((Map<String, Object>) m, path, unread);
            } else if (!read(path)) {
                unread.add(String.join(".", path));
            }
        }
    }

    /** Declared in values.yaml, named in a template, or below a free-form key. */
    private boolean read(List<String> path) {
        if (declared(path) || named(path)) {
            return true;
        }
        for (int i = path.size() - 1; i >= 1; i--) {
            if (freeForm(path.subList(0, i))) {
                return true;
            }
        }
        return false;
    }

    private boolean freeForm(List<String> path) {
        Object d = at(path);
        boolean emptyDefault = declared(path) && (d == null || d instanceof Map<?, ?> m && m.isEmpty()
                || d instanceof List<?>);
        return emptyDefault || Pattern.compile("toYaml\\s+\\.Values\\." + Pattern.quote(String.join(".", path))
                + "(?![\\w.])").matcher(templates).find();
    }

    private boolean named(List<String> path) {
        return Pattern.compile("\\.Values\\." + Pattern.quote(String.join(".", path)) + "(?![\\w.])")
                .matcher(templates).find();
    }

    @SuppressWarnings("unchecked")
    private boolean declared(List<String> path) {
        Object v = defaults;
        for (String key : path) {
            if (!(v instanceof Map<?, ?> m) || !m.containsKey(key)) {
                return false;
            }
            v = ((Map<String, Object>) m).get(key);
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private Object at(List<String> path) {
        Object v = defaults;
        for (String key : path) {
            v = v instanceof Map<?, ?> m ? ((Map<String, Object>) m).get(key) : null;
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> load(Path file) {
        try {
            Object loaded = new Yaml().load(Files.readString(file));
            return loaded instanceof Map<?, ?> ? (Map<String, Object>) loaded : Map.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String templateText(Path dir) {
        if (!Files.isDirectory(dir)) {
            return "";
        }
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                all.append(Files.readString(f)).append('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return all.toString();
    }
}

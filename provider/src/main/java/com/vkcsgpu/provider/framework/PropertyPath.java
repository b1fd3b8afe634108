package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A path to a value inside a resource's properties, written as Pulumi writes property paths:
 * {@code pools[2].taints}, {@code labels.foo}, {@code labels["nvidia.com/gpu"]}. A {@code *}
 * segment (only in rules) matches any key or index.
 */
public final class PropertyPath {
    private static final Pattern PLAIN_KEY = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final PropertyPath ROOT = new PropertyPath(List.of());

    private final List<Object> segments;

    private PropertyPath(List<Object> segments) {
        this.segments = Collections.unmodifiableList(segments);
    }

    /** A path from keys ({@code String}) and list indexes ({@code Integer}). */
    public static PropertyPath of(Object... segments) {
        List<Object> list = new ArrayList<>();
        for (Object s : segments) {
            if (!(s instanceof String) && !(s instanceof Integer)) {
                throw new IllegalArgumentException("path segments are String keys or Integer indexes: " + s);
            }
            list.add(s);
        }
        return new PropertyPath(list);
    }

    /** The empty path (the whole property bag). */
    public static PropertyPath root() {
        return ROOT;
    }

    /** Parses {@code a.b[1]["c.d"]} and {@code a[*].b}. */
    public static PropertyPath parse(String text) {
        List<Object> out = new ArrayList<>();
        int i = 0;
        StringBuilder key = new StringBuilder();
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '.') {
                flush(key, out);
                i++;
            } else if (c == '[') {
                flush(key, out);
                int end;
                if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    end = text.indexOf("\"]", i + 2);
                    if (end < 0) {
                        throw new IllegalArgumentException("unterminated [\" in property path: " + text);
                    }
                    out.add(text.substring(i + 2, end));
                    i = end + 2;
                } else {
                    end = text.indexOf(']', i);
                    if (end < 0) {
                        throw new IllegalArgumentException("unterminated [ in property path: " + text);
                    }
                    String inner = text.substring(i + 1, end);
                    out.add(inner.equals("*") ? "*" : (Object) Integer.parseInt(inner));
                    i = end + 1;
                }
            } else {
                key.append(c);
                i++;
            }
        }
        flush(key, out);
        return new PropertyPath(out);
    }

    private static void flush(StringBuilder key, List<Object> out) {
        if (key.length() > 0) {
            out.add(key.toString());
            key.setLength(0);
        }
    }

    /** This path extended by a key. */
    public PropertyPath key(String key) {
        List<Object> list = new ArrayList<>(segments);
        list.add(key);
        return new PropertyPath(list);
    }

    /** This path extended by a list index. */
    public PropertyPath index(int index) {
        List<Object> list = new ArrayList<>(segments);
        list.add(index);
        return new PropertyPath(list);
    }

    /** The segments: String keys and Integer indexes. */
    public List<Object> segments() {
        return segments;
    }

    /** Whether this is the root path. */
    public boolean isRoot() {
        return segments.isEmpty();
    }

    /** The first segment as a top-level property name, or empty text for the root. */
    public String topLevel() {
        return segments.isEmpty() ? "" : String.valueOf(segments.get(0));
    }

    /** Whether {@code prefix} (which may hold {@code *} wildcards) is a prefix of this path. */
    public boolean startsWith(PropertyPath prefix) {
        if (prefix.segments.size() > segments.size()) {
            return false;
        }
        for (int i = 0; i < prefix.segments.size(); i++) {
            Object p = prefix.segments.get(i);
            if (!"*".equals(p) && !p.equals(segments.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PropertyPath other && other.segments.equals(segments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(segments);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Object s : segments) {
            if (s instanceof Integer idx) {
                sb.append('[').append(idx).append(']');
            } else if ("*".equals(s) || PLAIN_KEY.matcher((String) s).matches()) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(s);
            } else {
                sb.append("[\"").append(s).append("\"]");
            }
        }
        return sb.toString();
    }
}

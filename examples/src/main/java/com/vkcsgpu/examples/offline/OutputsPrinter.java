package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.Values;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints stack outputs as the {@code Outputs:} section of {@code pulumi up} does (pulumi/pulumi,
 * pkg/backend/display/diff.go, printPropertyValue): keys sorted and aligned, strings quoted, lists as {@code [0]:}
 * entries, maps nested, secrets as {@code [secret]}.
 */
final class OutputsPrinter {
    private final PrintStream out;

    OutputsPrinter(PrintStream out) {
        this.out = out;
    }

    void print(Map<String, Object> outputs) {
        printMap(outputs, "    ");
    }

    private void printMap(Map<?, ?> map, String indent) {
        Map<String, Object> sorted = new TreeMap<>();
        map.forEach((k, v) -> sorted.put(String.valueOf(k), v));
        int width = sorted.keySet().stream().mapToInt(String::length).max().orElse(0);
        sorted.forEach((key, value) -> printEntry(indent + String.format("%-" + width + "s", key), value, indent));
    }

    private void printEntry(String label, Object value, String indent) {
        if (value instanceof Map<?, ?> map && !map.isEmpty()) {
            out.println(label + ": {");
            printMap(map, indent + "    ");
            out.println(indent + "}");
        } else if (value instanceof List<?> list && !list.isEmpty()) {
            out.println(label + ": [");
            for (int i = 0; i < list.size(); i++) {
                printEntry(indent + "    [" + i + "]", list.get(i), indent + "    ");
            }
            out.println(indent + "]");
        } else {
            out.println(label + ": " + scalar(value));
        }
    }

    private static String scalar(Object value) {
        if (value instanceof Values.Secret) {
            return "[secret]";
        }
        if (value instanceof String s) {
            return "\"" + s + "\"";
        }
        if (value instanceof Double d && d == Math.rint(d) && !d.isInfinite()) {
            return String.valueOf(d.longValue());
        }
        if (value instanceof Map<?, ?>) {
            return "{}";
        }
        if (value instanceof List<?>) {
            return "[]";
        }
        return String.valueOf(value);
    }
}

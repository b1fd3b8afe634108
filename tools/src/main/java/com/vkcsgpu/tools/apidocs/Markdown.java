package com.vkcsgpu.tools.apidocs;

import java.util.List;

/** Small Markdown helpers: names turned into file slugs and anchors, table cells, tables. */
final class Markdown {
    private Markdown() {
    }

    /** {@code GpuNodePool} → {@code gpu-node-pool}, {@code getGpuFlavors} → {@code get-gpu-flavors}. */
    static String slug(String camelName) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < camelName.length(); i++) {
            char c = camelName.charAt(i);
            if (Character.isUpperCase(c)) {
                boolean previousIsLower = i > 0 && !Character.isUpperCase(camelName.charAt(i - 1));
                if (i > 0 && previousIsLower) {
                    out.append('-');
                }
                out.append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code GpuCluster} → {@code gpuCluster}. */
    static String lowerCamel(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** Text safe inside a table cell: pipes escaped, line breaks turned into {@code <br>}. */
    static String cell(String text) {
        return text.replace("|", "\\|").replace("\r\n", "<br>").replace("\n", "<br>");
    }

    /** A table with a header row; cells are used as given (escape them with {@link #cell}). */
    static String table(List<String> header, List<List<String>> rows) {
        StringBuilder out = new StringBuilder();
        out.append("| ").append(String.join(" | ", header)).append(" |\n");
        out.append("|").append("---|".repeat(header.size())).append('\n');
        for (List<String> row : rows) {
            out.append("| ").append(String.join(" | ", row)).append(" |\n");
        }
        return out.toString();
    }

    /** A fenced code block. */
    static String code(String language, String body) {
        return "```" + language + "\n" + body + (body.endsWith("\n") ? "" : "\n") + "```\n";
    }
}

package com.vkcsgpu.tools.sdkgen;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns a schema description (Markdown) into Javadoc text: code spans become {@code {@code ...}}, HTML is escaped. */
final class Javadoc {
    private static final Pattern CODE = Pattern.compile("`([^`]*)`");
    private static final int WIDTH = 112;
    /** Stands for a space inside a code span until wrapping is done, so no span is split across lines. */
    private static final char NO_BREAK = '\u0000';

    private Javadoc() {
    }

    /** The description as Javadoc text on one line. */
    static String text(String markdown) {
        String s = markdown == null || markdown.isBlank() ? "" : markdown.strip();
        StringBuilder out = new StringBuilder();
        Matcher m = CODE.matcher(s);
        int last = 0;
        while (m.find()) {
            out.append(escape(s.substring(last, m.start())));
            String code = m.group(1);
            // {@code} needs balanced braces; an unbalanced one is spelled as an entity instead
            String span = balanced(code) ? "{@code " + code + "}" : "<code>" + escape(code) + "</code>";
            out.append(span.replace(' ', NO_BREAK));
            last = m.end();
        }
        out.append(escape(s.substring(last)));
        return out.toString().replace("*/", "*&#47;").replace("\n", " ");
    }

    /** A {@code /** ... *}{@code /} block at {@code indent}, wrapped, with the given tag lines after the text. */
    static String block(String indent, String text, List<String> tags) {
        List<String> lines = new ArrayList<>();
        if (!text.isEmpty()) {
            lines.addAll(wrap(text, WIDTH - indent.length() - 3));
        }
        if (!text.isEmpty() && !tags.isEmpty()) {
            lines.add("");
        }
        for (String tag : tags) {
            lines.addAll(wrap(tag, WIDTH - indent.length() - 3));
        }
        if (lines.size() == 1) {
            return indent + "/** " + lines.get(0).replace(NO_BREAK, ' ') + " */\n";
        }
        StringBuilder b = new StringBuilder(indent).append("/**\n");
        for (String line : lines) {
            b.append(indent).append(line.isEmpty() ? " *" : " * " + line.replace(NO_BREAK, ' ')).append('\n');
        }
        return b.append(indent).append(" */\n").toString();
    }

    private static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (word.isEmpty()) {
                continue;
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static boolean balanced(String code) {
        int depth = 0;
        for (char c : code.toCharArray()) {
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            if (depth < 0) {
                return false;
            }
        }
        return depth == 0;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;");
    }
}

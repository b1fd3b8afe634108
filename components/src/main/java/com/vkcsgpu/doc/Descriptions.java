package com.vkcsgpu.doc;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reading {@code @Doc} descriptions: where their first sentence ends. */
public final class Descriptions {
    /** A period, spaces, then a capital letter: a candidate sentence end. */
    private static final Pattern SENTENCE_END = Pattern.compile("\\.\\s+(?=[A-Z])");
    /** Words whose period does not end a sentence ("e.g. `v1.34.2`"). */
    private static final Set<String> ABBREVIATIONS = Set.of("e.g", "i.e", "etc", "vs", "cf", "approx", "incl");

    private Descriptions() {
    }

    /** The text up to and including the period that ends its first sentence; the whole text when there is one. */
    public static String firstSentence(String text) {
        Matcher m = SENTENCE_END.matcher(text);
        while (m.find()) {
            if (!ABBREVIATIONS.contains(lastWord(text, m.start()))) {
                return text.substring(0, m.start() + 1);
            }
        }
        return text;
    }

    private static String lastWord(String text, int end) {
        int start = end;
        while (start > 0 && !Character.isWhitespace(text.charAt(start - 1)) && text.charAt(start - 1) != '(') {
            start--;
        }
        return text.substring(start, end).toLowerCase(Locale.ROOT);
    }
}

package com.vkcsgpu.provider.yamlprograms;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean ...?": the closest valid name to a misspelt one, by edit distance. */
final class Suggestion {
    private Suggestion() {
    }

    /** The text {@code "; did you mean 'x'?"} for the closest candidate, or empty text when none is close. */
    static String didYouMean(String given, Collection<String> candidates) {
        return closest(given, candidates).map(name -> "; did you mean '" + name + "'?").orElse("");
    }

    /** The candidate nearest to {@code given}, if it is within a third of the name's length (at least 2 edits). */
    static Optional<String> closest(String given, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = distance(given.toLowerCase(), candidate.toLowerCase());
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        int allowed = Math.max(2, given.length() / 3);
        return bestDistance <= allowed ? Optional.ofNullable(best) : Optional.empty();
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

package com.vkcsgpu.provider.yamlprograms;

import java.util.Collection;
import java.util.Optional;
import org.apache.commons.text.similarity.LevenshteinDistance;

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
            int distance = LevenshteinDistance.getDefaultInstance().apply(given.toLowerCase(), candidate.toLowerCase());
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        int allowed = Math.max(2, given.length() / 3);
        return bestDistance <= allowed ? Optional.ofNullable(best) : Optional.empty();
    }
}

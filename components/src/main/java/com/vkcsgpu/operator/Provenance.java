package com.vkcsgpu.operator;

import java.util.Objects;

/**
 * Where a fact in the release matrix comes from.
 *
 * @param source a repository path at a tag or commit, or a documentation URL
 * @param confidence whether the fact was read in that source or inferred
 * @param note why an inferred fact is believed, or a caveat; may be {@code null}
 */
public record Provenance(String source, Confidence confidence, String note) {

    public Provenance {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(confidence, "confidence");
    }

    /** How sure the matrix is of a fact. */
    public enum Confidence {
        /** Read in the cited source. */
        CONFIRMED,
        /** Reasoned from related facts or taken from a secondary source; the note says why. */
        INFERRED
    }
}

package com.vkcsgpu.operator;

/**
 * NVIDIA's life-cycle designation for a driver branch.
 *
 * @param branch the branch number, e.g. 580
 * @param type LTSB, production or new-feature branch
 * @param endOfLife {@code YYYY-MM}, {@code ended}, or {@code null} when unknown
 * @param provenance where it comes from
 */
public record DriverBranchInfo(int branch, Type type, String endOfLife, Provenance provenance) {

    /** NVIDIA's data center driver branch types. */
    public enum Type {
        /** Long Term Support Branch: about three years of fixes. */
        LTSB,
        /** Production Branch: about one year of fixes. */
        PB,
        /** New Feature Branch: for evaluation, short-lived. */
        NFB
    }
}

package com.vkcsgpu.emulator.cloud;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How the emulated service changes an installed addon. FACTS (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/addons/manage-addons):
 * versions only go up (a lower version is refused, always), some addons must be uninstalled before an update, and a
 * failed update leaves the addon in ERROR with "Retry update", which sends the update again. SETTINGS: whether a
 * higher version is taken in place ({@link #inPlaceUpgrades}, default true; false plays "uninstall first", as VK's
 * unreleased Terraform addon v2 resource assumes by marking the version ForceNew) and how many of the next updates
 * fail ({@link #failNextUpdates}).
 */
public final class AddonUpdates {
    private final AtomicBoolean inPlace = new AtomicBoolean(true);
    private final AtomicInteger failing = new AtomicInteger();

    /** Whether a higher version is taken by {@code PATCH}; otherwise it is refused with 400 naming the reinstall. */
    public boolean inPlaceUpgrades() {
        return inPlace.get();
    }

    public void inPlaceUpgrades(boolean allowed) {
        inPlace.set(allowed);
    }

    /** The next {@code count} addon updates end in ERROR (a retry, the update sent again, counts as the next). */
    public void failNextUpdates(int count) {
        failing.set(count);
    }

    /** Whether this update fails, using one of the failures asked for. */
    boolean failNext() {
        return failing.getAndUpdate(n -> Math.max(0, n - 1)) > 0;
    }

    /** Compares dotted numeric versions such as {@code 24.6.2} and {@code 24.9.0}; a non-numeric part compares as 0. */
    static int compareVersions(String left, String right) {
        String[] a = left.split("\\.");
        String[] b = right.split("\\.");
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            int x = i < a.length ? number(a[i]) : 0;
            int y = i < b.length ? number(b[i]) : 0;
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    private static int number(String part) {
        try {
            return Integer.parseInt(part.replaceAll("\\D.*$", ""));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}

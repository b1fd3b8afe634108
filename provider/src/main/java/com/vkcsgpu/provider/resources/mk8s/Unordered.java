package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.PropertyPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Lists the API treats as sets (zones, CIDRs, registries, taints; Terraform declares them as sets in
 * vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_kubernetes_*_v2): their order carries no meaning, so
 * a reordering is no change and a refresh keeps
 * the user's order.
 */
final class Unordered {
    private Unordered() {
    }

    /** Whether both lists hold the same elements the same number of times (nulls count as empty). */
    static <T> boolean same(List<T> a, List<T> b) {
        List<T> left = a == null ? List.of() : a;
        List<T> right = b == null ? List.of() : b;
        if (left.size() != right.size()) {
            return false;
        }
        Map<T, Integer> counts = new HashMap<>();
        left.forEach(item -> counts.merge(item, 1, Integer::sum));
        for (T item : right) {
            Integer left1 = counts.get(item);
            if (left1 == null || left1 == 0) {
                return false;
            }
            counts.put(item, left1 - 1);
        }
        return true;
    }

    /** {@code previous} when it has the same elements as {@code reported} (keeps the user's order), else {@code reported}. */
    static <T> List<T> keepOrder(List<T> reported, List<T> previous) {
        return previous != null && reported != null && same(reported, previous) ? previous : reported;
    }

    /** {@code diff} without changes under {@code property} when old and new differ only in order. */
    static <T> Diff ignoreReordering(Diff diff, String property, List<T> olds, List<T> news) {
        if (olds != null && news != null && !Objects.equals(olds, news) && same(olds, news)) {
            return diff.without(PropertyPath.of(property));
        }
        return diff;
    }
}

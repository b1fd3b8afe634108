package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** Runs Diff as the engine does: both sides checked (defaults applied), new against old inputs. */
final class Diffs {
    private Diffs() {
    }

    static Diff diff(ResourceHandler<?, ?> handler, Map<String, Object> olds, Map<String, Object> news) {
        ResourceHandler.CheckResult oldChecked = handler.check(olds);
        ResourceHandler.CheckResult newChecked = handler.check(news);
        assertEquals(List.of(), oldChecked.failures(), "old inputs must be valid");
        assertEquals(List.of(), newChecked.failures(), "new inputs must be valid");
        return handler.diff(Map.of(), oldChecked.inputs(), newChecked.inputs(), List.of());
    }

    /** The changed top-level properties, sorted, each suffixed {@code !} when it replaces. */
    static String summary(Diff diff) {
        TreeSet<String> out = new TreeSet<>();
        for (Diff.Entry e : diff.entries()) {
            out.add(e.path().topLevel() + (e.replace() ? "!" : ""));
        }
        return String.join(" ", out);
    }
}

package com.vkcsgpu.provider.testing;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;

/** A nested record, to exercise nested paths, enums and required nested properties. */
@Doc("A taint applied to the widget.")
public record Taint(
        @Doc("Taint key.") @Required String key,
        @Doc("Taint value.") String value,
        @Doc("Taint effect.") @Required TaintEffect effect) {
}

package com.vkcsgpu.provider.testing;

import com.vkcsgpu.doc.Doc;

/** Arguments of countWidgets. */
@Doc("Arguments of countWidgets.")
public record CountWidgetsArgs(@Doc("Only widgets whose name starts with this.") String prefix) {
}

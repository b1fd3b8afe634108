package com.vkcsgpu.provider.testing;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;

/** Result of countWidgets. */
@Doc("Result of countWidgets.")
public record CountWidgetsResult(@Doc("How many widgets matched.") @Required int count,
                                 @Doc("Their names, sorted.") List<String> names) {
}

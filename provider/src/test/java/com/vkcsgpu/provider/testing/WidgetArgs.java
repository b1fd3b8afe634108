package com.vkcsgpu.provider.testing;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;
import java.util.Map;

/** Inputs of the test-only Widget. */
@Doc("Inputs of a widget.")
public record WidgetArgs(
        @Doc("Unique name; fixed at creation.") @Required @ReplaceOnChange String name,
        @Doc("Size, changed in place.") @Default("1") Integer size,
        @Doc("Labels, changed in place except `zone`.") Map<String, String> labels,
        @Doc("Taints, changed in place.") List<Taint> taints,
        @Doc("An API key the fake cloud stores.") SecretString apiKey,
        @Doc("How long create waits for readiness, in milliseconds, reporting progress.") @Default("0")
        Integer readyDelayMillis,
        @Doc("Make create fail after the fake cloud accepted it.") @Default("false") Boolean failAfterAccept) {
}

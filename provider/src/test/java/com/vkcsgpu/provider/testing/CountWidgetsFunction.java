package com.vkcsgpu.provider.testing;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.ProviderFunction;

/** Test-only function {@code vkcs-gpu:testing:countWidgets}. */
@Doc("Counts the widgets in the fake cloud.")
public final class CountWidgetsFunction implements ProviderFunction<CountWidgetsArgs, CountWidgetsResult> {
    private final FakeWidgetCloud cloud;

    /** Counts widgets in {@code cloud}. */
    public CountWidgetsFunction(FakeWidgetCloud cloud) {
        this.cloud = cloud;
    }

    @Override
    public String token() {
        return "vkcs-gpu:testing:countWidgets";
    }

    @Override
    public Class<CountWidgetsArgs> argsType() {
        return CountWidgetsArgs.class;
    }

    @Override
    public Class<CountWidgetsResult> resultType() {
        return CountWidgetsResult.class;
    }

    @Override
    public void check(CountWidgetsArgs args, Diagnostics diags) {
        if (args.prefix() != null && args.prefix().contains(" ")) {
            diags.error("prefix", "must not contain spaces", "widget names have none");
        }
    }

    @Override
    public CountWidgetsResult invoke(CountWidgetsArgs args, OpContext ctx) {
        String prefix = args.prefix() == null ? "" : args.prefix();
        var names = cloud.list().stream().map(w -> w.name).filter(n -> n.startsWith(prefix)).sorted().toList();
        return new CountWidgetsResult(names.size(), names);
    }
}

package com.vkcsgpu.harness.e2e;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.provider.testing.sdk.Widget;
import com.vkcsgpu.provider.testing.sdk.WidgetArgs;
import java.util.Map;

/**
 * A Pulumi program on the real plugin's test-only Widget, steered by stack config ({@code e2e:*}):
 * <ul>
 *   <li>{@code alpha}: size {@code sizeA} [1], label {@code zone} = {@code zoneA} [ru-1] (a zone change
 *       replaces the widget), secret {@code apiKey}, a create that waits and reports progress;</li>
 *   <li>{@code beta}: its label {@code peer} is alpha's id, so it depends on alpha and is unknown in preview;</li>
 *   <li>{@code gamma}: only when {@code withGamma}; fails after the cloud accepted it when {@code failGamma}.</li>
 * </ul>
 */
public final class WidgetProgram {

    public static void main(String[] args) {
        Pulumi.run(WidgetProgram::program);
    }

    private static void program(Context ctx) {
        var config = ctx.config();
        var alpha = new Widget("alpha", WidgetArgs.builder()
                .name("alpha")
                .size(config.getInteger("sizeA").orElse(1))
                .labels(Output.of(Map.of("team", "ml", "zone", config.get("zoneA").orElse("ru-1"))))
                .apiKey(config.requireSecret("apiKey"))
                .readyDelayMillis(300)
                .build(), CustomResourceOptions.Empty);
        var beta = new Widget("beta", WidgetArgs.builder()
                .name("beta")
                .labels(alpha.widgetId().applyValue(id -> Map.of("peer", id)))
                .build(), CustomResourceOptions.Empty);
        if (config.getBoolean("withGamma").orElse(false)) {
            new Widget("gamma", WidgetArgs.builder()
                    .name("gamma")
                    .failAfterAccept(config.getBoolean("failGamma").orElse(false))
                    .build(), CustomResourceOptions.Empty);
        }
        ctx.export("alphaId", alpha.widgetId());
        ctx.export("alphaToken", alpha.token());
        ctx.export("betaId", beta.widgetId());
    }

    private WidgetProgram() {
    }
}

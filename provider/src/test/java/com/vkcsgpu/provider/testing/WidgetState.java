package com.vkcsgpu.provider.testing;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;
import com.vkcsgpu.provider.framework.Secret;

/** Outputs of the test-only Widget: its inputs plus computed values. */
@Doc("Outputs of a widget.")
public record WidgetState(
        @Doc("The inputs.") WidgetArgs args,
        @Doc("Cloud id.") @Required String widgetId,
        @Doc("An access token the cloud issues.") @Secret String token,
        @Doc("Lifecycle status reported by the cloud.") String status,
        @Doc("Incremented by every update.") Integer generation) {
}

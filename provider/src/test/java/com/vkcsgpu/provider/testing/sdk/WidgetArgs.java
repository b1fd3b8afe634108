package com.vkcsgpu.provider.testing.sdk;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;

/** Test-only SDK args matching WidgetArgs. */
public final class WidgetArgs extends ResourceArgs {
    @Import(name = "name", required = true)
    private Output<String> name;
    @Import(name = "size")
    private Output<Integer> size;
    @Import(name = "labels")
    private Output<Map<String, String>> labels;
    @Import(name = "taints")
    private Output<List<Object>> taints;
    @Import(name = "apiKey")
    private Output<String> apiKey;
    @Import(name = "readyDelayMillis")
    private Output<Integer> readyDelayMillis;
    @Import(name = "failAfterAccept")
    private Output<Boolean> failAfterAccept;
}

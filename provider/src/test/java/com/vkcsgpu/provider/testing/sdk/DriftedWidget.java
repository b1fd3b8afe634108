package com.vkcsgpu.provider.testing.sdk;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ResourceArgs;

/** A deliberately drifted SDK class: wrong type, a renamed output, a missing input, wrong required flag. */
@ResourceType(type = "vkcs-gpu:testing:Widget")
public class DriftedWidget extends CustomResource {
    @Export(name = "name", refs = {String.class}, tree = "[0]")
    private Output<String> name;
    @Export(name = "size", refs = {String.class}, tree = "[0]")
    private Output<String> size;
    @Export(name = "widgetID", refs = {String.class}, tree = "[0]")
    private Output<String> widgetId;

    /** Registers a widget. */
    public DriftedWidget(String name, Args args, CustomResourceOptions options) {
        super("vkcs-gpu:testing:Widget", name, args, options);
    }

    /** Args with a missing and a wrongly required input. */
    public static final class Args extends ResourceArgs {
        @Import(name = "name")
        private Output<String> name;
        @Import(name = "size", required = true)
        private Output<Integer> size;
    }
}

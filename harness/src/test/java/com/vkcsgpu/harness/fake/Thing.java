package com.vkcsgpu.harness.fake;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;

/** The Java SDK class of {@code fake:index:Thing}, written like a generated SDK class. */
@ResourceType(type = "fake:index:Thing")
public final class Thing extends CustomResource {

    @Export(name = "arn", refs = {String.class}, tree = "[0]")
    private Output<String> arn;

    @Export(name = "token", refs = {String.class}, tree = "[0]")
    private Output<String> token;

    @Export(name = "label", refs = {String.class}, tree = "[0]")
    private Output<String> label;

    public Thing(String name, ThingArgs args, CustomResourceOptions options) {
        super("fake:index:Thing", name, args, options);
    }

    public Output<String> arn() {
        return arn;
    }

    public Output<String> token() {
        return token;
    }

    public Output<String> label() {
        return label;
    }
}

package com.vkcsgpu.harness.sdkdemo;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;

/** Inputs of {@link Greeter}. */
public final class GreeterArgs extends ResourceArgs {

    @Import(name = "who", required = true)
    private Output<String> who;

    private GreeterArgs() {
    }

    Output<String> who() {
        return who;
    }
}

package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;

/** Args of {@link TestEcho}. */
@Doc("Arguments of the test-only echo component.")
public final class TestEchoArgs extends ResourceArgs {
    @Doc("What to shout.")
    @Import(name = "message", required = true)
    private Output<String> message;

    @Doc("How many times (unused; negative is refused).")
    @Import(name = "times")
    private Integer times;

    private TestEchoArgs() {
    }

    Output<String> message() {
        return message;
    }

    Integer times() {
        return times;
    }
}

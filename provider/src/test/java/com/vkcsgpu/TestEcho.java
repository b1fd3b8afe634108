package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.vkcsgpu.doc.Doc;
import java.util.Map;

/**
 * A test-only component in the components' package, to test Construct through the SDK bridge and the
 * schema generator's component support. It lives in the provider's test sources, so the published
 * schema never sees it.
 */
@Doc("Test-only component that shouts its message.")
public final class TestEcho extends ComponentResource {
    /** The upper-cased message. */
    @Doc("The message, upper-cased.")
    @Export(name = "shout", refs = {String.class})
    public final Output<String> shout;

    /** Builds the component. */
    public TestEcho(String name, TestEchoArgs args, ComponentResourceOptions options) {
        super("vkcs-gpu:index:TestEcho", name, options);
        // Two ways a component refuses its arguments: at once, and later inside an Output (e.g. after an invoke).
        if (args.times() != null && args.times() < 0) {
            ArgumentProblems problems = new ArgumentProblems("TestEcho");
            problems.add("times", "must be 0 or more, got " + args.times());
            problems.throwIfAny();
        }
        this.shout = args.message().applyValue(m -> {
            if (m.equals("refuse-later")) {
                throw new IllegalArgumentException("message: 'refuse-later' is refused");
            }
            return m.toUpperCase();
        });
        registerOutputs(Map.of("shout", shout));
    }
}

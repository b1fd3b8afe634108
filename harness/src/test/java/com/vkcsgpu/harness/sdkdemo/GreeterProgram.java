package com.vkcsgpu.harness.sdkdemo;

import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceArgs;

/** A program using {@code sdkdemo:index:Greeter} as a remote component, like a generated SDK class would. */
public final class GreeterProgram {

    public static void main(String[] args) {
        Pulumi.run(ctx -> ctx.export("greeting", new RemoteGreeter("hi", "world").greeting));
    }

    /** The program-side class of the remote component. */
    static final class RemoteGreeter extends ComponentResource {
        @Export(name = "greeting", refs = {String.class}, tree = "[0]")
        private Output<String> greeting;

        RemoteGreeter(String name, String who) {
            super("sdkdemo:index:Greeter", name, new Args(who), ComponentResourceOptions.Empty, true);
        }
    }

    static final class Args extends ResourceArgs {
        @Import(name = "who", required = true)
        private final Output<String> who;

        Args(String who) {
            this.who = Output.of(who);
        }
    }

    private GreeterProgram() {
    }
}

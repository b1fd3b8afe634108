package com.vkcsgpu.harness.fake;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceArgs;

/** The remote component {@code fake:index:Group}: the plugin constructs it (registers a Thing member). */
public final class Group extends ComponentResource {

    @Export(name = "memberArn", refs = {String.class}, tree = "[0]")
    private Output<String> memberArn;

    public Group(String name, int size) {
        super("fake:index:Group", name, new Args(size), ComponentResourceOptions.Empty, true);
    }

    public Output<String> memberArn() {
        return memberArn;
    }

    static final class Args extends ResourceArgs {
        @Import(name = "size")
        private Output<Integer> size;

        Args(int size) {
            this.size = Output.of(size);
        }
    }
}

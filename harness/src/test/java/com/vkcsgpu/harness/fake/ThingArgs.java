package com.vkcsgpu.harness.fake;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;

import javax.annotation.Nullable;

/** Inputs of {@link Thing}. */
public final class ThingArgs extends ResourceArgs {

    @Import(name = "size")
    @Nullable
    private Output<Integer> size;

    @Import(name = "label")
    @Nullable
    private Output<String> label;

    @Import(name = "peer")
    @Nullable
    private Output<String> peer;

    @Import(name = "password")
    @Nullable
    private Output<String> password;

    @Import(name = "failOnCreate")
    @Nullable
    private Output<Boolean> failOnCreate;

    public static ThingArgs of(int size, String label) {
        ThingArgs a = new ThingArgs();
        a.size = Output.of(size);
        a.label = Output.of(label);
        return a;
    }

    public ThingArgs peer(Output<String> peer) {
        this.peer = peer;
        return this;
    }

    public ThingArgs password(Output<String> password) {
        this.password = password;
        return this;
    }

    public ThingArgs failOnCreate(boolean fail) {
        this.failOnCreate = Output.of(fail);
        return this;
    }
}

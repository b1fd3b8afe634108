package com.vkcsgpu.harness.sdkdemo;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;

import java.util.Map;

/** {@code sdkdemo:index:Greeter}: a component with one child component and one output. */
public class Greeter extends ComponentResource {

    @Export(name = "greeting", refs = {String.class}, tree = "[0]")
    public Output<String> greeting;

    public Greeter(String name, GreeterArgs args, ComponentResourceOptions options) {
        super("sdkdemo:index:Greeter", name, options);
        new ComponentResource("sdkdemo:index:GreeterPart", name + "-part",
                ComponentResourceOptions.builder().parent(this).build());
        this.greeting = args.who().applyValue(who -> "hello " + who);
        registerOutputs(Map.of("greeting", greeting));
    }
}

package com.vkcsgpu.harness.fake;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.resources.ComponentResource;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.InvokeArgs;
import com.pulumi.resources.CustomTimeouts;

import java.time.Duration;
import java.util.Map;

/**
 * A Pulumi program for the harness tests, steered by project config ({@code harness:*}) so one class covers
 * every scenario:
 * <ul>
 *   <li>{@code a}: Thing with {@code sizeA}, {@code labelA}, the secret {@code dbPassword};
 *       {@code deleteBeforeReplace} when {@code dbrA=true};</li>
 *   <li>{@code b}: Thing whose {@code peer} is {@code a.arn} (so it depends on {@code a}), unless {@code withB=false};</li>
 *   <li>{@code bundle}: a local component with child Thing {@code inner}; {@code d} depends on {@code bundle};</li>
 *   <li>{@code group}: the remote component {@code fake:index:Group} (Construct);</li>
 *   <li>{@code c}: Thing with {@code failOnCreate} when {@code failC} is set;</li>
 *   <li>{@code e}: Thing imported with {@code importId = importE} when set;</li>
 *   <li>stack output {@code countResult}: the invoke {@code fake:index:getCount} when {@code invokeCount=true}.</li>
 * </ul>
 */
public final class FakeProgram {

    public static void main(String[] args) {
        Pulumi.run(FakeProgram::program);
    }

    private static void program(Context ctx) {
        var config = ctx.config();
        int sizeA = config.getInteger("sizeA").orElse(1);
        String labelA = config.get("labelA").orElse("a");
        boolean dbrA = config.getBoolean("dbrA").orElse(false);
        var a = new Thing("a", ThingArgs.of(sizeA, labelA).password(config.requireSecret("dbPassword")),
                CustomResourceOptions.builder().deleteBeforeReplace(dbrA)
                        .customTimeouts(CustomTimeouts.builder().create(Duration.ofMinutes(2)).delete(Duration.ofMinutes(1)).build())
                        .build());
        ctx.export("arnA", a.arn());
        ctx.export("tokenA", a.token());
        if (config.getBoolean("withB").orElse(true)) {
            var b = new Thing("b", ThingArgs.of(1, "b").peer(a.arn()), CustomResourceOptions.Empty);
            ctx.export("arnB", b.arn());
        }
        if (config.getBoolean("withBundle").orElse(true)) {
            var bundle = new ComponentResource("harness:index:Bundle", "bundle");
            new Thing("inner", ThingArgs.of(1, "inner"), CustomResourceOptions.builder().parent(bundle).build());
            new Thing("d", ThingArgs.of(1, "d"), CustomResourceOptions.builder().dependsOn(bundle).build());
        }
        if (config.getBoolean("withGroup").orElse(true)) {
            var group = new Group("group", 2);
            ctx.export("groupMemberArn", group.memberArn());
        }
        config.get("importE").ifPresent(id ->
                new Thing("e", ThingArgs.of(1, "e"), CustomResourceOptions.builder().importId(id).build()));
        if (config.getBoolean("invokeCount").orElse(false)) {
            var shape = TypeShape.<Map<String, Integer>>builder(Map.class).addParameter(String.class)
                    .addParameter(Integer.class).build();
            ctx.export("countResult", Deployment.getInstance().invoke("fake:index:getCount", shape, InvokeArgs.Empty));
        }
        config.getBoolean("failC").ifPresent(fail ->
                new Thing("c", ThingArgs.of(1, "c").failOnCreate(fail), CustomResourceOptions.Empty));
    }

    private FakeProgram() {
    }

}

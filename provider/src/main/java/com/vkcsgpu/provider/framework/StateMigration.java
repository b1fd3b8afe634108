package com.vkcsgpu.provider.framework;

import java.util.Map;

/**
 * One step from an older shape of a resource's stored inputs and outputs to a newer one, declared by the resource
 * ({@link CustomResource#migrations()}). The engine sends what an earlier plugin stored ({@code olds} and
 * {@code oldInputs} of Diff, Update, Read and Delete) unchanged; the framework runs every step whose shape they are
 * in, in the declared order, before anything decodes, compares or uses them, so a stack deployed by an older release
 * diffs against today's shape and nothing is replaced because a property was renamed or moved. The same idea as
 * pulumi-go-provider's {@code infer} state migrations (infer/resource.go, {@code CustomStateMigrations}): a step
 * recognises its own shape and leaves any other alone.
 *
 * <p>A step works on property maps as the wire carries them (secret and unknown markers included, see
 * {@link Values}); it is given the inputs and the outputs alike, since outputs embed the inputs, and must leave
 * properties it does not know as they are.
 */
public interface StateMigration {
    /** What the step migrates from and to, for messages: e.g. {@code "0.1.0 flat GPU Operator settings"}. */
    String from();

    /** Whether {@code olds} are in the shape this step reads. */
    boolean applies(Map<String, Object> olds);

    /** {@code olds} in the next shape; called only when {@link #applies} is true. */
    Map<String, Object> migrate(Map<String, Object> olds);
}

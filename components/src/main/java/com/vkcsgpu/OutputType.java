package com.vkcsgpu;

import com.pulumi.resources.ResourceArgs;

/**
 * Base of the object output types of the custom resources and functions ({@code @CustomType} classes such as
 * {@link com.vkcsgpu.gpu.Toleration}), so a program can export them and pass them to another resource's input
 * as it can strings, lists and maps.
 *
 * <p>The Pulumi Java SDK serializes no object but an {@code InputArgs}: {@code Serializer.serializeAsync} in
 * pulumi/pulumi-java v1.36.1 ({@code sdk/java/pulumi/src/main/java/com/pulumi/serialization/internal/Serializer.java})
 * throws "Type '...' is not a supported argument type" for generated {@code @CustomType} output types too (the
 * same gap in .NET is pulumi/pulumi-dotnet#58). An {@code InputArgs} is serialized as the object of its
 * {@code @Import} fields, so each output type's fields carry {@code @Import} with their schema names. The SDK
 * still builds these types from engine results through their {@code @CustomType.Builder}.
 * (Component outputs are records and implement {@link OutputObject} instead.)
 */
public abstract class OutputType extends ResourceArgs {
    /** For subclasses. */
    protected OutputType() {
    }
}

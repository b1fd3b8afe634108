package com.vkcsgpu.provider.yamlprograms;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The resource types and functions of one Pulumi package, as a YAML program may use them. */
interface TypeCatalog {
    /** The packages this repository's programs use: vkcs-gpu from schema.json, kubernetes from its Java SDK. */
    static List<TypeCatalog> forRepository(String schemaJson) {
        return List.of(SchemaCatalog.parse(schemaJson), new KubernetesSdkCatalog());
    }

    /** Whether tokens of this type or function belong to this catalog's package. */
    boolean serves(String token);

    /** The resource (custom, component or provider) of this token. */
    Optional<ResourceSpec> resource(String token);

    /** The function of this token. */
    Optional<FunctionSpec> function(String token);

    /** Every resource token, for "did you mean" suggestions; empty when the catalog cannot list them. */
    Set<String> resourceTokens();

    /** Every function token, for suggestions. */
    Set<String> functionTokens();

    /** The provider configuration keys ({@code <package>:<key>} in stack files) without the package prefix. */
    Optional<Set<String>> configKeys(String namespace);

    /**
     * A resource type.
     *
     * @param token   its type token
     * @param inputs  its inputs (the {@code properties:} block)
     * @param outputs the names of its outputs
     */
    record ResourceSpec(String token, Shape.ObjectOf inputs, Set<String> outputs) {
    }

    /**
     * A function.
     *
     * @param token   its token
     * @param inputs  its arguments
     * @param outputs the names of its results
     */
    record FunctionSpec(String token, Shape.ObjectOf inputs, Set<String> outputs) {
    }
}

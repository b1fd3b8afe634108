package com.vkcsgpu.tools.sdkgen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

/** What the TypeScript generator makes of a small schema: the parts that decide what the engine receives. */
class TypeScriptSdkGeneratorTest {
    private static final String SCHEMA = """
            {"name": "p", "version": "1.2.3",
             "resources": {
               "p:m:Thing": {"description": "A thing.",
                 "properties": {"secretText": {"type": "string", "secret": true},
                                "thingId": {"type": "string"},
                                "mode": {"$ref": "#/types/p:m:Mode"}},
                 "inputProperties": {"secretText": {"type": "string", "secret": true},
                                     "mode": {"$ref": "#/types/p:m:Mode"}},
                 "required": ["thingId"], "requiredInputs": ["secretText"]},
               "p:index:Big": {"description": "A component.", "isComponent": true,
                 "properties": {"size": {"type": "integer"}},
                 "inputProperties": {"pools": {"type": "array", "items": {"$ref": "#/types/p:m:Ref"}, "plain": true}}}},
             "functions": {"p:m:getAll": {"inputs": {"properties": {}},
                           "outputs": {"properties": {"labels": {"type": "object",
                             "additionalProperties": {"type": "string"}}}}}},
             "types": {
               "p:m:Ref": {"properties": {"name": {"type": "string"}}, "required": ["name"], "type": "object"},
               "p:m:Mode": {"type": "string", "enum": [{"value": "a"}, {"value": "b"}]}}}
            """;

    private final String sdk = TypeScriptSdkGenerator.generate(JsonParser.parseString(SCHEMA).getAsJsonObject());

    @Test
    void aComponentIsRemoteAndACustomResourceIsNot() {
        assertTrue(sdk.contains("export class Big extends pulumi.ComponentResource {"), sdk);
        assertTrue(sdk.contains("}, withVersion(opts), true);"), sdk);
        assertTrue(sdk.contains("    export class Thing extends pulumi.CustomResource {"), sdk);
        assertTrue(sdk.contains("super(\"p:m:Thing\", name, {"), sdk);
        assertFalse(sdk.contains("withSecretOutputs(opts, [\"secretText\"]), true"), sdk);
    }

    @Test
    void everyOutputIsRegisteredSoTheSdkFillsItAndSecretsStaySecret() {
        assertTrue(sdk.contains("thingId: undefined,"), sdk);
        assertTrue(sdk.contains("size: undefined,"), sdk);
        assertTrue(sdk.contains("secretText: args?.secretText === undefined ? undefined : pulumi.secret(args.secretText),"), sdk);
        assertTrue(sdk.contains("withSecretOutputs(opts, [\"secretText\"])"), sdk);
        assertTrue(sdk.contains("const pluginVersion = \"1.2.3\";"), sdk);
    }

    @Test
    void typesAreInputsOnTheWayInOutputsOnTheWayOutAndPlainInputsTakeOutputs() {
        assertTrue(sdk.contains("pools?: pulumi.Input<pulumi.Input<m.RefArgs>[]>;"), sdk);
        assertTrue(sdk.contains("public readonly thingId!: pulumi.Output<string>;"), sdk);
        assertTrue(sdk.contains("public readonly mode!: pulumi.Output<Mode | undefined>;"), sdk);
        assertTrue(sdk.contains("export type Mode = \"a\" | \"b\";"), sdk);
        assertTrue(sdk.contains("readonly labels?: { [key: string]: string };"), sdk);
        assertTrue(sdk.contains("return pulumi.runtime.invoke(\"p:m:getAll\", args ?? {}, withVersion(opts));"), sdk);
    }
}

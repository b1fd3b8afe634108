package com.vkcsgpu.tools.sdkgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the generator makes of a small schema: which classes, and the parts of them that carry behaviour. */
class JavaSdkGeneratorTest {
    private static final String SCHEMA = """
            {"name": "p", "language": {"java": {"basePackage": "com.example", "packages": {"m": "m"}}},
             "resources": {
               "p:m:Thing": {"description": "A thing.",
                 "properties": {"secretText": {"type": "string", "description": "S.", "secret": true},
                                "refs": {"type": "array", "items": {"$ref": "#/types/p:m:Ref"}, "description": "R."},
                                "mode": {"$ref": "#/types/p:m:Mode", "description": "M."}},
                 "inputProperties": {"secretText": {"type": "string", "description": "S.", "secret": true},
                                     "names": {"type": "array", "items": {"type": "string"}, "description": "N."},
                                     "mode": {"$ref": "#/types/p:m:Mode", "description": "M."}},
                 "requiredInputs": ["secretText"]},
               "p:index:Big": {"description": "A component.", "isComponent": true,
                 "properties": {}, "inputProperties": {"x": {"$ref": "#/types/p:index:Only", "description": "X."}}}},
             "functions": {"p:m:getAll": {"description": "Lists.", "inputs": {"properties": {}},
                           "outputs": {"properties": {"labels": {"type": "array", "items": {"type": "object",
                             "additionalProperties": {"type": "string"}}, "description": "L."}}}}},
             "types": {
               "p:m:Ref": {"description": "A ref.", "properties": {"name": {"type": "string", "description": "N."}},
                           "required": ["name"], "type": "object"},
               "p:m:Mode": {"description": "A mode.", "type": "string", "enum": [{"value": "a"}, {"value": "b"}]},
               "p:index:Only": {"description": "Component-only.", "properties": {}, "type": "object"}}}
            """;

    private final Map<String, String> files = JavaSdkGenerator.generate(JsonParser.parseString(SCHEMA).getAsJsonObject());

    @Test
    void makesOneClassPerResourceArgsOutputTypeAndFunctionButNoneForComponentsOrEnums() {
        assertEquals(List.of("com/example/m/GetAllResult.java", "com/example/m/MFunctions.java", "com/example/m/Ref.java",
                "com/example/m/Thing.java", "com/example/m/ThingArgs.java"), List.copyOf(files.keySet()));
        files.values().forEach(source -> assertTrue(source.startsWith(JavaSdkGenerator.MARKER)));
    }

    @Test
    void secretInputsAreAlwaysSentAsSecretsAndSecretOutputsRegisteredAsSuch() {
        String args = files.get("com/example/m/ThingArgs.java");
        assertTrue(args.contains("$.secretText = secretText == null ? null : secretText.asSecret();"), args);
        assertTrue(args.contains("Output.ofSecret(secretText)"), args);
        assertTrue(files.get("com/example/m/Thing.java").contains("SdkVersion.withVersion(options, \"secretText\")"));
    }

    @Test
    void requiredInputsAreCheckedByBuildAndOptionalOnesAreOptional() {
        String args = files.get("com/example/m/ThingArgs.java");
        assertTrue(args.contains("Objects.requireNonNull($.secretText, \"ThingArgs.secretText is required\");"), args);
        assertTrue(args.contains("public Optional<Output<List<String>>> names()"), args);
        assertTrue(args.contains("public Builder names(String... names)"), args);
    }

    @Test
    void enumValuesAreTakenAsTheirScalarSoProgramsKeepPassingStrings() {
        assertTrue(files.get("com/example/m/ThingArgs.java").contains("private @Nullable Output<String> mode;"));
        assertTrue(files.get("com/example/m/Thing.java").contains("private Output<String> mode;"));
    }

    @Test
    void exportsEncodeGenericTypesAsPulumiJavaReadsThem() {
        assertTrue(files.get("com/example/m/Thing.java")
                .contains("@Export(name = \"refs\", refs = {List.class, Ref.class}, tree = \"[0,1]\")"));
        JavaType nested = JavaType.listOf(JavaType.mapOf(JavaType.of("java.lang.String")));
        assertEquals(List.of("List", "Map", "String"), nested.refs());
        assertEquals("[0,[1,2,2]]", nested.tree());
        assertEquals("[0]", JavaType.of("java.lang.String").tree());
    }

    @Test
    void outputTypesExtendTheExportableBaseAndFunctionsInvokeWithThePluginVersion() {
        String ref = files.get("com/example/m/Ref.java");
        assertTrue(ref.contains("public final class Ref extends OutputType {"), ref);
        assertTrue(ref.contains("@CustomType.Setter(\"name\")"), ref);
        assertFalse(ref.contains("@Nullable String name;"), "a required property is not nullable");
        String functions = files.get("com/example/m/MFunctions.java");
        assertTrue(functions.contains("Deployment.getInstance().invoke(GET_ALL, TypeShape.of(GetAllResult.class), "
                + "InvokeArgs.Empty, SdkVersion.withVersion(options))"), functions);
    }

    @Test
    void aPropertyNamedLikeAJavaKeywordIsRefusedWithTheFix() {
        JsonObject schema = JsonParser.parseString(SCHEMA.replace("\"names\"", "\"class\"")).getAsJsonObject();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JavaSdkGenerator.generate(schema));
        assertTrue(e.getMessage().contains("'class'") && e.getMessage().contains("rename"), e.getMessage());
    }

    @Test
    void descriptionsBecomeJavadocWithCodeSpansKeptWhole() {
        assertEquals("/** {@code a b} &lt;x&gt; &#64;y */\n", Javadoc.block("", Javadoc.text("`a b` <x> @y"), List.of()));
        String block = Javadoc.block("", Javadoc.text("word ".repeat(30) + "`one two`"), List.of());
        assertTrue(block.contains("{@code one two}"), block);
    }
}

package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.Plugin;
import java.io.InputStream;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** schema.json, and a schema with the test module's richer declarations, satisfy Pulumi's meta-schema. */
class MetaSchemaTest {
    private static JsonSchema metaSchema() throws Exception {
        // A copy of pulumi/pulumi pkg/codegen/schema/pulumi.json (source and license in pulumi/README.md beside it).
        try (InputStream in = MetaSchemaTest.class.getResourceAsStream("/pulumi/pulumi-package-metaschema.json")) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    @Test
    void checkedInSchemaIsValid() throws Exception {
        JsonNode schema = new ObjectMapper().readTree(RepoFiles.schemaJson().toFile());
        Set<ValidationMessage> errors = metaSchema().validate(schema);
        assertEquals(Set.of(), errors);
    }

    @Test
    void schemaWithResourcesFunctionsAndTypesIsValid() throws Exception {
        // every module: the components refer to the resources' shared types (toleration, taint, pool status)
        String json = PackageSchema.generate(Plugin.discoverModules(), false);
        JsonNode schema = new ObjectMapper().readTree(json);
        assertEquals(Set.of(), metaSchema().validate(schema));
        assertTrue(schema.at("/resources/vkcs-gpu:testing:Widget/inputProperties/name/replaceOnChanges").asBoolean());
        assertTrue(schema.at("/resources/vkcs-gpu:testing:Widget/properties/token/secret").asBoolean());
        assertEquals(1, schema.at("/resources/vkcs-gpu:testing:Widget/inputProperties/size/default").asInt());
        assertTrue(schema.at("/resources/vkcs-gpu:testing:Widget/inputProperties/labels/description").asText()
                .contains("Changing `labels.zone` replaces the resource"));
        assertEquals("#/types/vkcs-gpu:testing:Taint",
                schema.at("/resources/vkcs-gpu:testing:Widget/inputProperties/taints/items/$ref").asText());
        assertEquals("NoExecute", schema.at("/types/vkcs-gpu:testing:TaintEffect/enum/2/value").asText());
        assertFalse(schema.at("/functions/vkcs-gpu:testing:countWidgets/outputs/properties/count").isMissingNode());
        assertEquals("OS_PASSWORD", schema.at("/config/variables/password/defaultInfo/environment/0").asText());
        assertTrue(schema.at("/config/variables/password/secret").asBoolean());
    }

    @Test
    void metaSchemaRejectsABrokenSchema() throws Exception {
        JsonNode broken = new ObjectMapper().readTree("{\"name\": \"vkcs-gpu\", \"resources\": {\"bad token\": {}}}");
        assertFalse(metaSchema().validate(broken).isEmpty());
    }
}

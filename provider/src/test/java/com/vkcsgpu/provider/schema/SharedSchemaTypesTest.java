package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.config.ProviderConfigArgs;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.SchemaGenerator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Components point at the resources' toleration, taint and pool-status types; enums carry their wire values. */
class SharedSchemaTypesTest {
    private static final JsonObject SCHEMA = JsonParser.parseString(
            PackageSchema.generate(Plugin.discoverModules(), true)).getAsJsonObject();

    private static JsonObject inputs(String component) {
        return SCHEMA.getAsJsonObject("resources").getAsJsonObject("vkcs-gpu:index:" + component)
                .getAsJsonObject("inputProperties");
    }

    private static String itemRef(JsonObject property) {
        return property.getAsJsonObject("items").get("$ref").getAsString();
    }

    @Test
    void componentTolerationsTaintsAndPoolStatusesAreTheResourcesTypes() {
        assertEquals("#/types/vkcs-gpu:mk8s:Taint", itemRef(inputs("GpuNodePool").getAsJsonObject("taints")));
        assertEquals("#/types/vkcs-gpu:gpu:Toleration", itemRef(SCHEMA.getAsJsonObject("types")
                .getAsJsonObject("vkcs-gpu:index:TenantPool").getAsJsonObject("properties")
                .getAsJsonObject("tolerations")));
        JsonObject pool = SCHEMA.getAsJsonObject("resources").getAsJsonObject("vkcs-gpu:index:GpuNodePool")
                .getAsJsonObject("properties");
        assertEquals("#/types/vkcs-gpu:gpu:Toleration", itemRef(pool.getAsJsonObject("tolerations")));
        JsonObject operator = SCHEMA.getAsJsonObject("resources").getAsJsonObject("vkcs-gpu:index:GpuOperator")
                .getAsJsonObject("properties");
        assertEquals("#/types/vkcs-gpu:gpu:GatePoolStatus", itemRef(operator.getAsJsonObject("poolStatuses")));
        for (String copy : List.of("NodePoolToleration", "TenantToleration", "NodePoolTaint", "GpuOperatorPoolStatus")) {
            assertFalse(SCHEMA.getAsJsonObject("types").has("vkcs-gpu:index:" + copy), copy);
        }
    }

    @Test
    void enumValuesAreTheWireValuesAndStringInputsReferToThem() {
        JsonObject method = inputs("GpuOperator").getAsJsonObject("method");
        assertEquals("#/types/vkcs-gpu:index:InstallMethod", method.get("$ref").getAsString());
        assertEquals("helm", method.get("default").getAsString());
        JsonObject installMethod = SCHEMA.getAsJsonObject("types").getAsJsonObject("vkcs-gpu:index:InstallMethod");
        List<String> values = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (JsonElement e : installMethod.getAsJsonArray("enum")) {
            values.add(e.getAsJsonObject().get("value").getAsString());
            names.add(e.getAsJsonObject().get("name").getAsString());
        }
        assertEquals(List.of("helm", "addon"), values);
        assertEquals(List.of("HELM", "ADDON"), names);
        JsonObject driverType = SCHEMA.getAsJsonObject("types").getAsJsonObject("vkcs-gpu:gpu:NvidiaDriverCrd")
                .getAsJsonObject("properties").getAsJsonObject("driverType");
        assertEquals("#/types/vkcs-gpu:gpu:DriverType", driverType.get("$ref").getAsString());
        assertTrue(SCHEMA.getAsJsonObject("types").getAsJsonObject("vkcs-gpu:gpu:DriverType").toString()
                .contains("\"value\":\"vgpu-host-manager\""));
        assertEquals("#/types/vkcs-gpu:mk8s:TaintEffect", SCHEMA.getAsJsonObject("types")
                .getAsJsonObject("vkcs-gpu:gpu:Toleration").getAsJsonObject("properties").getAsJsonObject("effect")
                .get("$ref").getAsString());
    }

    /** Args naming a schema type that does not exist. */
    @Doc("Args.")
    public static final class DanglingArgs extends ResourceArgs {
        @Doc("A toleration.") @Import(name = "toleration")
        private NoSuchShared toleration;
    }

    /** A nested type pointing at a type no resource registers. */
    @SharedSchemaType("gpu:NoSuchType")
    public static final class NoSuchShared extends ResourceArgs {
        @Import(name = "key")
        private String key;
    }

    /** A component using {@link NoSuchShared}. */
    @Doc("Test component.")
    public static final class Dangling extends ComponentResource {
        public Dangling(String name, DanglingArgs args, ComponentResourceOptions options) {
            super("vkcs-gpu:index:Dangling", name, options);
        }
    }

    /** Args whose toleration is the resources' type, documented a second time. */
    @Doc("Args.")
    public static final class DocumentedTwiceArgs extends ResourceArgs {
        @Doc("A toleration.") @Import(name = "toleration")
        private DocumentedTwice toleration;
    }

    /** The resources' toleration type with descriptions of its own, which the schema would never show. */
    @SharedSchemaType("gpu:Toleration")
    @Doc("A toleration.")
    public static final class DocumentedTwice extends ResourceArgs {
        @Doc("The key, said again.") @Import(name = "key")
        private String key;
        @Import(name = "effect")
        private String effect;
    }

    /** A component using {@link DocumentedTwice}. */
    @Doc("Test component.")
    public static final class TwiceDocumented extends ComponentResource {
        public TwiceDocumented(String name, DocumentedTwiceArgs args, ComponentResourceOptions options) {
            super("vkcs-gpu:index:TwiceDocumented", name, options);
        }
    }

    /**
     * A shared type's docs are the declaring resource's, one text: descriptions on the component's class would drift
     * unseen, so they are a declaration error naming each one.
     */
    @Test
    void descriptionsOnASharedTypesClassAreADeclarationErrorNamingEach() {
        ProviderContext unconfigured = new ProviderContext();
        List<CustomResource<?, ?>> resources = Plugin.discoverModules().stream()
                .flatMap(module -> module.resources(unconfigured).stream()).toList();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SchemaGenerator.generate(
                new SchemaGenerator.Package("vkcs-gpu", "0.1.0", "d", ProviderConfigArgs.class, resources, List.of(),
                        List.of(TwiceDocumented.class), new JsonObject())));
        assertTrue(e.getMessage().contains("DocumentedTwice: @Doc on the class, key is never read"), e.getMessage());
        assertTrue(SCHEMA.getAsJsonObject("types").has("vkcs-gpu:gpu:Toleration"), "the type it names exists");
    }

    @Test
    void aSharedTypeThatDoesNotExistIsADeclarationErrorNamingTheClass() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SchemaGenerator.generate(
                new SchemaGenerator.Package("vkcs-gpu", "0.1.0", "d", ProviderConfigArgs.class, List.of(), List.of(),
                        List.of(Dangling.class), new JsonObject())));
        assertTrue(e.getMessage().contains("NoSuchShared: @SharedSchemaType(\"gpu:NoSuchType\") names no object type"),
                e.getMessage());
    }
}

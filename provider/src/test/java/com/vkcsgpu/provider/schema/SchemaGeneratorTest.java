package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.TestEcho;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.config.ProviderConfigArgs;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.SchemaGenerator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Component classes and descriptions in the generated schema. */
class SchemaGeneratorTest {
    private static SchemaGenerator.Package pkg(List<? extends CustomResource<?, ?>> resources, List<Class<?>> components) {
        return new SchemaGenerator.Package("vkcs-gpu", "0.1.0", "d", ProviderConfigArgs.class, resources, List.of(),
                components, new JsonObject());
    }

    @Test
    void componentClassesBecomeComponentResourcesWithTheirDescriptions() {
        JsonObject schema = SchemaGenerator.generate(pkg(List.of(), List.of(TestEcho.class)));
        JsonObject echo = schema.getAsJsonObject("resources").getAsJsonObject("vkcs-gpu:index:TestEcho");
        assertTrue(echo.get("isComponent").getAsBoolean());
        assertEquals("Test-only component that shouts its message.", echo.get("description").getAsString());
        assertEquals("What to shout.", echo.getAsJsonObject("inputProperties").getAsJsonObject("message")
                .get("description").getAsString());
        assertTrue(echo.getAsJsonObject("inputProperties").getAsJsonObject("times").get("plain").getAsBoolean());
        assertEquals("message", echo.getAsJsonArray("requiredInputs").get(0).getAsString());
        assertEquals("string", echo.getAsJsonObject("properties").getAsJsonObject("shout").get("type").getAsString());
    }

    record UndocumentedArgs(@Doc("Documented.") String a, String b) {
    }

    record UndocumentedState(@Doc("Inputs.") UndocumentedArgs args) {
    }

    @Doc("A resource with an undocumented property.")
    static final class Undocumented implements CustomResource<UndocumentedArgs, UndocumentedState> {
        public String token() {
            return "vkcs-gpu:x:Undocumented";
        }

        public Class<UndocumentedArgs> argsType() {
            return UndocumentedArgs.class;
        }

        public Class<UndocumentedState> stateType() {
            return UndocumentedState.class;
        }

        public String idOf(UndocumentedState state) {
            return "id";
        }

        public UndocumentedState create(UndocumentedArgs args, OpContext ctx) {
            return null;
        }

        public UndocumentedState read(String id, UndocumentedState state, OpContext ctx) {
            return null;
        }

        public void delete(String id, UndocumentedState state, OpContext ctx) {
        }
    }

    @Test
    void aMissingDescriptionNamesTheProperty() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SchemaGenerator.generate(pkg(List.of(new Undocumented()), List.of())));
        assertTrue(e.getMessage().contains("UndocumentedArgs.b has no @Doc"), e.getMessage());
    }
}

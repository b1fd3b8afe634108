package com.vkcsgpu.tools.sdkgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import com.vkcsgpu.tools.RepoRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The TypeScript SDK checked in beside the TypeScript reference stack is exactly what {@link TypeScriptSdkGenerator}
 * makes of the checked-in schema.json. Regenerate it with {@link #REGENERATE}.
 */
class TypeScriptSdkGoldenTest {
    static final String REGENERATE =
            "mvn -B -o -q -pl tools -am test -Dtest=TypeScriptSdkGoldenTest -Dsdk.update=true -Dsurefire.failIfNoSpecifiedTests=false";

    @Test
    void checkedInSdkIsWhatTheSchemaGenerates() throws IOException {
        Path root = RepoRoot.path();
        String generated = TypeScriptSdkGenerator.generate(
                JsonParser.parseString(Files.readString(root.resolve("schema.json"))).getAsJsonObject());
        Path file = root.resolve(TypeScriptSdkGenerator.PATH);
        if (Boolean.getBoolean("sdk.update")) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, generated);
        }
        String checkedIn = Files.exists(file) ? Files.readString(file) : "";
        assertEquals(generated, checkedIn, TypeScriptSdkGenerator.PATH
                + " differs from what schema.json generates; regenerate with: " + REGENERATE);
    }
}

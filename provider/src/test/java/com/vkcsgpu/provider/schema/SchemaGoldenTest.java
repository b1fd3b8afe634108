package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.RepoFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The checked-in schema.json is exactly what the code generates. Regenerate it with
 * {@code mvn -B -ntp -pl provider test -Dtest=SchemaGoldenTest -Dschema.update=true}.
 */
class SchemaGoldenTest {
    static final String REGENERATE = "mvn -B -ntp -pl provider test -Dtest=SchemaGoldenTest -Dschema.update=true";

    @Test
    void checkedInSchemaIsUpToDate() throws Exception {
        String generated = PackageSchema.generate(Plugin.discoverModules(), true);
        Path file = RepoFiles.schemaJson();
        if (Boolean.getBoolean("schema.update")) {
            Files.writeString(file, generated);
        }
        String checkedIn = Files.exists(file) ? Files.readString(file) : "";
        assertEquals(checkedIn, generated, "schema.json is stale; regenerate it with: " + REGENERATE);
        assertFalse(generated.contains("vkcs-gpu:testing:"), "test-only modules must not be published");
    }
}

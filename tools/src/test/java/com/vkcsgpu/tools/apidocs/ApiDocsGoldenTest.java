package com.vkcsgpu.tools.apidocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.tools.RepoRoot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/**
 * The checked-in {@code docs/api/} is exactly what {@link ApiDocs} renders from the checked-in schema.json:
 * no page differs, none is missing, none is left over from a resource that is gone. Regenerate with
 * {@value ApiDocs#REGENERATE}.
 */
class ApiDocsGoldenTest {
    @Test
    void checkedInApiDocsMatchSchemaJson() throws Exception {
        SortedMap<String, String> generated = ApiDocs.render(Files.readString(RepoRoot.schemaJson()));
        Path apiDir = RepoRoot.path().resolve("docs").resolve("api");
        if (Boolean.getBoolean("docs.update")) {
            ApiDocs.write(apiDir, generated);
        }
        Set<String> existing = ApiDocs.existingPages(apiDir);
        List<String> problems = new ArrayList<>();
        for (String stale : existing) {
            if (!generated.containsKey(stale)) {
                problems.add("docs/api/" + stale + " matches nothing in schema.json (stale)");
            }
        }
        generated.forEach((page, text) -> {
            if (!existing.contains(page)) {
                problems.add("docs/api/" + page + " is missing");
            }
        });
        assertEquals(List.of(), problems, "docs/api is stale; regenerate it with: " + ApiDocs.REGENERATE);
        for (var page : generated.entrySet()) {
            assertEquals(page.getValue(), Files.readString(apiDir.resolve(page.getKey())),
                    "docs/api/" + page.getKey() + " is stale; regenerate it with: " + ApiDocs.REGENERATE);
        }
    }

    @Test
    void exampleHintsNameInputsThatExist() throws Exception {
        List<String> stale = ApiDocs.staleExampleHints(Files.readString(RepoRoot.schemaJson()));
        assertTrue(stale.isEmpty(), "ExampleValues hints no longer match schema.json: " + stale);
    }
}

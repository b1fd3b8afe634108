package com.vkcsgpu.tools.matrixdoc;

import com.vkcsgpu.operator.Component;
import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.tools.RepoRoot;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeps {@code docs/compatibility-matrix.md} in step with the data file. To regenerate it:
 * {@value CompatibilityMatrixDoc#REGENERATE}.
 */
class CompatibilityMatrixDocTest {

    private static final Path PAGE = RepoRoot.path().resolve("docs").resolve("compatibility-matrix.md");

    @Test
    void theCheckedInPageMatchesTheDataFile() throws IOException {
        String rendered = CompatibilityMatrixDoc.render();
        if (Boolean.getBoolean("vkcsgpu.regenerateDocs")) {
            Files.writeString(PAGE, rendered, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(PAGE), PAGE.toAbsolutePath() + " is missing; regenerate it with"
                + " " + CompatibilityMatrixDoc.REGENERATE);
        assertEquals(rendered, Files.readString(PAGE, StandardCharsets.UTF_8),
                "docs/compatibility-matrix.md is stale (the data file changed); regenerate it with"
                        + " " + CompatibilityMatrixDoc.REGENERATE);
    }

    @Test
    void thePageShowsEveryReleaseComponentAndGpuModel() {
        String page = CompatibilityMatrixDoc.render();
        ReleaseMatrix matrix = ReleaseMatrix.load();
        matrix.releases().forEach(r -> assertTrue(page.contains("`" + r.version() + "`"), r.version()));
        for (Component c : Component.values()) {
            assertTrue(page.contains("`" + c.versionProperty() + "`"), c.key());
        }
        for (GpuModel m : GpuModel.values()) {
            assertTrue(page.contains("`" + m + "`"), m.name());
        }
        assertTrue(page.contains("595.91.07 **D** **R**"));
        assertTrue(page.contains("| `H200` |"));
    }
}

package com.vkcsgpu.examples.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.examples.emulated.EmulatedStack;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The TypeScript page shows a program that ran: each {@code typescript} block of docs/languages/typescript.md is part
 * of the program TypeScriptReferenceStackEndToEndTest runs ({@code examples/typescript-gpu-platform/index.ts}),
 * verbatim, and the blocks show GpuOperator and GpuTenant.
 */
class TypeScriptPageTest {
    private static final Pattern TYPESCRIPT_BLOCK = Pattern.compile("```typescript\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyTypeScriptBlockIsPartOfTheProgramThatRuns() throws IOException {
        Path root = EmulatedStack.repositoryRoot();
        String page = Files.readString(root.resolve(Path.of("docs", "languages", "typescript.md")));
        String program = Files.readString(root.resolve(Path.of("examples", "typescript-gpu-platform", "index.ts")));
        List<String> blocks = new ArrayList<>();
        Matcher m = TYPESCRIPT_BLOCK.matcher(page);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        assertFalse(blocks.isEmpty(), "docs/languages/typescript.md has no typescript block");
        for (String block : blocks) {
            assertTrue(program.contains(block), () -> "this block of docs/languages/typescript.md is not in"
                    + " examples/typescript-gpu-platform/index.ts; copy it from there:\n" + block);
        }
        String shown = String.join("\n", blocks);
        for (String component : List.of("GpuCluster", "GpuNodePool", "GpuOperator", "GpuTenant")) {
            assertTrue(shown.contains("new vkcsgpu." + component + "("), "the page shows no " + component);
        }
    }
}

package com.vkcsgpu.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.Values;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every {@code ```java} block of README.md and the user docs, run as a user runs it: each block (import lines,
 * then statements) becomes the {@code main} method of a class, all compile together against the components
 * library, and each whole program among them (one that calls {@code Pulumi.run}) is previewed, brought up and
 * destroyed through the engine harness with the real plugin against one emulator for the class. The other
 * blocks declare resources out of context (the API reference's and the how-tos' fragments): they run too, in
 * generated programs ({@link DocFragments}: each fragment in its own block, with a cluster of its own for its
 * {@code "<clusterId>"} and {@code "<kubeconfig>"}; the GpuOperator fragments in a program of their own,
 * {@link DocFragments#OPERATOR_PAGES}), each previewed, brought up and destroyed; the few not run are printed
 * with their reasons.
 *
 * <p>The only edits are the documented placeholders ({@code "<network UUID>"} and the like), replaced by ids
 * the emulator accepts, the fragments' resource names (prefixed, so fragments can reuse a name), and the GPU
 * Operator's chart: offline there is no chart repository, so a {@code .release("…")} installs the provider's
 * fixture chart of its release instead (a fragment pinning another release is not run, with a printed reason).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DocSnippetsEndToEndTest {
    private static final String PROJECT = "doc-snippets";
    private static final double TIME_SCALE = 0.001;
    /** Developer docs sketch framework code in fragments; they are not user snippets. */
    private static final Set<String> DEVELOPER_DOCS = Set.of("development.md", "provider-framework.md", "benchmarks.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PLACEHOLDER = Pattern.compile("\"<[^\">]+>\"");
    private static final Pattern RELEASE = Pattern.compile("\\.release\\(\"[^\"]+\"\\)");

    private VkCloudEmulator cloud;
    private final Map<String, Snippet> programs = new LinkedHashMap<>();
    private final Map<String, DocFragments> fragmentPrograms = new LinkedHashMap<>();
    /** The snippets' compiled classes; JUnit makes it before {@code @BeforeAll} and deletes it after the last test. */
    @TempDir
    static Path classes;

    @BeforeAll
    void compileEverySnippet() throws IOException {
        cloud = EmulatedStack.emulator(TIME_SCALE).start();
        List<Snippet> snippets = new ArrayList<>();
        Map<String, String> fragmentBlocks = new LinkedHashMap<>();
        for (Path file : markdownFiles()) {
            Matcher m = JAVA_BLOCK.matcher(Files.readString(file));
            int n = 0;
            while (m.find()) {
                String where = EmulatedStack.repositoryRoot().relativize(file) + " block " + (++n);
                String block = m.group(1);
                snippets.add(Snippet.of("Snippet" + snippets.size(), where,
                        isProgram(block) ? offline(block, where) : block));
                if (!isProgram(block)) {
                    fragmentBlocks.put(where, block);
                }
            }
        }
        assertFalse(snippets.isEmpty(), "no ```java blocks found under docs/ and in README.md");
        for (DocFragments program : DocFragments.programs(fragmentBlocks, fragmentIds(), new DocFragments.Charts(
                EmulatedStack.FIXTURE_CHART_RELEASE, EmulatedStack.fixtureChart().toString(),
                EmulatedStack.repositoryRoot().resolve(EmulatedYamlStack.SHARED_CHARTS).normalize()))) {
            fragmentPrograms.put(program.className(), program);
            snippets.add(Snippet.wholeClass(program.className(), "the docs' fragments program " + program.className(),
                    program.program()));
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of("-classpath", Classpaths.current(), "-d", classes.toString(), "-proc:none",
                "-Xlint:none");
        compiler.getTask(null, null, diagnostics, options, null, snippets).call();
        List<String> errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> ((Snippet) d.getSource()).where + " line " + (d.getLineNumber() - 2) + ": "
                        + d.getMessage(Locale.ROOT) + ((Snippet) d.getSource()).lineOf(d.getLineNumber()))
                .toList();
        assertEquals(List.of(), errors, "Java snippets in the docs do not compile");
        snippets.stream().filter(s -> !s.generated && isProgram(s.text))
                .forEach(s -> programs.put(s.where, s));
    }

    @AfterAll
    void stopEmulator() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @Test
    void theReadmeQuickstartPreviewsUpsAndDestroys(@TempDir Path dir) {
        RunResult up = previewUpDestroy(programs.get("README.md block 1"), dir);
        assertEquals(List.of(Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present",
                "effect", "NoSchedule")), up.output("gpuTolerations"), up.describe());
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), up.output("gpuNodeSelector"), up.describe());
        assertInstanceOf(Values.Secret.class, up.output("kubeconfig"), "the kubeconfig stays secret");
    }

    @Test
    void theOverviewStackPreviewsUpsAndDestroys(@TempDir Path dir) {
        RunResult up = previewUpDestroy(programs.get("docs/overview.md block 1"), dir);
        assertEquals(true, up.output("gpuReady"), up.describe());
        assertEquals("training", up.output("trainingNamespace"), up.describe());
    }

    @Test
    void theFragmentsAreSplitIntoTheOperatorProgramsAndTheRest() {
        assertEquals(Set.of("DocFragments", "DocOperatorFragments1"),
                fragmentPrograms.keySet(), "the fragments' programs");
        assertTrue(fragmentPrograms.get(DocFragments.CLASS_NAME).program().indexOf("new GpuOperator(") < 0,
                "GpuOperator fragments run in the operator programs");
    }

    @ParameterizedTest
    @ValueSource(strings = {"DocFragments", "DocOperatorFragments1"})
    void everyFragmentOfTheDocsPreviewsUpsAndDestroys(String className, @TempDir Path dir) {
        DocFragments fragments = fragmentPrograms.get(className);
        assertTrue(fragments != null, "no fragments program " + className + ": " + fragmentPrograms.keySet());
        fragments.printNotRun(System.out);
        Program program = Program.javaMain(Classpaths.current() + File.pathSeparator + classes, className);
        EngineHarness stack = EmulatedStack.harness(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE).build();
        List<String> created;
        List<String> invoked;
        try {
            stack.preview(program).assertSucceeded();
            RunResult up = stack.up(program).assertSucceeded();
            created = stack.state().stream().map(ResourceState::name).toList();
            invoked = up.calls("Invoke").stream().map(call -> call.details().get("tok")).toList();
        } finally {
            stack.destroy().assertSucceeded();
            assertTrue(cloud.snapshot().clusters().isEmpty(), "destroy leaves no cluster behind");
        }
        for (String where : fragments.run()) {
            String prefix = fragments.prefixOf(where);
            List<String> invokes = fragments.invokesOf(where);
            if (invokes.isEmpty()) {
                assertTrue(created.stream().anyMatch(name -> name.startsWith(prefix)),
                        where + " created nothing (its resources are named " + prefix + "…): " + created);
            } else {
                assertTrue(invoked.containsAll(invokes), where + " did not invoke " + invokes + ": " + invoked);
            }
        }
    }

    @Test
    void everyProgramInTheDocsIsRunHere() {
        assertEquals(Set.of("README.md block 1", "docs/overview.md block 1"), programs.keySet(),
                "a new program in the docs needs its run here");
    }

    private RunResult previewUpDestroy(Snippet snippet, Path dir) {
        assertTrue(snippet != null, "snippet not found; programs: " + programs.keySet());
        Program program = Program.javaMain(Classpaths.current() + File.pathSeparator + classes, snippet.className);
        EngineHarness stack = EmulatedStack.harness(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE).build();
        // The snippets share one emulator (and a cluster name): destroy runs even when up fails, so each test
        // starts from an empty cloud whatever ran before it.
        try {
            stack.preview(program).assertSucceeded();
            return stack.up(program).assertSucceeded();
        } finally {
            stack.destroy().assertSucceeded();
            assertTrue(cloud.snapshot().clusters().isEmpty(), "destroy leaves no cluster behind");
        }
    }

    /** A whole program; the other blocks are declarations shown out of context (API reference, how-tos). */
    private static boolean isProgram(String block) {
        return block.contains("Pulumi.run(");
    }

    /** The block with its placeholders replaced by emulator ids and its chart pointed at the fixture chart. */
    private String offline(String block, String where) {
        Map<String, String> ids = Map.of(
                "\"<CPU flavor UUID>\"", quoted(cloud.flavorId("STD3-4-8")),
                "\"<network UUID>\"", quoted(EmulatedStack.NETWORK_ID),
                "\"<subnet UUID>\"", quoted(EmulatedStack.SUBNET_ID));
        Matcher m = PLACEHOLDER.matcher(block);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String id = ids.get(m.group());
            assertTrue(id != null, where + ": no emulator value for placeholder " + m.group() + "; add one here");
            m.appendReplacement(out, Matcher.quoteReplacement(id));
        }
        m.appendTail(out);
        return RELEASE.matcher(out).replaceAll(Matcher.quoteReplacement(".release(\""
                + EmulatedStack.FIXTURE_CHART_RELEASE + "\").chartLocalPath("
                + quoted(EmulatedStack.fixtureChart().toString()) + ")"));
    }

    /** What the fragments' placeholders stand for, in the emulator. */
    private Map<String, String> fragmentIds() {
        return Map.of(
                "\"<masterFlavorId>\"", quoted(cloud.flavorId("STD3-4-8")),
                "\"<flavorId>\"", quoted(cloud.flavorId("STD3-4-8")),
                "\"<networkId>\"", quoted(EmulatedStack.NETWORK_ID),
                "\"<subnetId>\"", quoted(EmulatedStack.SUBNET_ID),
                "\"<loadbalancerSubnetId>\"", quoted(EmulatedStack.SUBNET_ID));
    }

    static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    private static List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(EmulatedStack.repositoryRoot().resolve("README.md"));
        try (Stream<Path> docs = Files.walk(EmulatedStack.repositoryRoot().resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md") && !DEVELOPER_DOCS.contains(p.getFileName().toString()))
                    .sorted().forEach(files::add);
        }
        return files;
    }

    /** A block as a program: imports on top, the statements in {@code main}, one source line per block line. */
    private static final class Snippet extends SimpleJavaFileObject {
        final String className;
        final String where;
        final String text;
        /** A fragments' program (generated), not a block of the docs. */
        final boolean generated;

        private Snippet(String className, String where, String text, boolean generated) {
            super(URI.create("string:///" + className + ".java"), Kind.SOURCE);
            this.className = className;
            this.where = where;
            this.text = text;
            this.generated = generated;
        }

        static Snippet of(String className, String where, String block) {
            StringBuilder imports = new StringBuilder();
            StringBuilder body = new StringBuilder();
            for (String line : block.split("\n", -1)) {
                (line.startsWith("import ") ? imports : body).append(line).append('\n');
            }
            return new Snippet(className, where, imports + "public class " + className + " {\n"
                    + "  public static void main(String[] args) throws Exception {\n" + body + "  }\n}\n", false);
        }

        /** A class given whole (the fragments' program). */
        static Snippet wholeClass(String className, String where, String source) {
            return new Snippet(className, where, source, true);
        }

        /** The source line, for a compile error in generated code. */
        String lineOf(long line) {
            String[] lines = text.split("\n", -1);
            return generated && line >= 1 && line <= lines.length
                    ? " [" + lines[(int) line - 1].strip() + "]" : "";
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}

package com.vkcsgpu.provider.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.vkcsgpu.provider.RepoFiles;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
import org.junit.jupiter.api.Test;

/**
 * Every {@code ```java} block in README.md and docs/ compiles against the components library, so the
 * documented classes, builders and constructors exist as written. A block is import lines followed by
 * statements; the test puts the statements into a method. Nothing is run.
 */
class DocSnippetsCompileTest {
    /** Developer docs sketch framework code in fragments; they are not user snippets. */
    private static final Set<String> DEVELOPER_DOCS = Set.of("development.md", "provider-framework.md", "benchmarks.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);

    @Test
    void javaSnippetsInTheDocsCompile() throws IOException {
        List<JavaFileObject> sources = new ArrayList<>();
        for (Path file : markdownFiles()) {
            Matcher m = JAVA_BLOCK.matcher(Files.readString(file));
            int n = 0;
            while (m.find()) {
                String where = RepoFiles.root().relativize(file) + " block " + (++n);
                sources.add(source("Snippet" + sources.size(), where, m.group(1)));
            }
        }
        assertFalse(sources.isEmpty(), "no ```java blocks found under docs/ and in README.md");
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Path out = Files.createTempDirectory("doc-snippets");
        List<String> options = List.of("-classpath", classPath(), "-d", out.toString(), "-proc:none", "-Xlint:none");
        compiler.getTask(null, null, diagnostics, options, null, sources).call();
        List<String> errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> ((Snippet) d.getSource()).where + " line " + (d.getLineNumber() - 1) + ": "
                        + d.getMessage(Locale.ROOT))
                .toList();
        assertEquals(List.of(), errors, "Java snippets in the docs do not compile");
    }

    private static List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(RepoFiles.root().resolve("README.md"));
        try (Stream<Path> docs = Files.walk(RepoFiles.root().resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md") && !DEVELOPER_DOCS.contains(p.getFileName().toString()))
                    .sorted().forEach(files::add);
        }
        return files;
    }

    /** Imports stay on top; the rest becomes the body of a method, one source line per snippet line. */
    private static Snippet source(String className, String where, String block) {
        StringBuilder imports = new StringBuilder();
        StringBuilder body = new StringBuilder();
        for (String line : block.split("\n", -1)) {
            (line.startsWith("import ") ? imports : body).append(line).append('\n');
        }
        String text = imports + "class " + className + " {\n  void snippet() throws Exception {\n" + body + "  }\n}\n";
        return new Snippet(className, where, text);
    }

    /** The test class path: surefire's (it may hide it behind a manifest-only jar), else the JVM's. */
    private static String classPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    private static final class Snippet extends SimpleJavaFileObject {
        final String where;
        private final String text;

        Snippet(String className, String where, String text) {
            super(URI.create("string:///" + className + ".java"), Kind.SOURCE);
            this.where = where;
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}

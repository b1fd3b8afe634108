package com.vkcsgpu.provider.yamlprograms;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Finds the Pulumi YAML programs of a repository: every {@code Pulumi.yaml} whose runtime is {@code yaml}. */
final class YamlPrograms {
    /** Build output and tool folders, never programs. */
    private static final Set<String> SKIPPED_DIRECTORIES = Set.of("target", ".git", "node_modules", ".mvn");
    private static final Pattern STACK_FILE = Pattern.compile("Pulumi\\.[^.]+\\.ya?ml");

    private YamlPrograms() {
    }

    /** The project files of YAML programs under {@code root}, sorted. */
    static List<Path> find(Path root) {
        List<Path> programs = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return SKIPPED_DIRECTORIES.contains(dir.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString();
                    if ((name.equals("Pulumi.yaml") || name.equals("Pulumi.yml")) && isYamlRuntime(file)) {
                        programs.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        programs.sort(null);
        return programs;
    }

    /** The stack configuration files ({@code Pulumi.<stack>.yaml}) beside a project file, sorted. */
    static List<Path> stacksOf(Path program) {
        try (Stream<Path> siblings = Files.list(program.getParent())) {
            return siblings.filter(p -> STACK_FILE.matcher(p.getFileName().toString()).matches()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code runtime: yaml} or {@code runtime: {name: yaml}}. */
    private static boolean isYamlRuntime(Path file) {
        try {
            Object document = YamlDocuments.load(Files.readString(file));
            Object runtime = document instanceof Map<?, ?> project ? project.get("runtime") : null;
            if (runtime instanceof Map<?, ?> named) {
                runtime = named.get("name");
            }
            return "yaml".equals(runtime);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            return true; // unreadable YAML: let the checker report it rather than skip the file
        }
    }
}

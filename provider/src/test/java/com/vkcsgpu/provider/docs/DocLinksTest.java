package com.vkcsgpu.provider.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every relative link in README.md and docs/ points at a file or directory that exists. */
class DocLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    @Test
    void relativeLinksResolve() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(RepoFiles.root().resolve("README.md"));
        try (Stream<Path> docs = Files.walk(RepoFiles.root().resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        List<String> broken = new ArrayList<>();
        for (Path file : files) {
            Matcher m = LINK.matcher(Files.readString(file));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("^[a-z]+:.*") || target.startsWith("#")) {
                    continue; // external links and anchors on the same page are not checked
                }
                String path = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                if (!Files.exists(file.getParent().resolve(path).normalize())) {
                    broken.add(RepoFiles.root().relativize(file) + " -> " + target);
                }
            }
        }
        assertEquals(List.of(), broken, "broken relative links");
    }
}

package com.vkcsgpu.provider.framework;

import com.pulumi.resources.ComponentResource;
import com.vkcsgpu.doc.Doc;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds classes of the components module (the code source holding {@link Doc}) in one package, not its
 * subpackages. Classes of the same package elsewhere on the class path (test sources) are not found, so
 * test-only components never reach the published schema.
 */
public final class ComponentScanner {
    private ComponentScanner() {
    }

    /** Concrete {@link ComponentResource} classes directly in {@code packageName}. */
    public static List<Class<?>> components(String packageName) {
        return classesIn(packageName).stream()
                .filter(ComponentResource.class::isAssignableFrom)
                .filter(c -> !Modifier.isAbstract(c.getModifiers()))
                .toList();
    }

    /** Every top-level class directly in {@code packageName} in the components module. */
    public static List<Class<?>> classesIn(String packageName) {
        Path source;
        try {
            source = Path.of(Doc.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        String dir = packageName.replace('.', '/') + "/";
        List<String> names = new ArrayList<>();
        try {
            if (Files.isDirectory(source)) {
                Path pkg = source.resolve(dir);
                if (Files.isDirectory(pkg)) {
                    try (Stream<Path> files = Files.list(pkg)) {
                        files.map(p -> p.getFileName().toString()).forEach(n -> add(names, packageName, n));
                    }
                }
            } else {
                try (JarFile jar = new JarFile(source.toFile())) {
                    for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                        String n = e.nextElement().getName();
                        if (n.startsWith(dir) && n.indexOf('/', dir.length()) < 0) {
                            add(names, packageName, n.substring(dir.length()));
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Class<?>> out = new ArrayList<>();
        for (String n : names.stream().sorted().toList()) {
            try {
                out.add(Class.forName(n, false, Doc.class.getClassLoader()));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("cannot load " + n, e);
            }
        }
        return out;
    }

    private static void add(List<String> names, String packageName, String fileName) {
        if (fileName.endsWith(".class") && !fileName.contains("$") && !fileName.equals("package-info.class")) {
            names.add(packageName + "." + fileName.substring(0, fileName.length() - ".class".length()));
        }
    }
}

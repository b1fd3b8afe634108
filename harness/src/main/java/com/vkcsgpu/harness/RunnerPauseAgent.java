package com.vkcsgpu.harness;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A Java agent for the programs the harness runs: a pause at the start of each round of the Java SDK's wait loop.
 *
 * <p>While a program waits for the engine, com.pulumi:pulumi 1.36.1 checks its task list again and again without
 * pause: {@code DeploymentImpl.DefaultRunner.loopUntilDone} re-submits itself with {@code runAsync}, and where the
 * common pool has fewer than two threads (two cores) that is a new thread per round. A waiting program keeps a
 * core busy; measured here, 27 s of CPU in a 30 s {@code up}. Running it at the lowest priority did not make that
 * free: two such spinners at {@code nice 19}, or even {@code SCHED_IDLE}, next to the harness's tests made them 27-37%
 * slower on this project's 2-core machine (docs/benchmarks.md, round 10). The SDK's maintainers fixed the loop the
 * same way, with a 10 ms pause per round (pulumi/pulumi-java pull request 2314, merged 2026-09-08); 1.36.1, the
 * only version this build can pin, still has the loop without it. The agent changes only how often the loop looks:
 * a program notices that its last task finished at most {@link #PAUSE} later, and does everything else as before.
 *
 * <p>It is loaded with {@code -javaagent:} {@link #jar()}. A class file it cannot rewrite (another SDK version
 * without the method, a format it cannot read) is left as it is; the program then only spins as it did.
 */
public final class RunnerPauseAgent {
    /** The SDK's runner, in the JVM's internal form. */
    static final String RUNNER_CLASS = "com/pulumi/deployment/internal/DeploymentImpl$DefaultRunner";
    /** The runner's method that re-submits itself until every task has finished. */
    static final String LOOP_METHOD = "loopUntilDone";
    /** The pause per round, as the SDK's own fix has it. */
    static final long PAUSE = TimeUnit.MILLISECONDS.toNanos(10);

    /** The classes of this agent, copied into its jar so that it works on any program's class path. */
    private static final List<Class<?>> AGENT_CLASSES = List.of(RunnerPauseAgent.class, Transformer.class,
            LoopPause.class, PauseAtStart.class);
    private static Path jar;

    private RunnerPauseAgent() {
    }

    /** Called by the JVM before the program's {@code main}. */
    public static void premain(String arguments, Instrumentation instrumentation) {
        instrumentation.addTransformer(new Transformer());
    }

    /**
     * The runner's class file with {@code LockSupport.parkNanos(PAUSE)} at the start of its loop method, or null
     * (the JVM keeps the class as it is) when the class has no such method.
     */
    static byte[] withPause(byte[] classfile) {
        ClassReader reader = new ClassReader(classfile);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        LoopPause pause = new LoopPause(writer);
        reader.accept(pause, 0);
        return pause.found ? writer.toByteArray() : null;
    }

    /**
     * The agent's jar, written once per JVM into the temporary directory (removed when the JVM exits): its
     * manifest names {@link #premain}, and it carries this class and ASM, so the program's own class path needs
     * neither.
     */
    public static synchronized Path jar() {
        if (jar != null && Files.isRegularFile(jar)) {
            return jar;
        }
        try {
            Path file = Files.createTempFile("vkcs-gpu-runner-pause-", ".jar");
            file.toFile().deleteOnExit();
            Manifest manifest = new Manifest();
            manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            manifest.getMainAttributes().put(new Attributes.Name("Premain-Class"), RunnerPauseAgent.class.getName());
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(file), manifest)) {
                for (Class<?> type : AGENT_CLASSES) {
                    String entry = type.getName().replace('.', '/') + ".class";
                    try (InputStream in = RunnerPauseAgent.class.getClassLoader().getResourceAsStream(entry)) {
                        copy(entry, in, out);
                    }
                }
                copyAsm(out);
            }
            jar = file;
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the runner-pause agent's jar", e);
        }
    }

    private static void copyAsm(JarOutputStream out) throws IOException {
        Path asm;
        try {
            asm = Path.of(ClassReader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot locate ASM's jar: " + e.getMessage(), e);
        }
        try (JarFile asmJar = new JarFile(asm.toFile())) {
            for (JarEntry entry : java.util.Collections.list(asmJar.entries())) {
                if (entry.getName().startsWith("org/objectweb/asm/") && entry.getName().endsWith(".class")) {
                    try (InputStream in = asmJar.getInputStream(entry)) {
                        copy(entry.getName(), in, out);
                    }
                }
            }
        }
    }

    private static void copy(String entry, InputStream in, JarOutputStream out) throws IOException {
        if (in == null) {
            throw new IOException("class file " + entry + " not found");
        }
        out.putNextEntry(new JarEntry(entry));
        in.transferTo(out);
        out.closeEntry();
    }

    /** Rewrites the runner's class as it loads; leaves every other class alone. */
    private static final class Transformer implements ClassFileTransformer {
        @Override
        public byte[] transform(ClassLoader loader, String className, Class<?> redefined, ProtectionDomain domain,
                                byte[] classfile) {
            return RUNNER_CLASS.equals(className) ? withPause(classfile) : null;
        }
    }

    /** Finds the loop method and puts the pause at its start. */
    private static final class LoopPause extends ClassVisitor {
        boolean found;

        LoopPause(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
            if (!LOOP_METHOD.equals(name)) {
                return method;
            }
            found = true;
            return new PauseAtStart(method);
        }
    }

    /** {@code LockSupport.parkNanos(PAUSE);} before the method's first instruction. */
    private static final class PauseAtStart extends MethodVisitor {
        PauseAtStart(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            super.visitLdcInsn(PAUSE);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/concurrent/locks/LockSupport", "parkNanos", "(J)V",
                    false);
        }
    }
}

package com.vkcsgpu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.deployment.internal.Runner;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The pause the harness's programs get in the Java SDK's wait loop, checked against the SDK the project pins. */
class RunnerPauseAgentTest {
    private static final long WAIT_MILLIS = 2_000;

    @Test
    void theSdksLoopStartsEachRoundWithThePauseAndStillPassesTheVerifier() throws Exception {
        byte[] patched = RunnerPauseAgent.withPause(sdkRunnerClass());

        assertNotNull(patched, "the pinned SDK's runner has no " + RunnerPauseAgent.LOOP_METHOD);
        assertEquals(List.of("LDC " + RunnerPauseAgent.PAUSE,
                        "INVOKESTATIC java/util/concurrent/locks/LockSupport.parkNanos(J)V"),
                firstInstructions(patched, RunnerPauseAgent.LOOP_METHOD, 2));
        Class<?> loaded = new DefiningLoader(getClass().getClassLoader()).define(patched);
        assertEquals(loaded, Class.forName(loaded.getName(), true, loaded.getClassLoader()),
                "the rewritten runner links (the JVM verifies its bytecode)");
    }

    @Test
    void aClassWithoutTheLoopIsLeftAsItIs() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/com/vkcsgpu/harness/Program.class")) {
            assertNull(RunnerPauseAgent.withPause(in.readAllBytes()));
        }
    }

    @Test
    void theJarNamesTheAgentAndCarriesEverythingItNeeds() throws IOException {
        try (JarFile jar = new JarFile(RunnerPauseAgent.jar().toFile())) {
            assertEquals(RunnerPauseAgent.class.getName(),
                    jar.getManifest().getMainAttributes().getValue("Premain-Class"));
            for (String entry : List.of("com/vkcsgpu/harness/RunnerPauseAgent.class",
                    "com/vkcsgpu/harness/RunnerPauseAgent$Transformer.class", "org/objectweb/asm/ClassWriter.class")) {
                assertNotNull(jar.getEntry(entry), entry);
            }
        }
    }

    /**
     * A program started by the language host whose SDK runner waits two seconds for a task: with the pause it
     * uses a small part of a core meanwhile (without it, measured here, about the whole core).
     */
    @Test
    void aProgramWaitingForATaskLeavesTheCpuAlone() throws IOException, InterruptedException {
        Program program = Program.javaMain(Classpaths.current(), WaitingRunner.class.getName());

        Process process = new ProcessBuilder(LanguageHost.command(program)).redirectErrorStream(true).start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();

        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), printed);
        long cpuMillis = Long.parseLong(printed.lines().reduce((a, b) -> b).orElseThrow());
        assertTrue(cpuMillis < WAIT_MILLIS / 5, "CPU used while the runner waited " + WAIT_MILLIS + " ms: "
                + cpuMillis + " ms");
    }

    private static byte[] sdkRunnerClass() throws IOException {
        String resource = "/" + RunnerPauseAgent.RUNNER_CLASS + ".class";
        try (InputStream in = RunnerPauseAgentTest.class.getResourceAsStream(resource)) {
            assertNotNull(in, "the SDK's runner class is not on the class path");
            return in.readAllBytes();
        }
    }

    private static List<String> firstInstructions(byte[] classfile, String methodName, int count) {
        List<String> seen = new ArrayList<>();
        new ClassReader(classfile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                if (!name.equals(methodName)) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitLdcInsn(Object value) {
                        record("LDC " + value);
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
                        record((opcode == Opcodes.INVOKESTATIC ? "INVOKESTATIC " : "INVOKE(" + opcode + ") ")
                                + owner + "." + name + desc);
                    }

                    @Override
                    public void visitVarInsn(int opcode, int index) {
                        record("VAR(" + opcode + ") " + index);
                    }

                    private void record(String instruction) {
                        if (seen.size() < count) {
                            seen.add(instruction);
                        }
                    }
                };
            }
        }, 0);
        return seen;
    }

    private static final class DefiningLoader extends ClassLoader {
        DefiningLoader(ClassLoader parent) {
            super(parent);
        }

        Class<?> define(byte[] classfile) {
            return defineClass(null, classfile, 0, classfile.length);
        }
    }

    /**
     * The SDK's runner waiting for a task that takes {@link #WAIT_MILLIS}, as a program's runner waits for the
     * engine; prints the CPU the process used meanwhile, in milliseconds.
     */
    public static final class WaitingRunner {
        private WaitingRunner() {
        }

        public static void main(String[] args) throws Exception {
            Runner runner = sdkRunner();
            long before = cpuNanos();
            runner.runAsync(() -> {
                runner.registerTask("a task of " + WAIT_MILLIS + " ms", CompletableFuture.runAsync(() -> {
                    try {
                        Thread.sleep(WAIT_MILLIS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }));
                return null;
            }).join();
            System.out.println(TimeUnit.NANOSECONDS.toMillis(cpuNanos() - before));
        }

        private static long cpuNanos() {
            return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                    .getProcessCpuTime();
        }

        /** The SDK's own runner (package-private there), with an engine logger that accepts everything. */
        private static Runner sdkRunner() throws ReflectiveOperationException {
            Class<?> engineLogger = Class.forName("com.pulumi.deployment.internal.EngineLogger");
            Object logger = Proxy.newProxyInstance(WaitingRunner.class.getClassLoader(), new Class<?>[] {engineLogger},
                    (proxy, method, arguments) -> quietAnswer(method));
            Constructor<?> constructor = Class.forName(RunnerPauseAgent.RUNNER_CLASS.replace('/', '.'))
                    .getConstructor(Logger.class, engineLogger);
            constructor.setAccessible(true);
            return (Runner) constructor.newInstance(Logger.getLogger("waiting-runner"), logger);
        }

        private static Object quietAnswer(Method method) {
            Class<?> type = method.getReturnType();
            if (CompletableFuture.class.isAssignableFrom(type)) {
                return CompletableFuture.completedFuture(null);
            }
            if (type == boolean.class) {
                return false;
            }
            return type == int.class ? 0 : null;
        }
    }
}

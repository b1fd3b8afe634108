package com.vkcsgpu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each failure of a run once, as {@code pulumi up} shows it: the copies that travel back up the program and the
 * plugin's Construct are recognised, the Java SDK's command line and stack frames are dropped.
 */
class DiagnosticTest {
    private static final String STACK = "urn:pulumi:dev::p::pulumi:pulumi:Stack::p-dev";
    private static final String OPERATOR = "urn:pulumi:dev::p::vkcs-gpu:index:GpuOperator::gpu";
    private static final String RELEASE = "urn:pulumi:dev::p::vkcs-gpu:index:GpuOperator$vkcs-gpu:gpu:OperatorRelease::gpu-release";
    private static final String STEP_FAILURE = RELEASE + ": creating failed: UNAVAILABLE: chart: GET https://charts.example/index.yaml "
            + "got no answer: the host name could not be resolved";

    private static String unhandled(String exception) {
        return "Running program [PID: 4711](/usr/lib/jvm/java-17/bin/java -XX:TieredStopAtLevel=1 -jar plugin.jar) failed "
                + "with an unhandled exception:\n" + exception + "\n\tat io.grpc.Status.asRuntimeException(Status.java:532)\n"
                + "\tat java.base/java.lang.Thread.run(Thread.java:840)\nCaused by: java.lang.IllegalStateException: inner\n"
                + "\t... 12 more";
    }

    private static EngineLogMessage logged(String severity, String message, String urn) {
        return new EngineLogMessage(EngineLogMessage.Source.ENGINE_LOG, severity, message, urn, false);
    }

    private static RunResult run(List<ResourceStep> steps, List<EngineLogMessage> logs, List<String> errors, int exit) {
        return new RunResult(Operation.UP, steps, List.of(), logs, Map.of(), errors, exit, "");
    }

    private static ResourceStep step(String urn, String type, String error) {
        return new ResourceStep(urn, type, StepKind.CREATE, Map.of(), List.of(), false, Optional.ofNullable(error), "");
    }

    @Test
    void aFailedStepIsReportedOnceUnderItsResourceWhateverEchoesIt() {
        String constructFailure = OPERATOR + ": Construct failed: INTERNAL: vkcs-gpu:index:GpuOperator: " + STEP_FAILURE;
        RunResult run = run(
                List.of(step(STACK, Urns.STACK_TYPE, null), step(RELEASE, "vkcs-gpu:gpu:OperatorRelease", STEP_FAILURE)),
                List.of(logged("ERROR", unhandled("io.grpc.StatusRuntimeException: UNKNOWN: " + STEP_FAILURE), ""),
                        logged("ERROR", "resources.gpu (vkcs-gpu:index:GpuOperator): UNKNOWN: " + constructFailure, ""),
                        logged("WARNING", "release v24.9.2 is past its support", OPERATOR)),
                List.of(STEP_FAILURE, constructFailure, "program exited with code 32 (the program logged the error)"), 32);

        assertEquals(List.of(
                new Diagnostic(RELEASE, "error", "creating failed: UNAVAILABLE: chart: GET https://charts.example/index.yaml "
                        + "got no answer: the host name could not be resolved"),
                new Diagnostic(OPERATOR, "warning", "release v24.9.2 is past its support")), Diagnostic.of(run));
    }

    @Test
    void aComponentsOwnFailureIsReportedOnceUnderItWithoutThePluginsCommandLine() {
        String constructFailure = OPERATOR + ": Construct failed: INVALID_ARGUMENT: vkcs-gpu:index:GpuNodePool: "
                + "invalid GpuNodePool a100 arguments: poolName: must be 3-25 characters";
        RunResult run = run(List.of(step(STACK, Urns.STACK_TYPE, null)),
                List.of(logged("ERROR", unhandled("java.lang.IllegalArgumentException: invalid GpuNodePool a100 "
                        + "arguments: poolName: must be 3-25 characters"), "")),
                List.of(constructFailure), 1);

        assertEquals(List.of(new Diagnostic(OPERATOR, "error", "Construct failed: INVALID_ARGUMENT: vkcs-gpu:index:"
                        + "GpuNodePool: invalid GpuNodePool a100 arguments: poolName: must be 3-25 characters")),
                Diagnostic.of(run));
    }

    @Test
    void theProgramsOwnFailureIsShownOnceUnderTheStackAsItsExceptionsMessages() {
        RunResult run = run(List.of(step(STACK, Urns.STACK_TYPE, null)),
                List.of(logged("ERROR", unhandled("java.lang.IllegalStateException: no VK Cloud credentials: set "
                        + "vkcs-gpu:username"), "")),
                List.of("program exited with code 32 (the program logged the error)"), 32);

        assertEquals(List.of(new Diagnostic(STACK, "error", "the program failed: no VK Cloud credentials: set "
                + "vkcs-gpu:username\ncaused by: inner")), Diagnostic.of(run));
    }

    /** A cause that only repeats what its wrapper said (the Java SDK's serializer wraps each property) is left out. */
    @Test
    void causesThatRepeatTheirWrapperAreLeftOut() {
        String refused = "UNAUTHENTICATED: authenticate user 'u' failed: HTTP 401; check the credentials";
        String report = "Running program [PID: 7](java -jar p.jar) failed with an unhandled exception:\n"
                + "com.pulumi.Serializer$SerializationException: serializing property \"kubeconfig\": " + refused + "\n"
                + "\tat com.pulumi.Serializer.serialize(Serializer.java:10)\n"
                + "Caused by: io.grpc.StatusRuntimeException: " + refused + "\n\t... 3 more";

        assertEquals("the program failed: serializing property \"kubeconfig\": " + refused,
                Diagnostic.withoutJavaFrames(report));
    }

    @Test
    void anExitCodeOtherThanTheLoggedOneIsShownUnderTheStack() {
        RunResult run = run(List.of(step(STACK, Urns.STACK_TYPE, null)), List.of(),
                List.of("program exited with code 1"), 1);

        assertEquals(List.of(new Diagnostic(STACK, "error", "program exited with code 1")), Diagnostic.of(run));
    }
}

package com.vkcsgpu.harness;

import com.vkcsgpu.harness.sdkdemo.GreeterProgram;
import com.vkcsgpu.harness.sdkdemo.SdkComponentPluginMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Java SDK's own Construct path (ComponentProviderHost → inline deployment) against the harness: this is how the
 * real provider serves its components, so the harness must answer everything that path needs.
 */
class SdkComponentProviderTest {

    @Test
    void constructThroughTheSdkRegistersTheComponentTreeAndReturnsItsOutputs(@TempDir Path dir) {
        EngineHarness engine = EngineHarness.builder()
                .plugin("sdkdemo", PluginLauncher.javaMain(Classpaths.current(), SdkComponentPluginMain.class.getName()))
                .stateFile(dir.resolve("state.json"))
                .build();

        RunResult up = engine.up(Program.javaMain(Classpaths.current(), GreeterProgram.class.getName())).assertSucceeded();

        assertEquals("hello world", up.output("greeting"));
        up.call("Construct", "hi");
        assertEquals(StepKind.CREATE, up.step("hi").kind());
        assertTrue(up.step("hi-part").urn().endsWith("::sdkdemo:index:Greeter$sdkdemo:index:GreeterPart::hi-part"),
                up.step("hi-part").urn());
        // The SDK's service answers Handshake and CheckConfig with UNIMPLEMENTED; the engine carries on.
        assertEquals("UNIMPLEMENTED", up.call("Handshake", "").error().split(":")[0]);
        assertTrue(engine.state().stream().anyMatch(r -> r.name().equals("hi-part") && r.parent().endsWith("::hi")));
    }
}

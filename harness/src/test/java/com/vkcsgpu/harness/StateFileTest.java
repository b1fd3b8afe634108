package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StateFileTest {

    @TempDir
    Path dir;

    private static final Struct OUTPUTS = Values.fromJava(Map.of(
            "name", "pool",
            "kubeconfig", new Values.Secret("apiVersion: v1 # very-secret-kubeconfig"),
            "nested", Map.of("token", new Values.Secret(List.of("t0ken-1", 2.0)))))
            .getStructValue();

    @Test
    void secretsAreEncryptedOnDiskAndDecryptedOnRead() throws Exception {
        Path path = dir.resolve("state.json");
        ResourceState r = resource(OUTPUTS);
        new StateFile(path, "pass").write("org/p/s", List.of(r));

        String raw = Files.readString(path);
        assertFalse(raw.contains("very-secret-kubeconfig"));
        assertFalse(raw.contains("t0ken-1"));
        assertTrue(raw.contains("\"4dabf18193072939515e22adb298388d\": \"1b47061264138c4ac30d75fd1eb44270\""));
        assertTrue(raw.contains("\"ciphertext\": \"v1:"));

        List<ResourceState> read = new StateFile(path, "pass").read();
        assertEquals(1, read.size());
        assertEquals(OUTPUTS, read.get(0).outputs());
        assertEquals(r.dependencies(), read.get(0).dependencies());
        assertEquals(List.of("half-created"), read.get(0).initErrors());
        assertEquals(new StoredOptions(true, false, true, 90), read.get(0).options());
    }

    @Test
    void aWrongPassphraseIsAClearError() {
        Path path = dir.resolve("state.json");
        new StateFile(path, "right").write("org/p/s", List.of(resource(OUTPUTS)));

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new StateFile(path, "wrong").read());
        assertTrue(e.getMessage().contains("passphrase"), e.getMessage());
    }

    @Test
    void noFileMeansAnEmptyStack() {
        assertTrue(new StateFile(dir.resolve("absent.json"), "p").read().isEmpty());
    }

    private static ResourceState resource(Struct outputs) {
        return new ResourceState("urn:pulumi:s::p::vkcs-gpu:mk8s:Cluster::c", "vkcs-gpu:mk8s:Cluster", true, false,
                "id-1", "urn:pulumi:s::p::pulumi:pulumi:Stack::p-s", "urn:pulumi:s::p::pulumi:providers:vkcs-gpu::default::u",
                Struct.getDefaultInstance(), outputs, List.of("urn:pulumi:s::p::vkcs-gpu:mk8s:Network::n"), Map.of(),
                List.of("half-created"), new StoredOptions(true, false, true, 90));
    }
}

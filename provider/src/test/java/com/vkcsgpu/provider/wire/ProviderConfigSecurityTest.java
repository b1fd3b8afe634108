package com.vkcsgpu.provider.wire;

import static com.vkcsgpu.provider.wire.ProviderFixture.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.framework.Values;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import pulumirpc.Provider.CheckFailure;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConfigureRequest;

/** What the provider configuration may point at, and how its secrets come back from CheckConfig. */
class ProviderConfigSecurityTest {
    private ProviderFixture p;

    @AfterEach
    void close() {
        p.close();
    }

    private ProviderFixture start(Map<String, String> env) throws Exception {
        p = new ProviderFixture(Plugin.discoverModules(), env);
        return p;
    }

    private Map<String, String> failures(Object... config) {
        CheckResponse r = p.stub.checkConfig(CheckRequest.newBuilder().setNews(struct(config)).build());
        return r.getFailuresList().stream().collect(Collectors.toMap(CheckFailure::getProperty, CheckFailure::getReason));
    }

    @Test
    void aPasswordOrTokenGivenAsPlainConfigComesBackSecret() throws Exception {
        start(Map.of());
        CheckResponse r = p.stub.checkConfig(CheckRequest.newBuilder().setNews(struct("username", "alice",
                "password", "plain-password-1", "accessToken", "plain-token-1", "projectId", "p1")).build());
        Map<String, Object> inputs = StructCodec.decode(r.getInputs());
        assertInstanceOf(Values.Secret.class, inputs.get("password"));
        assertInstanceOf(Values.Secret.class, inputs.get("accessToken"));
        assertEquals("p1", inputs.get("projectId"), "what the schema does not call secret stays plain");
        assertTrue(!inputs.containsKey("region"), "no defaults are added: they are applied at Configure only");
    }

    @Test
    void plainHttpIsRefusedForAuthUrlAndEndpoints() throws Exception {
        start(Map.of());
        Map<String, String> failures = failures("authUrl", "http://keystone.example/v3/",
                "endpoints", Map.of("managed-k8s", "http://127.0.0.1:8080/"));
        assertTrue(failures.getOrDefault("authUrl", "").contains("uses plain http"), failures.toString());
        String loopback = failures.getOrDefault("endpoints[\"managed-k8s\"]", "");
        assertTrue(loopback.contains("uses plain http") && loopback.contains(PlainHttp.ENV), failures.toString());
    }

    @Test
    void theLoopbackOptInAllowsHttpToThisMachineOnlyAndWarnsAtConfigure() throws Exception {
        start(Map.of(PlainHttp.ENV, "true"));
        Map<String, String> failures = failures("authUrl", "http://127.0.0.1:5000/v3/",
                "endpoints", Map.of("managed-k8s", "http://mk8s.example/"));
        assertEquals(List.of("endpoints[\"managed-k8s\"]"), List.copyOf(failures.keySet()), failures.toString());
        p.stub.configure(ConfigureRequest.newBuilder().setArgs(struct("authUrl", "http://127.0.0.1:5000/v3/")).build());
        assertTrue(p.logs.stream().anyMatch(l -> l.message().contains(PlainHttp.ENV)
                && l.severity() == LogSink.Severity.WARNING), "warned: " + p.logs);
    }

    @Test
    void aSecondConfigureCannotRepointWhereThePasswordGoes() throws Exception {
        start(Map.of());
        var first = struct("authUrl", "https://keystone.example/v3/", "username", "alice",
                "password", ProviderFixture.secret("pw-first-1"));
        p.stub.configure(ConfigureRequest.newBuilder().setArgs(first).build());
        p.stub.configure(ConfigureRequest.newBuilder().setArgs(first).build()); // the same again is harmless
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> p.stub.configure(
                ConfigureRequest.newBuilder().setArgs(struct("authUrl", "https://attacker.example/v3/",
                        "username", "alice", "password", ProviderFixture.secret("pw-first-1"))).build()));
        assertEquals(Status.Code.FAILED_PRECONDITION, e.getStatus().getCode());
        assertTrue(e.getMessage().contains("already configured"), e.getMessage());
    }
}

package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The plugin reads its environment once, into the provider's context; the resources the modules build take their
 * settings from there, not from the process environment (which here sets neither variable).
 */
class PluginEnvironmentReachesResourcesTest {
    /** Why creating a release from a chart repository on a closed loopback port fails, in this environment. */
    private static String createFailure(Map<String, String> environment) throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        ProviderContext context = new ProviderContext(CallLog.OFF, environment);
        OperatorReleaseResource resource = (OperatorReleaseResource) new OperatorReleaseModule().resources(context).get(0);
        Map<String, Object> in = OperatorReleaseResourceTest.inputs();
        in.put("chart", Map.of("repositoryUrl", "http://127.0.0.1:" + closedPort + "/charts"));
        ResourceHandler<OperatorReleaseArgs, OperatorReleaseState> handler =
                new ResourceHandler<>(resource, new OperationTracker());
        RuntimeException failure = assertThrows(RuntimeException.class,
                () -> handler.create(handler.check(in).inputs(), false, 0, "urn:op", ProgressReporter.NONE));
        return String.valueOf(failure.getMessage());
    }

    @Test
    void withoutTheOptInAChartRepositoryOnThisMachineIsRefusedOverPlainHttpNamingTheVariable() throws IOException {
        String failure = createFailure(Map.of());
        assertTrue(failure.contains("uses plain http") && failure.contains(PlainHttp.ENV), failure);
    }

    @Test
    void theLoopbackOptInInTheContextLetsTheReleaseFetchFromIt() throws IOException {
        String failure = createFailure(Map.of(PlainHttp.ENV, "true"));
        assertFalse(failure.contains("uses plain http"), "the fetch was tried, and failed only on the closed port: "
                + failure);
    }

    @Test
    void aBadWaitScaleInTheContextFailsTheModuleNamingTheVariable() {
        ProviderContext context = new ProviderContext(CallLog.OFF, Map.of(ClientOptions.WAIT_SCALE_ENV, "2"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new OperatorReleaseModule().resources(context));
        assertTrue(e.getMessage().startsWith(ClientOptions.WAIT_SCALE_ENV + " must be"), e.getMessage());
    }
}

package com.vkcsgpu.provider.calllog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.ConnectException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ApiCallTest {
    @Test
    void aLineHasApiMethodPathStatusDurationAndRequestId() {
        assertEquals("kubernetes PATCH /api/v1/namespaces/team-a?fieldManager=vkcs-gpu&force=true 201 12ms"
                        + " request-id=4f0c",
                ApiCall.answered("kubernetes", "PATCH", "/api/v1/namespaces/team-a?fieldManager=vkcs-gpu&force=true",
                        201, Duration.ofNanos(12_400_000), "4f0c").line());
        assertEquals("vkcs GET /v2/clusters 200 5ms",
                ApiCall.answered("vkcs", "GET", "/v2/clusters", 200, Duration.ofMillis(5), " ").line());
    }

    @Test
    void aCallWithoutAnswerNamesTheFailure() {
        assertEquals("vkcs POST /v3/auth/tokens failed(ConnectException) 3ms",
                ApiCall.failed("vkcs", "POST", "/v3/auth/tokens", Duration.ofMillis(3),
                        new ConnectException("refused")).line());
    }

    @Test
    void secretLookingQueryValuesAreMasked() {
        assertEquals("/v1/objects?access_token=***&X-Amz-Signature=***&apiKey=***&limit=5&labelSelector=a%3Db&watch",
                QueryMask.mask("/v1/objects?access_token=tok-123&X-Amz-Signature=abc&apiKey=k1&limit=5"
                        + "&labelSelector=a%3Db&watch"));
        assertEquals("/api/v1/pods", QueryMask.mask("/api/v1/pods"));
        assertEquals("/x?password=***", QueryMask.mask("/x?password=hunter22"));
    }
}

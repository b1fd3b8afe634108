package com.vkcsgpu.provider.cloud.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.secret.SecretString;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.net.ssl.SSLSession;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * How an unsuccessful answer of VK Cloud becomes the client's exception: 401 is an authentication failure, the rest
 * an API failure that carries status, request id, Retry-After and whether the cluster was busy; which of them a retry
 * may cure; and how a call without answer is worded, without Java class names.
 */
class ErrorAnswerClassificationTest {

    @ParameterizedTest(name = "HTTP {0} {1} -> busy={2}")
    @CsvSource(delimiter = '|', textBlock = """
            409 | {"code":10,"message":"cluster is being updated"}                  | true
            409 | {"code":6,"message":"node group l4"}                              | false
            409 | {"message":"node group l4 already exists"}                        | false
            409 | {"message":"duplicate name"}                                      | false
            400 | {"code":9,"message":"precondition"}                               | true
            400 | {"code":10,"message":"aborted"}                                   | true
            412 | {"code":14,"message":"unavailable"}                               | true
            422 | {"code":3,"message":"cluster is in RECONCILING state"}            | true
            400 | {"message":"cluster is in inappropriate state"}                   | true
            400 | {"message":"try again later: locked"}                             | true
            400 | {"code":9,"details":[{"field_violations":[{"field":"name","description":"too long"}]}]} | false
            400 | {"code":9,"details":[{"fieldViolations":[{"field":"name","description":"too long"}]}]}  | false
            400 | {"code":3,"message":"name is invalid"}                            | false
            400 | {"code":99,"message":"name is invalid"}                           | false
            400 | {"code":"9","message":"name is invalid"}                          | false
            400 | {"code":-1,"message":"name is invalid"}                           | false
            400 | {"message":"cluster busy: name already exists"}                   | false
            400 | ["cluster is busy"]                                               | true
            400 | cluster is busy                                                   | true
            400 | name too long                                                     | false
            404 | {"code":9,"message":"cluster is busy"}                            | false
            500 | {"code":14,"message":"busy"}                                      | false
            """)
    void recognisesABusyClusterByStatusAndBody(int status, String body, boolean busy) {
        VkcsApiException e = ApiErrors.toException("update cluster", "PATCH", "clusters/c", answer(status, body, Map.of()),
                new Redactor(), RetryPolicy.defaults());
        assertEquals(busy, e.isBusy(), e.getMessage());
    }

    @Test
    void a401IsAnAuthenticationFailureThatNoRetryCures() {
        VkcsApiException e = ApiErrors.toException("authenticate", "POST", "auth/tokens",
                answer(401, "{\"error\":{\"message\":\"bad password\"}}", Map.of("X-Openstack-Request-Id", "req-7")),
                new Redactor(), RetryPolicy.defaults());
        assertInstanceOf(VkcsAuthException.class, e);
        assertFalse(e.isRetryable());
        assertEquals("authenticate failed: POST auth/tokens returned HTTP 401 (request id req-7): bad password", e.getMessage());
    }

    @Test
    void anAnswerCarriesStatusRequestIdRetryAfterAndTheScrubbedMessage() {
        Redactor redactor = new Redactor();
        redactor.add(SecretString.of("s3cret-token"));
        VkcsApiException e = ApiErrors.toException("create cluster 'gpu'", "POST", "clusters",
                answer(503, "{\"message\":\"token s3cret-token expired\"}", Map.of("X-Request-Id", "req-9", "Retry-After", "7")),
                redactor, RetryPolicy.defaults());
        assertEquals(503, e.status());
        assertEquals(Optional.of("req-9"), e.requestId());
        assertEquals(Optional.of(Duration.ofSeconds(7)), e.retryAfter());
        assertEquals("token [redacted] expired", e.serverMessage());
        assertEquals("create cluster 'gpu' failed: POST clusters returned HTTP 503 (request id req-9): token [redacted] expired",
                e.getMessage());
        assertEquals("create cluster 'gpu'", e.operation());
        assertEquals("POST", e.method());
        assertEquals("clusters", e.path());
    }

    @Test
    void theOpenStackRequestIdComesFirstThenTheGenericThenNovas() {
        assertEquals(Optional.of("os"), ApiErrors.toException("x", "GET", "p", answer(500, "", Map.of(
                "X-Openstack-Request-Id", "os", "X-Request-Id", "generic", "X-Compute-Request-Id", "nova")),
                new Redactor(), RetryPolicy.defaults()).requestId());
        assertEquals(Optional.of("nova"), ApiErrors.toException("x", "GET", "p", answer(500, "", Map.of(
                "X-Compute-Request-Id", "nova")), new Redactor(), RetryPolicy.defaults()).requestId());
        VkcsApiException bare = ApiErrors.toException("x", "GET", "p", answer(500, " ", Map.of()), new Redactor(), RetryPolicy.defaults());
        assertEquals(Optional.empty(), bare.requestId());
        assertEquals(Optional.empty(), bare.retryAfter());
        assertEquals("x failed: GET p returned HTTP 500", bare.getMessage());
    }

    @Test
    void throttlingAndServerErrorsAreRetryableOtherRefusalsNot() {
        assertTrue(api(429).isRetryable());
        assertTrue(api(429).isThrottling());
        assertTrue(api(498).isThrottling());
        assertTrue(api(500).isRetryable());
        assertTrue(api(503).isRetryable());
        assertFalse(api(499).isRetryable());
        assertFalse(api(400).isRetryable());
        assertFalse(api(409).isRetryable());
        assertTrue(api(404).isNotFound());
        assertFalse(api(410).isNotFound());
        assertTrue(api(409).isConflict());
        assertFalse(api(400).isConflict());
    }

    @Test
    void aConflictMadeWithoutItsBodyIsBusyUnlessTheObjectExists() {
        assertTrue(new VkcsApiException("x", "POST", "p", 409, null, "cluster is reconciling", null).isBusy());
        assertFalse(new VkcsApiException("x", "POST", "p", 409, null, "node group already exists", null).isBusy());
        assertFalse(new VkcsApiException("x", "POST", "p", 400, null, "cluster is reconciling", null).isBusy());
    }

    @Test
    void aCallWithoutAnswerIsWordedWithoutClassNames() {
        assertEquals("list clusters failed: GET clusters got no answer: the connection was refused or could not be opened (refused)",
                transport(new ConnectException("refused")).getMessage());
        assertEquals("list clusters failed: GET clusters got no answer: opening the connection timed out (slow)",
                transport(new HttpConnectTimeoutException("slow")).getMessage());
        assertEquals("list clusters failed: GET clusters got no answer: no answer within the request timeout (request timed out)",
                transport(new HttpTimeoutException("request timed out")).getMessage());
        assertEquals("list clusters failed: GET clusters got no answer: the host name could not be resolved (vk.example)",
                transport(new UnknownHostException("vk.example")).getMessage());
        assertEquals("list clusters failed: GET clusters got no answer: the connection failed",
                transport(new IOException(" ")).getMessage());
        assertTrue(transport(new IOException("reset")).isRetryable());
    }

    @Test
    void anUntrustedCertificateSaysWhichSettingTrustsItAndIsNotRetried() {
        VkcsTransportException tls = new VkcsTransportException("list clusters", "GET", "clusters",
                new IOException("PKIX path building failed"), true);
        assertTrue(tls.isTlsFailure());
        assertFalse(tls.isRetryable());
        assertEquals("list clusters failed: GET clusters got no answer: TLS verification failed (PKIX path building failed); "
                + "if the endpoint uses a private CA, set vkcs-gpu:caCertificate to its PEM certificate", tls.getMessage());
    }

    private static VkcsApiException api(int status) {
        return new VkcsApiException("x", "GET", "p", status, null, null, null);
    }

    private static VkcsTransportException transport(IOException cause) {
        VkcsTransportException e = new VkcsTransportException("list clusters", "GET", "clusters", cause, false);
        assertFalse(e.isTlsFailure());
        return e;
    }

    private static HttpResponse<String> answer(int status, String body, Map<String, String> headers) {
        HttpHeaders httpHeaders = HttpHeaders.of(headers.entrySet().stream().collect(java.util.stream.Collectors.toMap(
                Map.Entry::getKey, e -> List.of(e.getValue()))), (name, value) -> true);
        return new HttpResponse<>() {
            @Override
            public int statusCode() {
                return status;
            }

            @Override
            public HttpRequest request() {
                return HttpRequest.newBuilder(URI.create("https://vk.example/p")).build();
            }

            @Override
            public Optional<HttpResponse<String>> previousResponse() {
                return Optional.empty();
            }

            @Override
            public HttpHeaders headers() {
                return httpHeaders;
            }

            @Override
            public String body() {
                return body;
            }

            @Override
            public Optional<SSLSession> sslSession() {
                return Optional.empty();
            }

            @Override
            public URI uri() {
                return URI.create("https://vk.example/p");
            }

            @Override
            public HttpClient.Version version() {
                return HttpClient.Version.HTTP_1_1;
            }
        };
    }
}

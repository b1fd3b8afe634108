package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.calllog.ApiCall;
import com.vkcsgpu.provider.calllog.CallLog;
import io.fabric8.kubernetes.client.http.AsyncBody;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.Interceptor;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A fabric8 HTTP interceptor that records each request to the API server in a {@link CallLog}: method, path and
 * query, status, the time to the answer's headers (for a watch: until the stream opened) and the API server's
 * {@value #AUDIT_ID_HEADER}. Each retry of fabric8's is its own line.
 *
 * <p>fabric8 (kubernetes-client-api 7.4.0, {@code StandardHttpClient.consumeBytesOnce}) calls {@link #consumer}
 * with the request exactly as it is sent, then {@link #after} or {@link #afterConnectionFailure} with that same
 * object, so the start time is kept by the request.
 */
final class KubeCallRecorder implements Interceptor {
    /** The interceptor's name in fabric8's chain. */
    static final String NAME = "vkcs-gpu-call-log";
    /**
     * The id the API server gives each request and writes to its audit log (kubernetes/kubernetes
     * staging/src/k8s.io/apiserver/pkg/apis/audit/types.go, {@code HeaderAuditID}).
     */
    static final String AUDIT_ID_HEADER = "Audit-Id";
    static final String API = "kubernetes";

    private final CallLog callLog;
    /**
     * Start times by request. fabric8's requests keep Object's identity equality, and the map holds them weakly,
     * so a request that never gets an answer or a failure (cancelled) does not stay in it.
     */
    private final Map<HttpRequest, Long> started = Collections.synchronizedMap(new WeakHashMap<>());

    KubeCallRecorder(CallLog callLog) {
        this.callLog = callLog;
    }

    @Override
    public AsyncBody.Consumer<List<ByteBuffer>> consumer(AsyncBody.Consumer<List<ByteBuffer>> consumer,
                                                         HttpRequest request) {
        started.put(request, System.nanoTime());
        return consumer;
    }

    @Override
    public void after(HttpRequest request, HttpResponse<?> response, AsyncBody.Consumer<List<ByteBuffer>> consumer) {
        callLog.record(ApiCall.answered(API, request.method(), ApiCall.pathAndQuery(request.uri()), response.code(),
                elapsed(request), response.header(AUDIT_ID_HEADER)));
    }

    @Override
    public void afterConnectionFailure(HttpRequest request, Throwable failure) {
        callLog.record(ApiCall.failed(API, request.method(), ApiCall.pathAndQuery(request.uri()), elapsed(request),
                failure));
    }

    private Duration elapsed(HttpRequest request) {
        Long start = started.remove(request);
        return start == null ? Duration.ZERO : Duration.ofNanos(System.nanoTime() - start);
    }
}

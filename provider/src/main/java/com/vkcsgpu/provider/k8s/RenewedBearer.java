package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.cloud.auth.Session;
import com.vkcsgpu.provider.secret.SecretString;
import io.fabric8.kubernetes.client.http.BasicBuilder;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.Interceptor;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Sends the provider's Keystone token as the bearer token of every request of a fabric8 client, and
 * never blocks the thread sending: fabric8 runs interceptors on its HTTP event loop, where a call to
 * Keystone would stall every request of the client (Vert.x reports "Thread blocked").
 *
 * <p>The first token is fetched when the client is built, on the caller's thread. After that a background
 * task asks the session behind {@link KeystoneBearer} every {@link #RENEW_INTERVAL}; the session
 * re-authenticates only shortly before expiry, so asking is an in-memory check almost always. A token can
 * still lapse before the task runs (a loaded machine, a short-lived token, a token revoked early), so an
 * answer 401 to the token being served makes the session authenticate again, off the event loop, and
 * the request is sent again with the new token, at most {@link Session#RENEWALS_PER_CALL} times, as
 * {@code ServiceApi} does for cloud calls: a renewed token can be refused too. A 401 after that reaches the
 * caller: the credentials themselves are refused. fabric8's own token interceptor would retry with the same
 * token, so this one takes its place ({@link #INTERCEPTOR_NAME}); a watch re-opened after a lapse goes through
 * the same interceptors, so it opens with the renewed token.
 *
 * <p>The renewal task ends once the client (and with it this bearer) is gone.
 */
final class RenewedBearer implements Interceptor {
    /** The name of fabric8's token interceptor (kubernetes-client-api 7.4.0, {@code HttpClientUtils}), replaced. */
    static final String INTERCEPTOR_NAME = "TOKEN";
    /** Well inside the session's renewal margin (two minutes on VK Cloud, a quarter of a short token's life). */
    static final Duration RENEW_INTERVAL = Duration.ofMillis(250);
    private static final String AUTHORIZATION = "Authorization";
    private static final String BEARER = "Bearer ";

    private final KeystoneBearer keystone;
    private final Executor renewals;
    private volatile SecretString current;

    /** Fetches the first token now; fails with the bearer's reason (e.g. no credentials). */
    RenewedBearer(KeystoneBearer keystone, Executor renewals) {
        this.keystone = keystone;
        this.renewals = renewals;
        this.current = keystone.token();
    }

    /** Starts renewing on {@code schedule} until this bearer is garbage. */
    RenewedBearer renewOn(ScheduledExecutorService schedule) {
        WeakReference<RenewedBearer> self = new WeakReference<>(this);
        ScheduledFuture<?>[] task = new ScheduledFuture<?>[1];
        synchronized (task) {
            task[0] = schedule.scheduleWithFixedDelay(() -> {
                RenewedBearer bearer = self.get();
                if (bearer != null) {
                    bearer.renew();
                } else {
                    synchronized (task) {
                        task[0].cancel(false);
                    }
                }
            }, RENEW_INTERVAL.toMillis(), RENEW_INTERVAL.toMillis(), TimeUnit.MILLISECONDS);
        }
        return this;
    }

    /**
     * The interceptors that authenticate a client's requests, by name, in the order fabric8 runs them: this bearer
     * in place of fabric8's token interceptor, then one per further renewal. fabric8 (kubernetes-client-api 7.4.0,
     * {@code StandardHttpClient.consumeBytesOnce} and {@code buildWebSocketOnce}) asks each interceptor once per
     * request whether to send a refused request again, and hands the answer of that retry to the next
     * interceptor: a second retry needs a second interceptor.
     */
    Map<String, Interceptor> interceptors() {
        Map<String, Interceptor> byName = new LinkedHashMap<>();
        byName.put(INTERCEPTOR_NAME, this);
        for (int renewal = 2; renewal <= Session.RENEWALS_PER_CALL; renewal++) {
            byName.put(INTERCEPTOR_NAME + "_RENEWAL_" + renewal, new Interceptor() {
                @Override
                public CompletableFuture<Boolean> afterFailure(BasicBuilder builder, HttpResponse<?> response,
                        RequestTags tags) {
                    return RenewedBearer.this.afterFailure(builder, response, tags);
                }
            });
        }
        return byName;
    }

    /** The current token, without blocking. */
    String token() {
        return current.reveal();
    }

    /** Asks the session for a token valid now (renewed if near expiry); keeps the current one on failure. */
    synchronized void renew() {
        try {
            current = keystone.token();
        } catch (RuntimeException e) {
            // Keep serving the current token: a request fails with 401 if it lapsed, and that renews again.
        }
    }

    /**
     * After the API server refused {@code refused}: the token to retry with, or null when there is no other (the
     * session could not authenticate again, or gave the same token back). The session renews only when
     * {@code refused} is the token being served: refusals of several requests sent with it renew once, and a late
     * refusal of an older token retries with the current one, which a further refusal renews in its turn.
     */
    synchronized String renewAfterRefusal(String refused) {
        if (refused == null || refused.equals(current.reveal())) {
            try {
                current = keystone.renewAfterRefusal(current);
            } catch (RuntimeException e) {
                return null;
            }
        }
        String next = current.reveal();
        return next.equals(refused) ? null : next;
    }

    @Override
    public void before(BasicBuilder builder, HttpRequest request, RequestTags tags) {
        builder.setHeader(AUTHORIZATION, BEARER + token());
    }

    @Override
    public CompletableFuture<Boolean> afterFailure(BasicBuilder builder, HttpResponse<?> response, RequestTags tags) {
        if (response.code() != 401) {
            return CompletableFuture.completedFuture(false);
        }
        String refused = sentToken(response.request());
        // Resume on the event loop the answer came on: fabric8 then cancels the refused answer's body and sends
        // the retry there, in that order; from another thread the retry can be handed the connection the cancel
        // is closing ("Connection was closed").
        Context eventLoop = Vertx.currentContext();
        Executor resume = eventLoop == null ? Runnable::run : task -> eventLoop.runOnContext(ignored -> task.run());
        CompletableFuture<Boolean> retry = new CompletableFuture<>();
        renewals.execute(() -> {
            String next = renewAfterRefusal(refused);
            resume.execute(() -> {
                if (next != null) {
                    builder.setHeader(AUTHORIZATION, BEARER + next);
                }
                retry.complete(next != null);
            });
        });
        return retry;
    }

    private static String sentToken(HttpRequest request) {
        String header = request == null ? null : request.header(AUTHORIZATION);
        return header != null && header.startsWith(BEARER) ? header.substring(BEARER.length()) : null;
    }
}

package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.secret.SecretString;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A Keystone token for fabric8 that never blocks the thread asking: fabric8 asks for the bearer token
 * on its HTTP event loop, where a call to Keystone would stall every request of the client (Vert.x
 * reports "Thread blocked"). The first token is fetched when the client is built, on the caller's
 * thread; after that a background task asks the session behind {@link KeystoneBearer} every
 * {@link #RENEW_INTERVAL}. The session re-authenticates only shortly before expiry, so asking is an
 * in-memory check almost always, and the token served has been renewed before it lapses. The task ends
 * once the client (and with it this bearer) is gone.
 */
final class RenewedBearer {
    /** Well inside the session's renewal margin (two minutes on VK Cloud, less for short-lived tokens). */
    static final Duration RENEW_INTERVAL = Duration.ofMillis(250);

    private final KeystoneBearer keystone;
    private volatile SecretString current;

    /** Fetches the first token now; fails with the bearer's reason (e.g. no credentials). */
    RenewedBearer(KeystoneBearer keystone) {
        this.keystone = keystone;
        this.current = keystone.token();
    }

    /** Starts renewing on {@code renewals} until this bearer is garbage. */
    RenewedBearer renewOn(ScheduledExecutorService renewals) {
        WeakReference<RenewedBearer> self = new WeakReference<>(this);
        ScheduledFuture<?>[] task = new ScheduledFuture<?>[1];
        synchronized (task) {
            task[0] = renewals.scheduleWithFixedDelay(() -> {
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

    /** The current token, without blocking. */
    String token() {
        return current.reveal();
    }

    /** Asks the session for a token valid now (renewed if near expiry); keeps the current one on failure. */
    void renew() {
        try {
            current = keystone.token();
        } catch (RuntimeException e) {
            // Keep serving the current token: a request fails with 401 if it lapsed, and the next
            // renewal tries again.
        }
    }
}

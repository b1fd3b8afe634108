package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.secret.SecretString;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A Keystone token for fabric8 that never blocks the thread asking: fabric8 asks for the bearer token
 * on its HTTP event loop, where a call to Keystone would stall every request of the client (Vert.x
 * reports "Thread blocked"). The first token is fetched when the client is built, on the caller's
 * thread; each later request is served the current token and starts, at most one at a time, a renewal
 * on {@code renewals}. The session behind {@link KeystoneBearer} re-authenticates only shortly before
 * expiry, so a renewal is cheap and the token served is never the expired one.
 */
final class RenewedBearer {
    private final KeystoneBearer keystone;
    private final Executor renewals;
    private final AtomicBoolean renewing = new AtomicBoolean();
    private volatile SecretString current;

    /** Fetches the first token now; fails with the bearer's reason (e.g. no credentials). */
    RenewedBearer(KeystoneBearer keystone, Executor renewals) {
        this.keystone = keystone;
        this.renewals = renewals;
        this.current = keystone.token();
    }

    /** The current token; starts a renewal unless one is running. */
    String token() {
        if (renewing.compareAndSet(false, true)) {
            try {
                renewals.execute(this::renew);
            } catch (RuntimeException rejected) {
                renewing.set(false);
            }
        }
        return current.reveal();
    }

    private void renew() {
        try {
            current = keystone.token();
        } catch (RuntimeException e) {
            // Keep serving the current token: the request fails with 401 if it lapsed, and the next
            // request tries to renew again.
        } finally {
            renewing.set(false);
        }
    }
}

package com.vkcsgpu.provider.cloud.http;

import com.vkcsgpu.provider.cloud.CloudTolerances;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Makes a non-idempotent create safe to retry. When the outcome of a POST is unknown (the
 * connection broke after the request was sent, a timeout, or a 5xx from a gateway that may have
 * passed it on), the object is looked up by name first and adopted if it exists; the POST is sent
 * again only when it does not. So a lost response never creates a second cluster. A slow answer is
 * the same case seen late: the retried POST may meet the first attempt's object as a 409 (name
 * taken), which is resolved by the same lookup.
 */
public final class SafeCreate {
    private SafeCreate() {
    }

    /**
     * @param post sends the create and returns the new id
     * @param lookup finds an existing object of the same name and returns its id
     * @param readGrace how long reads may lag behind a create ({@link CloudTolerances#notFoundGrace()})
     */
    public static String create(RetryPolicy policy, Duration readGrace, Supplier<String> post, Supplier<Optional<String>> lookup) {
        boolean maybeCreatedBefore = false;
        for (int attempt = 1; ; attempt++) {
            try {
                return post.get();
            } catch (VkcsException e) {
                // A 409 after an attempt whose outcome was unknown may be that attempt's own object
                // (the name is taken now, or its cluster is busy creating it): look before failing.
                boolean conflictAfterUnknown = maybeCreatedBefore && e instanceof VkcsApiException api && api.isConflict();
                if (!outcomeUnknown(e) && !conflictAfterUnknown) {
                    throw e;
                }
                Optional<String> existing = lookup.get();
                // "the name is taken" yet nothing found: the first attempt's object exists but reads have not
                // caught up with it (a cloud may answer 404 for a while after a create), so look again
                java.time.Instant lookUntil = policy.clock().instant().plus(readGrace);
                for (int look = 1; existing.isEmpty() && conflictAfterUnknown && policy.clock().instant().isBefore(lookUntil); look++) {
                    pause(policy, look, e);
                    existing = lookup.get();
                }
                if (existing.isPresent()) {
                    return existing.get();
                }
                if (conflictAfterUnknown || attempt >= policy.maxAttempts()) {
                    throw e;
                }
                maybeCreatedBefore = true;
                pause(policy, attempt, e);
            }
        }
    }

    private static void pause(RetryPolicy policy, int attempt, VkcsException cause) {
        try {
            policy.sleeper().sleep(policy.backoff(attempt));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw cause;
        }
    }

    static boolean outcomeUnknown(VkcsException e) {
        if (e instanceof VkcsTransportException transport) {
            return !transport.isTlsFailure();
        }
        return e instanceof VkcsApiException api && api.status() >= 500;
    }
}

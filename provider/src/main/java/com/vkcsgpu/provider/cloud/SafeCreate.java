package com.vkcsgpu.provider.cloud;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Makes a non-idempotent create safe to retry. When the outcome of a POST is unknown (the
 * connection broke after the request was sent, a timeout, or a 5xx from a gateway that may have
 * passed it on), the object is looked up by name first and adopted if it exists; the POST is sent
 * again only when it does not. So a lost response never creates a second cluster.
 */
final class SafeCreate {
    private SafeCreate() {
    }

    /**
     * @param post sends the create and returns the new id
     * @param lookup finds an existing object of the same name and returns its id
     */
    static String create(RetryPolicy policy, Supplier<String> post, Supplier<Optional<String>> lookup) {
        for (int attempt = 1; ; attempt++) {
            try {
                return post.get();
            } catch (VkcsException e) {
                if (!outcomeUnknown(e)) {
                    throw e;
                }
                Optional<String> existing = lookup.get();
                if (existing.isPresent()) {
                    return existing.get();
                }
                if (attempt >= policy.maxAttempts()) {
                    throw e;
                }
                try {
                    policy.sleeper().sleep(policy.backoff(attempt));
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    static boolean outcomeUnknown(VkcsException e) {
        if (e instanceof VkcsTransportException transport) {
            return !transport.isTlsFailure();
        }
        return e instanceof VkcsApiException api && api.status() >= 500;
    }
}

package com.vkcsgpu.provider.cloud.auth;

import com.vkcsgpu.provider.secret.SecretString;

/** Gives authenticated calls a token and the base URL of each service. */
public interface Session {
    /**
     * How often a call refused with 401 is sent again, each time after a renewal that succeeded: once for a token
     * that lapsed before its renewal ahead of {@code expires_at}, once more for a renewed token refused as well (a
     * Keystone node that has not yet received a rotated key, a lapse between issue and use). A third 401 is the
     * answer: the credentials themselves are refused. Cloud calls ({@code ServiceApi}) and calls to a cluster's
     * Kubernetes API with the provider's Keystone token ({@code RenewedBearer}) both follow it.
     */
    int RENEWALS_PER_CALL = 2;

    /** A token to send as {@code X-Auth-Token}, authenticating first if needed. */
    SecretString token();

    /**
     * Called when a service answered 401 to {@code rejected}. Returns true when a fresh token can
     * be had (the next {@link #token()} call authenticates again), false when not.
     */
    boolean renew(SecretString rejected);

    /** The project roles the token carries, authenticating first if needed, or why they cannot be read. */
    TokenRoles projectRoles();

    /** The base URL (ending with {@code /}) of a catalog service type. */
    String endpoint(String serviceType);
}

package com.vkcsgpu.provider.cloud.auth;

import com.vkcsgpu.provider.secret.SecretString;

/** Gives authenticated calls a token and the base URL of each service. */
public interface Session {
    /** A token to send as {@code X-Auth-Token}, authenticating first if needed. */
    SecretString token();

    /**
     * Called when a service answered 401 to {@code rejected}. Returns true when a fresh token can
     * be had (the next {@link #token()} call authenticates again), false when not.
     */
    boolean renew(SecretString rejected);

    /** The base URL (ending with {@code /}) of a catalog service type. */
    String endpoint(String serviceType);
}

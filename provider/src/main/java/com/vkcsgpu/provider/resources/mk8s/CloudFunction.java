package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.framework.FailureTranslator;
import com.vkcsgpu.provider.framework.ProviderFunction;

/**
 * A function that reads VK Cloud: what every such function declares the same way (its token, and that the cloud's
 * failures are translated as for any cloud call), so each function keeps only its records,
 * its checks and what it computes.
 *
 * @param <A> arguments record
 * @param <R> result record
 */
abstract class CloudFunction<A extends Record, R extends Record> implements ProviderFunction<A, R> {
    /** The cloud the function reads. */
    protected final CloudAccess cloud;
    private final String token;

    CloudFunction(CloudAccess cloud, String token) {
        this.cloud = cloud;
        this.token = token;
    }

    @Override
    public final FailureTranslator failures() {
        return CloudFailures.translator(null);
    }

    @Override
    public final String token() {
        return token;
    }
}

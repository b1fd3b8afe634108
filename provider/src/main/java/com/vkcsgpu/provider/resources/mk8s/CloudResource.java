package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.FailureTranslator;

/**
 * A resource of VK Cloud's managed Kubernetes API: what every such resource declares the same way (its token, the
 * cloud it calls, and that the cloud's failures are translated with the resource's own hint), so each resource
 * keeps only its checks and its calls.
 *
 * @param <A> inputs record
 * @param <S> outputs record
 */
abstract class CloudResource<A extends Record, S extends Record> implements CustomResource<A, S> {
    /** The cloud the resource calls. */
    protected final CloudAccess cloud;
    private final String token;
    private final CloudFailures.Hint hint;

    CloudResource(CloudAccess cloud, String token, CloudFailures.Hint hint) {
        this.cloud = cloud;
        this.token = token;
        this.hint = hint;
    }

    @Override
    public final FailureTranslator failures() {
        return CloudFailures.translator(hint);
    }

    @Override
    public final String token() {
        return token;
    }
}

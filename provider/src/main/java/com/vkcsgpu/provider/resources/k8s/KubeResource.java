package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.FailureTranslator;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.function.Function;

/**
 * A resource that works in a cluster through its {@code kubeconfig} input: what every such resource declares the
 * same way (its token, the clients it opens, how often it polls, and that Kubernetes failures are translated by
 * {@link KubeErrors}), so each resource keeps only what it does in the cluster.
 *
 * @param <A> inputs record
 * @param <S> outputs record
 */
public abstract class KubeResource<A extends Record, S extends Record> implements CustomResource<A, S> {
    /** Opens a client for a kubeconfig input. */
    protected final KubeAccess kube;
    /** How often a wait in the cluster polls (scaled against the emulator, faster in tests). */
    protected final Duration pollInterval;
    private final String token;

    protected KubeResource(String token, Function<String, KubernetesClient> clients, Duration pollInterval) {
        this(token, new KubeAccess(clients), pollInterval);
    }

    /** With {@code kube}'s prediction of the Keystone user's role, for the preview of a cluster not yet created. */
    protected KubeResource(String token, KubeAccess kube, Duration pollInterval) {
        this.token = token;
        this.kube = kube;
        this.pollInterval = pollInterval;
    }

    @Override
    public final FailureTranslator failures() {
        return KubeErrors::translate;
    }

    @Override
    public final String token() {
        return token;
    }
}

package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.access.AccessReview;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.framework.OpContext;
import java.util.List;
import com.vkcsgpu.provider.secret.SecretString;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How a resource that talks to a cluster's API (gate, operator release, object set, job) opens a
 * client from its {@code kubeconfig} input: through the provider's clients
 * ({@code CloudAccess.kubeClients}, which build on {@code KubeClients}), with a kubeconfig that cannot
 * be used reported as invalid input of that property.
 */
public final class KubeAccess {
    private final Function<String, KubernetesClient> clients;
    private final KeystonePrediction keystoneRole;

    /** Access through {@code clients}, which take kubeconfig text and return a client for its current context. */
    public KubeAccess(Function<String, KubernetesClient> clients) {
        this(clients, KeystonePrediction.NONE);
    }

    /** As above, with the role a cluster not yet created is predicted to give the provider's Keystone user. */
    public KubeAccess(Function<String, KubernetesClient> clients, KeystonePrediction keystoneRole) {
        this.clients = clients;
        this.keystoneRole = keystoneRole;
    }

    /**
     * Check's part: a known {@code kubeconfig} that no client could use (unreadable, a user the provider does not
     * use, plain http to a remote server, a keystone-auth user over http or without the cluster's CA) is refused
     * before anything is sent, naming why. No I/O.
     */
    public static void check(SecretString kubeconfig, Diagnostics diags) {
        if (kubeconfig != null) {
            KubeClients.problem(kubeconfig.reveal()).ifPresent(problem -> diags.error("kubeconfig", problem, null));
        }
    }

    /** A client for {@code kubeconfig}; the caller closes it. */
    public KubernetesClient open(SecretString kubeconfig) {
        try {
            return clients.apply(kubeconfig.reveal());
        } catch (KubeOperationException e) {
            throw new InvalidInputException("kubeconfig: " + e.getMessage(), e);
        }
    }

    /**
     * The preflight before a write (and in preview): asks {@code client}'s API about every right in {@code needed}
     * and fails once, naming each missing one ({@link RightsPreflight}); what cannot be asked is a warning.
     */
    public static void requireRights(KubernetesClient client, RightsPreflight preflight, List<KubeRight> needed,
                                     OpContext ctx) {
        ctx.progress().status("asking the cluster whether its credentials may do what " + preflight.operation()
                + " needs (" + needed.size() + " rights)");
        preflight.require(needed, AccessReview.of(client), ctx.progress()::warning);
    }

    /**
     * The preflight in the preview of a cluster not yet created (its kubeconfig is unknown, so it will be VK's,
     * authenticated with the provider's Keystone token): {@code needed} held against the Kubernetes role the token's
     * project roles predict ({@link RightsPreflight#requirePredicted}), once per reason among the resources of the
     * preview ({@link KeystonePrediction#refusals()}). Nothing when no prediction can be made.
     */
    public void requirePredictedRights(RightsPreflight preflight, Supplier<List<KubeRight>> needed, OpContext ctx) {
        keystoneRole.role(ctx.progress()::warning).ifPresent(predicted -> {
            ctx.progress().status("predicting from the Keystone token's project roles whether "
                    + preflight.operation() + " can work in a cluster not yet created");
            preflight.requirePredicted(needed.get(), predicted, keystoneRole.refusals(), ctx.urn(),
                    ctx.progress()::warning);
        });
    }
}

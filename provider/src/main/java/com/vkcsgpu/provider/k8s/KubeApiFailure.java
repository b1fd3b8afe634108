package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.cloud.auth.Session;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.WatcherException;

/** How a failed call to a cluster's Kubernetes API is worded and what it means. */
public final class KubeApiFailure {
    private KubeApiFailure() {
    }

    /**
     * The failure in words: the HTTP status and the API server's own message, or that no answer came (fabric8
     * reports a call without an HTTP answer with a code below 100).
     */
    public static String describe(KubernetesClientException e) {
        if (!answered(e)) {
            return "no answer from the cluster's Kubernetes API (" + firstLine(e.getMessage()) + ")";
        }
        String said = e.getStatus() != null && e.getStatus().getMessage() != null ? e.getStatus().getMessage()
                : firstLine(e.getMessage());
        if (e.getCode() == 401) {
            return "the cluster's Kubernetes API refused the credentials (HTTP 401: " + said + "): the kubeconfig's "
                    + "token expired or was revoked, or, for VK's keystone-auth user, the provider's Keystone token was "
                    + "refused again after " + Session.RENEWALS_PER_CALL + " renewals; run `pulumi up` again, which reads "
                    + "the cluster's current kubeconfig, and if it is refused again check that the VK Cloud user has "
                    + "access to this cluster";
        }
        if (e.getCode() == 403) {
            return "the cluster's Kubernetes API refused the kubeconfig's user (HTTP 403: " + said + ")";
        }
        return "HTTP " + e.getCode() + ": " + said;
    }

    /**
     * Whether the API refused who is asking (401: the credentials; 403: the user's rights): asking again with the
     * same kubeconfig gets the same answer.
     */
    public static boolean refusesTheCaller(KubernetesClientException e) {
        return e.getCode() == 401 || e.getCode() == 403;
    }

    /**
     * The API's answer behind a failure, or {@code null} when there is none: informers report a failed list wrapped
     * (a {@code CompletionException}) and a closed watch as a {@link WatcherException}.
     */
    public static KubernetesClientException behind(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof WatcherException watch) {
                return watch.asClientException();
            }
            if (cause instanceof KubernetesClientException api) {
                return api;
            }
        }
        return null;
    }

    /** Whether the API server answered at all. */
    public static boolean answered(KubernetesClientException e) {
        return e.getCode() >= 100;
    }

    /** Whether the same call may succeed later: no answer, throttling, or a server error. */
    public static boolean isTransient(KubernetesClientException e) {
        return !answered(e) || e.getCode() == 429 || e.getCode() >= 500;
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "connection failed";
        }
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}

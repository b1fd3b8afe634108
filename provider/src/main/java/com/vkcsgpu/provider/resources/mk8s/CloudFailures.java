package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsAuthException;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.cloud.http.VkcsTransportException;
import com.vkcsgpu.provider.wait.WaitException;
import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.FailureTranslator;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Turns the cloud client's failures into the framework's, once per operation where the framework
 * dispatches it (each mk8s resource and function declares {@link #translator}), so the engine learns what
 * happened: a refused request (400) is invalid input, a conflict (409) a failed precondition, a
 * deadline a timeout, a cancel a cancel. Failures after the cloud accepted a create still become
 * partial state in the framework, whatever they are mapped to here.
 */
final class CloudFailures {
    private CloudFailures() {
    }

    /**
     * Advice added to a refused request's message only when the server's answer points at what it covers,
     * e.g. a flavor hint when the answer mentions a flavor, never on every 400.
     */
    record Hint(String advice, List<String> serverWords) {
        static Hint whenServerMentions(String advice, String... words) {
            return new Hint(advice, List.of(words));
        }

        boolean appliesTo(VkcsApiException e) {
            String said = (e.serverMessage() == null ? "" : e.serverMessage()).toLowerCase(Locale.ROOT);
            return serverWords.stream().anyMatch(word -> said.contains(word.toLowerCase(Locale.ROOT)));
        }
    }

    /**
     * How to name an object of the same name that already exists, so a 409 on create can say which one and
     * how to adopt it (typically left by a run that crashed after the cloud accepted the create).
     *
     * @param type     the resource type token, for {@code pulumi import}
     * @param urn      the resource's URN; its last segment is the name in the program
     * @param existing finds the existing object's id by name
     */
    record Orphan(String type, String urn, Supplier<Optional<String>> existing) {
        String advice(String id) {
            String name = urn == null || !urn.contains("::") ? "<name>" : urn.substring(urn.lastIndexOf("::") + 2);
            return "it exists with id " + id + " (probably left by an interrupted run): adopt it with "
                    + "`pulumi import " + type + " " + name + " " + id + "` and run `pulumi up` again, "
                    + "or delete it in VK Cloud";
        }
    }

    /**
     * The translation a resource or function of this module declares ({@code failures()}), applied by
     * the framework to each of its operations; {@code hint} (may be null) is added to a refused
     * request's message where the answer points to it.
     */
    static FailureTranslator translator(Hint hint) {
        return failure -> failure instanceof VkcsException || failure instanceof WaitException
                ? translate(failure, hint) : failure;
    }

    /**
     * Runs a create; a 409 because the name is taken names the existing object and the command that
     * adopts it. Every other failure is left to the resource's {@link #translator}.
     */
    static <T> T create(Supplier<T> call, Orphan orphan) {
        try {
            return call.get();
        } catch (VkcsApiException e) {
            if (e.isConflict()) {
                Optional<String> existing;
                try {
                    existing = orphan.existing().get();
                } catch (VkcsException lookupFailed) {
                    existing = Optional.empty();
                }
                if (existing.isPresent()) {
                    throw new PreconditionFailedException(e.getMessage() + "; " + orphan.advice(existing.get()), e);
                }
            }
            throw e;
        }
    }

    /**
     * How a project's Managed Kubernetes quotas are raised: by a request to VK Cloud support; VK publishes no API
     * that reads them (vk-cs/terraform-provider-vkcs v0.16.0 has only Nova's quota set,
     * {@code vkcs/compute/data_source_quotaset.go}, and gen-2 workers live in VK's service projects).
     */
    static final String QUOTA_ADVICE = "; nothing was created. VK Cloud's default Kubernetes quotas per project are"
            + " 2 clusters, 10 nodes, 10 node groups, 20 vCPU, 64 GB RAM, 30 disks and 200 GB of node disks, and GPU"
            + " nodes need that many GPUs connected to the project: ask VK Cloud support to raise the quota named above"
            + " (https://cloud.vk.com/docs/en/tools-for-using-services/account/concepts/quotasandlimits), or make the pool"
            + " smaller, then run `pulumi up` again";

    /** A refusal whose message names a quota, whatever its status (403, 429 or 400 are all plausible). */
    private static boolean mentionsQuota(VkcsApiException api) {
        String message = api.serverMessage();
        return message != null && message.toLowerCase(java.util.Locale.ROOT).contains("quota");
    }

    static RuntimeException translate(RuntimeException e, Hint hint) {
        if (e instanceof VkcsConfigurationException) {
            return new PreconditionFailedException(e.getMessage(), e);
        }
        if (e instanceof VkcsAuthException) {
            return new AuthenticationFailedException(e.getMessage() + "; check the credentials (vkcs-gpu:username, "
                    + "password, projectId, userDomainName or accessToken, or OS_* variables) and that the user "
                    + "has access to the project", e);
        }
        if (e instanceof VkcsTransportException transport) {
            return transport.isTlsFailure() ? new PreconditionFailedException(e.getMessage(), e)
                    : new ServiceUnavailableException(e.getMessage() + "; nothing was changed, run `pulumi up` "
                            + "again when VK Cloud is reachable", e);
        }
        if (e instanceof VkcsApiException api) {
            if (mentionsQuota(api)) {
                return new PreconditionFailedException(e.getMessage() + QUOTA_ADVICE, e);
            }
            if (api.isBusy()) {
                // "the cluster is busy", whatever status it came with (400/412/422 included), is a precondition
                return new PreconditionFailedException(e.getMessage(), e);
            }
            if (api.status() == 400 || api.status() == 422) {
                boolean pointed = hint != null && hint.appliesTo(api);
                return new InvalidInputException(pointed ? e.getMessage() + " (" + hint.advice() + ")" : e.getMessage(), e);
            }
            if (api.isRetryable()) {
                return new ServiceUnavailableException(e.getMessage(), e);
            }
            // Any other refusal (403, 404, 409, ...) changed nothing.
            return new PreconditionFailedException(e.getMessage(), e);
        }
        return e;
    }
}

package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.config.ConnectedGpuZones;
import com.vkcsgpu.provider.config.ProjectQuotaLimits;
import com.vkcsgpu.provider.config.ProviderConfig;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.k8s.ApiAddresses;
import com.vkcsgpu.provider.k8s.KeystoneBearer;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.secret.SecretString;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import com.vkcsgpu.provider.cloud.auth.TokenRoles;
import com.vkcsgpu.provider.k8s.access.PredictedRefusals;
import com.vkcsgpu.provider.k8s.access.PredictedRole;
import com.vkcsgpu.provider.resources.k8s.KeystonePrediction;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The VK Cloud client of the current provider configuration, built once per configuration by the
 * {@link ProviderContext}. Only lifecycle methods and function invocations ask for it, never Check
 * or Diff, so preview without credentials still works.
 */
public final class CloudAccess {
    private final ProviderContext context;
    private final ClientOptions options;

    CloudAccess(ProviderContext context, ClientOptions options) {
        this.context = context;
        this.options = options;
    }

    /** The client; fails with a message naming the missing configuration keys when there are no credentials. */
    VkcsClient client() {
        context.config().requireCredentials();
        try {
            return context.service(VkcsClient.class, config -> VkcsClient.create(settings(config), options,
                    context.callLog()));
        } catch (VkcsConfigurationException e) {
            throw new PreconditionFailedException(e.getMessage(), e);
        }
    }

    /**
     * Kubernetes clients for the resources that talk to a cluster's API (gate, operator release, object
     * sets, jobs): a kubeconfig with VK's keystone-auth exec user is authenticated with this configuration's
     * Keystone token, which works only when the provider has VK Cloud credentials (the error says so
     * otherwise), and is sent only to a server VK Cloud reports as the API address of a cluster of the project.
     */
    public static Function<String, KubernetesClient> kubeClients(ProviderContext context) {
        CloudAccess cloud = new CloudAccess(context, context.clientOptions());
        // Servers VK Cloud reported as a cluster's API address: asked once per server and plugin process.
        Set<URI> reportedServers = ConcurrentHashMap.newKeySet();
        KeystoneBearer keystone = new KeystoneBearer() {
            @Override
            public SecretString token() {
                return configured() ? cloud.client().keystoneToken() : KeystoneBearer.NONE.token();
            }

            @Override
            public SecretString renewAfterRefusal(SecretString refused) {
                return configured() ? cloud.client().keystoneTokenAfterRefusal(refused) : KeystoneBearer.NONE.token();
            }

            @Override
            public Optional<String> serverProblem(URI server) {
                if (!configured()) {
                    return Optional.empty(); // token() refuses, naming the credentials to set
                }
                if (reportedServers.contains(server)) {
                    return Optional.empty();
                }
                boolean reported = cloud.client().clusters().listClusters().stream()
                        .anyMatch(cluster -> ApiAddresses.same(cluster.apiAddress(), server));
                if (!reported) {
                    return Optional.of("VK Cloud reports it as the API address of no cluster of project "
                            + context.config().projectId());
                }
                reportedServers.add(server);
                return Optional.empty();
            }

            private boolean configured() {
                return cloud.hasCredentials();
            }
        };
        PlainHttp plainHttp = context.plainHttp();
        return kubeconfig -> KubeClients.fromKubeconfig(kubeconfig, keystone, context.callLog(), plainHttp);
    }

    /**
     * The Kubernetes role a cluster not yet created will give this configuration's Keystone user, predicted from
     * the project roles its token carries (returned by the password authentication, or shown by Keystone for a
     * pre-issued token) and the configured {@code kubernetesRoleMapping}: for the preview of a resource whose
     * kubeconfig is still unknown. Empty without credentials (preview asks no cloud then), and when a pre-issued
     * token's roles cannot be read, which the first prediction of the configuration says with what is assumed.
     */
    public static KeystonePrediction keystoneRole(ProviderContext context) {
        CloudAccess cloud = new CloudAccess(context, context.clientOptions());
        return new KeystonePrediction() {
            @Override
            public Optional<PredictedRole> role(Consumer<String> warnings) {
                if (!context.isConfigured()
                        || !(context.config().hasPasswordCredentials() || context.config().hasToken())) {
                    return Optional.empty();
                }
                TokenRoles roles = cloud.client().keystoneProjectRoles();
                if (roles.known().isEmpty() && predictions().firstUnreadable()) {
                    warnings.accept("could not learn the project roles of vkcs-gpu:accessToken (" + roles.unreadable()
                            + "): nothing is assumed about the Kubernetes role a cluster not yet created gives it, so "
                            + "this preview predicts no refusal; each cluster is asked (SelfSubjectAccessReview) once "
                            + "it exists, before anything is written");
                }
                return roles.known().map(known -> PredictedRole.of(known,
                        Optional.ofNullable(context.config().kubernetesRoleMapping())));
            }

            @Override
            public PredictedRefusals refusals() {
                return predictions().refusals;
            }

            private Predictions predictions() {
                return context.service(Predictions.class, config -> new Predictions());
            }
        };
    }

    /** What the predictions of one provider configuration share: the refusals and whether unreadable roles were said. */
    private static final class Predictions {
        private final PredictedRefusals refusals = new PredictedRefusals();
        private final AtomicBoolean unreadableSaid = new AtomicBoolean();

        boolean firstUnreadable() {
            return unreadableSaid.compareAndSet(false, true);
        }
    }

    /**
     * A client of cluster {@code clusterId}'s API with the kubeconfig VK Cloud hands out (on a POST that
     * changes nothing), for the reads a preview makes; the caller closes it.
     */
    KubernetesClient kubeClientOf(String clusterId) {
        return kubeClients(context).apply(client().clusters().kubeconfig(clusterId).reveal());
    }

    /** The project's quotas as configured in {@code vkcs-gpu:projectQuotas}; every limit left out when it is not set. */
    ProjectQuotaLimits projectQuotas() {
        ProjectQuotaLimits configured = context.isConfigured() ? context.config().projectQuotas() : null;
        return configured == null ? QuotaHeadroom.NOT_CONFIGURED : configured;
    }

    /** The zones where the project's GPUs are connected, as configured in {@code vkcs-gpu:gpuZones}. */
    ConnectedGpuZones gpuZones() {
        return context.isConfigured() ? context.config().gpuZones() : ConnectedGpuZones.NOT_CONFIGURED;
    }

    /** Whether {@link #client()} can authenticate: a preview without credentials asks the cloud nothing. */
    boolean hasCredentials() {
        return context.isConfigured() && (context.config().hasPasswordCredentials() || context.config().hasToken());
    }

    /** The provider configuration as the cloud client takes it. */
    static CloudSettings settings(ProviderConfig config) {
        Map<String, String> endpoints = new LinkedHashMap<>();
        config.endpoints().forEach((service, url) -> endpoints.put(service, url.toString()));
        return new CloudSettings(
                config.authUrl() == null ? null : config.authUrl().toString(),
                config.username(),
                config.password(),
                config.projectId(),
                config.region(),
                config.userDomainName(),
                config.accessToken(),
                endpoints,
                config.caCertificate());
    }
}

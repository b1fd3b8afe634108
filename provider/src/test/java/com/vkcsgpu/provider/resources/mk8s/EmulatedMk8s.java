package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.Timings;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.compute.FlavorZones;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import com.vkcsgpu.provider.config.ProviderConfig;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.FunctionHandler;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.testing.RecordingProgress;
import com.vkcsgpu.provider.framework.ProviderFunction;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The mk8s module served by the framework's handlers (what the gRPC service calls) against an
 * embedded {@link VkCloudEmulator} whose minutes last milliseconds, with captured progress.
 */
final class EmulatedMk8s implements AutoCloseable {
    static final String URN = "urn:pulumi:dev::gpu::vkcs-gpu:mk8s:X::test";
    static final String MASTER_FLAVOR = "STD3-4-8";

    final VkCloudEmulator cloud;
    final List<String> progress = Collections.synchronizedList(new ArrayList<>());
    final ProgressReporter reporter = RecordingProgress.allInto(progress);
    private final ProviderContext context = new ProviderContext();
    private final OperationTracker tracker = new OperationTracker();
    private final ClientOptions options;
    private final Mk8sModule module;

    EmulatedMk8s() {
        this(Timings.realistic());
    }

    /** Realistic timings, except that creating a node group or installing an addon takes {@code slowCreate}. */
    static Timings slowCreates(Duration slowCreate) {
        Timings t = Timings.realistic();
        return new Timings(t.clusterProvision(), t.clusterDelete(), t.clusterUpgrade(), t.controlPlaneScale(), slowCreate,
                t.nodeGroupUpdate(), t.nodeGroupDelete(), slowCreate, t.addonUpdate(), t.addonDelete(), t.tokenLifetime());
    }

    /** With other (realistic, unscaled) durations, e.g. a slower addon install to make a wait time out. */
    EmulatedMk8s(Timings timings) {
        // The cloud API is under test here; the clusters' insides play the permissive platform so that the preview
        // impacts' reads of nodes and pods succeed with the project owner's token (VK's documented admin may not)
        cloud = VkCloudEmulator.builder().timeScale(0.001).timings(timings)
                .platform(VkPlatform.permissive()).start();
        EmulatorCredentials creds = cloud.credentials();
        context.configure(new ProviderConfig(URI.create(cloud.identityUrl().toString()), creds.username(),
                SecretString.of(creds.password()), creds.projectId(), creds.region(), creds.userDomainName(), null,
                Map.of(), cloud.caCertificatePem(), null, null, null));
        // The emulator says which zones offer a GPU flavor (its own assumption, emulator/README.md);
        // production has no such source yet, so getGpuFlavors keeps flavors whose zones are unknown.
        FlavorZones zones = flavor -> cloud.flavors().stream().filter(f -> f.name().equals(flavor.name())).findFirst()
                .map(f -> Set.copyOf(f.zones()));
        options = ClientOptions.defaults().withWaits(WaitTimings.fast(), WaitTimings.fast()).withFlavorZones(zones)
                .withTolerances(com.vkcsgpu.provider.cloud.CloudTolerances.defaults().scaled(0.001));
        module = new Mk8sModule(options);
    }

    /** Reconfigures the provider with {@code vkcs-gpu:gpuZones} set to {@code zones} (empty: not set). */
    void gpuZones(Map<com.vkcsgpu.domain.GpuModel, List<String>> zones) {
        ProviderConfig c = context.config();
        context.configure(new ProviderConfig(c.authUrl(), c.username(), c.password(), c.projectId(), c.region(),
                c.userDomainName(), c.accessToken(), c.endpoints(), c.caCertificate(), c.kubernetesRoleMapping(),
                c.projectQuotas(), new com.vkcsgpu.provider.config.ConnectedGpuZones(zones)));
    }

    /** The Kubernetes clients the provider's cluster resources use with this configuration. */
    java.util.function.Function<String, io.fabric8.kubernetes.client.KubernetesClient> kubeClients() {
        return CloudAccess.kubeClients(context);
    }

    /** A client of its own, for changes made outside Pulumi. */
    VkcsClient outOfBand() {
        return VkcsClient.create(CloudAccess.settings(context.config()), options);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    ResourceHandler<?, ?> resource(String token) {
        for (CustomResource<?, ?> r : module.resources(context)) {
            if (r.token().equals(token)) {
                return new ResourceHandler(r, tracker);
            }
        }
        throw new IllegalArgumentException(token);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    FunctionHandler<?, ?> function(String token) {
        for (ProviderFunction<?, ?> f : module.functions(context)) {
            if (f.token().equals(token)) {
                return new FunctionHandler(f, tracker);
            }
        }
        throw new IllegalArgumentException(token);
    }

    String flavor(String name) {
        return cloud.flavorId(name);
    }

    Optional<com.vkcsgpu.emulator.cloud.EmulatorSnapshot.Cluster> cluster(String name) {
        return cloud.snapshot().cluster(name);
    }

    @Override
    public void close() {
        cloud.close();
    }
}

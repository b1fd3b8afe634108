package com.pulumi.provider.internal;

import com.pulumi.core.internal.Internal;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.internal.DeploymentInstanceHolder;
import com.pulumi.provider.internal.models.ConstructRequest;
import com.pulumi.provider.internal.models.ConstructResponse;
import com.pulumi.provider.internal.models.GetSchemaRequest;
import com.pulumi.provider.internal.models.GetSchemaResponse;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.wire.ComponentConstructor;
import com.vkcsgpu.provider.wire.ConstructFailures;
import com.pulumi.provider.internal.properties.PropertyValue;
import com.pulumi.provider.internal.properties.PropertyValueSerializer;
import com.pulumi.resources.ComponentResource;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The only place that uses the Pulumi Java SDK's internal provider classes (pinned SDK 1.36.1, pulumi/pulumi-java
 * {@code sdk/java/pulumi/src/main/java/com/pulumi/provider/internal/ResourceProviderService.java}). It lives in the SDK's package because {@code ResourceProviderService.ResourceProviderImpl}
 * is package-private there. It reuses the SDK's Construct: the deployment plumbing (monitor connection,
 * inline deployment, resource options) and {@code PropertyValueSerializer.stateFromComponentResource} for the
 * outputs; the inputs are decoded by {@link ComponentArgsDecoder}.
 *
 * <p>{@code SdkConstructBridgeTest} asserts the SDK signatures this relies on, so an SDK bump that changes
 * them fails loudly.
 */
public final class SdkConstructBridge implements ComponentConstructor {
    private final String packageName;
    private final String version;
    private final String basePackage;
    private final ResourceProviderService.ResourceProviderImpl sdkService;
    private final ProviderContext context;
    /** The channels of the running Construct's deployment (Constructs run one at a time), closed when it answers. */
    private final AtomicReference<DeploymentChannels> constructChannels =
            new AtomicReference<>(DeploymentChannels.none());

    /**
     * @param engineAddress the engine address (the plugin's last argument)
     * @param packageName   the schema package name, e.g. {@code vkcs-gpu}
     * @param version       the plugin version
     * @param basePackage   the Java package of the component classes, e.g. {@code com.vkcsgpu}
     * @param context       the provider's configuration: while it is not known yet, Constructs answer as the
     *                      engine does (see {@link #constructComponent})
     */
    public SdkConstructBridge(String engineAddress, String packageName, String version, String basePackage,
                              ProviderContext context) {
        this.context = context;
        this.packageName = packageName;
        this.version = version;
        this.basePackage = basePackage;
        this.sdkService = new ResourceProviderService.ResourceProviderImpl(engineAddress, new Provider() {
            @Override
            public CompletableFuture<GetSchemaResponse> getSchema(GetSchemaRequest request) {
                // The plugin serves its own generated schema; the SDK's service is used for Construct only.
                return CompletableFuture.failedFuture(new UnsupportedOperationException("schema is served by vkcs-gpu"));
            }

            @Override
            public CompletableFuture<ConstructResponse> construct(ConstructRequest request) {
                return constructComponent(request);
            }
        });
    }

    /**
     * The SDK's {@code ComponentProvider.construct}, with the inputs decoded by {@link ComponentArgsDecoder}
     * instead of the SDK's deserializer (see there why). The component class is {@code basePackage + "." + Name}
     * for a type {@code vkcs-gpu:index:Name}; its one constructor takes (name, args, options).
     *
     * <p>While the provider's configuration has values that are unknown (CheckConfig saw them, Configure did not
     * follow), a preview gets the component alone with every output unknown, which is what the engine itself answers
     * for a provider it could not configure (pulumi/pulumi {@code sdk/go/common/resource/plugin/provider_plugin.go},
     * {@code Construct}: the component is registered without calling the plugin); outside a preview the Construct
     * fails with FAILED_PRECONDITION saying so ({@link ProviderContext#config()}).
     */
    private CompletableFuture<ConstructResponse> constructComponent(ConstructRequest request) {
        constructChannels.set(channelsOf(Deployment.getInstance()));
        String name = request.getType().substring(request.getType().lastIndexOf(':') + 1);
        String className = basePackage + "." + name;
        Class<?> component;
        try {
            component = Class.forName(className);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no component " + request.getType() + " (looked for class " + className + ")", e);
        }
        if (!ComponentResource.class.isAssignableFrom(component) || component.getConstructors().length != 1) {
            throw new IllegalArgumentException(request.getType() + " is not a component");
        }
        Constructor<?> constructor = component.getConstructors()[0];
        ComponentArgsDecoder.Decoded<?> decoded =
                ComponentArgsDecoder.decode(request.getInputs(), constructor.getParameterTypes()[1], name);
        if (context.isConfigurationUnknown()) {
            if (!Deployment.getInstance().isDryRun()) {
                context.config();
            }
            return previewWithoutChildren(request, component);
        }
        if (!decoded.unknownPlain().isEmpty()) {
            if (!Deployment.getInstance().isDryRun()) {
                throw decoded.unknownProblems(name);
            }
            return previewWithoutChildren(request, component);
        }
        ComponentResource resource;
        try {
            resource = (ComponentResource) constructor.newInstance(request.getName(), decoded.args(),
                    request.getOptions());
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + request.getType(), e);
        }
        Map<String, PropertyValue> state = PropertyValueSerializer.stateFromComponentResource(resource);
        return Internal.of(resource.urn()).getValueNullable()
                .thenApply(urn -> new ConstructResponse(urn, state, Map.of()));
    }

    /**
     * A preview of a component whose plain inputs (those that decide its children) are not known yet, e.g. an
     * output of a resource that does not exist yet: the component alone, every output unknown, as the engine
     * shows an unknown value. The next {@code up} has the values and creates the children.
     */
    private static CompletableFuture<ConstructResponse> previewWithoutChildren(ConstructRequest request,
                                                                               Class<?> component) {
        ComponentResource resource = new ComponentResource(request.getType(), request.getName(), request.getOptions()) {
            {
                registerOutputs(Map.of());
            }
        };
        Map<String, PropertyValue> state = new java.util.LinkedHashMap<>();
        for (java.lang.reflect.Field field : component.getDeclaredFields()) {
            com.pulumi.core.annotations.Export export = field.getAnnotation(com.pulumi.core.annotations.Export.class);
            if (export != null) {
                state.put(export.name().isEmpty() ? field.getName() : export.name(), PropertyValue.COMPUTED);
            }
        }
        return Internal.of(resource.urn()).getValueNullable()
                .thenApply(urn -> new ConstructResponse(urn, state, Map.of()));
    }

    @Override
    public synchronized void construct(pulumirpc.Provider.ConstructRequest request,
                                       StreamObserver<pulumirpc.Provider.ConstructResponse> responses) {
        // One Construct at a time: the SDK's inline deployment was written for one program per process.
        if (!request.getType().startsWith(packageName + ":index:")) {
            responses.onError(Status.INVALID_ARGUMENT.withDescription("components are typed " + packageName
                    + ":index:<Name>, got " + request.getType()).asRuntimeException());
            return;
        }
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        // The SDK keeps the current deployment in a thread-local (DeploymentInstanceHolder) that it sets on the
        // calling thread and on pool threads that complete its futures, and never clears. Its construct builds
        // the parent and dependency resources (Outputs bound to whatever deployment that thread-local holds)
        // before it creates this Construct's deployment, so on a gRPC thread that served an earlier Construct
        // they were bound to that one: children then registered through a finished deployment ("Trying to
        // acquire Deployment#instance after 'run' was called") or a failed one's closed monitor. Each Construct
        // starts and leaves its calling thread with no deployment.
        DeploymentInstanceHolder.setInstance(null);
        try {
            sdkService.construct(request, observer(request, responses, done));
        } finally {
            DeploymentInstanceHolder.setInstance(null);
        }
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // The Construct has answered: its deployment has finished every call it made (the SDK answers only
        // after its runner's tasks have completed), so its channels can go.
        constructChannels.getAndSet(DeploymentChannels.none()).shutdown();
    }

    /** The deployment's channels; none, with a warning, if the SDK's internals moved (the Construct goes on). */
    private static DeploymentChannels channelsOf(com.pulumi.deployment.DeploymentInstance deployment) {
        try {
            return DeploymentChannels.of(deployment);
        } catch (IllegalStateException e) {
            System.err.println("vkcs-gpu: cannot close this Construct's gRPC channels: " + e.getMessage());
            return DeploymentChannels.none();
        }
    }

    private static StreamObserver<pulumirpc.Provider.ConstructResponse> observer(
            pulumirpc.Provider.ConstructRequest request, StreamObserver<pulumirpc.Provider.ConstructResponse> responses,
            java.util.concurrent.CountDownLatch done) {
        return new StreamObserver<>() {
            @Override
            public void onNext(pulumirpc.Provider.ConstructResponse value) {
                responses.onNext(value);
            }

            @Override
            public void onError(Throwable t) {
                responses.onError(ConstructFailures.describe(t, request.getType()));
                done.countDown();
            }

            @Override
            public void onCompleted() {
                responses.onCompleted();
                done.countDown();
            }
        };
    }
}

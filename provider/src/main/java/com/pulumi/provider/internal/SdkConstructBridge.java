package com.pulumi.provider.internal;

import com.pulumi.provider.internal.models.ConstructRequest;
import com.pulumi.provider.internal.models.ConstructResponse;
import com.pulumi.provider.internal.models.GetSchemaRequest;
import com.pulumi.provider.internal.models.GetSchemaResponse;
import com.vkcsgpu.provider.wire.ComponentConstructor;
import com.vkcsgpu.provider.wire.ConstructFailures;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;

/**
 * The only place that uses the Pulumi Java SDK's internal provider classes (pinned SDK 1.36.1; reference
 * §3 and §7). It lives in the SDK's package because {@code ResourceProviderService.ResourceProviderImpl}
 * is package-private there. It reuses the SDK's Construct: the deployment plumbing (monitor connection,
 * inline deployment, resource options) and {@code ComponentProvider}, which instantiates
 * {@code basePackage + "." + Name} for a type {@code vkcs-gpu:index:Name}.
 *
 * <p>{@code SdkConstructBridgeTest} asserts the SDK signatures this relies on, so an SDK bump that changes
 * them fails loudly.
 */
public final class SdkConstructBridge implements ComponentConstructor {
    private final String packageName;
    private final String version;
    private final String basePackage;
    private final ResourceProviderService.ResourceProviderImpl sdkService;

    /**
     * @param engineAddress the engine address (the plugin's last argument)
     * @param packageName   the schema package name, e.g. {@code vkcs-gpu}
     * @param version       the plugin version
     * @param basePackage   the Java package of the component classes, e.g. {@code com.vkcsgpu}
     */
    public SdkConstructBridge(String engineAddress, String packageName, String version, String basePackage) {
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
                return componentProvider(request.getType()).construct(request);
            }
        });
    }

    private ComponentProvider componentProvider(String type) {
        String[] parts = type.split(":");
        String className = basePackage + "." + parts[parts.length - 1];
        Class<?> component;
        try {
            component = Class.forName(className);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no component " + type + " (looked for class " + className + ")", e);
        }
        return new ComponentProvider(new Metadata(packageName, version), component.getPackage());
    }

    @Override
    public synchronized void construct(pulumirpc.Provider.ConstructRequest request,
                                       StreamObserver<pulumirpc.Provider.ConstructResponse> responses) {
        // The SDK keeps the deployment in a global singleton, so Constructs run one at a time (reference §3.2).
        if (!request.getType().startsWith(packageName + ":index:")) {
            responses.onError(Status.INVALID_ARGUMENT.withDescription("components are typed " + packageName
                    + ":index:<Name>, got " + request.getType()).asRuntimeException());
            return;
        }
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        sdkService.construct(request, new StreamObserver<>() {
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
        });
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

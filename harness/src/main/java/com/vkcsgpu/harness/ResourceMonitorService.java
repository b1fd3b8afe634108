package com.vkcsgpu.harness;

import com.google.protobuf.Empty;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import pulumirpc.ResourceMonitorGrpc;
import pulumirpc.Resource.ReadResourceRequest;
import pulumirpc.Resource.ReadResourceResponse;
import pulumirpc.Resource.RegisterPackageRequest;
import pulumirpc.Resource.RegisterPackageResponse;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;
import pulumirpc.Resource.SupportsFeatureRequest;
import pulumirpc.Resource.SupportsFeatureResponse;

import java.util.Set;
import java.util.function.Supplier;

/**
 * The engine's {@code pulumirpc.ResourceMonitor} service: the program (and a plugin running Construct) registers
 * resources here. Each call blocks until its step is done, as the engine's monitor does; the server runs on a
 * thread pool so registrations proceed in parallel.
 */
final class ResourceMonitorService extends ResourceMonitorGrpc.ResourceMonitorImplBase {

    /**
     * Features the harness implements, answered like a modern engine ({@code pkg/resource/deploy/source_eval.go},
     * {@code SupportsFeature}). The Java SDK 1.36.1 asks {@code resourceReferences} and {@code parameterization}.
     * Transforms and resource hooks are not implemented, so they are answered false.
     */
    private static final Set<String> FEATURES = Set.of(
            "secrets", "resourceReferences", "outputValues", "deletedWith", "aliasSpecs", "parameterization");

    private final Deployment deployment;

    ResourceMonitorService(Deployment deployment) {
        this.deployment = deployment;
    }

    @Override
    public void supportsFeature(SupportsFeatureRequest request, StreamObserver<SupportsFeatureResponse> response) {
        answer(response, () -> SupportsFeatureResponse.newBuilder().setHasSupport(FEATURES.contains(request.getId())).build());
    }

    @Override
    public void registerResource(RegisterResourceRequest request, StreamObserver<RegisterResourceResponse> response) {
        answer(response, () -> deployment.registerResource(request));
    }

    @Override
    public void registerResourceOutputs(RegisterResourceOutputsRequest request, StreamObserver<Empty> response) {
        answer(response, () -> {
            deployment.registerResourceOutputs(request.getUrn(), request.getOutputs());
            return Empty.getDefaultInstance();
        });
    }

    @Override
    public void invoke(ResourceInvokeRequest request, StreamObserver<ResourceInvokeResponse> response) {
        answer(response, () -> deployment.invoke(request));
    }

    @Override
    public void readResource(ReadResourceRequest request, StreamObserver<ReadResourceResponse> response) {
        answer(response, () -> deployment.readResource(request));
    }

    @Override
    public void registerPackage(RegisterPackageRequest request, StreamObserver<RegisterPackageResponse> response) {
        // Parameterized packages are not served by the harness, but a plain package reference is harmless.
        answer(response, () -> RegisterPackageResponse.newBuilder()
                .setRef(request.getName() + "@" + request.getVersion()).build());
    }

    private static <T> void answer(StreamObserver<T> response, Supplier<T> body) {
        T result;
        try {
            result = body.get();
        } catch (StatusRuntimeException e) {
            response.onError(e);
            return;
        } catch (RuntimeException e) {
            response.onError(Status.INTERNAL.withDescription(e.toString()).withCause(e).asRuntimeException());
            return;
        }
        response.onNext(result);
        response.onCompleted();
    }
}

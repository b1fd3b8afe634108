package com.pulumi.provider.internal;

import com.pulumi.deployment.DeploymentInstance;
import com.pulumi.deployment.internal.DeploymentImpl;
import com.pulumi.deployment.internal.DeploymentInstanceInternal;
import com.pulumi.deployment.internal.GrpcEngine;
import com.pulumi.deployment.internal.GrpcMonitor;
import io.grpc.Channel;
import io.grpc.ManagedChannel;
import io.grpc.stub.AbstractStub;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * The gRPC channels a Construct's SDK deployment opened to the engine and to the resource monitor, so the bridge
 * can close them when the Construct has answered.
 *
 * <p>The pinned SDK (pulumi/pulumi-java v1.36.1) builds, for every Construct, an inline deployment
 * ({@code sdk/java/pulumi/src/main/java/com/pulumi/deployment/internal/DeploymentImpl.java},
 * {@code DeploymentState.fromInline}) with a new {@code GrpcEngine} and {@code GrpcMonitor}, each of which builds a
 * {@code ManagedChannel} ({@code GrpcEngine.java}, {@code GrpcMonitor.java}) that nothing ever shuts down: a
 * plugin serving many Constructs kept one connection per Construct to the monitor until garbage collection,
 * when gRPC warns of an orphaned channel ("ManagedChannel allocation site"). The channels are reachable only
 * through private fields ({@code DeploymentImpl.state}, the stub fields of {@code GrpcEngine} and
 * {@code GrpcMonitor}); {@code SdkConstructBridgeTest} asserts those fields exist, so an SDK bump that renames
 * them fails there rather than silently leaking again.
 */
final class DeploymentChannels {
    private final List<ManagedChannel> channels;

    private DeploymentChannels(List<ManagedChannel> channels) {
        this.channels = List.copyOf(channels);
    }

    /**
     * The channels of {@code deployment}; none when it is not the SDK's own implementation or its stubs were
     * built with an interceptor (OpenTelemetry), which hides the {@code ManagedChannel}.
     */
    static DeploymentChannels of(DeploymentInstance deployment) {
        List<ManagedChannel> found = new ArrayList<>();
        if (deployment instanceof DeploymentInstanceInternal internal
                && internal.getInternal() instanceof DeploymentImpl impl) {
            DeploymentImpl.DeploymentState state = (DeploymentImpl.DeploymentState) read(DeploymentImpl.class, "state", impl);
            if (state.engine instanceof GrpcEngine engine) {
                addChannel(found, read(GrpcEngine.class, "engine", engine));
            }
            if (state.monitor instanceof GrpcMonitor monitor) {
                addChannel(found, read(GrpcMonitor.class, "monitor", monitor));
            }
        }
        return new DeploymentChannels(found);
    }

    /** Channels of no deployment: a Construct refused before the SDK built one. */
    static DeploymentChannels none() {
        return new DeploymentChannels(List.of());
    }

    /**
     * Starts an orderly shutdown of every channel: calls still in flight complete, new ones are refused, and each
     * connection closes when its last call has ended. Called once the Construct has answered, when its
     * deployment has finished all its work.
     */
    void shutdown() {
        channels.forEach(ManagedChannel::shutdown);
    }

    /** How many channels were found (tests). */
    int size() {
        return channels.size();
    }

    private static void addChannel(List<ManagedChannel> found, Object stub) {
        Channel channel = ((AbstractStub<?>) stub).getChannel();
        if (channel instanceof ManagedChannel managed) {
            found.add(managed);
        }
    }

    private static Object read(Class<?> owner, String field, Object target) {
        try {
            Field f = owner.getDeclaredField(field);
            f.setAccessible(true);
            return f.get(target);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the Pulumi SDK no longer has " + owner.getName() + "." + field
                    + "; see DeploymentChannels", e);
        }
    }
}

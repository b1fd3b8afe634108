package com.pulumi.provider.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.stub.StreamObserver;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Fails loudly when the pinned Pulumi Java SDK (1.36.1) changes the internals SdkConstructBridge uses.
 * If this fails after an SDK bump, re-read the new SDK's com.pulumi.provider.internal sources (ComponentProvider,
 * ResourceProviderService) before changing the bridge.
 */
class SdkConstructBridgeTest {

    @Test
    void sdkInternalsHaveTheShapeTheBridgeReliesOn() throws Exception {
        Class<?> impl = Class.forName("com.pulumi.provider.internal.ResourceProviderService$ResourceProviderImpl");
        assertEquals(pulumirpc.ResourceProviderGrpc.ResourceProviderImplBase.class, impl.getSuperclass());
        assertTrue(Modifier.isPublic(impl.getConstructor(String.class, Provider.class).getModifiers()));
        impl.getDeclaredMethod("construct", pulumirpc.Provider.ConstructRequest.class, StreamObserver.class);
        ComponentProvider.class.getConstructor(Metadata.class, Package.class);
        ComponentProvider.class.getMethod("construct", com.pulumi.provider.internal.models.ConstructRequest.class);
        Metadata.class.getConstructor(String.class, String.class);
        assertEquals(CompletableFuture.class,
                Provider.class.getMethod("construct", com.pulumi.provider.internal.models.ConstructRequest.class)
                        .getReturnType());
        Provider.class.getMethod("getSchema", com.pulumi.provider.internal.models.GetSchemaRequest.class);
        com.pulumi.provider.internal.models.ConstructRequest.class.getMethod("getType");
        // DeploymentChannels reaches the Construct's channels through these private fields.
        assertEquals(com.pulumi.deployment.internal.DeploymentImpl.DeploymentState.class,
                com.pulumi.deployment.internal.DeploymentImpl.class.getDeclaredField("state").getType());
        assertTrue(io.grpc.stub.AbstractStub.class.isAssignableFrom(
                com.pulumi.deployment.internal.GrpcEngine.class.getDeclaredField("engine").getType()));
        assertTrue(io.grpc.stub.AbstractStub.class.isAssignableFrom(
                com.pulumi.deployment.internal.GrpcMonitor.class.getDeclaredField("monitor").getType()));
    }

    @Test
    void theSdkOnTheClassPathIsThePinnedVersion() throws Exception {
        String jar = ComponentProvider.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertTrue(jar.contains("1.36.1"), "the bridge was written against com.pulumi:pulumi 1.36.1, found " + jar);
        assertEquals(Map.of(), Map.of());
    }
}

package com.pulumi.provider.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.provider.internal.properties.PropertyValue;
import com.pulumi.provider.internal.properties.PropertyValueSerializer;
import io.grpc.stub.StreamObserver;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
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
        String jar = Path.of(ComponentProvider.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .getFileName().toString();
        assertEquals("pulumi-1.36.1.jar", jar, "the bridge was written against com.pulumi:pulumi 1.36.1");
    }

    /** A component's outputs as the SDK finds them: exported by name or field name, one not exported. */
    static final class Outputs {
        @Export(name = "clusterId", refs = {String.class}, tree = "[0]")
        final Output<String> id = Output.of("c-1");
        @Export(refs = {Integer.class}, tree = "[0]")
        final Output<Integer> nodes = Output.of(3);
        @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
        final Output<String> kubeconfig = Output.ofSecret("apiVersion: v1");
        final Output<String> internal = Output.of("not an output");
    }

    @Test
    void theSdkTurnsAComponentsExportsIntoTheConstructStateKeepingSecretsSecret() {
        // The bridge answers Construct with this state (SdkConstructBridge.constructComponent).
        Map<String, PropertyValue> state = PropertyValueSerializer.stateFromComponentResource(new Outputs());

        assertEquals(Map.of("clusterId", PropertyValue.of("c-1"), "nodes", PropertyValue.of(3.0),
                "kubeconfig", PropertyValue.ofSecret(PropertyValue.of("apiVersion: v1"))), state);
    }
}

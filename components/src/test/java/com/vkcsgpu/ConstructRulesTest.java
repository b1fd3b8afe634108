package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.provider.internal.properties.PropertyValue;
import com.pulumi.provider.internal.properties.PropertyValueSerializer;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceArgs;
import com.pulumi.test.PulumiTest;
import com.vkcsgpu.doc.Doc;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The components satisfy what the SDK's Construct needs (com.pulumi:pulumi 1.36.1
 * com/pulumi/provider/internal/ComponentProvider.java): exactly
 * one constructor (String, XArgs, ComponentResourceOptions), args with a no-arg constructor, and a
 * description on every input and output for the schema generator.
 */
class ConstructRulesTest {

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    @ParameterizedTest
    @ValueSource(classes = {GpuCluster.class, GpuNodePool.class, GpuOperator.class, GpuTenant.class})
    void exactlyOneConstructorOfTheConstructShape(Class<?> component) throws Exception {
        assertTrue(ComponentResource.class.isAssignableFrom(component));
        Constructor<?>[] constructors = component.getDeclaredConstructors();
        assertEquals(1, constructors.length, component + " must have exactly one constructor");
        Class<?>[] params = constructors[0].getParameterTypes();
        assertEquals(3, params.length);
        assertEquals(String.class, params[0]);
        assertTrue(ResourceArgs.class.isAssignableFrom(params[1]));
        assertEquals(ComponentResourceOptions.class, params[2]);
        Constructor<?> noArgs = params[1].getDeclaredConstructor();
        noArgs.setAccessible(true);
        assertNotNull(noArgs.newInstance());
        assertNotNull(component.getAnnotation(Doc.class), component + " needs @Doc");
        for (Field f : params[1].getDeclaredFields()) {
            if (f.isAnnotationPresent(Import.class)) {
                assertNotNull(f.getAnnotation(Doc.class), f + " needs @Doc");
            }
        }
        long exports = List.of(component.getDeclaredFields()).stream().filter(f -> f.isAnnotationPresent(Export.class))
                .peek(f -> assertNotNull(f.getAnnotation(Doc.class), f + " needs @Doc")).count();
        assertTrue(exports >= 4);
    }

    @Test
    void argsComeFromConstructInputsIncludingNestedTaints() {
        GpuNodePoolArgs args = PropertyValueSerializer.deserialize(PropertyValue.of(Map.of(
                "clusterId", PropertyValue.of("2abcdefghijklmnopqrstuvwxyz"),
                "poolName", PropertyValue.of("l4-pool"),
                "availabilityZone", PropertyValue.of("GZ1"),
                "gpuModel", PropertyValue.of("L4"),
                "nodeCount", PropertyValue.of(2.0),
                "taints", PropertyValue.of(List.of(PropertyValue.of(Map.of(
                        "key", PropertyValue.of("dedicated"), "value", PropertyValue.of("ml"),
                        "effect", PropertyValue.of("NoSchedule"))))))),
                GpuNodePoolArgs.class);
        PoolPlan plan = PoolPlan.of(args);
        assertEquals(2, plan.size().fixed());
        assertEquals(List.of(new NodePoolToleration("dedicated", "Equal", "ml", "NoSchedule")),
                Tolerations.forTaints(plan.taints()));
    }

    @Test
    void componentStateSerializesForConstructIncludingTolerations() {
        FakeCloud cloud = new FakeCloud();
        Map<?, ?>[] state = new Map<?, ?>[1];
        PulumiTest.withMocks(cloud).runTest(ctx -> {
            GpuNodePool pool = new GpuNodePool("gpu", GpuNodePoolTest.l4().build(), null);
            state[0] = PropertyValueSerializer.stateFromComponentResource(pool);
        });
        String tolerations = String.valueOf(state[0].get("tolerations"));
        assertTrue(tolerations.contains("nvidia.com/gpu") && tolerations.contains("Equal"), tolerations);
        assertTrue(state[0].containsKey("nodeSelector") && state[0].containsKey("gpusPerNode"), state[0].toString());
    }

    @Test
    void tenantStateSerializesForConstructIncludingSnippets() {
        FakeCloud cloud = new FakeCloud();
        Map<?, ?>[] state = new Map<?, ?>[1];
        PulumiTest.withMocks(cloud).runTest(ctx -> {
            GpuTenant tenant = new GpuTenant("t", GpuTenantTest.prod().build(), null);
            state[0] = PropertyValueSerializer.stateFromComponentResource(tenant);
        });
        String snippets = String.valueOf(state[0].get("schedulingSnippets"));
        assertTrue(snippets.contains("vkcs-gpu.io/pool") && snippets.contains("Equal")
                && snippets.contains("inference-prod-priority"), snippets);
        assertTrue(String.valueOf(state[0].get("quota")).contains("requests.nvidia.com/gpu"), state[0].toString());
    }
}

package com.vkcsgpu.harness.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.vkcsgpu.harness.Values;
import com.vkcsgpu.harness.yaml.Expressions.ResourceValue;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** pulumi-yaml's evaluation rules as the host applies them: paths, interpolation, secrets, unknowns, fn::invoke. */
class ExpressionsTest {
    private static final String POOL_URN = "urn:pulumi:dev::p::vkcs-gpu:index:GpuNodePool::pool";
    private final List<String> invoked = new ArrayList<>();

    private final Expressions.Scope scope = new Expressions.Scope() {
        @Override
        public Object root(String root, Set<String> dependencies) {
            return switch (root) {
                case "zone" -> "GZ1";
                case "token" -> new Values.Secret("s3cret");
                case "pool" -> {
                    dependencies.add(POOL_URN);
                    yield new ResourceValue(POOL_URN, "id-1", Map.of(
                            "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool"),
                            "tolerations", List.of(Map.of("key", "nvidia.com/gpu")),
                            "kubeconfig", new Values.Secret(Map.of("user", "admin")),
                            "gpus", 2.0), false);
                }
                case "previewed" -> new ResourceValue("urn:x", Values.UNKNOWN_VALUE, Map.of(
                        "name", Values.UNKNOWN_VALUE), true);
                default -> throw new AssertionError("unexpected root " + root);
            };
        }

        @Override
        public Map<String, Object> invoke(String token, Map<String, Object> arguments, String where) {
            invoked.add(token + arguments);
            return Map.of("versions", List.of("v1.34.2"));
        }
    };

    private Object eval(Object expression) {
        return Expressions.evaluate(expression, "resources.job.properties.x", scope, new LinkedHashSet<>());
    }

    @Test
    void propertyPathsReadNestedOutputsAndRecordTheResourceAsADependency() {
        Set<String> dependencies = new LinkedHashSet<>();
        assertEquals("nvidia.com/gpu", Expressions.evaluate("${pool.tolerations[0].key}", "x", scope, dependencies));
        assertEquals(Set.of(POOL_URN), dependencies);
        assertEquals("l4-pool", eval("${pool.nodeSelector[\"vkcs-gpu.io/pool\"]}"));
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), eval("${pool.nodeSelector}"));
        assertEquals(POOL_URN, eval("${pool.urn}"));
        assertEquals("id-1", eval("${pool.id}"));
        assertEquals(null, eval("${pool.absent}"), "a known resource without the output: null, as pulumi-yaml");
    }

    @Test
    void secretsStayWrappedThroughPathsAndInterpolation() {
        assertEquals(new Values.Secret("admin"), eval("${pool.kubeconfig.user}"));
        assertEquals(new Values.Secret("Bearer s3cret"), eval("Bearer ${token}"));
        assertEquals(new Values.Secret(Map.of("a", "GZ1")), eval(Map.of("fn::secret", Map.of("a", "${zone}"))));
    }

    @Test
    void unknownsPropagateAndMissingPreviewOutputsAreUnknown() {
        assertSame(Values.UNKNOWN_VALUE, eval("${previewed.name}"));
        assertSame(Values.UNKNOWN_VALUE, eval("${previewed.notYetKnown.deeper[3]}"));
        assertSame(Values.UNKNOWN_VALUE, eval("prefix-${previewed.id}"));
        assertEquals(List.of("GZ1", Values.UNKNOWN_VALUE), eval(List.of("${zone}", "${previewed.name}")));
    }

    @Test
    void interpolationJoinsTextAndKeepsEscapedDollars() {
        assertEquals("GZ1-2-pool", eval("${zone}-${pool.gpus}-pool"));
        assertEquals("${zone} is GZ1", eval("$${zone} is ${zone}"));
        assertEquals(2.0, eval("${pool.gpus}"), "a whole reference keeps the value's type");
    }

    @Test
    void invokeReturnsTheNamedPropertyAndIsSkippedWhileItsArgumentsAreUnknown() {
        assertEquals(List.of("v1.34.2"), eval(Map.of("fn::invoke", Map.of("function", "vkcs-gpu:mk8s:getVersions",
                "arguments", Map.of("zone", "${zone}"), "return", "versions"))));
        assertEquals(List.of("vkcs-gpu:mk8s:getVersions{zone=GZ1}"), invoked);

        assertSame(Values.UNKNOWN_VALUE, eval(Map.of("fn::invoke", Map.of("function", "vkcs-gpu:mk8s:getVersions",
                "arguments", Map.of("cluster", "${previewed.id}")))));
        assertEquals(1, invoked.size(), "no invoke with unknown arguments");

        ProgramException missing = assertThrows(ProgramException.class, () -> eval(Map.of("fn::invoke", Map.of(
                "function", "vkcs-gpu:mk8s:getVersions", "return", "version"))));
        assertEquals("resources.job.properties.x.fn::invoke.return: vkcs-gpu:mk8s:getVersions returned no 'version' "
                + "(it returned [versions])", missing.getMessage());
    }

    @Test
    void badPathsNameWhereTheyAreAndWhatIsWrong() {
        assertEquals("resources.job.properties.x: ${pool.tolerations[3]}: index 3 is out of range (the list has 1 items)",
                assertThrows(ProgramException.class, () -> eval("${pool.tolerations[3]}")).getMessage());
        assertEquals("resources.job.properties.x: ${zone.name}: cannot read 'name' of 'GZ1'",
                assertThrows(ProgramException.class, () -> eval("${zone.name}")).getMessage());
        assertEquals("resources.job.properties.x: ${pool.nodeSelector} is an object and cannot be part of a string",
                assertThrows(ProgramException.class, () -> eval("sel=${pool.nodeSelector}")).getMessage());
        assertEquals("${pool.tolerations[x]}: [x] is neither a list index nor a quoted property name",
                assertThrows(IllegalArgumentException.class, () -> PropertyPath.parse("pool.tolerations[x]")).getMessage());
    }
}

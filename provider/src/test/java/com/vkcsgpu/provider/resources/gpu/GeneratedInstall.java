package com.vkcsgpu.provider.resources.gpu;

import com.pulumi.test.Mocks;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestResult;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.provider.framework.RecordCodec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * What a {@link GpuOperator} hands its install child, captured by running the component under Pulumi's test
 * mocks: the {@code OperatorRelease} inputs decoded as the provider decodes them (so the chart values come from
 * {@link OperatorReleaseResource#values}, exactly as production renders them), or the {@code ClusterAddon}'s
 * values text.
 *
 * @param release   the release inputs ({@code method: helm}), else null
 * @param addon     the addon's inputs ({@code method: addon}), else null
 */
record GeneratedInstall(OperatorReleaseArgs release, Map<String, Object> addon) {

    /** Runs {@code args} through a GpuOperator and captures its install child. */
    static GeneratedInstall of(GpuOperatorArgs args) {
        List<Mocks.ResourceArgs> registered = java.util.Collections.synchronizedList(new ArrayList<>());
        Mocks mocks = new Mocks() {
            @Override
            public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs r) {
                registered.add(r);
                Map<String, Object> state = new LinkedHashMap<>(r.inputs);
                if (r.type.equals(ReadinessGateResource.TOKEN)) {
                    state.put("ready", true);
                    state.put("poolStatuses", List.of());
                }
                return CompletableFuture.completedFuture(ResourceResult.of(Optional.of(r.name + "-id"), state));
            }

            @Override
            public CompletableFuture<Map<String, Object>> callAsync(CallArgs call) {
                return CompletableFuture.failedFuture(new IllegalArgumentException("no function " + call.token));
            }
        };
        try {
            TestResult result = PulumiTest.withMocks(mocks).runTest(ctx -> new GpuOperator("gpu", args, null));
            if (!result.exceptions().isEmpty()) {
                throw new AssertionError("GpuOperator refused the configuration", result.exceptions().get(0));
            }
        } finally {
            PulumiTest.cleanup();
        }
        OperatorReleaseArgs release = null;
        Map<String, Object> addon = null;
        for (Mocks.ResourceArgs r : registered) {
            if (r.type.equals(OperatorReleaseResource.TOKEN)) {
                RecordCodec.Decoded<OperatorReleaseArgs> decoded =
                        RecordCodec.decode(OperatorReleaseArgs.class, wire(r.inputs), null);
                if (!decoded.errors().isEmpty()) {
                    throw new AssertionError("the provider cannot decode the release inputs: " + decoded.errors());
                }
                release = decoded.value();
            } else if (r.type.equals("vkcs-gpu:mk8s:ClusterAddon")) {
                addon = r.inputs;
            }
        }
        return new GeneratedInstall(release, addon);
    }

    /** Numbers as the wire carries them (doubles), as the provider's decoder expects. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> wire(Map<String, Object> inputs) {
        return (Map<String, Object>) numbersAsDoubles(inputs);
    }

    private static Object numbersAsDoubles(Object v) {
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.forEach((k, x) -> out.put((String) k, numbersAsDoubles(x)));
            return out;
        }
        if (v instanceof List<?> l) {
            return l.stream().map(GeneratedInstall::numbersAsDoubles).toList();
        }
        return v instanceof Number n ? n.doubleValue() : v;
    }
}

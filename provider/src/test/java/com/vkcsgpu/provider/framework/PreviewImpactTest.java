package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.provider.testing.RecordingProgress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * In preview a resource's {@link PreviewImpact} lines reach the engine as warnings on the resource and the output
 * {@code previewImpact}; the hook sees the old outputs and the unknown inputs; a hook that fails costs its lines, not
 * the preview; outside preview it is not called.
 */
class PreviewImpactTest {
    @Doc("Inputs.")
    record PoolArgs(@Doc("Where.") String kubeconfig, @Doc("Driver.") String driver) {
    }

    @Doc("Outputs.")
    record PoolState(@Doc("The inputs.") PoolArgs args, @Doc("Id.") @Required String poolId,
                     @Doc(ImpactLine.PROPERTY_DOC) List<ImpactLine> previewImpact) {
    }

    /** What the hook was given. */
    record Seen(PoolState olds, PoolArgs news, boolean kubeconfigUnknown, boolean dryRun) {
    }

    @Doc("A resource telling the driver reload its change makes.")
    static final class Pool implements CustomResource<PoolArgs, PoolState>, PreviewImpact<PoolArgs, PoolState> {
        final List<Seen> seen = new ArrayList<>();
        RuntimeException failure;

        @Override
        public List<ImpactLine> previewImpact(PlannedChange<PoolArgs, PoolState> change, OpContext ctx) {
            seen.add(new Seen(change.olds(), change.news(), change.unknown("kubeconfig"), ctx.dryRun()));
            if (failure != null) {
                throw failure;
            }
            String from = change.creates() ? "none" : change.olds().args().driver();
            return List.of(ImpactLine.of("h100", ImpactKind.DRIVER_RELOAD, "driver " + from + " -> "
                    + change.news().driver() + " on 2 nodes").withNodes(List.of("n1", "n2"))
                    .withCounts(Map.of("nodes", 2)));
        }

        @Override
        public String token() {
            return "vkcs-gpu:testing:Pool";
        }

        @Override
        public Class<PoolArgs> argsType() {
            return PoolArgs.class;
        }

        @Override
        public Class<PoolState> stateType() {
            return PoolState.class;
        }

        @Override
        public String idOf(PoolState state) {
            return state.poolId();
        }

        @Override
        public PoolState create(PoolArgs args, OpContext ctx) {
            return new PoolState(args, "p-1", null);
        }

        @Override
        public PoolState update(String id, PoolState olds, PoolArgs news, OpContext ctx) {
            return new PoolState(news, id, null);
        }

        @Override
        public PoolState read(String id, PoolState state, OpContext ctx) {
            return state;
        }

        @Override
        public void delete(String id, PoolState state, OpContext ctx) {
        }
    }

    private final Pool pool = new Pool();
    private final ResourceHandler<PoolArgs, PoolState> handler = new ResourceHandler<>(pool, new OperationTracker());
    /** What the framework sent the engine. */
    private final List<String> sent = new ArrayList<>();
    private final ProgressReporter warnings = RecordingProgress.allInto(sent);

    @Test
    void anUpdatePreviewWarnsEachLineAndOutputsThemWithTheOldOutputsSeen() {
        Map<String, Object> outputs = handler.update("p-1",
                Map.of("kubeconfig", "k", "driver", "570", "poolId", "p-1"), Map.of("kubeconfig", "k", "driver", "580"),
                true, 0, "urn:p", warnings);

        assertEquals(List.of("impact [pool h100, driver-reload]: driver 570 -> 580 on 2 nodes"), sent);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> lines = (List<Map<String, Object>>) outputs.get(ImpactLine.PROPERTY);
        assertEquals(1, lines.size(), outputs.toString());
        assertEquals("driver-reload", lines.get(0).get("kind"));
        assertEquals(List.of("n1", "n2"), lines.get(0).get("nodes"));
        assertEquals("570", pool.seen.get(0).olds().args().driver());
        assertTrue(pool.seen.get(0).dryRun(), "the hook runs as a dry run");
    }

    @Test
    void aCreatePreviewWithAnUnknownKubeconfigStillAsksAndSaysItIsUnknown() {
        Map<String, Object> outputs = handler.create(Map.of("kubeconfig", Values.UNKNOWN, "driver", "580"), true, 0,
                "urn:p", warnings).outputs();

        Seen seen = pool.seen.get(0);
        assertNull(seen.olds());
        assertTrue(seen.kubeconfigUnknown());
        assertNull(seen.news().kubeconfig());
        assertEquals(List.of("impact [pool h100, driver-reload]: driver none -> 580 on 2 nodes"), sent);
        assertTrue(outputs.containsKey(ImpactLine.PROPERTY));
    }

    @Test
    void aHookThatFailsCostsItsLinesNotThePreview() {
        pool.failure = new IllegalStateException("nodes: forbidden");

        Map<String, Object> outputs = handler.update("p-1", Map.of("kubeconfig", "k", "driver", "570", "poolId", "p-1"),
                Map.of("kubeconfig", "k", "driver", "580"), true, 0, "urn:p", warnings);

        assertEquals(List.of("impact of this change not computed: nodes: forbidden"), sent);
        assertEquals(List.of(), outputs.get(ImpactLine.PROPERTY));
    }

    @Test
    void outsidePreviewTheHookIsNotCalled() {
        handler.update("p-1", Map.of("kubeconfig", "k", "driver", "570", "poolId", "p-1"),
                Map.of("kubeconfig", "k", "driver", "580"), false, 0, "urn:p", warnings);

        assertTrue(pool.seen.isEmpty());
        assertFalse(sent.stream().anyMatch(line -> line.startsWith("impact")));
    }
}

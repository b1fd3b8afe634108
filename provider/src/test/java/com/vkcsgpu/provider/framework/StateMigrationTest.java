package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.vkcsgpu.doc.Doc;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The framework's state upgrade path: a resource's declared steps run, in order and each only on its own shape, on
 * every old input and output the engine sends (Diff, Read, Update, Delete) before the resource or the diff sees
 * them. The resource here renamed its one input twice: {@code flavor} (v1), {@code sizeName} (v2), {@code size}.
 */
class StateMigrationTest {
    @Doc("Inputs.")
    record SizedArgs(@Doc("Size.") @ReplaceOnChange String size) {
    }

    @Doc("Outputs.")
    record SizedState(@Doc("The inputs.") SizedArgs args, @Doc("Id.") @Required String sizedId) {
    }

    /** A step that renames one property, applying where the old name is present. */
    record Rename(String from, String to) implements StateMigration {
        @Override
        public boolean applies(Map<String, Object> olds) {
            return olds.containsKey(from);
        }

        @Override
        public Map<String, Object> migrate(Map<String, Object> olds) {
            Map<String, Object> migrated = new LinkedHashMap<>(olds);
            migrated.put(to, migrated.remove(from));
            return migrated;
        }
    }

    @Doc("A resource whose input was renamed twice; it records the states it is given.")
    static final class RenamedResource implements CustomResource<SizedArgs, SizedState> {
        final List<SizedState> given = new ArrayList<>();

        @Override
        public String token() {
            return "vkcs-gpu:testing:Renamed";
        }

        @Override
        public Class<SizedArgs> argsType() {
            return SizedArgs.class;
        }

        @Override
        public Class<SizedState> stateType() {
            return SizedState.class;
        }

        @Override
        public String idOf(SizedState state) {
            return state.sizedId();
        }

        @Override
        public List<StateMigration> migrations() {
            return List.of(new Rename("flavor", "sizeName"), new Rename("sizeName", "size"));
        }

        @Override
        public SizedState create(SizedArgs args, OpContext ctx) {
            return new SizedState(args, "r-1");
        }

        @Override
        public SizedState read(String id, SizedState state, OpContext ctx) {
            given.add(state);
            return state;
        }

        @Override
        public SizedState update(String id, SizedState olds, SizedArgs news, OpContext ctx) {
            given.add(olds);
            return new SizedState(news, id);
        }

        @Override
        public void delete(String id, SizedState state, OpContext ctx) {
            given.add(state);
        }
    }

    private final RenamedResource resource = new RenamedResource();
    private final ResourceHandler<SizedArgs, SizedState> handler =
            new ResourceHandler<>(resource, new OperationTracker());
    private static final ProgressReporter QUIET = ProgressReporter.NONE;

    private static Map<String, Object> v1Outputs(String size) {
        return new LinkedHashMap<>(Map.of("flavor", size, "sizedId", "r-1"));
    }

    @Test
    void everyStepRunsInOrderSoTheOldestShapeDiffsAgainstTodays() {
        Diff same = handler.diff(Map.of(), Map.of("flavor", "m"), Map.of("size", "m"), List.of());
        assertFalse(same.hasChanges(), "v1, through both steps");
        Diff fromV2 = handler.diff(Map.of(), Map.of("sizeName", "m"), Map.of("size", "m"), List.of());
        assertFalse(fromV2.hasChanges(), "v2, through the second step only");
        Diff larger = handler.diff(v1Outputs("m"), Map.of(), Map.of("size", "l"), List.of());
        assertEquals(List.of("size"), larger.entries().stream().map(e -> e.path().toString()).toList());
    }

    @Test
    void readUpdateAndDeleteGetTheStateInTodaysShape() {
        ResourceHandler.ReadResult read = handler.read("r-1", v1Outputs("m"), Map.of("flavor", "m"), 0, "urn:r", QUIET);
        assertEquals(Map.of("size", "m"), read.inputs(), "refreshed inputs are today's");
        assertEquals("m", read.outputs().get("size"));
        handler.update("r-1", v1Outputs("m"), Map.of("size", "l"), false, 0, "urn:r", QUIET);
        handler.delete("r-1", v1Outputs("l"), 0, "urn:r", QUIET);
        assertEquals(List.of("m", "m", "l"), resource.given.stream().map(s -> s.args().size()).toList());
    }
}

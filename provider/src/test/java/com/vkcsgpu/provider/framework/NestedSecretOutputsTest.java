package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.vkcsgpu.doc.Doc;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A secret given anywhere inside an input (a list element, a map value, a field of a record in a list) comes
 * back secret in the outputs of every operation: the provider accepts secrets, so the engine does not mark them
 * again, and an unmarked output would be stored in clear.
 */
class NestedSecretOutputsTest {
    private static final String SECRET = "s3cr3t-password-value";

    @Doc("An item.")
    record Item(@Doc("Name.") String name, @Doc("Value.") String value) {
    }

    @Doc("Inputs.")
    record NestedArgs(@Doc("Strings.") List<String> strings, @Doc("By key.") Map<String, String> byKey,
                      @Doc("Items.") List<Item> items, @Doc("Plain.") String plain) {
    }

    @Doc("Outputs.")
    record NestedState(@Doc("The inputs.") NestedArgs args, @Doc("Id.") @Required String nestedId) {
    }

    @Doc("A resource that stores its inputs as they are.")
    static final class EchoResource implements CustomResource<NestedArgs, NestedState> {
        @Override
        public String token() {
            return "vkcs-gpu:testing:Echo";
        }

        @Override
        public Class<NestedArgs> argsType() {
            return NestedArgs.class;
        }

        @Override
        public Class<NestedState> stateType() {
            return NestedState.class;
        }

        @Override
        public String idOf(NestedState state) {
            return state.nestedId();
        }

        @Override
        public NestedState create(NestedArgs args, OpContext ctx) {
            return new NestedState(args, "e-1");
        }

        @Override
        public NestedState read(String id, NestedState state, OpContext ctx) {
            return state;
        }

        @Override
        public void delete(String id, NestedState state, OpContext ctx) {
        }
    }

    private final ResourceHandler<NestedArgs, NestedState> handler =
            new ResourceHandler<>(new EchoResource(), new OperationTracker());

    private static Map<String, Object> inputs() {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put("strings", List.of("open", Values.secret(SECRET)));
        in.put("byKey", Map.of("open", "x", "hidden", Values.secret(SECRET + "-map")));
        in.put("items", List.of(Map.of("name", "a", "value", "plain"),
                Map.of("name", "b", "value", Values.secret(SECRET + "-item"))));
        in.put("plain", "visible");
        return in;
    }

    @Test
    void createAndReadKeepEverySecretSecretWhereItWasAndNothingElse() {
        Map<String, Object> in = handler.check(inputs()).inputs();
        Map<String, Object> created = handler.create(in, false, 0, "urn:echo", ProgressReporter.NONE).outputs();
        Map<String, Object> read = handler.read("e-1", created, in, 0, "urn:echo", ProgressReporter.NONE).outputs();
        for (Map<String, Object> outputs : List.of(created, read)) {
            assertEquals(List.of(), clearSecrets(outputs), "secrets in clear in " + outputs);
            List<?> strings = (List<?>) outputs.get("strings");
            assertEquals("open", strings.get(0), "what was plain stays plain");
            assertInstanceOf(Values.Secret.class, strings.get(1));
            assertInstanceOf(Values.Secret.class, ((Map<?, ?>) outputs.get("byKey")).get("hidden"));
            Map<?, ?> item = (Map<?, ?>) ((List<?>) outputs.get("items")).get(1);
            assertInstanceOf(Values.Secret.class, item.get("value"));
            assertEquals("visible", outputs.get("plain"));
        }
    }

    @Test
    void anOutputShapedUnlikeItsInputIsSecretWholeWhenTheInputHeldASecret() {
        Object marked = Values.secretLike(List.of("a", Values.secret(SECRET)), List.of("a", SECRET, "extra"));
        assertInstanceOf(Values.Secret.class, marked);
        assertEquals(List.of("a"), Values.secretLike(List.of("a"), List.of("a")), "no secret, nothing marked");
    }

    /** Every string of {@code value} that holds a secret and is not inside a secret. */
    static List<String> clearSecrets(Object value) {
        List<String> found = new ArrayList<>();
        walk(value, found);
        return found;
    }

    private static void walk(Object value, List<String> found) {
        if (value instanceof Values.Secret) {
            return;
        }
        if (value instanceof String s && s.contains(SECRET)) {
            found.add(s);
        } else if (value instanceof Map<?, ?> m) {
            m.values().forEach(v -> walk(v, found));
        } else if (value instanceof List<?> l) {
            l.forEach(v -> walk(v, found));
        }
    }
}

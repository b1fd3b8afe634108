package com.vkcsgpu.provider;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.doc.WireValues;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.FailureTranslator;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.PropertyModel;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.framework.RecordModel;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.provider.framework.TypeModel;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.wire.LogSink;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every resource the plugin serves, walked from its registry and its inputs' model: each input at every depth
 * (a property, a list element, a map value, a field of a record inside a list or map) is given as a secret once,
 * and wherever it comes back (Check's inputs, the outputs of Create and its preview, Read, Update and its
 * preview) it is secret, and no output or Check failure holds its text in clear. The provider tells the engine
 * it accepts secrets, so the engine does not mark outputs again: an unmarked output would be stored in clear.
 *
 * <p>Create, Read and Update run through the framework's output-building path that every resource shares
 * ({@link ResourceHandler}), with the resource's cloud calls replaced by an echo of its inputs, so the walk
 * needs no cloud and stays fast; a resource added to a module is walked without touching this test.
 */
class SecretInputsStaySecretInEveryResourceTest {
    private static final String MARKER = "s3cr3t-walk-";
    private static final String URN = "urn:pulumi:test::walk::resource::walked";

    @Test
    void everyInputGivenAsASecretAtAnyDepthComesBackSecretFromEveryOperation() {
        Plugin plugin = Plugin.assemble(Plugin.discoverModules(), LogSink.NONE, null, Map.of());
        List<String> leaks = new ArrayList<>();
        int resources = 0;
        int paths = 0;
        for (ResourceHandler<?, ?> served : plugin.registry().resources()) {
            resources++;
            ResourceHandler<?, ?> echo = new ResourceHandler<>(EchoingResource.of(served.resource()),
                    new OperationTracker());
            RecordModel args = RecordModel.of(served.resource().argsType());
            for (PropertyPath path : InputShape.paths(args)) {
                paths++;
                String secret = MARKER + paths;
                Map<String, Object> inputs = InputShape.sample(args, path, secret);
                for (String leak : leaksOf(echo, path, inputs, secret)) {
                    leaks.add(served.resource().token() + " " + path + ": " + leak);
                }
            }
        }
        assertTrue(resources > 0, "the registry serves no resources: the walk would prove nothing");
        int walked = paths;
        int served = resources;
        assertTrue(leaks.isEmpty(), () -> leaks.size() + " secret inputs came back in clear (of " + walked
                + " input paths over " + served + " resources):\n" + String.join("\n", leaks));
    }

    /** What one operation after another gave back of a secret given at {@code path}, where it was not secret. */
    private static List<String> leaksOf(ResourceHandler<?, ?> handler, PropertyPath path, Map<String, Object> given,
                                        String secret) {
        List<String> leaks = new ArrayList<>();
        ResourceHandler.CheckResult checked = handler.check(given);
        checked.failures().stream().filter(f -> f.reason().contains(secret))
                .forEach(f -> leaks.add("Check failure quotes it: " + f.path()));
        Map<String, Object> inputs = checked.inputs();
        Map<String, Object> created = handler.create(inputs, false, 0, URN, ProgressReporter.NONE).outputs();
        Map<String, Map<String, Object>> results = new LinkedHashMap<>();
        results.put("Check inputs", inputs);
        results.put("Create preview", handler.create(inputs, true, 0, URN, ProgressReporter.NONE).outputs());
        results.put("Create", created);
        results.put("Read", handler.read(EchoingResource.ID, created, inputs, 0, URN, ProgressReporter.NONE)
                .outputs());
        results.put("Update", handler.update(EchoingResource.ID, created, inputs, false, 0, URN,
                ProgressReporter.NONE));
        results.put("Update preview", handler.update(EchoingResource.ID, created, inputs, true, 0, URN,
                ProgressReporter.NONE));
        results.forEach((operation, values) -> {
            if (!secretAt(values, path)) {
                leaks.add(operation + " returns it unmarked");
            }
            List<String> clear = new ArrayList<>();
            clearStrings(values, secret, clear);
            if (!clear.isEmpty()) {
                leaks.add(operation + " holds its text in clear " + clear.size() + " time(s)");
            }
        });
        return leaks;
    }

    /** Whether the value at {@code path} is secret or inside a secret; an absent value holds nothing. */
    private static boolean secretAt(Object values, PropertyPath path) {
        Object at = values;
        for (Object segment : path.segments()) {
            if (at instanceof Values.Secret) {
                return true;
            }
            if (at instanceof Map<?, ?> m && segment instanceof String key) {
                at = m.get(key);
            } else if (at instanceof List<?> l && segment instanceof Integer i && i < l.size()) {
                at = l.get(i);
            } else {
                return true;
            }
        }
        return at == null || at instanceof Values.Secret;
    }

    private static void clearStrings(Object value, String secret, List<String> into) {
        if (value instanceof Values.Secret) {
            return;
        }
        if (value instanceof String s && s.contains(secret)) {
            into.add(s);
        } else if (value instanceof Map<?, ?> m) {
            m.values().forEach(v -> clearStrings(v, secret, into));
        } else if (value instanceof List<?> l) {
            l.forEach(v -> clearStrings(v, secret, into));
        }
    }

    /**
     * Well-typed inputs built from a record's model: every property present at every depth (one element per
     * list, one key per map), so that every path exists; a record that contains itself is walked once.
     */
    private static final class InputShape {
        private static final String MAP_KEY = "key";

        /** Every property, list element, map value and nested field of {@code model}, outermost first. */
        static List<PropertyPath> paths(RecordModel model) {
            List<PropertyPath> out = new ArrayList<>();
            recordPaths(model, PropertyPath.root(), new HashSet<>(), out);
            return out;
        }

        private static void recordPaths(RecordModel model, PropertyPath at, Set<Class<?>> enclosing,
                                        List<PropertyPath> out) {
            if (!enclosing.add(model.type())) {
                return;
            }
            for (PropertyModel p : model.properties()) {
                typePaths(p.type(), at.key(p.name()), enclosing, out);
            }
            enclosing.remove(model.type());
        }

        private static void typePaths(TypeModel type, PropertyPath at, Set<Class<?>> enclosing,
                                      List<PropertyPath> out) {
            out.add(at);
            if (type instanceof TypeModel.ListOf l) {
                typePaths(l.element(), at.index(0), enclosing, out);
            } else if (type instanceof TypeModel.MapOf m) {
                typePaths(m.value(), at.key(MAP_KEY), enclosing, out);
            } else if (type instanceof TypeModel.RecordType r) {
                recordPaths(r.model(), at, enclosing, out);
            }
        }

        /** Inputs of {@code model} with the value at {@code secretPath} marked secret and its strings {@code secret}. */
        static Map<String, Object> sample(RecordModel model, PropertyPath secretPath, String secret) {
            return record(model, PropertyPath.root(), secretPath, secret, new HashSet<>());
        }

        private static Map<String, Object> record(RecordModel model, PropertyPath at, PropertyPath secretPath,
                                                  String secret, Set<Class<?>> enclosing) {
            Map<String, Object> out = new LinkedHashMap<>();
            if (!enclosing.add(model.type())) {
                return out;
            }
            for (PropertyModel p : model.properties()) {
                OneOf oneOf = p.component().getAnnotation(OneOf.class);
                PropertyPath path = at.key(p.name());
                if (oneOf != null) {
                    // The framework refuses a string outside the set, so the walk gives one of its values.
                    String allowed = WireValues.all(oneOf.value()).get(0);
                    out.put(p.name(), path.equals(secretPath) ? Values.secret(allowed) : allowed);
                } else {
                    out.put(p.name(), value(p.type(), path, secretPath, secret, enclosing));
                }
            }
            enclosing.remove(model.type());
            return out;
        }

        private static Object value(TypeModel type, PropertyPath at, PropertyPath secretPath, String secret,
                                    Set<Class<?>> enclosing) {
            boolean inside = at.startsWith(secretPath);
            Object v;
            if (type instanceof TypeModel.ListOf l) {
                v = List.of(value(l.element(), at.index(0), secretPath, secret, enclosing));
            } else if (type instanceof TypeModel.MapOf m) {
                v = Map.of(MAP_KEY, value(m.value(), at.key(MAP_KEY), secretPath, secret, enclosing));
            } else if (type instanceof TypeModel.RecordType r) {
                v = record(r.model(), at, secretPath, secret, enclosing);
            } else if (type instanceof TypeModel.EnumType e) {
                v = WireValues.of(e.javaType().getEnumConstants()[0]);
            } else if (type instanceof TypeModel.Scalar s) {
                v = switch (s.kind()) {
                    case STRING, SECRET_STRING -> inside ? secret : "plain";
                    case BOOLEAN -> true;
                    case INTEGER, LONG, NUMBER -> 1.0;
                };
            } else {
                throw new IllegalStateException("a type the walk does not know: " + type);
            }
            return at.equals(secretPath) ? Values.secret(v) : v;
        }
    }

    /**
     * A served resource whose cloud calls are replaced by an echo: its outputs hold its inputs as given (the
     * other outputs absent), as a cloud that reports back what it was told would.
     */
    private static final class EchoingResource<A extends Record, S extends Record> implements CustomResource<A, S> {
        static final String ID = "echoed-id";
        private final CustomResource<A, S> served;

        private EchoingResource(CustomResource<A, S> served) {
            this.served = served;
        }

        static <A extends Record, S extends Record> EchoingResource<A, S> of(CustomResource<A, S> served) {
            return new EchoingResource<>(served);
        }

        @Override
        public String token() {
            return served.token();
        }

        @Override
        public Class<A> argsType() {
            return served.argsType();
        }

        @Override
        public Class<S> stateType() {
            return served.stateType();
        }

        @Override
        public String idOf(S state) {
            return ID;
        }

        @Override
        public void check(A args, com.vkcsgpu.provider.framework.Diagnostics diags) {
            served.check(args, diags);
        }

        @Override
        public FailureTranslator failures() {
            return served.failures();
        }

        @Override
        public Timeouts timeouts() {
            return served.timeouts();
        }

        @Override
        public S create(A args, OpContext ctx) {
            return echo(args);
        }

        @Override
        public S read(String id, S state, OpContext ctx) {
            return state;
        }

        @Override
        public S update(String id, S olds, A news, OpContext ctx) {
            return echo(news);
        }

        @Override
        public void delete(String id, S state, OpContext ctx) {
        }

        private S echo(A args) {
            RecordComponent[] components = stateType().getRecordComponents();
            Object[] values = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = types[i] == argsType() ? args : absent(types[i]);
            }
            try {
                var constructor = stateType().getDeclaredConstructor(types);
                constructor.setAccessible(true);
                return constructor.newInstance(values);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot build " + stateType().getSimpleName() + ": " + e, e);
            }
        }

        private static Object absent(Class<?> type) {
            if (type == boolean.class) {
                return false;
            }
            if (type == int.class) {
                return 0;
            }
            if (type == long.class) {
                return 0L;
            }
            return type == double.class ? 0.0 : null;
        }
    }
}

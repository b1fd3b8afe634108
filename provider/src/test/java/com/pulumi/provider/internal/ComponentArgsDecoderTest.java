package com.pulumi.provider.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.internal.Internal;
import com.pulumi.core.internal.OutputData;
import com.pulumi.provider.internal.properties.PropertyValue;
import com.vkcsgpu.GpuClusterArgs;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuTenantArgs;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every input of every component, in every shape the engine sends in a Construct: plain, secret, another
 * resource's output, and unknown during preview. The sample value of each input is made from its Java type
 * (string, whole number, boolean, list, map, nested object, list of objects), so a new input is covered
 * without touching this test.
 */
class ComponentArgsDecoderTest {
    private static final List<Class<?>> ARGS = List.of(GpuClusterArgs.class, GpuNodePoolArgs.class,
            GpuOperatorArgs.class, GpuTenantArgs.class);

    /** How the engine may wrap a value. */
    enum Shape {
        PLAIN(v -> v),
        SECRET(PropertyValue::ofSecret),
        OUTPUT_OF_ANOTHER_RESOURCE(v -> PropertyValue.of(new PropertyValue.OutputReference(v,
                Set.of("urn:pulumi:dev::proj::vkcs-gpu:mk8s:Cluster::c")))),
        UNKNOWN_IN_PREVIEW(v -> PropertyValue.COMPUTED);

        final UnaryOperator<PropertyValue> wrap;

        Shape(UnaryOperator<PropertyValue> wrap) {
            this.wrap = wrap;
        }
    }

    static Stream<Arguments> everyInputInEveryShape() {
        List<Arguments> cases = new ArrayList<>();
        for (Class<?> args : ARGS) {
            for (Field field : importFields(args)) {
                for (Shape shape : Shape.values()) {
                    cases.add(Arguments.of(args.getSimpleName().replace("Args", "") + "." + name(field), args,
                            field, shape));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {3}")
    @MethodSource("everyInputInEveryShape")
    void everyInputTakesEveryShape(String label, Class<?> argsClass, Field field, Shape shape) throws Exception {
        PropertyValue sample = sample(field.getGenericType());
        Map<String, PropertyValue> inputs = new LinkedHashMap<>(requiredInputs(argsClass));
        inputs.put(name(field), shape.wrap.apply(sample));
        boolean isOutput = field.getType() == Output.class;
        var result = ComponentArgsDecoder.decode(inputs, argsClass, "X");
        if (shape == Shape.UNKNOWN_IN_PREVIEW && !isOutput) {
            // A plain input decides the component's children: the caller previews the component without them.
            assertEquals(List.of(name(field)), result.unknownPlain(), label);
            return;
        }
        assertEquals(List.of(), result.unknownPlain(), label);
        Object args = result.args();
        field.setAccessible(true);
        Object decoded = field.get(args);
        assertNotNull(decoded, label);
        Object expected = plainJava(sample);
        if (isOutput) {
            OutputData<?> data = Internal.of((Output<?>) decoded).getDataAsync().join();
            assertEquals(shape != Shape.UNKNOWN_IN_PREVIEW, data.isKnown(), label);
            assertEquals(shape == Shape.SECRET, data.isSecret(), label);
            assertEquals(shape == Shape.OUTPUT_OF_ANOTHER_RESOURCE ? 1 : 0, data.getResources().size(), label);
            if (data.isKnown()) {
                assertEquals(expected, normalize(data.getValueNullable()), label);
            }
        } else {
            assertEquals(expected, normalize(decoded), label);
        }
    }

    @Test
    void everyProblemComesAtOnceNamingThePropertyAndTheFix() {
        Map<String, PropertyValue> inputs = new LinkedHashMap<>(requiredInputs(GpuNodePoolArgs.class));
        inputs.put("nodeCount", PropertyValue.of("two"));
        inputs.put("nodeCnt", PropertyValue.of(2));
        inputs.put("labels", PropertyValue.of(Map.of("team", PropertyValue.of(1))));
        inputs.put("taints", PropertyValue.of(List.of(PropertyValue.of(Map.of("key", PropertyValue.of(true),
                "efect", PropertyValue.of("NoSchedule"))))));
        inputs.remove("poolName");
        var e = assertThrows(IllegalArgumentException.class,
                () -> ComponentArgsDecoder.decode(inputs, GpuNodePoolArgs.class, "GpuNodePool"));
        assertEquals("""
                invalid GpuNodePool inputs:
                  - nodeCnt: unknown input of GpuNodePool; did you mean nodeCount?
                  - labels["team"]: expected a string, got the number 1
                  - nodeCount: expected a whole number, got the string "two"
                  - poolName: is required
                  - taints[0].efect: unknown input of NodePoolTaint; did you mean effect?
                  - taints[0].effect: is required
                  - taints[0].key: expected a string, got the boolean true""", e.getMessage());
    }

    @Test
    void aFractionIsNotAWholeNumber() {
        Map<String, PropertyValue> inputs = new LinkedHashMap<>(requiredInputs(GpuNodePoolArgs.class));
        inputs.put("nodeCount", PropertyValue.of(1.5));
        var e = assertThrows(IllegalArgumentException.class,
                () -> ComponentArgsDecoder.decode(inputs, GpuNodePoolArgs.class, "GpuNodePool"));
        assertTrue(e.getMessage().endsWith("nodeCount: expected a whole number, got the number 1.5"), e.getMessage());
    }

    @Test
    void aMisspellingFarFromEveryInputListsTheKnownOnes() {
        Map<String, PropertyValue> inputs = new LinkedHashMap<>(requiredInputs(GpuTenantArgs.class));
        inputs.put("zzzzzzzzzzzz", PropertyValue.of("x"));
        var e = assertThrows(IllegalArgumentException.class,
                () -> ComponentArgsDecoder.decode(inputs, GpuTenantArgs.class, "GpuTenant"));
        assertTrue(e.getMessage().contains("zzzzzzzzzzzz: unknown input of GpuTenant; known inputs: "), e.getMessage());
        assertFalse(e.getMessage().contains("did you mean"), e.getMessage());
    }

    private static Map<String, PropertyValue> requiredInputs(Class<?> argsClass) {
        Map<String, PropertyValue> inputs = new LinkedHashMap<>();
        for (Field f : importFields(argsClass)) {
            if (f.getAnnotation(Import.class).required()) {
                inputs.put(name(f), sample(f.getGenericType()));
            }
        }
        return inputs;
    }

    /** A valid-typed value of a Java type, as the engine would send it. */
    private static PropertyValue sample(Type type) {
        Class<?> raw = raw(type);
        if (raw == Output.class) {
            return sample(arg(type, 0));
        }
        if (raw == String.class) {
            return PropertyValue.of("s");
        }
        if (raw == Integer.class || raw == int.class) {
            return PropertyValue.of(2);
        }
        if (raw == Double.class || raw == double.class) {
            return PropertyValue.of(2.5);
        }
        if (raw == Boolean.class || raw == boolean.class) {
            return PropertyValue.of(true);
        }
        if (List.class.isAssignableFrom(raw)) {
            return PropertyValue.of(List.of(sample(arg(type, 0))));
        }
        if (Map.class.isAssignableFrom(raw)) {
            return PropertyValue.of(Map.of("k", sample(arg(type, 1))));
        }
        Map<String, PropertyValue> object = new LinkedHashMap<>();
        for (Field f : importFields(raw)) {
            object.put(name(f), sample(f.getGenericType()));
        }
        assertFalse(object.isEmpty(), "no @Import fields in " + raw);
        return PropertyValue.of(object);
    }

    /** What a sample value should decode to, in plain Java (objects compared by their inputs). */
    private static Object plainJava(PropertyValue v) {
        return switch (v.getType()) {
            case STRING -> v.getStringValue();
            case NUMBER -> v.getNumberValue();
            case BOOL -> v.getBooleanValue();
            case ARRAY -> v.getArrayValue().stream().map(ComponentArgsDecoderTest::plainJava).toList();
            case OBJECT -> {
                Map<String, Object> m = new LinkedHashMap<>();
                v.getObjectValue().forEach((k, e) -> m.put(k, plainJava(e)));
                yield m;
            }
            default -> throw new IllegalArgumentException(v.toString());
        };
    }

    /** A decoded value in the same plain form as {@link #plainJava}. */
    private static Object normalize(Object decoded) throws IllegalAccessException {
        if (decoded instanceof Number n) {
            return n.doubleValue();
        }
        if (decoded instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            for (Object o : l) {
                out.add(normalize(o));
            }
            return out;
        }
        if (decoded instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (var e : m.entrySet()) {
                out.put((String) e.getKey(), normalize(e.getValue()));
            }
            return out;
        }
        if (decoded instanceof Output<?> o) {
            return normalize(Internal.of(o).getDataAsync().join().getValueNullable());
        }
        if (decoded instanceof String || decoded instanceof Boolean) {
            return decoded;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (Field f : importFields(decoded.getClass())) {
            f.setAccessible(true);
            out.put(name(f), normalize(f.get(decoded)));
        }
        return out;
    }

    private static List<Field> importFields(Class<?> type) {
        return Stream.of(type.getDeclaredFields()).filter(f -> f.isAnnotationPresent(Import.class)).toList();
    }

    private static String name(Field f) {
        String n = f.getAnnotation(Import.class).name();
        return n.isEmpty() ? f.getName() : n;
    }

    private static Type arg(Type type, int i) {
        return ((ParameterizedType) type).getActualTypeArguments()[i];
    }

    private static Class<?> raw(Type type) {
        return type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
    }
}

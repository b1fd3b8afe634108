package com.pulumi.provider.internal;

import com.google.common.collect.ImmutableSet;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.internal.OutputData;
import com.pulumi.core.internal.OutputInternal;
import com.pulumi.provider.internal.properties.PropertyValue;
import com.pulumi.resources.DependencyResource;
import com.pulumi.resources.Resource;
import com.vkcsgpu.InvalidArgumentsException;
import com.vkcsgpu.InvalidArgumentsException.PropertyProblem;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Decodes a Construct request's inputs into a component's args class (its {@code @Import} fields), in every
 * shape the engine sends: strings, numbers, booleans, lists, maps, nested objects and lists of them, secrets,
 * values unknown during preview and outputs of other resources. It replaces the SDK's
 * {@code PropertyValueSerializer.deserialize} (pulumi/pulumi-java v1.36.1,
 * {@code sdk/java/pulumi/src/main/java/com/pulumi/provider/internal/properties/PropertyValueSerializer.java}),
 * which loses a map's value type (so every map input failed with {@code STRING to java.lang.Object}), names no
 * property, stops at the first problem and ignores inputs it does not know.
 *
 * <p>Every problem is collected, each naming its property path: a wrong type with the expected one, an unknown
 * input with the closest known name, a missing required input. They are thrown together as one
 * {@link IllegalArgumentException}, which the plugin answers as INVALID_ARGUMENT. A value unknown during preview
 * where the component needs a plain one (it decides what the component creates) is not a problem: the result
 * names it, and the caller previews the component without its children.
 */
final class ComponentArgsDecoder {
    private static final LevenshteinDistance DISTANCE = LevenshteinDistance.getDefaultInstance();
    private final List<PropertyProblem> problems = new ArrayList<>();
    private final List<String> unknownPlain = new ArrayList<>();

    private ComponentArgsDecoder() {
    }

    /**
     * The decoded args, and the paths of plain inputs whose values are unknown during preview (left unset).
     *
     * @param args         every {@code @Import} field set from the inputs
     * @param unknownPlain the plain inputs that are unknown, e.g. {@code poolName}; empty outside preview
     */
    record Decoded<T>(T args, List<String> unknownPlain) {
        /** @return the problem of each unknown plain input, for a Construct that is not a preview */
        InvalidArgumentsException unknownProblems(String component) {
            return InvalidArgumentsException.inputs(component, unknownPlain.stream()
                    .map(path -> new PropertyProblem(path, "is unknown, but it decides what the component creates;"
                            + " pass a value known before the deployment"))
                    .toList());
        }
    }

    /**
     * @param inputs    the Construct request's inputs
     * @param argsClass the component's args class
     * @param component the component's name for the error, e.g. {@code GpuNodePool}
     * @return the args and the unknown plain inputs
     * @throws IllegalArgumentException listing every problem with the inputs
     */
    static <T> Decoded<T> decode(Map<String, PropertyValue> inputs, Class<T> argsClass, String component) {
        ComponentArgsDecoder decoder = new ComponentArgsDecoder();
        T args = decoder.object(inputs, argsClass, "");
        if (!decoder.problems.isEmpty()) {
            throw InvalidArgumentsException.inputs(component, decoder.problems);
        }
        return new Decoded<>(args, List.copyOf(decoder.unknownPlain));
    }

    private <T> T object(Map<String, PropertyValue> inputs, Class<T> type, String path) {
        Map<String, Field> fields = new TreeMap<>();
        for (Field field : type.getDeclaredFields()) {
            Import imported = field.getAnnotation(Import.class);
            if (imported != null && !Modifier.isStatic(field.getModifiers())) {
                fields.put(imported.name().isEmpty() ? field.getName() : imported.name(), field);
            }
        }
        for (String name : inputs.keySet()) {
            if (!fields.containsKey(name)) {
                problems.add(new PropertyProblem(path(path, name), "unknown input of "
                        + type.getSimpleName().replaceFirst("Args$", "") + closest(name, fields.keySet())));
            }
        }
        T instance = instantiate(type);
        for (Map.Entry<String, Field> entry : fields.entrySet()) {
            Field field = entry.getValue();
            String at = path(path, entry.getKey());
            PropertyValue value = inputs.get(entry.getKey());
            if (value == null || value.isNull()) {
                if (field.getAnnotation(Import.class).required()) {
                    problems.add(new PropertyProblem(at, "is required"));
                }
                continue;
            }
            Object decoded = value(value, field.getGenericType(), at);
            if (decoded != null) {
                set(field, instance, decoded);
            }
        }
        return instance;
    }

    private Object value(PropertyValue value, Type type, String path) {
        Class<?> raw = raw(type);
        if (Output.class.isAssignableFrom(raw)) {
            return output(value, elementType(type, 0), path);
        }
        Plain plain = unwrap(value);
        if (!plain.known()) {
            unknownPlain.add(path);
            return null;
        }
        return plain(plain.value(), type, raw, path);
    }

    private Object plain(PropertyValue value, Type type, Class<?> raw, String path) {
        if (value.isNull()) {
            return null;
        }
        PropertyValue.ValueType kind = value.getType();
        if (raw == String.class && kind == PropertyValue.ValueType.STRING) {
            return value.getStringValue();
        }
        if ((raw == Integer.class || raw == int.class) && kind == PropertyValue.ValueType.NUMBER) {
            double number = value.getNumberValue();
            if (number != Math.rint(number) || Math.abs(number) > Integer.MAX_VALUE) {
                return mismatch(path, "a whole number", value);
            }
            return (int) number;
        }
        if ((raw == Double.class || raw == double.class) && kind == PropertyValue.ValueType.NUMBER) {
            return value.getNumberValue();
        }
        if ((raw == Boolean.class || raw == boolean.class) && kind == PropertyValue.ValueType.BOOL) {
            return value.getBooleanValue();
        }
        if (List.class.isAssignableFrom(raw) && kind == PropertyValue.ValueType.ARRAY) {
            List<Object> list = new ArrayList<>();
            List<PropertyValue> items = value.getArrayValue();
            for (int i = 0; i < items.size(); i++) {
                list.add(value(items.get(i), elementType(type, 0), path + "[" + i + "]"));
            }
            return list;
        }
        if (Map.class.isAssignableFrom(raw) && kind == PropertyValue.ValueType.OBJECT) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Map.Entry<String, PropertyValue> e : value.getObjectValue().entrySet()) {
                map.put(e.getKey(), value(e.getValue(), elementType(type, 1), path + "[\"" + e.getKey() + "\"]"));
            }
            return map;
        }
        if (isObjectType(raw) && kind == PropertyValue.ValueType.OBJECT) {
            return object(value.getObjectValue(), raw, path);
        }
        return mismatch(path, expected(type), value);
    }

    /** An {@code Output<T>} field: secrets, unknowns and other resources' outputs keep what they are. */
    private Output<?> output(PropertyValue value, Type elementType, String path) {
        boolean secret = false;
        boolean known = true;
        ImmutableSet<Resource> dependencies = ImmutableSet.of();
        PropertyValue inner = value;
        while (true) {
            if (inner.getType() == PropertyValue.ValueType.SECRET) {
                secret = true;
                inner = inner.getSecretValue();
            } else if (inner.getType() == PropertyValue.ValueType.OUTPUT) {
                PropertyValue.OutputReference ref = inner.getOutputValue();
                ImmutableSet.Builder<Resource> deps = ImmutableSet.<Resource>builder().addAll(dependencies);
                ref.getDependencies().forEach(urn -> deps.add(new DependencyResource(urn)));
                dependencies = deps.build();
                if (ref.getValue() == null) {
                    known = false;
                    break;
                }
                inner = ref.getValue();
            } else {
                break;
            }
        }
        if (inner.isComputed()) {
            known = false;
        }
        Object decoded = known ? plain(inner, elementType, raw(elementType), path) : null;
        return new OutputInternal<>(OutputData.ofNullable(dependencies, decoded, known, secret));
    }

    /** A plain field takes the value inside a secret or another resource's output, when it is known. */
    private static Plain unwrap(PropertyValue value) {
        PropertyValue inner = value;
        while (true) {
            if (inner.getType() == PropertyValue.ValueType.SECRET) {
                inner = inner.getSecretValue();
            } else if (inner.getType() == PropertyValue.ValueType.OUTPUT) {
                if (inner.getOutputValue().getValue() == null) {
                    return new Plain(null, false);
                }
                inner = inner.getOutputValue().getValue();
            } else {
                return new Plain(inner, !inner.isComputed());
            }
        }
    }

    private record Plain(PropertyValue value, boolean known) {
    }

    private Object mismatch(String path, String expected, PropertyValue got) {
        problems.add(new PropertyProblem(path, "expected " + expected + ", got " + describe(got)));
        return null;
    }

    private static String describe(PropertyValue value) {
        return switch (value.getType()) {
            case STRING -> "the string \"" + value.getStringValue() + "\"";
            case NUMBER -> "the number " + number(value.getNumberValue());
            case BOOL -> "the boolean " + value.getBooleanValue();
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            default -> value.getType().name().toLowerCase();
        };
    }

    private static String number(double n) {
        return n == Math.rint(n) && Math.abs(n) < 1e15 ? Long.toString((long) n) : Double.toString(n);
    }

    /** How the schema would name a Java type: {@code a string}, {@code a list of objects (NodePoolTaint)}. */
    private static String expected(Type type) {
        Class<?> raw = raw(type);
        if (Output.class.isAssignableFrom(raw)) {
            return expected(elementType(type, 0));
        }
        if (raw == String.class) {
            return "a string";
        }
        if (raw == Integer.class || raw == int.class) {
            return "a whole number";
        }
        if (raw == Double.class || raw == double.class) {
            return "a number";
        }
        if (raw == Boolean.class || raw == boolean.class) {
            return "a boolean";
        }
        if (List.class.isAssignableFrom(raw)) {
            return "a list of " + plural(expected(elementType(type, 0)));
        }
        if (Map.class.isAssignableFrom(raw)) {
            return "a map of " + plural(expected(elementType(type, 1)));
        }
        return "an object (" + raw.getSimpleName().replaceFirst("Args$", "") + ")";
    }

    private static String plural(String singular) {
        String noun = singular.replaceFirst("^(a|an) ", "");
        int paren = noun.indexOf(" (");
        return paren < 0 ? noun + "s" : noun.substring(0, paren) + "s" + noun.substring(paren);
    }

    private static String closest(String name, Set<String> known) {
        return known.stream()
                .filter(k -> DISTANCE.apply(name.toLowerCase(), k.toLowerCase()) <= Math.max(2, k.length() / 3))
                .min(Comparator.comparingInt((String k) -> DISTANCE.apply(name.toLowerCase(), k.toLowerCase())))
                .map(k -> "; did you mean " + k + "?")
                .orElse("; known inputs: " + String.join(", ", known));
    }

    private static boolean isObjectType(Class<?> raw) {
        for (Field f : raw.getDeclaredFields()) {
            if (f.isAnnotationPresent(Import.class)) {
                return true;
            }
        }
        return false;
    }

    private static String path(String parent, String name) {
        return parent.isEmpty() ? name : parent + "." + name;
    }

    private static Type elementType(Type type, int index) {
        if (type instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
            return p.getActualTypeArguments()[index];
        }
        return Object.class;
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        return Object.class;
    }

    private static <T> T instantiate(Class<T> type) {
        try {
            Constructor<T> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(type.getName() + " needs a no-argument constructor to be decoded", e);
        }
    }

    private static void set(Field field, Object target, Object value) {
        try {
            field.setAccessible(true);
            field.set(target, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot set " + field, e);
        }
    }
}

package com.vkcsgpu.provider.framework;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Descriptions;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.doc.WireValues;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Converts between wire values ({@link Values}) and typed records.
 *
 * <p>Decoding never throws on bad data: type errors are collected with their property path in the
 * returned {@link Decoded}, and the offending component is left null. Unknown values (preview) are
 * decoded as null and their paths listed in {@link Decoded#unknowns()}, so a record never holds a
 * sentinel and code that reads it sees "not known yet" as "absent". A string property marked {@link OneOf} is
 * checked against its enum's wire values here, once for every resource, as an enum-typed property is: no resource
 * checks such a value itself.
 */
public final class RecordCodec {
    private RecordCodec() {
    }

    /** A decoded record and what decoding found. */
    public record Decoded<R extends Record>(R value, Set<PropertyPath> unknowns, Map<PropertyPath, String> errors) {
        /** Whether the value is complete: no unknowns and no errors. */
        public boolean complete() {
            return unknowns.isEmpty() && errors.isEmpty();
        }
    }

    /**
     * Decodes a property map into a record; components of type {@code embedded} are read from the same
     * (flattened) map. Absent properties with a {@link Default} get the default.
     */
    public static <R extends Record> Decoded<R> decode(Class<R> type, Map<String, Object> values,
                                                       Class<? extends Record> embedded) {
        Set<PropertyPath> unknowns = new LinkedHashSet<>();
        Map<PropertyPath, String> errors = new LinkedHashMap<>();
        R value = decodeRecord(type, values, PropertyPath.root(), embedded, unknowns, errors);
        return new Decoded<>(value, Collections.unmodifiableSet(unknowns), Collections.unmodifiableMap(errors));
    }

    @SuppressWarnings("unchecked")
    private static <R extends Record> R decodeRecord(Class<R> type, Map<String, Object> values, PropertyPath base,
                                                     Class<? extends Record> embedded, Set<PropertyPath> unknowns,
                                                     Map<PropertyPath, String> errors) {
        RecordModel model = RecordModel.of(type);
        Object[] args = new Object[model.properties().size()];
        Class<?>[] types = new Class<?>[args.length];
        int i = 0;
        for (PropertyModel p : model.properties()) {
            RecordComponent rc = p.component();
            types[i] = rc.getType();
            if (embedded != null && rc.getType() == embedded) {
                args[i] = decodeRecord(embedded, values, base, null, unknowns, errors);
            } else {
                PropertyPath path = base.key(p.name());
                Object raw = values == null ? null : values.get(p.name());
                if (raw == null && p.defaultText() != null) {
                    raw = p.defaultValue();
                }
                if (raw == null && p.required()) {
                    errors.put(path, "is required" + (p.description() == null ? "" : " (" + firstSentence(p.description()) + ")"));
                }
                args[i] = decodeValue(p.type(), raw, path, unknowns, errors);
                OneOf oneOf = rc.getAnnotation(OneOf.class);
                if (oneOf != null && args[i] instanceof String given && !WireValues.all(oneOf.value()).contains(given)) {
                    errors.put(path, notOneOf(given, oneOf.value()));
                }
            }
            if (args[i] == null && rc.getType().isPrimitive()) {
                args[i] = zero(rc.getType());
            }
            i++;
        }
        try {
            var ctor = type.getDeclaredConstructor(types);
            ctor.setAccessible(true);
            return ctor.newInstance(args);
        } catch (InvocationTargetException e) {
            // A compact constructor rejected the value: report it on the record's path.
            errors.put(base, e.getCause().getMessage());
            return null;
        } catch (ReflectiveOperationException e) {
            throw new ProviderBugException("cannot construct " + type.getName() + ": " + e, e);
        }
    }

    private static Object zero(Class<?> primitive) {
        if (primitive == boolean.class) {
            return false;
        }
        if (primitive == int.class) {
            return 0;
        }
        if (primitive == long.class) {
            return 0L;
        }
        return 0.0;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object decodeValue(TypeModel type, Object raw, PropertyPath path, Set<PropertyPath> unknowns,
                                      Map<PropertyPath, String> errors) {
        Object v = Values.unwrap(raw);
        if (v == null) {
            return null;
        }
        if (v == Values.UNKNOWN) {
            unknowns.add(path);
            return null;
        }
        if (type instanceof TypeModel.Scalar s) {
            switch (s.kind()) {
                case STRING:
                    if (v instanceof String str) {
                        return str;
                    }
                    break;
                case SECRET_STRING:
                    if (v instanceof String str) {
                        return SecretString.of(str);
                    }
                    break;
                case BOOLEAN:
                    if (v instanceof Boolean b) {
                        return b;
                    }
                    break;
                case INTEGER:
                case LONG:
                    if (v instanceof Double d && d == Math.rint(d) && !d.isInfinite()) {
                        if (s.kind() == TypeModel.ScalarKind.INTEGER) {
                            if (d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) {
                                errors.put(path, "must be a whole number that fits in 32 bits, got " + d);
                                return null;
                            }
                            return d.intValue();
                        }
                        return d.longValue();
                    }
                    if (v instanceof Double) {
                        errors.put(path, "must be a whole number, got " + v);
                        return null;
                    }
                    break;
                case NUMBER:
                    if (v instanceof Double d) {
                        return d;
                    }
                    break;
                default:
                    break;
            }
            errors.put(path, "must be " + describe(type) + ", got " + describeValue(v));
            return null;
        }
        if (type instanceof TypeModel.EnumType e) {
            if (v instanceof String str) {
                for (Enum<?> c : e.javaType().getEnumConstants()) {
                    if (WireValues.of(c).equals(str)) {
                        return c;
                    }
                }
                errors.put(path, notOneOf(str, e.javaType()));
                return null;
            }
            errors.put(path, "must be one of " + enumNames(e) + ", got " + describeValue(v));
            return null;
        }
        if (type instanceof TypeModel.ListOf l) {
            if (!(v instanceof List<?> list)) {
                errors.put(path, "must be a list, got " + describeValue(v));
                return null;
            }
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                if (Values.unwrap(list.get(i)) == null) {
                    errors.put(path.index(i), "must not be null; remove the entry or give it a value");
                }
                out.add(decodeValue(l.element(), list.get(i), path.index(i), unknowns, errors));
            }
            return Collections.unmodifiableList(out);
        }
        if (type instanceof TypeModel.MapOf m) {
            if (!(v instanceof Map<?, ?> map)) {
                errors.put(path, "must be an object (map), got " + describeValue(v));
                return null;
            }
            Map<String, Object> out = new LinkedHashMap<>();
            ((Map<String, Object>) map).forEach((k, item) -> {
                if (Values.unwrap(item) == null) {
                    errors.put(path.key(k), "must not be null; remove the key or give it a value");
                }
                out.put(k, decodeValue(m.value(), item, path.key(k), unknowns, errors));
            });
            return Collections.unmodifiableMap(out);
        }
        TypeModel.RecordType r = (TypeModel.RecordType) type;
        if (!(v instanceof Map<?, ?> map)) {
            errors.put(path, "must be an object, got " + describeValue(v));
            return null;
        }
        for (Object key : map.keySet()) {
            if (r.model().property((String) key) == null) {
                errors.put(path.key((String) key), "unknown property; known properties: " + names(r.model()));
            }
        }
        return decodeRecord((Class) r.javaType(), (Map<String, Object>) map, path, null, unknowns, errors);
    }

    static String firstSentence(String text) {
        return Descriptions.firstSentence(text).replaceAll("\\.$", "");
    }

    static String names(RecordModel model) {
        List<String> names = new ArrayList<>();
        model.properties().forEach(p -> names.add(p.name()));
        return String.join(", ", names);
    }

    /** The error of a value outside an enum's set, naming every allowed value. */
    private static String notOneOf(String given, Class<? extends Enum<?>> values) {
        return "\"" + given + "\" is not one of " + String.join(", ", WireValues.all(values));
    }

    private static String enumNames(TypeModel.EnumType e) {
        return String.join(", ", WireValues.all(e.javaType()));
    }

    private static String describe(TypeModel type) {
        if (type instanceof TypeModel.Scalar s) {
            return switch (s.kind()) {
                case STRING, SECRET_STRING -> "a string";
                case BOOLEAN -> "true or false";
                case INTEGER, LONG -> "a whole number";
                case NUMBER -> "a number";
            };
        }
        return type.toString();
    }

    private static String describeValue(Object v) {
        if (v instanceof String) {
            return "a string";
        }
        if (v instanceof Double) {
            return "a number";
        }
        if (v instanceof Boolean) {
            return "a boolean";
        }
        if (v instanceof List) {
            return "a list";
        }
        if (v instanceof Map) {
            return "an object";
        }
        return v.getClass().getSimpleName();
    }

    /**
     * Encodes a record as a property map; components of type {@code embedded} are flattened into it,
     * secret properties are wrapped as secrets and null components are left out.
     */
    public static Map<String, Object> encode(Record value, Class<? extends Record> embedded) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (value == null) {
            return out;
        }
        RecordModel model = RecordModel.of(value.getClass());
        for (PropertyModel p : model.properties()) {
            Object component = read(p.component(), value);
            if (embedded != null && p.component().getType() == embedded) {
                out.putAll(encode((Record) component, null));
                continue;
            }
            Object encoded = encodeValue(component);
            if (encoded != null) {
                out.put(p.name(), p.secret() ? Values.secret(encoded) : encoded);
            }
        }
        return out;
    }

    private static Object read(RecordComponent rc, Record value) {
        try {
            var accessor = rc.getAccessor();
            accessor.setAccessible(true);
            return accessor.invoke(value);
        } catch (ReflectiveOperationException e) {
            throw new ProviderBugException("cannot read " + rc + ": " + e, e);
        }
    }

    private static Object encodeValue(Object v) {
        if (v == null) {
            return null;
        }
        if (v instanceof String || v instanceof Boolean) {
            return v;
        }
        if (v instanceof SecretString s) {
            return new Values.Secret(s.reveal());
        }
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        if (v instanceof Enum<?> e) {
            return WireValues.of(e);
        }
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            l.forEach(item -> out.add(encodeValue(item)));
            return out;
        }
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.forEach((k, item) -> out.put((String) k, encodeValue(item)));
            return out;
        }
        if (v instanceof Record r) {
            return encode(r, null);
        }
        throw new ProviderBugException("cannot encode a " + v.getClass().getName());
    }
}

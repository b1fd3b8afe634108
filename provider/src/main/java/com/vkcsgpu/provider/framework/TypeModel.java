package com.vkcsgpu.provider.framework;

import com.vkcsgpu.provider.secret.SecretString;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;

/**
 * The shape of a property's value, derived from its Java type. Supported: {@code String},
 * {@link SecretString}, {@code boolean}, {@code int}, {@code long}, {@code double} (and their boxes),
 * enums, {@code List<T>}, {@code Map<String, T>} and nested records.
 */
public sealed interface TypeModel {

    /** Scalar kinds. */
    enum ScalarKind { STRING, SECRET_STRING, BOOLEAN, INTEGER, LONG, NUMBER }

    /** A scalar. */
    record Scalar(ScalarKind kind, Class<?> javaType) implements TypeModel {
    }

    /** An enum; values travel as the constant names. */
    record EnumType(Class<? extends Enum<?>> javaType) implements TypeModel {
    }

    /** A list of elements. */
    record ListOf(TypeModel element) implements TypeModel {
    }

    /** A map from string keys to values. */
    record MapOf(TypeModel value) implements TypeModel {
    }

    /** A nested record (an object type in the schema). */
    record RecordType(Class<? extends Record> javaType) implements TypeModel {
        /** The nested record's model. */
        public RecordModel model() {
            return RecordModel.of(javaType);
        }
    }

    /**
     * The model of a Java type, or an exception naming {@code where} when it is not supported.
     */
    @SuppressWarnings("unchecked")
    static TypeModel of(Type type, String where) {
        if (type instanceof Class<?> c) {
            if (c == String.class) {
                return new Scalar(ScalarKind.STRING, c);
            }
            if (c == SecretString.class) {
                return new Scalar(ScalarKind.SECRET_STRING, c);
            }
            if (c == boolean.class || c == Boolean.class) {
                return new Scalar(ScalarKind.BOOLEAN, c);
            }
            if (c == int.class || c == Integer.class) {
                return new Scalar(ScalarKind.INTEGER, c);
            }
            if (c == long.class || c == Long.class) {
                return new Scalar(ScalarKind.LONG, c);
            }
            if (c == double.class || c == Double.class) {
                return new Scalar(ScalarKind.NUMBER, c);
            }
            if (c.isEnum()) {
                return new EnumType((Class<? extends Enum<?>>) c);
            }
            if (c.isRecord()) {
                return new RecordType((Class<? extends Record>) c);
            }
        }
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            Type[] args = p.getActualTypeArguments();
            if (raw == List.class) {
                return new ListOf(of(args[0], where + "[]"));
            }
            if (raw == Map.class && args[0] == String.class) {
                return new MapOf(of(args[1], where + "{}"));
            }
        }
        throw new IllegalArgumentException(where + ": unsupported property type " + type.getTypeName()
                + " (use String, SecretString, boolean, int, long, double, an enum, List<T>,"
                + " Map<String, T> or a record)");
    }
}

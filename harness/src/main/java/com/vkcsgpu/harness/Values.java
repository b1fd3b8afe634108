package com.vkcsgpu.harness;

import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pulumi's wire encoding of property values inside {@code google.protobuf.Struct}: the unknown sentinel and the
 * signed special objects (secrets, resource references, output values). Constants from
 * {@code sdk/go/common/resource/sig/sig.go} and the Java SDK's {@code com.pulumi.core.internal.Constants}.
 */
public final class Values {

    /** The string that stands for a value not known until the resource is created (preview). */
    public static final String UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
    /** The key under which a special object carries its signature. */
    public static final String SIGNATURE_KEY = "4dabf18193072939515e22adb298388d";
    /** Signature of a secret: {@code {SIGNATURE_KEY: SECRET_SIG, value: ...}}. */
    public static final String SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
    /** Signature of an output value: {@code {SIGNATURE_KEY: OUTPUT_SIG, value?, secret?, dependencies?}}. */
    public static final String OUTPUT_SIG = "d0e6a833031e9bbcd3f4e8bde6ca49a4";
    /** Signature of a resource reference. */
    public static final String RESOURCE_REFERENCE_SIG = "5cf8f73096256a8f31e491e813e4eb8e";

    /** What {@link #toJava} returns for an unknown value. */
    public static final Object UNKNOWN_VALUE = new Object() {
        @Override
        public String toString() {
            return "<unknown>";
        }
    };

    /** A secret decoded by {@link #toJava}; its {@code toString} never shows the value. */
    public record Secret(Object value) {
        @Override
        public String toString() {
            return "[secret]";
        }
    }

    private Values() {
    }

    public static Value string(String s) {
        return Value.newBuilder().setStringValue(s).build();
    }

    public static Value unknown() {
        return string(UNKNOWN);
    }

    public static Value secret(Value plain) {
        return Value.newBuilder().setStructValue(Struct.newBuilder()
                .putFields(SIGNATURE_KEY, string(SECRET_SIG))
                .putFields("value", plain)).build();
    }

    public static boolean isUnknown(Value v) {
        return v.hasStringValue() && UNKNOWN.equals(v.getStringValue());
    }

    /** The signature of a special object, or the empty string for ordinary values. */
    public static String signature(Value v) {
        if (!v.hasStructValue()) {
            return "";
        }
        Value sig = v.getStructValue().getFieldsOrDefault(SIGNATURE_KEY, null);
        return sig != null && sig.hasStringValue() ? sig.getStringValue() : "";
    }

    public static boolean isSecret(Value v) {
        return SECRET_SIG.equals(signature(v));
    }

    /** True when the value or anything inside it is unknown (including output values without a value). */
    public static boolean containsUnknown(Value v) {
        if (isUnknown(v)) {
            return true;
        }
        if (OUTPUT_SIG.equals(signature(v)) && !v.getStructValue().containsFields("value")) {
            return true;
        }
        if (v.hasStructValue()) {
            return containsUnknown(v.getStructValue());
        }
        if (v.hasListValue()) {
            return v.getListValue().getValuesList().stream().anyMatch(Values::containsUnknown);
        }
        return false;
    }

    public static boolean containsUnknown(Struct s) {
        return s.getFieldsMap().values().stream().anyMatch(Values::containsUnknown);
    }

    /** Drops the secret wrapper (and output-value wrapper) at the top of a value, keeping nested structure. */
    public static Value unwrap(Value v) {
        String sig = signature(v);
        if (SECRET_SIG.equals(sig) || OUTPUT_SIG.equals(sig)) {
            Value inner = v.getStructValue().getFieldsOrDefault("value", null);
            return inner == null ? unknown() : unwrap(inner);
        }
        return v;
    }

    /**
     * The value as an SDK that did not ask for output values receives it (the engine marshals without
     * {@code KeepOutputValues}): each output value becomes its value, a secret when marked, or unknown without a value.
     */
    public static Value withoutOutputValues(Value v) {
        String sig = signature(v);
        if (OUTPUT_SIG.equals(sig)) {
            Struct s = v.getStructValue();
            if (!s.containsFields("value")) {
                return unknown();
            }
            Value inner = withoutOutputValues(s.getFieldsOrThrow("value"));
            return s.getFieldsOrDefault("secret", Value.getDefaultInstance()).getBoolValue() ? secret(inner) : inner;
        }
        if (SECRET_SIG.equals(sig)) {
            return secret(withoutOutputValues(v.getStructValue().getFieldsOrDefault("value", Value.getDefaultInstance())));
        }
        if (v.hasStructValue() && !RESOURCE_REFERENCE_SIG.equals(sig)) {
            Struct.Builder b = Struct.newBuilder();
            v.getStructValue().getFieldsMap().forEach((k, e) -> b.putFields(k, withoutOutputValues(e)));
            return Value.newBuilder().setStructValue(b).build();
        }
        if (v.hasListValue()) {
            ListValue.Builder lb = ListValue.newBuilder();
            v.getListValue().getValuesList().forEach(e -> lb.addValues(withoutOutputValues(e)));
            return Value.newBuilder().setListValue(lb).build();
        }
        return v;
    }

    /**
     * Converts a wire value to plain Java: {@code String}, {@code Double}, {@code Boolean}, {@code null},
     * {@code List}, {@code Map}, {@link Secret} and {@link #UNKNOWN_VALUE}.
     */
    public static Object toJava(Value v) {
        if (isUnknown(v)) {
            return UNKNOWN_VALUE;
        }
        String sig = signature(v);
        if (SECRET_SIG.equals(sig)) {
            return new Secret(toJava(v.getStructValue().getFieldsOrDefault("value", Value.getDefaultInstance())));
        }
        if (OUTPUT_SIG.equals(sig)) {
            Struct s = v.getStructValue();
            if (!s.containsFields("value")) {
                return UNKNOWN_VALUE;
            }
            Object inner = toJava(s.getFieldsOrThrow("value"));
            return s.getFieldsOrDefault("secret", Value.getDefaultInstance()).getBoolValue() ? new Secret(inner) : inner;
        }
        switch (v.getKindCase()) {
            case STRING_VALUE:
                return v.getStringValue();
            case NUMBER_VALUE:
                return v.getNumberValue();
            case BOOL_VALUE:
                return v.getBoolValue();
            case STRUCT_VALUE:
                return toJava(v.getStructValue());
            case LIST_VALUE: {
                List<Object> out = new ArrayList<>();
                v.getListValue().getValuesList().forEach(e -> out.add(toJava(e)));
                return Collections.unmodifiableList(out);
            }
            default:
                return null;
        }
    }

    /** {@link #toJava(Value)} for every field of a struct, in the struct's order. */
    public static Map<String, Object> toJava(Struct s) {
        Map<String, Object> out = new LinkedHashMap<>();
        s.getFieldsMap().forEach((k, v) -> out.put(k, toJava(v)));
        return Collections.unmodifiableMap(out);
    }

    /** Converts plain Java ({@code String}, {@code Number}, {@code Boolean}, {@code null}, {@code List}, {@code Map}, {@link Secret}) to a wire value. */
    public static Value fromJava(Object o) {
        if (o == null) {
            return Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
        }
        if (o == UNKNOWN_VALUE) {
            return unknown();
        }
        if (o instanceof Secret secret) {
            return secret(fromJava(secret.value()));
        }
        if (o instanceof String s) {
            return string(s);
        }
        if (o instanceof Number n) {
            return Value.newBuilder().setNumberValue(n.doubleValue()).build();
        }
        if (o instanceof Boolean b) {
            return Value.newBuilder().setBoolValue(b).build();
        }
        if (o instanceof List<?> list) {
            ListValue.Builder lb = ListValue.newBuilder();
            list.forEach(e -> lb.addValues(fromJava(e)));
            return Value.newBuilder().setListValue(lb).build();
        }
        if (o instanceof Map<?, ?> map) {
            Struct.Builder sb = Struct.newBuilder();
            map.forEach((k, e) -> sb.putFields(String.valueOf(k), fromJava(e)));
            return Value.newBuilder().setStructValue(sb).build();
        }
        throw new IllegalArgumentException("cannot encode a " + o.getClass().getName() + " as a Pulumi property value");
    }
}

package com.vkcsgpu.provider.wire;

import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Converts {@code google.protobuf.Struct} property bags to the framework's {@link Values} and back.
 *
 * <p>Special values (pulumi/pulumi v3.259.0 sdk/go/common/resource/sig/sig.go): the unknown sentinel string,
 * secrets and output values (object with the signature key). Output values are decoded even though the
 * provider does not advertise {@code acceptOutputs}: unknown when they have no value, secret when
 * marked. Resource references arrive as plain ids because {@code acceptResources} is false.
 */
public final class StructCodec {
    /** The unknown-value sentinel. */
    public static final String UNKNOWN_SENTINEL = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
    /** The key whose value tells a special object's kind. */
    public static final String SIG_KEY = "4dabf18193072939515e22adb298388d";
    /** Signature of a secret. */
    public static final String SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
    /** Signature of an output value. */
    public static final String OUTPUT_SIG = "d0e6a833031e9bbcd3f4e8bde6ca49a4";
    /** Signature of a resource reference. */
    public static final String RESOURCE_SIG = "5cf8f73096256a8f31e491e813e4eb8e";

    private StructCodec() {
    }

    /** A Struct as an ordered property map (null Struct gives an empty map). */
    public static Map<String, Object> decode(Struct struct) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (struct != null) {
            struct.getFieldsMap().forEach((k, v) -> out.put(k, decodeValue(v)));
        }
        return out;
    }

    /** One wire value. */
    public static Object decodeValue(Value v) {
        switch (v.getKindCase()) {
            case NULL_VALUE:
            case KIND_NOT_SET:
                return null;
            case BOOL_VALUE:
                return v.getBoolValue();
            case NUMBER_VALUE:
                return v.getNumberValue();
            case STRING_VALUE:
                return UNKNOWN_SENTINEL.equals(v.getStringValue()) ? Values.UNKNOWN : v.getStringValue();
            case LIST_VALUE:
                List<Object> list = new ArrayList<>();
                v.getListValue().getValuesList().forEach(item -> list.add(decodeValue(item)));
                return list;
            case STRUCT_VALUE:
                return decodeObject(v.getStructValue());
            default:
                throw new InvalidInputException("unsupported protobuf value kind " + v.getKindCase());
        }
    }

    private static Object decodeObject(Struct s) {
        Value sig = s.getFieldsMap().get(SIG_KEY);
        if (sig == null) {
            return decode(s);
        }
        Map<String, Value> f = s.getFieldsMap();
        switch (sig.getStringValue()) {
            case SECRET_SIG:
                return new Values.Secret(f.containsKey("value") ? decodeValue(f.get("value")) : null);
            case OUTPUT_SIG: {
                Object value = f.containsKey("value") ? decodeValue(f.get("value")) : Values.UNKNOWN;
                boolean secret = f.containsKey("secret") && f.get("secret").getBoolValue();
                return secret ? Values.secret(value == null ? Values.UNKNOWN : value) : value;
            }
            case RESOURCE_SIG: {
                Value id = f.get("id");
                if (id != null && id.hasStringValue() && !id.getStringValue().isEmpty()) {
                    return decodeValue(id);
                }
                return f.containsKey("urn") ? f.get("urn").getStringValue() : null;
            }
            default:
                throw new InvalidInputException("assets and archives are not supported by vkcs-gpu (signature "
                        + sig.getStringValue() + ")");
        }
    }

    /** An ordered property map as a Struct. */
    public static Struct encode(Map<String, Object> values) {
        Struct.Builder b = Struct.newBuilder();
        values.forEach((k, v) -> b.putFields(k, encodeValue(v)));
        return b.build();
    }

    /** One framework value. */
    @SuppressWarnings("unchecked")
    public static Value encodeValue(Object v) {
        if (v == null) {
            return Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
        }
        if (v == Values.UNKNOWN) {
            return Value.newBuilder().setStringValue(UNKNOWN_SENTINEL).build();
        }
        if (v instanceof Values.Secret s) {
            return Value.newBuilder().setStructValue(Struct.newBuilder()
                    .putFields(SIG_KEY, Value.newBuilder().setStringValue(SECRET_SIG).build())
                    .putFields("value", encodeValue(s.value()))).build();
        }
        if (v instanceof Boolean b) {
            return Value.newBuilder().setBoolValue(b).build();
        }
        if (v instanceof Number n) {
            return Value.newBuilder().setNumberValue(n.doubleValue()).build();
        }
        if (v instanceof String s) {
            return Value.newBuilder().setStringValue(s).build();
        }
        if (v instanceof List<?> l) {
            ListValue.Builder lb = ListValue.newBuilder();
            l.forEach(item -> lb.addValues(encodeValue(item)));
            return Value.newBuilder().setListValue(lb).build();
        }
        if (v instanceof Map<?, ?> m) {
            return Value.newBuilder().setStructValue(encode((Map<String, Object>) m)).build();
        }
        throw new IllegalArgumentException("not a wire value: " + v.getClass().getName());
    }
}

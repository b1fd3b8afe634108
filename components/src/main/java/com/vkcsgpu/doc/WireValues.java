package com.vkcsgpu.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads the wire values of enum constants ({@link WireValue}, else the constant's name). */
public final class WireValues {
    private WireValues() {
    }

    /** The wire value of one constant. */
    public static String of(Enum<?> constant) {
        try {
            WireValue w = constant.getDeclaringClass().getField(constant.name()).getAnnotation(WireValue.class);
            return w == null ? constant.name() : w.value();
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every wire value of {@code type}, in declaration order. */
    public static List<String> all(Class<? extends Enum<?>> type) {
        List<String> values = new ArrayList<>();
        for (Enum<?> c : type.getEnumConstants()) {
            values.add(of(c));
        }
        return List.copyOf(values);
    }

    /** The constant whose wire value is {@code value}; empty for null or a value outside the set. */
    public static <E extends Enum<E>> Optional<E> parse(Class<E> type, String value) {
        for (E c : type.getEnumConstants()) {
            if (of(c).equals(value)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The wire values as prose: {@code a, b or c}. */
    public static String listed(Class<? extends Enum<?>> type) {
        List<String> v = all(type);
        return v.size() == 1 ? v.get(0)
                : String.join(", ", v.subList(0, v.size() - 1)) + " or " + v.get(v.size() - 1);
    }
}

package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * An object-typed component output (a record of schema properties) that a program can export, pass to another
 * resource's input and register as an output, as it can strings, lists and maps.
 *
 * <p>The Pulumi Java SDK serializes strings, numbers, booleans, lists, maps, resources and {@code InputArgs},
 * but no other object: {@code Serializer.serializeAsync} in pulumi/pulumi-java v1.36.1
 * ({@code sdk/java/pulumi/src/main/java/com/pulumi/serialization/internal/Serializer.java}) throws
 * "Type '...' is not a supported argument type" for them, generated {@code @CustomType} output types
 * included (the same gap in .NET is pulumi/pulumi-dotnet#58). So a record implementing this interface is also
 * a read-only {@link Map} of its non-null properties by their schema names, which the SDK serializes as the
 * schema's object type. In Java code, use the record's accessors; the map view is for serializers.
 */
public interface OutputObject extends Map<String, Object> {

    /** The non-null properties by schema name (an {@link Export} name, else the component name), in order. */
    private Map<String, Object> properties() {
        if (!getClass().isRecord()) {
            throw new IllegalStateException(getClass().getName() + " implements OutputObject but is no record");
        }
        Map<String, Object> properties = new LinkedHashMap<>();
        for (RecordComponent component : getClass().getRecordComponents()) {
            Object value;
            try {
                value = component.getAccessor().invoke(this);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + getClass().getSimpleName() + "." + component.getName(), e);
            }
            if (value != null) {
                Export export = exportOf(component);
                properties.put(export != null && !export.name().isEmpty() ? export.name() : component.getName(), value);
            }
        }
        return Collections.unmodifiableMap(properties);
    }

    private Export exportOf(RecordComponent component) {
        try {
            return getClass().getDeclaredField(component.getName()).getAnnotation(Export.class);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("a record has a field per component", e);
        }
    }

    @Override
    default int size() {
        return properties().size();
    }

    @Override
    default boolean isEmpty() {
        return properties().isEmpty();
    }

    @Override
    default boolean containsKey(Object key) {
        return properties().containsKey(key);
    }

    @Override
    default boolean containsValue(Object value) {
        return properties().containsValue(value);
    }

    @Override
    default Object get(Object key) {
        return properties().get(key);
    }

    @Override
    default Object put(String key, Object value) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " is immutable");
    }

    @Override
    default Object remove(Object key) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " is immutable");
    }

    @Override
    default void putAll(Map<? extends String, ?> m) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " is immutable");
    }

    @Override
    default void clear() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " is immutable");
    }

    @Override
    default Set<String> keySet() {
        return properties().keySet();
    }

    @Override
    default Collection<Object> values() {
        return properties().values();
    }

    @Override
    default Set<Entry<String, Object>> entrySet() {
        return properties().entrySet();
    }
}

package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.resources.ResourceArgs;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A plain record as the generated SDK's input class of the same schema type (such as
 * {@link com.vkcsgpu.operator.GpuOperatorValues} as {@code com.vkcsgpu.gpu.GpuOperatorValuesArgs}): each record
 * component goes to the builder method of its name, nested records to their own input classes, lists and maps
 * element by element. Both sides come from one declaration (the record is the schema's source, the input class is
 * generated from the schema), so a setting added to the record needs no mapping here.
 */
final class SdkInputs {
    private SdkInputs() {
    }

    /** {@code record} as an instance of the generated input class {@code argsType}; null for null. */
    static <A extends ResourceArgs> A of(Record record, Class<A> argsType) {
        if (record == null) {
            return null;
        }
        try {
            Object builder = argsType.getMethod("builder").invoke(null);
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                Object value = component.getAccessor().invoke(record);
                if (value != null) {
                    Method setter = plainSetter(builder.getClass(), component.getName());
                    setter.invoke(builder, convert(value, setter.getGenericParameterTypes()[0]));
                }
            }
            return argsType.cast(builder.getClass().getMethod("build").invoke(builder));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(argsType.getName() + " does not match " + record.getClass().getName()
                    + "; regenerate the SDK from schema.json (docs/development.md)", e);
        }
    }

    /** The builder method {@code name(T)} that takes the plain value, not the {@code Output<T>}. */
    private static Method plainSetter(Class<?> builder, String name) throws NoSuchMethodException {
        for (Method m : builder.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == 1 && m.getParameterTypes()[0] != Output.class
                    && !m.isVarArgs()) {
                return m;
            }
        }
        throw new NoSuchMethodException(builder.getName() + "." + name);
    }

    @SuppressWarnings("unchecked")
    private static Object convert(Object value, Type target) {
        if (value instanceof Record r && target instanceof Class<?> c && ResourceArgs.class.isAssignableFrom(c)) {
            return of(r, (Class<? extends ResourceArgs>) c);
        }
        if (value instanceof List<?> list && target instanceof ParameterizedType p) {
            Type element = p.getActualTypeArguments()[0];
            return list.stream().map(e -> convert(e, element)).toList();
        }
        if (value instanceof Map<?, ?> map && target instanceof ParameterizedType p) {
            Type element = p.getActualTypeArguments()[1];
            Map<Object, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put(k, convert(v, element)));
            return out;
        }
        return value;
    }
}

package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.pulumi.Log;
import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Export;
import com.pulumi.resources.Resource;
import com.pulumi.serialization.internal.Serializer;
import java.io.File;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every object type among the outputs of every component and custom resource goes through the Pulumi SDK's own
 * serializer (the one behind {@code ctx.export}, {@code registerOutputs} and resource inputs) as the object of
 * its schema properties. The types are found from the resources' {@code @Export} fields, so a new one is covered.
 */
class OutputSerializationTest {

    static Stream<Class<?>> objectOutputTypes() throws Exception {
        Set<Class<?>> types = new java.util.LinkedHashSet<>();
        for (Class<?> resource : resourceClasses()) {
            for (var field : resource.getDeclaredFields()) {
                Export export = field.getAnnotation(Export.class);
                if (export != null) {
                    for (Class<?> ref : export.refs()) {
                        if (!ref.getName().startsWith("java.")) {
                            types.add(ref);
                        }
                    }
                }
            }
        }
        return types.stream().sorted(java.util.Comparator.comparing(Class::getName));
    }

    /** The library's resource classes: the components and the custom resources, from its classes directory. */
    private static List<Class<?>> resourceClasses() throws Exception {
        Path classes = Path.of(GpuCluster.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (Stream<Path> files = Files.walk(classes)) {
            List<Class<?>> resources = new java.util.ArrayList<>();
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = classes.relativize(file).toString().replace(File.separatorChar, '.').replaceFirst("\\.class$", "");
                Class<?> c = Class.forName(name, false, OutputSerializationTest.class.getClassLoader());
                if (Resource.class.isAssignableFrom(c)) {
                    resources.add(c);
                }
            }
            return resources;
        }
    }

    @Test
    void theResourcesHaveObjectOutputs() throws Exception {
        assertFalse(objectOutputTypes().toList().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("objectOutputTypes")
    void theSdkSerializesIt(Class<?> type) throws Exception {
        Object value = sample(type);
        Object serialized = new Serializer(Log.ignore()).serializeAsync(type.getSimpleName(), value, false).join();
        Map<?, ?> object = assertInstanceOf(Map.class, serialized, type.getName());
        assertEquals(propertyNames(type), new TreeSet<>(stringKeys(object)), type.getName());
    }

    private static Set<String> stringKeys(Map<?, ?> map) {
        Set<String> keys = new TreeSet<>();
        map.keySet().forEach(k -> keys.add((String) k));
        return keys;
    }

    private static Set<String> propertyNames(Class<?> type) throws Exception {
        Set<String> names = new TreeSet<>();
        if (type.isRecord()) {
            for (RecordComponent c : type.getRecordComponents()) {
                Export export = type.getDeclaredField(c.getName()).getAnnotation(Export.class);
                names.add(export == null ? c.getName() : export.name());
            }
        } else {
            for (Method m : builderClass(type).getMethods()) {
                CustomType.Setter setter = m.getAnnotation(CustomType.Setter.class);
                if (setter != null) {
                    names.add(setter.value());
                }
            }
        }
        return names;
    }

    /** An instance with every property set: a record through its canonical constructor, else through its builder. */
    private static Object sample(Type type) throws Exception {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (raw == String.class) {
            return "s";
        }
        if (raw == Integer.class || raw == int.class) {
            return 2;
        }
        if (raw == Double.class || raw == double.class) {
            return 2.5;
        }
        if (raw == Boolean.class || raw == boolean.class) {
            return true;
        }
        if (raw == List.class) {
            return List.of(sample(((ParameterizedType) type).getActualTypeArguments()[0]));
        }
        if (raw == Map.class) {
            return Map.of("k", sample(((ParameterizedType) type).getActualTypeArguments()[1]));
        }
        if (raw.isRecord()) {
            RecordComponent[] components = raw.getRecordComponents();
            Object[] values = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                values[i] = sample(components[i].getGenericType());
                types[i] = components[i].getType();
            }
            var constructor = raw.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(values);
        }
        Object builder = raw.getMethod("builder").invoke(null);
        Map<String, Method> setters = new LinkedHashMap<>();
        for (Method m : builder.getClass().getMethods()) {
            if (m.isAnnotationPresent(CustomType.Setter.class) && !m.isVarArgs()) {
                setters.put(m.getAnnotation(CustomType.Setter.class).value(), m);
            }
        }
        for (Method setter : setters.values()) {
            setter.invoke(builder, sample(setter.getGenericParameterTypes()[0]));
        }
        return builder.getClass().getMethod("build").invoke(builder);
    }

    private static Class<?> builderClass(Class<?> type) throws Exception {
        return type.getMethod("builder").getReturnType();
    }
}

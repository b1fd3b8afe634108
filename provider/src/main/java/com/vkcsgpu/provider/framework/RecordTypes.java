package com.vkcsgpu.provider.framework;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.HashMap;
import java.util.Map;

/**
 * The record classes a resource or function names as type arguments ({@code CustomResource<ClusterArgs,
 * ClusterState>}), so that a declaration states its records once, in its {@code implements} clause.
 */
final class RecordTypes {
    private RecordTypes() {
    }

    /**
     * The class {@code implementation} binds to type parameter {@code index} of {@code declaration}, following
     * generic superclasses (e.g. {@code GetAddonsFunction extends CloudFunction<Args, Result>}).
     *
     * @throws IllegalStateException when the argument is not a class, naming the method to override instead
     */
    static <T> Class<T> argument(Class<?> implementation, Class<?> declaration, int index, String method) {
        Type bound = find(implementation, declaration, index, Map.of());
        if (bound instanceof ParameterizedType parameterized) {
            bound = parameterized.getRawType();
        }
        if (bound instanceof Class<?> found) {
            @SuppressWarnings("unchecked")
            Class<T> typed = (Class<T>) found;
            return typed;
        }
        throw new IllegalStateException(implementation.getName() + " does not name type argument " + index + " of "
                + declaration.getSimpleName() + " as a class; name it in the implements clause or override "
                + method + "()");
    }

    private static Type find(Type type, Class<?> declaration, int index, Map<TypeVariable<?>, Type> bindings) {
        Class<?> raw;
        Map<TypeVariable<?>, Type> own = new HashMap<>();
        if (type instanceof ParameterizedType parameterized) {
            raw = (Class<?>) parameterized.getRawType();
            TypeVariable<?>[] parameters = raw.getTypeParameters();
            Type[] arguments = parameterized.getActualTypeArguments();
            for (int i = 0; i < parameters.length; i++) {
                own.put(parameters[i], bindings.getOrDefault(arguments[i], arguments[i]));
            }
            if (raw == declaration) {
                return own.get(parameters[index]);
            }
        } else if (type instanceof Class<?> plain) {
            raw = plain;
        } else {
            return null;
        }
        if (raw.getGenericSuperclass() != null) {
            Type found = find(raw.getGenericSuperclass(), declaration, index, own);
            if (found != null) {
                return found;
            }
        }
        for (Type implemented : raw.getGenericInterfaces()) {
            Type found = find(implemented, declaration, index, own);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}

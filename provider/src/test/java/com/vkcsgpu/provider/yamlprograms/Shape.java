package com.vkcsgpu.provider.yamlprograms;

import java.util.Map;
import java.util.function.Supplier;

/**
 * What a property accepts, as far as the checker cares: a scalar (not looked into), a list, a map with free
 * keys, or an object whose keys are the inputs of a type.
 */
sealed interface Shape {
    /** A string, number, boolean or any value the checker does not look into. */
    Shape SCALAR = new Scalar();

    /** See {@link #SCALAR}. */
    record Scalar() implements Shape {
    }

    /** A list of elements of one shape. */
    record ListOf(Shape element) implements Shape {
    }

    /** A map with free keys and values of one shape. */
    record MapOf(Shape value) implements Shape {
    }

    /**
     * An object type with named inputs. The inputs are computed on first use, so recursive types (a
     * Kubernetes JSONSchemaProps holding JSONSchemaProps) are fine.
     */
    final class ObjectOf implements Shape {
        private final String typeName;
        private final Supplier<Map<String, Input>> resolver;
        private Map<String, Input> inputs;

        ObjectOf(String typeName, Supplier<Map<String, Input>> resolver) {
            this.typeName = typeName;
            this.resolver = resolver;
        }

        /** The type's name as errors show it, such as {@code vkcs-gpu:index:TenantPool}. */
        String typeName() {
            return typeName;
        }

        /** The inputs by name. */
        synchronized Map<String, Input> inputs() {
            if (inputs == null) {
                inputs = Map.copyOf(resolver.get());
            }
            return inputs;
        }

        @Override
        public String toString() {
            return typeName;
        }
    }

    /**
     * One input of an object type.
     *
     * @param shape    what it accepts
     * @param required whether the type requires it
     * @param plain    whether it must be a prompt value, known at preview (schema {@code "plain": true})
     */
    record Input(Shape shape, boolean required, boolean plain) {
    }
}

package com.vkcsgpu.provider.yamlprograms;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.annotations.ResourceType;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code kubernetes:*} resource types and {@code pulumi:providers:kubernetes}, read from the
 * pulumi-kubernetes Java SDK (test scope, version pinned in the root pom): a type token names a class whose
 * {@code @ResourceType} carries the token, its inputs are the {@code @Import} fields of its {@code *Args} class
 * (nested {@code *Args} types alike) and its outputs the {@code @Export} fields of the resource class. The SDK
 * is generated from the same schema as the Kubernetes provider, so its names are the YAML names.
 */
final class KubernetesSdkCatalog implements TypeCatalog {
    private static final String SDK_PACKAGE = "com.pulumi.kubernetes";
    private static final String PROVIDER_TOKEN = "pulumi:providers:kubernetes";
    /** Outputs every resource has, beyond its type's own. */
    private static final Set<String> COMMON_OUTPUTS = Set.of("id", "urn");

    @Override
    public boolean serves(String token) {
        return token.startsWith("kubernetes:") || token.equals(PROVIDER_TOKEN);
    }

    @Override
    public Optional<ResourceSpec> resource(String token) {
        return resourceClass(token).flatMap(resource -> argsClass(resource).map(args -> {
            Set<String> outputs = new LinkedHashSet<>(COMMON_OUTPUTS);
            for (Field field : resource.getDeclaredFields()) {
                Export export = field.getAnnotation(Export.class);
                if (export != null) {
                    outputs.add(export.name());
                }
            }
            return new ResourceSpec(token, object(args), outputs);
        }));
    }

    @Override
    public Optional<FunctionSpec> function(String token) {
        return Optional.empty(); // the programs call no kubernetes functions; add them here when one does
    }

    @Override
    public Set<String> resourceTokens() {
        return Set.of(); // the SDK has hundreds of classes; errors name the token instead of guessing
    }

    @Override
    public Set<String> functionTokens() {
        return Set.of();
    }

    @Override
    public Optional<Set<String>> configKeys(String namespace) {
        if (!namespace.equals("kubernetes")) {
            return Optional.empty();
        }
        return argsClass(com.pulumi.kubernetes.Provider.class).map(args -> object(args).inputs().keySet());
    }

    /**
     * The class of a token: {@code kubernetes:batch/v1:Job} is {@code com.pulumi.kubernetes.batch.v1.Job},
     * {@code kubernetes:rbac.authorization.k8s.io/v1:Role} is {@code ...rbac.v1.Role} (the SDK keeps the first
     * word of an API group), checked against the class's {@code @ResourceType}.
     */
    private static Optional<Class<?>> resourceClass(String token) {
        String className;
        if (token.equals(PROVIDER_TOKEN)) {
            className = SDK_PACKAGE + ".Provider";
        } else {
            String[] parts = token.split(":");
            if (parts.length != 3) {
                return Optional.empty();
            }
            StringBuilder name = new StringBuilder(SDK_PACKAGE);
            for (String segment : parts[1].split("/")) {
                name.append('.').append(segment.contains(".") ? segment.substring(0, segment.indexOf('.')) : segment);
            }
            className = name.append('.').append(parts[2]).toString();
        }
        try {
            Class<?> type = Class.forName(className, false, KubernetesSdkCatalog.class.getClassLoader());
            ResourceType annotation = type.getAnnotation(ResourceType.class);
            return annotation != null && annotation.type().equals(token) ? Optional.of(type) : Optional.empty();
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        }
    }

    private static Optional<Class<?>> argsClass(Class<?> resource) {
        try {
            return Optional.of(Class.forName(resource.getName() + "Args", false, resource.getClassLoader()));
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        }
    }

    private static Shape.ObjectOf object(Class<?> argsClass) {
        return new Shape.ObjectOf(argsClass.getSimpleName(), () -> {
            Map<String, Shape.Input> inputs = new LinkedHashMap<>();
            for (Field field : argsClass.getDeclaredFields()) {
                Import imported = field.getAnnotation(Import.class);
                if (imported != null) {
                    inputs.put(imported.name(), new Shape.Input(shape(field.getGenericType()), imported.required(), false));
                }
            }
            return inputs;
        });
    }

    /** {@code Output<List<ContainerArgs>>} is a list of ContainerArgs objects; strings, numbers and unions are scalars. */
    private static Shape shape(Type type) {
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> raw) {
            Type[] arguments = parameterized.getActualTypeArguments();
            if (raw == Output.class || raw == Optional.class) {
                return shape(arguments[0]);
            }
            if (List.class.isAssignableFrom(raw)) {
                return new Shape.ListOf(shape(arguments[0]));
            }
            if (Map.class.isAssignableFrom(raw)) {
                return new Shape.MapOf(shape(arguments[1]));
            }
            return Shape.SCALAR; // Either<Integer, String> and other unions
        }
        if (type instanceof Class<?> plain && isArgs(plain)) {
            return object(plain);
        }
        return Shape.SCALAR;
    }

    private static boolean isArgs(Class<?> type) {
        return type.getName().startsWith(SDK_PACKAGE)
                && Arrays.stream(type.getDeclaredFields()).anyMatch(f -> f.isAnnotationPresent(Import.class));
    }
}

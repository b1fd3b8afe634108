package com.vkcsgpu.provider.framework;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.AlwaysSet;
import com.vkcsgpu.doc.DefaultValue;
import com.vkcsgpu.doc.SecretProperty;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.doc.OneOf;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a component class of the components module (a {@link ComponentResource} with the constructor
 * {@code (String name, XArgs args, ComponentResourceOptions options)}) into a schema resource spec.
 * Inputs are the args class's {@link Import} fields, outputs the component's {@link Export} fields; every
 * one needs {@link Doc}. This follows the shape the SDK's ComponentAnalyzer infers (pulumi/pulumi-java
 * com/pulumi/provider/internal/infer/ComponentAnalyzer.java, in com.pulumi:pulumi 1.36.1) but
 * carries descriptions, which the SDK cannot.
 */
final class ComponentIntrospector {
    private final SchemaTypes types;

    ComponentIntrospector(SchemaTypes types) {
        this.types = types;
    }

    /** The {@code <package>:index:<SimpleName>} token of a component class. */
    static String token(String packageName, Class<?> component) {
        return packageName + ":index:" + component.getSimpleName();
    }

    /** The args class of a component: the second parameter of its three-argument constructor. */
    static Class<?> argsClass(Class<?> component) {
        for (Constructor<?> c : component.getDeclaredConstructors()) {
            Class<?>[] p = c.getParameterTypes();
            if (p.length == 3 && p[0] == String.class && ResourceArgs.class.isAssignableFrom(p[1])
                    && p[2] == ComponentResourceOptions.class) {
                return p[1];
            }
        }
        throw new IllegalArgumentException(component.getName() + " needs a constructor (String name, XArgs args,"
                + " ComponentResourceOptions options) to be a component");
    }

    JsonObject resourceSpec(Class<?> component) {
        if (!ComponentResource.class.isAssignableFrom(component) || Modifier.isAbstract(component.getModifiers())) {
            throw new IllegalArgumentException(component.getName() + " is not a concrete ComponentResource");
        }
        Doc doc = component.getAnnotation(Doc.class);
        JsonObject spec = new JsonObject();
        spec.addProperty("description", SchemaTypes.require(doc == null ? null : doc.value(), component.getName()));
        spec.addProperty("isComponent", true);
        JsonObject inputs = new JsonObject();
        JsonArray requiredInputs = new JsonArray();
        for (Field f : fields(argsClass(component), ResourceArgs.class)) {
            Import imp = f.getAnnotation(Import.class);
            if (imp == null) {
                continue;
            }
            String name = imp.name().isEmpty() ? f.getName() : imp.name();
            inputs.add(name, property(f, true));
            if (imp.required()) {
                requiredInputs.add(name);
            }
        }
        JsonObject outputs = new JsonObject();
        JsonArray requiredOutputs = new JsonArray();
        for (Field f : component.getDeclaredFields()) {
            Export exp = f.getAnnotation(Export.class);
            if (exp != null) {
                String name = exp.name().isEmpty() ? f.getName() : exp.name();
                outputs.add(name, property(f, false));
                if (f.isAnnotationPresent(AlwaysSet.class)) {
                    requiredOutputs.add(name);
                }
            }
        }
        spec.add("inputProperties", inputs);
        if (!requiredInputs.isEmpty()) {
            spec.add("requiredInputs", requiredInputs);
        }
        spec.add("properties", outputs);
        if (!requiredOutputs.isEmpty()) {
            spec.add("required", requiredOutputs);
        }
        spec.addProperty("type", "object");
        return spec;
    }

    /** Declared fields of {@code type} and its superclasses below {@code stop}, superclass fields first. */
    static List<Field> fields(Class<?> type, Class<?> stop) {
        List<Field> out = new ArrayList<>();
        for (Class<?> c = type; c != null && c != stop && c != Object.class; c = c.getSuperclass()) {
            out.addAll(0, List.of(c.getDeclaredFields()));
        }
        return out;
    }

    private JsonObject property(Field f, boolean input) {
        String where = f.getDeclaringClass().getName() + "." + f.getName();
        Type t = f.getGenericType();
        boolean plain = true;
        if (t instanceof ParameterizedType p && p.getRawType() == Output.class) {
            t = p.getActualTypeArguments()[0];
            plain = false;
        }
        OneOf oneOf = f.getAnnotation(OneOf.class);
        JsonObject spec = oneOf == null ? typeSpec(t, where) : types.oneOf(oneOf, TypeModel.of(t, where), "index", where);
        Doc doc = f.getAnnotation(Doc.class);
        spec.addProperty("description", SchemaTypes.withAllowedValues(
                SchemaTypes.require(doc == null ? null : doc.value(), where),
                SchemaTypes.allowedValues(oneOf, t)));
        if (plain && input) {
            spec.addProperty("plain", true);
        }
        DefaultValue def = f.getAnnotation(DefaultValue.class);
        if (def != null) {
            if (oneOf != null) {
                SchemaTypes.requireOneOf(oneOf, def.value(), where);
            }
            spec.add("default", defaultValue(def.value(), spec, where));
        }
        if (f.isAnnotationPresent(SecretProperty.class)) {
            spec.addProperty("secret", true);
        }
        return spec;
    }

    /** A {@link DefaultValue} as the JSON value of the property's schema type; a mismatch is a declaration error. */
    private JsonPrimitive defaultValue(String text, JsonObject spec, String where) {
        String type = spec.has("$ref") ? types.enumBaseType(spec.get("$ref").getAsString()) : spec.has("type")
                ? spec.get("type").getAsString() : "";
        try {
            return switch (type) {
                case "string" -> new JsonPrimitive(text);
                case "integer" -> new JsonPrimitive(Long.parseLong(text));
                case "number" -> new JsonPrimitive(Double.parseDouble(text));
                case "boolean" -> {
                    if (!text.equals("true") && !text.equals("false")) {
                        throw new NumberFormatException(text);
                    }
                    yield new JsonPrimitive(Boolean.parseBoolean(text));
                }
                default -> throw new IllegalArgumentException(where + ": @DefaultValue is only for scalar and enum inputs");
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": @DefaultValue \"" + text + "\" is not a " + type, e);
        }
    }

    private JsonObject typeSpec(Type t, String where) {
        if (t instanceof Class<?> c && c.isAnnotationPresent(SharedSchemaType.class)) {
            JsonObject ref = new JsonObject();
            ref.addProperty("$ref", "#/types/" + types.shared(c, c.getAnnotation(SharedSchemaType.class).value(),
                    propertyNames(c)));
            return ref;
        }
        if (t instanceof Class<?> c && ResourceArgs.class.isAssignableFrom(c)) {
            String name = c.getSimpleName().endsWith("Args")
                    ? c.getSimpleName().substring(0, c.getSimpleName().length() - 4) : c.getSimpleName();
            String token = types.register(c, "index", name, () -> argsObjectType(c));
            JsonObject ref = new JsonObject();
            ref.addProperty("$ref", "#/types/" + token);
            return ref;
        }
        if (t instanceof ParameterizedType p && (p.getRawType() == List.class || p.getRawType() == Map.class)) {
            JsonObject spec = new JsonObject();
            if (p.getRawType() == List.class) {
                spec.addProperty("type", "array");
                spec.add("items", typeSpec(p.getActualTypeArguments()[0], where));
            } else {
                spec.addProperty("type", "object");
                spec.add("additionalProperties", typeSpec(p.getActualTypeArguments()[1], where));
            }
            return spec;
        }
        return types.typeSpec(TypeModel.of(t, where), "index", where);
    }

    /** The schema property names of a component's nested args class or output record. */
    private static List<String> propertyNames(Class<?> c) {
        List<String> names = new ArrayList<>();
        if (c.isRecord()) {
            for (var rc : c.getRecordComponents()) {
                Export exp = fieldExport(c, rc.getName());
                names.add(exp == null || exp.name().isEmpty() ? rc.getName() : exp.name());
            }
            return names;
        }
        for (Field f : fields(c, ResourceArgs.class)) {
            Import imp = f.getAnnotation(Import.class);
            if (imp != null) {
                names.add(imp.name().isEmpty() ? f.getName() : imp.name());
            }
        }
        return names;
    }

    private static Export fieldExport(Class<?> record, String name) {
        try {
            return record.getDeclaredField(name).getAnnotation(Export.class);
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    private JsonObject argsObjectType(Class<?> c) {
        Doc doc = c.getAnnotation(Doc.class);
        JsonObject spec = new JsonObject();
        spec.addProperty("description", SchemaTypes.require(doc == null ? null : doc.value(), c.getName()));
        JsonObject props = new JsonObject();
        JsonArray required = new JsonArray();
        for (Field f : fields(c, ResourceArgs.class)) {
            Import imp = f.getAnnotation(Import.class);
            if (imp != null) {
                String n = imp.name().isEmpty() ? f.getName() : imp.name();
                props.add(n, property(f, true));
                if (imp.required()) {
                    required.add(n);
                }
            }
        }
        spec.add("properties", props);
        if (!required.isEmpty()) {
            spec.add("required", required);
        }
        spec.addProperty("type", "object");
        return spec;
    }
}

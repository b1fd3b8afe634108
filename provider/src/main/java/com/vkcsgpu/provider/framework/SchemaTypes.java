package com.vkcsgpu.provider.framework;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.doc.SchemaModule;
import com.vkcsgpu.doc.WireValues;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds schema type specs for declared properties and collects the object and enum types they refer
 * to, each under a token {@code <package>:<module>:<SimpleName>}.
 */
final class SchemaTypes {
    private final String packageName;
    private final Map<String, JsonObject> types = new TreeMap<>();
    private final Map<Class<?>, String> tokens = new LinkedHashMap<>();

    SchemaTypes(String packageName) {
        this.packageName = packageName;
    }

    /** The collected types, sorted by token. */
    Map<String, JsonObject> types() {
        return types;
    }

    static String require(String description, String where) {
        if (description == null || description.isBlank()) {
            throw new IllegalArgumentException(where + " has no @Doc description; every resource, function, type"
                    + " and property in schema.json needs one");
        }
        return description;
    }

    /** The property spec of one declared property. */
    JsonObject property(PropertyModel p, String module, List<ReplaceRule> rules) {
        String where = p.component().getDeclaringRecord().getSimpleName() + "." + p.name();
        OneOf oneOf = p.component().getAnnotation(OneOf.class);
        JsonObject spec = oneOf == null ? typeSpec(p.type(), module, where) : oneOf(oneOf, p.type(), module, where);
        StringBuilder description = new StringBuilder(withAllowedValues(require(p.description(), where),
                allowedValues(oneOf, p.type())));
        for (ReplaceRule r : rules) {
            if (r.path().topLevel().equals(p.name())) {
                description.append(" Changing `").append(r.path()).append("` replaces the resource: ")
                        .append(r.reason()).append(r.reason().endsWith(".") ? "" : ".");
            }
        }
        spec.addProperty("description", description.toString());
        if (oneOf != null) {
            requireOneOf(oneOf, p.defaultText(), where);
        }
        if (p.defaultText() != null) {
            Object v = p.defaultValue();
            if (v instanceof Double d && p.type() instanceof TypeModel.Scalar s
                    && (s.kind() == TypeModel.ScalarKind.INTEGER || s.kind() == TypeModel.ScalarKind.LONG)) {
                spec.add("default", new JsonPrimitive(d.longValue()));
            } else if (v instanceof Double d) {
                spec.add("default", new JsonPrimitive(d));
            } else if (v instanceof Boolean b) {
                spec.add("default", new JsonPrimitive(b));
            } else {
                spec.add("default", new JsonPrimitive((String) v));
            }
        }
        if (!p.envFallback().isEmpty()) {
            JsonObject info = new JsonObject();
            JsonArray env = new JsonArray();
            p.envFallback().forEach(env::add);
            info.add("environment", env);
            spec.add("defaultInfo", info);
        }
        if (p.replaceOnChange()) {
            spec.addProperty("replaceOnChanges", true);
        }
        if (p.secret()) {
            spec.addProperty("secret", true);
        }
        return spec;
    }

    /** The type spec of a property type. */
    JsonObject typeSpec(TypeModel type, String module, String where) {
        JsonObject spec = new JsonObject();
        if (type instanceof TypeModel.Scalar s) {
            spec.addProperty("type", switch (s.kind()) {
                case STRING, SECRET_STRING -> "string";
                case BOOLEAN -> "boolean";
                case INTEGER, LONG -> "integer";
                case NUMBER -> "number";
            });
        } else if (type instanceof TypeModel.ListOf l) {
            spec.addProperty("type", "array");
            spec.add("items", typeSpec(l.element(), module, where));
        } else if (type instanceof TypeModel.MapOf m) {
            spec.addProperty("type", "object");
            spec.add("additionalProperties", typeSpec(m.value(), module, where));
        } else if (type instanceof TypeModel.RecordType r) {
            spec.addProperty("$ref", "#/types/" + recordType(r.model(), module));
        } else if (type instanceof TypeModel.EnumType e) {
            spec.addProperty("$ref", "#/types/" + enumType(e.javaType(), module));
        }
        return spec;
    }

    /**
     * The reference to the enum type of a string property marked {@link OneOf}; a non-string property marked so,
     * or a default outside the enum's values, is a declaration error.
     */
    JsonObject oneOf(OneOf oneOf, TypeModel type, String module, String where) {
        if (!(type instanceof TypeModel.Scalar s && s.kind() == TypeModel.ScalarKind.STRING)) {
            throw new IllegalArgumentException(where + ": @OneOf is only for string properties");
        }
        JsonObject spec = new JsonObject();
        spec.addProperty("$ref", "#/types/" + enumType(oneOf.value(), module));
        return spec;
    }

    /** The enum whose wire values a property takes: its {@link OneOf}, else its own enum type; null for neither. */
    static Class<? extends Enum<?>> allowedValues(OneOf oneOf, TypeModel type) {
        if (oneOf != null) {
            return oneOf.value();
        }
        return type instanceof TypeModel.EnumType e ? e.javaType() : null;
    }

    /** As {@link #allowedValues(OneOf, TypeModel)} for a component's field of Java type {@code javaType}. */
    @SuppressWarnings("unchecked")
    static Class<? extends Enum<?>> allowedValues(OneOf oneOf, java.lang.reflect.Type javaType) {
        if (oneOf != null) {
            return oneOf.value();
        }
        return javaType instanceof Class<?> c && c.isEnum() ? (Class<? extends Enum<?>>) c : null;
    }

    /**
     * A property's description followed by the values it takes, read from the one enum ({@code One of `a`, `b` or
     * `c`.}), so no description repeats them by hand; unchanged when {@code values} is null.
     */
    static String withAllowedValues(String description, Class<? extends Enum<?>> values) {
        if (values == null) {
            return description;
        }
        List<String> quoted = WireValues.all(values).stream().map(v -> "`" + v + "`").toList();
        String listed = quoted.size() == 1 ? quoted.get(0)
                : String.join(", ", quoted.subList(0, quoted.size() - 1)) + " or " + quoted.get(quoted.size() - 1);
        return description + (description.endsWith(".") ? " " : ". ") + "One of " + listed + ".";
    }

    /** Fails when {@code value}, the default of {@code where}, is not one of the enum's wire values. */
    static void requireOneOf(OneOf oneOf, String value, String where) {
        if (value != null && !WireValues.all(oneOf.value()).contains(value)) {
            throw new IllegalArgumentException(where + ": default \"" + value + "\" is not one of "
                    + WireValues.all(oneOf.value()));
        }
    }

    /** The underlying scalar type of the enum type {@code ref} refers to; empty for an object type. */
    String enumBaseType(String ref) {
        JsonObject type = types.get(ref.substring("#/types/".length()));
        return type != null && type.has("enum") ? type.get("type").getAsString() : "";
    }

    /**
     * The token of the existing object type {@code moduleAndName} that {@code type} stands for (a component class
     * marked {@link com.vkcsgpu.doc.SharedSchemaType}); the type must be registered already, by a resource
     * declared before the components, and have every one of {@code properties}.
     */
    String shared(Class<?> type, String moduleAndName, List<String> properties) {
        String token = packageName + ":" + moduleAndName;
        JsonObject spec = types.get(token);
        if (spec == null || !spec.has("properties")) {
            throw new IllegalArgumentException(type.getName() + ": @SharedSchemaType(\"" + moduleAndName
                    + "\") names no object type of the schema; name one a resource's declaration registers");
        }
        List<String> missing = properties.stream().filter(p -> !spec.getAsJsonObject("properties").has(p)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(type.getName() + ": @SharedSchemaType(\"" + moduleAndName
                    + "\") has no properties " + missing + "; add them to that type or drop them from the class");
        }
        List<String> documented = documented(type);
        if (!documented.isEmpty()) {
            throw new IllegalArgumentException(type.getName() + ": @Doc on " + String.join(", ", documented)
                    + " is never read: the schema documents a @SharedSchemaType class by the type it names (" + token
                    + ", declared by a resource), so remove it there and document the type where it is declared");
        }
        tokens.putIfAbsent(type, token);
        return token;
    }

    /** What of {@code type} carries {@link com.vkcsgpu.doc.Doc}: the class itself, then its fields by name. */
    private static List<String> documented(Class<?> type) {
        List<String> documented = new java.util.ArrayList<>();
        if (type.isAnnotationPresent(com.vkcsgpu.doc.Doc.class)) {
            documented.add("the class");
        }
        for (java.lang.reflect.Field field : type.getDeclaredFields()) {
            if (field.isAnnotationPresent(com.vkcsgpu.doc.Doc.class)) {
                documented.add(field.getName());
            }
        }
        return documented;
    }

    /** A reference to an object type built by {@code build} once per class. */
    String register(Class<?> type, String module, String simple, java.util.function.Supplier<JsonObject> build) {
        String existing = tokens.get(type);
        if (existing != null) {
            return existing;
        }
        String token = packageName + ":" + module + ":" + simple;
        if (types.containsKey(token)) {
            throw new IllegalArgumentException("two types would be named " + token + "; rename one of them");
        }
        tokens.put(type, token);
        types.put(token, new JsonObject()); // reserve first: recursive types refer to themselves
        types.put(token, build.get());
        return token;
    }

    private String recordType(RecordModel model, String module) {
        return register(model.type(), module, model.type().getSimpleName(), () -> {
            JsonObject spec = new JsonObject();
            spec.addProperty("description", require(model.description(), model.type().getName()));
            JsonObject props = new JsonObject();
            JsonArray required = new JsonArray();
            for (PropertyModel p : model.properties()) {
                props.add(p.name(), property(p, module, List.of()));
                if (p.required()) {
                    required.add(p.name());
                }
            }
            spec.add("properties", props);
            if (!required.isEmpty()) {
                spec.add("required", required);
            }
            spec.addProperty("type", "object");
            return spec;
        });
    }

    private String enumType(Class<? extends Enum<?>> type, String usedIn) {
        SchemaModule pinned = type.getAnnotation(SchemaModule.class);
        String module = pinned == null ? usedIn : pinned.value();
        return register(type, module, type.getSimpleName(), () -> {
            Doc doc = type.getAnnotation(Doc.class);
            JsonObject spec = new JsonObject();
            spec.addProperty("description", require(doc == null ? null : doc.value(), type.getName()));
            spec.addProperty("type", "string");
            JsonArray values = new JsonArray();
            for (Enum<?> c : type.getEnumConstants()) {
                JsonObject v = new JsonObject();
                v.addProperty("name", c.name());
                v.addProperty("value", WireValues.of(c));
                try {
                    Doc cd = type.getField(c.name()).getAnnotation(Doc.class);
                    v.addProperty("description", require(cd == null ? null : cd.value(),
                            type.getName() + "." + c.name()));
                } catch (NoSuchFieldException e) {
                    throw new IllegalStateException(e);
                }
                values.add(v);
            }
            spec.add("enum", values);
            return spec;
        });
    }
}

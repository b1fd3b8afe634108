package com.vkcsgpu.provider.framework;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.vkcsgpu.doc.Doc;
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
        JsonObject spec = typeSpec(p.type(), module, where);
        StringBuilder description = new StringBuilder(require(p.description(), where));
        for (ReplaceRule r : rules) {
            if (r.path().topLevel().equals(p.name())) {
                description.append(" Changing `").append(r.path()).append("` replaces the resource: ")
                        .append(r.reason()).append(r.reason().endsWith(".") ? "" : ".");
            }
        }
        spec.addProperty("description", description.toString());
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

    /** The underlying scalar type of the enum type {@code ref} refers to; empty for an object type. */
    String enumBaseType(String ref) {
        JsonObject type = types.get(ref.substring("#/types/".length()));
        return type != null && type.has("enum") ? type.get("type").getAsString() : "";
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

    private String enumType(Class<? extends Enum<?>> type, String module) {
        return register(type, module, type.getSimpleName(), () -> {
            Doc doc = type.getAnnotation(Doc.class);
            JsonObject spec = new JsonObject();
            spec.addProperty("description", require(doc == null ? null : doc.value(), type.getName()));
            spec.addProperty("type", "string");
            JsonArray values = new JsonArray();
            for (Enum<?> c : type.getEnumConstants()) {
                JsonObject v = new JsonObject();
                v.addProperty("name", c.name());
                v.addProperty("value", c.name());
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

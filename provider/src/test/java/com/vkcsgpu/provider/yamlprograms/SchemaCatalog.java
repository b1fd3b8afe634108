package com.vkcsgpu.provider.yamlprograms;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The types of the package schema.json describes ({@code vkcs-gpu}): its resources and components, its
 * explicit provider ({@code pulumi:providers:vkcs-gpu}), functions, object types and configuration keys.
 */
final class SchemaCatalog implements TypeCatalog {
    private static final String TYPE_REF = "#/types/";

    private final String packageName;
    private final JsonObject schema;
    private final JsonObject types;

    private SchemaCatalog(JsonObject schema) {
        this.schema = schema;
        this.packageName = schema.get("name").getAsString();
        this.types = schema.has("types") ? schema.getAsJsonObject("types") : new JsonObject();
    }

    /** A catalog of the package the text of a schema.json describes. */
    static SchemaCatalog parse(String schemaJson) {
        return new SchemaCatalog(JsonParser.parseString(schemaJson).getAsJsonObject());
    }

    private String providerToken() {
        return "pulumi:providers:" + packageName;
    }

    @Override
    public boolean serves(String token) {
        return token.startsWith(packageName + ":") || token.equals(providerToken());
    }

    @Override
    public Optional<ResourceSpec> resource(String token) {
        if (token.equals(providerToken())) {
            return Optional.of(new ResourceSpec(token, object(token, schema.getAsJsonObject("provider"),
                    "inputProperties", "requiredInputs"), Set.of()));
        }
        JsonObject resource = member(schema, "resources").getAsJsonObject(token);
        if (resource == null) {
            return Optional.empty();
        }
        return Optional.of(new ResourceSpec(token, object(token, resource, "inputProperties", "requiredInputs"),
                member(resource, "properties").keySet()));
    }

    @Override
    public Optional<FunctionSpec> function(String token) {
        JsonObject function = member(schema, "functions").getAsJsonObject(token);
        if (function == null) {
            return Optional.empty();
        }
        return Optional.of(new FunctionSpec(token, object(token, member(function, "inputs"), "properties", "required"),
                member(member(function, "outputs"), "properties").keySet()));
    }

    @Override
    public Set<String> resourceTokens() {
        Set<String> tokens = new TreeSet<>(member(schema, "resources").keySet());
        tokens.add(providerToken());
        return tokens;
    }

    @Override
    public Set<String> functionTokens() {
        return new TreeSet<>(member(schema, "functions").keySet());
    }

    @Override
    public Optional<Set<String>> configKeys(String namespace) {
        if (!namespace.equals(packageName)) {
            return Optional.empty();
        }
        return Optional.of(member(member(schema, "config"), "variables").keySet());
    }

    /** An object shape from {@code properties} and the list of required names in {@code required}. */
    private Shape.ObjectOf object(String typeName, JsonObject owner, String propertiesKey, String requiredKey) {
        return new Shape.ObjectOf(typeName, () -> {
            Set<String> required = new LinkedHashSet<>();
            if (owner.has(requiredKey)) {
                owner.getAsJsonArray(requiredKey).forEach(name -> required.add(name.getAsString()));
            }
            Map<String, Shape.Input> inputs = new LinkedHashMap<>();
            for (Map.Entry<String, JsonElement> property : member(owner, propertiesKey).entrySet()) {
                JsonObject spec = property.getValue().getAsJsonObject();
                inputs.put(property.getKey(), new Shape.Input(shape(spec), required.contains(property.getKey()),
                        spec.has("plain") && spec.get("plain").getAsBoolean()));
            }
            return inputs;
        });
    }

    private Shape shape(JsonObject spec) {
        if (spec.has("$ref")) {
            String ref = spec.get("$ref").getAsString();
            if (!ref.startsWith(TYPE_REF)) {
                return Shape.SCALAR; // pulumi.json#/Any, /Archive, /Asset, ...
            }
            String token = ref.substring(TYPE_REF.length());
            JsonObject type = types.getAsJsonObject(token);
            if (type == null || !type.has("properties")) {
                return Shape.SCALAR; // an enum, or a type this schema does not define
            }
            return object(token, type, "properties", "required");
        }
        String type = spec.has("type") ? spec.get("type").getAsString() : "";
        if (type.equals("array") && spec.has("items")) {
            return new Shape.ListOf(shape(spec.getAsJsonObject("items")));
        }
        if (type.equals("object") && spec.has("additionalProperties")) {
            return new Shape.MapOf(shape(spec.getAsJsonObject("additionalProperties")));
        }
        return Shape.SCALAR;
    }

    private static JsonObject member(JsonObject owner, String name) {
        return owner != null && owner.has(name) ? owner.getAsJsonObject(name) : new JsonObject();
    }
}

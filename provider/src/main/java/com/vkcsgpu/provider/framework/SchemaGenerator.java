package com.vkcsgpu.provider.framework;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Comparator;
import java.util.List;


/**
 * Generates the Pulumi package schema from the declarations: provider configuration, custom resources,
 * functions and component classes. Every description comes from {@link com.vkcsgpu.doc.Doc}; a missing
 * one is an error, not an empty string. Output is deterministic (sorted tokens, declaration order of
 * properties) so the checked-in {@code schema.json} can be compared byte for byte.
 */
public final class SchemaGenerator {
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    /**
     * What goes into the schema.
     *
     * @param name        package name
     * @param version     package version
     * @param description package description
     * @param configType  the provider configuration record
     * @param resources   custom resources
     * @param functions   functions
     * @param components  component classes
     * @param languages   the {@code language} section
     */
    public record Package(String name, String version, String description, Class<? extends Record> configType,
                          List<? extends CustomResource<?, ?>> resources, List<? extends ProviderFunction<?, ?>> functions,
                          List<Class<?>> components, JsonObject languages) {
    }

    private SchemaGenerator() {
    }

    /** The schema as pretty-printed JSON ending with a newline. */
    public static String toJson(Package pkg) {
        return toJson(generate(pkg));
    }

    /** A schema tree as pretty-printed JSON ending with a newline. */
    public static String toJson(JsonObject schema) {
        return GSON.toJson(schema) + "\n";
    }

    /** The schema as a JSON tree. */
    public static JsonObject generate(Package pkg) {
        SchemaTypes types = new SchemaTypes(pkg.name());
        JsonObject root = new JsonObject();
        root.addProperty("name", pkg.name());
        root.addProperty("displayName", "VK Cloud GPU Kubernetes");
        root.addProperty("version", pkg.version());
        root.addProperty("description", pkg.description());
        JsonArray keywords = new JsonArray();
        List.of("pulumi", "vkcs", "vk-cloud", "kubernetes", "gpu", "nvidia", "category/cloud", "kind/component")
                .forEach(keywords::add);
        root.add("keywords", keywords);
        root.addProperty("publisher", "vkcs-gpu");
        JsonObject meta = new JsonObject();
        meta.addProperty("moduleFormat", "(.*)");
        root.add("meta", meta);

        RecordModel config = RecordModel.of(pkg.configType());
        JsonObject variables = new JsonObject();
        for (PropertyModel p : config.properties()) {
            variables.add(p.name(), types.property(p, "index", List.of()));
        }
        JsonObject configSection = new JsonObject();
        configSection.add("variables", variables);
        root.add("config", configSection);
        JsonObject provider = new JsonObject();
        provider.addProperty("description", SchemaTypes.require(config.description(), pkg.configType().getName()));
        provider.add("inputProperties", variables.deepCopy());
        provider.addProperty("type", "object");
        root.add("provider", provider);

        JsonObject resources = new JsonObject();
        pkg.resources().stream().sorted(Comparator.comparing(CustomResource::token))
                .forEach(r -> resources.add(r.token(), resourceSpec(r, types)));
        ComponentIntrospector components = new ComponentIntrospector(types);
        pkg.components().stream().sorted(Comparator.comparing(Class::getName))
                .forEach(c -> resources.add(ComponentIntrospector.token(pkg.name(), c), components.resourceSpec(c)));
        root.add("resources", sorted(resources));

        JsonObject functions = new JsonObject();
        pkg.functions().stream().sorted(Comparator.comparing(ProviderFunction::token))
                .forEach(f -> functions.add(f.token(), functionSpec(f, types)));
        root.add("functions", functions);

        JsonObject typeSection = new JsonObject();
        types.types().forEach(typeSection::add);
        root.add("types", typeSection);
        root.add("language", pkg.languages());
        return root;
    }

    private static JsonObject sorted(JsonObject o) {
        JsonObject out = new JsonObject();
        o.keySet().stream().sorted().forEach(k -> out.add(k, o.get(k)));
        return out;
    }

    static String module(String token) {
        String[] parts = token.split(":");
        if (parts.length != 3) {
            throw new IllegalArgumentException("a token is <package>:<module>:<Name>, got " + token);
        }
        return parts[1];
    }

    /**
     * The "Import" section Pulumi's registry docs and generated SDKs show for an importable resource, in the
     * shape Pulumi's own providers give it (a heading, then the command).
     */
    static String importSection(CustomResource<?, ?> r) {
        if (!(r instanceof Importable<?, ?> importable)) {
            return "";
        }
        return "\n\n## Import\n\n" + importable.importIdSource() + "\n\n```sh\n$ pulumi import " + r.token()
                + " <name> " + importable.importIdFormat() + "\n```\n";
    }

    private static JsonObject resourceSpec(CustomResource<?, ?> r, SchemaTypes types) {
        String module = module(r.token());
        com.vkcsgpu.doc.Doc doc = r.getClass().getAnnotation(com.vkcsgpu.doc.Doc.class);
        RecordModel args = RecordModel.of(r.argsType());
        RecordModel state = RecordModel.of(r.stateType());
        JsonObject spec = new JsonObject();
        spec.addProperty("description", SchemaTypes.require(doc == null ? null : doc.value(), r.getClass().getName())
                + importSection(r));
        JsonObject outputs = new JsonObject();
        JsonArray required = new JsonArray();
        for (PropertyModel p : state.flattened(r.argsType())) {
            outputs.add(p.name(), types.property(p, module, r.replaceRules()));
            if (p.required()) {
                required.add(p.name());
            }
        }
        spec.add("properties", outputs);
        if (!required.isEmpty()) {
            spec.add("required", required);
        }
        JsonObject inputs = new JsonObject();
        JsonArray requiredInputs = new JsonArray();
        for (PropertyModel p : args.properties()) {
            inputs.add(p.name(), types.property(p, module, r.replaceRules()));
            if (p.required()) {
                requiredInputs.add(p.name());
            }
        }
        spec.add("inputProperties", inputs);
        if (!requiredInputs.isEmpty()) {
            spec.add("requiredInputs", requiredInputs);
        }
        spec.addProperty("type", "object");
        return spec;
    }

    private static JsonObject functionSpec(ProviderFunction<?, ?> f, SchemaTypes types) {
        String module = module(f.token());
        com.vkcsgpu.doc.Doc doc = f.getClass().getAnnotation(com.vkcsgpu.doc.Doc.class);
        JsonObject spec = new JsonObject();
        spec.addProperty("description", SchemaTypes.require(doc == null ? null : doc.value(), f.getClass().getName()));
        spec.add("inputs", objectSpec(RecordModel.of(f.argsType()), module, types));
        spec.add("outputs", objectSpec(RecordModel.of(f.resultType()), module, types));
        return spec;
    }

    private static JsonObject objectSpec(RecordModel model, String module, SchemaTypes types) {
        JsonObject spec = new JsonObject();
        JsonObject props = new JsonObject();
        JsonArray required = new JsonArray();
        for (PropertyModel p : model.properties()) {
            props.add(p.name(), types.property(p, module, List.of()));
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
    }

}

package com.vkcsgpu.harness.yaml;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the language host needs from the package schemas: which resource types are components. pulumi-yaml
 * registers those as remote component resources, which the engine turns into a {@code Construct} call on the
 * package's plugin, and every other type as a custom resource ({@code pkg/pulumiyaml/run.go}, {@code isComponent}
 * of the schema's resource). The schema is the one the plugin's {@code GetSchema} returns, read from its file.
 */
final class PackageSchemas {
    private final Set<String> componentTypes = new HashSet<>();

    PackageSchemas(List<Path> schemaFiles) {
        for (Path file : schemaFiles) {
            JsonObject schema;
            try {
                schema = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the package schema " + file, e);
            }
            JsonObject resources = schema.has("resources") ? schema.getAsJsonObject("resources") : new JsonObject();
            for (var entry : resources.entrySet()) {
                JsonElement isComponent = entry.getValue().getAsJsonObject().get("isComponent");
                if (isComponent != null && isComponent.getAsBoolean()) {
                    componentTypes.add(entry.getKey());
                }
            }
        }
    }

    boolean isComponent(String type) {
        return componentTypes.contains(type);
    }
}

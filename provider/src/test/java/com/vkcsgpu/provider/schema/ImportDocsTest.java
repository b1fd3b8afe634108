package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.Importable;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Every importable resource tells users how to import it, in the schema every language's docs come from. */
class ImportDocsTest {
    private static final List<CustomResource<?, ?>> PUBLISHED = Plugin.discoverModules().stream()
            .filter(ResourceModule::published)
            .flatMap(m -> m.resources(new ProviderContext()).stream())
            .toList();
    private static final JsonObject SCHEMA = JsonParser.parseString(PackageSchema.generate(Plugin.discoverModules(), true))
            .getAsJsonObject();

    private static String description(String token) {
        return SCHEMA.getAsJsonObject("resources").getAsJsonObject(token).get("description").getAsString();
    }

    @Test
    void eachImportableResourceShowsItsImportCommandAndWhereTheIdComesFrom() {
        List<CustomResource<?, ?>> importable = PUBLISHED.stream().filter(r -> r instanceof Importable<?, ?>).toList();
        assertEquals(Set.of("vkcs-gpu:mk8s:Cluster", "vkcs-gpu:mk8s:NodeGroup", "vkcs-gpu:mk8s:ClusterAddon"),
                importable.stream().map(CustomResource::token).collect(Collectors.toSet()));
        for (CustomResource<?, ?> r : importable) {
            Importable<?, ?> i = (Importable<?, ?>) r;
            String description = description(r.token());
            assertTrue(description.contains("\n## Import\n"), r.token() + ": " + description);
            assertTrue(description.contains(i.importIdSource()), r.token());
            assertTrue(description.contains("$ pulumi import " + r.token() + " <name> " + i.importIdFormat() + "\n"),
                    r.token() + ": " + description);
            assertTrue(i.importIdFormat().startsWith("<") && i.importIdFormat().endsWith(">"),
                    r.token() + ": the id is a placeholder the user replaces");
        }
    }

    @Test
    void resourcesThatCannotBeImportedSayNothingAboutImport() {
        PUBLISHED.stream().filter(r -> !(r instanceof Importable<?, ?>))
                .forEach(r -> assertFalse(description(r.token()).contains("pulumi import"), r.token()));
    }
}

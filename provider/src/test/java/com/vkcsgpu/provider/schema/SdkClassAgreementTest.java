package com.vkcsgpu.provider.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.pulumi.core.annotations.ResourceType;
import com.vkcsgpu.provider.PackageSchema;
import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.framework.ComponentScanner;
import com.vkcsgpu.provider.framework.SdkClassAgreement;
import com.vkcsgpu.provider.testing.WidgetModule;
import com.vkcsgpu.provider.testing.sdk.DriftedWidget;
import com.vkcsgpu.provider.testing.sdk.Widget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Java SDK classes that Java programs use agree with schema.json (and so with the provider). */
class SdkClassAgreementTest {

    @Test
    void everySdkResourceClassInComponentsAgreesWithSchemaJson() throws Exception {
        JsonObject schema = JsonParser.parseString(Files.readString(RepoFiles.schemaJson())).getAsJsonObject();
        List<String> problems = new ArrayList<>();
        for (String pkg : List.of("com.vkcsgpu.mk8s", "com.vkcsgpu.k8s", "com.vkcsgpu.gpu")) {
            for (Class<?> c : ComponentScanner.classesIn(pkg)) {
                if (c.isAnnotationPresent(ResourceType.class)) {
                    problems.addAll(SdkClassAgreement.check(schema, c));
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void matchingTestClassAgreesAndDriftedOneIsCaughtProperty(@TempDir Path dir) {
        JsonObject schema = JsonParser.parseString(PackageSchema.generate(List.of(WidgetModule.in(dir)), false))
                .getAsJsonObject();
        assertEquals(List.of(), SdkClassAgreement.check(schema, Widget.class));
        List<String> problems = SdkClassAgreement.check(schema, DriftedWidget.class);
        String all = String.join("\n", problems);
        assertTrue(all.contains("output size is string in Java but integer in the schema"), all);
        assertTrue(all.contains("output widgetID is in the Java class but not in the schema"), all);
        assertTrue(all.contains("output widgetId is in the schema but not in the Java class"), all);
        assertTrue(all.contains("input labels is in the schema but not in the Java class"), all);
        assertTrue(all.contains("required inputs differ: Java [size], schema [name]"), all);
    }
}

package com.vkcsgpu.provider;

import com.google.gson.JsonObject;
import com.vkcsgpu.provider.config.ProviderConfigArgs;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.ComponentScanner;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.ProviderFunction;
import com.vkcsgpu.provider.framework.SchemaGenerator;
import java.util.ArrayList;
import java.util.List;

/**
 * The vkcs-gpu package schema: package metadata and language sections, plus whatever the modules and
 * the components module declare. The checked-in {@code schema.json} is {@code generate(discoverModules(),
 * true)}; regenerate it with {@code mvn -B -ntp -pl provider test -Dtest=SchemaGoldenTest -Dschema.update=true}.
 */
public final class PackageSchema {
    /** The package description. */
    public static final String DESCRIPTION = "GPU-ready Kubernetes on VK Cloud: a gen-2 Managed Kubernetes "
            + "cluster, GPU node pools (A100, L4, H200), the NVIDIA GPU Operator with pinned versions, and a "
            + "readiness gate that waits until the GPUs are proven usable.";

    /**
     * The project's home; the language package names below derive from it (docs/development.md, "Package
     * coordinates").
     */
    public static final String HOME = "https://github.com/vkcs-gpu/vkcs-gpu";

    private PackageSchema() {
    }

    /**
     * The schema JSON.
     *
     * @param modules       the resource modules
     * @param publishedOnly leave out test-only modules (as in the checked-in schema.json)
     */
    public static String generate(List<ResourceModule> modules, boolean publishedOnly) {
        ProviderContext unconfigured = new ProviderContext();
        List<CustomResource<?, ?>> resources = new ArrayList<>();
        List<ProviderFunction<?, ?>> functions = new ArrayList<>();
        for (ResourceModule m : modules) {
            if (publishedOnly && !m.published()) {
                continue;
            }
            resources.addAll(m.resources(unconfigured));
            functions.addAll(m.functions(unconfigured));
        }
        JsonObject schema = SchemaGenerator.generate(new SchemaGenerator.Package(PackageInfo.NAME,
                PackageInfo.version(), DESCRIPTION, ProviderConfigArgs.class, resources, functions,
                ComponentScanner.components(Plugin.COMPONENT_PACKAGE), languages()));
        addPublishing(schema, PackageInfo.pluginDownloadUrl());
        return SchemaGenerator.toJson(schema);
    }

    /**
     * Where the package lives, its license and, in a release build, where {@code pulumi} downloads the plugin
     * (docs/installation.md, "How pulumi finds the plugin"). Development builds leave pluginDownloadURL out,
     * so the checked-in schema.json names no download location that does not exist yet.
     */
    static void addPublishing(JsonObject schema, String pluginDownloadUrl) {
        schema.addProperty("homepage", HOME);
        schema.addProperty("repository", HOME);
        schema.addProperty("license", "Apache-2.0");
        if (!pluginDownloadUrl.isEmpty()) {
            schema.addProperty("pluginDownloadURL", pluginDownloadUrl);
        }
    }

    /** Language sections; Java uses the components module's packages (com.vkcsgpu, .mk8s, .k8s, .gpu). */
    static JsonObject languages() {
        JsonObject java = new JsonObject();
        java.addProperty("basePackage", "com.vkcsgpu");
        JsonObject javaPackages = new JsonObject();
        for (String module : List.of("gpu", "k8s", "mk8s")) {
            javaPackages.addProperty(module, module);
        }
        java.add("packages", javaPackages);
        JsonObject nodejs = new JsonObject();
        nodejs.addProperty("packageName", "@vkcs-gpu/pulumi");
        JsonObject python = new JsonObject();
        python.addProperty("packageName", "pulumi_vkcs_gpu");
        JsonObject go = new JsonObject();
        go.addProperty("importBasePath", HOME.substring("https://".length()) + "/sdk/go/vkcsgpu");
        JsonObject csharp = new JsonObject();
        csharp.addProperty("rootNamespace", "VkcsGpu");
        JsonObject languages = new JsonObject();
        languages.add("csharp", csharp);
        languages.add("go", go);
        languages.add("java", java);
        languages.add("nodejs", nodejs);
        languages.add("python", python);
        return languages;
    }
}

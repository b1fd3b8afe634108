package com.vkcsgpu.tools.apidocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the renderer makes of a small schema written for the purpose. */
class ApiDocsTest {
    private static final String SCHEMA = """
            {
              "name": "vkcs-gpu", "version": "9.9.9", "description": "Test package.",
              "config": {"variables": {
                "authUrl": {"type": "string", "description": "Identity URL.", "default": "https://id/",
                            "defaultInfo": {"environment": ["OS_AUTH_URL"]}},
                "password": {"type": "string", "description": "A | password.", "secret": true,
                             "defaultInfo": {"environment": ["OS_PASSWORD"]}}}},
              "provider": {"description": "Provider configuration.", "inputProperties": {}, "type": "object"},
              "resources": {
                "vkcs-gpu:mk8s:NodeGroup": {
                  "description": "A node group. Second sentence.",
                  "inputProperties": {
                    "clusterId": {"type": "string", "description": "Cluster.", "replaceOnChanges": true},
                    "fixedScale": {"$ref": "#/types/vkcs-gpu:mk8s:FixedScale", "description": "Size."},
                    "labels": {"type": "object", "additionalProperties": {"type": "string"}, "description": "L."},
                    "diskSize": {"type": "integer", "description": "Disk.", "default": 100}},
                  "requiredInputs": ["clusterId"],
                  "properties": {
                    "clusterId": {"type": "string", "description": "Cluster.", "replaceOnChanges": true},
                    "nodeGroupId": {"type": "string", "description": "Id."},
                    "token": {"type": "string", "description": "Token.", "secret": true}},
                  "required": ["clusterId", "nodeGroupId"], "type": "object"},
                "vkcs-gpu:index:GpuPool": {
                  "description": "A pool.", "isComponent": true,
                  "inputProperties": {"poolName": {"type": "string", "description": "Name.", "plain": true}},
                  "requiredInputs": ["poolName"],
                  "properties": {"nodeSelector": {"type": "object", "additionalProperties": {"type": "string"},
                                                  "description": "Selector."}},
                  "type": "object"}},
              "functions": {
                "vkcs-gpu:mk8s:getThings": {"description": "Lists things.",
                  "inputs": {"properties": {}, "type": "object"},
                  "outputs": {"properties": {"things": {"type": "array", "items": {"type": "string"},
                              "description": "Things."}}, "required": ["things"], "type": "object"}}},
              "types": {
                "vkcs-gpu:mk8s:FixedScale": {"description": "A fixed size.", "properties": {
                  "size": {"type": "integer", "description": "Nodes."}}, "required": ["size"], "type": "object"}},
              "language": {"java": {"basePackage": "com.vkcsgpu", "packages": {"mk8s": "mk8s"}}}
            }
            """;

    private final SortedMap<String, String> pages = ApiDocs.render(SCHEMA);

    @Test
    void onePagePerResourceComponentAndFunctionPlusIndexAndConfig() {
        assertEquals(Set.of("README.md", "provider-config.md", "index/gpu-pool.md", "mk8s/node-group.md",
                "mk8s/get-things.md"), pages.keySet());
    }

    @Test
    void inputTableCarriesRequiredDefaultSecretAndReplaces() {
        String page = pages.get("mk8s/node-group.md");
        assertTrue(page.contains("| `clusterId` | string | yes | — | — | yes | Cluster. |"), page);
        assertTrue(page.contains("| `diskSize` | integer | no | `100` | — | — | Disk. |"), page);
        assertTrue(page.contains("| `labels` | map(string) | no |"), page);
        assertTrue(page.contains("| `fixedScale` | [FixedScale](#fixedscale) |"), page);
        assertTrue(page.contains(PropertyTables.REPLACES_LEGEND), page);
    }

    @Test
    void outputsOfACustomResourceAreTheOnesBeyondItsInputs() {
        String page = pages.get("mk8s/node-group.md");
        String outputs = page.substring(page.indexOf("## Outputs"), page.indexOf("## Types"));
        assertTrue(outputs.contains("| `nodeGroupId` | string | yes | — | Id. |"), outputs);
        assertTrue(outputs.contains("| `token` | string | no | yes | Token. |"), outputs);
        assertFalse(outputs.contains("`clusterId`"), outputs);
    }

    @Test
    void nestedTypesAreDocumentedOnThePageThatUsesThem() {
        String page = pages.get("mk8s/node-group.md");
        assertTrue(page.contains("### FixedScale\n\n`vkcs-gpu:mk8s:FixedScale`\n\nA fixed size."), page);
        assertTrue(page.contains("| `size` | integer | yes |"), page);
    }

    @Test
    void exampleSetsRequiredInputsWithPlaceholdersAndWhatAWorkingProgramNeeds() {
        // clusterId is required; fixedScale {size: 1} is ExampleValues' hint for a NodeGroup
        String page = pages.get("mk8s/node-group.md");
        assertTrue(page.contains("import com.vkcsgpu.mk8s.FixedScaleArgs;\nimport com.vkcsgpu.mk8s.NodeGroup;\n"
                + "import com.vkcsgpu.mk8s.NodeGroupArgs;\n\n"
                + "var nodeGroup = new NodeGroup(\"node-group\", NodeGroupArgs.builder()\n"
                + "        .clusterId(\"<clusterId>\")\n"
                + "        .fixedScale(FixedScaleArgs.builder()\n                .size(1)\n                .build())\n"
                + "        .build());"), page);
        assertTrue(page.contains("resources:\n  node-group:\n    type: vkcs-gpu:mk8s:NodeGroup\n    properties:\n"
                + "      clusterId: \"<clusterId>\"\n      fixedScale:\n        size: 1\n"), page);
    }

    @Test
    void componentsTakeOptionsAndHaveNoReplacesColumn() {
        String page = pages.get("index/gpu-pool.md");
        assertTrue(page.contains("`vkcs-gpu:index:GpuPool` · component resource"), page);
        assertTrue(page.contains("new GpuPool(\"gpu-pool\", GpuPoolArgs.builder()\n        .poolName(\"<poolName>\")\n"
                + "        .build(), null);"), page);
        assertTrue(page.contains("| Name | Type | Required | Default | Secret | Description |"), page);
        assertTrue(page.contains("| `poolName` | string (plain) | yes |"), page);
    }

    @Test
    void functionWithoutInputsIsCalledWithoutArguments() {
        String page = pages.get("mk8s/get-things.md");
        assertTrue(page.contains("var things = Mk8sFunctions.getThings();"), page);
        assertTrue(page.contains("    fn::invoke:\n      function: vkcs-gpu:mk8s:getThings\n"), page);
        assertTrue(page.contains("## Inputs\n\nNone.\n"), page);
        assertTrue(page.contains("| `things` | list(string) | yes | — | Things. |"), page);
    }

    @Test
    void providerConfigListsEveryKeyWithItsEnvironmentVariableAndDefault() {
        String page = pages.get("provider-config.md");
        assertTrue(page.contains("| `vkcs-gpu:authUrl` | string | `OS_AUTH_URL` | `https://id/` | — | Identity URL. |"),
                page);
        assertTrue(page.contains("| `vkcs-gpu:password` | string | `OS_PASSWORD` | — | yes | A \\| password. |"), page);
    }

    @Test
    void indexGroupsComponentsResourcesAndFunctionsWithTheirFirstSentence() {
        String index = pages.get("README.md");
        assertTrue(index.contains("## Components\n\n| Name | Token | Summary |\n|---|---|---|\n"
                + "| [GpuPool](index/gpu-pool.md) | `vkcs-gpu:index:GpuPool` | A pool. |"), index);
        assertTrue(index.contains("## Resources: `mk8s`"), index);
        assertTrue(index.contains("| [NodeGroup](mk8s/node-group.md) | `vkcs-gpu:mk8s:NodeGroup` | A node group. |"), index);
        assertTrue(index.contains("## Functions"), index);
    }

    @Test
    void renderingIsDeterministic() {
        assertEquals(pages, ApiDocs.render(SCHEMA));
    }

    @Test
    void writeDeletesPagesThatNoLongerCorrespondToTheSchema(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("mk8s"));
        Files.writeString(dir.resolve("mk8s/gone.md"), "old");
        Files.writeString(dir.resolve("notes.txt"), "not markdown, not ours");
        List<String> deleted = ApiDocs.write(dir, pages);
        assertEquals(List.of("mk8s/gone.md"), deleted);
        assertEquals(pages.keySet(), ApiDocs.existingPages(dir));
        assertTrue(Files.exists(dir.resolve("notes.txt")));
    }

    @Test
    void aReferenceToAnUndefinedTypeIsAnError() {
        String broken = SCHEMA.replace("\"vkcs-gpu:mk8s:FixedScale\": {", "\"vkcs-gpu:mk8s:Other\": {");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ApiDocs.render(broken));
        assertTrue(e.getMessage().contains("vkcs-gpu:mk8s:FixedScale"), e.getMessage());
    }

    @Test
    void slugsAndFirstSentences() {
        assertEquals("gpu-node-pool", Markdown.slug("GpuNodePool"));
        assertEquals("get-gpu-flavors", Markdown.slug("getGpuFlavors"));
        assertEquals("A b, e.g. `x`.", ApiDocs.firstSentence("A b, e.g. `x`. Then more."));
    }
}

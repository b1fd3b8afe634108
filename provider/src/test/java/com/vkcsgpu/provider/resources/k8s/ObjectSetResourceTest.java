package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Check and diff of ObjectSet: no cluster involved. */
class ObjectSetResourceTest {
    static final String CM_YAML = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: settings, namespace: team-a}
            data: {a: "1", b: "2"}
            """;
    static final String CM_JSON = "{\"kind\":\"ConfigMap\",\"apiVersion\":\"v1\",\"data\":{\"b\":\"2\",\"a\":\"1\"},"
            + "\"metadata\":{\"namespace\":\"team-a\",\"name\":\"settings\"}}";
    static final String NS = "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"team-a\"}}";

    private final ResourceHandler<ObjectSetArgs, ObjectSetState> handler =
            new ResourceHandler<>(new ObjectSetResource(), new OperationTracker());

    static Map<String, Object> inputs(String... objects) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", "apiVersion: v1\nkind: Config\n");
        m.put("objects", List.of(objects));
        return m;
    }

    private List<String> problems(Map<String, Object> in) {
        return handler.check(in).failures().stream().map(f -> f.path() + ": " + f.reason()).toList();
    }

    @Test
    void acceptsYamlAndJsonManifestsAndFillsDefaults() {
        ResourceHandler.CheckResult r = handler.check(inputs(CM_YAML, NS));
        assertEquals(List.of(), r.failures());
        assertEquals("vkcs-gpu", r.inputs().get("fieldManager"));
        assertEquals(false, r.inputs().get("forceConflicts"));
    }

    @Test
    void reportsEveryBrokenManifestWithItsIndex() {
        List<String> problems = problems(inputs(
                "kind: ConfigMap\nmetadata: {name: a}",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {generateName: x-}",
                CM_YAML + "---\n" + NS,
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: Team_A}",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, resourceVersion: \"12\"}",
                CM_YAML, CM_JSON,
                "apiVersion: v1\nkind: Namespace\nmetadata: {name: Not.A.Label}",
                "[1, 2]",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: \"a/b\"}"));

        assertEquals(9, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("objects[0]: apiVersion is missing"), problems.get(0));
        assertTrue(problems.get(1).contains("objects[1]: metadata.name is missing; generateName is not supported"));
        assertTrue(problems.get(2).contains("objects[2]: holds 2 documents"));
        assertTrue(problems.get(3).startsWith("objects[3]: metadata.namespace"));
        assertTrue(problems.get(4).contains("objects[4]: metadata.resourceVersion is set by the API server"));
        assertTrue(problems.get(5).contains("objects[6]: describes the same object as objects[5]"), problems.get(5));
        assertTrue(problems.get(6).startsWith("objects[7]: metadata.name"));
        assertTrue(problems.get(7).contains("objects[8]: document 0 is not a mapping"));
        assertTrue(problems.get(8).contains("objects[9]: metadata.name \"a/b\" may not"));
    }

    @Test
    void anApiVersionThatIsNotOneNeverReachesADiscoveryPath() {
        List<String> problems = problems(inputs(
                "apiVersion: ../../api/v1\nkind: ConfigMap\nmetadata: {name: a}",
                "apiVersion: \"apps/v1?watch=true\"\nkind: Deployment\nmetadata: {name: b}",
                "apiVersion: example.com/v1beta1\nkind: Gadget\nmetadata: {name: c}"));
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("objects[0]: '../../api/v1' is not an apiVersion"), problems.get(0));
        assertTrue(problems.get(1).startsWith("objects[1]: 'apps/v1?watch=true' is not an apiVersion"), problems.get(1));
    }

    @Test
    void aFailureAboutASecretManifestQuotesNoPartOfIt() {
        Map<String, Object> in = inputs(NS);
        String manifest = "apiVersion: v1\nkind: Secret\nmetadata: {name: \"db/Hunter2\", namespace: team-a}\n"
                + "stringData: {password: hunter2}";
        in.put("objects", List.of(NS, com.vkcsgpu.provider.framework.Values.secret(manifest)));
        List<String> problems = problems(in);
        assertEquals(1, problems.size(), problems.toString());
        assertEquals("objects[1]: metadata.name \"[secret]\" may not be '.' or '..' or contain '/' or '%'", problems.get(0));
        assertFalse(problems.get(0).contains("Hunter2"), problems.get(0));
    }

    @Test
    void checksFieldManagerAndNamespace() {
        Map<String, Object> in = inputs(CM_YAML);
        in.put("fieldManager", "");
        in.put("namespace", "Bad Namespace");
        assertEquals(List.of("fieldManager", "namespace"), handler.check(in).failures().stream()
                .map(f -> f.path().toString()).toList());
    }

    @Test
    void formattingAndOrderAreNoChange() {
        Diff diff = handler.diff(Map.of(), handler.check(inputs(CM_YAML, NS)).inputs(),
                handler.check(inputs(NS, CM_JSON)).inputs(), List.of());
        assertFalse(diff.hasChanges(), diff.toString());
    }

    @Test
    void aChangedObjectShowsAtItsIndexOnly() {
        Diff diff = handler.diff(Map.of(), handler.check(inputs(NS, CM_YAML)).inputs(),
                handler.check(inputs(NS.replace("{\"name", "{\"labels\":{\"x\":\"y\"},\"name"),
                        CM_JSON)).inputs(), List.of());
        assertEquals(List.of("objects[0]"), diff.entries().stream().map(e -> e.path().toString()).toList());
        assertFalse(diff.requiresReplace());
    }

    @Test
    void unknownManifestsInPreviewAreNotErrors() {
        Diagnostics diags = new Diagnostics(java.util.Set.of());
        ManifestChecks.check(java.util.Arrays.asList(CM_YAML, null), "objects", diags);
        assertTrue(diags.ok());
    }
}

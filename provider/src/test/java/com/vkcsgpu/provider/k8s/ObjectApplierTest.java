package com.vkcsgpu.provider.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.WriteScope;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.k8s.ObjectApplier.ApplyOptions;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ObjectApplierTest {
    static final String NAMESPACE = """
            apiVersion: v1
            kind: Namespace
            metadata: {name: team-a}
            """;
    static final String CRD = """
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: gadgets.example.com}
            spec:
              group: example.com
              scope: Namespaced
              names: {kind: Gadget, plural: gadgets, singular: gadget, listKind: GadgetList}
              versions:
              - name: v1
                served: true
                storage: true
                schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
            """;
    static final String GADGET = """
            apiVersion: example.com/v1
            kind: Gadget
            metadata: {name: g1, namespace: team-a}
            spec: {size: 3}
            """;
    static final String CONFIG_MAP = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: settings}
            data: {a: "1"}
            """;

    private final KubeTestCluster cluster = new KubeTestCluster("applier");
    private final ObjectApplier applier = cluster.applier();

    @AfterEach
    void close() {
        cluster.close();
    }

    static List<GenericKubernetesResource> objects(String... manifests) {
        List<GenericKubernetesResource> out = new ArrayList<>();
        for (String m : manifests) {
            out.addAll(Manifests.parseAll(m));
        }
        return out;
    }

    private static ApplyOptions inTeamA() {
        return new ApplyOptions(ObjectApplier.DEFAULT_FIELD_MANAGER, "team-a", false);
    }

    @Test
    void appliesNamespacesAndCrdsFirstWhateverTheGivenOrder() {
        List<AppliedObject> applied = applier.apply(objects(GADGET, CONFIG_MAP, CRD, NAMESPACE), inTeamA(),
                cluster.control(Duration.ofSeconds(20)));

        assertEquals(List.of("Namespace", "CustomResourceDefinition", "ConfigMap", "Gadget"),
                applied.stream().map(a -> a.identity().kind()).toList());
        long previous = 0;
        for (AppliedObject a : applied) {
            long rv = Long.parseLong(a.resourceVersion());
            assertTrue(rv > previous, "created in apply order: " + applied);
            previous = rv;
        }
        assertEquals(new ObjectIdentity("v1", "ConfigMap", "team-a", "settings"), applied.get(2).identity(),
                "the default namespace fills in a namespaced object's missing namespace");
        assertEquals(null, applied.get(1).identity().namespace(), "CRDs are cluster-scoped");
        JsonObject gadget = cluster.store().get(cluster.store().type("example.com/v1", "Gadget"), "team-a", "g1")
                .orElseThrow();
        assertEquals(3, gadget.getAsJsonObject("spec").get("size").getAsInt());
        assertEquals("vkcs-gpu", gadget.getAsJsonObject("metadata").getAsJsonArray("managedFields").get(0)
                .getAsJsonObject().get("manager").getAsString());
        assertTrue(cluster.progress.stream().anyMatch(p -> p.contains("applying 4/4")), cluster.progress.toString());
    }

    @Test
    void reapplyingTheSameObjectsChangesNothing() {
        List<AppliedObject> first = applier.apply(objects(NAMESPACE, CRD, GADGET, CONFIG_MAP), inTeamA(),
                cluster.control(Duration.ofSeconds(20)));
        String before = cluster.store().resourceVersion();

        List<AppliedObject> second = applier.apply(objects(NAMESPACE, CRD, GADGET, CONFIG_MAP), inTeamA(),
                cluster.control(Duration.ofSeconds(20)));

        assertEquals(first, second, "same uids and resourceVersions");
        assertEquals(before, cluster.store().resourceVersion(), "no object was written");
    }

    @Test
    void identitiesResolveScopeFromDiscoveryAndFromCrdsInTheSet() {
        List<ObjectIdentity> ids = applier.identities(objects(CRD, CONFIG_MAP, NAMESPACE,
                GADGET.replace(", namespace: team-a", "")), "team-a");

        assertEquals(List.of(new ObjectIdentity(ObjectIdentity.CRD_API_VERSION, "CustomResourceDefinition", null,
                        "gadgets.example.com"),
                new ObjectIdentity("v1", "ConfigMap", "team-a", "settings"),
                new ObjectIdentity("v1", "Namespace", null, "team-a"),
                new ObjectIdentity("example.com/v1", "Gadget", "team-a", "g1")), ids);
    }

    /**
     * The rights an apply needs come from the same REST mapping as the apply (discovery, else a CRD of the set):
     * a custom resource's plural from its CRD, its namespace from the default, cluster-scoped kinds cluster-wide;
     * asked without writing anything. A kind nothing defines is left to the apply's own "install the CRD" failure.
     */
    @Test
    void rightsToApplyNameEachResourceWithTheVerbsOfAServerSideApply() {
        var before = cluster.store().resourceVersion();
        String widget = "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w1}\n";

        List<KubeRight> rights = applier.rightsToApply(objects(CRD, NAMESPACE, GADGET.replace(", namespace: team-a", ""),
                widget), "team-a");

        List<KubeRight> expected = new ArrayList<>();
        for (String[] r : new String[][] {{"apiextensions.k8s.io", "customresourcedefinitions", null},
                {"", "namespaces", null}, {"example.com", "gadgets", "team-a"}}) {
            for (String verb : List.of("get", "create", "patch")) {
                expected.add(KubeRight.of(verb, r[0], r[1], r[2]));
            }
        }
        assertEquals(expected, rights);
        assertEquals(before, cluster.store().resourceVersion(), "no object was written");
    }

    @Test
    void aNamespacedObjectWithoutNamespaceNeedsADefault() {
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> applier.apply(objects(CONFIG_MAP),
                ApplyOptions.defaults(), cluster.control(Duration.ofSeconds(30))));
        assertTrue(e.getMessage().contains("v1 ConfigMap settings is namespaced but names no namespace"), e.getMessage());
    }

    @Test
    void pruneDeletesWhatLeftTheSet() {
        List<AppliedObject> before = applier.apply(objects(NAMESPACE, CRD, GADGET, CONFIG_MAP), inTeamA(),
                cluster.control(Duration.ofSeconds(20)));
        List<AppliedObject> after = applier.apply(objects(NAMESPACE, CRD, CONFIG_MAP), inTeamA(),
                cluster.control(Duration.ofSeconds(20)));

        List<ObjectIdentity> pruned = applier.prune(before.stream().map(AppliedObject::identity).toList(),
                after.stream().map(AppliedObject::identity).toList(), cluster.control(Duration.ofSeconds(20)));

        assertEquals(List.of(new ObjectIdentity("example.com/v1", "Gadget", "team-a", "g1")), pruned);
        assertTrue(applier.get(pruned.get(0)).isEmpty());
        assertTrue(applier.get(after.get(2).identity()).isPresent(), "the ConfigMap stays");
    }

    @Test
    void deletesCustomResourcesBeforeTheirCrdAndNamespacesLast() throws Exception {
        List<AppliedObject> applied = applier.apply(objects(NAMESPACE, CRD, GADGET, CONFIG_MAP), inTeamA(),
                cluster.control(Duration.ofSeconds(20)));
        List<String> expected = List.of("Gadget/g1", "ConfigMap/settings", "CustomResourceDefinition/gadgets.example.com",
                "Namespace/team-a");
        List<String> deleted = new CopyOnWriteArrayList<>();
        var gadgetType = cluster.store().type("example.com/v1", "Gadget");
        try (AutoCloseable a = cluster.store().subscribe(gadgetType, e -> record(e.type(), e.object(), deleted));
             AutoCloseable b = cluster.store().subscribe(BuiltinTypes.CRD, e -> record(e.type(), e.object(), deleted));
             AutoCloseable c = cluster.store().subscribe(BuiltinTypes.CONFIG_MAP, e -> record(e.type(), e.object(), deleted));
             AutoCloseable d = cluster.store().subscribe(BuiltinTypes.NAMESPACE, e -> record(e.type(), e.object(), deleted))) {
            applier.delete(applied.stream().map(AppliedObject::identity).toList(), cluster.control(Duration.ofSeconds(20)));
            // the store's event thread delivers the DELETED events after the deletes themselves
            Poll.until("the four DELETED events", Duration.ofSeconds(30), () -> deleted.size() >= expected.size(),
                    deleted::toString);
        }
        assertEquals(expected, deleted);
        for (AppliedObject a : applied) {
            assertTrue(applier.get(a.identity()).isEmpty(), a.identity() + " is gone");
        }
    }

    private static void record(String type, JsonObject object, List<String> out) {
        if ("DELETED".equals(type)) {
            out.add(object.get("kind").getAsString() + "/" + object.getAsJsonObject("metadata").get("name").getAsString());
        }
    }

    @Test
    void deletingWhatIsAlreadyGoneSucceeds() {
        applier.delete(List.of(new ObjectIdentity("v1", "ConfigMap", "default", "never-there"),
                new ObjectIdentity("example.com/v1", "Gadget", "default", "kind-not-served")),
                cluster.control(Duration.ofSeconds(30)));
    }

    @Test
    void aConflictWithAnotherManagerFailsNamingItUnlessForced() {
        applier.apply(objects(NAMESPACE, CONFIG_MAP), inTeamA(), cluster.control(Duration.ofSeconds(10)));
        cluster.store().apply(BuiltinTypes.CONFIG_MAP, "team-a", "settings",
                JsonParser.parseString("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"settings\"},"
                        + "\"data\":{\"a\":\"2\"}}").getAsJsonObject(), WriteScope.MAIN, "kubectl-edit", true);

        KubeOperationException e = assertThrows(KubeOperationException.class, () -> applier.apply(objects(CONFIG_MAP),
                inTeamA(), cluster.control(Duration.ofSeconds(10))));
        assertTrue(e.getMessage().contains("apply of v1 ConfigMap team-a/settings conflicts"), e.getMessage());
        assertTrue(e.getMessage().contains("kubectl-edit"), e.getMessage());

        applier.apply(objects(CONFIG_MAP), new ApplyOptions("vkcs-gpu", "team-a", true),
                cluster.control(Duration.ofSeconds(10)));
        assertEquals("1", applier.get(new ObjectIdentity("v1", "ConfigMap", "team-a", "settings")).orElseThrow()
                .getAdditionalProperties().get("data") instanceof Map<?, ?> m ? (String) m.get("a") : null);
    }

    @Test
    void anObjectOfAKindNobodyServesWaitsUntilTheDeadline() {
        WaitTimeoutException e = assertThrows(WaitTimeoutException.class, () -> applier.apply(objects(NAMESPACE, GADGET),
                inTeamA(), cluster.control(Duration.ofMillis(300))));
        assertTrue(e.getMessage().contains("kind Gadget (example.com/v1) to be served"), e.getMessage());
        assertTrue(cluster.progress.stream().anyMatch(p -> p.contains("install the CRD that defines it")));
    }

    @Test
    void aCancelledWaitStops() {
        WaitControl cancelled = WaitControl.of(Instant.now().plusSeconds(30), () -> true, line -> { });
        assertThrows(WaitCancelledException.class, () -> applier.apply(objects(GADGET), inTeamA(), cancelled));
    }

    @Test
    void getReadsTheLiveObject() {
        applier.apply(objects(NAMESPACE, CONFIG_MAP), inTeamA(), cluster.control(Duration.ofSeconds(10)));
        GenericKubernetesResource live = applier.get(new ObjectIdentity("v1", "ConfigMap", "team-a", "settings"))
                .orElseThrow();
        assertFalse(live.getMetadata().getUid().isEmpty());
    }
}

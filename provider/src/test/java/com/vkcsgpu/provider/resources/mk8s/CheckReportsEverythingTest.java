package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.cluster;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.nodeGroup;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.taint;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Check answers every problem in one round: type and required-field errors do not hide the resource's
 * own rules, nulls inside lists and maps are refused by path, secret values are never repeated, and
 * "is required" quotes the whole first sentence of the description.
 */
class CheckReportsEverythingTest {
    private static final ResourceHandler<?, ?> CLUSTER = Inputs.offline(ClusterResource::new);
    private static final ResourceHandler<?, ?> NODE_GROUP = Inputs.offline(NodeGroupResource::new);

    private static Map<String, String> failuresByPath(ResourceHandler<?, ?> handler, Map<String, Object> inputs) {
        return handler.check(inputs).failures().stream().collect(Collectors.toMap(f -> f.path().toString(),
                Diagnostics.Failure::reason, (a, b) -> a + " | " + b, LinkedHashMap::new));
    }

    @Test
    void missingRequiredPropertiesDoNotHideABadName() {
        Map<String, String> failures = failuresByPath(NODE_GROUP, map("name", "Bad_Name!"));
        assertEquals(List.of("clusterId", "availabilityZone", "flavorId", "name"),
                failures.keySet().stream().filter(p -> !p.equals("fixedScale")).toList(), failures.toString());
        assertTrue(failures.get("name").contains("lowercase Latin letters"), failures.get("name"));
    }

    @Test
    void aTypeErrorDoesNotHideTheOtherProperties() {
        Map<String, String> failures = failuresByPath(CLUSTER, with(cluster(), "masterCount", "three", "name", "Bad_Name"));
        assertEquals(List.of("masterCount", "name"), List.copyOf(failures.keySet()), failures.toString());
        assertTrue(failures.get("masterCount").contains("must be a whole number"), failures.get("masterCount"));
        assertTrue(failures.get("name").contains("lowercase Latin letters"), failures.get("name"));
    }

    @Test
    void aRejectedValueGetsOneFailureNotASecondFromTheRules() {
        // masterCount "three" decodes to 0: the topology rule must not add "has 1, 3 or 5 masters, got 0".
        Map<String, String> failures = failuresByPath(CLUSTER, with(cluster(), "masterCount", "three"));
        assertEquals(Map.of("masterCount", failures.get("masterCount")), failures);
        assertFalse(failures.get("masterCount").contains("got 0"), failures.get("masterCount"));
    }

    @Test
    void nullsInListsAndMapsAreRefusedByPath() {
        Map<String, Object> inputs = with(nodeGroup(), "taints", Arrays.asList(taint("gpu", "a", "NoSchedule"), null),
                "labels", new LinkedHashMap<>(Map.of("team", "ml")));
        @SuppressWarnings("unchecked")
        Map<String, Object> labels = (Map<String, Object>) inputs.get("labels");
        labels.put("a", null);
        Map<String, String> failures = failuresByPath(NODE_GROUP, inputs);
        assertEquals(java.util.Set.of("taints[1]", "labels.a"), failures.keySet(), failures.toString());
        assertTrue(failures.get("taints[1]").contains("must not be null; remove the entry"), failures.toString());
        assertTrue(failures.get("labels.a").contains("must not be null; remove the key"), failures.toString());
    }

    @Test
    void aFailureAboutASecretValueNeverRepeatsIt() {
        Map<String, Object> inputs = with(nodeGroup(), "labels", map("team", Values.secret("ml team")),
                "taints", List.of(taint("gpu", "a b", "NoSchedule")));
        inputs.put("taints", Values.secret(inputs.get("taints")));
        Map<String, String> failures = failuresByPath(NODE_GROUP, inputs);
        assertEquals(List.of("labels.team", "taints[0].value"), List.copyOf(failures.keySet()), failures.toString());
        failures.values().forEach(reason -> {
            assertFalse(reason.contains("ml team") || reason.contains("a b"), reason);
            assertTrue(reason.contains("[secret]"), reason);
        });
    }

    @Test
    void isRequiredQuotesTheWholeFirstSentenceOfTheDescription() {
        String reason = failuresByPath(NODE_GROUP, with(nodeGroup(), "availabilityZone", Inputs.ABSENT))
                .get("availabilityZone");
        assertTrue(reason.matches("is required \\(.*e\\.g\\. .+\\)"), reason);
    }
}

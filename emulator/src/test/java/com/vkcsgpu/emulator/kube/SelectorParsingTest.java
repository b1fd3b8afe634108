package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SelectorParsingTest {

    @Test
    void setRequirementsKeepCommasInsideParentheses() {
        LabelSelector selector = LabelSelector.parse("app in (a, b),tier notin (x),!legacy");
        assertTrue(selector.matches(Map.of("app", "b")));
        assertFalse(selector.matches(Map.of("app", "b", "tier", "x")));
        assertFalse(selector.matches(Map.of("app", "b", "legacy", "")));
        assertFalse(selector.matches(Map.of("app", "c")));
    }

    @Test
    void badSelectorsAreRejectedWithTheSelectorInTheMessage() {
        KubeApiException labels = assertThrows(KubeApiException.class, () -> LabelSelector.parse("app in a,b"));
        assertEquals(400, labels.code());
        assertTrue(labels.getMessage().contains("app in a,b"), labels.getMessage());
        KubeApiException fields = assertThrows(KubeApiException.class, () -> FieldSelector.parse("spec.nodeName"));
        assertTrue(fields.getMessage().contains("path=value"), fields.getMessage());
    }

    @Test
    void labelSelectorObjectsBecomeRequirements() {
        LabelSelector selector = LabelSelector.fromObject(JsonParser.parseString(
                "{\"matchLabels\":{\"app\":\"v\"},\"matchExpressions\":[{\"key\":\"gpu\",\"operator\":\"Exists\"}]}")
                .getAsJsonObject());
        assertTrue(selector.matches(Map.of("app", "v", "gpu", "1")));
        assertFalse(selector.matches(Map.of("app", "v")));
    }

    @Test
    void quantitiesCompareAcrossUnits() {
        assertEquals(0, Quantities.parse("1536Mi").compareTo(Quantities.parse("1.5Gi")));
        assertEquals(0, Quantities.parse("500m").compareTo(Quantities.parse("0.5")));
    }
}

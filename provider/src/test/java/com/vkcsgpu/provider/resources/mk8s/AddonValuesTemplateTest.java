package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AddonValuesTemplateTest {
    private static final String TEMPLATE = """
            # VK's template
            driver:
              enabled: true
              version: "550.127.05"
            node-feature-discovery:
              worker:
                nodeSelector:
                  mcs.mail.ru/gpu-exists: "true"
                tolerations:
                  - key: nvidia.com
                    value: gpu
            devicePlugin:
              config:
                name: mps-config
            """;

    @Test
    void mappingsMergeKeyByKeyAndListsAndScalarsReplace() {
        String merged = AddonValuesTemplate.merged(TEMPLATE, """
                {"driver":{"version":"570.86.15"},
                 "node-feature-discovery":{"worker":{"tolerations":[{"key":"nvidia.com/gpu","operator":"Exists"}]}}}
                """);

        assertEquals("{\"driver\":{\"enabled\":true,\"version\":\"570.86.15\"},\"node-feature-discovery\":{\"worker\":"
                + "{\"nodeSelector\":{\"mcs.mail.ru/gpu-exists\":\"true\"},\"tolerations\":[{\"key\":\"nvidia.com/gpu\","
                + "\"operator\":\"Exists\"}]}},\"devicePlugin\":{\"config\":{\"name\":\"mps-config\"}}}", merged);
    }

    @Test
    void aNullDeletesTheTemplatesKeyAsHelmDoes() {
        String merged = AddonValuesTemplate.merged(TEMPLATE, "devicePlugin:\n  config: null\n");

        assertFalse(merged.contains("mps-config"), merged);
        assertTrue(merged.contains("\"devicePlugin\":{}"), merged);
    }

    @Test
    void anAbsentTemplateLeavesTheValuesAsTheyAre() {
        assertEquals("{\"a\":{\"b\":1}}", AddonValuesTemplate.merged(null, "a:\n  b: 1\n"));
        assertEquals("{\"a\":{\"b\":1}}", AddonValuesTemplate.merged("  ", "{\"a\":{\"b\":1}}"));
    }

    @Test
    void valuesAreComparedByContentNotText() {
        assertTrue(AddonValuesTemplate.sameValues("a:\n  b: \"x\"\n  c: [1, 2]\n", "{\"a\":{\"c\":[1,2],\"b\":\"x\"}}"));
        assertFalse(AddonValuesTemplate.sameValues("a:\n  b: x\n", "{\"a\":{\"b\":\"y\"}}"));
        assertFalse(AddonValuesTemplate.sameValues("a: [1, 2]\n", "a: [2, 1]\n"), "list order is meaning");
    }

    @Test
    void somethingThatIsNotAMappingIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AddonValuesTemplate.merged(TEMPLATE, "- a\n- b\n"));
        assertEquals("values is not a YAML mapping but a list", e.getMessage());
        assertTrue(AddonValuesTemplate.problem("a: [").startsWith("values is not valid YAML"));
        assertNull(AddonValuesTemplate.problem("a: 1"));
    }
}

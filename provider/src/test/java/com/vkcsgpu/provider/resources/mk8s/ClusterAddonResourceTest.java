package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.addon;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.InvalidInputException;

import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Check and Diff of {@code vkcs-gpu:mk8s:ClusterAddon}, offline. */
class ClusterAddonResourceTest {
    private static final ResourceHandler<?, ?> ADDON = Inputs.offline(ClusterAddonResource::new);

    @Test
    void validInputsPassCheck() {
        assertEquals(List.of(), ADDON.check(addon()).failures());
        assertEquals(List.of(), ADDON.check(with(addon(), "values", Inputs.unknown())).failures());
        assertEquals(List.of(), ADDON.check(with(addon(), "clusterId", Inputs.unknown())).failures());
    }

    static Stream<Arguments> diffs() {
        Map<String, Object> base = addon();
        return Stream.of(
                Arguments.of("no change", base, base, ""),
                Arguments.of("a higher version replaces", with(base, "addonVersion", "24.6.2"), base, "addonVersion!"),
                Arguments.of("the same version written the same", base, with(base, "addonVersion", "24.9.0"), ""),
                Arguments.of("values in place", base, with(base, "values", "{}"), "values"),
                Arguments.of("namespace replaces", base, with(base, "namespace", "nvidia"), "namespace!"),
                Arguments.of("addon replaces", base, with(base, "addonName", "ingress-nginx"), "addonName!"),
                Arguments.of("cluster replaces", base, with(base, "clusterId", "2AbCdEfGhIjKlMnOpQrStUvWxYz"), "clusterId!"));
    }

    @Test
    void aLowerVersionFailsThePreviewNamingBothAndTheRule() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Diffs.diff(ADDON, addon(), with(addon(), "addonVersion", "24.6.2")));
        assertTrue(e.getMessage().startsWith("addonVersion: gpu-operator 24.9.0 cannot be downgraded to 24.6.2;"
                + " VK Cloud addon versions only go up"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("diffs")
    void diffIsFieldLevel(String name, Map<String, Object> olds, Map<String, Object> news, String expected) {
        assertEquals(expected, Diffs.summary(Diffs.diff(ADDON, olds, news)));
    }
}

package com.vkcsgpu.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SyntaxTest {

    static Stream<Arguments> valid() {
        return Stream.of(
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "team"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "nvidia.com/gpu"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "vkcs-gpu.io/pool"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "A_b.c-9"),
                rule("labelValue", KubernetesSyntax::labelValueProblem, ""),
                rule("labelValue", KubernetesSyntax::labelValueProblem, "present"),
                rule("labelValue", KubernetesSyntax::labelValueProblem, "A100_80GB"),
                rule("taintEffect", KubernetesSyntax::taintEffectProblem, "NoSchedule"),
                rule("taintEffect", KubernetesSyntax::taintEffectProblem, "PreferNoSchedule"),
                rule("taintEffect", KubernetesSyntax::taintEffectProblem, "NoExecute"),
                rule("dns1123Label", KubernetesSyntax::dns1123LabelProblem, "ml-training"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "gpu-prod"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "a1b"),
                rule("nodeGroupName", VkCloudSyntax::nodeGroupNameProblem, "h200"),
                rule("version", VkCloudSyntax::versionProblem, "v1.34.2"),
                rule("ksuid", VkCloudSyntax::ksuidProblem, "39UdIv4W0EegBs2EYVeGdas38do"),
                rule("uuid", VkCloudSyntax::uuidProblem, "3f0c4a5e-8d6b-4d34-9d6f-2a1b7c9e0f12"),
                rule("cidr", VkCloudSyntax::ipv4CidrProblem, "10.100.0.0/16"));
    }

    static Stream<Arguments> invalid() {
        return Stream.of(
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "", "must not be empty"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "-team", "starting and ending"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "a/b/c", "more than one '/'"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "Example.com/x", "DNS subdomain"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "/x", "DNS subdomain"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "x".repeat(64), "1-63"),
                rule("labelKey", KubernetesSyntax::labelKeyProblem, "team name", "letters, digits"),
                rule("labelValue", KubernetesSyntax::labelValueProblem, "a b", "at most 63"),
                rule("labelValue", KubernetesSyntax::labelValueProblem, "v".repeat(64), "at most 63"),
                rule("labelValue", KubernetesSyntax::labelValueProblem, "-x", "starting and ending"),
                rule("taintEffect", KubernetesSyntax::taintEffectProblem, "noschedule", "NoSchedule, PreferNoSchedule, NoExecute"),
                rule("taintEffect", KubernetesSyntax::taintEffectProblem, null, "is not one of"),
                rule("dns1123Label", KubernetesSyntax::dns1123LabelProblem, "ML", "lowercase"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "ab", "3-24"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "a".repeat(25), "3-24"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "1gpu", "starting with a letter"),
                rule("nodeGroupName", VkCloudSyntax::nodeGroupNameProblem, "8x-h200", "starting with a letter"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "gpu--prod", "consecutive hyphens"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "GPU-prod", "lowercase"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "gpu-", "ending with a letter or digit"),
                rule("clusterName", VkCloudSyntax::clusterNameProblem, "gpu_prod", "lowercase"),
                rule("nodeGroupName", VkCloudSyntax::nodeGroupNameProblem, "master", "reserved"),
                rule("version", VkCloudSyntax::versionProblem, "1.34.2", "v1.34.2"),
                rule("version", VkCloudSyntax::versionProblem, "v1.34", "v1.34.2"),
                rule("ksuid", VkCloudSyntax::ksuidProblem, "not-a-ksuid", "27 letters"),
                rule("uuid", VkCloudSyntax::uuidProblem, "1234", "not a UUID"),
                rule("cidr", VkCloudSyntax::ipv4CidrProblem, "10.100.0.0", "IPv4 CIDR"),
                rule("cidr", VkCloudSyntax::ipv4CidrProblem, "10.300.0.0/16", "IPv4 CIDR"),
                rule("cidr", VkCloudSyntax::ipv4CidrProblem, "10.0.0.0/33", "IPv4 CIDR"));
    }

    @ParameterizedTest(name = "{0} accepts {2}")
    @MethodSource("valid")
    void accepts(String rule, Function<String, Optional<String>> check, String value) {
        assertEquals(Optional.empty(), check.apply(value), rule + " rejected '" + value + "'");
    }

    @ParameterizedTest(name = "{0} rejects {2}")
    @MethodSource("invalid")
    void rejectsWithAHelpfulMessage(String rule, Function<String, Optional<String>> check, String value, String expected) {
        Optional<String> problem = check.apply(value);
        assertTrue(problem.isPresent(), rule + " accepted '" + value + "'");
        assertTrue(problem.get().contains(expected), "message '" + problem.get() + "' should mention '" + expected + "'");
    }

    private static Arguments rule(String name, Function<String, Optional<String>> check, String value) {
        return Arguments.of(name, check, value);
    }

    private static Arguments rule(String name, Function<String, Optional<String>> check, String value, String expected) {
        return Arguments.of(name, check, value, expected);
    }

    @org.junit.jupiter.api.Test
    void selectorsAreDisjointOnlyWhenTheyRequireDifferentValuesOfOneKey() {
        assertTrue(KubernetesSyntax.selectorsDisjoint(java.util.Map.of("vkcs-gpu.io/pool", "a100"),
                java.util.Map.of("vkcs-gpu.io/pool", "l4", "gpu", "yes")));
        assertEquals(false, KubernetesSyntax.selectorsDisjoint(java.util.Map.of("vkcs-gpu.io/pool", "a100"),
                java.util.Map.of("vkcs-gpu.io/pool", "a100")), "the same selector");
        assertEquals(false, KubernetesSyntax.selectorsDisjoint(java.util.Map.of("pool", "a100"),
                java.util.Map.of("zone", "gz1")), "a node can carry both labels");
    }
}

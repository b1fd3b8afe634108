package com.vkcsgpu.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shared syntax rules at their exact limits (the longest value accepted, one more refused), and the rules of
 * quotas, RBAC subjects, taint values and node counts, each refusal in its own words.
 */
class SyntaxLimitsTest {

    static Stream<Arguments> acceptedAtTheLimit() {
        return Stream.of(
                rule("label key name of 63", KubernetesSyntax::labelKeyProblem, "k".repeat(63)),
                rule("label key prefix of 253", KubernetesSyntax::labelKeyProblem, subdomain(253) + "/team"),
                rule("label value of 63", KubernetesSyntax::labelValueProblem, "v".repeat(63)),
                rule("namespace of 63", KubernetesSyntax::dns1123LabelProblem, "n".repeat(63)),
                rule("cluster name of 24", VkCloudSyntax::clusterNameProblem, "c".repeat(24)),
                rule("cluster name of 3", VkCloudSyntax::clusterNameProblem, "abc"),
                rule("CIDR with 255 in every octet and /32", VkCloudSyntax::ipv4CidrProblem, "255.255.255.255/32"),
                rule("CIDR /0", VkCloudSyntax::ipv4CidrProblem, "0.0.0.0/0"),
                rule("taint value", VkCloudSyntax::taintValueProblem, "present"),
                rule("quantity in Gi", KubernetesSyntax::quantityProblem, "64Gi"),
                rule("quantity in milli", KubernetesSyntax::quantityProblem, "500m"),
                rule("quantity of 0", KubernetesSyntax::quantityProblem, "0"),
                rule("quantity with a plus sign", KubernetesSyntax::quantityProblem, "+2"),
                rule("extended resource", KubernetesSyntax::extendedResourceNameProblem, "nvidia.com/mig-1g.10gb"),
                rule("RBAC group", KubernetesSyntax::rbacSubjectProblem, "ml-team"),
                rule("RBAC user of 253", KubernetesSyntax::rbacSubjectProblem, "u".repeat(253)));
    }

    static Stream<Arguments> refusedJustBeyond() {
        return Stream.of(
                rule("label key prefix of 254", KubernetesSyntax::labelKeyProblem, subdomain(254) + "/team",
                        "label key prefix '" + subdomain(254) + "' must be a lowercase DNS subdomain of at most 253 characters"),
                rule("label key with an empty name", KubernetesSyntax::labelKeyProblem, "example.com/",
                        "label key name '' must be 1-63 characters"),
                rule("namespace of 64", KubernetesSyntax::dns1123LabelProblem, "n".repeat(64),
                        "'" + "n".repeat(64) + "' must be 1-63 lowercase letters"),
                rule("empty namespace", KubernetesSyntax::dns1123LabelProblem, "", "'' must be 1-63"),
                rule("CIDR octet of 256", VkCloudSyntax::ipv4CidrProblem, "10.0.0.256/8", "'10.0.0.256/8' is not an IPv4 CIDR"),
                rule("CIDR first octet of 256", VkCloudSyntax::ipv4CidrProblem, "256.0.0.0/8", "'256.0.0.0/8' is not an IPv4 CIDR"),
                rule("no CIDR", VkCloudSyntax::ipv4CidrProblem, null, "'null' is not an IPv4 CIDR"),
                rule("empty taint value", VkCloudSyntax::taintValueProblem, "", "must not be empty: VK Cloud requires a taint value"),
                rule("no taint value", VkCloudSyntax::taintValueProblem, null, "must not be empty"),
                rule("taint value of 64", VkCloudSyntax::taintValueProblem, "v".repeat(64), "label value '" + "v".repeat(64) + "' must be at most 63 characters"),
                rule("no cluster name", VkCloudSyntax::clusterNameProblem, null, "cluster name 'null' must be 3-24 characters long"),
                rule("node group name of 25", VkCloudSyntax::nodeGroupNameProblem, "n".repeat(25),
                        "node group name '" + "n".repeat(25) + "' must be 3-24 characters long"),
                rule("quantity that is no number", KubernetesSyntax::quantityProblem, "lots",
                        "'lots' is not a Kubernetes quantity; write a number with an optional suffix, such as 16, 500m, 64Gi"),
                rule("no quantity", KubernetesSyntax::quantityProblem, null, "'null' is not a Kubernetes quantity"),
                rule("negative quantity", KubernetesSyntax::quantityProblem, "-1", "'-1' is negative; a cap must be 0 or more"),
                rule("resource without a domain", KubernetesSyntax::extendedResourceNameProblem, "gpu",
                        "'gpu' is not an extended resource name; use '<domain>/<name>'"),
                rule("no resource", KubernetesSyntax::extendedResourceNameProblem, null, "'null' is not an extended resource name"),
                rule("resource with requests.", KubernetesSyntax::extendedResourceNameProblem, "requests.nvidia.com/gpu",
                        "'requests.nvidia.com/gpu': give the resource name without the 'requests.' prefix"),
                rule("resource with limits.", KubernetesSyntax::extendedResourceNameProblem, "limits.nvidia.com/gpu",
                        "'limits.nvidia.com/gpu': give the resource name without the 'requests.' prefix"),
                rule("resource in kubernetes.io", KubernetesSyntax::extendedResourceNameProblem, "kubernetes.io/gpu",
                        "'kubernetes.io/gpu' is in the kubernetes.io domain"),
                rule("resource in a kubernetes.io subdomain", KubernetesSyntax::extendedResourceNameProblem, "node.kubernetes.io/gpu",
                        "'node.kubernetes.io/gpu' is in the kubernetes.io domain"),
                rule("resource with a bad name", KubernetesSyntax::extendedResourceNameProblem, "nvidia.com/-gpu",
                        "resource name name '-gpu' must be 1-63 characters"),
                rule("empty RBAC subject", KubernetesSyntax::rbacSubjectProblem, " ", "must not be empty"),
                rule("no RBAC subject", KubernetesSyntax::rbacSubjectProblem, null, "must not be empty"),
                rule("RBAC subject with spaces around", KubernetesSyntax::rbacSubjectProblem, " ml-team",
                        "' ml-team' has leading or trailing whitespace; remove it"),
                rule("RBAC subject with a control character", KubernetesSyntax::rbacSubjectProblem, "ml\u0007team",
                        "'ml?team' contains control characters"),
                rule("system: RBAC subject", KubernetesSyntax::rbacSubjectProblem, "system:authenticated",
                        "'system:authenticated' is a reserved system: identity"),
                rule("RBAC subject of 254", KubernetesSyntax::rbacSubjectProblem, "u".repeat(254), "must be at most 253 characters"));
    }

    @ParameterizedTest(name = "accepts {0}")
    @MethodSource("acceptedAtTheLimit")
    void acceptsAtTheLimit(String what, Function<String, Optional<String>> rule, String value) {
        assertEquals(Optional.empty(), rule.apply(value), what);
    }

    @ParameterizedTest(name = "refuses {0}")
    @MethodSource("refusedJustBeyond")
    void refusesJustBeyondInItsOwnWords(String what, Function<String, Optional<String>> rule, String value, String words) {
        Optional<String> problem = rule.apply(value);
        assertTrue(problem.isPresent(), what + " was accepted");
        assertTrue(problem.get().startsWith(words), what + ": '" + problem.get() + "' should start with '" + words + "'");
    }

    @Test
    void nodeCountsRunFromOneToFiveHundred() {
        assertEquals(Optional.empty(), VkCloudSyntax.nodeCountProblem(1));
        assertEquals(Optional.empty(), VkCloudSyntax.nodeCountProblem(500));
        assertTrue(VkCloudSyntax.nodeCountProblem(0).orElseThrow().startsWith("must be 1 to 500, got 0 (a VK Cloud node group"));
        assertTrue(VkCloudSyntax.nodeCountProblem(501).orElseThrow().startsWith("must be 1 to 500, got 501"));
    }

    /** A lowercase DNS subdomain of exactly {@code length} characters: labels of 63 joined by dots. */
    private static String subdomain(int length) {
        StringBuilder name = new StringBuilder();
        while (name.length() < length) {
            if (name.length() > 0) {
                name.append('.');
            }
            name.append("a".repeat(Math.min(63, length - name.length())));
        }
        return name.toString();
    }

    private static Arguments rule(String what, Function<String, Optional<String>> rule, String value) {
        return Arguments.of(what, rule, value);
    }

    private static Arguments rule(String what, Function<String, Optional<String>> rule, String value, String words) {
        return Arguments.of(what, rule, value, words);
    }
}

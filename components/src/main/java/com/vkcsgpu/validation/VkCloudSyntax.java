package com.vkcsgpu.validation;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * VK Cloud managed Kubernetes (gen-2) value rules, as the VK Terraform provider enforces them
 * before calling the API (vk-cs/terraform-provider-vkcs {@code vkcs/kubernetes/schema_validators}:
 * cluster_name.go, ng_name.go, cluster_version.go, ksuid.go, uuid.go, cidr.go).
 */
public final class VkCloudSyntax {
    private static final int NAME_MIN = 3;
    private static final int NAME_MAX = 25;
    private static final Pattern NAME = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");
    private static final Pattern VERSION = Pattern.compile("v(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)");
    private static final Pattern KSUID = Pattern.compile("[0-9A-Za-z]{27}");
    private static final Pattern UUID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern IPV4_CIDR = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})/(\\d{1,2})");

    private VkCloudSyntax() {}

    /** A cluster name: 3-25 lowercase letters, digits and '-', alphanumeric at both ends, no "--". */
    public static Optional<String> clusterNameProblem(String name) {
        return nameProblem("cluster", name);
    }

    /** A node group name: the cluster-name rules, and not the reserved word "master". */
    public static Optional<String> nodeGroupNameProblem(String name) {
        if ("master".equals(name)) {
            return Optional.of("node group name 'master' is reserved by VK Cloud; choose another name");
        }
        return nameProblem("node group", name);
    }

    /** A Kubernetes version as the gen-2 API writes it: {@code vX.Y.Z}. */
    public static Optional<String> versionProblem(String version) {
        if (version != null && VERSION.matcher(version).matches()) {
            return Optional.empty();
        }
        return Optional.of("version '" + version + "' must look like v1.34.2 (a 'v', then major.minor.patch)");
    }

    /** A gen-2 object id: a KSUID of 27 base62 characters, such as {@code 39UdIv4W0EegBs2EYVeGdas38do}. */
    public static Optional<String> ksuidProblem(String id) {
        if (id != null && KSUID.matcher(id).matches()) {
            return Optional.empty();
        }
        return Optional.of("'" + id + "' is not a gen-2 id (27 letters and digits, such as 39UdIv4W0EegBs2EYVeGdas38do)");
    }

    /** A UUID such as a network, subnet or flavor id. */
    public static Optional<String> uuidProblem(String id) {
        if (id != null && UUID.matcher(id).matches()) {
            return Optional.empty();
        }
        return Optional.of("'" + id + "' is not a UUID (such as 3f0c4a5e-8d6b-4d34-9d6f-2a1b7c9e0f12)");
    }

    /** An IPv4 CIDR such as {@code 10.100.0.0/16}. */
    public static Optional<String> ipv4CidrProblem(String cidr) {
        var matcher = cidr == null ? null : IPV4_CIDR.matcher(cidr);
        if (matcher != null && matcher.matches()) {
            boolean octetsValid = true;
            for (int group = 1; group <= 4; group++) {
                octetsValid &= Integer.parseInt(matcher.group(group)) <= 255;
            }
            if (octetsValid && Integer.parseInt(matcher.group(5)) <= 32) {
                return Optional.empty();
            }
        }
        return Optional.of("'" + cidr + "' is not an IPv4 CIDR such as 10.100.0.0/16");
    }

    private static Optional<String> nameProblem(String what, String name) {
        if (name == null || name.length() < NAME_MIN || name.length() > NAME_MAX) {
            return Optional.of(what + " name '" + name + "' must be " + NAME_MIN + "-" + NAME_MAX + " characters long");
        }
        if (name.contains("--")) {
            return Optional.of(what + " name '" + name + "' must not contain consecutive hyphens (--)");
        }
        if (!NAME.matcher(name).matches()) {
            return Optional.of(what + " name '" + name
                    + "' must consist of lowercase Latin letters, digits and '-', starting and ending with a letter or digit");
        }
        return Optional.empty();
    }
}

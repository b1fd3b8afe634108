package com.vkcsgpu.domain;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * VK Cloud managed Kubernetes (gen-2) value rules, as the VK Terraform provider enforces them
 * before calling the API (vk-cs/terraform-provider-vkcs {@code vkcs/kubernetes/schema_validators}:
 * cluster_name.go, ng_name.go, cluster_version.go, ksuid.go, uuid.go, cidr.go), narrowed where VK's
 * documentation is stricter (names: {@link #NAME_SOURCE}).
 */
public final class VkCloudSyntax {
    private static final int NAME_MIN = 3;
    private static final int NAME_MAX = 24;
    private static final Pattern NAME = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");
    /**
     * Where VK documents the name rules of clusters and node groups: at most 24 characters, a hard limit
     * (https://cloud.vk.com/docs/en/tools-for-using-services/account/concepts/quotasandlimits, vk-cs/docs-public
     * docs/en/tools-for-using-services/account/concepts/quotasandlimits/quotasandlimits.md), starting with a
     * letter (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/create-cluster/create-webui-gen-2 and the
     * gen-2 node group settings, docs/en/kubernetes/k8s/instructions/helpers/node-group-settings); the Terraform
     * provider's validators allow 25 and a leading digit, which VK refuses.
     */
    public static final String NAME_SOURCE = "https://cloud.vk.com/docs/en/tools-for-using-services/account/concepts/quotasandlimits";
    private static final Pattern VERSION = Pattern.compile("v(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)");
    private static final Pattern KSUID = Pattern.compile("[0-9A-Za-z]{27}");
    private static final Pattern UUID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern IPV4_CIDR = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})/(\\d{1,2})");

    /** The fewest nodes a node group holds: VK Cloud has no empty node groups. */
    public static final int MIN_NODES = 1;
    /** The most nodes a node group holds. */
    public static final int MAX_NODES = 500;
    /**
     * Where VK documents the node group size limits: "from 1 to 500 nodes" (vk-cs/docs-public
     * ef2cc93978, docs/en/kubernetes/k8s/concepts/scale/scale.md); the gen-2 node group settings page
     * asks for "at least one node". The Terraform provider's client (gophercloud {@code required:"true"}
     * on fixed_scale.size and auto_scale.min_size) refuses 0 before any request.
     */
    public static final String NODE_COUNT_SOURCE = "https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/scale";

    /** What to do instead of a node group of zero nodes. */
    public static final String NO_NODES_FIX = "to have no nodes, remove the node group and add it again when needed "
            + "(see docs/howto/scale-to-zero.md in vkcs-gpu)";

    private VkCloudSyntax() {}

    /**
     * A node group's node count (a fixed size or an autoscaling bound): {@value #MIN_NODES} to
     * {@value #MAX_NODES}, citing VK's limit. The problem text says what was given and the limit.
     */
    public static Optional<String> nodeCountProblem(int count) {
        if (count >= MIN_NODES && count <= MAX_NODES) {
            return Optional.empty();
        }
        return Optional.of("must be " + MIN_NODES + " to " + MAX_NODES + ", got " + count
                + " (a VK Cloud node group holds " + MIN_NODES + " to " + MAX_NODES + " nodes: " + NODE_COUNT_SOURCE + ")");
    }

    /** A cluster name: 3-24 lowercase letters, digits and '-', starting with a letter, ending with a letter or digit, no "--". */
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

    /**
     * A node group taint's value: required and non-empty on VK Cloud (vk-cs/terraform-provider-vkcs v0.16.0,
     * vkcs/kubernetes/resource_kubernetes_node_group_v2/kubernetes_node_group_v2_resource_gen.go marks
     * taints.value Required, and gophercloud's {@code required:"true"} refuses ""), in label-value syntax.
     */
    public static Optional<String> taintValueProblem(String value) {
        if (value == null || value.isEmpty()) {
            return Optional.of("must not be empty: VK Cloud requires a taint value; give one such as 'present' "
                    + "(a toleration with operator Exists matches any value)");
        }
        return KubernetesSyntax.labelValueProblem(value);
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
                    + "' must consist of lowercase Latin letters, digits and '-', starting with a letter and ending with a letter or digit");
        }
        return Optional.empty();
    }
}

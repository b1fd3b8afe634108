package com.vkcsgpu.emulator.kube;

import java.util.List;
import java.util.Objects;

/**
 * Who a request comes from, as the API server's authenticators name it (k8s.io/apiserver
 * {@code user.Info}): a name and groups. Every authenticated user is also in
 * {@code system:authenticated}.
 *
 * @param name          the user name, e.g. {@code system:serviceaccount:kube-system:example-sa}
 * @param groups        the groups, {@code system:authenticated} included
 * @param grantedClusterRole a ClusterRole granted in every namespace and at the cluster scope outside the
 *                      cluster's RBAC objects, or null: how this emulator plays VK Cloud's keystone webhook,
 *                      which gives each console role its Kubernetes role (see {@code VkRole} in the cloud package)
 */
public record KubeUser(String name, List<String> groups, String grantedClusterRole) {
    /** The group every authenticated request belongs to. */
    public static final String AUTHENTICATED = "system:authenticated";
    /** The group upstream binds to {@code cluster-admin} ({@code user.SystemPrivilegedGroup}). */
    public static final String MASTERS = "system:masters";

    public KubeUser {
        Objects.requireNonNull(name, "name");
        groups = List.copyOf(groups);
    }

    /** A user of {@code system:masters}: the static-token kubeconfig's user. */
    public static KubeUser clusterAdmin(String name) {
        return new KubeUser(name, List.of(MASTERS, AUTHENTICATED), null);
    }

    /** A Keystone user whose console role grants {@code clusterRole} (null: none) across the cluster. */
    public static KubeUser keystone(String name, String clusterRole) {
        return new KubeUser(name, List.of(AUTHENTICATED), clusterRole);
    }

    /** The user a service-account token authenticates as (k8s.io/apiserver pkg/authentication/serviceaccount). */
    public static KubeUser serviceAccount(String namespace, String name) {
        return new KubeUser(serviceAccountName(namespace, name),
                List.of("system:serviceaccounts", "system:serviceaccounts:" + namespace, AUTHENTICATED), null);
    }

    static String serviceAccountName(String namespace, String name) {
        return "system:serviceaccount:" + namespace + ":" + name;
    }

    boolean isMaster() {
        return groups.contains(MASTERS);
    }
}

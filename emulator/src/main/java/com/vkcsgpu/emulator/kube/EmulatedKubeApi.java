package com.vkcsgpu.emulator.kube;

import java.net.URI;
import java.util.List;
import java.util.function.Predicate;

/**
 * The Kubernetes API server of one emulated cluster. The cloud emulator starts one per cluster
 * when it becomes RUNNING, builds the cluster's kubeconfig from {@link #serverUrl()},
 * {@link #bearerToken()} and the emulator CA, keeps the Node objects in step with the node
 * groups, and closes it when the cluster is deleted.
 */
public interface EmulatedKubeApi extends AutoCloseable {

    /** The https URL of the API server (loopback), as it goes into the kubeconfig. */
    URI serverUrl();

    /** The static token a client may present (the emulator's static-token kubeconfig); others get 401. */
    String bearerToken();

    /**
     * Also accepts bearer tokens that {@code keystoneTokens} accepts: VK Cloud's API server validates
     * the Keystone token a {@code keystone-auth} exec plugin returns (the k8s-keystone-auth webhook), so
     * a project's Keystone token authenticates to its clusters. The default accepts none.
     */
    default void acceptKeystoneTokens(Predicate<String> keystoneTokens) {}

    /**
     * Authenticates Keystone tokens as {@code users} says: the user a token stands for, with the ClusterRole its VK
     * console role grants ({@link KubeUser#grantedClusterRole()}), or empty when the token is not accepted. Tokens
     * it accepts are authorised by RBAC; those only {@link #acceptKeystoneTokens} accepts may do everything.
     */
    default void acceptKeystoneUsers(java.util.function.Function<String, java.util.Optional<KubeUser>> users) {}

    /**
     * Enforces VK's default security policies as {@code policy} says (the Gatekeeper templates and constraints, served
     * through the API). The default does nothing.
     */
    default void applyGatekeeper(GatekeeperPolicy policy) {}

    /** Gives containers created without resources {@code defaults} (null: none, the default). */
    default void applyContainerDefaults(ContainerDefaults defaults) {}

    /**
     * Nodes that register from now on report {@code os} (their image: OS, kernel, container runtime); nodes already
     * registered keep theirs until replaced. The default does nothing.
     */
    default void bootNodesWith(NodeOs os) {}

    /**
     * Makes the nodes of {@code nodeGroup} exactly {@code nodes}: new names are created (and
     * become Ready), existing ones get the given labels and taints (labels set by others, such as
     * NFD or the GPU Operator, are kept), missing ones are deleted.
     */
    void syncNodeGroup(String nodeGroup, List<EmulatedNode> nodes);

    /**
     * A managed addon finished installing in the cluster: VK runs Helm for the user, so an
     * emulated cluster that simulates the addon puts the release's objects into its API here.
     * The default does nothing.
     *
     * @param addonName base addon name such as {@code gpu-operator}
     * @param version   addon version such as {@code 24.9.0}
     * @param namespace the namespace the user chose
     * @param values    the Helm values text the user sent (may be empty)
     */
    default void addonInstalled(String addonName, String version, String namespace, String values) {}

    /**
     * The control plane now runs {@code kubernetesVersion} (a cluster upgrade): connections opened from now on see it
     * at {@code /version}, and nodes that register from now on report it as their kubelet version (an upgrade
     * replaces every worker, so each node comes back new). The default does nothing.
     */
    default void controlPlaneUpgraded(String kubernetesVersion) {}

    /** Stops serving; open watches end. */
    @Override
    void close();
}

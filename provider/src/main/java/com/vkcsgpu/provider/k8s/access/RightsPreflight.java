package com.vkcsgpu.provider.k8s.access;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Before an operation writes anything, asks the cluster about every right it will need and fails once, naming
 * each missing right, the least stock role that grants it and the ways out ({@link WaysOut}). A right the cluster
 * cannot be asked about (no SelfSubjectAccessReview API, a failed call) is not a refusal: it is said once as a
 * warning and the operation goes on, where the API's own 403 names it ({@link #refused}).
 *
 * @param operation what is about to happen, for the message: "installing the GPU Operator chart"
 * @param waysOut   what the user can do instead
 */
public record RightsPreflight(String operation, WaysOut waysOut) {
    /** Asks {@code review} about each of {@code needed} (duplicates asked once); throws when any is missing. */
    public void require(List<KubeRight> needed, AccessReview review, Consumer<String> warnings) {
        Map<KubeRight, String> denied = new LinkedHashMap<>();
        List<String> unknown = new ArrayList<>();
        for (KubeRight right : new LinkedHashSet<>(needed)) {
            AccessReview.Answer answer = review.review(right);
            if (answer instanceof AccessReview.Denied d) {
                denied.put(right, d.reason());
            } else if (answer instanceof AccessReview.Unknown u) {
                unknown.add(right + ": " + u.why());
            }
        }
        if (!unknown.isEmpty()) {
            warnings.accept("could not ask the cluster whether its credentials may do all that " + operation
                    + " needs (" + unknown.size() + " of " + new LinkedHashSet<>(needed).size() + " rights unanswered, "
                    + "first " + unknown.get(0) + "); going on, a refusal will come from the API itself");
        }
        if (!denied.isEmpty()) {
            throw new MissingRightsException(message(denied.keySet()), List.copyOf(denied.keySet()), null);
        }
    }

    /**
     * Preview before the cluster exists: no API to ask, so the rights {@code needed} are held against the role VK
     * Cloud is predicted to give the provider's Keystone user ({@link PredictedRole}). When every plausible mapping
     * lacks some of them the plan cannot work with that token: fails once, naming what is missing under the most
     * lenient mapping, the role and VK roles that grant it, and the ways out. When only some mappings lack them it
     * is a guess: says so once as a warning, and the cluster is asked when it exists. Asks nothing, writes nothing.
     */
    public void requirePredicted(List<KubeRight> needed, PredictedRole predicted, Consumer<String> warnings) {
        requirePredicted(needed, predicted, new PredictedRefusals(), "", warnings);
    }

    /**
     * As {@link #requirePredicted(List, PredictedRole, Consumer)} for the resource {@code urn}, once per reason among
     * the resources of one preview: when an earlier resource's refusal ({@code refusals}) already names every right
     * this one lacks, says so as a warning pointing at that resource's error instead of failing a second time.
     */
    public void requirePredicted(List<KubeRight> needed, PredictedRole predicted, PredictedRefusals refusals,
                                 String urn, Consumer<String> warnings) {
        List<KubeRight> asked = List.copyOf(new LinkedHashSet<>(needed));
        Map<KubeRoleMapping, List<KubeRight>> missing = new LinkedHashMap<>();
        for (KubeRoleMapping mapping : predicted.plausible()) {
            missing.put(mapping, asked.stream().filter(right -> !predicted.grants(mapping, right)).toList());
        }
        KubeRoleMapping lenient = predicted.plausible().get(predicted.plausible().size() - 1);
        boolean everywhere = missing.values().stream().noneMatch(List::isEmpty);
        if (everywhere) {
            List<KubeRight> lacking = missing.get(lenient);
            Optional<PredictedRefusals.Refusal> earlier = refusals.earlierNaming(predicted, waysOut, urn, lacking);
            if (earlier.isPresent()) {
                warnings.accept(sameAsEarlier(earlier.get(), lacking, predicted, lenient));
                return;
            }
            throw new MissingRightsException(predictedRole(predicted, lenient) + "; nothing was written. Predicted "
                    + "missing:" + listed(lacking, waysOut, lenient) + " If your clusters give that user more, say so "
                    + "with vkcs-gpu:kubernetesRoleMapping, or give the kubeconfig input a kubeconfig of your own.",
                    lacking, null);
        }
        missing.forEach((mapping, lacking) -> {
            if (!lacking.isEmpty()) {
                warnings.accept("predicted from the Keystone token's project roles " + predicted.projectRoles()
                        + ": with " + predicted.describe(mapping) + " the provider's Keystone user may not do what "
                        + operation + " needs (" + lacking.size() + " rights, first " + lacking.get(0) + ", granted by "
                        + StockRole.leastGranting(lacking.get(0)).roleName() + "); the cluster is asked once it exists, "
                        + "before anything is written. Set vkcs-gpu:kubernetesRoleMapping to stop here when your "
                        + "clusters follow that mapping. " + waysOut.describe(widest(lacking)));
            }
        });
    }

    /** {@code the Kubernetes role ... is predicted to be admin under the documented mapping, which may not do ...}. */
    private String predictedRole(PredictedRole predicted, KubeRoleMapping mapping) {
        return "the Kubernetes role VK Cloud gives the provider's Keystone user (project roles "
                + predicted.projectRoles() + ") is predicted to be " + predicted.describe(mapping)
                + ", which may not do what " + operation + " needs";
    }

    /** The warning of a resource refused for what {@code earlier}'s error already names. */
    private String sameAsEarlier(PredictedRefusals.Refusal earlier, List<KubeRight> lacking, PredictedRole predicted,
                                 KubeRoleMapping mapping) {
        List<String> namespaces = earlier.otherNamespaces(lacking);
        return "the same rights are missing as in the error on " + earlier.urn()
                + (namespaces.isEmpty() ? "" : " (here in namespace " + String.join(", ", namespaces) + ")") + ": "
                + predictedRole(predicted, mapping) + "; nothing was written. See that error for each right and how "
                + "to get them.";
    }

    /**
     * Asks about rights the operation can do without, each with what is lost without it, and says once, as a
     * warning, what will be missing; never fails.
     */
    public void notice(Map<KubeRight, String> optional, AccessReview review, Consumer<String> warnings) {
        List<String> lost = new ArrayList<>();
        optional.forEach((right, without) -> {
            if (review.review(right) instanceof AccessReview.Denied) {
                lost.add(without + " (needs " + right + ")");
            }
        });
        if (!lost.isEmpty()) {
            warnings.accept(operation + " goes on without " + String.join("; ", lost)
                    + ": the kubeconfig's credentials may not read them");
        }
    }

    /** The refusal of every right in {@code missing}, as the preflight words it. */
    String message(Collection<KubeRight> missing) {
        return "the kubeconfig's credentials may not do what " + operation + " needs; nothing was written. "
                + "The cluster answered no (SelfSubjectAccessReview) to:" + listed(missing, waysOut);
    }

    /**
     * What to say after a 403 the API answered in the middle of an operation (a right the preflight could not ask
     * about, or one taken away since): in the preflight's words when kube-apiserver's message names the right.
     */
    public static String forbiddenAdvice(String apiMessage) {
        Optional<KubeRight> right = ForbiddenMessage.right(apiMessage);
        return right.isPresent() ? "The refused right:" + listed(right.stream().toList(), WaysOut.GENERIC)
                : WaysOut.GENERIC.describe(StockRole.CLUSTER_ADMIN);
    }

    /** Each right with the least role granting it, then the ways out for the widest of those roles. */
    private static String listed(Collection<KubeRight> missing, WaysOut waysOut) {
        return rightsWithRoles(missing) + "\n" + waysOut.describe(widest(missing));
    }

    /** As {@link #listed(Collection, WaysOut)}, and which VK roles give that role under {@code mapping}. */
    private static String listed(Collection<KubeRight> missing, WaysOut waysOut, KubeRoleMapping mapping) {
        StockRole widest = widest(missing);
        List<String> vkRoles = mapping.vkRolesGranting(widest);
        return rightsWithRoles(missing) + "\nVK roles giving " + widest.roleName() + " under the "
                + mapping.settingValue() + " mapping: " + (vkRoles.isEmpty() ? "none" : String.join(", ", vkRoles))
                + ".\n" + waysOut.describe(widest);
    }

    private static String rightsWithRoles(Collection<KubeRight> missing) {
        StringBuilder text = new StringBuilder();
        for (KubeRight right : missing) {
            text.append("\n  - ").append(right).append(": granted by ").append(StockRole.leastGranting(right).roleName());
        }
        return text.toString();
    }

    /** The widest of the least roles granting each of {@code rights}. */
    private static StockRole widest(Collection<KubeRight> rights) {
        return rights.stream().map(StockRole::leastGranting).max(Comparator.naturalOrder()).orElse(StockRole.VIEW);
    }
}

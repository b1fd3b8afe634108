package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;

/** Inputs of an object set. */
@Doc("Inputs of a set of server-side-applied Kubernetes objects.")
public record ObjectSetArgs(
        @Doc("Kubeconfig of the cluster (for example the `kubeconfig` output of `vkcs-gpu:mk8s:Cluster`). The "
                + "server certificate is always verified; kubeconfigs with `insecure-skip-tls-verify` are refused.")
        @Required SecretString kubeconfig,
        @Doc("The objects, one manifest per entry, as YAML or JSON text with `apiVersion`, `kind` and "
                + "`metadata.name`. Order does not matter: Namespaces and CRDs are applied first, custom resources "
                + "after their CRD is Established. Objects removed from the list are deleted from the cluster.")
        @Required List<String> objects,
        @Doc("Field manager of the server-side applies. Changing it leaves fields the old manager applied "
                + "owned by it until another apply takes them over.")
        @Default("vkcs-gpu") String fieldManager,
        @Doc("Namespace for namespaced objects whose manifest names none.") String namespace,
        @Doc("Take over fields another field manager owns instead of failing with a conflict. Off by default: "
                + "a conflict means someone else manages the field, and taking it silently hides that.")
        @Default("false") Boolean forceConflicts) {
}

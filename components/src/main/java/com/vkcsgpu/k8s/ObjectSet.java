// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.k8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.gpu.ObjectRef;
import com.vkcsgpu.mk8s.SdkVersion;
import java.util.List;
import javax.annotation.Nullable;

/**
 * A set of Kubernetes objects kept as written by server-side apply with one field manager: Namespaces and CRDs
 * first, custom resources once their CRD is Established, objects that leave the set deleted, deletion in
 * reverse order. ({@code vkcs-gpu:k8s:ObjectSet})
 */
@ResourceType(type = "vkcs-gpu:k8s:ObjectSet")
public class ObjectSet extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:k8s:ObjectSet";

    @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
    private Output<String> kubeconfig;

    @Export(name = "objects", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> objects;

    @Export(name = "fieldManager", refs = {String.class}, tree = "[0]")
    private Output<String> fieldManager;

    @Export(name = "namespace", refs = {String.class}, tree = "[0]")
    private Output<String> namespace;

    @Export(name = "forceConflicts", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> forceConflicts;

    @Export(name = "setId", refs = {String.class}, tree = "[0]")
    private Output<String> setId;

    @Export(name = "appliedObjects", refs = {List.class, ObjectRef.class}, tree = "[0,1]")
    private Output<List<ObjectRef>> appliedObjects;

    /**
     * @return Kubeconfig of the cluster (for example the {@code kubeconfig} output of
     * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
     * {@code insecure-skip-tls-verify} are refused.
     */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /**
     * @return The objects, one manifest per entry, as YAML or JSON text with {@code apiVersion}, {@code kind}
     * and {@code metadata.name}. Order does not matter: Namespaces and CRDs are applied first, custom resources
     * after their CRD is Established. Objects removed from the list are deleted from the cluster.
     */
    public Output<List<String>> objects() {
        return objects;
    }

    /**
     * @return Field manager of the server-side applies. Changing it leaves fields the old manager applied owned
     * by it until another apply takes them over.
     */
    public Output<String> fieldManager() {
        return fieldManager;
    }

    /** @return Namespace for namespaced objects whose manifest names none. */
    public Output<String> namespace() {
        return namespace;
    }

    /**
     * @return Take over fields another field manager owns instead of failing with a conflict. Off by default: a
     * conflict means someone else manages the field, and taking it silently hides that.
     */
    public Output<Boolean> forceConflicts() {
        return forceConflicts;
    }

    /** @return Identifier of the set (its resource id), chosen at creation. */
    public Output<String> setId() {
        return setId;
    }

    /** @return The objects as applied, in apply order, with namespaces resolved. */
    public Output<List<ObjectRef>> appliedObjects() {
        return appliedObjects;
    }

    /**
     * Registers the resource.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     */
    public ObjectSet(String name, ObjectSetArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource. Secret outputs: kubeconfig.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public ObjectSet(String name, ObjectSetArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

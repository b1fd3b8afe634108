package com.vkcsgpu.k8s;

import com.vkcsgpu.gpu.ObjectRef;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.mk8s.SdkVersion;
import java.util.List;
import javax.annotation.Nullable;

/**
 * Kubernetes objects kept as written by server-side apply with one field manager
 * ({@code vkcs-gpu:k8s:ObjectSet}): Namespaces and CRDs first, objects that leave the set deleted,
 * deletion in reverse order. Its id is {@link #setId()}.
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

    /** @return the kubeconfig (secret) */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return the manifests, one object each */
    public Output<List<String>> objects() {
        return objects;
    }

    /** @return the field manager of the applies */
    public Output<String> fieldManager() {
        return fieldManager;
    }

    /** @return the namespace for namespaced objects whose manifest names none */
    public Output<String> namespace() {
        return namespace;
    }

    /** @return whether fields owned by other managers are taken over */
    public Output<Boolean> forceConflicts() {
        return forceConflicts;
    }

    /** @return the id of the set */
    public Output<String> setId() {
        return setId;
    }

    /** @return the objects as applied, in apply order, namespaces resolved */
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
     * Registers the resource. The kubeconfig output is always secret.
     *
     * @param name    the unique name of the resource
     * @param args    the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public ObjectSet(String name, ObjectSetArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options, "kubeconfig"));
    }
}

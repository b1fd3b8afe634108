package com.vkcsgpu.provider.k8s;

/**
 * An object as the API server answered an apply.
 *
 * @param identity        which object (namespace resolved)
 * @param uid             the server's uid; a new uid means the object was recreated
 * @param resourceVersion the resourceVersion after the apply
 */
public record AppliedObject(ObjectIdentity identity, String uid, String resourceVersion) {
}

package com.vkcsgpu.harness;

/**
 * URN rules of {@code sdk/go/common/resource/urn.go}: {@code urn:pulumi:<stack>::<project>::<qualified type>::<name>},
 * where the qualified type is the parent's qualified type, {@code $}, and the type — except that children of the
 * root stack use their own type alone.
 */
public final class Urns {

    /** The type of the root stack resource the language SDKs register first. */
    public static final String STACK_TYPE = "pulumi:pulumi:Stack";
    /** Provider resources have the type {@code pulumi:providers:<package>}. */
    public static final String PROVIDER_TYPE_PREFIX = "pulumi:providers:";

    private Urns() {
    }

    public static String create(String stack, String project, String parentUrn, String type, String name) {
        String qualified = type;
        if (parentUrn != null && !parentUrn.isEmpty()) {
            String parentQualified = qualifiedType(parentUrn);
            if (!parentQualified.equals(STACK_TYPE)) {
                qualified = parentQualified + "$" + type;
            }
        }
        return "urn:pulumi:" + stack + "::" + project + "::" + qualified + "::" + name;
    }

    /** The qualified type segment, e.g. {@code vkcs-gpu:index:GpuCluster$vkcs-gpu:mk8s:Cluster}. */
    public static String qualifiedType(String urn) {
        String[] parts = urn.split("::", 4);
        if (parts.length < 4) {
            throw new IllegalArgumentException("not a Pulumi URN: " + urn);
        }
        return parts[2];
    }

    /** The resource name (the part after the qualified type; names may contain "::"). */
    public static String name(String urn) {
        String[] parts = urn.split("::", 4);
        if (parts.length < 4) {
            throw new IllegalArgumentException("not a Pulumi URN: " + urn);
        }
        return parts[3];
    }

    /** The package of a type token: {@code vkcs-gpu} for {@code vkcs-gpu:mk8s:Cluster}. */
    public static String packageOf(String type) {
        if (type.startsWith(PROVIDER_TYPE_PREFIX)) {
            return type.substring(PROVIDER_TYPE_PREFIX.length());
        }
        int colon = type.indexOf(':');
        return colon < 0 ? type : type.substring(0, colon);
    }
}

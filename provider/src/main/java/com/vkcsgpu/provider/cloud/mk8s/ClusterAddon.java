package com.vkcsgpu.provider.cloud.mk8s;

/**
 * An addon installed in a cluster.
 *
 * @param status INSTALLING, INSTALLED, UPDATING, DELETING, DELETED or ERROR
 */
public record ClusterAddon(String id, String clusterId, String addonId, String addonVersionId, String namespace,
        String values, String status, String createdAt, String updatedAt, String addonName, String baseAddonName) {

    public static final String INSTALLED = "INSTALLED";
    public static final String ERROR = "ERROR";
}

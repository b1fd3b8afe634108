package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.List;
import com.vkcsgpu.provider.framework.Required;

/** Outputs of a cluster: its inputs as VK Cloud reports them, plus what the cloud computed. */
@Doc("Outputs of a VK Cloud managed Kubernetes (gen-2) cluster.")
public record ClusterState(
        @Doc("The inputs.") ClusterArgs args,
        @Doc("Cluster id (a KSUID such as `39UdIv4W0EegBs2EYVeGdas38do`); node groups and addons refer to it.")
        @Required String clusterId,
        @Doc("The cluster's UUID (a second id the API also accepts).") String uuid,
        @Doc("Lifecycle status: PROVISIONING, RUNNING, RECONCILING, DELETING.") String status,
        @Doc("When the cluster was created (RFC 3339).") String createdAt,
        @Doc("The VK Cloud project the cluster belongs to.") String projectId,
        @Doc("URL of the Kubernetes API.") String apiAddress,
        @Doc("Public (floating) IP of the Kubernetes API load balancer, when `publicIp` is true.") String apiLbFip,
        @Doc("Internal IP of the Kubernetes API load balancer.") String apiLbVip,
        @Doc("Admin kubeconfig (YAML) of the cluster; a secret. Fetched once the cluster is RUNNING, and again on refresh.")
        SecretString kubeconfig,
        @Doc(ImpactLine.PROPERTY_DOC) List<ImpactLine> previewImpact) {
}

package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.doc.AlwaysSet;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import com.vkcsgpu.doc.SecretProperty;
import com.vkcsgpu.mk8s.Cluster;
import com.vkcsgpu.mk8s.ClusterArgs;
import com.vkcsgpu.mk8s.GetVersionsResult;
import com.vkcsgpu.mk8s.Mk8sFunctions;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A gen-2 VK Cloud Managed Kubernetes cluster with the defaults a platform team would pick: the newest
 * Kubernetes version unless one is pinned, and three masters when regional. It creates one child,
 * {@code <name>-cluster} ({@link Cluster}).
 *
 * <pre>{@code
 * var cluster = new GpuCluster("ml", GpuClusterArgs.builder()
 *         .name("ml-prod").availabilityZones("GZ1").masterFlavorId(cpuFlavor)
 *         .networkId(net).subnetId(subnet).loadbalancerSubnetId(subnet).build(), null);
 * }</pre>
 */
@Doc("A gen-2 VK Cloud Managed Kubernetes cluster ready for GPU node pools, with sensible defaults: the newest"
        + " Kubernetes version unless `version` is pinned, three masters when `clusterType` is `regional`. Its"
        + " kubeconfig output is secret.")
public final class GpuCluster extends ComponentResource {
    /** The type token of this component. */
    public static final String TYPE = "vkcs-gpu:index:GpuCluster";

    @Doc("The gen-2 id (KSUID) of the cluster; node pools take it as `clusterId`.")
    @AlwaysSet
    @Export(name = "clusterId", refs = {String.class}, tree = "[0]")
    private final Output<String> clusterId;

    @Doc("The URL of the cluster's Kubernetes API.")
    @Export(name = "apiAddress", refs = {String.class}, tree = "[0]")
    private final Output<String> apiAddress;

    @Doc("The Kubernetes version the cluster runs (the pinned one, or the newest at creation).")
    @AlwaysSet
    @Export(name = "version", refs = {String.class}, tree = "[0]")
    private final Output<String> version;

    @Doc("The admin kubeconfig of the cluster. Secret.")
    @SecretProperty
    @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
    private final Output<String> kubeconfig;

    /** What the planned change does to the GPU nodes and the pods on them (set in preview only). */
    @Doc(GpuImpactLine.OUTPUT_DOC)
    @Export(name = "previewImpact", refs = {List.class, GpuImpactLine.class}, tree = "[0,1]")
    private final Output<List<GpuImpactLine>> previewImpact;

    /**
     * Creates the cluster. This is the only constructor: the provider's Construct requires exactly one of
     * this shape.
     *
     * @param name    the component's name; the child is named {@code name + "-cluster"}
     * @param args    the arguments
     * @param options component options (providers, protect, ...); may be null
     * @throws IllegalArgumentException naming every invalid or conflicting argument, before any child exists
     */
    public GpuCluster(String name, GpuClusterArgs args, @Nullable ComponentResourceOptions options) {
        super(TYPE, name, options);
        ClusterShape shape = InvalidArgumentsException.naming(TYPE, name, () -> ClusterShape.of(args));
        Output<String> pinnedOrNewest = args.version() != null ? args.version()
                : Mk8sFunctions.getVersions(InvokeOptions.builder().parent(this).build())
                        .applyValue(GetVersionsResult::newest);
        Cluster cluster = new Cluster(name + "-cluster", ClusterArgs.builder()
                .name(args.name())
                .version(pinnedOrNewest)
                .clusterType(shape.clusterType())
                .availabilityZones(args.availabilityZones())
                .masterCount(shape.masterCount())
                .masterFlavorId(args.masterFlavorId())
                .networkId(args.networkId())
                .subnetId(args.subnetId())
                .loadbalancerSubnetId(args.loadbalancerSubnetId())
                .podsIpv4Cidr(args.podsIpv4Cidr())
                .networkPlugin(args.networkPlugin())
                .publicIp(args.publicIp())
                .externalNetworkId(args.externalNetworkId())
                .loadbalancerAllowedCidrs(args.apiAllowedCidrs().isEmpty() ? null : args.apiAllowedCidrs())
                .labels(args.labels())
                .build(), CustomResourceOptions.builder().parent(this).build());
        this.clusterId = cluster.clusterId();
        this.apiAddress = cluster.apiAddress();
        this.version = cluster.version();
        // The child marks it secret too; this keeps it secret however the component's outputs are read.
        this.kubeconfig = cluster.kubeconfig().asSecret();
        this.previewImpact = GpuImpactLine.of(cluster.previewImpact());
        registerOutputs(Map.of("clusterId", clusterId, "apiAddress", apiAddress, "version", version,
                "kubeconfig", kubeconfig, "previewImpact", previewImpact));
    }

    /** @return the gen-2 id of the cluster */
    public Output<String> clusterId() {
        return clusterId;
    }

    /** @return the URL of the Kubernetes API */
    public Output<String> apiAddress() {
        return apiAddress;
    }

    /** @return the Kubernetes version the cluster runs */
    public Output<String> version() {
        return version;
    }

    /** @return the admin kubeconfig (secret) */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return what the planned change does to the GPU nodes and the pods on them; set in preview only */
    public Output<List<GpuImpactLine>> previewImpact() {
        return previewImpact;
    }
}

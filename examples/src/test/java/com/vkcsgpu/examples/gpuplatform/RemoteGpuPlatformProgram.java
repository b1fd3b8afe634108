package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceArgs;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import javax.annotation.Nullable;

/**
 * {@link ClusterAndPoolsProgram} as a program in any other Pulumi language would write it: the components are
 * remote ({@code remote=true}), so the engine sends them to the plugin's Construct, and the arguments are
 * plain {@link ResourceArgs} with the schema's property names and plain/output kinds, as a generated SDK
 * sends them. Same stack config, same resource names.
 */
public final class RemoteGpuPlatformProgram {
    /** Generated SDKs name the plugin version in every registration, so the engine picks the matching plugin. */
    private static final ComponentResourceOptions WITH_PLUGIN_VERSION =
            ComponentResourceOptions.builder().version(pluginVersion()).build();

    private RemoteGpuPlatformProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(RemoteGpuPlatformProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        String zone = config.get("zone").orElse("GZ1");
        String subnet = config.require("subnetId");
        ClusterArgs clusterArgs = new ClusterArgs();
        clusterArgs.name = config.get("clusterName").orElse("ml-gpu");
        clusterArgs.availabilityZones = List.of(zone);
        clusterArgs.masterFlavorId = Output.of(config.require("masterFlavorId"));
        clusterArgs.networkId = Output.of(config.require("networkId"));
        clusterArgs.subnetId = Output.of(subnet);
        clusterArgs.loadbalancerSubnetId = Output.of(subnet);
        RemoteGpuCluster cluster = new RemoteGpuCluster("ml", clusterArgs);

        PoolArgs a100 = pool(cluster, "a100", "A100_80GB", config.get("a100Zone").orElse(zone));
        a100.nodeCount = config.getInteger("a100Nodes").orElse(1);
        a100.taints = config.getObject("a100Taints", GpuPlatform.TaintConfig[].class)
                .map(given -> Arrays.stream(given).map(t -> new TaintArgs(t.key, t.value, t.effect)).toList())
                .orElse(null);
        PoolArgs l4 = pool(cluster, "l4", "L4", config.get("l4Zone").orElse(zone));
        l4.minNodes = config.getInteger("l4MinNodes").orElse(1);
        l4.maxNodes = config.getInteger("l4MaxNodes").orElse(2);
        PoolArgs h200 = pool(cluster, "h200", "H200", config.get("h200Zone").orElse("ME1"));
        h200.nodeCount = config.getInteger("h200Nodes").orElse(1);

        ctx.export("clusterId", cluster.clusterId);
        ctx.export("kubernetesVersion", cluster.version);
        ctx.export("kubeconfig", cluster.kubeconfig);
        for (Map.Entry<String, PoolArgs> named : Map.of("a100", a100, "l4", l4, "h200", h200).entrySet()) {
            RemoteGpuNodePool pool = new RemoteGpuNodePool(named.getKey(), named.getValue());
            String name = named.getKey();
            ctx.export(name + "NodeGroupId", pool.nodeGroupId);
            ctx.export(name + "Flavor", pool.flavorName);
            ctx.export(name + "NodeSelector", pool.nodeSelector);
            ctx.export(name + "Tolerations", pool.tolerations);
            ctx.export(name + "ExpectedNodes", pool.expectedNodes);
        }
    }

    private static String pluginVersion() {
        Properties properties = new Properties();
        try (InputStream in = RemoteGpuPlatformProgram.class.getResourceAsStream("/com/vkcsgpu/mk8s/sdk-version.properties")) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }

    private static PoolArgs pool(RemoteGpuCluster cluster, String name, String gpuModel, String zone) {
        PoolArgs args = new PoolArgs();
        args.clusterId = cluster.clusterId;
        args.poolName = name + "-pool";
        args.gpuModel = gpuModel;
        args.availabilityZone = zone;
        return args;
    }

    /** {@code vkcs-gpu:index:GpuCluster} as a generated SDK declares it. */
    static final class RemoteGpuCluster extends ComponentResource {
        @Export(name = "clusterId", refs = {String.class}, tree = "[0]")
        Output<String> clusterId;
        @Export(name = "apiAddress", refs = {String.class}, tree = "[0]")
        Output<String> apiAddress;
        @Export(name = "version", refs = {String.class}, tree = "[0]")
        Output<String> version;
        @Export(name = "kubeconfig", refs = {String.class}, tree = "[0]")
        Output<String> kubeconfig;

        RemoteGpuCluster(String name, ClusterArgs args) {
            super("vkcs-gpu:index:GpuCluster", name, args, WITH_PLUGIN_VERSION, true);
        }
    }

    /** {@code vkcs-gpu:index:GpuNodePool} as a generated SDK declares it. */
    static final class RemoteGpuNodePool extends ComponentResource {
        @Export(name = "nodeGroupId", refs = {String.class}, tree = "[0]")
        Output<String> nodeGroupId;
        @Export(name = "flavorId", refs = {String.class}, tree = "[0]")
        Output<String> flavorId;
        @Export(name = "flavorName", refs = {String.class}, tree = "[0]")
        Output<String> flavorName;
        @Export(name = "nodeSelector", refs = {Map.class, String.class}, tree = "[0,1,1]")
        Output<Map<String, String>> nodeSelector;
        @Export(name = "tolerations", refs = {List.class, Map.class, String.class}, tree = "[0,[1,2,2]]")
        Output<List<Map<String, String>>> tolerations;
        @Export(name = "gpuResourceName", refs = {String.class}, tree = "[0]")
        Output<String> gpuResourceName;
        @Export(name = "gpusPerNode", refs = {Integer.class}, tree = "[0]")
        Output<Integer> gpusPerNode;
        @Export(name = "expectedNodes", refs = {Integer.class}, tree = "[0]")
        Output<Integer> expectedNodes;

        RemoteGpuNodePool(String name, PoolArgs args) {
            super("vkcs-gpu:index:GpuNodePool", name, args, WITH_PLUGIN_VERSION, true);
        }
    }

    /** The schema's GpuCluster inputs this program sets (plain where the schema says {@code plain}). */
    static final class ClusterArgs extends ResourceArgs {
        @Import(name = "name", required = true)
        String name;
        @Import(name = "availabilityZones", required = true)
        List<String> availabilityZones;
        @Import(name = "masterFlavorId", required = true)
        Output<String> masterFlavorId;
        @Import(name = "networkId", required = true)
        Output<String> networkId;
        @Import(name = "subnetId", required = true)
        Output<String> subnetId;
        @Import(name = "loadbalancerSubnetId", required = true)
        Output<String> loadbalancerSubnetId;
    }

    /** The schema's GpuNodePool inputs this program sets. */
    static final class PoolArgs extends ResourceArgs {
        @Import(name = "clusterId", required = true)
        Output<String> clusterId;
        @Import(name = "poolName", required = true)
        String poolName;
        @Import(name = "gpuModel")
        String gpuModel;
        @Import(name = "availabilityZone", required = true)
        String availabilityZone;
        @Import(name = "nodeCount")
        @Nullable Integer nodeCount;
        @Import(name = "minNodes")
        @Nullable Integer minNodes;
        @Import(name = "maxNodes")
        @Nullable Integer maxNodes;
        @Import(name = "taints")
        @Nullable List<TaintArgs> taints;
    }

    /** {@code vkcs-gpu:index:NodePoolTaint}. */
    static final class TaintArgs extends ResourceArgs {
        @Import(name = "key", required = true)
        final String key;
        @Import(name = "value")
        final @Nullable String value;
        @Import(name = "effect", required = true)
        final String effect;

        TaintArgs(String key, @Nullable String value, String effect) {
            this.key = key;
            this.value = value;
            this.effect = effect;
        }
    }
}

package com.vkcsgpu.provider.yamlprograms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Each kind of mistake in a YAML program fails with a message naming the file, the resource and the property. */
class YamlProgramCheckerTest {
    private static final String FILE = "test/Pulumi.yaml";
    /** A valid program the cases below break in one place each. */
    static final String HEADER = """
            name: checker-test
            runtime: yaml
            config:
              subnetId:
                type: string
                description: the subnet
            variables:
              versions:
                fn::invoke:
                  function: vkcs-gpu:mk8s:getVersions
                  arguments: {}
            resources:
              cluster:
                type: vkcs-gpu:index:GpuCluster
                properties:
                  name: ml
                  availabilityZones: [GZ1]
                  masterFlavorId: flavor
                  networkId: net
                  subnetId: ${subnetId}
                  loadbalancerSubnetId: ${subnetId}
            """;

    /** A valid GpuNodePool the cases below change in one line. */
    private static final String POOL = """
              pool:
                type: vkcs-gpu:index:GpuNodePool
                properties:
                  clusterId: ${cluster.clusterId}
                  poolName: l4
                  gpuModel: L4
                  availabilityZone: GZ1
                  nodeCount: 1
            """;

    private static YamlProgramChecker checker;

    @BeforeAll
    static void loadSchema() throws IOException {
        checker = new YamlProgramChecker(TypeCatalog.forRepository(Files.readString(RepoFiles.schemaJson())));
    }

    private static List<String> check(String rest) {
        return checker.checkProgram(FILE, HEADER + rest);
    }

    private static void assertOneProblem(String expected, List<String> problems) {
        assertEquals(List.of(expected), problems);
    }

    @Test
    void aValidProgramHasNoProblems() {
        assertEquals(List.of(), check(POOL + """
                outputs:
                  newest: ${versions.newest}
                  selector: ${pool.nodeSelector["vkcs-gpu.io/pool"]}
                  stack: ${pulumi.stack}
                """));
    }

    @Test
    void aMisspeltPropertyNamesTheResourceAndSuggestsTheInput() {
        assertOneProblem("test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): property 'gpuModle' is not "
                + "an input of vkcs-gpu:index:GpuNodePool; did you mean 'gpuModel'?", check(POOL.replace("gpuModel:", "gpuModle:")));
    }

    @Test
    void aMisspeltPropertyOfANestedObjectTypeIsFound() {
        List<String> problems = check("""
                  operator:
                    type: vkcs-gpu:index:GpuOperator
                    properties:
                      kubeconfig: ${cluster.kubeconfig}
                      pools:
                        - name: l4
                          gpuModel: L4
                          expectedNode: 1
                """);
        assertOneProblem("test/Pulumi.yaml: resource 'operator' (vkcs-gpu:index:GpuOperator): property "
                + "'pools[0].expectedNode' is not an input of vkcs-gpu:index:GpuOperatorPool; did you mean "
                + "'expectedNodes'?", problems);
    }

    @Test
    void aMissingRequiredInputIsNamed() {
        assertOneProblem("test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): required input "
                + "'availabilityZone' of vkcs-gpu:index:GpuNodePool is missing", check(POOL.replace("      availabilityZone: GZ1\n", "")));
    }

    @Test
    void aReferenceToAnUndeclaredNameFails() {
        assertOneProblem("test/Pulumi.yaml: output 'id': ${clustr.clusterId} names no resource, variable or config "
                + "key; did you mean 'cluster'?", check("""
                outputs:
                  id: ${clustr.clusterId}
                """));
    }

    @Test
    void aReferenceToAnOutputTheResourceDoesNotHaveFails() {
        assertOneProblem("test/Pulumi.yaml: output 'config': ${cluster.kubeConfig}: 'kubeConfig' is not an output "
                + "of vkcs-gpu:index:GpuCluster (resource 'cluster'); did you mean 'kubeconfig'?", check("""
                outputs:
                  config: ${cluster.kubeConfig}
                """));
    }

    @Test
    void anUnknownTypeFails() {
        assertOneProblem("test/Pulumi.yaml: resource 'pool': unknown type 'vkcs-gpu:index:GpuNodepool'; did you mean "
                + "'vkcs-gpu:index:GpuNodePool'?", check("""
                  pool:
                    type: vkcs-gpu:index:GpuNodepool
                    properties: {}
                """));
    }

    @Test
    void aTypeOfAnUnknownPackageFails() {
        List<String> problems = check("""
                  bucket:
                    type: aws:s3:Bucket
                """);
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).startsWith("test/Pulumi.yaml: resource 'bucket': type 'aws:s3:Bucket' belongs to "
                + "no package this check knows"), problems::toString);
    }

    @Test
    void aPlainInputFedByAResourceOutputFails() {
        assertOneProblem("test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): property 'poolName' is a "
                + "plain input of vkcs-gpu:index:GpuNodePool and must be known at preview, but ${cluster.clusterId} is "
                + "known only after deployment; write the value, or take it from config", check(POOL.replace("poolName: l4", "poolName: ${cluster.clusterId}")));
    }

    @Test
    void kubernetesResourcesAreCheckedAgainstTheSdk() {
        List<String> problems = check("""
                  k8s:
                    type: pulumi:providers:kubernetes
                    properties:
                      kubeconfig: ${cluster.kubeconfig}
                  job:
                    type: kubernetes:batch/v1:Job
                    properties:
                      spec:
                        template:
                          spec:
                            containers:
                              - imag: busybox
                    options:
                      provider: ${k8s}
                      dependsOn:
                        - ${cluster}
                outputs:
                  jobName: ${job.metadata.name}
                  jobState: ${job.state}
                """);
        assertEquals(List.of(
                "test/Pulumi.yaml: resource 'job' (kubernetes:batch/v1:Job): property "
                        + "'spec.template.spec.containers[0].imag' is not an input of ContainerArgs; did you mean 'image'?",
                "test/Pulumi.yaml: resource 'job' (kubernetes:batch/v1:Job): required input "
                        + "'spec.template.spec.containers[0].name' of ContainerArgs is missing",
                "test/Pulumi.yaml: output 'jobState': ${job.state}: 'state' is not an output of kubernetes:batch/v1:Job "
                        + "(resource 'job'); did you mean 'status'?"), problems);
    }

    @Test
    void theProviderOptionMustBeAProviderOfTheResourcesPackage() {
        assertOneProblem("test/Pulumi.yaml: resource 'ns' (kubernetes:core/v1:Namespace): options.provider ${cluster} "
                + "is a vkcs-gpu:index:GpuCluster; a kubernetes:core/v1:Namespace needs a pulumi:providers:kubernetes",
                check("""
                  ns:
                    type: kubernetes:core/v1:Namespace
                    options:
                      provider: ${cluster}
                """));
    }

    @Test
    void invokesAreCheckedForFunctionArgumentsAndResult() {
        List<String> problems = checker.checkProgram(FILE, """
                name: invokes
                runtime: yaml
                variables:
                  flavors:
                    fn::invoke:
                      function: vkcs-gpu:mk8s:getGpuFlavors
                      arguments:
                        gpuModel: L4
                        zone: GZ1
                      return: flavor
                  versions:
                    fn::invoke:
                      function: vkcs-gpu:mk8s:getVersion
                """);
        assertEquals(List.of(
                "test/Pulumi.yaml: variable 'flavors' fn::invoke vkcs-gpu:mk8s:getGpuFlavors: property 'zone' is not "
                        + "an input of vkcs-gpu:mk8s:getGpuFlavors",
                "test/Pulumi.yaml: variable 'flavors' fn::invoke vkcs-gpu:mk8s:getGpuFlavors: return 'flavor' is not a "
                        + "result of vkcs-gpu:mk8s:getGpuFlavors; did you mean 'flavors'?",
                "test/Pulumi.yaml: variable 'versions': fn::invoke: unknown function 'vkcs-gpu:mk8s:getVersion'; did you "
                        + "mean 'vkcs-gpu:mk8s:getVersions'?"), problems);
    }

    @Test
    void aMisspeltResourceKeyOrOptionFails() {
        assertEquals(List.of(
                "test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): 'propertes' is not a key of a "
                        + "resource; did you mean 'properties'?",
                "test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): required input 'availabilityZone' of "
                        + "vkcs-gpu:index:GpuNodePool is missing",
                "test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): required input 'clusterId' of "
                        + "vkcs-gpu:index:GpuNodePool is missing",
                "test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): required input 'poolName' of "
                        + "vkcs-gpu:index:GpuNodePool is missing",
                "test/Pulumi.yaml: resource 'pool' (vkcs-gpu:index:GpuNodePool): 'dependOn' is not a resource option; "
                        + "did you mean 'dependsOn'?"), check("""
                  pool:
                    type: vkcs-gpu:index:GpuNodePool
                    propertes:
                      clusterId: ${cluster.clusterId}
                    options:
                      dependOn:
                        - ${cluster}
                """));
    }
}

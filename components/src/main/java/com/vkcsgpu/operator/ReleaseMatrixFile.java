package com.vkcsgpu.operator;

import java.util.List;
import java.util.Map;

/**
 * The shape of {@code gpu-operator-releases.json}, as Gson reads it. Everything is a string or a
 * number here; {@link ReleaseMatrixReader} checks and converts it into the typed model.
 */
final class ReleaseMatrixFile {

    private ReleaseMatrixFile() {
    }

    record Root(Integer schemaVersion, String description, Chart chart, List<Release> releases,
                List<Gpu> gpuModels, List<Cuda> cudaMinimumDriver, List<Branch> driverBranches,
                List<Threshold> releaseThresholds) {
    }

    record Chart(String repository, String name, String source) {
    }

    record Sourced(String value, String source) {
    }

    record Release(String version, String chartVersion, Sourced chartDigest, String gitCommit, Sourced releaseDate,
                   Sourced supportStatus, Kubernetes kubernetes, Map<String, Image> components, NfdChart nfdChart,
                   Fields nvidiaDriverSpecFields, Drivers drivers, List<String> notes,
                   Validator cudaValidator) {
    }

    /** The release a {@code feature} ({@link ReleaseFeature} constant name) starts at. */
    record Threshold(String feature, String from, String source) {
    }

    /** The CUDA version of a release's validation workload and the GPU architectures it cannot run on. */
    record Validator(String cudaVersion, List<String> unsupportedArchitectures, String source) {
    }

    /** A sourced list of names, e.g. the {@code spec} fields of a release's NVIDIADriver CRD. */
    record Fields(List<String> value, String source) {
    }

    record Kubernetes(String min, String max, List<Scope> ranges, String note) {
    }

    record Scope(String scope, String min, String max, String source, String confidence, String note) {
    }

    /** {@code digest} (of the tag, {@code sha256:<hex>}) and {@code digestSource} only where a source gives them. */
    record Image(String repository, String image, String version, String source, String digest, String digestSource) {
    }

    record NfdChart(String repository, String version, String source) {
    }

    record Drivers(String source, List<Driver> versions) {
    }

    record Driver(String version, Boolean recommended, @com.google.gson.annotations.SerializedName("default") Boolean isDefault) {
    }

    record Gpu(String model, String displayName, String architecture, Integer memoryGb, Flavors vkFlavors, Mig mig,
               DriverBranches driverBranch) {
    }

    record Flavors(List<String> examples, String source, String confidence, String note) {
    }

    record Mig(Boolean capable, List<String> profiles, String source, String confidence, String note) {
    }

    record DriverBranches(Integer min, Integer max, String source, String confidence, String note) {
    }

    record Cuda(Integer cudaMajor, Integer minDriverBranch, String source, String confidence, String note) {
    }

    record Branch(Integer branch, String type, String endOfLife, String source, String confidence, String note) {
    }
}

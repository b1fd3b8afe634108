package com.vkcsgpu.operator;

import com.vkcsgpu.domain.GpuModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The curated GPU Operator release matrix: releases, GPU models, CUDA requirements and driver branches,
 * read from {@code com/vkcsgpu/operator/gpu-operator-releases.json} on the classpath.
 *
 * <p>The data file is the single place these facts live; this class only reads it. To add a release,
 * add an entry to the file (every component, the supported drivers, the Kubernetes range, the validator's CUDA
 * workload limits, each with its source); the behaviours that start at some release ({@code releaseThresholds})
 * apply to it by version order, without code. Then regenerate {@code docs/compatibility-matrix.md} (see {@code CompatibilityMatrixDoc} in the tools module).
 */
public final class ReleaseMatrix {

    /** The classpath location of the data file. */
    public static final String RESOURCE = "/com/vkcsgpu/operator/gpu-operator-releases.json";

    private final List<GpuOperatorVersion> releases;
    private final Map<GpuModel, GpuModelInfo> gpus;
    private final List<CudaRequirement> cudaRequirements;
    private final List<DriverBranchInfo> driverBranches;
    private final Map<ReleaseFeature, ReleaseThreshold> thresholds;

    ReleaseMatrix(List<GpuOperatorVersion> releases, Map<GpuModel, GpuModelInfo> gpus,
                  List<CudaRequirement> cudaRequirements, List<DriverBranchInfo> driverBranches,
                  Map<ReleaseFeature, ReleaseThreshold> thresholds) {
        this.releases = List.copyOf(releases);
        this.gpus = Collections.unmodifiableMap(new EnumMap<>(gpus));
        this.cudaRequirements = List.copyOf(cudaRequirements);
        this.driverBranches = List.copyOf(driverBranches);
        this.thresholds = Collections.unmodifiableMap(new EnumMap<>(thresholds));
    }

    /** Holds the parsed classpath matrix; initialised on first use, once (class-holder idiom). */
    private static final class Loaded {
        static final ReleaseMatrix INSTANCE = readResource();
    }

    /**
     * The matrix shipped with this library, parsed once and cached.
     *
     * @throws IllegalStateException if the data file is missing or invalid (a packaging bug)
     */
    public static ReleaseMatrix load() {
        return Loaded.INSTANCE;
    }

    /**
     * Parses a matrix document of the same shape as the shipped file (tests, or a curated fork).
     *
     * @throws IllegalStateException listing every problem, each with its JSON path
     */
    public static ReleaseMatrix parse(Reader json) {
        return ReleaseMatrixReader.read(json);
    }

    private static ReleaseMatrix readResource() {
        try (InputStream in = ReleaseMatrix.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the classpath; the components jar is incomplete");
            }
            return parse(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** Every release, oldest first. */
    public List<GpuOperatorVersion> releases() {
        return releases;
    }

    /** The release with this exact version (e.g. {@code v26.7.0}), if curated. */
    public Optional<GpuOperatorVersion> release(String version) {
        return releases.stream().filter(r -> r.version().equals(version)).findFirst();
    }

    /**
     * The release VK Cloud's GPU Operator addon of version {@code addonVersion} (such as {@code 24.9.0}) is taken to
     * install: the newest curated release of the addon's line ({@code v24.9.}), else the newest release.
     */
    public String addonRelease(String addonVersion) {
        String line = "v" + addonVersion.replaceAll("^(\\d+\\.\\d+).*", "$1") + ".";
        return releases().stream().map(GpuOperatorVersion::version).filter(v -> v.startsWith(line))
                .reduce((a, b) -> b).orElse(latest().version());
    }

    /** The newest curated release. */
    public GpuOperatorVersion latest() {
        return releases.get(releases.size() - 1);
    }

    /** Every curated release version, oldest first, comma-separated, for messages. */
    public String releaseVersions() {
        return releases.stream().map(GpuOperatorVersion::version).collect(Collectors.joining(", "));
    }

    /** Facts about a GPU model; every {@link GpuModel} has an entry. */
    public GpuModelInfo gpu(GpuModel model) {
        return gpus.get(model);
    }

    /** Every GPU model's facts, in {@link GpuModel} order. */
    public Map<GpuModel, GpuModelInfo> gpus() {
        return gpus;
    }

    /** The driver requirement of a CUDA major version, if known. */
    public Optional<CudaRequirement> cuda(int cudaMajor) {
        return cudaRequirements.stream().filter(c -> c.cudaMajor() == cudaMajor).findFirst();
    }

    /** Every known CUDA major requirement, newest CUDA first. */
    public List<CudaRequirement> cudaRequirements() {
        return cudaRequirements;
    }

    /** The life-cycle facts of a driver branch, if known. */
    public Optional<DriverBranchInfo> driverBranch(int branch) {
        return driverBranches.stream().filter(b -> b.branch() == branch).findFirst();
    }

    /** The release {@code feature} starts at, with its source; every {@link ReleaseFeature} has one. */
    public ReleaseThreshold threshold(ReleaseFeature feature) {
        return thresholds.get(feature);
    }

    /** Every known driver branch, oldest first. */
    public List<DriverBranchInfo> driverBranches() {
        return driverBranches;
    }
}

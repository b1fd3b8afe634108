package com.vkcsgpu.operator;

import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.domain.Sha256Digest;
import com.google.gson.Gson;
import com.google.gson.JsonParseException;

import java.io.Reader;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads the release-matrix JSON, checks it and builds the typed {@link ReleaseMatrix}. Every problem in
 * the file is reported at once, each with its JSON path, so a bad edit of the data file fails loudly in
 * the first test that loads it.
 */
final class ReleaseMatrixReader {

    /** {@code all-<g>g.<mem>gb} with an optional {@code .me} (media extensions) suffix, or {@code all-balanced}. */
    private static final Pattern MIG_PROFILE = Pattern.compile("all-(\\d+g\\.\\d+gb(\\.me)?|balanced)");
    private static final Pattern GIT_COMMIT = Pattern.compile("[0-9a-f]{40}");

    private final List<String> problems = new ArrayList<>();

    private ReleaseMatrixReader() {
    }

    /**
     * Parses and checks a release-matrix document.
     *
     * @throws IllegalStateException listing every problem found, each with its JSON path
     */
    static ReleaseMatrix read(Reader json) {
        ReleaseMatrixFile.Root root;
        try {
            root = new Gson().fromJson(json, ReleaseMatrixFile.Root.class);
        } catch (JsonParseException e) {
            throw new IllegalStateException("the release matrix is not valid JSON of the expected shape: " + e.getMessage(), e);
        }
        if (root == null) {
            throw new IllegalStateException("the release matrix is empty");
        }
        return new ReleaseMatrixReader().convert(root);
    }

    private ReleaseMatrix convert(ReleaseMatrixFile.Root root) {
        if (!Objects.equals(root.schemaVersion(), 1)) {
            problem("schemaVersion", "must be 1, found " + root.schemaVersion());
        }
        ReleaseMatrixFile.Chart chart = root.chart();
        if (chart == null || blank(chart.repository()) || blank(chart.name())) {
            problem("chart", "needs repository and name");
        }
        Map<ReleaseFeature, ReleaseThreshold> thresholds = thresholds(root.releaseThresholds());
        List<GpuOperatorVersion> releases = new ArrayList<>();
        Set<String> seenReleases = new HashSet<>();
        for (ReleaseMatrixFile.Release r : list(root.releases(), "releases")) {
            String path = "releases[" + r.version() + "]";
            if (!seenReleases.add(String.valueOf(r.version()))) {
                problem(path, "appears twice");
            }
            GpuOperatorVersion release = release(path, r, chart, thresholds);
            if (release != null) {
                releases.add(release);
            }
        }
        releases.sort(Comparator.comparing(GpuOperatorVersion::releaseVersion));

        Map<GpuModel, GpuModelInfo> gpus = new EnumMap<>(GpuModel.class);
        for (ReleaseMatrixFile.Gpu g : list(root.gpuModels(), "gpuModels")) {
            String path = "gpuModels[" + g.model() + "]";
            GpuModel model = GpuModel.fromName(g.model()).orElse(null);
            if (model == null) {
                problem(path, "is not a GpuModel constant; known: " + GpuModel.allNames());
                continue;
            }
            GpuModelInfo info = gpu(path, model, g);
            if (info != null && gpus.put(model, info) != null) {
                problem(path, "appears twice");
            }
        }
        for (GpuModel model : GpuModel.values()) {
            if (!gpus.containsKey(model)) {
                problem("gpuModels", "has no entry for " + model + "; every GpuModel constant needs one");
            }
        }

        List<CudaRequirement> cuda = new ArrayList<>();
        Set<Integer> seenCuda = new HashSet<>();
        for (ReleaseMatrixFile.Cuda c : list(root.cudaMinimumDriver(), "cudaMinimumDriver")) {
            String path = "cudaMinimumDriver[" + c.cudaMajor() + "]";
            Provenance provenance = provenance(path, c.source(), c.confidence(), c.note());
            if (c.cudaMajor() == null || c.minDriverBranch() == null) {
                problem(path, "needs cudaMajor and minDriverBranch");
            } else if (!seenCuda.add(c.cudaMajor())) {
                problem(path, "appears twice");
            } else if (provenance != null) {
                cuda.add(new CudaRequirement(c.cudaMajor(), c.minDriverBranch(), provenance));
            }
        }
        cuda.sort(Comparator.comparingInt(CudaRequirement::cudaMajor).reversed());

        List<DriverBranchInfo> branches = new ArrayList<>();
        Set<Integer> seenBranches = new HashSet<>();
        for (ReleaseMatrixFile.Branch b : list(root.driverBranches(), "driverBranches")) {
            String path = "driverBranches[" + b.branch() + "]";
            Provenance provenance = provenance(path, b.source(), b.confidence(), b.note());
            DriverBranchInfo.Type type = enumValue(path + ".type", b.type(), DriverBranchInfo.Type.class);
            if (b.branch() == null) {
                problem(path, "needs branch");
            } else if (!seenBranches.add(b.branch())) {
                problem(path, "appears twice");
            } else if (provenance != null && type != null) {
                branches.add(new DriverBranchInfo(b.branch(), type, b.endOfLife(), provenance));
            }
        }
        branches.sort(Comparator.comparingInt(DriverBranchInfo::branch));

        if (!problems.isEmpty()) {
            throw new IllegalStateException("the release matrix has " + problems.size() + " problem(s):\n  "
                    + String.join("\n  ", problems));
        }
        return new ReleaseMatrix(releases, gpus, cuda, branches, thresholds);
    }

    /** Every {@link ReleaseFeature}'s threshold; each feature needs exactly one, with a source. */
    private Map<ReleaseFeature, ReleaseThreshold> thresholds(List<ReleaseMatrixFile.Threshold> given) {
        Map<ReleaseFeature, ReleaseThreshold> thresholds = new EnumMap<>(ReleaseFeature.class);
        for (ReleaseMatrixFile.Threshold t : list(given, "releaseThresholds")) {
            String path = "releaseThresholds[" + t.feature() + "]";
            ReleaseFeature feature = enumValue(path + ".feature", t.feature(), ReleaseFeature.class);
            Optional<ReleaseVersion> from = ReleaseVersion.tryParse(t.from());
            if (from.isEmpty()) {
                problem(path + ".from", "must look like v26.7.0");
            } else if (blank(t.source())) {
                problem(path + ".source", "is missing");
            } else if (feature != null && thresholds.put(feature, new ReleaseThreshold(feature, from.get(), t.source())) != null) {
                problem(path, "appears twice");
            }
        }
        for (ReleaseFeature feature : ReleaseFeature.values()) {
            if (!thresholds.containsKey(feature)) {
                problem("releaseThresholds", "has no entry for " + feature + "; every ReleaseFeature needs the release it starts at");
            }
        }
        return thresholds;
    }

    /** The features a release of {@code version} has by {@code thresholds}. */
    private static Set<ReleaseFeature> features(ReleaseVersion version, Map<ReleaseFeature, ReleaseThreshold> thresholds) {
        Set<ReleaseFeature> features = EnumSet.noneOf(ReleaseFeature.class);
        thresholds.forEach((feature, threshold) -> {
            if (version.isAtLeast(threshold.from())) {
                features.add(feature);
            }
        });
        return features;
    }

    private CudaValidator cudaValidator(String path, ReleaseMatrixFile.Validator v) {
        if (v == null) {
            return null;
        }
        if (blank(v.cudaVersion()) || v.unsupportedArchitectures() == null || blank(v.source())) {
            problem(path, "needs cudaVersion, unsupportedArchitectures (may be empty) and source");
            return null;
        }
        return new CudaValidator(v.cudaVersion(), v.unsupportedArchitectures(), v.source());
    }

    private GpuOperatorVersion release(String path, ReleaseMatrixFile.Release r, ReleaseMatrixFile.Chart chart,
                                       Map<ReleaseFeature, ReleaseThreshold> thresholds) {
        if (chart == null) {
            return null; // already reported at "chart"
        }
        int before = problems.size();
        Optional<ReleaseVersion> version = ReleaseVersion.tryParse(r.version());
        if (version.isEmpty()) {
            problem(path + ".version", "must look like v26.7.0");
        }
        if (r.chartVersion() == null || !r.chartVersion().startsWith("v")) {
            problem(path + ".chartVersion", "must carry the leading v the NGC chart repository uses");
        }
        if (r.gitCommit() == null || !GIT_COMMIT.matcher(r.gitCommit()).matches()) {
            problem(path + ".gitCommit", "must be a 40-hex-digit commit");
        }
        LocalDate date = null;
        if (sourced(path + ".releaseDate", r.releaseDate())) {
            try {
                date = LocalDate.parse(r.releaseDate().value());
            } catch (DateTimeParseException e) {
                problem(path + ".releaseDate", "must be YYYY-MM-DD");
            }
        }
        GpuOperatorVersion.SupportStatus status = sourced(path + ".supportStatus", r.supportStatus())
                ? enumValue(path + ".supportStatus", r.supportStatus().value(), GpuOperatorVersion.SupportStatus.class)
                : null;
        KubernetesRange kubernetes = kubernetes(path + ".kubernetes", r.kubernetes());

        Map<Component, ComponentImage> components = new EnumMap<>(Component.class);
        Map<Component, String> componentSources = new EnumMap<>(Component.class);
        Map<String, ReleaseMatrixFile.Image> images = r.components() == null ? Map.of() : r.components();
        for (Map.Entry<String, ReleaseMatrixFile.Image> e : images.entrySet()) {
            String cpath = path + ".components." + e.getKey();
            Component component = Component.fromKey(e.getKey()).orElse(null);
            ReleaseMatrixFile.Image image = e.getValue();
            if (component == null) {
                problem(cpath, "is not a component; known: " + Component.allKeys());
            } else if (image == null || blank(image.repository()) || blank(image.image()) || blank(image.version())) {
                problem(cpath, "needs repository, image and version");
            } else if (blank(image.source())) {
                problem(cpath + ".source", "is missing");
            } else if (image.digest() != null && (!ComponentPins.isValidTag(image.version())
                    || ComponentPins.versionProblem(component, image.version() + "@" + image.digest()).isPresent()
                    || blank(image.digestSource()))) {
                problem(cpath + ".digest", "needs " + Sha256Digest.FORM + ", a digestSource, and a "
                        + "component that can be pinned to a digest (not the driver)");
            } else {
                components.put(component, new ComponentImage(image.repository(), image.image(), image.version(),
                        image.digest()));
                componentSources.put(component, image.source());
            }
        }
        for (Component c : Component.values()) {
            if (!images.containsKey(c.key())) {
                problem(path + ".components", "lacks " + c.key() + "; every release pins every component");
            }
        }

        ReleaseMatrixFile.NfdChart nfd = r.nfdChart();
        if (nfd == null || blank(nfd.repository()) || blank(nfd.version()) || blank(nfd.source())) {
            problem(path + ".nfdChart", "needs repository, version and source");
        }

        ReleaseMatrixFile.Fields driverFields = r.nvidiaDriverSpecFields();
        if (driverFields == null || driverFields.value() == null || driverFields.value().isEmpty()
                || blank(driverFields.source())) {
            problem(path + ".nvidiaDriverSpecFields", "needs value (the CRD's spec fields) and source");
        }

        List<SupportedDriver> drivers = drivers(path + ".drivers", r.drivers(), components.get(Component.DRIVER));

        String chartDigest = chartDigest(path + ".chartDigest", r.chartDigest());
        CudaValidator cudaValidator = cudaValidator(path + ".cudaValidator", r.cudaValidator());

        if (problems.size() > before) {
            return null;
        }
        return new GpuOperatorVersion(r.version(),
                new HelmChart(chart.repository(), chart.name(), r.chartVersion(), chartDigest),
                r.gitCommit(), date, status, kubernetes, components,
                new HelmChart(nfd.repository(), "node-feature-discovery", nfd.version()),
                java.util.Set.copyOf(driverFields.value()), drivers,
                new GpuOperatorVersion.Sources(r.releaseDate().source(), r.supportStatus().source(), componentSources,
                        r.drivers().source()),
                r.notes() == null ? List.of() : r.notes(), features(version.orElseThrow(), thresholds), cudaValidator);
    }

    private List<SupportedDriver> drivers(String path, ReleaseMatrixFile.Drivers drivers, ComponentImage driverImage) {
        if (drivers == null || blank(drivers.source())) {
            problem(path, "needs a source and versions");
            return List.of();
        }
        List<SupportedDriver> result = new ArrayList<>();
        Set<DriverVersion> seen = new HashSet<>();
        for (ReleaseMatrixFile.Driver d : list(drivers.versions(), path + ".versions")) {
            if (!DriverVersion.isValid(d.version())) {
                problem(path + ".versions[" + d.version() + "]", "is not <branch>.<minor>.<patch>");
                continue;
            }
            DriverVersion version = DriverVersion.parse(d.version());
            if (!seen.add(version)) {
                problem(path + ".versions[" + d.version() + "]", "appears twice");
            }
            result.add(new SupportedDriver(version, Boolean.TRUE.equals(d.isDefault()), Boolean.TRUE.equals(d.recommended())));
        }
        long defaults = result.stream().filter(SupportedDriver::isDefault).count();
        if (defaults != 1) {
            problem(path, "must mark exactly one version default, found " + defaults);
        } else if (driverImage != null) {
            DriverVersion marked = result.stream().filter(SupportedDriver::isDefault).findFirst().orElseThrow().version();
            if (!DriverVersion.isValid(driverImage.version())
                    || !marked.equals(DriverVersion.parse(driverImage.version()))) {
                problem(path, "default " + marked + " differs from components.driver.version " + driverImage.version());
            }
        }
        result.sort(Comparator.comparing(SupportedDriver::version).reversed());
        return result;
    }

    private KubernetesRange kubernetes(String path, ReleaseMatrixFile.Kubernetes k) {
        if (k == null) {
            problem(path, "is missing");
            return null;
        }
        KubernetesVersion min = minor(path + ".min", k.min());
        KubernetesVersion max = minor(path + ".max", k.max());
        List<KubernetesRange.Scope> scopes = new ArrayList<>();
        for (ReleaseMatrixFile.Scope s : list(k.ranges(), path + ".ranges")) {
            String spath = path + ".ranges[" + s.scope() + "]";
            KubernetesVersion smin = minor(spath + ".min", s.min());
            KubernetesVersion smax = minor(spath + ".max", s.max());
            Provenance provenance = provenance(spath, s.source(), s.confidence(), s.note());
            if (blank(s.scope()) || smin == null || smax == null || provenance == null) {
                problem(spath, "needs scope, min, max and source");
                continue;
            }
            scopes.add(new KubernetesRange.Scope(s.scope(), smin, smax, provenance));
        }
        if (min == null || max == null) {
            return null;
        }
        if (KubernetesVersion.BY_MINOR.compare(min, max) > 0) {
            problem(path, "min " + k.min() + " is newer than max " + k.max());
        }
        if (scopes.isEmpty()) {
            problem(path + ".ranges", "needs at least one sourced range");
        }
        KubernetesRange range = new KubernetesRange(min, max, scopes, k.note());
        for (KubernetesRange.Scope s : scopes) {
            if (!range.contains(s.min()) || !range.contains(s.max())) {
                problem(path + ".ranges[" + s.scope() + "]", "lies outside " + range.describe());
            }
        }
        return range;
    }

    private GpuModelInfo gpu(String path, GpuModel model, ReleaseMatrixFile.Gpu g) {
        int before = problems.size();
        if (blank(g.displayName()) || blank(g.architecture()) || g.memoryGb() == null || g.memoryGb() <= 0) {
            problem(path, "needs displayName, architecture and a positive memoryGb");
        }
        ReleaseMatrixFile.Flavors flavors = g.vkFlavors();
        Provenance flavorProvenance = flavors == null ? null
                : provenance(path + ".vkFlavors", flavors.source(), flavors.confidence(), flavors.note());
        if (flavors == null) {
            problem(path + ".vkFlavors", "is missing (use an empty examples list with a note when VK offers none)");
        }
        ReleaseMatrixFile.Mig mig = g.mig();
        Provenance migProvenance = mig == null ? null : provenance(path + ".mig", mig.source(), mig.confidence(), mig.note());
        List<String> profiles = mig == null || mig.profiles() == null ? List.of() : mig.profiles();
        boolean capable = mig != null && Boolean.TRUE.equals(mig.capable());
        if (mig == null || mig.capable() == null) {
            problem(path + ".mig", "needs capable");
        } else if (capable == profiles.isEmpty()) {
            problem(path + ".mig", capable ? "is capable but lists no profiles" : "is not capable but lists profiles");
        }
        for (String profile : profiles) {
            if (!MIG_PROFILE.matcher(profile).matches()) {
                problem(path + ".mig.profiles[" + profile + "]", "is not all-<g>g.<mem>gb[.me] or all-balanced");
            }
        }
        if (new HashSet<>(profiles).size() != profiles.size()) {
            problem(path + ".mig.profiles", "lists a profile twice");
        }
        ReleaseMatrixFile.DriverBranches db = g.driverBranch();
        Provenance driverProvenance = db == null ? null
                : provenance(path + ".driverBranch", db.source(), db.confidence(), db.note());
        if (db == null || db.min() == null || db.min() <= 0) {
            problem(path + ".driverBranch.min", "is missing");
        } else if (db.max() != null && db.max() < db.min()) {
            problem(path + ".driverBranch", "max " + db.max() + " is below min " + db.min());
        }
        if (problems.size() > before) {
            return null;
        }
        return new GpuModelInfo(model, g.displayName(), g.architecture(), g.memoryGb(),
                flavors.examples() == null ? List.of() : flavors.examples(), flavorProvenance,
                capable, profiles, migProvenance, db.min(), db.max(), driverProvenance);
    }

    private boolean sourced(String path, ReleaseMatrixFile.Sourced s) {
        if (s == null || blank(s.value()) || blank(s.source())) {
            problem(path, "needs value and source");
            return false;
        }
        return true;
    }

    private Provenance provenance(String path, String source, String confidence, String note) {
        if (blank(source)) {
            problem(path + ".source", "is missing");
            return null;
        }
        Provenance.Confidence c = enumValue(path + ".confidence", confidence == null ? null : confidence.toUpperCase(),
                Provenance.Confidence.class);
        if (c == Provenance.Confidence.INFERRED && blank(note)) {
            problem(path + ".note", "must say why an inferred fact is believed");
        }
        return c == null ? null : new Provenance(source, c, note);
    }

    private KubernetesVersion minor(String path, String text) {
        try {
            return KubernetesVersion.parseMinor(text);
        } catch (IllegalArgumentException e) {
            problem(path, e.getMessage());
            return null;
        }
    }

    private <E extends Enum<E>> E enumValue(String path, String value, Class<E> type) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(value)) {
                return constant;
            }
        }
        problem(path, "'" + value + "' is not one of " + java.util.Arrays.toString(type.getEnumConstants()));
        return null;
    }

    private <T> List<T> list(List<T> items, String path) {
        if (items == null || items.isEmpty()) {
            problem(path, "is missing or empty");
            return List.of();
        }
        if (items.contains(null)) {
            problem(path, "contains null");
            return items.stream().filter(Objects::nonNull).toList();
        }
        return items;
    }

    private void problem(String path, String message) {
        problems.add(path + ": " + message);
    }

    /**
     * The digest of NVIDIA's published archive of the release's chart, when the matrix pins one: {@code sha256:} and
     * 64 lowercase hex digits, with the source it was read in (the repository index or NVIDIA's release notes).
     */
    private String chartDigest(String path, ReleaseMatrixFile.Sourced digest) {
        if (digest == null) {
            return null;
        }
        if (!Sha256Digest.isValid(digest.value()) || blank(digest.source())) {
            problem(path, "needs value (" + Sha256Digest.FORM + ") and source");
            return null;
        }
        return digest.value();
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}

package com.vkcsgpu.examples.docs;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The docs' fragments (blocks that declare resources out of context: the API reference's examples, the how-tos)
 * as Pulumi programs (see {@link #programs}), so one preview, up and destroy per program runs them all. Each fragment becomes a block of statements
 * in {@code Pulumi.run}; its resources' names get the prefix {@code f<n>-} so fragments that reuse a name
 * ({@code "l4"}, {@code "gpu"}) do not collide, and a fragment that works on an existing cluster
 * ({@code "<clusterId>"}, {@code "<kubeconfig>"}) gets a cluster of its own, declared before it: its placeholders
 * become that cluster's outputs. The other placeholders become ids the emulator accepts or sample manifests.
 */
final class DocFragments {
    /** The program of the fragments that install no GPU Operator. */
    static final String CLASS_NAME = "DocFragments";
    /**
     * The GpuOperator fragments' programs, by page (a page's fragments stay together; program
     * {@code DocOperatorFragments<n>} runs the fragments of the pages of entry n). Each fragment's operator runs on a
     * cluster of its own. They once needed three programs to fit the heap of the test JVM that hosts the emulator
     * (-Xmx1g); now one program holds them all (live heap after GC at most 132 MB, 2026-12-03), which saves two
     * programs' preview, up and destroy. Split by page again if the heap no longer holds them.
     */
    static final List<List<String>> OPERATOR_PAGES = List.of(
            List.of("docs/api/", "docs/howto/existing-cluster.md", "docs/howto/gpu-quotas.md",
            "docs/howto/mig-and-time-slicing.md", "docs/howto/pin-versions.md",
            "docs/howto/upgrade-driver.md"));
    private static final Pattern PLACEHOLDER = Pattern.compile("\"<[^\">]+>\"");
    private static final Pattern RESOURCE_NAME = Pattern.compile("new (\\w+)\\(\"");
    /** A function call such as {@code Mk8sFunctions.getVersions(}: module {@code mk8s}, function {@code getVersions}. */
    private static final Pattern FUNCTION_CALL = Pattern.compile("(\\w+)Functions\\.(\\w+)\\(");
    /** A cluster's name in the cloud, unique per project: fragments that declare a cluster get theirs prefixed. */
    private static final Pattern CLUSTER_NAME =
            Pattern.compile("(new (?:GpuCluster|Cluster)\\(\"[^\"]*\", \\w+\\.builder\\(\\)\\s*\\.name\\(\")");
    private static final Map<String, String> SAMPLES = Map.of(
            "\"<name>\"", "\"docs-tenant\"",
            "\"<workloadClass>\"", "\"training\"",
            "\"<job>\"", DocSnippetsEndToEndTest.quoted("{\"apiVersion\":\"batch/v1\",\"kind\":\"Job\","
                    + "\"metadata\":{\"name\":\"docs-sample\",\"namespace\":\"default\"},\"spec\":{\"template\":"
                    + "{\"spec\":{\"restartPolicy\":\"Never\",\"containers\":[{\"name\":\"hello\","
                    + "\"image\":\"busybox:1.36\",\"command\":[\"echo\",\"hello\"]}]}}}}"),
            "\"<values>\"", DocSnippetsEndToEndTest.quoted("driver:\n  enabled: true\n"),
            "\"<objects>\"", DocSnippetsEndToEndTest.quoted(
                    "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"docs-sample\","
                            + "\"namespace\":\"default\"},\"data\":{\"greeting\":\"hello\"}}"));
    /** Fragments not run, each with its reason (printed by the test); none today. */
    private static final Map<Pattern, String> NOT_RUN = Map.of();
    /** A readiness gate's pool: the fragment's cluster gets that pool and a GPU Operator for the gate to wait on. */
    private static final Pattern GATE_POOL = Pattern.compile("GatePoolArgs\\.builder\\(\\)(.*?)\\.build\\(\\)",
            Pattern.DOTALL);
    /** A GPU Operator pool named by its builder: the fragment's cluster gets a GpuNodePool of that name. */
    private static final Pattern POOL = Pattern.compile("GpuOperatorPoolArgs\\.builder\\(\\)(.*?)\\.build\\(\\)",
            Pattern.DOTALL);
    private static final Pattern RELEASE = Pattern.compile("\\.release\\(\"([^\"]+)\"\\)");
    /** Zones of the emulator's catalog (emulator FlavorCatalog) for the GPU models the docs' pools use; else GZ1. */
    private static final Map<String, String> ZONE_OF_MODEL = Map.of("H200", "ME1");

    private final String className;
    private final Map<String, String> blocks;
    private final Map<String, String> run;
    private final Map<String, String> notRun;
    private final String program;

    private DocFragments(String className, Map<String, String> blocks, Map<String, String> run,
                         Map<String, String> notRun, String program) {
        this.className = className;
        this.blocks = blocks;
        this.run = run;
        this.notRun = notRun;
        this.program = program;
    }

    /**
     * The fragments as programs: {@value #CLASS_NAME} for those that install no GPU Operator, then one program
     * per entry of {@link #OPERATOR_PAGES}; a program with no fragment is left out.
     */
    static List<DocFragments> programs(Map<String, String> blocks, Map<String, String> ids, Charts charts) {
        List<Map<String, String>> groups = new ArrayList<>();
        for (int i = 0; i <= OPERATOR_PAGES.size(); i++) {
            groups.add(new LinkedHashMap<>());
        }
        for (Map.Entry<String, String> block : blocks.entrySet()) {
            int group = 0;
            if (installsAnOperator(block.getValue())) {
                group = 1 + indexOfPage(block.getKey());
            }
            groups.get(group).put(block.getKey(), block.getValue());
        }
        List<DocFragments> programs = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            DocFragments program = of(i == 0 ? CLASS_NAME : "DocOperatorFragments" + i, groups.get(i), ids, charts);
            if (!groups.get(i).isEmpty()) {
                programs.add(program);
            }
        }
        return programs;
    }

    /** A GpuOperator fragment, or a ReadinessGate fragment (whose cluster gets an operator to wait on). */
    private static boolean installsAnOperator(String block) {
        return block.contains("new GpuOperator(") || block.contains("new ReadinessGate(");
    }

    private static int indexOfPage(String where) {
        for (int i = 0; i < OPERATOR_PAGES.size(); i++) {
            if (OPERATOR_PAGES.get(i).stream().anyMatch(where::startsWith)) {
                return i;
            }
        }
        throw new AssertionError(where + " installs a GPU Operator, and its page is in no program of"
                + " DocFragments.OPERATOR_PAGES: add it to one (a small one: every operator fragment has a cluster"
                + " of its own in the emulator)");
    }

    /**
     * @param className the program's class
     * @param blocks where each fragment is ("docs/api/… block 1") and its text
     * @param ids    quoted emulator values for the placeholders of cloud ids ({@code "<networkId>"} and the like);
     *               {@code "<masterFlavorId>"}, {@code "<networkId>"}, {@code "<subnetId>"} also make up the
     *               fragments' own clusters
     */
    static DocFragments of(String className, Map<String, String> blocks, Map<String, String> ids, Charts charts) {
        Map<String, String> run = new LinkedHashMap<>();
        Map<String, String> notRun = new LinkedHashMap<>();
        TreeSet<String> imports = new TreeSet<>(List.of("import com.pulumi.Pulumi;", "import com.vkcsgpu.GpuCluster;",
                "import com.vkcsgpu.GpuClusterArgs;", "import com.vkcsgpu.GpuNodePool;",
                "import com.vkcsgpu.GpuNodePoolArgs;", "import com.vkcsgpu.mk8s.FixedScaleArgs;",
                "import com.vkcsgpu.mk8s.NodeGroup;", "import com.vkcsgpu.mk8s.NodeGroupArgs;"));
        StringBuilder body = new StringBuilder();
        List<String> unknown = new ArrayList<>();
        int n = 0;
        for (Map.Entry<String, String> block : blocks.entrySet()) {
            String reason = reasonNotRun(block.getValue(), charts);
            if (reason != null) {
                notRun.put(block.getKey(), reason);
                continue;
            }
            String prefix = "f" + (++n) + "-";
            run.put(block.getKey(), prefix);
            body.append("        { // ").append(block.getKey()).append('\n');
            String statements = offlineChart(onePrefix(block.getValue(), prefix, imports), charts);
            if (statements.contains("\"<clusterId>\"") || statements.contains("\"<kubeconfig>\"")
                    || statements.contains("\"<cluster UUID>\"")) {
                body.append("        var fragmentCluster = new GpuCluster(\"").append(prefix)
                        .append("cluster\", GpuClusterArgs.builder().name(\"docs-").append(prefix)
                        .append("cluster\").availabilityZones(\"GZ1\").masterFlavorId(")
                        .append(ids.get("\"<masterFlavorId>\"")).append(").networkId(")
                        .append(ids.get("\"<networkId>\"")).append(").subnetId(").append(ids.get("\"<subnetId>\""))
                        .append(").loadbalancerSubnetId(").append(ids.get("\"<subnetId>\"")).append(").build(), null);\n");
                body.append(poolsNamed(statements, prefix));
                body.append(substitute(operatorForGate(statements, prefix, charts), ids, block.getKey(), unknown));
                if (statements.contains("new JobRun(")) {
                    // A Job's pod needs a node to run on: one CPU node.
                    body.append("        new NodeGroup(\"").append(prefix).append("cpu\", NodeGroupArgs.builder()"
                            + ".clusterId(fragmentCluster.clusterId()).name(\"cpu\").availabilityZone(\"GZ1\")"
                            + ".flavorId(").append(ids.get("\"<flavorId>\"")).append(")"
                            + ".fixedScale(FixedScaleArgs.builder().size(1).build()).build());\n");
                }
            }
            body.append(substitute(statements, ids, block.getKey(), unknown)).append("        }\n");
        }
        if (!unknown.isEmpty()) {
            throw new AssertionError("no value for these placeholders of the docs' fragments; add one in "
                    + "DocFragments: " + unknown);
        }
        String program = String.join("\n", imports) + "\n\npublic class " + className + " {\n"
                + "    public static void main(String[] args) {\n"
                + "        Pulumi.run(ctx -> {\n" + body + "        });\n    }\n}\n";
        return new DocFragments(className, Map.copyOf(blocks), run, notRun, program);
    }

    /** The program's class name. */
    String className() {
        return className;
    }

    /** The program's source. */
    String program() {
        return program;
    }

    /** The fragments the program runs. */
    List<String> run() {
        return List.copyOf(run.keySet());
    }

    /** The prefix of the names of the resources {@code where} declares. */
    String prefixOf(String where) {
        return run.get(where);
    }

    /** The function tokens {@code where} invokes, e.g. {@code vkcs-gpu:mk8s:getVersions}. */
    List<String> invokesOf(String where) {
        Matcher m = FUNCTION_CALL.matcher(blocks.get(where));
        List<String> tokens = new ArrayList<>();
        while (m.find()) {
            tokens.add("vkcs-gpu:" + m.group(1).toLowerCase(java.util.Locale.ROOT) + ":" + m.group(2));
        }
        return tokens;
    }

    /** Prints the fragments the program does not run, each with its reason. */
    void printNotRun(PrintStream out) {
        notRun.forEach((where, reason) -> out.println("DocSnippetsEndToEndTest: not run: " + where + ": " + reason));
    }

    private static String reasonNotRun(String block, Charts charts) {
        String reason = NOT_RUN.entrySet().stream().filter(e -> e.getKey().matcher(block).find())
                .map(Map.Entry::getValue).findFirst().orElse(null);
        Matcher release = RELEASE.matcher(block);
        if (reason == null && release.find() && charts.chartOf(release.group(1)) == null) {
            reason = "pins " + release.group(1) + ": offline that needs NVIDIA's chart of that release from "
                    + "../shared/charts, which is absent here (the fixture chart is " + charts.fixtureRelease() + ")";
        }
        return reason;
    }

    /**
     * The charts a fragment's GpuOperator installs offline: the provider's fixture chart (one release, from a
     * local path) and, when {@code sharedCharts} exists, NVIDIA's real chart of any other release
     * ({@code gpu-operator-<release>.tgz}).
     */
    record Charts(String fixtureRelease, String fixtureChart, Path sharedCharts) {
        /** The local chart of {@code release}, or null when there is none here. */
        String chartOf(String release) {
            if (release.equals(fixtureRelease)) {
                return fixtureChart;
            }
            Path chart = sharedCharts.resolve("gpu-operator-" + release + ".tgz");
            return Files.isRegularFile(chart) ? chart.toAbsolutePath().toString() : null;
        }
    }

    /**
     * The GpuOperator's chart offline: a fragment that pins the fixture chart's release, or none (the default
     * release, the fixture's), installs the fixture chart; so does the OperatorRelease API example (its chart and
     * version are placeholders).
     */
    private static String offlineChart(String statements, Charts charts) {
        String localPath = ".chartLocalPath(" + DocSnippetsEndToEndTest.quoted(charts.fixtureChart()) + ")";
        if (statements.contains("new OperatorRelease(")) {
            // The API example's chart names no source and its version is a placeholder: the fixture chart's.
            return statements.replace("OperatorChartArgs.builder()", "OperatorChartArgs.builder().localPath("
                            + DocSnippetsEndToEndTest.quoted(charts.fixtureChart()) + ")")
                    .replace("\"<chartVersion>\"", DocSnippetsEndToEndTest.quoted(charts.fixtureRelease()));
        }
        if (!statements.contains("new GpuOperator(")) {
            return statements;
        }
        if (!RELEASE.matcher(statements).find()) {
            return statements.replace("GpuOperatorArgs.builder()", "GpuOperatorArgs.builder()" + localPath);
        }
        return RELEASE.matcher(statements).replaceAll(m -> Matcher.quoteReplacement(m.group() + ".chartLocalPath("
                + DocSnippetsEndToEndTest.quoted(charts.chartOf(m.group(1))) + ")"));
    }

    /**
     * GpuNodePools in the fragment's cluster for the pools its GpuOperator names by builder and does not declare
     * (a how-to's operator on pools that exist already), so its readiness gate finds their nodes.
     */
    /**
     * For a ReadinessGate fragment: a GPU pool for each pool the gate names, and the GPU Operator (fixture chart)
     * over them that the gate waits for, as GpuOperator builds one; nothing for other fragments.
     */
    private static String operatorForGate(String statements, String prefix, Charts charts) {
        if (!statements.contains("new ReadinessGate(")) {
            return "";
        }
        StringBuilder operator = new StringBuilder();
        operator.append("        new com.vkcsgpu.GpuOperator(\"").append(prefix).append("operator\", "
                + "com.vkcsgpu.GpuOperatorArgs.builder().chartLocalPath(")
                .append(DocSnippetsEndToEndTest.quoted(charts.fixtureChart()))
                .append(").kubeconfig(fragmentCluster.kubeconfig()).pools(java.util.List.of(");
        Matcher m = GATE_POOL.matcher(statements);
        List<String> pools = new ArrayList<>();
        while (m.find()) {
            String name = argument(m.group(1), "name", null);
            operator.insert(0, "        new GpuNodePool(\"" + prefix + "gate-pool-" + pools.size() + "\", GpuNodePoolArgs"
                    + ".builder().clusterId(fragmentCluster.clusterId()).poolName(" + name + ").gpuModel(\"L4\")"
                    + ".gpusPerNode(1).availabilityZone(\"GZ1\").nodeCount(1).build(), null);\n");
            pools.add("com.vkcsgpu.GpuOperatorPoolArgs.builder().name(" + name + ").gpuModel(\"L4\").gpusPerNode(1).build()");
        }
        operator.append(String.join(", ", pools)).append(")).build(), null);\n");
        return operator.toString();
    }

    private static String poolsNamed(String statements, String prefix) {
        StringBuilder pools = new StringBuilder();
        Matcher m = POOL.matcher(statements);
        while (m.find()) {
            String spec = m.group(1);
            String name = argument(spec, "name", null);
            String model = argument(spec, "gpuModel", null);
            if (statements.contains(".poolName(" + name + ")")) {
                continue; // the fragment declares this pool itself
            }
            pools.append("        new GpuNodePool(\"").append(prefix).append("pool-").append(name.replace("\"", ""))
                    .append("\", GpuNodePoolArgs.builder().clusterId(fragmentCluster.clusterId()).poolName(")
                    .append(name).append(").gpuModel(").append(model).append(").gpusPerNode(")
                    .append(argument(spec, "gpusPerNode", "1")).append(").availabilityZone(\"")
                    .append(ZONE_OF_MODEL.getOrDefault(model.replace("\"", ""), "GZ1")).append("\").nodeCount(")
                    .append(argument(spec, "expectedNodes", "1")).append(").build(), null);\n");
        }
        return pools.toString();
    }

    /** The argument of {@code .name(…)} in a builder chain, as written. */
    private static String argument(String chain, String method, String otherwise) {
        Matcher m = Pattern.compile("\\." + method + "\\(([^()]+)\\)").matcher(chain);
        if (m.find()) {
            return m.group(1);
        }
        if (otherwise == null) {
            throw new AssertionError("a GPU Operator pool of the docs without " + method + ": " + chain);
        }
        return otherwise;
    }

    /** The fragment's statements with its resources (and clusters' cloud names) prefixed; imports go to {@code imports}. */
    private static String onePrefix(String block, String prefix, TreeSet<String> imports) {
        StringBuilder statements = new StringBuilder();
        for (String line : block.split("\n")) {
            if (line.startsWith("import ")) {
                imports.add(line.strip());
            } else {
                statements.append("        ").append(line).append('\n');
            }
        }
        String named = CLUSTER_NAME.matcher(statements).replaceAll("$1" + Matcher.quoteReplacement(prefix));
        return RESOURCE_NAME.matcher(named).replaceAll("new $1(\"" + Matcher.quoteReplacement(prefix));
    }

    private static String substitute(String statements, Map<String, String> ids, String where, List<String> unknown) {
        // "your kubeconfig, as a secret": the cluster's kubeconfig output is one already.
        Matcher m = PLACEHOLDER.matcher(statements.replace("Output.ofSecret(\"<kubeconfig>\")",
                "fragmentCluster.kubeconfig()"));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = switch (m.group()) {
                case "\"<clusterId>\"", "\"<cluster UUID>\"" -> "fragmentCluster.clusterId()";
                case "\"<kubeconfig>\"" -> "fragmentCluster.kubeconfig()";
                default -> ids.getOrDefault(m.group(), SAMPLES.get(m.group()));
            };
            if (value == null) {
                unknown.add(where + ": " + m.group());
                value = m.group();
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }
}

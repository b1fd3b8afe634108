package com.vkcsgpu.examples.docs;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The docs' fragments (blocks that declare resources out of context: the API reference's examples, the how-tos)
 * as one Pulumi program, so one preview, up and destroy runs them all. Each fragment becomes a block of statements
 * in {@code Pulumi.run}; its resources' names get the prefix {@code f<n>-} so fragments that reuse a name
 * ({@code "l4"}, {@code "gpu"}) do not collide, and a fragment that works on an existing cluster
 * ({@code "<clusterId>"}, {@code "<kubeconfig>"}) gets a cluster of its own, declared before it: its placeholders
 * become that cluster's outputs. The other placeholders become ids the emulator accepts or sample manifests.
 */
final class DocFragments {
    static final String CLASS_NAME = "DocFragments";
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
            "\"<values>\"", DocSnippetsEndToEndTest.quoted("driver:\n  enabled: true\n"),
            "\"<objects>\"", DocSnippetsEndToEndTest.quoted(
                    "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"docs-sample\","
                            + "\"namespace\":\"default\"},\"data\":{\"greeting\":\"hello\"}}"));
    /**
     * Fragments not run yet, each with its reason: the ones that install the GPU Operator need GPU pools of
     * the models and node counts they name, in a cluster of their own; a Job needs a node for its pod.
     */
    private static final Map<Pattern, String> NOT_RUN = Map.of(
            Pattern.compile("new (GpuOperator|OperatorRelease|ReadinessGate)\\("),
            "installs the GPU Operator or waits for GPU pools the fragment names but does not declare",
            Pattern.compile("new JobRun\\("), "its Job's pod needs a node, and the fragment's cluster has none");

    private final Map<String, String> blocks;
    private final Map<String, String> run;
    private final Map<String, String> notRun;
    private final String program;

    private DocFragments(Map<String, String> blocks, Map<String, String> run, Map<String, String> notRun,
                         String program) {
        this.blocks = blocks;
        this.run = run;
        this.notRun = notRun;
        this.program = program;
    }

    /**
     * @param blocks where each fragment is ("docs/api/… block 1") and its text
     * @param ids    quoted emulator values for the placeholders of cloud ids ({@code "<networkId>"} and the like);
     *               {@code "<masterFlavorId>"}, {@code "<networkId>"}, {@code "<subnetId>"} also make up the
     *               fragments' own clusters
     */
    static DocFragments of(Map<String, String> blocks, Map<String, String> ids) {
        Map<String, String> run = new LinkedHashMap<>();
        Map<String, String> notRun = new LinkedHashMap<>();
        TreeSet<String> imports = new TreeSet<>(List.of("import com.pulumi.Pulumi;", "import com.vkcsgpu.GpuCluster;",
                "import com.vkcsgpu.GpuClusterArgs;"));
        StringBuilder body = new StringBuilder();
        List<String> unknown = new ArrayList<>();
        int n = 0;
        for (Map.Entry<String, String> block : blocks.entrySet()) {
            String reason = reasonNotRun(block.getValue());
            if (reason != null) {
                notRun.put(block.getKey(), reason);
                continue;
            }
            String prefix = "f" + (++n) + "-";
            run.put(block.getKey(), prefix);
            body.append("        { // ").append(block.getKey()).append('\n');
            String statements = onePrefix(block.getValue(), prefix, imports);
            if (statements.contains("\"<clusterId>\"") || statements.contains("\"<kubeconfig>\"")
                    || statements.contains("\"<cluster UUID>\"")) {
                body.append("        var fragmentCluster = new GpuCluster(\"").append(prefix)
                        .append("cluster\", GpuClusterArgs.builder().name(\"docs-").append(prefix)
                        .append("cluster\").availabilityZones(\"GZ1\").masterFlavorId(")
                        .append(ids.get("\"<masterFlavorId>\"")).append(").networkId(")
                        .append(ids.get("\"<networkId>\"")).append(").subnetId(").append(ids.get("\"<subnetId>\""))
                        .append(").loadbalancerSubnetId(").append(ids.get("\"<subnetId>\"")).append(").build(), null);\n");
            }
            body.append(substitute(statements, ids, block.getKey(), unknown)).append("        }\n");
        }
        if (!unknown.isEmpty()) {
            throw new AssertionError("no value for these placeholders of the docs' fragments; add one in "
                    + "DocFragments: " + unknown);
        }
        String program = String.join("\n", imports) + "\n\npublic class " + CLASS_NAME + " {\n"
                + "    public static void main(String[] args) {\n"
                + "        Pulumi.run(ctx -> {\n" + body + "        });\n    }\n}\n";
        return new DocFragments(Map.copyOf(blocks), run, notRun, program);
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

    private static String reasonNotRun(String block) {
        return NOT_RUN.entrySet().stream().filter(e -> e.getKey().matcher(block).find()).map(Map.Entry::getValue)
                .findFirst().orElse(null);
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
        Matcher m = PLACEHOLDER.matcher(statements);
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

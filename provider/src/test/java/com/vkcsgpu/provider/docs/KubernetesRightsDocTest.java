package com.vkcsgpu.provider.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import com.vkcsgpu.provider.k8s.access.StockRole;
import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.FixtureChart;
import com.vkcsgpu.provider.k8s.helm.RenderedChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import com.vkcsgpu.provider.k8s.readiness.GateRights;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/kubernetes-rights.md against the preflight's lists: the readiness gate's table is exactly
 * {@link GateRights} (required, sharpening, optional), with each row's least stock role; every right a Helm install of the (fixture) chart asks
 * for has its row, with the role the message will name.
 */
class KubernetesRightsDocTest {
    private static final String OPERATOR_NAMESPACE = "gpu-operator";

    private static String section(String heading) throws IOException {
        String text = Files.readString(RepoFiles.root().resolve("docs/kubernetes-rights.md"));
        int start = text.indexOf("\n## " + heading);
        assertTrue(start >= 0, "docs/kubernetes-rights.md has a section \"" + heading + "\"");
        int end = text.indexOf("\n## ", start + 1);
        return text.substring(start, end < 0 ? text.length() : end);
    }

    /** The rows of a section's first table (the rights), cells trimmed and without backticks. */
    private static List<List<String>> rows(String section) {
        List<List<String>> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : section.lines().toList()) {
            if (inTable && !line.startsWith("|")) {
                break; // the tables after the first say what the rights add
            }
            inTable = line.startsWith("|");
            if (line.startsWith("| ") && !line.startsWith("| resource") && !line.startsWith("| verbs")) {
                List<String> cells = new ArrayList<>();
                for (String cell : line.substring(1, line.length() - 1).split("\\|")) {
                    cells.add(cell.replace("`", "").trim());
                }
                rows.add(cells);
            }
        }
        return rows;
    }

    /** {@code pods/log}, {@code daemonsets.apps} in a scope as the doc writes them, back into a right. */
    private static KubeRight right(String verb, String qualified, String scope) {
        String subresource = qualified.contains("/") ? qualified.substring(qualified.indexOf('/') + 1) : "";
        String named = qualified.contains("/") ? qualified.substring(0, qualified.indexOf('/')) : qualified;
        String resource = named.contains(".") ? named.substring(0, named.indexOf('.')) : named;
        String group = named.contains(".") ? named.substring(named.indexOf('.') + 1) : "";
        return new KubeRight(verb, group, resource, subresource, scope.equals("cluster-wide") ? null : OPERATOR_NAMESPACE);
    }

    @Test
    void theGateTableIsWhatTheGateAsksWithTheRoleThatGrantsEachRight() throws IOException {
        Set<String> documented = new TreeSet<>();
        for (List<String> row : rows(section("Readiness gate"))) {
            for (String verb : row.get(0).split(",\\s*")) {
                KubeRight right = right(verb, row.get(1), row.get(2));
                documented.add(right + " " + row.get(3) + " " + row.get(4));
            }
        }
        Set<String> asked = new TreeSet<>();
        GateRights.required(OPERATOR_NAMESPACE).forEach(r -> asked.add(r + " required "
                + StockRole.leastGranting(r).roleName()));
        GateRights.sharpening().keySet().forEach(r -> asked.add(r + " sharpening "
                + StockRole.leastGranting(r).roleName()));
        GateRights.optional(OPERATOR_NAMESPACE).keySet().forEach(r -> asked.add(r + " optional "
                + StockRole.leastGranting(r).roleName()));

        assertEquals(asked, documented);
    }

    /** The ClusterRole the gate's section offers grants exactly the sharpening reads, each cluster-wide. */
    @Test
    void theGateReaderClusterRoleGrantsExactlyTheSharpeningReads() throws IOException {
        String gate = section("Readiness gate");
        int start = gate.indexOf("```\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole");
        assertTrue(start >= 0, "the gate's section shows a ClusterRole");
        String yaml = gate.substring(start + 4, gate.indexOf("```", start + 4));
        Map<String, Object> role = new org.yaml.snakeyaml.Yaml().load(yaml);
        Set<String> granted = new TreeSet<>();
        for (Object rule : (List<?>) role.get("rules")) {
            Map<?, ?> r = (Map<?, ?>) rule;
            for (Object group : (List<?>) r.get("apiGroups")) {
                for (Object resource : (List<?>) r.get("resources")) {
                    for (Object verb : (List<?>) r.get("verbs")) {
                        granted.add(KubeRight.of((String) verb, (String) group, (String) resource, null).toString());
                    }
                }
            }
        }
        Set<String> sharpening = new TreeSet<>();
        GateRights.sharpening().keySet().forEach(r -> sharpening.add(r.toString()));

        assertEquals(sharpening, granted);
    }

    @Test
    void everyRightAHelmInstallAsksForHasItsRowWithItsRole(@TempDir Path temp) throws IOException {
        Map<String, List<String>> table = new java.util.HashMap<>();
        for (List<String> row : rows(section("GpuOperator, `method: helm`"))) {
            table.put(row.get(0).replaceAll(" \\(.*\\)$", ""), row);
        }
        RenderedChart chart = new ChartRenderer(new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient()))
                .render(new ChartSource.Local(FixtureChart.directory()), FixtureChart.VERSION, "gpu-operator",
                        OPERATOR_NAMESPACE, "{}");
        List<GenericKubernetesResource> objects = new ArrayList<>(Manifests.parseAll(
                "apiVersion: v1\nkind: Namespace\nmetadata: {name: gpu-operator}\n"));
        objects.addAll(chart.crds());
        objects.addAll(chart.objects());
        try (KubeTestCluster cluster = new KubeTestCluster("rights-doc")) {
            List<KubeRight> asked = cluster.applier().rightsToApply(objects, OPERATOR_NAMESPACE);
            assertTrue(asked.size() > 20, "the fixture chart's objects: " + asked);
            // A row names the role that grants all of get, create and patch: the widest of the three's.
            Map<String, StockRole> widest = new java.util.TreeMap<>();
            for (KubeRight right : asked) {
                widest.merge(right.qualifiedResource(), StockRole.leastGranting(right),
                        (a, b) -> a.compareTo(b) >= 0 ? a : b);
                List<String> row = table.get(right.qualifiedResource());
                assertTrue(row != null, right + " has a row in the Helm table");
                assertEquals(right.clusterWide() ? "cluster-wide" : "operator namespace", row.get(1), right.toString());
            }
            widest.forEach((resource, role) -> assertEquals(role.roleName(), table.get(resource).get(2), resource));
        }
    }
}

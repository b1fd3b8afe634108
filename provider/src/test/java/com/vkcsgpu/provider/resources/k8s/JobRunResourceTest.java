package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Check of JobRun: no cluster involved. */
class JobRunResourceTest {
    private final ResourceHandler<JobRunArgs, JobRunState> handler =
            new ResourceHandler<>(new JobRunResource(), new OperationTracker());

    private List<String> problems(String job, String namespace, Double logLines) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", "apiVersion: v1\nkind: Config\n");
        m.put("job", job);
        if (namespace != null) {
            m.put("namespace", namespace);
        }
        if (logLines != null) {
            m.put("logLines", logLines);
        }
        return handler.check(m).failures().stream().map(f -> f.path() + ": " + f.reason()).toList();
    }

    @Test
    void aValidJobPassesAndLogLinesDefaultsTo20() {
        assertEquals(List.of(), problems(JobRunLifecycleTest.SMOKE, "team-a", null));
        Map<String, Object> m = new LinkedHashMap<>(Map.of("kubeconfig", "x", "job", JobRunLifecycleTest.SMOKE,
                "namespace", "team-a"));
        assertEquals(20.0, ((Number) handler.check(m).inputs().get("logLines")).doubleValue());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "not a Job       | apiVersion: batch/v1   | apiVersion: apps/v1                                  | job: is apps/v1 Job, not a Job",
            "Always restarts | restartPolicy: Never   | restartPolicy: Always                                | job: spec.template.spec.restartPolicy is Always",
            "bad name        | name: smoke-l4         | name: Smoke_L4                                       | job: metadata.name 'Smoke_L4' must be",
            "two documents   | metadata: {name: smoke-l4} | metadata: {name: a}\\n---\\nkind: ConfigMap      | job: holds 2 documents",
            "no containers   | containers:            | initContainers:                                      | job: spec.template.spec.containers is empty",
    })
    void badJobsAreNamed(String what, String from, String to, String expected) {
        String job = JobRunLifecycleTest.SMOKE.replace(from, to.replace("\\n", "\n"));
        String joined = String.join("\n", problems(job, "team-a", null));
        assertTrue(joined.contains(expected), what + ": " + joined);
    }

    @Test
    void namespaceAndLogLinesAreChecked() {
        List<String> problems = problems(JobRunLifecycleTest.SMOKE, null, 0.0);
        assertEquals(List.of("job: names no namespace; set metadata.namespace or the namespace input",
                "logLines: must be 1-200, got 0"), problems);
        assertEquals(List.of("namespace: 'Team_A' must be 1-63 lowercase letters, digits or '-', starting and ending "
                + "with a letter or digit"), problems(JobRunLifecycleTest.SMOKE, "Team_A", null));
    }
}

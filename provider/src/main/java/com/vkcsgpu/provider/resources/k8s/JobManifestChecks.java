package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.domain.KubernetesSyntax;
import java.util.List;
import java.util.Map;

/**
 * Validation of a JobRun's Job manifest without any API call: one {@code batch/v1 Job} with a name
 * the Job controller can use as a pod label value (DNS-1123 label, at most 63 characters), a pod
 * template with containers, and a restart policy a Job accepts ({@code Never} or {@code OnFailure}).
 */
final class JobManifestChecks {
    private static final List<String> RESTART_POLICIES = List.of("Never", "OnFailure");

    private JobManifestChecks() {
    }

    static void check(String manifest, String namespace, Diagnostics diags) {
        if (namespace != null) {
            KubernetesSyntax.dns1123LabelProblem(namespace).ifPresent(p -> diags.error("namespace", p, null));
        }
        if (manifest == null) {
            return; // unknown in preview
        }
        List<Map<String, Object>> docs;
        try {
            docs = Manifests.documents(manifest);
        } catch (IllegalArgumentException e) {
            diags.error("job", e.getMessage(), "give one batch/v1 Job as YAML or JSON text");
            return;
        }
        if (docs.size() != 1) {
            diags.error("job", "holds " + docs.size() + " documents", "give exactly one batch/v1 Job");
            return;
        }
        Map<String, Object> job = docs.get(0);
        if (!"batch/v1".equals(job.get("apiVersion")) || !"Job".equals(job.get("kind"))) {
            diags.error("job", "is " + job.get("apiVersion") + " " + job.get("kind") + ", not a Job",
                    "set apiVersion: batch/v1 and kind: Job");
        }
        Map<?, ?> metadata = job.get("metadata") instanceof Map<?, ?> m ? m : Map.of();
        if (!(metadata.get("name") instanceof String name)) {
            diags.error("job", "metadata.name is missing", "name the Job (generated names cannot be tracked)");
        } else {
            KubernetesSyntax.dns1123LabelProblem(name).ifPresent(p -> diags.error("job", "metadata.name " + p, null));
        }
        if (metadata.get("namespace") instanceof String ns) {
            KubernetesSyntax.dns1123LabelProblem(ns).ifPresent(p -> diags.error("job", "metadata.namespace " + p, null));
        } else if (namespace == null) {
            diags.error("job", "names no namespace", "set metadata.namespace or the namespace input");
        }
        Map<?, ?> podSpec = path(job, "spec", "template", "spec");
        if (!(podSpec.get("containers") instanceof List<?> containers) || containers.isEmpty()) {
            diags.error("job", "spec.template.spec.containers is empty", "give the container to run");
        }
        Object restart = podSpec.get("restartPolicy");
        if (!RESTART_POLICIES.contains(restart)) {
            diags.error("job", "spec.template.spec.restartPolicy is " + restart,
                    "set Never or OnFailure (a Job's pods must end)");
        }
    }

    private static Map<?, ?> path(Map<?, ?> from, String... keys) {
        Map<?, ?> at = from;
        for (String key : keys) {
            at = at.get(key) instanceof Map<?, ?> next ? next : Map.of();
        }
        return at;
    }
}

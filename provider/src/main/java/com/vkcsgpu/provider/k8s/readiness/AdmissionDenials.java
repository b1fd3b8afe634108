package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Operand DaemonSets whose pods admission refuses. A refused DaemonSet creates no pod at all, so nothing on the
 * node shows the cause; the DaemonSet controller records each refusal as a Warning event {@code FailedCreate} on
 * the DaemonSet ("Error creating: " and the API server's answer). Gatekeeper words its answer
 * {@code admission webhook "validation.gatekeeper.sh" denied the request: [<constraint>] <violation>}, one line
 * per violated constraint (open-policy-agent/gatekeeper pkg/webhook/policy.go); Pod Security admission words it
 * {@code pods "<name>" is forbidden: violates PodSecurity "<level>:<version>": ...}
 * (kubernetes/pod-security-admission admission/admission.go). VK Cloud enforces Gatekeeper constraints on host
 * filesystems and host namespaces in all namespaces (vk-cs/docs-public
 * docs/ru/kubernetes/k8s/concepts/security-policies/security-policies.md).
 */
final class AdmissionDenials {
    private static final Pattern WEBHOOK = Pattern.compile("admission webhook \"([^\"]+)\" denied the request: (.*)",
            Pattern.DOTALL);
    private static final Pattern CONSTRAINT = Pattern.compile("(?m)^\\s*\\[([^\\]]+)]");
    private static final Pattern POD_SECURITY = Pattern.compile("is forbidden: (violates PodSecurity .*)", Pattern.DOTALL);
    private static final String CREATING = "Error creating: ";

    private AdmissionDenials() {
    }

    /**
     * Failed when an operand DaemonSet that targets {@code node} has no pod there and its latest
     * {@code FailedCreate} event is an admission refusal: naming the DaemonSet, its component, the webhook and
     * the constraint; ready otherwise.
     */
    static Verdict on(Node node, List<Pod> podsOnNode, List<DaemonSet> daemonSets, List<Event> events) {
        for (DaemonSet ds : daemonSets) {
            if (!OperandScheduling.targets(ds, node) || podsOnNode.stream().anyMatch(p -> owns(ds, p))) {
                continue;
            }
            Optional<String> refusal = latestRefusal(ds.getMetadata().getName(), events);
            if (refusal.isEmpty()) {
                continue;
            }
            return verdict(GateDiagnosis.NODE, node.getMetadata().getName(), ds, refusal.get());
        }
        return Verdict.ready();
    }

    /**
     * Failed when any operand DaemonSet creates fewer pods than it should and its latest {@code FailedCreate} event
     * is an admission refusal, worded for {@code pool}: for a gate that may not read Nodes, which cannot tell which
     * node the DaemonSet targets (the refused pods never show); ready otherwise.
     */
    static Verdict anywhere(String pool, List<DaemonSet> daemonSets, List<Event> events) {
        for (DaemonSet ds : daemonSets) {
            if (count(ds, true) <= count(ds, false)) {
                continue;
            }
            Optional<String> refusal = latestRefusal(ds.getMetadata().getName(), events);
            if (refusal.isPresent()) {
                return verdict(GateDiagnosis.POOL, pool, ds, refusal.get());
            }
        }
        return Verdict.ready();
    }

    /** The DaemonSet's desired ({@code true}) or current number of scheduled pods. */
    private static int count(DaemonSet ds, boolean desired) {
        if (ds.getStatus() == null) {
            return 0;
        }
        Integer n = desired ? ds.getStatus().getDesiredNumberScheduled() : ds.getStatus().getCurrentNumberScheduled();
        return n == null ? 0 : n;
    }

    /** The verdict about {@code where} ({@link GateDiagnosis#NODE} or, node unknown, {@link GateDiagnosis#POOL}). */
    private static Verdict verdict(String where, String whereName, DaemonSet ds, String refusal) {
        String message = refusal.startsWith(CREATING) ? refusal.substring(CREATING.length()) : refusal;
        String name = ds.getMetadata().getName();
        Map<String, String> labels = GpuReadiness.labels(ds);
        // NFD's subchart labels its DaemonSet by name and role, not by app (templates/worker.yaml).
        String component = "node-feature-discovery".equals(labels.get("app.kubernetes.io/name"))
                ? "node-feature-discovery " + labels.getOrDefault("role", "worker")
                : GpuReadiness.componentOf(labels.getOrDefault("app", name));
        int desired = count(ds, true);
        int current = count(ds, false);
        Matcher webhook = WEBHOOK.matcher(message);
        if (webhook.find()) {
            Set<String> constraints = new LinkedHashSet<>();
            Matcher c = CONSTRAINT.matcher(webhook.group(2));
            while (c.find()) {
                constraints.add(c.group(1));
            }
            String violation = CONSTRAINT.matcher(webhook.group(2)).replaceFirst("").strip();
            int newline = violation.indexOf('\n');
            return Verdict.of(GateDiagnosis.ADMISSION_DENIED, where, whereName, "daemonSet", name,
                    "component", component, "desired", desired, "current", current, "webhook", webhook.group(1),
                    "constraint", constraints.isEmpty() ? "(none named)" : String.join(", ", constraints),
                    "message", newline < 0 ? violation : violation.substring(0, newline).strip());
        }
        Matcher podSecurity = POD_SECURITY.matcher(message);
        return Verdict.of(GateDiagnosis.ADMISSION_DENIED, where, whereName, "daemonSet", name,
                "component", component, "desired", desired, "current", current,
                "message", podSecurity.find() ? podSecurity.group(1).strip() : message.strip());
    }

    /** The message of the DaemonSet's latest {@code FailedCreate} event, when it is an admission refusal. */
    private static Optional<String> latestRefusal(String daemonSet, List<Event> events) {
        return events.stream()
                .filter(e -> "FailedCreate".equals(e.getReason()) && e.getInvolvedObject() != null
                        && "DaemonSet".equals(e.getInvolvedObject().getKind())
                        && daemonSet.equals(e.getInvolvedObject().getName()) && e.getMessage() != null)
                .max(Comparator.comparing(GpuReadiness::eventTime))
                .map(Event::getMessage)
                .filter(m -> WEBHOOK.matcher(m).find() || POD_SECURITY.matcher(m).find());
    }

    /** Whether {@code pod} carries every label of the DaemonSet's selector. */
    private static boolean owns(DaemonSet ds, Pod pod) {
        Map<String, String> selector = ds.getSpec() == null || ds.getSpec().getSelector() == null
                ? null : ds.getSpec().getSelector().getMatchLabels();
        if (selector == null || selector.isEmpty()) {
            String app = GpuReadiness.labels(ds).get("app");
            return app != null && app.equals(GpuReadiness.app(pod));
        }
        Map<String, String> labels = GpuReadiness.labels(pod);
        return selector.entrySet().stream().allMatch(e -> e.getValue().equals(labels.get(e.getKey())));
    }
}

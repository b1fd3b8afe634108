package com.vkcsgpu.provider.cloud;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one run of the real-cloud probe saw, and the emulator settings it implies. Written as a properties
 * file whose setting keys {@link CloudBehaviour#load} reads ({@code --settings} of the emulator), with every
 * raw observation under {@code observed.*} for the maintainers.
 *
 * @param statusTimeline after the node group create: seconds since it was accepted → status, polled every 2 s
 *     for a minute (empty when the lifecycle did not run)
 * @param createTimeline after the cluster create: seconds → status or {@code 404}
 * @param secondCreateStatus HTTP status of a second node group create sent while the first reconciled (0: not tried)
 * @param clusterByNameStatus HTTP status of {@code GET clusters/{name}} for an existing cluster (0: not tried)
 * @param nodeGroupByNameStatus HTTP status of {@code GET clusters/{cid}/node-groups/{name}} (0: not tried)
 * @param notFoundBody the body of a 404 ({@code GET clusters/<absent id>})
 * @param notFoundContentType its content type
 * @param notes every other observation, e.g. size 0 answers, kubeconfig user kind, flavor names, zones
 * @param valuesTemplateBase64 whether the gpu-operator {@code values_template} came base64-encoded
 */
record ObservedCloud(Map<Integer, String> statusTimeline, Map<Integer, String> createTimeline, int secondCreateStatus,
                     int clusterByNameStatus, int nodeGroupByNameStatus, String notFoundBody, String notFoundContentType,
                     boolean valuesTemplateBase64, Map<String, String> notes) {

    /** The emulator settings that play what was seen; unobserved parts keep the emulator's defaults. */
    CloudBehaviour toBehaviour() {
        CloudBehaviour settings = CloudBehaviour.defaults().withErrorShape(errorShape(notFoundBody, notFoundContentType))
                .withValuesTemplate(valuesTemplateBase64 ? CloudBehaviour.TemplateEncoding.BASE64 : CloudBehaviour.TemplateEncoding.PLAIN);
        Integer firstChange = statusTimeline.entrySet().stream().filter(e -> !"RUNNING".equals(e.getValue()))
                .map(Map.Entry::getKey).findFirst().orElse(null);
        if (firstChange != null) {
            settings = settings.withStatusLag(Duration.ofSeconds(firstChange))
                    .withTransitionalStatus(statusTimeline.get(firstChange));
        }
        int lastNotFound = createTimeline.entrySet().stream().filter(e -> "404".equals(e.getValue()))
                .mapToInt(Map.Entry::getKey).max().orElse(-1);
        if (lastNotFound >= 0) {
            settings = settings.withLateVisibility(Duration.ofSeconds(lastNotFound + 2L));
        }
        if (CloudBehaviour.BUSY_STATUSES.contains(secondCreateStatus)) {
            settings = settings.withBusyStatus(secondCreateStatus);
        }
        if (clusterByNameStatus != 0) {
            settings = settings.withByNameGets(clusterByNameStatus == 200 && nodeGroupByNameStatus == 200);
        }
        return settings;
    }

    /** The shape of an error body, as {@link CloudBehaviour.ErrorShape} names them. */
    static CloudBehaviour.ErrorShape errorShape(String body, String contentType) {
        JsonElement json;
        try {
            json = body == null || body.isBlank() ? null : JsonParser.parseString(body);
        } catch (RuntimeException notJson) {
            json = null;
        }
        if (json == null || !json.isJsonObject() || (contentType != null && contentType.startsWith("text/"))) {
            return CloudBehaviour.ErrorShape.PLAIN_TEXT;
        }
        var object = json.getAsJsonObject();
        if (object.has("errors") && object.get("errors").isJsonArray()) {
            return CloudBehaviour.ErrorShape.MAGNUM;
        }
        if (object.has("error") && object.get("error").isJsonObject()) {
            return CloudBehaviour.ErrorShape.OPENSTACK;
        }
        if (object.has("code") && object.get("code").isJsonPrimitive() && object.get("code").getAsJsonPrimitive().isNumber()
                && object.has("message")) {
            return CloudBehaviour.ErrorShape.GRPC_GATEWAY;
        }
        return CloudBehaviour.ErrorShape.FLAT;
    }

    /** Writes the settings, then every observation as {@code observed.*} (ignored by the emulator). */
    void write(Path file) throws IOException {
        Map<String, String> lines = new TreeMap<>(toBehaviour().toMap());
        createTimeline.forEach((t, s) -> lines.put(String.format("observed.cluster-create.t%03ds", t), s));
        statusTimeline.forEach((t, s) -> lines.put(String.format("observed.node-group-create.t%03ds", t), s));
        lines.put("observed.second-node-group-create-while-reconciling.status", Integer.toString(secondCreateStatus));
        lines.put("observed.get-cluster-by-name.status", Integer.toString(clusterByNameStatus));
        lines.put("observed.get-node-group-by-name.status", Integer.toString(nodeGroupByNameStatus));
        lines.put("observed.404.content-type", String.valueOf(notFoundContentType));
        lines.put("observed.404.body", String.valueOf(notFoundBody));
        notes.forEach((k, v) -> lines.put("observed." + k, v));
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("# What one run of RealVkCloudContractTest saw on VK Cloud, and the emulator settings that play it.\n");
            out.write("# Load with: emulator --settings " + file.getFileName() + " (keys without 'observed.').\n");
            for (Map.Entry<String, String> line : lines.entrySet()) {
                out.write(escape(line.getKey()) + "=" + escape(line.getValue()).replace("\n", "\\n") + "\n");
            }
        }
    }

    private static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (List.of('\\', ':', '=', '#', '!').contains(c) || (c == ' ' && out.isEmpty())) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }
}

package com.vkcsgpu.emulator.cloud;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * How the emulated gen-2 service answers where VK Cloud's behaviour is not public. Every value is a
 * SETTING, a plausible answer the emulator can play, not a fact: the defaults are the answers the
 * emulator always gave, and the real-cloud contract test writes a file ({@link #load}) with what it
 * saw so the emulator can be set to it.
 *
 * @param statusLag           realistic time between accepting a change and the cluster showing
 *                            RECONCILING (it stays RUNNING meanwhile; Terraform hides any lag behind
 *                            3-5 min sleeps before its first poll); scaled like every timing
 * @param lateVisibility      realistic time after a create during which {@code GET} of the new object by
 *                            id answers 404 (an eventually consistent read); scaled
 * @param busyStatus          the HTTP status of "the cluster is busy" (gen-1's swagger documents 409;
 *                            grpc-gateway maps {@code FAILED_PRECONDITION} to 400; 412 and 422 are other
 *                            plausible choices)
 * @param byNameGets          whether {@code GET clusters/{name}} and {@code GET clusters/{cid}/node-groups/{name}}
 *                            work (only the unreleased Terraform branch uses them); when false, names are 404
 * @param transitionalStatus  the status shown while a change is applied (RECONCILING, or a string no
 *                            client knows, such as UPDATING)
 * @param errorShape          how managed-k8s error bodies are written
 * @param valuesTemplate      how an addon version's {@code values_template} is encoded
 * @param byNameShape         where by-name GETs are served when {@code byNameGets}: {@code clusters/{name}} or
 *                            {@code clusters/by-name/{name}} (the two shapes of VK's unreleased Terraform branches)
 * @param nameAsIdStatus      what a name gets where only ids are taken: 404, or 400 from an API that validates the
 *                            segment as an id
 * @param ciliumAccepted      whether a gen-2 cluster may use Cilium (VK's docs offer it; Terraform's gen-2 schema says
 *                            "Currently, only calico is supported"); when false, a Cilium cluster is refused with 400
 * @param autoExternalNetwork whether VK chooses the external network when {@code external_network_id} is omitted
 *                            (and returns it on read), as VK's docs describe; when false it stays empty
 */
public record CloudBehaviour(Duration statusLag, Duration lateVisibility, int busyStatus, boolean byNameGets,
                             String transitionalStatus, ErrorShape errorShape, TemplateEncoding valuesTemplate,
                             ByNameShape byNameShape, int nameAsIdStatus, boolean ciliumAccepted,
                             boolean autoExternalNetwork) {

    /** The HTTP statuses a busy cluster may be answered with. */
    public static final Set<Integer> BUSY_STATUSES = Set.of(409, 400, 412, 422);

    /** Error body shapes of the managed-k8s service. */
    public enum ErrorShape {
        /** {@code {"code":9,"message":"…","details":[…]}} (grpc-gateway {@code google.rpc.Status}). */
        GRPC_GATEWAY(ErrorStyle.GRPC_GATEWAY),
        /** {@code {"error":{"code":400,"title":"Bad Request","message":"…"}}} (Keystone, oslo). */
        OPENSTACK(ErrorStyle.KEYSTONE),
        /** {@code {"errors":[{"status":"400","title":"…","detail":"…"}]}} (Magnum/pecan, gen-1). */
        MAGNUM(ErrorStyle.MAGNUM),
        /** {@code {"message":"…"}}. */
        FLAT(ErrorStyle.FLAT),
        /** The message as {@code text/plain}. */
        PLAIN_TEXT(ErrorStyle.PLAIN_TEXT);

        final ErrorStyle style;

        ErrorShape(ErrorStyle style) {
            this.style = style;
        }
    }

    /** Where by-name GETs live. */
    public enum ByNameShape {
        /** {@code clusters/{name}}, {@code clusters/{cid}/node-groups/{name}}. */
        PLAIN,
        /** {@code clusters/by-name/{name}}, {@code clusters/{cid}/node-groups/by-name/{name}}. */
        PREFIXED
    }

    /** The statuses a name sent where an id is expected may get. */
    public static final Set<Integer> NAME_AS_ID_STATUSES = Set.of(404, 400);

    /** How {@code values_template} travels. */
    public enum TemplateEncoding { PLAIN, BASE64 }

    public CloudBehaviour {
        Objects.requireNonNull(statusLag, "statusLag");
        Objects.requireNonNull(lateVisibility, "lateVisibility");
        Objects.requireNonNull(transitionalStatus, "transitionalStatus");
        Objects.requireNonNull(errorShape, "errorShape");
        Objects.requireNonNull(valuesTemplate, "valuesTemplate");
        Objects.requireNonNull(byNameShape, "byNameShape");
        if (!NAME_AS_ID_STATUSES.contains(nameAsIdStatus)) {
            throw new IllegalArgumentException("nameAsIdStatus must be 404 or 400, got " + nameAsIdStatus);
        }
        if (statusLag.isNegative() || lateVisibility.isNegative()) {
            throw new IllegalArgumentException("statusLag and lateVisibility must not be negative");
        }
        if (!BUSY_STATUSES.contains(busyStatus)) {
            throw new IllegalArgumentException("busyStatus must be one of " + new java.util.TreeSet<>(BUSY_STATUSES)
                    + ", got " + busyStatus);
        }
        if (transitionalStatus.isBlank() || "RUNNING".equals(transitionalStatus)) {
            throw new IllegalArgumentException("transitionalStatus must be a non-blank status other than RUNNING");
        }
    }

    /** What the emulator always answered: no lag, immediate visibility, 409, by-name GETs, RECONCILING, grpc-gateway, plain. */
    public static CloudBehaviour defaults() {
        return new CloudBehaviour(Duration.ZERO, Duration.ZERO, 409, true, "RECONCILING", ErrorShape.GRPC_GATEWAY,
                TemplateEncoding.PLAIN, ByNameShape.PLAIN, 404, true, false);
    }

    /**
     * A cloud that behaves like a real one where VK Cloud is silent, the profile of the examples' end-to-end runs
     * and of {@code ./run-reference-stack}: the status lags 20 s behind an accepted change (the cluster shows
     * RUNNING and refuses other changes as busy meanwhile), a new cluster, node group or addon answers 404 for
     * 10 s after its create, and "busy" is HTTP 400 with gRPC code 9 (FAILED_PRECONDITION) as grpc-gateway writes
     * it, matching the grpc-gateway error bodies. Every other setting is as in {@link #defaults()}.
     *
     * <p>Each window stays inside what VK's own Terraform provider would not notice (vk-cs/terraform-provider-vkcs
     * v0.16.0). It polls first 10 s after an addon install ({@code vkcs/kubernetes/resource_addon.go}
     * {@code addonDelay}), 30 s after a node group update and minutes after other changes
     * ({@code resource_node_group_v2.go}, {@code resource_cluster_v2.go}), and a 404 then reads as DELETED, which
     * fails its wait ({@code vkcs/kubernetes/addon.go} {@code addonStateRefreshFunc}, {@code shared.go}
     * {@code kubernetesStateRefreshFuncV2}): so 404s last less than 10 s here, and the status lags less than 30 s.
     * It retries no 4xx on these calls (only 500-504, {@code vkcs/internal/clients/config.go} {@code retryFunc};
     * the 409 retry of {@code vkcs/internal/util/util.go} {@code CheckForRetryableError} serves compute and load
     * balancers, not {@code vkcs/kubernetes}), so it does not settle which status "busy" has; 400 is what a
     * grpc-gateway front end writes for FAILED_PRECONDITION (grpc-ecosystem/grpc-gateway {@code runtime/errors.go}
     * {@code HTTPStatusFromCode}) and the harder answer for a client, which must tell it from a validation error
     * by its body. Still settings, not facts.
     */
    public static CloudBehaviour realistic() {
        return defaults().withStatusLag(Duration.ofSeconds(20)).withLateVisibility(Duration.ofSeconds(10))
                .withBusyStatus(400);
    }

    public CloudBehaviour withStatusLag(Duration lag) {
        return new CloudBehaviour(lag, lateVisibility, busyStatus, byNameGets, transitionalStatus, errorShape, valuesTemplate,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withLateVisibility(Duration window) {
        return new CloudBehaviour(statusLag, window, busyStatus, byNameGets, transitionalStatus, errorShape, valuesTemplate,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withBusyStatus(int status) {
        return new CloudBehaviour(statusLag, lateVisibility, status, byNameGets, transitionalStatus, errorShape, valuesTemplate,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withByNameGets(boolean enabled) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, enabled, transitionalStatus, errorShape, valuesTemplate,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withTransitionalStatus(String status) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, status, errorShape, valuesTemplate,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withErrorShape(ErrorShape shape) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, transitionalStatus, shape, valuesTemplate,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withByNameShape(ByNameShape shape) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, transitionalStatus, errorShape,
                valuesTemplate, shape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withNameAsIdStatus(int status) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, transitionalStatus, errorShape,
                valuesTemplate, byNameShape, status, ciliumAccepted, autoExternalNetwork);
    }

    public CloudBehaviour withCiliumAccepted(boolean accepted) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, transitionalStatus, errorShape,
                valuesTemplate, byNameShape, nameAsIdStatus, accepted, autoExternalNetwork);
    }

    public CloudBehaviour withAutoExternalNetwork(boolean chosenByVk) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, transitionalStatus, errorShape,
                valuesTemplate, byNameShape, nameAsIdStatus, ciliumAccepted, chosenByVk);
    }

    public CloudBehaviour withValuesTemplate(TemplateEncoding encoding) {
        return new CloudBehaviour(statusLag, lateVisibility, busyStatus, byNameGets, transitionalStatus, errorShape, encoding,
                byNameShape, nameAsIdStatus, ciliumAccepted, autoExternalNetwork);
    }

    // ---- the settings file: java.util.Properties, one key per component ----

    static final String STATUS_LAG = "status.lag.seconds";
    static final String LATE_VISIBILITY = "late.visibility.seconds";
    static final String BUSY_STATUS = "busy.status";
    static final String BY_NAME_GETS = "by.name.gets";
    static final String TRANSITIONAL_STATUS = "transitional.status";
    static final String ERROR_SHAPE = "error.shape";
    static final String VALUES_TEMPLATE = "addon.values.template";
    static final String BY_NAME_SHAPE = "by.name.shape";
    static final String NAME_AS_ID_STATUS = "name.as.id.status";
    static final String CILIUM_ACCEPTED = "cilium.accepted";
    static final String AUTO_EXTERNAL_NETWORK = "external.network.auto";

    /**
     * Reads a settings file (Java properties; keys {@value #STATUS_LAG}, {@value #LATE_VISIBILITY},
     * {@value #BUSY_STATUS}, {@value #BY_NAME_GETS}, {@value #TRANSITIONAL_STATUS}, {@value #ERROR_SHAPE},
     * {@value #VALUES_TEMPLATE}, {@value #BY_NAME_SHAPE}, {@value #NAME_AS_ID_STATUS},
     * {@value #CILIUM_ACCEPTED}, {@value #AUTO_EXTERNAL_NETWORK}); absent keys keep their default, other keys (notes the contract test
     * writes, such as {@code observed.*}) are ignored.
     *
     * @throws IllegalArgumentException naming every bad key at once
     */
    public static CloudBehaviour load(Path file) throws IOException {
        return fromMap(read(file), file.toString());
    }

    /** The {@code key=value} pairs of a settings file (also read by {@link ProjectQuotas#fromMap}), values trimmed. */
    public static Map<String, String> read(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        Map<String, String> values = new TreeMap<>();
        properties.stringPropertyNames().forEach(k -> values.put(k, properties.getProperty(k).trim()));
        return values;
    }

    /** Settings from {@code key=value} pairs as in {@link #load}; {@code source} names them in errors. */
    public static CloudBehaviour fromMap(Map<String, String> values, String source) {
        CloudBehaviour d = defaults();
        List<String> problems = new ArrayList<>();
        Duration lag = seconds(values, STATUS_LAG, d.statusLag, problems);
        Duration late = seconds(values, LATE_VISIBILITY, d.lateVisibility, problems);
        int busy = d.busyStatus;
        if (values.containsKey(BUSY_STATUS)) {
            try {
                busy = Integer.parseInt(values.get(BUSY_STATUS));
            } catch (NumberFormatException e) {
                busy = -1;
            }
            if (!BUSY_STATUSES.contains(busy)) {
                problems.add(BUSY_STATUS + " must be one of 409, 400, 412, 422, got '" + values.get(BUSY_STATUS) + "'");
                busy = d.busyStatus;
            }
        }
        boolean byName = flag(values, BY_NAME_GETS, d.byNameGets, problems);
        boolean cilium = flag(values, CILIUM_ACCEPTED, d.ciliumAccepted, problems);
        boolean autoExternal = flag(values, AUTO_EXTERNAL_NETWORK, d.autoExternalNetwork, problems);
        String transitional = values.getOrDefault(TRANSITIONAL_STATUS, d.transitionalStatus);
        if (transitional.isBlank() || transitional.equals("RUNNING")) {
            problems.add(TRANSITIONAL_STATUS + " must be a status other than RUNNING, got '" + transitional + "'");
            transitional = d.transitionalStatus;
        }
        ErrorShape shape = choice(values, ERROR_SHAPE, ErrorShape.class, d.errorShape, problems);
        TemplateEncoding encoding = choice(values, VALUES_TEMPLATE, TemplateEncoding.class, d.valuesTemplate, problems);
        ByNameShape byNameShape = choice(values, BY_NAME_SHAPE, ByNameShape.class, d.byNameShape, problems);
        int nameAsId = d.nameAsIdStatus;
        if (values.containsKey(NAME_AS_ID_STATUS)) {
            String v = values.get(NAME_AS_ID_STATUS);
            if (v.equals("404") || v.equals("400")) {
                nameAsId = Integer.parseInt(v);
            } else {
                problems.add(NAME_AS_ID_STATUS + " must be 404 or 400, got '" + v + "'");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("invalid emulator settings in " + source + ": " + String.join("; ", problems));
        }
        return new CloudBehaviour(lag, late, busy, byName, transitional, shape, encoding, byNameShape, nameAsId, cilium,
                autoExternal);
    }

    /** The settings as the {@code key=value} pairs {@link #fromMap} reads. */
    public Map<String, String> toMap() {
        Map<String, String> map = new TreeMap<>();
        map.put(STATUS_LAG, Long.toString(statusLag.toSeconds()));
        map.put(LATE_VISIBILITY, Long.toString(lateVisibility.toSeconds()));
        map.put(BUSY_STATUS, Integer.toString(busyStatus));
        map.put(BY_NAME_GETS, Boolean.toString(byNameGets));
        map.put(TRANSITIONAL_STATUS, transitionalStatus);
        map.put(ERROR_SHAPE, errorShape.name().toLowerCase(Locale.ROOT));
        map.put(VALUES_TEMPLATE, valuesTemplate.name().toLowerCase(Locale.ROOT));
        map.put(BY_NAME_SHAPE, byNameShape.name().toLowerCase(Locale.ROOT));
        map.put(NAME_AS_ID_STATUS, Integer.toString(nameAsIdStatus));
        map.put(CILIUM_ACCEPTED, Boolean.toString(ciliumAccepted));
        map.put(AUTO_EXTERNAL_NETWORK, Boolean.toString(autoExternalNetwork));
        return map;
    }

    private static boolean flag(Map<String, String> values, String key, boolean fallback, List<String> problems) {
        String value = values.get(key);
        if (value == null) {
            return fallback;
        }
        String v = value.toLowerCase(Locale.ROOT);
        if (!v.equals("true") && !v.equals("false")) {
            problems.add(key + " must be true or false, got '" + value + "'");
            return fallback;
        }
        return v.equals("true");
    }

    private static Duration seconds(Map<String, String> values, String key, Duration fallback, List<String> problems) {
        String value = values.get(key);
        if (value == null) {
            return fallback;
        }
        try {
            long seconds = Long.parseLong(value);
            if (seconds >= 0) {
                return Duration.ofSeconds(seconds);
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        problems.add(key + " must be a whole number of seconds >= 0 (realistic time), got '" + value + "'");
        return fallback;
    }

    private static <E extends Enum<E>> E choice(Map<String, String> values, String key, Class<E> type, E fallback,
                                                List<String> problems) {
        String value = values.get(key);
        if (value == null) {
            return fallback;
        }
        try {
            return Enum.valueOf(type, value.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            List<String> names = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                names.add(constant.name().toLowerCase(Locale.ROOT));
            }
            problems.add(key + " must be one of " + String.join(", ", names) + ", got '" + value + "'");
            return fallback;
        }
    }
}

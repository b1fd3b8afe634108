package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.FlavorZones;
import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import java.time.Duration;
import java.util.Objects;

/**
 * Tuning of the client, apart from where and who ({@link CloudSettings}).
 *
 * @param retry retries of single calls, and the sleeper/clock everything uses
 * @param clusterWaits pacing of cluster create / upgrade / scale / delete waits
 * @param shortWaits pacing of node group and addon waits
 * @param requestTimeout the longest one HTTP exchange may take
 * @param connectTimeout the longest a TCP/TLS connect may take
 * @param flavorZones where the zones offering a flavor come from
 * @param tolerances how long unpublished cloud behaviour (status lag, late 404, unknown statuses) is given
 */
public record ClientOptions(RetryPolicy retry, WaitTimings clusterWaits, WaitTimings shortWaits, Duration requestTimeout,
        Duration connectTimeout, FlavorZones flavorZones, CloudTolerances tolerances) {

    public ClientOptions {
        Objects.requireNonNull(retry, "retry");
        Objects.requireNonNull(clusterWaits, "clusterWaits");
        Objects.requireNonNull(shortWaits, "shortWaits");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(flavorZones, "flavorZones");
        Objects.requireNonNull(tolerances, "tolerances");
    }

    /** Production pacing: {@link RetryPolicy#defaults()}, 60 s per request, 15 s to connect. */
    public static ClientOptions defaults() {
        return new ClientOptions(RetryPolicy.defaults(), WaitTimings.clusterDefaults(), WaitTimings.shortDefaults(),
                Duration.ofSeconds(60), Duration.ofSeconds(15), FlavorZones.UNKNOWN, CloudTolerances.defaults());
    }

    /** The environment variable that scales every wait's pacing; see {@link #fromEnvironment}. */
    public static final String WAIT_SCALE_ENV = "VKCS_GPU_WAIT_SCALE";

    /**
     * Production pacing, or, when {@value #WAIT_SCALE_ENV} is set to a factor in (0, 1], every wait's pacing
     * (first pause, poll intervals, cancel checks) multiplied by it. It is for a cloud whose clock runs
     * faster than VK Cloud's: the emulator started with {@code --time-scale 0.001} provisions a cluster in
     * half a second, and a plugin started with {@code VKCS_GPU_WAIT_SCALE=0.001} polls it every few
     * milliseconds instead of every 10-30 seconds (offline CI of a stack). Retries and timeouts keep
     * their production values.
     *
     * @throws IllegalArgumentException when the variable is set to anything but such a factor
     */
    public static ClientOptions fromEnvironment(java.util.Map<String, String> env) {
        double factor = waitScale(env);
        if (factor == 1.0) {
            return defaults();
        }
        ClientOptions production = defaults();
        return production.withWaits(production.clusterWaits().scaled(factor), production.shortWaits().scaled(factor))
                .withTolerances(production.tolerances().scaled(factor));
    }

    /**
     * The factor {@value #WAIT_SCALE_ENV} sets, 1.0 when it is unset; other waits (the readiness gate's
     * pacing) scale by it too.
     *
     * @throws IllegalArgumentException when the variable is set to anything but a factor in (0, 1]
     */
    public static double waitScale(java.util.Map<String, String> env) {
        String value = env.get(WAIT_SCALE_ENV);
        if (value == null || value.isBlank()) {
            return 1.0;
        }
        double factor;
        try {
            factor = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            factor = Double.NaN;
        }
        if (!(factor > 0 && factor <= 1)) {
            throw new IllegalArgumentException(WAIT_SCALE_ENV + " must be a number > 0 and <= 1 (such as 0.001, the"
                    + " emulator's time scale), got '" + value + "'; unset it against the real VK Cloud");
        }
        return factor;
    }

    public ClientOptions withRetry(RetryPolicy policy) {
        return new ClientOptions(policy, clusterWaits, shortWaits, requestTimeout, connectTimeout, flavorZones, tolerances);
    }

    public ClientOptions withWaits(WaitTimings cluster, WaitTimings shortOnes) {
        return new ClientOptions(retry, cluster, shortOnes, requestTimeout, connectTimeout, flavorZones, tolerances);
    }

    public ClientOptions withTimeouts(Duration request, Duration connect) {
        return new ClientOptions(retry, clusterWaits, shortWaits, request, connect, flavorZones, tolerances);
    }

    public ClientOptions withTolerances(CloudTolerances tolerances) {
        return new ClientOptions(retry, clusterWaits, shortWaits, requestTimeout, connectTimeout, flavorZones, tolerances);
    }

    public ClientOptions withFlavorZones(FlavorZones zones) {
        return new ClientOptions(retry, clusterWaits, shortWaits, requestTimeout, connectTimeout, zones, tolerances);
    }
}

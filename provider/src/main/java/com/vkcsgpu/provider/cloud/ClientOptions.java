package com.vkcsgpu.provider.cloud;

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
 */
public record ClientOptions(RetryPolicy retry, WaitTimings clusterWaits, WaitTimings shortWaits, Duration requestTimeout,
        Duration connectTimeout, FlavorZones flavorZones) {

    public ClientOptions {
        Objects.requireNonNull(retry, "retry");
        Objects.requireNonNull(clusterWaits, "clusterWaits");
        Objects.requireNonNull(shortWaits, "shortWaits");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(flavorZones, "flavorZones");
    }

    /** Production pacing: {@link RetryPolicy#defaults()}, 60 s per request, 15 s to connect. */
    public static ClientOptions defaults() {
        return new ClientOptions(RetryPolicy.defaults(), WaitTimings.clusterDefaults(), WaitTimings.shortDefaults(),
                Duration.ofSeconds(60), Duration.ofSeconds(15), FlavorZones.UNKNOWN);
    }

    public ClientOptions withRetry(RetryPolicy policy) {
        return new ClientOptions(policy, clusterWaits, shortWaits, requestTimeout, connectTimeout, flavorZones);
    }

    public ClientOptions withWaits(WaitTimings cluster, WaitTimings shortOnes) {
        return new ClientOptions(retry, cluster, shortOnes, requestTimeout, connectTimeout, flavorZones);
    }

    public ClientOptions withTimeouts(Duration request, Duration connect) {
        return new ClientOptions(retry, clusterWaits, shortWaits, request, connect, flavorZones);
    }

    public ClientOptions withFlavorZones(FlavorZones zones) {
        return new ClientOptions(retry, clusterWaits, shortWaits, requestTimeout, connectTimeout, zones);
    }
}

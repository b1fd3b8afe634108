package com.vkcsgpu.emulator.kube;

import io.netty.channel.Channel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Faults injected into an emulated cluster's Kubernetes API, as a real API server or the network between
 * shows them: an answer with an error status (429 with {@code Retry-After}, 5xx, 401 for an expired token)
 * instead of doing anything, a connection closed without an answer, a request never answered, and watches
 * that end mid-stream.
 * Each fault applies to the next {@code times} requests whose method and path match.
 */
public final class KubeFaults {
    /** What a fault does. */
    public enum Kind {
        /** Answer {@code status} without doing anything. */
        STATUS,
        /** Close the connection without answering or doing anything. */
        DROP,
        /** Keep the connection open without answering or doing anything, as a hung API server does. */
        HANG
    }

    /**
     * One fault.
     *
     * @param method     HTTP method, or {@code *}
     * @param pathRegex  regular expression over the whole request path (no query)
     * @param watches    whether it applies to watch requests ({@code ?watch=true}) instead of the others
     * @param kind       what happens
     * @param status     the HTTP status for {@link Kind#STATUS}
     * @param retryAfter the {@code Retry-After} sent with it, or null
     * @param times      how many matching requests it applies to
     */
    public record Fault(String method, String pathRegex, boolean watches, Kind kind, int status, Duration retryAfter,
                        int times) {
        /** A status answer for the next {@code times} matching requests. */
        public static Fault status(String method, String pathRegex, int status, int times) {
            return new Fault(method, pathRegex, false, Kind.STATUS, status, status == 429 ? Duration.ofSeconds(1) : null,
                    times);
        }

        /** The next {@code times} matching requests lose their connection. */
        public static Fault drop(String method, String pathRegex, int times) {
            return new Fault(method, pathRegex, false, Kind.DROP, 0, null, times);
        }

        /** The next {@code times} matching requests get no answer at all; their connections stay open. */
        public static Fault hang(String method, String pathRegex, int times) {
            return new Fault(method, pathRegex, false, Kind.HANG, 0, null, times);
        }

        /** The same fault for watch requests. */
        public Fault onWatches() {
            return new Fault(method, pathRegex, true, kind, status, retryAfter, times);
        }

        boolean matches(String requestMethod, String path, boolean watch) {
            return watch == watches && (method.equals("*") || method.equalsIgnoreCase(requestMethod))
                    && Pattern.compile(pathRegex).matcher(path).matches();
        }
    }

    private final List<Fault> pending = new ArrayList<>();
    private final Set<Channel> openWatches = ConcurrentHashMap.newKeySet();

    /** Adds a fault. */
    public synchronized void inject(Fault fault) {
        pending.add(fault);
    }

    /** Removes every fault not yet used up. */
    public synchronized void clear() {
        pending.clear();
    }

    /** Faults not yet used up. */
    public synchronized List<Fault> pending() {
        return List.copyOf(pending);
    }

    /** Ends every open watch now by closing its connection, as a restarted API server or a proxy does. */
    public void dropOpenWatches() {
        List.copyOf(openWatches).forEach(Channel::close);
    }

    /** How many watches are open now. */
    public int openWatches() {
        return openWatches.size();
    }

    synchronized Optional<Fault> take(String method, String path, boolean watch) {
        for (int i = 0; i < pending.size(); i++) {
            Fault f = pending.get(i);
            if (f.matches(method, path, watch)) {
                if (f.times() <= 1) {
                    pending.remove(i);
                } else {
                    pending.set(i, new Fault(f.method(), f.pathRegex(), f.watches(), f.kind(), f.status(),
                            f.retryAfter(), f.times() - 1));
                }
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    void watchOpened(Channel channel) {
        openWatches.add(channel);
        channel.closeFuture().addListener(done -> openWatches.remove(channel));
    }
}

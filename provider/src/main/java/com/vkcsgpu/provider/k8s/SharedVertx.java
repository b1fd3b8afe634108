package com.vkcsgpu.provider.k8s;

import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.vertx.VertxHttpClientFactory;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.file.FileSystemOptions;

/**
 * One Vert.x instance for every Kubernetes client of the process. fabric8's default HTTP client factory starts a
 * Vert.x of its own for each client it builds (event-loop threads, buffers, a TLS engine) and stops it on close;
 * an {@code up} builds a client per Kubernetes resource, so each paid that start. fabric8 takes a shared instance
 * through {@code new VertxHttpClientFactory(vertx)} and then leaves it running when a client closes
 * (kubernetes-httpclient-vertx 7.4.0, {@code VertxHttpClientBuilder}).
 *
 * <p>The instance is configured as fabric8 configures its own: daemon threads (it must not keep the plugin alive),
 * no file cache or class-path resolution, and Vert.x's own DNS resolver off (the JDK's resolver answers, as for the
 * rest of the provider).
 */
final class SharedVertx {
    private static final String DISABLE_DNS_RESOLVER = "vertx.disableDnsResolver";

    private SharedVertx() {
    }

    /** The HTTP client factory every Kubernetes client of the process is built with; created on first use. */
    static HttpClient.Factory httpClientFactory() {
        return Holder.FACTORY;
    }

    private static final class Holder {
        static final HttpClient.Factory FACTORY = new VertxHttpClientFactory(start());

        private static Vertx start() {
            String before = System.getProperty(DISABLE_DNS_RESOLVER);
            System.setProperty(DISABLE_DNS_RESOLVER, "true");
            try {
                return Vertx.vertx(new VertxOptions()
                        .setFileSystemOptions(new FileSystemOptions().setFileCachingEnabled(false)
                                .setClassPathResolvingEnabled(false))
                        .setUseDaemonThread(true));
            } finally {
                if (before == null) {
                    System.clearProperty(DISABLE_DNS_RESOLVER);
                } else {
                    System.setProperty(DISABLE_DNS_RESOLVER, before);
                }
            }
        }
    }
}

package com.vkcsgpu.provider.config;

import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What resources get from the provider: the configuration set by Configure and services built from
 * it once per configuration (the VK Cloud client, for example:
 * {@code ctx.service(VkcsClient.class, VkcsClient::new)}).
 */
public final class ProviderContext {
    private volatile ProviderConfig config;
    private final Map<Class<?>, Object> services = new ConcurrentHashMap<>();
    private final CallLog callLog;

    /** A context whose clients log no calls. */
    public ProviderContext() {
        this(CallLog.OFF);
    }

    /** A context whose VK Cloud and Kubernetes clients record each call in {@code callLog} (the debug log). */
    public ProviderContext(CallLog callLog) {
        this.callLog = callLog;
    }

    /** Where the clients built for this provider record their calls. */
    public CallLog callLog() {
        return callLog;
    }

    /** Installs a configuration (Configure); drops services built from the previous one. */
    public void configure(ProviderConfig newConfig) {
        this.config = newConfig;
        services.clear();
    }

    /** Whether Configure has run. */
    public boolean isConfigured() {
        return config != null;
    }

    /**
     * The configuration. Throws when Configure did not run, which happens in preview when some
     * configuration value is unknown; resources call this only outside preview.
     */
    public ProviderConfig config() {
        ProviderConfig c = config;
        if (c == null) {
            throw new PreconditionFailedException("the vkcs-gpu provider is not configured yet (its configuration "
                    + "has values that are unknown until other resources are created)");
        }
        return c;
    }

    /** The service of this type for the current configuration, built on first use with {@code factory}. */
    public <T> T service(Class<T> type, Function<ProviderConfig, T> factory) {
        ProviderConfig c = config();
        return type.cast(services.computeIfAbsent(type, t -> factory.apply(c)));
    }
}

package com.vkcsgpu.provider.config;

import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
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
    private volatile boolean checkedWithUnknownValues;
    private final Map<Class<?>, Object> services = new ConcurrentHashMap<>();
    private final CallLog callLog;
    private final Map<String, String> environment;

    /** A context whose clients log no calls, in an environment that sets none of the plugin's variables. */
    public ProviderContext() {
        this(CallLog.OFF, Map.of());
    }

    /**
     * A context whose VK Cloud and Kubernetes clients record each call in {@code callLog} (the debug log), and
     * whose settings come from the plugin's {@code environment} (normally {@code System.getenv()}), read here
     * rather than by each resource.
     */
    public ProviderContext(CallLog callLog, Map<String, String> environment) {
        this.callLog = callLog;
        this.environment = Map.copyOf(environment);
    }

    /**
     * The cloud client's tuning: production pacing, or every wait scaled by {@code VKCS_GPU_WAIT_SCALE}
     * ({@link ClientOptions#fromEnvironment}).
     */
    public ClientOptions clientOptions() {
        return ClientOptions.fromEnvironment(environment);
    }

    /** The factor {@code VKCS_GPU_WAIT_SCALE} scales the Kubernetes and gate waits by ({@link ClientOptions#waitScale}). */
    public double waitScale() {
        return ClientOptions.waitScale(environment);
    }

    /** Whether plain http to a loopback address is allowed ({@code VKCS_GPU_ALLOW_LOOPBACK_HTTP}, {@link PlainHttp}). */
    public PlainHttp plainHttp() {
        return PlainHttp.fromEnvironment(environment);
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

    /**
     * Notes whether the configuration CheckConfig just saw has values that are unknown until other resources exist.
     * The engine then skips Configure (pulumi/pulumi {@code sdk/go/common/resource/plugin/provider_plugin.go},
     * {@code Configure}), so this is how the plugin tells that case from a Configure that never came.
     */
    public void configurationChecked(boolean hasUnknownValues) {
        this.checkedWithUnknownValues = hasUnknownValues;
    }

    /** Whether Configure has run. */
    public boolean isConfigured() {
        return config != null;
    }

    /** Whether the configuration is not known yet: CheckConfig saw unknown values and Configure did not follow. */
    public boolean isConfigurationUnknown() {
        return config == null && checkedWithUnknownValues;
    }

    /**
     * The configuration. Throws FAILED_PRECONDITION when Configure did not run, saying which case it is: the
     * configuration has values that are unknown until other resources exist (preview; the engine then skips
     * Configure), or Configure was never called at all.
     */
    public ProviderConfig config() {
        ProviderConfig c = config;
        if (c != null) {
            return c;
        }
        if (checkedWithUnknownValues) {
            throw new PreconditionFailedException("the vkcs-gpu provider's configuration has values that are unknown "
                    + "until other resources are created, so the engine did not configure it and this call cannot "
                    + "reach VK Cloud; it runs once they are known (in `pulumi up`), or set those values directly");
        }
        throw new PreconditionFailedException("the vkcs-gpu provider is not configured: Configure was never called "
                + "before this call that needs VK Cloud; whatever drives the plugin must call CheckConfig and "
                + "Configure first, as the Pulumi engine does");
    }

    /** The service of this type for the current configuration, built on first use with {@code factory}. */
    public <T> T service(Class<T> type, Function<ProviderConfig, T> factory) {
        ProviderConfig c = config();
        return type.cast(services.computeIfAbsent(type, t -> factory.apply(c)));
    }
}

package com.vkcsgpu.provider;

import com.pulumi.provider.internal.SdkConstructBridge;
import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.config.ProviderConfigurator;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProviderFunction;
import com.vkcsgpu.provider.framework.ProviderRegistry;
import com.vkcsgpu.provider.lang.Lazy;
import com.vkcsgpu.provider.wire.LogSink;
import com.vkcsgpu.provider.wire.ProviderService;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.function.Supplier;

/**
 * Assembles the plugin from its {@link ResourceModule}s: registry, configuration, schema, and the gRPC
 * service. {@link Main} serves it over TCP; tests serve it in-process.
 */
public final class Plugin {
    /** The Java package of the component classes (components module). */
    public static final String COMPONENT_PACKAGE = "com.vkcsgpu";

    private final ProviderRegistry registry;
    private final ProviderService service;
    private final List<ResourceModule> modules;

    private Plugin(List<ResourceModule> modules, LogSink log, CallLog callLog, String engineAddress,
                   java.util.Map<String, String> env) {
        this.modules = List.copyOf(modules);
        ProviderContext context = new ProviderContext(callLog, env);
        List<CustomResource<?, ?>> resources = new ArrayList<>();
        List<ProviderFunction<?, ?>> functions = new ArrayList<>();
        for (ResourceModule m : modules) {
            resources.addAll(m.resources(context));
            functions.addAll(m.functions(context));
        }
        this.registry = new ProviderRegistry(resources, functions, new OperationTracker());
        Supplier<String> schema = Lazy.of(() -> PackageSchema.generate(this.modules, false));
        this.service = new ProviderService(registry, context, new ProviderConfigurator(env), schema, log,
                engineAddress == null ? null
                        : new SdkConstructBridge(engineAddress, PackageInfo.NAME, PackageInfo.version(),
                        COMPONENT_PACKAGE, context));
    }

    /** The modules registered with {@link ServiceLoader} on the class path. */
    public static List<ResourceModule> discoverModules() {
        List<ResourceModule> out = new ArrayList<>();
        ServiceLoader.load(ResourceModule.class).forEach(out::add);
        return out;
    }

    /**
     * Assembles the plugin.
     *
     * @param modules       what it serves
     * @param log           where progress goes
     * @param engineAddress the engine address for Construct, or null to serve no components
     * @param env           the environment for configuration fallbacks
     */
    public static Plugin assemble(List<ResourceModule> modules, LogSink log, String engineAddress,
                                  java.util.Map<String, String> env) {
        return assemble(modules, log, CallLog.OFF, engineAddress, env);
    }

    /**
     * Assembles the plugin whose cloud and Kubernetes clients record each call in {@code callLog}.
     *
     * @param modules       what it serves
     * @param log           where progress goes
     * @param callLog       the debug log of calls ({@link EngineLogFlags#callLog})
     * @param engineAddress the engine address for Construct, or null to serve no components
     * @param env           the environment for configuration fallbacks
     */
    public static Plugin assemble(List<ResourceModule> modules, LogSink log, CallLog callLog, String engineAddress,
                                  java.util.Map<String, String> env) {
        return new Plugin(modules, log, callLog, engineAddress, env);
    }

    /** The gRPC service. */
    public ProviderService service() {
        return service;
    }

    /** The registry (Cancel on shutdown). */
    public ProviderRegistry registry() {
        return registry;
    }
}

package com.vkcsgpu.harness;

import com.google.gson.Gson;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConfigureRequest;
import pulumirpc.Provider.DiffRequest;
import pulumirpc.Provider.DiffResponse;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

import static com.vkcsgpu.harness.ProviderErrors.describe;

/**
 * The plugin's default provider resource in one operation: set up once, on first use.
 * <ul>
 *   <li>With a program: {@code CheckConfig} → {@code DiffConfig} (only with old state) → {@code Configure}, from the
 *       stack config {@code <pkg>:*}. As in the engine ({@code pkg/resource/deploy/providers}), a registration that
 *       names a plugin version gets the provider {@code default_<version, dots as _>} whose inputs carry {@code version};
 *       otherwise it is {@code default}.</li>
 *   <li>Without a program (refresh, destroy, deletes of removed resources): {@code Configure} with the stored
 *       provider state.</li>
 * </ul>
 * Configure carries the flags the engine always sends and is skipped, as by the engine, when a config value is unknown.
 */
final class DefaultProvider {

    private static final Gson GSON = new Gson();

    /** A provider that is ready for resource calls. */
    record Configured(ResourceState state, boolean supportsPreview) {
        String reference() {
            return state.providerReference();
        }
    }

    private final HarnessSettings settings;
    private final PluginClient plugin;
    private final boolean dryRun;
    private final Function<String, Optional<ResourceState>> oldState;
    private final StepRecorder recorder;
    private final Consumer<ResourceState> onRegistered;
    private Configured configured;

    /**
     * @param oldState     finds a resource of the old state by URN
     * @param onRegistered told about the provider resource when a program's registration created it
     */
    DefaultProvider(HarnessSettings settings, PluginClient plugin, boolean dryRun,
                    Function<String, Optional<ResourceState>> oldState, StepRecorder recorder,
                    Consumer<ResourceState> onRegistered) {
        this.settings = settings;
        this.plugin = plugin;
        this.dryRun = dryRun;
        this.oldState = oldState;
        this.recorder = recorder;
        this.onRegistered = onRegistered;
    }

    /** The provider for a registration or invoke of {@code typeOrToken}. */
    synchronized Configured forRegistration(String typeOrToken, String providerReference, String version) {
        String pkg = Urns.packageOf(typeOrToken);
        if (!pkg.equals(settings.pluginPackage())) {
            throw new StepFailedException("no resource plugin for package '" + pkg + "' (" + typeOrToken
                    + "): this harness runs only the '" + settings.pluginPackage() + "' plugin");
        }
        if (configured == null) {
            configured = setUp(version);
        }
        if (!providerReference.isEmpty() && !providerReference.startsWith(configured.state().urn() + "::")) {
            throw new StepFailedException("explicit provider " + providerReference + " is not supported by the engine "
                    + "harness; use the default provider");
        }
        return configured;
    }

    /** The provider a stored resource points at, configured from its stored state. */
    synchronized Configured fromState(ResourceState resource) {
        if (configured != null) {
            return configured;
        }
        String ref = resource.provider();
        String urn = ref.contains("::") ? ref.substring(0, ref.lastIndexOf("::")) : "";
        ResourceState stored = oldState.apply(urn).orElseThrow(() -> new StepFailedException(
                resource.urn() + ": its provider " + ref + " is not in the state"));
        configured = new Configured(stored, configure(stored));
        return configured;
    }

    private Configured setUp(String version) {
        String name = version.isEmpty() ? "default" : "default_" + version.replace('.', '_');
        String type = Urns.PROVIDER_TYPE_PREFIX + settings.pluginPackage();
        String urn = Urns.create(settings.stack(), settings.project(), "", type, name);
        ResourceState old = oldState.apply(urn).orElse(null);
        Struct news = stackConfig();
        if (!version.isEmpty()) {
            news = news.toBuilder().putFields("version", Values.string(version)).build();
        }
        Struct checked = checkConfig(urn, name, type, old, news);
        StepKind kind = StepKind.CREATE;
        String id = newId();
        Map<String, DiffKind> detailed = new LinkedHashMap<>();
        if (old != null) {
            kind = diffConfig(old, checked, detailed);
            id = kind == StepKind.REPLACE ? newId() : old.id();
        }
        ResourceState state = new ResourceState(urn, type, true, false, id, "", "", checked, checked, List.of(),
                Map.of(), List.of(), StoredOptions.NONE);
        boolean supportsPreview = configure(state);
        onRegistered.accept(state);
        recorder.step(urn, type, kind, detailed, List.of(), false, null);
        return new Configured(state, supportsPreview);
    }

    private Struct checkConfig(String urn, String name, String type, ResourceState old, Struct news) {
        try {
            CheckResponse check = plugin.checkConfig(CheckRequest.newBuilder().setUrn(urn).setName(name).setType(type)
                    .setOlds(old == null ? Struct.getDefaultInstance() : old.inputs()).setNews(news).build());
            if (check.getFailuresCount() > 0) {
                throw new StepFailedException(urn + ": provider configuration is invalid: " + check.getFailuresList()
                        .stream().map(f -> f.getProperty() + ": " + f.getReason()).collect(Collectors.joining("; ")));
            }
            return check.hasInputs() ? check.getInputs() : news;
        } catch (StatusRuntimeException e) {
            if (e.getStatus().getCode() != Status.Code.UNIMPLEMENTED) {
                throw new StepFailedException(urn + ": CheckConfig failed: " + describe(e));
            }
            return news;
        }
    }

    /** SAME, UPDATE or REPLACE; fills {@code detailed}. {@code UNIMPLEMENTED} or {@code DIFF_UNKNOWN}: the engine diffs the inputs. */
    private StepKind diffConfig(ResourceState old, Struct checked, Map<String, DiffKind> detailed) {
        boolean replace = false;
        boolean changed = false;
        try {
            DiffResponse d = plugin.diffConfig(DiffRequest.newBuilder().setId(old.id()).setUrn(old.urn())
                    .setName(old.name()).setType(old.type()).setOlds(old.outputs()).setNews(checked)
                    .setOldInputs(old.inputs()).build());
            if (d.getChanges() == DiffResponse.DiffChanges.DIFF_UNKNOWN) {
                detailed.putAll(InputDiff.topLevel(old.inputs(), checked));
            } else if (d.getChanges() == DiffResponse.DiffChanges.DIFF_SOME) {
                changed = true;
                d.getDetailedDiffMap().forEach((k, v) -> detailed.put(k, DiffKind.of(v)));
                d.getDiffsList().forEach(k -> detailed.putIfAbsent(k, DiffKind.UPDATE));
                replace = d.getReplacesCount() > 0;
            }
        } catch (StatusRuntimeException e) {
            if (e.getStatus().getCode() != Status.Code.UNIMPLEMENTED) {
                throw new StepFailedException(old.urn() + ": DiffConfig failed: " + describe(e));
            }
            detailed.putAll(InputDiff.topLevel(old.inputs(), checked));
        }
        if (replace) {
            return StepKind.REPLACE;
        }
        return changed || !detailed.isEmpty() ? StepKind.UPDATE : StepKind.SAME;
    }

    /** Returns whether the provider supports preview. */
    private boolean configure(ResourceState provider) {
        Struct args = provider.inputs();
        if (Values.containsUnknown(args)) {
            return false;
        }
        ConfigureRequest.Builder request = ConfigureRequest.newBuilder()
                .setArgs(args).setAcceptSecrets(true).setAcceptResources(true)
                .setSendsOldInputs(true).setSendsOldInputsToDelete(true)
                .setId(provider.id()).setUrn(provider.urn()).setName(provider.name()).setType(provider.type());
        // The deprecated `variables`: "<pkg>:config:<key>", non-strings as JSON, secrets unwrapped, no `version`.
        args.getFieldsMap().forEach((k, v) -> {
            if (!k.equals("version")) {
                Value plain = Values.unwrap(v);
                request.putVariables(settings.pluginPackage() + ":config:" + k,
                        plain.hasStringValue() ? plain.getStringValue() : GSON.toJson(Values.toJava(plain)));
            }
        });
        try {
            return plugin.configure(request.build()).getSupportsPreview();
        } catch (StatusRuntimeException e) {
            if (e.getStatus().getCode() == Status.Code.UNIMPLEMENTED) {
                return false;
            }
            throw new StepFailedException(provider.urn() + ": Configure failed: " + describe(e));
        }
    }

    /** The stack config {@code <pkg>:*} as provider inputs: secrets marked, object config structured. */
    private Struct stackConfig() {
        Struct.Builder b = Struct.newBuilder();
        String prefix = settings.pluginPackage() + ":";
        settings.config().forEach((key, value) -> {
            if (key.startsWith(prefix)) {
                Value v = settings.objectKeys().contains(key) ? Values.fromJava(GSON.fromJson(value, Object.class))
                        : Values.string(value);
                b.putFields(key.substring(prefix.length()), settings.secretKeys().contains(key) ? Values.secret(v) : v);
            }
        });
        return b.build();
    }

    private String newId() {
        return dryRun ? Values.UNKNOWN : UUID.randomUUID().toString();
    }
}

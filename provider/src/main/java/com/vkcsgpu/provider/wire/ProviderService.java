package com.vkcsgpu.provider.wire;

import com.google.protobuf.Empty;
import com.google.protobuf.Struct;
import com.vkcsgpu.provider.PackageInfo;
import com.vkcsgpu.provider.config.ProviderConfig;
import com.vkcsgpu.provider.config.ProviderConfigArgs;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.config.ProviderConfigurator;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.DiffEngine;
import com.vkcsgpu.provider.framework.FunctionHandler;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.ProviderRegistry;
import com.vkcsgpu.provider.framework.RecordModel;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import pulumirpc.Plugin.PluginInfo;
import pulumirpc.Provider.CheckFailure;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConfigureRequest;
import pulumirpc.Provider.ConfigureResponse;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Provider.CreateRequest;
import pulumirpc.Provider.CreateResponse;
import pulumirpc.Provider.DeleteRequest;
import pulumirpc.Provider.DiffRequest;
import pulumirpc.Provider.DiffResponse;
import pulumirpc.Provider.GetSchemaRequest;
import pulumirpc.Provider.GetSchemaResponse;
import pulumirpc.Provider.InvokeRequest;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Provider.PropertyDiff;
import pulumirpc.Provider.ProviderHandshakeRequest;
import pulumirpc.Provider.ProviderHandshakeResponse;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Provider.UpdateRequest;
import pulumirpc.Provider.UpdateResponse;
import pulumirpc.ResourceProviderGrpc;

/**
 * The {@code pulumirpc.ResourceProvider} service: decodes requests, calls the framework, encodes
 * answers and maps failures (pulumi/pulumi v3.259.0 proto/pulumi/provider.proto). It holds no resource logic.
 *
 * <p>Capabilities advertised (Handshake and Configure agree): secrets yes; resource references and
 * output values no (the engine then sends plain ids and plain/unknown/secret values, which keeps every
 * resource's inputs simple); preview yes.
 */
public final class ProviderService extends ResourceProviderGrpc.ResourceProviderImplBase {
    private final ProviderRegistry registry;
    private final ProviderContext context;
    private final ProviderConfigurator configurator;
    private final Supplier<String> schema;
    private final LogSink log;
    private final ComponentConstructor constructor;
    private final SecretScrubber scrubber = new SecretScrubber();
    /** The arguments of the first Configure; null before it. */
    private Map<String, Object> configuredWith;

    /**
     * @param registry     the declared resources and functions
     * @param context      receives the configuration at Configure
     * @param configurator checks and resolves configuration
     * @param schema       the schema JSON served by GetSchema
     * @param log          where progress goes (the engine's Log)
     * @param constructor  Construct for components, or null when none are served
     */
    public ProviderService(ProviderRegistry registry, ProviderContext context, ProviderConfigurator configurator,
                           Supplier<String> schema, LogSink log, ComponentConstructor constructor) {
        this.registry = registry;
        this.context = context;
        this.configurator = configurator;
        this.schema = schema;
        this.log = log;
        this.constructor = constructor;
    }

    /** A unit of RPC work whose failures are mapped with the request's secrets scrubbed. */
    private interface Call<T> {
        T run();
    }

    private <T> void serve(StreamObserver<T> out, List<Map<String, Object>> requestValues, Call<T> call) {
        T result;
        try {
            result = call.run();
        } catch (RuntimeException | Error e) {
            List<String> secrets = scrubber.secretsOf(requestValues);
            if (!(e instanceof com.vkcsgpu.provider.framework.ProviderException)) {
                // Unexpected: leave a trace on stderr (the engine's diagnostics), secrets scrubbed.
                System.err.println("vkcs-gpu: unexpected " + e.getClass().getName() + ": "
                        + SecretScrubber.scrub(e.getMessage(), secrets));
            }
            out.onError(GrpcErrors.toStatus(e, secrets));
            return;
        }
        out.onNext(result);
        out.onCompleted();
    }

    private ProgressReporter progressFor(String urn) {
        return new ProgressReporter() {
            @Override
            public void status(String message) {
                send(LogSink.Severity.INFO, message, true);
            }

            @Override
            public void info(String message) {
                send(LogSink.Severity.INFO, message, false);
            }

            @Override
            public void warning(String message) {
                send(LogSink.Severity.WARNING, message, false);
            }

            private void send(LogSink.Severity severity, String message, boolean ephemeral) {
                log.log(severity, SecretScrubber.scrub(message, scrubber.secretsOf(List.of())), urn, ephemeral);
            }
        };
    }

    /** The resource type: the request's type field, or the last type in the URN for older engines. */
    static String typeOf(String type, String urn) {
        if (type != null && !type.isEmpty()) {
            return type;
        }
        String[] parts = urn.split("::");
        if (parts.length < 4) {
            return "";
        }
        String qualified = parts[2];
        return qualified.substring(qualified.lastIndexOf('$') + 1);
    }

    private static List<CheckFailure> failures(List<Diagnostics.Failure> failures) {
        List<CheckFailure> out = new ArrayList<>();
        failures.forEach(f -> out.add(CheckFailure.newBuilder().setProperty(f.path().toString())
                .setReason(f.reason()).build()));
        return out;
    }

    private static Map<String, Object> dec(Struct s) {
        return StructCodec.decode(s);
    }

    @Override
    public void handshake(ProviderHandshakeRequest request, StreamObserver<ProviderHandshakeResponse> out) {
        serve(out, List.of(), () -> ProviderHandshakeResponse.newBuilder().setAcceptSecrets(true)
                .setAcceptResources(false).setAcceptOutputs(false).setSupportsAutonamingConfiguration(false)
                .setAcceptsByteString(false).build());
    }

    @Override
    public void getPluginInfo(Empty request, StreamObserver<PluginInfo> out) {
        serve(out, List.of(), () -> PluginInfo.newBuilder().setVersion(PackageInfo.version()).build());
    }

    @Override
    public void getSchema(GetSchemaRequest request, StreamObserver<GetSchemaResponse> out) {
        serve(out, List.of(), () -> GetSchemaResponse.newBuilder().setSchema(schema.get()).build());
    }

    @Override
    public void checkConfig(CheckRequest request, StreamObserver<CheckResponse> out) {
        Map<String, Object> news = dec(request.getNews());
        serve(out, List.of(news), () -> {
            context.configurationChecked(Values.containsUnknown(news));
            return CheckResponse.newBuilder().setInputs(StructCodec.encode(configurator.secretsMarked(news)))
                    .addAllFailures(failures(configurator.check(news))).build();
        });
    }

    @Override
    public void diffConfig(DiffRequest request, StreamObserver<DiffResponse> out) {
        Map<String, Object> olds = request.hasOldInputs() && request.getOldInputs().getFieldsCount() > 0
                ? dec(request.getOldInputs()) : dec(request.getOlds());
        Map<String, Object> news = dec(request.getNews());
        // Configuration changes never replace the provider: that would replace every resource it manages.
        serve(out, List.of(olds, news), () -> diffResponse(DiffEngine.diff(RecordModel.of(ProviderConfigArgs.class),
                olds, news, List.of(), List.of()), false));
    }

    @Override
    public void configure(ConfigureRequest request, StreamObserver<ConfigureResponse> out) {
        Map<String, Object> args = dec(request.getArgs());
        serve(out, List.of(args), () -> {
            requireFirstConfiguration(args);
            ProviderConfig config = configurator.resolve(args);
            List<String> secrets = new ArrayList<>();
            if (config.password() != null) {
                secrets.add(config.password().reveal());
            }
            if (config.accessToken() != null) {
                secrets.add(config.accessToken().reveal());
            }
            scrubber.rememberAll(secrets);
            context.configure(config);
            if (configurator.plainHttp().loopbackAllowed()) {
                log.log(LogSink.Severity.WARNING, PlainHttp.warning(), "", false);
            }
            return ConfigureResponse.newBuilder().setAcceptSecrets(true).setSupportsPreview(true)
                    .setAcceptResources(false).setAcceptOutputs(false).build();
        });
    }

    /**
     * One configuration per plugin process, as the engine sends it: a later Configure with other values would
     * re-point where the password and tokens go for resources already checked against the first.
     */
    private synchronized void requireFirstConfiguration(Map<String, Object> args) {
        if (configuredWith == null) {
            configuredWith = args;
        } else if (!Values.sameValue(configuredWith, args)) {
            throw new PreconditionFailedException("the provider is already configured; a plugin process takes one "
                    + "configuration (start another provider instance for other settings)");
        }
    }

    @Override
    public void check(CheckRequest request, StreamObserver<CheckResponse> out) {
        Map<String, Object> news = dec(request.getNews());
        serve(out, List.of(news), () -> {
            ResourceHandler.CheckResult r = registry.resource(typeOf(request.getType(), request.getUrn())).check(news);
            return CheckResponse.newBuilder().setInputs(StructCodec.encode(r.inputs()))
                    .addAllFailures(failures(r.failures())).build();
        });
    }

    @Override
    public void diff(DiffRequest request, StreamObserver<DiffResponse> out) {
        Map<String, Object> olds = dec(request.getOlds());
        Map<String, Object> oldInputs = dec(request.getOldInputs());
        Map<String, Object> news = dec(request.getNews());
        serve(out, List.of(olds, oldInputs, news), () -> {
            ResourceHandler<?, ?> h = registry.resource(typeOf(request.getType(), request.getUrn()));
            return diffResponse(h.diff(olds, oldInputs, news, request.getIgnoreChangesList()),
                    h.deleteBeforeReplace());
        });
    }

    private static DiffResponse diffResponse(Diff diff, boolean deleteBeforeReplace) {
        DiffResponse.Builder b = DiffResponse.newBuilder().setHasDetailedDiff(true)
                .setChanges(diff.hasChanges() ? DiffResponse.DiffChanges.DIFF_SOME : DiffResponse.DiffChanges.DIFF_NONE)
                .addAllDiffs(diff.changedProperties())
                .addAllReplaces(diff.replacedProperties())
                .setDeleteBeforeReplace(diff.requiresReplace() && deleteBeforeReplace);
        for (Diff.Entry e : diff.entries()) {
            PropertyDiff.Kind kind = switch (e.kind()) {
                case ADD -> e.replace() ? PropertyDiff.Kind.ADD_REPLACE : PropertyDiff.Kind.ADD;
                case DELETE -> e.replace() ? PropertyDiff.Kind.DELETE_REPLACE : PropertyDiff.Kind.DELETE;
                case UPDATE -> e.replace() ? PropertyDiff.Kind.UPDATE_REPLACE : PropertyDiff.Kind.UPDATE;
            };
            b.putDetailedDiff(e.path().toString(), PropertyDiff.newBuilder().setKind(kind).setInputDiff(true).build());
        }
        return b.build();
    }

    @Override
    public void create(CreateRequest request, StreamObserver<CreateResponse> out) {
        Map<String, Object> inputs = dec(request.getProperties());
        serve(out, List.of(inputs), () -> {
            ResourceHandler.Created c = registry.resource(typeOf(request.getType(), request.getUrn()))
                    .create(inputs, request.getPreview(), request.getTimeout(), request.getUrn(),
                            progressFor(request.getUrn()));
            return CreateResponse.newBuilder().setId(c.id()).setProperties(StructCodec.encode(c.outputs())).build();
        });
    }

    @Override
    public void read(ReadRequest request, StreamObserver<ReadResponse> out) {
        Map<String, Object> props = dec(request.getProperties());
        Map<String, Object> inputs = dec(request.getInputs());
        // Import sends only the id; refresh sends the last outputs and inputs (pulumi/pulumi v3.259.0
        // pkg/resource/deploy/step.go, RefreshStep and ImportStep).
        boolean importing = props.isEmpty() && inputs.isEmpty();
        serve(out, List.of(props, inputs), () -> {
            ResourceHandler.ReadResult r = registry.resource(typeOf(request.getType(), request.getUrn()))
                    .read(request.getId(), importing ? null : props, importing ? null : inputs,
                            request.getTimeout(), request.getUrn(), progressFor(request.getUrn()));
            return ReadResponse.newBuilder().setId(r.id()).setProperties(StructCodec.encode(r.outputs()))
                    .setInputs(StructCodec.encode(r.inputs())).build();
        });
    }

    @Override
    public void update(UpdateRequest request, StreamObserver<UpdateResponse> out) {
        Map<String, Object> olds = dec(request.getOlds());
        Map<String, Object> news = dec(request.getNews());
        serve(out, List.of(olds, news), () -> {
            Map<String, Object> outputs = registry.resource(typeOf(request.getType(), request.getUrn()))
                    .update(request.getId(), olds, news, request.getPreview(), request.getTimeout(), request.getUrn(),
                            progressFor(request.getUrn()));
            return UpdateResponse.newBuilder().setProperties(StructCodec.encode(outputs)).build();
        });
    }

    @Override
    public void delete(DeleteRequest request, StreamObserver<Empty> out) {
        Map<String, Object> props = dec(request.getProperties());
        serve(out, List.of(props), () -> {
            registry.resource(typeOf(request.getType(), request.getUrn())).delete(request.getId(), props,
                    request.getTimeout(), request.getUrn(), progressFor(request.getUrn()));
            return Empty.getDefaultInstance();
        });
    }

    @Override
    public void invoke(InvokeRequest request, StreamObserver<InvokeResponse> out) {
        Map<String, Object> args = dec(request.getArgs());
        serve(out, List.of(args), () -> {
            FunctionHandler.Invoked r = registry.function(request.getTok()).invoke(args, request.getPreview());
            return InvokeResponse.newBuilder().setReturn(StructCodec.encode(r.result()))
                    .addAllFailures(failures(r.failures())).build();
        });
    }

    @Override
    public void construct(ConstructRequest request, StreamObserver<ConstructResponse> out) {
        if (constructor == null) {
            out.onError(io.grpc.Status.UNIMPLEMENTED.withDescription("this build serves no components")
                    .asRuntimeException());
            return;
        }
        constructor.construct(request, out);
    }

    @Override
    public void cancel(Empty request, StreamObserver<Empty> out) {
        registry.tracker().cancelAll();
        out.onNext(Empty.getDefaultInstance());
        out.onCompleted();
    }
}

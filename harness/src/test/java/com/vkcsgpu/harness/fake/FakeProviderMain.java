package com.vkcsgpu.harness.fake;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.Any;
import com.google.protobuf.Empty;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import com.vkcsgpu.harness.Values;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.Status;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.LogRequest;
import pulumirpc.EngineOuterClass.LogSeverity;
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
import pulumirpc.Provider.ErrorResourceInitFailed;
import pulumirpc.Provider.InvokeRequest;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Provider.PropertyDiff;
import pulumirpc.Provider.ProviderHandshakeRequest;
import pulumirpc.Provider.ProviderHandshakeResponse;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Provider.UpdateRequest;
import pulumirpc.Provider.UpdateResponse;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.ResourceMonitorGrpc;
import pulumirpc.ResourceProviderGrpc;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A small provider plugin for testing the harness without the real provider. Package {@code fake}:
 * <ul>
 *   <li>{@code fake:index:Thing}: inputs {@code size} (number) and {@code peer} (string), whose changes replace;
 *       {@code label} and {@code password} (strings, updated in place); {@code failOnCreate} (true: the create
 *       is accepted but the thing is "unhealthy", answered with {@code ErrorResourceInitFailed}); outputs = inputs
 *       + {@code arn} + a secret {@code token}. Things live in a JSON file ({@code FAKE_STORE}) so tests can delete
 *       one "behind the provider's back".</li>
 *   <li>{@code fake:index:Group}: a remote component; Construct registers the component and one Thing child
 *       ({@code <name>-member}) back on the engine's monitor.</li>
 * </ul>
 * The function {@code fake:index:getCount} returns how many things exist. Every Create and Update sends an ephemeral status message through {@code Engine.Log}.
 */
public final class FakeProviderMain extends ResourceProviderGrpc.ResourceProviderImplBase {

    static final String STORE_ENV = "FAKE_STORE";
    private static final Gson GSON = new Gson();

    private final Path store;
    private final EngineGrpc.EngineBlockingStub engine;

    private FakeProviderMain(Path store, EngineGrpc.EngineBlockingStub engine) {
        this.store = store;
        this.engine = engine;
    }

    public static void main(String[] args) throws Exception {
        String engineAddress = args[args.length - 1];
        ManagedChannel engineChannel = ManagedChannelBuilder.forTarget(engineAddress).usePlaintext().build();
        Path store = Path.of(System.getenv(STORE_ENV));
        Server server = ServerBuilder.forPort(0)
                .addService(new FakeProviderMain(store, EngineGrpc.newBlockingStub(engineChannel))).build().start();
        System.out.println(server.getPort());
        System.out.flush();
        System.err.println("fake provider listening");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.shutdownNow();
            engineChannel.shutdownNow();
        }));
        server.awaitTermination();
    }

    @Override
    public void handshake(ProviderHandshakeRequest request, StreamObserver<ProviderHandshakeResponse> response) {
        reply(response, ProviderHandshakeResponse.newBuilder().setAcceptSecrets(true).setAcceptResources(true)
                .setAcceptOutputs(true).build());
    }

    @Override
    public void getPluginInfo(Empty request, StreamObserver<PluginInfo> response) {
        reply(response, PluginInfo.newBuilder().setVersion("0.0.1").build());
    }

    @Override
    public void checkConfig(CheckRequest request, StreamObserver<CheckResponse> response) {
        reply(response, CheckResponse.newBuilder().setInputs(request.getNews()).build());
    }

    @Override
    public void diffConfig(DiffRequest request, StreamObserver<DiffResponse> response) {
        boolean same = request.getOldInputs().equals(request.getNews());
        reply(response, DiffResponse.newBuilder().setChanges(same ? DiffResponse.DiffChanges.DIFF_NONE
                : DiffResponse.DiffChanges.DIFF_SOME).build());
    }

    @Override
    public void configure(ConfigureRequest request, StreamObserver<ConfigureResponse> response) {
        if (!request.getArgs().containsFields("password")) {
            response.onError(Status.INVALID_ARGUMENT.withDescription("fake:password is required").asRuntimeException());
            return;
        }
        reply(response, ConfigureResponse.newBuilder().setAcceptSecrets(true).setSupportsPreview(true)
                .setAcceptResources(true).setAcceptOutputs(true).build());
    }

    @Override
    public void check(CheckRequest request, StreamObserver<CheckResponse> response) {
        Struct.Builder inputs = request.getNews().toBuilder();
        CheckResponse.Builder out = CheckResponse.newBuilder();
        Value size = inputs.getFieldsOrDefault("size", null);
        if (size != null && size.hasNumberValue() && size.getNumberValue() < 0) {
            out.addFailures(CheckFailure.newBuilder().setProperty("size").setReason("must be >= 0").build());
        }
        if (!inputs.containsFields("label")) {
            inputs.putFields("label", Values.string("default"));
        }
        reply(response, out.setInputs(inputs).build());
    }

    @Override
    public void diff(DiffRequest request, StreamObserver<DiffResponse> response) {
        DiffResponse.Builder out = DiffResponse.newBuilder().setHasDetailedDiff(true);
        for (String key : List.of("size", "label", "peer", "password")) {
            Value old = request.getOlds().getFieldsOrDefault(key, null);
            Value neu = request.getNews().getFieldsOrDefault(key, null);
            if (old == null && neu == null || old != null && old.equals(neu) && !Values.isUnknown(neu)) {
                continue;
            }
            boolean replace = key.equals("size") || key.equals("peer");
            PropertyDiff.Kind kind = old == null ? (replace ? PropertyDiff.Kind.ADD_REPLACE : PropertyDiff.Kind.ADD)
                    : neu == null ? (replace ? PropertyDiff.Kind.DELETE_REPLACE : PropertyDiff.Kind.DELETE)
                    : (replace ? PropertyDiff.Kind.UPDATE_REPLACE : PropertyDiff.Kind.UPDATE);
            out.addDiffs(key).putDetailedDiff(key, PropertyDiff.newBuilder().setKind(kind).setInputDiff(true).build());
            if (replace) {
                out.addReplaces(key);
            }
        }
        out.setChanges(out.getDiffsCount() > 0 ? DiffResponse.DiffChanges.DIFF_SOME : DiffResponse.DiffChanges.DIFF_NONE);
        reply(response, out.build());
    }

    @Override
    public void create(CreateRequest request, StreamObserver<CreateResponse> response) {
        if (request.getPreview()) {
            reply(response, CreateResponse.newBuilder().setProperties(outputs(request.getProperties(), null)).build());
            return;
        }
        status(request.getUrn(), "creating " + request.getName());
        String id = "thing-" + UUID.randomUUID().toString().substring(0, 8);
        Struct outputs = outputs(request.getProperties(), id);
        save(id, request.getProperties(), outputs);
        if (failOnCreate(request.getProperties())) {
            initFailed(response, id, outputs, request.getProperties());
            return;
        }
        reply(response, CreateResponse.newBuilder().setId(id).setProperties(outputs).build());
    }

    @Override
    public void update(UpdateRequest request, StreamObserver<UpdateResponse> response) {
        if (request.getPreview()) {
            reply(response, UpdateResponse.newBuilder().setProperties(outputs(request.getNews(), request.getId())).build());
            return;
        }
        status(request.getUrn(), "updating " + request.getName());
        Struct outputs = outputs(request.getNews(), request.getId());
        save(request.getId(), request.getNews(), outputs);
        if (failOnCreate(request.getNews())) {
            initFailed(response, request.getId(), outputs, request.getNews());
            return;
        }
        reply(response, UpdateResponse.newBuilder().setProperties(outputs).build());
    }

    @Override
    public void read(ReadRequest request, StreamObserver<ReadResponse> response) {
        JsonObject all = load();
        if (!all.has(request.getId())) {
            reply(response, ReadResponse.getDefaultInstance());
            return;
        }
        JsonObject thing = all.getAsJsonObject(request.getId());
        reply(response, ReadResponse.newBuilder().setId(request.getId())
                .setInputs(struct(thing.get("inputs").toString()))
                .setProperties(struct(thing.get("outputs").toString())).build());
    }

    @Override
    public void delete(DeleteRequest request, StreamObserver<Empty> response) {
        synchronized (FakeProviderMain.class) {
            JsonObject all = load();
            all.remove(request.getId());
            write(all);
        }
        reply(response, Empty.getDefaultInstance());
    }

    /** {@code fake:index:getCount}: how many things exist ({@code {"count": n}}). */
    @Override
    public void invoke(InvokeRequest request, StreamObserver<InvokeResponse> response) {
        if (!request.getTok().equals("fake:index:getCount")) {
            response.onError(Status.INVALID_ARGUMENT.withDescription("unknown function " + request.getTok()).asRuntimeException());
            return;
        }
        reply(response, InvokeResponse.newBuilder().setReturn(Struct.newBuilder()
                .putFields("count", Value.newBuilder().setNumberValue(load().size()).build())).build());
    }

    @Override
    public void construct(ConstructRequest request, StreamObserver<ConstructResponse> response) {
        ManagedChannel channel = ManagedChannelBuilder.forTarget(request.getMonitorEndpoint()).usePlaintext().build();
        try {
            var monitor = ResourceMonitorGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS);
            RegisterResourceResponse component = monitor.registerResource(RegisterResourceRequest.newBuilder()
                    .setType(request.getType()).setName(request.getName()).setParent(request.getParent())
                    .setCustom(false).build());
            Value size = request.getInputs().getFieldsOrDefault("size", Value.newBuilder().setNumberValue(1).build());
            RegisterResourceResponse member = monitor.registerResource(RegisterResourceRequest.newBuilder()
                    .setType("fake:index:Thing").setName(request.getName() + "-member").setParent(component.getUrn())
                    .setCustom(true).setAcceptSecrets(true)
                    .setObject(Struct.newBuilder().putFields("size", size).putFields("label", Values.string("member")))
                    .build());
            Struct state = Struct.newBuilder()
                    .putFields("memberArn", member.getObject().getFieldsOrDefault("arn", Values.unknown())).build();
            monitor.registerResourceOutputs(RegisterResourceOutputsRequest.newBuilder()
                    .setUrn(component.getUrn()).setOutputs(state).build());
            reply(response, ConstructResponse.newBuilder().setUrn(component.getUrn()).setState(state).build());
        } catch (RuntimeException e) {
            response.onError(Status.UNKNOWN.withDescription("construct failed: " + e.getMessage()).asRuntimeException());
        } finally {
            channel.shutdownNow();
        }
    }

    private static Struct outputs(Struct inputs, String id) {
        Struct.Builder out = inputs.toBuilder();
        out.putFields("arn", id == null ? Values.unknown() : Values.string("arn:fake:" + id));
        out.putFields("token", id == null ? Values.unknown() : Values.secret(Values.string("tok-" + id)));
        return out.build();
    }

    private static boolean failOnCreate(Struct inputs) {
        return inputs.getFieldsOrDefault("failOnCreate", Value.getDefaultInstance()).getBoolValue();
    }

    private static <T> void initFailed(StreamObserver<T> response, String id, Struct outputs, Struct inputs) {
        ErrorResourceInitFailed detail = ErrorResourceInitFailed.newBuilder().setId(id).setProperties(outputs)
                .setInputs(inputs).addReasons("thing " + id + " is not healthy").build();
        response.onError(StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
                .setCode(Status.Code.FAILED_PRECONDITION.value()).setMessage("thing " + id + " is not healthy")
                .addDetails(Any.pack(detail)).build()));
    }

    private void status(String urn, String message) {
        engine.log(LogRequest.newBuilder().setSeverity(LogSeverity.INFO).setUrn(urn).setMessage(message)
                .setEphemeral(true).build());
    }

    private synchronized void save(String id, Struct inputs, Struct outputs) {
        synchronized (FakeProviderMain.class) {
            JsonObject all = load();
            JsonObject thing = new JsonObject();
            thing.add("inputs", JsonParser.parseString(json(inputs)));
            thing.add("outputs", JsonParser.parseString(json(outputs)));
            all.add(id, thing);
            write(all);
        }
    }

    private JsonObject load() {
        try {
            return Files.exists(store) ? JsonParser.parseString(Files.readString(store)).getAsJsonObject() : new JsonObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void write(JsonObject all) {
        try {
            Files.writeString(store, GSON.toJson(all));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String json(Struct s) {
        try {
            return JsonFormat.printer().print(s);
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Struct struct(String json) {
        try {
            Struct.Builder b = Struct.newBuilder();
            JsonFormat.parser().merge(json, b);
            return b.build();
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException(e);
        }
    }

    private static <T> void reply(StreamObserver<T> response, T value) {
        response.onNext(value);
        response.onCompleted();
    }
}

package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;

/** A resource the program registered in this run, and how its registration becomes state. */
final class Registration {
    final String urn;
    final String parent;
    final boolean custom;
    final CompletableFuture<Void> done = new CompletableFuture<>();
    volatile ResourceState state;

    Registration(String urn, String parent, boolean custom) {
        this.urn = urn;
        this.parent = parent;
        this.custom = custom;
    }

    /** The state of this custom resource as registered by {@code req} through provider {@code p}. */
    ResourceState customState(RegisterResourceRequest req, DefaultProvider.Configured p, String id, Struct inputs,
                              Struct outputs, List<String> initErrors) {
        return new ResourceState(urn, req.getType(), true, false, id, parent, p.reference(), inputs,
                markSecrets(outputs, req.getAdditionalSecretOutputsList()), req.getDependenciesList(),
                propertyDependencies(req), initErrors, storedOptions(req));
    }

    /** The state of this component resource as registered by {@code req}. */
    ResourceState componentState(RegisterResourceRequest req) {
        return new ResourceState(urn, req.getType(), false, false, "", parent, "", req.getObject(),
                Struct.getDefaultInstance(), req.getDependenciesList(), propertyDependencies(req), List.of(),
                storedOptions(req));
    }

    /** The answer to the program's RegisterResource for {@code state}. */
    static RegisterResourceResponse response(ResourceState state, List<String> stables) {
        return RegisterResourceResponse.newBuilder().setUrn(state.urn()).setId(state.id())
                .setObject(state.outputs()).addAllStables(stables).build();
    }

    private static StoredOptions storedOptions(RegisterResourceRequest req) {
        return new StoredOptions(req.getProtect(), req.getDeleteBeforeReplace(), req.getRetainOnDelete(),
                CustomTimeoutParser.seconds(req.getCustomTimeouts().getDelete()));
    }

    private static Struct markSecrets(Struct outputs, List<String> additionalSecretOutputs) {
        if (additionalSecretOutputs.isEmpty()) {
            return outputs;
        }
        Struct.Builder b = outputs.toBuilder();
        for (String key : additionalSecretOutputs) {
            Value v = outputs.getFieldsOrDefault(key, null);
            if (v != null && !Values.isSecret(v)) {
                b.putFields(key, Values.secret(v));
            }
        }
        return b.build();
    }

    private static Map<String, List<String>> propertyDependencies(RegisterResourceRequest req) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        req.getPropertyDependenciesMap().forEach((k, v) -> out.put(k, List.copyOf(v.getUrnsList())));
        return out;
    }
}

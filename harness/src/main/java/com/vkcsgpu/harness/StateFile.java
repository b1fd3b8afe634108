package com.vkcsgpu.harness;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Struct;
import com.google.protobuf.util.JsonFormat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The stack's state between runs, as a JSON file shaped like a Pulumi checkpoint
 * ({@code {"version":3,"checkpoint":{"stack":..,"latest":{"manifest":..,"secrets_providers":..,"resources":[..]}}}}).
 * Every secret is stored as {@code {"4dabf18193072939515e22adb298388d":"1b47061264138c4ac30d75fd1eb44270","ciphertext":"v1:.."}}
 * (like the passphrase secrets manager), so no secret value is ever written in plain text.
 */
public final class StateFile {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private final Path path;
    private final String passphrase;
    private SecretsCipher cipher;

    public StateFile(Path path, String passphrase) {
        this.path = path;
        this.passphrase = passphrase;
    }

    public Path path() {
        return path;
    }

    /** The resources in the file, in file order (dependencies before dependents); empty when there is no file. */
    public synchronized List<ResourceState> read() {
        if (!Files.exists(path)) {
            return List.of();
        }
        try {
            JsonObject root = JsonParser.parseString(Files.readString(path)).getAsJsonObject();
            JsonObject latest = root.getAsJsonObject("checkpoint").getAsJsonObject("latest");
            if (latest == null) {
                return List.of();
            }
            JsonObject providers = latest.getAsJsonObject("secrets_providers");
            if (providers != null && cipher == null) {
                cipher = SecretsCipher.fromSaltState(passphrase, providers.getAsJsonObject("state").get("salt").getAsString());
            }
            List<ResourceState> out = new ArrayList<>();
            JsonArray resources = latest.getAsJsonArray("resources");
            if (resources != null) {
                for (JsonElement e : resources) {
                    out.add(fromJson(e.getAsJsonObject()));
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read state file " + path, e);
        } catch (RuntimeException e) {
            throw new IllegalStateException("state file " + path + " is not a valid checkpoint: " + e.getMessage(), e);
        }
    }

    /** Replaces the file's resources atomically (write to a temporary file, then move). */
    public synchronized void write(String stackName, List<ResourceState> resources) {
        if (cipher == null) {
            cipher = SecretsCipher.create(passphrase);
        }
        JsonObject latest = new JsonObject();
        JsonObject manifest = new JsonObject();
        manifest.addProperty("magic", "vkcs-gpu-engine-harness");
        manifest.addProperty("version", "harness");
        latest.add("manifest", manifest);
        JsonObject secretsProviders = new JsonObject();
        secretsProviders.addProperty("type", "passphrase");
        JsonObject state = new JsonObject();
        state.addProperty("salt", cipher.saltState());
        secretsProviders.add("state", state);
        latest.add("secrets_providers", secretsProviders);
        JsonArray array = new JsonArray();
        resources.forEach(r -> array.add(toJson(r)));
        latest.add("resources", array);
        JsonObject checkpoint = new JsonObject();
        checkpoint.addProperty("stack", stackName);
        checkpoint.add("latest", latest);
        JsonObject root = new JsonObject();
        root.addProperty("version", 3);
        root.add("checkpoint", checkpoint);
        try {
            Path parent = path.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path tmp = Files.createTempFile(parent, ".state", ".tmp");
            Files.writeString(tmp, GSON.toJson(root), StandardCharsets.UTF_8);
            Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write state file " + path, e);
        }
    }

    private JsonObject toJson(ResourceState r) {
        JsonObject o = new JsonObject();
        o.addProperty("urn", r.urn());
        o.addProperty("custom", r.custom());
        if (r.pendingDelete()) {
            o.addProperty("delete", true);
        }
        if (!r.id().isEmpty()) {
            o.addProperty("id", r.id());
        }
        o.addProperty("type", r.type());
        o.add("inputs", encryptSecrets(structToJson(r.inputs())));
        o.add("outputs", encryptSecrets(structToJson(r.outputs())));
        if (!r.parent().isEmpty()) {
            o.addProperty("parent", r.parent());
        }
        if (r.options().protect()) {
            o.addProperty("protect", true);
        }
        if (r.options().retainOnDelete()) {
            o.addProperty("retainOnDelete", true);
        }
        if (r.options().deleteTimeoutSeconds() > 0) {
            JsonObject timeouts = new JsonObject();
            timeouts.addProperty("delete", r.options().deleteTimeoutSeconds());
            o.add("customTimeouts", timeouts);
        }
        if (!r.provider().isEmpty()) {
            o.addProperty("provider", r.provider());
        }
        if (!r.dependencies().isEmpty()) {
            o.add("dependencies", GSON.toJsonTree(r.dependencies()));
        }
        if (!r.propertyDependencies().isEmpty()) {
            o.add("propertyDependencies", GSON.toJsonTree(r.propertyDependencies()));
        }
        if (!r.initErrors().isEmpty()) {
            o.add("initErrors", GSON.toJsonTree(r.initErrors()));
        }
        if (r.options().deleteBeforeReplace()) {
            o.addProperty("deleteBeforeReplace", true);
        }
        return o;
    }

    private ResourceState fromJson(JsonObject o) {
        Map<String, List<String>> propertyDependencies = new LinkedHashMap<>();
        if (o.has("propertyDependencies")) {
            o.getAsJsonObject("propertyDependencies").entrySet()
                    .forEach(e -> propertyDependencies.put(e.getKey(), strings(e.getValue())));
        }
        return new ResourceState(
                o.get("urn").getAsString(),
                o.get("type").getAsString(),
                o.get("custom").getAsBoolean(),
                o.has("delete") && o.get("delete").getAsBoolean(),
                o.has("id") ? o.get("id").getAsString() : "",
                o.has("parent") ? o.get("parent").getAsString() : "",
                o.has("provider") ? o.get("provider").getAsString() : "",
                jsonToStruct(decryptSecrets(o.get("inputs"))),
                jsonToStruct(decryptSecrets(o.get("outputs"))),
                strings(o.get("dependencies")),
                propertyDependencies,
                strings(o.get("initErrors")),
                new StoredOptions(flag(o, "protect"), flag(o, "deleteBeforeReplace"), flag(o, "retainOnDelete"),
                        o.has("customTimeouts") && o.getAsJsonObject("customTimeouts").has("delete")
                                ? o.getAsJsonObject("customTimeouts").get("delete").getAsDouble() : 0));
    }

    private static boolean flag(JsonObject o, String name) {
        return o.has(name) && o.get(name).getAsBoolean();
    }

    private static List<String> strings(JsonElement e) {
        List<String> out = new ArrayList<>();
        if (e != null && e.isJsonArray()) {
            e.getAsJsonArray().forEach(x -> out.add(x.getAsString()));
        }
        return out;
    }

    private JsonElement encryptSecrets(JsonElement e) {
        if (e.isJsonArray()) {
            JsonArray out = new JsonArray();
            e.getAsJsonArray().forEach(x -> out.add(encryptSecrets(x)));
            return out;
        }
        if (!e.isJsonObject()) {
            return e;
        }
        JsonObject o = e.getAsJsonObject();
        if (isSecret(o) && o.has("value")) {
            JsonObject sealed = new JsonObject();
            sealed.addProperty(Values.SIGNATURE_KEY, Values.SECRET_SIG);
            sealed.addProperty("ciphertext", cipher.encrypt(GSON.toJson(o.get("value"))));
            return sealed;
        }
        JsonObject out = new JsonObject();
        o.entrySet().forEach(x -> out.add(x.getKey(), encryptSecrets(x.getValue())));
        return out;
    }

    private JsonElement decryptSecrets(JsonElement e) {
        if (e == null) {
            return new JsonObject();
        }
        if (e.isJsonArray()) {
            JsonArray out = new JsonArray();
            e.getAsJsonArray().forEach(x -> out.add(decryptSecrets(x)));
            return out;
        }
        if (!e.isJsonObject()) {
            return e;
        }
        JsonObject o = e.getAsJsonObject();
        if (isSecret(o) && o.has("ciphertext")) {
            if (cipher == null) {
                throw new IllegalStateException("a secret is stored but the state has no secrets_providers entry");
            }
            JsonObject open = new JsonObject();
            open.addProperty(Values.SIGNATURE_KEY, Values.SECRET_SIG);
            open.add("value", JsonParser.parseString(cipher.decrypt(o.get("ciphertext").getAsString())));
            return open;
        }
        JsonObject out = new JsonObject();
        o.entrySet().forEach(x -> out.add(x.getKey(), decryptSecrets(x.getValue())));
        return out;
    }

    private static boolean isSecret(JsonObject o) {
        JsonElement sig = o.get(Values.SIGNATURE_KEY);
        return sig != null && sig.isJsonPrimitive() && Values.SECRET_SIG.equals(sig.getAsString());
    }

    static JsonElement structToJson(Struct s) {
        try {
            return JsonParser.parseString(JsonFormat.printer().print(s));
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException("cannot print a property bag as JSON", e);
        }
    }

    static Struct jsonToStruct(JsonElement e) {
        try {
            Struct.Builder b = Struct.newBuilder();
            JsonFormat.parser().merge(GSON.toJson(e), b);
            return b.build();
        } catch (InvalidProtocolBufferException ex) {
            throw new IllegalStateException("a stored property bag is not a JSON object", ex);
        }
    }
}

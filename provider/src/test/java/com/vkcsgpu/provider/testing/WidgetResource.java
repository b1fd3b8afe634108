package com.vkcsgpu.provider.testing;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Importable;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.framework.ReplaceRule;
import com.vkcsgpu.provider.framework.Timeouts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Test-only resource {@code vkcs-gpu:testing:Widget} on {@link FakeWidgetCloud}: exercises every
 * framework feature (replace-on-change, in-place, secrets in and out, computed outputs, defaults,
 * nested paths, partial failure, idempotent delete, refresh/import, slow operation with progress).
 */
@Doc("A test-only widget in a file-based fake cloud.")
public final class WidgetResource implements CustomResource<WidgetArgs, WidgetState>, Importable<WidgetArgs, WidgetState> {
    /** The token. */
    public static final String TOKEN = "vkcs-gpu:testing:Widget";
    private final FakeWidgetCloud cloud;

    /** A widget resource on {@code cloud}. */
    public WidgetResource(FakeWidgetCloud cloud) {
        this.cloud = cloud;
    }

    @Override
    public String token() {
        return TOKEN;
    }

    @Override
    public Class<WidgetArgs> argsType() {
        return WidgetArgs.class;
    }

    @Override
    public Class<WidgetState> stateType() {
        return WidgetState.class;
    }

    @Override
    public String idOf(WidgetState state) {
        return state.widgetId();
    }

    @Override
    public String importIdFormat() {
        return "<widget id>";
    }

    @Override
    public String importIdSource() {
        return "The id is the widget's id.";
    }

    @Override
    public List<ReplaceRule> replaceRules() {
        return List.of(ReplaceRule.changed("labels.zone", "a widget cannot move between zones"));
    }

    @Override
    public boolean deleteBeforeReplace() {
        return true; // names are unique in the fake cloud, and a replacement keeps its name
    }

    @Override
    public Timeouts timeouts() {
        return Timeouts.all(Duration.ofSeconds(30));
    }

    @Override
    public void check(WidgetArgs args, Diagnostics diags) {
        if (args.name() != null && !args.name().matches("[a-z][a-z0-9-]{0,30}")) {
            diags.error("name", "must be lower-case letters, digits and '-', starting with a letter",
                    "for example \"gpu-widget-1\"");
        }
        if (args.size() != null && (args.size() < 1 || args.size() > 100)) {
            diags.error("size", "must be between 1 and 100, got " + args.size(), null);
        }
        if (args.taints() != null) {
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < args.taints().size(); i++) {
                Taint t = args.taints().get(i);
                if (t != null && t.key() != null && !seen.add(t.key())) {
                    diags.error(PropertyPath.of("taints", i, "key"), "duplicate taint key " + t.key(),
                            "give each taint its own key");
                }
            }
        }
    }

    @Override
    public WidgetState create(WidgetArgs args, OpContext ctx) {
        if (cloud.list().stream().anyMatch(w -> w.name.equals(args.name()))) {
            throw new PreconditionFailedException("a widget named " + args.name() + " already exists");
        }
        FakeWidgetCloud.Stored w = new FakeWidgetCloud.Stored();
        w.id = "w-" + UUID.randomUUID().toString().substring(0, 8);
        w.name = args.name();
        apply(w, args);
        w.token = "tok-" + UUID.randomUUID();
        w.status = "creating";
        w.generation = 1;
        cloud.put(w);
        ctx.accepted(toState(w));
        int waited = 0;
        while (waited < args.readyDelayMillis()) {
            ctx.progress().status("waiting for widget " + w.id + " to become ready (" + waited + " ms)");
            ctx.sleep(Duration.ofMillis(20));
            waited += 20;
        }
        if (Boolean.TRUE.equals(args.failAfterAccept())) {
            // Deliberately quotes the secret: the wire layer must scrub it before the engine sees it.
            throw new IllegalStateException("widget " + w.id + " failed to become ready (api key "
                    + (args.apiKey() == null ? "-" : args.apiKey().reveal()) + ")");
        }
        w.status = "ready";
        cloud.put(w);
        return toState(w);
    }

    private static void apply(FakeWidgetCloud.Stored w, WidgetArgs args) {
        w.size = args.size();
        w.labels = args.labels();
        w.apiKey = args.apiKey() == null ? null : args.apiKey().reveal();
        if (args.taints() == null) {
            w.taints = null;
        } else {
            w.taints = new ArrayList<>();
            for (Taint t : args.taints()) {
                Map<String, String> m = new LinkedHashMap<>();
                m.put("key", t.key());
                m.put("value", t.value());
                m.put("effect", t.effect().name());
                w.taints.add(m);
            }
        }
    }

    private static WidgetState toState(FakeWidgetCloud.Stored w) {
        List<Taint> taints = null;
        if (w.taints != null) {
            taints = new ArrayList<>();
            for (Map<String, String> m : w.taints) {
                taints.add(new Taint(m.get("key"), m.get("value"), TaintEffect.valueOf(m.get("effect"))));
            }
        }
        // readyDelayMillis and failAfterAccept are not reported by the cloud: null keeps the old inputs.
        WidgetArgs args = new WidgetArgs(w.name, w.size, w.labels, taints,
                w.apiKey == null ? null : SecretString.of(w.apiKey), null, null);
        return new WidgetState(args, w.id, w.token, w.status, w.generation);
    }

    @Override
    public WidgetState read(String id, WidgetState state, OpContext ctx) {
        return toState(cloud.find(id).orElseThrow(() -> new NotFoundException("widget " + id + " not found")));
    }

    @Override
    public WidgetState update(String id, WidgetState olds, WidgetArgs news, OpContext ctx) {
        FakeWidgetCloud.Stored w = cloud.find(id).orElseThrow(() -> new NotFoundException("widget " + id + " is gone"));
        apply(w, news);
        w.generation++;
        cloud.put(w);
        return toState(w);
    }

    @Override
    public void delete(String id, WidgetState state, OpContext ctx) {
        if (!cloud.remove(id)) {
            throw new NotFoundException("widget " + id + " not found");
        }
    }
}

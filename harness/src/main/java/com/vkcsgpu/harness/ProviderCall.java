package com.vkcsgpu.harness;

import java.util.Map;

/**
 * One RPC the engine made on the plugin. {@code started} and {@code finished} are ticks of one counter shared
 * by all calls of a run, so ordering can be asserted: {@code b.started() > a.finished()} means B's call began
 * after A's call had returned.
 *
 * @param method   the RPC name, e.g. {@code Create}
 * @param urn      the resource URN ("" for calls not about a resource, e.g. Handshake)
 * @param details  key request fields as text (e.g. {@code preview}, {@code id}, {@code timeout}, {@code tok})
 * @param started  tick when the call was sent
 * @param finished tick when the answer (or error) arrived
 * @param error    the gRPC error status text, or "" on success
 */
public record ProviderCall(String method, String urn, Map<String, String> details, long started, long finished,
                           String error) {

    public ProviderCall {
        details = Map.copyOf(details);
    }

    public boolean isPreview() {
        return "true".equals(details.get("preview"));
    }

    /** The resource name (last URN segment), or "" when the call is not about a resource. */
    public String name() {
        return urn.isEmpty() ? "" : Urns.name(urn);
    }

    @Override
    public String toString() {
        return method + (urn.isEmpty() ? "" : "(" + name() + ")") + (details.isEmpty() ? "" : details) + (error.isEmpty() ? "" : " ! " + error);
    }
}

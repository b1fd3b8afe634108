package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;

/**
 * One change as a watcher sees it.
 *
 * @param type   {@code ADDED}, {@code MODIFIED}, {@code DELETED}, {@code BOOKMARK} or {@code ERROR}
 * @param object the object after the change (the last state for DELETED; a Status for ERROR)
 */
public record WatchEvent(String type, JsonObject object) {
    /** The wire form: {@code {"type":..., "object":...}}. */
    public JsonObject toJson() {
        JsonObject json = new JsonObject();
        json.addProperty("type", type);
        json.add("object", object);
        return json;
    }
}

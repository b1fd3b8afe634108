package com.vkcsgpu.emulator.cloud;

/**
 * A request the emulator received, for tests that assert what a client did (e.g. "created once").
 *
 * @param service  {@code identity}, {@code managed-k8s} or {@code compute}
 * @param method   HTTP method
 * @param path     path relative to the service base URL, e.g. {@code clusters/2Ab…:upgrade}
 * @param route    the route template it matched, e.g. {@code clusters/{id}:upgrade}, or the path if none
 * @param status   the status answered, or -1 if the connection was reset without an answer
 * @param fault    the kind of injected fault, or null
 * @param body     the request body as received (so tests can assert what a client sent, e.g. that empty
 *                 labels are left out); empty for identity requests, whose bodies hold passwords
 */
public record RecordedRequest(String service, String method, String path, String route, int status, Fault.Kind fault,
                              String body) {}

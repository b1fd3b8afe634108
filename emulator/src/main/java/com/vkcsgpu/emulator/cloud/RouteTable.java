package com.vkcsgpu.emulator.cloud;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The routes of one emulated service under one base path. Templates are relative to the base
 * ({@code clusters/{id}:upgrade}); a placeholder matches one path segment up to a {@code :}
 * custom-method suffix. Routes are tried in the order added, so literal paths such as
 * {@code clusters/k8s_versions} go before {@code clusters/{id}} (otherwise the placeholder would take
 * {@code k8s_versions} as an id).
 */
final class RouteTable {

    /** Handles a matched request. */
    @FunctionalInterface
    interface Handler {
        ApiResponse handle(ApiRequest request) throws Exception;
    }

    /** A route: method, template, whether it needs a valid {@code X-Auth-Token}. */
    record Route(String method, String template, Pattern pattern, List<String> paramNames,
                 boolean authenticated, Handler handler) {}

    /** A route that matched, with the values of its placeholders. */
    record Match(Route route, Map<String, String> params) {}

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z_]+)}");

    final String name;
    final String basePath;
    private final java.util.function.Supplier<ErrorStyle> errorStyle;
    private final List<Route> routes = new ArrayList<>();

    /**
     * @param name     service name used in request records, e.g. {@code managed-k8s}
     * @param basePath absolute path the service lives under, ending with {@code /}
     */
    RouteTable(String name, String basePath, ErrorStyle errorStyle) {
        this(name, basePath, () -> errorStyle);
    }

    /** A service whose error shape is a setting that may change while it runs. */
    RouteTable(String name, String basePath, java.util.function.Supplier<ErrorStyle> errorStyle) {
        this.name = name;
        this.basePath = basePath;
        this.errorStyle = errorStyle;
    }

    ErrorStyle errorStyle() {
        return errorStyle.get();
    }

    RouteTable add(String method, String template, Handler handler) {
        return add(method, template, true, handler);
    }

    RouteTable addPublic(String method, String template, Handler handler) {
        return add(method, template, false, handler);
    }

    private RouteTable add(String method, String template, boolean authenticated, Handler handler) {
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(template);
        int last = 0;
        while (m.find()) {
            regex.append(Pattern.quote(template.substring(last, m.start())));
            regex.append("([^/:]+)");
            names.add(m.group(1));
            last = m.end();
        }
        regex.append(Pattern.quote(template.substring(last)));
        routes.add(new Route(method, template, Pattern.compile(regex.toString()), names, authenticated, handler));
        return this;
    }

    /** The first route matching {@code method} and the service-relative {@code path}. */
    Optional<Match> match(String method, String path) {
        for (Route route : routes) {
            if (!route.method().equals(method)) {
                continue;
            }
            Matcher m = route.pattern().matcher(path);
            if (m.matches()) {
                Map<String, String> params = new HashMap<>();
                for (int i = 0; i < route.paramNames().size(); i++) {
                    params.put(route.paramNames().get(i), m.group(i + 1));
                }
                return Optional.of(new Match(route, params));
            }
        }
        return Optional.empty();
    }

    /** Whether some route has this path under another method (405 rather than 404). */
    boolean matchesOtherMethod(String path) {
        return routes.stream().anyMatch(r -> r.pattern().matcher(path).matches());
    }
}

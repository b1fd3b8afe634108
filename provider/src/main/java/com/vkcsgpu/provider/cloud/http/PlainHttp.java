package com.vkcsgpu.provider.cloud.http;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Whether a URL without TLS may be used: the provider sends passwords, Keystone tokens and kubeconfig credentials
 * over these connections, so {@code http://} is refused for {@code authUrl}, {@code endpoints}, chart repositories
 * and kubeconfig servers. The one exception is an explicit opt-in for a server on this machine (an emulator, a
 * local chart repository): {@value #ENV}{@code =true} in the plugin's environment allows {@code http://} to a
 * loopback address ({@code localhost}, {@code 127.0.0.0/8}, {@code ::1}) and to nothing else; the provider warns
 * at Configure, in preview as in update, while it is set. A Keystone token never goes over plain http, opt-in or not.
 *
 * @param loopbackAllowed whether the opt-in is set
 */
public record PlainHttp(boolean loopbackAllowed) {
    /** The opt-in: {@code true} allows plain http to loopback addresses. */
    public static final String ENV = "VKCS_GPU_ALLOW_LOOPBACK_HTTP";
    /** Every {@code http://} URL refused. */
    public static final PlainHttp REFUSED = new PlainHttp(false);
    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127(\\.\\d{1,3}){3}");

    /** The policy {@code env} asks for. */
    public static PlainHttp fromEnvironment(Map<String, String> env) {
        return new PlainHttp("true".equalsIgnoreCase(env.getOrDefault(ENV, "").trim()));
    }

    /**
     * Why {@code url} may not be used, or empty when it is {@code https://} (or not http at all: the callers check
     * schemes themselves), or {@code http://} to a loopback address with the opt-in set.
     */
    public Optional<String> problem(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (java.net.URISyntaxException e) {
            return Optional.empty();
        }
        if (!"http".equalsIgnoreCase(uri.getScheme())) {
            return Optional.empty();
        }
        boolean loopback = isLoopback(uri.getHost());
        if (loopback && loopbackAllowed) {
            return Optional.empty();
        }
        return Optional.of("uses plain http, which would send credentials unencrypted; use https"
                + (loopback ? " (for an emulator on this machine, start the plugin with " + ENV + "=true)" : ""));
    }

    /** The warning shown while the opt-in is set. */
    public static String warning() {
        return ENV + " is set: plain http to loopback addresses is allowed (for an emulator); never set it "
                + "against a real cloud";
    }

    /** A loopback host named literally: no name is resolved, so DNS cannot make a remote host look local. */
    static boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        return "localhost".equalsIgnoreCase(h) || IPV4_LOOPBACK.matcher(h).matches() || "::1".equals(h)
                || "0:0:0:0:0:0:0:1".equals(h);
    }
}

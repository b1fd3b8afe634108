package com.vkcsgpu.provider.calllog;

import java.util.List;
import java.util.Locale;

/**
 * Masks the values of query parameters whose names suggest a credential ({@code token}, {@code password},
 * {@code secret}, {@code signature}, {@code credential}, {@code auth}, {@code key}), as in a pre-signed URL or
 * {@code ?access_token=}. Paths carry ids and names only; bodies and headers are never logged.
 */
public final class QueryMask {
    static final String MASK = "***";
    private static final List<String> SECRET_NAME_PARTS =
            List.of("token", "password", "passwd", "secret", "signature", "credential", "auth", "key");

    private QueryMask() {
    }

    /** {@code pathAndQuery} with each secret-looking parameter's value replaced by {@value #MASK}. */
    public static String mask(String pathAndQuery) {
        int q = pathAndQuery.indexOf('?');
        if (q < 0) {
            return pathAndQuery;
        }
        StringBuilder out = new StringBuilder(pathAndQuery.substring(0, q + 1));
        String[] params = pathAndQuery.substring(q + 1).split("&", -1);
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                out.append('&');
            }
            String param = params[i];
            int eq = param.indexOf('=');
            String name = eq < 0 ? param : param.substring(0, eq);
            out.append(eq >= 0 && looksSecret(name) ? name + "=" + MASK : param);
        }
        return out.toString();
    }

    private static boolean looksSecret(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return SECRET_NAME_PARTS.stream().anyMatch(lower::contains);
    }
}

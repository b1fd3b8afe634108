package com.vkcsgpu.provider.cloud.auth;

import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.secret.SecretString;
import java.util.Map;

/**
 * A pre-issued access token: Keystone is never called, so there is no catalog and every endpoint
 * must be given as an override; a 401 cannot be cured by re-authenticating.
 */
public final class TokenSession implements Session {
    private final SecretString token;
    private final Map<String, String> overrides;

    public TokenSession(SecretString token, Map<String, String> overrides) {
        this.token = token;
        this.overrides = overrides;
    }

    @Override
    public SecretString token() {
        return token;
    }

    @Override
    public boolean renew(SecretString rejected) {
        return false;
    }

    @Override
    public String endpoint(String serviceType) {
        String url = overrides.get(serviceType);
        if (url == null) {
            throw new VkcsConfigurationException("no endpoint for service '" + serviceType + "': with vkcs-gpu:accessToken "
                    + "Keystone is not called, so every endpoint must be configured; set vkcs-gpu:endpoints with key '"
                    + serviceType + "' to its base URL (e.g. endpoints: {\"" + serviceType + "\": \"https://…/\"})");
        }
        return Endpoints.normalize(url);
    }
}

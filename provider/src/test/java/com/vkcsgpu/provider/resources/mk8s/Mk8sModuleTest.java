package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.secret.SecretString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.config.ProviderConfig;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ProviderFunction;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Registration, configuration and secrets of the mk8s module. */
class Mk8sModuleTest {
    @Test
    void servedThroughTheServiceLoaderWithEveryResourceAndFunction() {
        Mk8sModule module = Plugin.discoverModules().stream().filter(Mk8sModule.class::isInstance)
                .map(Mk8sModule.class::cast).findFirst().orElseThrow();
        ProviderContext context = new ProviderContext();
        assertEquals(List.of("vkcs-gpu:mk8s:Cluster", "vkcs-gpu:mk8s:NodeGroup", "vkcs-gpu:mk8s:ClusterAddon"),
                module.resources(context).stream().map(CustomResource::token).toList());
        assertEquals(List.of("vkcs-gpu:mk8s:getVersions", "vkcs-gpu:mk8s:getGpuFlavors", "vkcs-gpu:mk8s:getAddons"),
                module.functions(context).stream().map(ProviderFunction::token).toList());
    }

    @Test
    void cloudCallsNeedConfigurationAndCredentials() {
        ProviderContext context = new ProviderContext();
        CloudAccess access = new CloudAccess(context, ClientOptions.defaults());
        assertTrue(assertThrows(PreconditionFailedException.class, access::client).getMessage().contains("not configured"));
        context.configure(new ProviderConfig(URI.create(CloudSettings.DEFAULT_AUTH_URL), null, null, "p1", "RegionOne",
                "users", null, Map.of(), null, null, null, null));
        assertTrue(assertThrows(PreconditionFailedException.class, access::client).getMessage()
                .contains("set vkcs-gpu:username and vkcs-gpu:password"));
    }

    @Test
    void theProviderConfigurationBecomesCloudSettingsWithItsSecrets() {
        CloudSettings settings = CloudAccess.settings(new ProviderConfig(URI.create("https://keystone.example/v3/"), "ml-ops",
                SecretString.of("pa55"), "p1", "RegionOne", "users", null,
                Map.of("managed-k8s", URI.create("https://mk8s.example/v2/")), null, null, null, null));
        assertEquals("https://keystone.example/v3/", settings.authUrl());
        assertEquals("pa55", settings.password().reveal());
        assertEquals(Map.of("managed-k8s", "https://mk8s.example/v2/"), settings.endpointOverrides());
        assertEquals(List.of(), settings.problems());
        assertFalse(settings.toString().contains("pa55"));
    }

    @Test
    void theKubeconfigNeverShowsInToString() {
        ClusterState state = new ClusterState(null, "c1", null, "RUNNING", null, null, null, null, null,
                SecretString.of("apiVersion: v1\nusers:\n- user:\n    token: s3cr3t-token\n"), null);
        assertFalse(state.toString().contains("s3cr3t-token"), state.toString());
    }
}

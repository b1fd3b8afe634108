package com.vkcsgpu.harness;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

/** The fixed settings of an {@link EngineHarness}, shared by every run. */
record HarnessSettings(
        String project,
        String stack,
        String organization,
        String pluginPackage,
        PluginLauncher launcher,
        Map<String, String> pluginEnv,
        Map<String, String> config,
        Set<String> secretKeys,
        Set<String> objectKeys,
        Set<String> notDeployedPackages,
        Path workDir,
        Duration pluginStartTimeout,
        Duration callTimeout,
        Duration programTimeout) {

    HarnessSettings withConfig(Map<String, String> newConfig, Set<String> newSecretKeys, Set<String> newObjectKeys) {
        return new HarnessSettings(project, stack, organization, pluginPackage, launcher, pluginEnv,
                java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(newConfig)),
                java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(newSecretKeys)),
                java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(newObjectKeys)), notDeployedPackages, workDir,
                pluginStartTimeout, callTimeout, programTimeout);
    }

    /** The URN of the root stack resource the program registers first. */
    String stackUrn() {
        return Urns.create(stack, project, "", Urns.STACK_TYPE, project + "-" + stack);
    }

    /** The stack name as a checkpoint records it. */
    String qualifiedStackName() {
        return organization + "/" + project + "/" + stack;
    }

    @Override
    public String toString() {
        // config may hold secrets
        return "HarnessSettings[" + qualifiedStackName() + ", plugin=" + pluginPackage + "]";
    }
}

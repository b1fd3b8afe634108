package com.vkcsgpu.harness;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * What the engine tells a language host when it runs a program (pulumi/pulumi {@code proto/pulumi/language.proto},
 * {@code RunRequest}): the monitor and engine addresses, the stack's names, preview or not, the parallelism and the
 * stack config ({@code namespace:key} → value, with the keys of secret values).
 */
public record ProgramLaunch(String monitorAddress, String engineAddress, String organization, String project,
                            String stack, boolean dryRun, int parallel, Map<String, String> config,
                            Set<String> secretKeys, Path workDir) {
}

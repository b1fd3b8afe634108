/**
 * The VK Cloud client: Keystone v3 authentication and catalog, the gen-2 managed Kubernetes API
 * (clusters, node groups, addons), compute flavors and the GPU flavors among them, one subpackage per
 * service ({@code auth}, {@code mk8s}, {@code compute}, {@code http}). No Pulumi types.
 *
 * <p>Entry point: {@link com.vkcsgpu.provider.cloud.VkcsClient#create(CloudSettings, ClientOptions)},
 * then {@code clusters()}, {@code nodeGroups()}, {@code addons()}, {@code compute()}. Mutations
 * return at once; each has an {@code await…} method that takes a
 * {@link com.vkcsgpu.provider.wait.WaitControl} (deadline, cancel signal, progress sink).
 *
 * <p>Behaviour every call shares: bounded retries of 5xx, connection errors and 429 (with
 * {@code Retry-After}) by a {@link com.vkcsgpu.provider.cloud.http.RetryPolicy}; one re-authentication on
 * 401; 409 from a busy cluster waits for RUNNING and retries; creates whose answer is lost are
 * resolved by a lookup by name, never a blind second POST; reads return {@code Optional.empty()}
 * on 404 and deletes count 404 as done; errors are {@link com.vkcsgpu.provider.cloud.http.VkcsException}s
 * naming the operation, status, request id and server message, with secrets removed; TLS is always
 * verified (JDK CAs plus {@code caCertificate}).
 *
 * <p>Error bodies: the gen-2 schema is unpublished, so the message is read from every plausible
 * shape — grpc-gateway {@code {"code","message","details"}} (with {@code google.rpc.BadRequest}
 * field violations appended when the message lacks them), Keystone/Nova nesting, flat
 * {@code message}/{@code error}/{@code detail}, and lists — falling back to the body text.
 *
 * <p>Zones of GPU flavors (a decision): VK requires a GPU node group to be in the zone that
 * provides the GPU (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors) but publishes no API saying which
 * zone that is. So production
 * resolves GPU flavors by model and GPU count ({@code ComputeClient.findGpuFlavors}) across all
 * zones, sends the zone the user chose, and never guesses; {@link com.vkcsgpu.provider.cloud.compute.FlavorZones}
 * defaults to {@code UNKNOWN}. When the cloud refuses a node group (400) and a zone source is
 * plugged in that knows the flavor's zones, the error adds which zones offer it. The emulator's
 * extra spec {@code vkcs-emulator:availability_zones} is an emulator invention: only test code
 * reads it (a {@code FlavorZones} over a configurable extra-spec key); no production code may.
 *
 * <p>Tests: {@code CloudClientContract} is one suite run against the emulator in CI
 * ({@code EmulatorContractTest}) and against real VK Cloud when {@code OS_USERNAME},
 * {@code OS_PASSWORD} and {@code OS_PROJECT_ID} are set ({@code RealVkCloudContractTest}, skipped
 * with a message otherwise); its cluster lifecycle costs money and runs on real VK only with
 * {@code VKCS_GPU_CONTRACT_LIFECYCLE=1} and {@code VKCS_GPU_CONTRACT_NETWORK_ID}/{@code _SUBNET_ID}.
 * {@code ClientFaultsIT} runs the client against every fault the emulator injects.
 */
package com.vkcsgpu.provider.cloud;

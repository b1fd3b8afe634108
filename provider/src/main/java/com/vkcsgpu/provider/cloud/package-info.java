/**
 * The VK Cloud client: Keystone v3 authentication and catalog, the gen-2 managed Kubernetes API
 * (clusters, node groups, addons), compute flavors and the GPU flavors among them. No Pulumi types.
 *
 * <p>Entry point: {@link com.vkcsgpu.provider.cloud.VkcsClient#create(CloudSettings, ClientOptions)},
 * then {@code clusters()}, {@code nodeGroups()}, {@code addons()}, {@code compute()}. Mutations
 * return at once; each has an {@code await…} method that takes a
 * {@link com.vkcsgpu.provider.cloud.WaitControl} (deadline, cancel signal, progress sink).
 *
 * <p>Behaviour every call shares: bounded retries of 5xx, connection errors and 429 (with
 * {@code Retry-After}) by a {@link com.vkcsgpu.provider.cloud.RetryPolicy}; one re-authentication on
 * 401; 409 from a busy cluster waits for RUNNING and retries; creates whose answer is lost are
 * resolved by a lookup by name, never a blind second POST; reads return {@code Optional.empty()}
 * on 404 and deletes count 404 as done; errors are {@link com.vkcsgpu.provider.cloud.VkcsException}s
 * naming the operation, status, request id and server message, with secrets removed; TLS is always
 * verified (JDK CAs plus {@code caCertificate}).
 */
package com.vkcsgpu.provider.cloud;

/**
 * What every long operation is given and how it ends, shared by the VK Cloud client, the Kubernetes
 * operations and the resources: {@link com.vkcsgpu.provider.wait.WaitControl} (deadline, cancel
 * signal, progress sink) and the {@link com.vkcsgpu.provider.wait.WaitException}s a wait ends with.
 * Depends on nothing else of the provider; the framework adapts its operation context to a
 * {@code WaitControl} ({@code OpContext.waitControl()}).
 */
package com.vkcsgpu.provider.wait;

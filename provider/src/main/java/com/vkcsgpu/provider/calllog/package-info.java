/**
 * The debug log of the provider's calls to VK Cloud and to Kubernetes API servers: one {@link
 * com.vkcsgpu.provider.calllog.ApiCall} per HTTP exchange (method, path, status, duration, the server's request
 * id), recorded by the cloud client and the Kubernetes clients into a {@link com.vkcsgpu.provider.calllog.CallLog}.
 * The plugin turns it on when the engine passes a verbosity ({@code -v=N}); see docs/debugging.md. No Pulumi
 * types; never bodies or headers other than the request id, and query values with secret-looking names masked.
 */
package com.vkcsgpu.provider.calllog;

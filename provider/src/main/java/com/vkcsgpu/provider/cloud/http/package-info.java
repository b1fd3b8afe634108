/**
 * How the VK Cloud client talks HTTP: sending with bounded retries ({@code HttpCaller}, {@code RetryPolicy}),
 * TLS trust, JSON, secret redaction, creates that never POST twice ({@code SafeCreate}), and the client's
 * errors ({@code VkcsException} and its kinds, read from every plausible error body by {@code ApiErrors}).
 */
package com.vkcsgpu.provider.cloud.http;

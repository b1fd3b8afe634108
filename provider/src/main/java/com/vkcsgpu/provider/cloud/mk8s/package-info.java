/**
 * The gen-2 managed Kubernetes API: clusters, node groups and addons (clients and their request and
 * response types), and the waits for their states ({@code Waiter}, {@code WaitTimings}).
 */
package com.vkcsgpu.provider.cloud.mk8s;

/**
 * Keystone v3: password or token sessions, the service catalog and endpoint overrides.
 */
package com.vkcsgpu.provider.cloud.auth;

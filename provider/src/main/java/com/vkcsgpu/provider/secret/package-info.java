/**
 * {@link com.vkcsgpu.provider.secret.SecretString}, the one secret text type of the provider: the
 * framework marks record fields of this type secret on the wire and in the schema, and the VK Cloud
 * client carries passwords, tokens and kubeconfigs in it. Its {@code toString()} redacts.
 */
package com.vkcsgpu.provider.secret;

package com.vkcsgpu.provider.framework;

/**
 * What a failure means for the resource, which the wire layer turns into a gRPC code the engine reads
 * truthfully (see pulumi/pulumi v3.259.0 sdk/go/common/resource/plugin/provider_plugin.go, resourceStateAndError:
 * only "outcome unknown" and "bug" leave the resource status unknown).
 */
public enum FailureKind {
    /** The inputs are wrong; nothing was changed. */
    INVALID_INPUT,
    /** The provider or the cloud is not in a state that allows the operation; nothing was changed. */
    PRECONDITION,
    /** The cloud refused the credentials; nothing was changed. */
    UNAUTHENTICATED,
    /** The credentials were accepted but may not do what the operation needs; nothing was changed. */
    PERMISSION_DENIED,
    /** The cloud could not be reached or refused with a retryable error before any change. */
    UNAVAILABLE,
    /** The operation's deadline passed before anything was changed. */
    TIMEOUT,
    /** The engine cancelled the operation before anything was changed. */
    CANCELLED,
    /** The object does not exist. */
    NOT_FOUND,
    /** A defect in the provider. */
    BUG,
    /** Something may have changed; the resource's state is unknown. */
    OUTCOME_UNKNOWN
}

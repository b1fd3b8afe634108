package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.k8s.access.PredictedRefusals;
import com.vkcsgpu.provider.k8s.access.PredictedRole;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the preview of a cluster not yet created knows of the provider's Keystone user: the Kubernetes role its
 * token's project roles predict, and the refusals already predicted in this provider configuration (so resources
 * refused alike fail once, {@link PredictedRefusals}).
 */
public interface KeystonePrediction {
    /** No prediction (tests, a provider without credentials). */
    KeystonePrediction NONE = new KeystonePrediction() {
        @Override
        public Optional<PredictedRole> role(Consumer<String> warnings) {
            return Optional.empty();
        }

        @Override
        public PredictedRefusals refusals() {
            return new PredictedRefusals();
        }
    };

    /**
     * The role predicted for the Keystone user; empty when none can be made. When the token's roles could not be
     * read, {@code warnings} is told so, and what is assumed, once per configuration.
     */
    Optional<PredictedRole> role(Consumer<String> warnings);

    /** The refusals predicted so far in this configuration. */
    PredictedRefusals refusals();
}

package com.vkcsgpu;

import com.pulumi.deployment.internal.DeploymentImpl;
import com.pulumi.deployment.internal.DeploymentInternal;
import com.pulumi.resources.Resource;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Warnings shown by the Pulumi engine on a resource ({@code pulumi up} prints them under it). A component
 * built inside the provider's Construct, or by a Java program, has no {@code Context} to log with, so this
 * goes to the running deployment's engine logger ({@code Log.warn(message, resource)}, the call
 * {@code ctx.log().warn} ends in), which sends the resource's URN with the message.
 */
final class EngineWarnings {
    private static final Logger LOG = Logger.getLogger(EngineWarnings.class.getName());

    private EngineWarnings() {
    }

    /** Logs {@code message} as an engine info message on {@code resource} (a preview shows it); else to java.util.logging. */
    static void info(Resource resource, String message) {
        deployment().ifPresentOrElse(d -> d.getLog().info(message, resource), () -> LOG.info(message));
    }

    /** Logs {@code message} as an engine warning on {@code resource}; outside a deployment, to java.util.logging. */
    static void warn(Resource resource, String message) {
        deployment().ifPresentOrElse(d -> d.getLog().warn(message, resource), () -> LOG.warning(message));
    }

    private static Optional<DeploymentImpl> deployment() {
        return DeploymentInternal.getInstanceOptional().filter(DeploymentImpl.class::isInstance)
                .map(DeploymentImpl.class::cast);
    }
}

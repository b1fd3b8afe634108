package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.WaitControl;
import com.vkcsgpu.provider.framework.OpContext;
import java.time.Instant;

/**
 * The framework's operation context as the cloud client's {@link WaitControl}: the same deadline
 * (customTimeouts or the resource default), the engine's Cancel, and progress lines sent to the
 * engine as status messages, optionally tagged with what the wait is for.
 */
final class OpWaitControl implements WaitControl {
    private final OpContext ctx;
    private final String subject;

    private OpWaitControl(OpContext ctx, String subject) {
        this.ctx = ctx;
        this.subject = subject;
    }

    /** Progress lines as the client writes them, e.g. {@code cluster abc: PROVISIONING for 3m12s (…)}. */
    static WaitControl of(OpContext ctx) {
        return new OpWaitControl(ctx, null);
    }

    /**
     * Progress lines tagged with {@code subject}, e.g.
     * {@code cluster abc: RECONCILING for 1m20s (…) [node group gpu-a100]}: node group and addon
     * changes are waited for on the parent cluster, so the line says which change it is.
     */
    static WaitControl of(OpContext ctx, String subject) {
        return new OpWaitControl(ctx, subject);
    }

    @Override
    public Instant deadline() {
        return ctx.deadline();
    }

    @Override
    public boolean cancelled() {
        return ctx.isCancelled();
    }

    @Override
    public void progress(String message) {
        ctx.progress().status(subject == null ? message : message + " [" + subject + "]");
    }
}

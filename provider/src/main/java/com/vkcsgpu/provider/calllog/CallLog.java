package com.vkcsgpu.provider.calllog;

/** Where the clients record the calls they make; {@link #OFF} unless the engine asked for verbose logs. */
@FunctionalInterface
public interface CallLog {
    /** Records one finished (answered or failed) call; must return quickly, it may run on an I/O thread. */
    void record(ApiCall call);

    /** Records nothing. */
    CallLog OFF = call -> {
    };
}

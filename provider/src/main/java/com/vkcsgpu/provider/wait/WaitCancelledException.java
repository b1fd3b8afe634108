package com.vkcsgpu.provider.wait;

/** The caller cancelled while the client was waiting or retrying. */
public class WaitCancelledException extends WaitException {
    private static final long serialVersionUID = 1L;

    public WaitCancelledException(String awaited, String lastState) {
        super("cancelled while waiting for " + awaited + "; last observed: " + lastState);
    }
}

package com.vkcsgpu.provider.wire;

import io.grpc.Attributes;
import io.grpc.ServerTransportFilter;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** Counts the client connections a gRPC server has open, as the server's transports start and end. */
final class OpenConnections extends ServerTransportFilter {
    private int open;
    private int opened;

    @Override
    public synchronized Attributes transportReady(Attributes attributes) {
        open++;
        opened++;
        return attributes;
    }

    @Override
    public synchronized void transportTerminated(Attributes attributes) {
        open--;
        notifyAll();
    }

    /** How many connections were ever opened. */
    synchronized int opened() {
        return opened;
    }

    /** Waits, at most {@code limit}, for every connection to be closed; the number still open. */
    synchronized int awaitNoneOpen(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (open > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return open;
    }
}

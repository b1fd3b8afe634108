package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.Sleeper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Records every pause it is asked for and really sleeps at most {@code cap} of it, so a test can
 * check that a {@code Retry-After} was honoured without waiting for it.
 */
final class RecordingSleeper implements Sleeper {
    private final Duration cap;
    private final List<Duration> asked = new ArrayList<>();

    RecordingSleeper(Duration cap) {
        this.cap = cap;
    }

    @Override
    public void sleep(Duration duration) throws InterruptedException {
        synchronized (this) {
            asked.add(duration);
        }
        Thread.sleep(Math.min(duration.toMillis(), cap.toMillis()));
    }

    synchronized List<Duration> asked() {
        return List.copyOf(asked);
    }

    synchronized void clear() {
        asked.clear();
    }
}

package com.vkcsgpu.emulator.cloud;

import java.time.Duration;
import java.util.PriorityQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Runs state transitions after realistic durations multiplied by the time scale, in the order they fall due. A
 * transition is run by the emulator's own thread when it falls due, or earlier by a request that arrives after it
 * fell due ({@link #runDue}): what a request sees then depends only on when it arrived, never on whether a starved
 * thread has got round to it (at time scale 0.001 a status lag of 30 s is 30 ms, which a loaded machine can
 * outlast).
 */
final class Scheduler implements AutoCloseable {
    private record Transition(long dueNanos, long order, Runnable action) implements Comparable<Transition> {
        @Override
        public int compareTo(Transition other) {
            int byDue = Long.compare(dueNanos - other.dueNanos, 0);
            return byDue != 0 ? byDue : Long.compare(order, other.order);
        }
    }

    /** Wakes the scheduler's own thread {@code delayNanos} from now to run what fell due. */
    interface Alarm extends AutoCloseable {
        void set(long delayNanos, Runnable wake);

        @Override
        void close();
    }

    private final double timeScale;
    private final Alarm alarm;
    private final PriorityQueue<Transition> queue = new PriorityQueue<>();
    private final ReentrantLock running = new ReentrantLock();
    private long nextOrder;

    Scheduler(double timeScale) {
        this(timeScale, ownThread());
    }

    /** With {@code alarm} instead of the emulator's own thread (a test plays one that never wakes: a starved one). */
    Scheduler(double timeScale, Alarm alarm) {
        if (!(timeScale > 0)) {
            throw new IllegalArgumentException("timeScale must be > 0 (1.0 = real time, 0.001 for tests), got " + timeScale);
        }
        this.timeScale = timeScale;
        this.alarm = alarm;
    }

    private static Alarm ownThread() {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "vkcs-emulator-state");
            t.setDaemon(true);
            return t;
        });
        return new Alarm() {
            @Override
            public void set(long delayNanos, Runnable wake) {
                executor.schedule(wake, delayNanos, TimeUnit.NANOSECONDS);
            }

            @Override
            public void close() {
                executor.shutdownNow();
            }
        };
    }

    /** The factor realistic durations are multiplied by. */
    double timeScale() {
        return timeScale;
    }

    Duration scaled(Duration realistic) {
        return Duration.ofNanos((long) (realistic.toNanos() * timeScale));
    }

    /**
     * {@code realistic} scaled, but never shorter than {@code floor} (nor than {@code realistic} itself, when that is
     * shorter): for durations whose end makes something happen that the real system would not do sooner.
     */
    Duration scaled(Duration realistic, Duration floor) {
        Duration least = realistic.compareTo(floor) < 0 ? realistic : floor;
        Duration scaled = scaled(realistic);
        return scaled.compareTo(least) < 0 ? least : scaled;
    }

    void after(Duration realistic, Runnable transition) {
        long delay = scaled(realistic).toNanos();
        synchronized (queue) {
            queue.add(new Transition(System.nanoTime() + delay, nextOrder++, transition));
        }
        alarm.set(delay, this::runDue);
    }

    /**
     * Runs every transition that has fallen due, one at a time and in due order. Callers must not hold a lock a
     * transition takes (the store's).
     */
    void runDue() {
        running.lock();
        try {
            while (true) {
                Transition next;
                synchronized (queue) {
                    next = queue.peek();
                    if (next == null || next.dueNanos() - System.nanoTime() > 0) {
                        return;
                    }
                    queue.poll();
                }
                try {
                    next.action().run();
                } catch (RuntimeException e) {
                    System.getLogger("vkcs-emulator").log(System.Logger.Level.ERROR, "state transition failed", e);
                }
            }
        } finally {
            running.unlock();
        }
    }

    @Override
    public void close() {
        alarm.close();
    }
}

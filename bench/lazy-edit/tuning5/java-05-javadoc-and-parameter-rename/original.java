package com.example.util;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Callable;

/**
 * Simple retry helper with exponential backoff.
 */
public final class Retry {

    private Retry() {
    }

    /**
     * Runs the task, retrying on failure.
     *
     * @param task the task to run
     * @param n how many times to try
     * @param delay initial delay between attempts
     * @return the task result
     * @throws Exception the last failure if all attempts fail
     */
    public static <T> T withBackoff(Callable<T> task, int n, Duration delay) throws Exception {
        Objects.requireNonNull(task, "task");
        if (n < 1) {
            throw new IllegalArgumentException("n must be at least 1");
        }
        Exception last = null;
        long sleep = delay.toMillis();
        for (int attempt = 1; attempt <= n; attempt++) {
            try {
                return task.call();
            } catch (Exception e) {
                last = e;
                if (attempt < n) {
                    Thread.sleep(sleep);
                    sleep *= 2;
                }
            }
        }
        throw last;
    }
}

package com.vkcsgpu.emulator.cloud;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.security.SecureRandom;
import java.time.Instant;

/**
 * K-Sortable Unique IDs, the format of gen-2 managed Kubernetes {@code id}s (27 base62 characters,
 * e.g. {@code 39UdIv4W0EegBs2EYVeGdas38do}; validated as such in vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/kubernetes/resource_kubernetes_node_group_v2). A KSUID is 4 bytes of seconds since
 * the KSUID epoch (2014-05-13T16:53:20Z) followed by 16 random bytes, so string order follows
 * creation time to the second.
 */
final class Ksuid {
    private static final long EPOCH_SECONDS = 1_400_000_000L;
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final BigInteger BASE = BigInteger.valueOf(62);
    static final int LENGTH = 27;
    private static final SecureRandom RANDOM = new SecureRandom();

    private Ksuid() {}

    static String next() {
        return at(Instant.now());
    }

    static String at(Instant time) {
        ByteBuffer bytes = ByteBuffer.allocate(20);
        bytes.putInt((int) (time.getEpochSecond() - EPOCH_SECONDS));
        byte[] payload = new byte[16];
        RANDOM.nextBytes(payload);
        bytes.put(payload);
        BigInteger value = new BigInteger(1, bytes.array());
        StringBuilder out = new StringBuilder();
        while (value.signum() > 0) {
            BigInteger[] divRem = value.divideAndRemainder(BASE);
            out.append(ALPHABET.charAt(divRem[1].intValue()));
            value = divRem[0];
        }
        while (out.length() < LENGTH) {
            out.append('0');
        }
        return out.reverse().toString();
    }

    static boolean isKsuid(String value) {
        return value != null && value.length() == LENGTH && value.chars().allMatch(c -> ALPHABET.indexOf(c) >= 0);
    }
}

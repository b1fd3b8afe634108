package com.vkcsgpu.harness;

import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Encrypts secret values for the state file the way Pulumi's passphrase secrets manager does
 * ({@code pkg/secrets/passphrase}, {@code sdk/go/common/resource/config/crypt.go}): a 256-bit AES-GCM key derived
 * from the passphrase with PBKDF2-HMAC-SHA256 and a random salt; each ciphertext is {@code v1:<nonce>:<sealed>}
 * (base64), and the salt is stored as {@code v1:<salt>:<sealed "pulumi">} so a wrong passphrase is detected.
 *
 * <p>Pulumi uses 1,000,000 PBKDF2 iterations; the harness uses fewer because it only protects test state and
 * derives a key on every run.
 */
public final class SecretsCipher {

    private static final int ITERATIONS = 10_000;
    private static final int KEY_BITS = 256;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final String VERIFIER = "pulumi";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;
    private final String saltState;

    private SecretsCipher(SecretKeySpec key, String saltState) {
        this.key = key;
        this.saltState = saltState;
    }

    /** A cipher with a fresh random salt. */
    public static SecretsCipher create(String passphrase) {
        byte[] salt = new byte[8];
        RANDOM.nextBytes(salt);
        SecretKeySpec key = deriveKey(passphrase, salt);
        SecretsCipher withoutState = new SecretsCipher(key, null);
        String state = "v1:" + Base64.getEncoder().encodeToString(salt) + ":" + withoutState.encrypt(VERIFIER);
        return new SecretsCipher(key, state);
    }

    /**
     * A cipher for a state file written earlier, from its stored salt state.
     *
     * @throws IllegalArgumentException when the passphrase is not the one the state was written with
     */
    public static SecretsCipher fromSaltState(String passphrase, String saltState) {
        String[] parts = saltState.split(":", 3);
        if (parts.length != 3 || !parts[0].equals("v1")) {
            throw new IllegalArgumentException("state file: secrets_providers.state.salt is malformed: expected v1:<salt>:<verifier>");
        }
        SecretsCipher cipher = new SecretsCipher(deriveKey(passphrase, Base64.getDecoder().decode(parts[1])), saltState);
        try {
            if (!VERIFIER.equals(cipher.decrypt(parts[2]))) {
                throw new IllegalArgumentException("wrong passphrase");
            }
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("state file: the passphrase does not decrypt this state; use the passphrase it was written with");
        }
        return cipher;
    }

    /** The salt state to store next to the ciphertexts ({@code secrets_providers.state.salt}). */
    public String saltState() {
        return saltState;
    }

    public String encrypt(String plaintext) {
        try {
            byte[] nonce = new byte[NONCE_BYTES];
            RANDOM.nextBytes(nonce);
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            byte[] sealed = c.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
            Base64.Encoder b64 = Base64.getEncoder();
            return "v1:" + b64.encodeToString(nonce) + ":" + b64.encodeToString(sealed);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM encryption failed", e);
        }
    }

    public String decrypt(String ciphertext) {
        String[] parts = ciphertext.split(":", 3);
        if (parts.length != 3 || !parts[0].equals("v1")) {
            throw new IllegalStateException("malformed ciphertext: expected v1:<nonce>:<sealed>");
        }
        try {
            Base64.Decoder b64 = Base64.getDecoder();
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, b64.decode(parts[1])));
            return new String(c.doFinal(b64.decode(parts[2])), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot decrypt a secret: wrong passphrase or corrupted state", e);
        }
    }

    private static SecretKeySpec deriveKey(String passphrase, byte[] salt) {
        try {
            PBEKeySpec spec = new PBEKeySpec(passphrase.toCharArray(), salt, ITERATIONS, KEY_BITS);
            byte[] raw = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            return new SecretKeySpec(raw, "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2 key derivation failed", e);
        }
    }

    @Override
    public String toString() {
        return "SecretsCipher[passphrase, AES-256-GCM]";
    }
}

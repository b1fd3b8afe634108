package com.vkcsgpu.emulator.tls;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;

/**
 * One server key and its certificate chain, handed to JSSE as they are. A PKCS#12 key store would protect the key
 * with PBKDF2 (10,000 rounds of HMAC-SHA256 to store it and again to read it back, JDK 17
 * {@code keystore.pkcs12.keyPbeIterationCount}), a measurable share of every emulator's and emulated cluster's
 * start for a key that never leaves memory.
 */
final class ServerKeyManager extends X509ExtendedKeyManager {
    private static final String ALIAS = "server";

    private final PrivateKey key;
    private final X509Certificate[] chain;

    ServerKeyManager(PrivateKey key, X509Certificate... chain) {
        this.key = key;
        this.chain = chain.clone();
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return fits(keyType) ? new String[] {ALIAS} : null;
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return fits(keyType) ? ALIAS : null;
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        return fits(keyType) ? ALIAS : null;
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return null;
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return null;
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return ALIAS.equals(alias) ? chain.clone() : null;
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return ALIAS.equals(alias) ? key : null;
    }

    /** The key types JSSE asks for are the key's algorithm ("EC"), or for TLS 1.2 suites that name it first. */
    private boolean fits(String keyType) {
        return keyType != null && (keyType.equals(key.getAlgorithm()) || keyType.startsWith(key.getAlgorithm() + "_"));
    }
}

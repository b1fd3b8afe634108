package com.vkcsgpu.provider.cloud.http;

import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.stream.Stream;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * Trusts what the {@code caCertificate} CA signed, and what the JDK's CAs signed, reading the JDK's CA store only
 * when a chain does not lead to the given CA. Trusting both from one store meant reading and copying the JDK's CA
 * store (about 140 certificates) in every plugin process that talks to a cloud behind its own CA, before its first
 * request.
 *
 * <p>A chain is trusted when either check accepts it, as with one store holding both sets of CAs: a certification
 * path ends at one trust anchor. Each check is the JDK's own (PKIX, with the host name verified whenever the
 * connection asks for it), so nothing is checked here but which of the two answers counts. When both refuse, the
 * refusal that says more is thrown: the given CA's when the chain did lead to it (an expired certificate, a host
 * name it does not name), the JDK's otherwise; the other is attached as suppressed.
 */
final class CaFirstTrustManager extends X509ExtendedTrustManager {
    /** Where the JDK's CAs come from: read once, on first need. */
    @FunctionalInterface
    interface TrustSource {
        X509ExtendedTrustManager load() throws GeneralSecurityException;
    }

    /** One check of a chain by a trust manager. */
    @FunctionalInterface
    private interface Check {
        void run(X509ExtendedTrustManager manager) throws CertificateException;
    }

    private final X509ExtendedTrustManager givenCa;
    private final TrustSource jdkCas;
    /** Guarded by {@code this}. */
    private X509ExtendedTrustManager jdkCasLoaded;

    /**
     * @param givenCa trusts the certificates of {@code caCertificate}
     * @param jdkCas the JDK's CAs, read only when a chain does not lead to the given CA
     */
    CaFirstTrustManager(X509ExtendedTrustManager givenCa, TrustSource jdkCas) {
        this.givenCa = givenCa;
        this.jdkCas = jdkCas;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        check(m -> m.checkServerTrusted(chain, authType));
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        check(m -> m.checkServerTrusted(chain, authType, socket));
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        check(m -> m.checkServerTrusted(chain, authType, engine));
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        check(m -> m.checkClientTrusted(chain, authType));
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        check(m -> m.checkClientTrusted(chain, authType, socket));
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        check(m -> m.checkClientTrusted(chain, authType, engine));
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        X509Certificate[] jdk;
        try {
            jdk = jdkCas().getAcceptedIssuers();
        } catch (CertificateException unreadable) {
            jdk = new X509Certificate[0];
        }
        return Stream.concat(Arrays.stream(givenCa.getAcceptedIssuers()), Arrays.stream(jdk))
                .toArray(X509Certificate[]::new);
    }

    private void check(Check check) throws CertificateException {
        try {
            check.run(givenCa);
        } catch (CertificateException notTheGivenCas) {
            try {
                check.run(jdkCas());
            } catch (CertificateException notTheJdks) {
                boolean ledToTheGivenCa = !(notTheGivenCas.getCause() instanceof CertPathBuilderException);
                CertificateException thrown = ledToTheGivenCa ? notTheGivenCas : notTheJdks;
                thrown.addSuppressed(ledToTheGivenCa ? notTheJdks : notTheGivenCas);
                throw thrown;
            }
        }
    }

    /** The JDK's CAs, read on the first call; only chains that the given CA refused get here. */
    private synchronized X509ExtendedTrustManager jdkCas() throws CertificateException {
        if (jdkCasLoaded == null) {
            try {
                jdkCasLoaded = jdkCas.load();
            } catch (GeneralSecurityException e) {
                throw new CertificateException("cannot read the JDK's CA certificates: " + e.getMessage(), e);
            }
        }
        return jdkCasLoaded;
    }
}

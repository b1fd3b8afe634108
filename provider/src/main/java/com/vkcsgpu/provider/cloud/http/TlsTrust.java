package com.vkcsgpu.provider.cloud.http;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * Builds the TLS trust for cloud calls: the JDK's default CAs, plus the PEM certificates of
 * {@code caCertificate} when given, which are checked first ({@link CaFirstTrustManager}). Verification (chain
 * and host name) always stays on: there is deliberately no option that disables it.
 */
public final class TlsTrust {
    private TlsTrust() {
    }

    public static SSLContext sslContext(String caCertificatePem) {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trustManagers(caCertificatePem), new SecureRandom());
            return context;
        } catch (GeneralSecurityException e) {
            throw new VkcsConfigurationException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    static TrustManager[] trustManagers(String caCertificatePem) throws GeneralSecurityException {
        if (caCertificatePem == null) {
            return new TrustManager[] {jdkCas()};
        }
        return new TrustManager[] {new CaFirstTrustManager(trusting(parsePem(caCertificatePem)), TlsTrust::jdkCas)};
    }

    /**
     * Trusts the CAs of {@code caCertificatePem} and nothing else, as {@code kubectl} trusts a kubeconfig's
     * {@code certificate-authority-data}: a cluster's CA is private, and a certificate for the server's address from
     * any public CA must not be accepted in its place.
     */
    public static X509ExtendedTrustManager onlyTheseCas(String caCertificatePem) throws GeneralSecurityException {
        return trusting(parsePem(caCertificatePem));
    }

    /** The JDK's PKIX checks against {@code cas} alone. */
    static X509ExtendedTrustManager trusting(Collection<? extends Certificate> cas) throws GeneralSecurityException {
        KeyStore anchors = KeyStore.getInstance(KeyStore.getDefaultType());
        try {
            anchors.load(null, null);
        } catch (java.io.IOException e) {
            throw new GeneralSecurityException(e);
        }
        int index = 0;
        for (Certificate ca : cas) {
            anchors.setCertificateEntry("ca-" + index++, ca);
        }
        return pkix(anchors);
    }

    /** The JDK's CA certificates ({@code cacerts}, or the store {@code javax.net.ssl.trustStore} names). */
    static X509ExtendedTrustManager jdkCas() throws GeneralSecurityException {
        return pkix(null);
    }

    /** The JDK's PKIX checks (path and, when the connection asks for it, host name) against {@code anchors}. */
    private static X509ExtendedTrustManager pkix(KeyStore anchors) throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(anchors);
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509ExtendedTrustManager x509) {
                return x509;
            }
        }
        throw new GeneralSecurityException("the JDK offers no X.509 trust manager");
    }

    /**
     * What is wrong with a CA certificate given as PEM text (markers without a parsable certificate between
     * them included), or empty when the certificate can be used.
     */
    public static java.util.Optional<String> pemProblem(String pem) {
        try {
            parsePem(pem);
            return java.util.Optional.empty();
        } catch (VkcsConfigurationException e) {
            return java.util.Optional.of(e.getMessage());
        }
    }

    static Collection<? extends Certificate> parsePem(String pem) {
        try {
            Collection<? extends Certificate> certificates = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(pem.getBytes(StandardCharsets.US_ASCII)));
            if (certificates.isEmpty()) {
                throw new CertificateException("no certificate found");
            }
            return certificates;
        } catch (CertificateException e) {
            throw new VkcsConfigurationException("vkcs-gpu:caCertificate is not a PEM certificate (" + e.getMessage()
                    + "): give the CA's certificate text starting with -----BEGIN CERTIFICATE-----", e);
        }
    }
}

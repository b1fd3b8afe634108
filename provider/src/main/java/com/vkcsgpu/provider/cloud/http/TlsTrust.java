package com.vkcsgpu.provider.cloud.http;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Collection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * Builds the TLS trust for cloud calls: the JDK's default CAs, plus the PEM certificates of
 * {@code caCertificate} when given. Verification (chain and host name) always stays on: there is
 * deliberately no option that disables it.
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

    private static TrustManager[] trustManagers(String caCertificatePem) throws GeneralSecurityException {
        TrustManagerFactory defaults = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        defaults.init((KeyStore) null);
        if (caCertificatePem == null) {
            return defaults.getTrustManagers();
        }
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        try {
            trust.load(null, null);
        } catch (java.io.IOException e) {
            throw new GeneralSecurityException(e);
        }
        int index = 0;
        for (TrustManager manager : defaults.getTrustManagers()) {
            if (manager instanceof X509TrustManager x509) {
                for (X509Certificate issuer : x509.getAcceptedIssuers()) {
                    trust.setCertificateEntry("jdk-" + index++, issuer);
                }
            }
        }
        for (Certificate custom : parsePem(caCertificatePem)) {
            trust.setCertificateEntry("custom-" + index++, custom);
        }
        TrustManagerFactory combined = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        combined.init(trust);
        return combined.getTrustManagers();
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

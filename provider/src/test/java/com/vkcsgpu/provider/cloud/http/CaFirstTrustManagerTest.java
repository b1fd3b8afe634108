package com.vkcsgpu.provider.cloud.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.io.IOException;
import java.net.InetAddress;
import java.security.GeneralSecurityException;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509ExtendedTrustManager;
import org.junit.jupiter.api.Test;

/**
 * {@code caCertificate}'s CA is checked first and the JDK's CAs are read only for a chain that does not lead to it:
 * real TLS handshakes with host-name verification on, a stand-in CA for the JDK's store whose reads are counted, and
 * the JDK's own store through {@link TlsTrust}.
 */
class CaFirstTrustManagerTest {
    private static final EmulatorCa GIVEN = EmulatorCa.generate("the caCertificate CA");
    private static final EmulatorCa PUBLIC = EmulatorCa.generate("a CA of the JDK's store");
    private static final EmulatorCa NEITHER = EmulatorCa.generate("a CA nobody trusts");
    private static final String HOST = "127.0.0.1";

    private final AtomicInteger jdkReads = new AtomicInteger();
    private final CaFirstTrustManager trust = new CaFirstTrustManager(trusting(GIVEN), () -> {
        jdkReads.incrementAndGet();
        return trusting(PUBLIC);
    });

    @Test
    void aServerOfTheGivenCaIsTrustedWithoutReadingTheJdksCas() throws Exception {
        handshake(GIVEN.serverContext(HOST));

        assertEquals(0, jdkReads.get(), "the JDK's CAs were read for a chain that leads to the given CA");
    }

    @Test
    void aServerOfAJdkCaIsTrustedAndTheJdksCasAreReadOnce() throws Exception {
        handshake(PUBLIC.serverContext(HOST));
        handshake(PUBLIC.serverContext(HOST));

        assertEquals(1, jdkReads.get());
    }

    @Test
    void aServerOfNeitherIsRefusedWithBothReasons() {
        SSLHandshakeException refused = assertThrows(SSLHandshakeException.class,
                () -> handshake(NEITHER.serverContext(HOST)));

        CertificateException reason = causeOfType(refused, CertificateException.class);
        assertTrue(reason.getMessage().contains("PKIX path building failed"), reason.getMessage());
        assertEquals(1, reason.getSuppressed().length, "the other check's refusal is attached");
    }

    @Test
    void aServerOfTheGivenCaNamingAnotherHostIsRefusedForItsName() {
        SSLHandshakeException refused = assertThrows(SSLHandshakeException.class,
                () -> handshake(GIVEN.serverContext("api.other.example")));

        CertificateException reason = causeOfType(refused, CertificateException.class);
        assertTrue(reason.getMessage().contains(HOST), "the given CA's reason (the name), not the JDK's: "
                + reason.getMessage());
    }

    @Test
    void throughTlsTrustTheJdksOwnCasStayTrustedBesideTheGivenOne() throws GeneralSecurityException {
        X509ExtendedTrustManager withGivenCa = (X509ExtendedTrustManager) TlsTrust.trustManagers(
                GIVEN.caCertificatePem())[0];
        X509Certificate jdkRoot = Arrays.stream(TlsTrust.jdkCas().getAcceptedIssuers())
                .filter(CaFirstTrustManagerTest::signs).findFirst().orElseThrow();

        withGivenCa.checkServerTrusted(new X509Certificate[] {jdkRoot}, "ECDHE_RSA");
        withGivenCa.checkServerTrusted(new X509Certificate[] {GIVEN.caCertificate()}, "ECDHE_ECDSA");
        assertThrows(CertificateException.class,
                () -> withGivenCa.checkServerTrusted(new X509Certificate[] {NEITHER.caCertificate()}, "ECDHE_ECDSA"));
    }

    /** A CA certificate that may also sign as a TLS server's end entity (key usage digitalSignature, no EKU). */
    private static boolean signs(X509Certificate cert) {
        boolean[] usage = cert.getKeyUsage();
        try {
            return usage != null && usage[0] && cert.getExtendedKeyUsage() == null;
        } catch (java.security.cert.CertificateParsingException e) {
            return false;
        }
    }

    /** One TLS handshake of a client using {@link #trust}, with the host name checked as HTTPS clients check it. */
    private void handshake(SSLContext server) throws Exception {
        SSLContext client = SSLContext.getInstance("TLS");
        client.init(null, new TrustManager[] {trust}, null);
        try (SSLServerSocket listener = (SSLServerSocket) server.getServerSocketFactory()
                .createServerSocket(0, 1, InetAddress.getByName(HOST))) {
            CompletableFuture<Void> served = CompletableFuture.runAsync(() -> {
                try (SSLSocket accepted = (SSLSocket) listener.accept()) {
                    accepted.startHandshake();
                    accepted.getOutputStream().write(1);
                } catch (IOException refusedByTheClient) {
                    // the client's verdict is what the test reads
                }
            });
            try (SSLSocket socket = (SSLSocket) client.getSocketFactory().createSocket(HOST, listener.getLocalPort())) {
                SSLParameters parameters = socket.getSSLParameters();
                parameters.setEndpointIdentificationAlgorithm("HTTPS");
                socket.setSSLParameters(parameters);
                socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(10));
                socket.startHandshake();
                assertEquals(1, socket.getInputStream().read());
            } finally {
                served.get(10, TimeUnit.SECONDS);
            }
        }
    }

    private static X509ExtendedTrustManager trusting(EmulatorCa ca) {
        try {
            return TlsTrust.trusting(List.of(ca.caCertificate()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static <T extends Throwable> T causeOfType(Throwable thrown, Class<T> type) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in " + thrown, thrown);
    }
}

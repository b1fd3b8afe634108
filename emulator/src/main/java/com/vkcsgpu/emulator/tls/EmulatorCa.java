package com.vkcsgpu.emulator.tls;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A certificate authority generated at emulator start-up. Every emulated endpoint (identity,
 * managed Kubernetes, each cluster's Kubernetes API) serves a leaf certificate issued by it, so
 * clients verify TLS exactly as they do against VK Cloud: by trusting this CA (the provider's
 * {@code caCertificate} setting), never by switching verification off.
 *
 * <p>Keys are EC P-256: generating them takes milliseconds, which keeps emulator start-up cheap.
 */
public final class EmulatorCa {
    private static final Duration VALIDITY = Duration.ofDays(30);
    private static final String SIGNATURE_ALGORITHM = "SHA256withECDSA";

    private final KeyPair caKeys;
    private final X509Certificate caCertificate;
    private final AtomicLong serials = new AtomicLong(2);

    private EmulatorCa(KeyPair caKeys, X509Certificate caCertificate) {
        this.caKeys = caKeys;
        this.caCertificate = caCertificate;
    }

    /** Generates a new CA named {@code commonName}. */
    public static EmulatorCa generate(String commonName) {
        try {
            KeyPair keys = newKeyPair();
            X500Name subject = new X500Name("CN=" + commonName);
            Instant now = Instant.now();
            X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(
                    subject, BigInteger.ONE, Date.from(now.minus(Duration.ofMinutes(5))),
                    Date.from(now.plus(VALIDITY)), subject, keys.getPublic());
            JcaX509ExtensionUtils ext = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(true));
            builder.addExtension(Extension.keyUsage, true,
                    new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign | KeyUsage.digitalSignature));
            builder.addExtension(Extension.subjectKeyIdentifier, false, ext.createSubjectKeyIdentifier(keys.getPublic()));
            return new EmulatorCa(keys, sign(builder, keys));
        } catch (GeneralSecurityException | IOException | OperatorCreationException e) {
            throw new IllegalStateException("cannot generate the emulator CA", e);
        }
    }

    /** The CA certificate in PEM form: what a client must trust. */
    public String caCertificatePem() {
        return toPem(caCertificate);
    }

    public X509Certificate caCertificate() {
        return caCertificate;
    }

    /**
     * Issues a server certificate for the given host names and IP addresses and returns an
     * {@link SSLContext} that serves it (with the CA in the chain).
     */
    public SSLContext serverContext(String... hostsAndIps) {
        try {
            KeyPair keys = newKeyPair();
            Instant now = Instant.now();
            X500Name issuer = new X500Name(caCertificate.getSubjectX500Principal().getName());
            X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(
                    issuer, BigInteger.valueOf(serials.getAndIncrement()),
                    Date.from(now.minus(Duration.ofMinutes(5))), Date.from(now.plus(VALIDITY)),
                    new X500Name("CN=" + hostsAndIps[0]), keys.getPublic());
            JcaX509ExtensionUtils ext = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
            builder.addExtension(Extension.keyUsage, true,
                    new KeyUsage(KeyUsage.digitalSignature | KeyUsage.keyEncipherment));
            builder.addExtension(Extension.extendedKeyUsage, false,
                    new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth));
            builder.addExtension(Extension.authorityKeyIdentifier, false,
                    ext.createAuthorityKeyIdentifier(caCertificate));
            builder.addExtension(Extension.subjectAlternativeName, false, subjectAltNames(hostsAndIps));
            X509Certificate leaf = sign(builder, caKeys);

            SSLContext context = SSLContext.getInstance("TLS");
            context.init(new KeyManager[] {new ServerKeyManager(keys.getPrivate(), leaf, caCertificate)}, null,
                    new SecureRandom());
            return context;
        } catch (GeneralSecurityException | IOException | OperatorCreationException e) {
            throw new IllegalStateException("cannot issue a server certificate", e);
        }
    }

    /** An {@link SSLContext} for clients (tests) that trusts only this CA. */
    public SSLContext clientContext() {
        try {
            KeyStore trust = KeyStore.getInstance("PKCS12");
            trust.load(null, null);
            trust.setCertificateEntry("emulator-ca", caCertificate);
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, tmf.getTrustManagers(), new SecureRandom());
            return context;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("cannot build a client TLS context", e);
        }
    }

    private static GeneralNames subjectAltNames(String... hostsAndIps) throws UnknownHostException {
        List<GeneralName> names = new ArrayList<>();
        for (String value : hostsAndIps) {
            boolean isIp = value.chars().allMatch(c -> Character.isDigit(c) || c == '.') || value.contains(":");
            names.add(isIp
                    ? new GeneralName(GeneralName.iPAddress, InetAddress.getByName(value).getHostAddress())
                    : new GeneralName(GeneralName.dNSName, value));
        }
        return new GeneralNames(names.toArray(GeneralName[]::new));
    }

    private static KeyPair newKeyPair() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        return generator.generateKeyPair();
    }

    private static X509Certificate sign(X509v3CertificateBuilder builder, KeyPair signer)
            throws OperatorCreationException, GeneralSecurityException {
        ContentSigner contentSigner = new JcaContentSignerBuilder(SIGNATURE_ALGORITHM).build(signer.getPrivate());
        return new JcaX509CertificateConverter().getCertificate(builder.build(contentSigner));
    }

    static String toPem(Object object) {
        StringWriter out = new StringWriter();
        try (JcaPEMWriter writer = new JcaPEMWriter(out)) {
            writer.writeObject(object);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}

package com.vkcsgpu.provider.k8s;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Base64;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * Tells early that a cluster's Kubernetes API has only an internal address. A VK Cloud cluster created
 * with {@code publicIp=false} (Terraform's {@code enable_public_ip=false}) exposes its API on the load
 * balancer's address in the cluster's network only, yet the readiness gate and every Kubernetes-side
 * resource talk to it from wherever {@code pulumi} runs. When the kubeconfig's server is a private
 * (site-local) address, one short TLS handshake against the kubeconfig's CA decides: the cluster's API
 * answers (pulumi runs inside the network, fine) or not, which fails at once naming {@code publicIp}
 * instead of after the first request's timeouts. A handshake rather than a bare TCP connect, because
 * proxies and firewalls accept connections to addresses that lead nowhere.
 */
final class ApiReachability {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);
    private static final int HTTPS_PORT = 443;

    private ApiReachability() {
    }

    /** TLS trusting the kubeconfig's CA (or the JDK's CAs when it names none). */
    private static SSLContext trusting(String caCertData) throws GeneralSecurityException, IOException {
        SSLContext context = SSLContext.getInstance("TLS");
        if (caCertData == null || caCertData.isBlank()) {
            context.init(null, null, null);
            return context;
        }
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        int i = 0;
        for (Certificate cert : CertificateFactory.getInstance("X.509")
                .generateCertificates(new ByteArrayInputStream(Base64.getMimeDecoder().decode(caCertData)))) {
            trust.setCertificateEntry("ca" + i++, cert);
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trust);
        context.init(null, factory.getTrustManagers(), null);
        return context;
    }

    /** Whether {@code host} is a private address (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7). */
    static boolean isPrivate(InetAddress address) {
        byte[] b = address.getAddress();
        boolean carrierGradeNat = b.length == 4 && (b[0] & 0xff) == 100 && (b[1] & 0xc0) == 64;
        boolean uniqueLocal = b.length == 16 && (b[0] & 0xfe) == 0xfc;
        return address.isSiteLocalAddress() || carrierGradeNat || uniqueLocal;
    }

    /**
     * @throws KubeOperationException when {@code server} is a private address that cannot be connected to
     */
    static void requireReachable(String server, String caCertData) {
        URI uri;
        InetAddress address;
        try {
            uri = URI.create(server);
            if (uri.getHost() == null) {
                return;
            }
            address = InetAddress.getByName(uri.getHost());
        } catch (IllegalArgumentException | UnknownHostException e) {
            return; // not ours to judge: the client reports an unusable server as it always does
        }
        if (isPrivate(address)) {
            probe(uri, address, caCertData);
        }
    }

    /**
     * One TLS handshake with the API at {@code address}.
     *
     * @throws KubeOperationException naming {@code publicIp} when it does not succeed
     */
    static void probe(URI uri, InetAddress address, String caCertData) {
        int port = uri.getPort() > 0 ? uri.getPort() : HTTPS_PORT;
        int timeout = (int) CONNECT_TIMEOUT.toMillis();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), timeout);
            socket.setSoTimeout(timeout);
            try (SSLSocket tls = (SSLSocket) trusting(caCertData).getSocketFactory()
                    .createSocket(socket, uri.getHost(), port, false)) {
                tls.startHandshake();
            }
        } catch (IOException | GeneralSecurityException e) {
            throw new KubeOperationException("the cluster's Kubernetes API is at the internal address "
                    + uri.getHost() + ":" + port + ", which cannot be reached from where pulumi runs ("
                    + e.getClass().getSimpleName() + "): the cluster has no public API address (publicIp is false). "
                    + "Set publicIp: true with externalNetworkId on the cluster (GpuCluster or vkcs-gpu:mk8s:Cluster; "
                    + "it replaces the cluster), or run pulumi from a machine in the cluster's network");
        }
    }
}

package com.vkcsgpu.emulator.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;

class EmulatorCaTest {

    @Test
    void clientTrustingTheCaVerifiesTheServerAndOthersRefuse() throws Exception {
        EmulatorCa ca = EmulatorCa.generate("vkcs-gpu emulator CA");
        HttpsServer server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(ca.serverContext("localhost", "127.0.0.1")));
        server.createContext("/", exchange -> {
            byte[] body = "ok".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            URI uri = URI.create("https://127.0.0.1:" + server.getAddress().getPort() + "/");
            // the server's key is handed to JSSE as is (ServerKeyManager): both protocol versions must find it
            for (String protocol : new String[] {"TLSv1.3", "TLSv1.2"}) {
                javax.net.ssl.SSLParameters only = new javax.net.ssl.SSLParameters();
                only.setProtocols(new String[] {protocol});
                HttpClient trusting = HttpClient.newBuilder().sslContext(ca.clientContext()).sslParameters(only).build();
                assertEquals("ok", trusting.send(HttpRequest.newBuilder(uri).build(),
                        HttpResponse.BodyHandlers.ofString()).body(), protocol);
            }

            EmulatorCa other = EmulatorCa.generate("someone else");
            HttpClient untrusting = HttpClient.newBuilder().sslContext(other.clientContext()).build();
            assertThrows(SSLHandshakeException.class,
                    () -> untrusting.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void caPemIsACertificate() {
        String pem = EmulatorCa.generate("x").caCertificatePem();
        assertTrue(pem.startsWith("-----BEGIN CERTIFICATE-----"), pem);
    }
}

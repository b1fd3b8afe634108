package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;

/** A test client of the emulator: trusts its CA, logs in as its user, speaks JSON. */
final class CloudClient {
    /** A response with its body parsed when it is JSON. */
    record Response(int status, String body, HttpResponse<String> raw) {
        JsonObject json() {
            JsonElement element = JsonParser.parseString(body);
            return element.getAsJsonObject();
        }

        String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }
    }

    final VkCloudEmulator cloud;
    final HttpClient http;
    String token;

    CloudClient(VkCloudEmulator cloud) {
        this.cloud = cloud;
        this.http = HttpClient.newBuilder().sslContext(cloud.ca().clientContext())
                .connectTimeout(Duration.ofSeconds(5)).build();
    }

    static String passwordAuth(EmulatorCredentials user, String password, String projectId) {
        return """
                {"auth":{"identity":{"methods":["password"],"password":{"user":{"name":"%s","password":"%s",
                "domain":{"name":"%s"}}}},"scope":{"project":{"id":"%s"}}}}"""
                .formatted(user.username(), password, user.userDomainName(), projectId);
    }

    CloudClient login() {
        loginAnswer();
        return this;
    }

    /** Authenticates with the emulator's user, keeps the token and returns Keystone's answer. */
    Response loginAnswer() {
        EmulatorCredentials user = cloud.credentials();
        Response response = send("POST", cloud.identityUrl().resolve("auth/tokens"),
                passwordAuth(user, user.password(), user.projectId()), null);
        if (response.status() != 201) {
            throw new AssertionError("login failed: " + response.status() + " " + response.body());
        }
        token = response.header("X-Subject-Token");
        return response;
    }

    Response mk8s(String method, String path, String body) {
        return send(method, cloud.managedK8sUrl().resolve(path), body, token);
    }

    Response mk8s(String method, String path) {
        return mk8s(method, path, null);
    }

    Response send(String method, URI uri, String body, String authToken) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (authToken != null) {
            request.header("X-Auth-Token", authToken);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), response.body(), response);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Polls {@code condition} every few milliseconds; fails after {@code timeout}. */
    static void await(String what, BooleanSupplier condition) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (!condition.getAsBoolean()) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("waited 60 s for " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
    }

    String clusterStatus(String id) {
        Response r = mk8s("GET", "clusters/" + id);
        return r.status() == 404 ? "404" : r.json().get("status").getAsString();
    }

    void awaitClusterStatus(String id, String status) {
        await("cluster " + id + " to be " + status, () -> clusterStatus(id).equals(status));
    }

    // ---- request bodies as the Terraform provider sends them ----
    // (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/services/kubernetes/containerinfra/v2)

    String clusterBody(String name, String version) {
        return """
                {"uuid":"","name":"%s","description":"","version":"%s","labels":{},"insecure_registries":[],
                 "master_spec":{"engine":{"nova_engine":{"flavor_id":"%s"}},"replicas":1},
                 "deployment_type":{"zonal_deployment":{"zone":"GZ1"},"multi_zonal_deployment":null},
                 "network_config":{"plugin":{"calico":{"pods_ipv4_cidr":"10.100.0.0/16"},"cilium":null},
                   "engine":{"sprut_engine":{"network_id":"6f6c4b1e-2a4d-4a57-9d1f-0f8b3a1c2d3e",
                   "subnet_id":"0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d","external_network_id":""}}},
                 "load_balancer_config":{"octavia_engine":{"loadbalancer_subnet_id":"0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                   "enable_public_ip":false,"allowed_cidrs":[]}}}"""
                .formatted(name, version, cloud.flavorId("STD3-4-8"));
    }

    String nodeGroupBody(String clusterId, String name, String flavorName, String zone, String scaleSpec) {
        return """
                {"cluster_id":"%s","node_group_spec":{"name":"%s","vm_engine":{"nova_engine":{"flavor_id":"%s"}},
                 "zones":["%s"],"scale_spec":%s,"labels":{"team":"ml"},
                 "taints":[{"key":"nvidia.com/gpu","value":"present","effect":"NoSchedule"}],
                 "parallel_upgrade_chunk":25,"disk_type":{"cinder_volume_type":{"type":"ceph-ssd","size":100}}}}"""
                .formatted(clusterId, name, cloud.flavorId(flavorName), zone, scaleSpec);
    }

    /** Creates a cluster and waits until it is RUNNING; returns its id. */
    String runningCluster(String name) {
        Response created = mk8s("POST", "clusters", clusterBody(name, "v1.33.3"));
        if (created.status() != 200) {
            throw new AssertionError(created.status() + " " + created.body());
        }
        String id = created.json().get("id").getAsString();
        awaitClusterStatus(id, "RUNNING");
        return id;
    }
}

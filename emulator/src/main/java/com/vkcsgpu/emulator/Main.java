package com.vkcsgpu.emulator;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.ProjectQuotas;
import java.util.Map;
import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Runs the VK Cloud emulator standalone until killed, printing its endpoints, the pre-made user,
 * {@code export OS_…} lines and the CA path.
 *
 * <pre>
 * --port N            HTTPS port on 127.0.0.1 (default 8443; 0 = any free port)
 * --time-scale X      1.0 = realistic minutes (default), 0.01 = 100x faster
 * --username U        user name (default emulator-user)
 * --password P        password (default: random, printed)
 * --project-id ID     project id (default: random, printed)
 * --ca-file PATH      where to write the CA PEM (default ./target/vkcs-emulator-ca.pem)
 * --settings FILE     how to answer where VK Cloud's behaviour is unknown (a properties file, e.g. the one the
 *                     real-cloud contract test writes; see CloudBehaviour and docs/emulator.md)
 * --kubeconfig-user U keystone-auth (default: VK's documented exec user) or static-token
 * --platform P        documented (default: VK's roles, Gatekeeper, default resources; docs/emulator.md) or
 *                     permissive (every member may do everything, no policies)
 * </pre>
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws InterruptedException {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.println("usage: Main [--port N] [--time-scale X] [--username U] [--password P] "
                    + "[--project-id ID] [--ca-file PATH] [--settings FILE] [--kubeconfig-user keystone-auth|static-token]"
                    + " [--platform documented|permissive]");
            System.exit(2);
            return;
        }
        EmulatorCredentials defaults = EmulatorCredentials.defaults();
        EmulatorCredentials user = new EmulatorCredentials(
                options.username != null ? options.username : defaults.username(),
                options.password != null ? options.password : defaults.password(),
                defaults.userId(), defaults.userDomainName(),
                options.projectId != null ? options.projectId : defaults.projectId(),
                defaults.projectName(), defaults.region());
        CloudBehaviour behaviour;
        ProjectQuotas quotas;
        try {
            Map<String, String> settings = options.settings == null ? Map.of() : CloudBehaviour.read(options.settings);
            String source = String.valueOf(options.settings);
            behaviour = CloudBehaviour.fromMap(settings, source);
            quotas = ProjectQuotas.fromMap(settings, source);
        } catch (java.io.IOException | IllegalArgumentException e) {
            System.err.println("error: --settings " + options.settings + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        VkCloudEmulator.Builder builder = VkCloudEmulator.builder().behaviour(behaviour).quotas(quotas)
                .port(options.port).timeScale(options.timeScale).credentials(user).caFile(options.caFile);
        if (options.staticTokenKubeconfig) {
            builder.staticTokenKubeconfig();
        }
        builder.platform(options.documentedPlatform ? VkPlatform.documented() : VkPlatform.permissive());
        VkCloudEmulator cloud = builder.start();
        Runtime.getRuntime().addShutdownHook(new Thread(cloud::close, "vkcs-emulator-shutdown"));

        // The password is printed on purpose: this is a local, throw-away emulator user.
        System.out.println("VK Cloud emulator is running (time scale " + options.timeScale + ")");
        System.out.println("  settings (not facts):   " + behaviour.toMap());
        System.out.println("  project quotas:         " + quotas.toMap());
        System.out.println("  in-cluster platform:    " + cloud.platform().toMap());
        System.out.println("  identity (Keystone v3): " + cloud.identityUrl());
        System.out.println("  managed-k8s (gen-2):    " + cloud.managedK8sUrl());
        System.out.println("  compute (Nova):         " + cloud.computeUrl());
        System.out.println("  admin:                  " + cloud.adminUrl() + "{state,requests,faults,tokens/expire,platform,users}");
        System.out.println("  CA certificate:         " + cloud.caFile().toAbsolutePath());
        System.out.println();
        System.out.println("export OS_AUTH_URL=" + cloud.identityUrl());
        System.out.println("export OS_USERNAME=" + user.username());
        System.out.println("export OS_PASSWORD=" + user.password());
        System.out.println("export OS_PROJECT_ID=" + user.projectId());
        System.out.println("export OS_USER_DOMAIN_NAME=" + user.userDomainName());
        System.out.println("export OS_REGION_NAME=" + user.region());
        System.out.println("export OS_CACERT=" + cloud.caFile().toAbsolutePath());
        System.out.println();
        System.out.println("Kubernetes API per cluster: served once the cluster is RUNNING (kubeconfig: POST clusters/{id}/kube_config;"
                + (options.staticTokenKubeconfig ? " static bearer token)" : " keystone-auth exec user; the API accepts the project's Keystone tokens)"));
        System.out.println("Press Ctrl+C to stop.");
        new CountDownLatch(1).await();
    }

    /** Parsed command line. */
    static final class Options {
        int port = 8443;
        double timeScale = 1.0;
        String username;
        String password;
        String projectId;
        Path caFile = Path.of("target", "vkcs-emulator-ca.pem");
        Path settings;
        boolean staticTokenKubeconfig;
        boolean documentedPlatform = true;

        static Options parse(String[] args) {
            Options options = new Options();
            List<String> rest = new ArrayList<>(Arrays.asList(args));
            while (!rest.isEmpty()) {
                String flag = rest.remove(0);
                if (rest.isEmpty()) {
                    throw new IllegalArgumentException(flag + " needs a value");
                }
                String value = rest.remove(0);
                switch (flag) {
                    case "--port" -> options.port = number(flag, value);
                    case "--time-scale" -> {
                        try {
                            options.timeScale = Double.parseDouble(value);
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("--time-scale must be a number such as 0.01, got " + value);
                        }
                        if (!(options.timeScale > 0)) {
                            throw new IllegalArgumentException("--time-scale must be > 0, got " + value);
                        }
                    }
                    case "--username" -> options.username = value;
                    case "--password" -> options.password = value;
                    case "--project-id" -> options.projectId = value;
                    case "--ca-file" -> options.caFile = Path.of(value);
                    case "--settings" -> options.settings = Path.of(value);
                    case "--kubeconfig-user" -> options.staticTokenKubeconfig = switch (value) {
                        case "static-token" -> true;
                        case "keystone-auth" -> false;
                        default -> throw new IllegalArgumentException("--kubeconfig-user must be keystone-auth or static-token, got " + value);
                    };
                    case "--platform" -> options.documentedPlatform = switch (value) {
                        case "documented" -> true;
                        case "permissive" -> false;
                        default -> throw new IllegalArgumentException("--platform must be documented or permissive, got " + value);
                    };
                    default -> throw new IllegalArgumentException("unknown option " + flag);
                }
            }
            return options;
        }

        private static int number(String flag, String value) {
            try {
                return Integer.parseInt(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(flag + " must be a number, got " + value);
            }
        }
    }
}

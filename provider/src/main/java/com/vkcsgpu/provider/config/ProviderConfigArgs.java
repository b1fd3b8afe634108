package com.vkcsgpu.provider.config;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.EnvFallback;
import java.util.Map;

/**
 * The provider configuration as the user writes it ({@code vkcs-gpu:*} stack config keys or explicit
 * provider arguments). Resolution order per key: the value set here, then the environment variables,
 * then the default. Defaults and variable names follow the VK Cloud Terraform provider
 * (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/clients/opts.go and config.go).
 */
@Doc("Provider configuration: VK Cloud credentials and endpoints.")
public record ProviderConfigArgs(
        @Doc("Keystone v3 identity endpoint, ending with `/`. Default by `region`: "
                + "`https://msk.cloud.vk.com/infra/identity/v3/` (Moscow, `RegionOne`; `https://infra.mail.ru:5000/v3/` "
                + "works too) or `https://kz.infra.mail.ru:5000/v3/` (Kazakhstan, `kz`).")
        @EnvFallback("OS_AUTH_URL")
        String authUrl,
        @Doc("VK Cloud user name (usually the account e-mail) for password authentication.")
        @EnvFallback("OS_USERNAME")
        String username,
        @Doc("Password of `username`.")
        @EnvFallback("OS_PASSWORD")
        SecretString password,
        @Doc("ID of the VK Cloud project to work in.")
        @EnvFallback("OS_PROJECT_ID")
        String projectId,
        @Doc("Region whose endpoints are taken from the service catalog: `RegionOne` (Moscow) or `kz` (Kazakhstan).")
        @EnvFallback("OS_REGION_NAME") @Default("RegionOne")
        String region,
        @Doc("Keystone domain of the user.")
        @EnvFallback("OS_USER_DOMAIN_NAME") @Default("users")
        String userDomainName,
        @Doc("A pre-issued Keystone token, used instead of `username`/`password`.")
        @EnvFallback("OS_AUTH_TOKEN")
        SecretString accessToken,
        @Doc("Endpoint overrides by catalog service type (for example `managed-k8s`, `compute`); each an "
                + "absolute `https://` or `http://` URL ending with `/`. Services not listed come from the catalog.")
        Map<String, String> endpoints,
        @Doc("PEM-encoded CA certificate(s) trusted in addition to the system ones, for private or test "
                + "endpoints. When unset, the file named by the `OS_CACERT` environment variable is read, as the "
                + "OpenStack clients do.")
        String caCertificate,
        @Doc("Which Kubernetes role VK Cloud gives the Keystone user of this configuration in the project's clusters: "
                + "`documented` (VK's access-management page: Project Owner, Project Administrator, Super Administrator "
                + "and Kubernetes Administrator get `admin`) or `owners-cluster-admin` (those four get `cluster-admin`, "
                + "as VK's service-account how-to implies). Used only to predict, in the preview of a cluster not yet "
                + "created, whether the provider's Keystone token may do what the GPU stack needs. When unset both are "
                + "plausible: the preview warns where they differ and the cluster itself is asked before anything is "
                + "written; when set, a plan its role cannot carry out stops in preview. See docs/kubernetes-rights.md.")
        String kubernetesRoleMapping,
        @Doc("The project's Managed Kubernetes quotas as VK Cloud granted them (the console's project quotas page): "
                + "`vcpus`, `ramGb`, `diskGb`, `nodes` and `gpus` (GPUs connected), each a non-negative whole number. "
                + "VK Cloud has no API that reads them, so the preview's capacity line compares a node group's change "
                + "with these; when unset (or for a key left out) with VK's documented defaults for a new project "
                + "(20 vCPU, 64 GB RAM, 200 GB of node disks, 10 nodes), which a project with GPU nodes has always "
                + "had raised. See docs/howto/preview-diffs-in-review.md.")
        ProjectQuotaLimits projectQuotas,
        @Doc("The zones where the project's GPUs are connected, by GPU model (`A100_40GB`, `A100_80GB`, `L4`, `H200`, "
                + "...), as VK Cloud connected the Cloud GPU service, e.g. `{\"H200\": [\"ME1\"]}`. A GPU node works "
                + "only in the zone where the project's GPUs are, and VK Cloud has no API that says which that is, so "
                + "the preview of a new or changed GPU node group checks its zone against this and stops before "
                + "anything is created; a model left out (or the key unset) is not checked, and the new pool's "
                + "capacity line says so. See docs/installation.md.")
        Map<String, java.util.List<String>> gpuZones) {
}

package com.vkcsgpu;

import com.pulumi.core.Output;
import com.vkcsgpu.domain.PodSecurityLevel;
import com.vkcsgpu.domain.PreemptionPolicy;
import com.vkcsgpu.domain.WorkloadClass;
import com.vkcsgpu.doc.OneOf;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.DefaultValue;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SecretProperty;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Arguments of {@link GpuTenant}. Everything but the kubeconfig is plain, so every problem is reported
 * before any child exists.
 */
@Doc("Arguments of a GPU tenant.")
public final class GpuTenantArgs extends ResourceArgs {
    @Doc("Kubeconfig of the cluster, such as a GpuCluster's `kubeconfig` output. Kept secret.")
    @SecretProperty
    @Import(name = "kubeconfig", required = true)
    private Output<String> kubeconfig;

    @Doc("The tenant's name: its namespace (a DNS-1123 label of at most 63 characters), also the name of its"
            + " PriorityClass (`<name>-priority`).")
    @Import(name = "name", required = true)
    private String name;

    @Doc("The workload class. It sets the default priority: 1000000 for `production-inference`, 100000 for"
            + " `training` and 10000 for `batch`, so production inference preempts training, which preempts batch.")
    @Import(name = "workloadClass", required = true)
    @OneOf(WorkloadClass.class)
    private String workloadClass;

    @Doc("The PriorityClass value, overriding the workload class default; at most 1000000000 (higher values are"
            + " reserved for system-critical pods).")
    @Import(name = "priorityValue")
    private @Nullable Integer priorityValue;

    @Doc("Whether the tenant's pending pods may evict lower-priority ones (the default, `PreemptLowerPriority`) or"
            + " wait (`Never`).")
    @DefaultValue(TenantPlan.DEFAULT_PREEMPTION_POLICY)
    @Import(name = "preemptionPolicy")
    @OneOf(PreemptionPolicy.class)
    private @Nullable String preemptionPolicy;

    @Doc("The Pod Security Standards level the namespace enforces (label `pod-security.kubernetes.io/enforce`, also"
            + " `warn` and `audit`); default `restricted`. Whatever the cluster's default, the tenant's pods are held"
            + " to it.")
    @DefaultValue(TenantPlan.DEFAULT_POD_SECURITY_LEVEL)
    @Import(name = "podSecurityLevel")
    @OneOf(PodSecurityLevel.class)
    private @Nullable String podSecurityLevel;

    @Doc("The most GPUs the namespace's pods may request together: `requests.nvidia.com/gpu` of its ResourceQuota,"
            + " 0 or more.")
    @Import(name = "gpuQuota", required = true)
    private Integer gpuQuota;

    @Doc("Quotas of other GPU resources by name, for pools with MIG or shared GPUs, such as"
            + " `{\"nvidia.com/mig-1g.10gb\": 14}`; each becomes `requests.<name>` (0 or more).")
    @Import(name = "extraQuotas")
    private @Nullable Map<String, Integer> extraQuotas;

    @Doc("The most pods the namespace may hold (quota `pods`). Default: no cap.")
    @Import(name = "maxPods")
    private @Nullable Integer maxPods;

    @Doc("The CPU the namespace's pods may request together (quota `requests.cpu`), a quantity such as `64` or"
            + " `500m`. With a cap every pod must request CPU. Default: no cap.")
    @Import(name = "cpu")
    private @Nullable String cpu;

    @Doc("The memory the namespace's pods may request together (quota `requests.memory`), a quantity such as"
            + " `256Gi`. With a cap every pod must request memory. Default: no cap.")
    @Import(name = "memory")
    private @Nullable String memory;

    @Doc("Groups and users given edit rights (the built-in `edit` ClusterRole) in the namespace only.")
    @Import(name = "editors")
    private @Nullable TenantEditorsArgs editors;

    @Doc("The GPU pools the tenant may use; each gets a scheduling snippet and, if enabled, a smoke test.")
    @Import(name = "pools")
    private @Nullable List<TenantPoolArgs> pools;

    @Doc("The GPU smoke test per pool. Default: none.")
    @Import(name = "smokeTest")
    private @Nullable TenantSmokeTestArgs smokeTest;

    private GpuTenantArgs() {
    }

    /** @return a builder for {@link GpuTenantArgs} */
    public static Builder builder() {
        return new Builder();
    }

    Output<String> kubeconfig() {
        return kubeconfig;
    }

    String name() {
        return name;
    }

    String workloadClass() {
        return workloadClass;
    }

    @Nullable Integer priorityValue() {
        return priorityValue;
    }

    @Nullable String preemptionPolicy() {
        return preemptionPolicy;
    }

    @Nullable String podSecurityLevel() {
        return podSecurityLevel;
    }

    @Nullable Integer gpuQuota() {
        return gpuQuota;
    }

    Map<String, Integer> extraQuotas() {
        return extraQuotas == null ? Map.of() : extraQuotas;
    }

    @Nullable Integer maxPods() {
        return maxPods;
    }

    @Nullable String cpu() {
        return cpu;
    }

    @Nullable String memory() {
        return memory;
    }

    @Nullable TenantEditorsArgs editors() {
        return editors;
    }

    List<TenantPoolArgs> pools() {
        return pools == null ? List.of() : pools;
    }

    @Nullable TenantSmokeTestArgs smokeTest() {
        return smokeTest;
    }

    /**
     * Builds {@link GpuTenantArgs}. Required: {@code kubeconfig}, {@code name}, {@code workloadClass},
     * {@code gpuQuota}; {@link GpuTenant} checks every value when it is created.
     */
    public static final class Builder {
        private final GpuTenantArgs $ = new GpuTenantArgs();

        private Builder() {
        }

        /** Sets {@code kubeconfig} (kept secret). */
        public Builder kubeconfig(Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig;
            return this;
        }

        /** Sets {@code kubeconfig} (kept secret). */
        public Builder kubeconfig(String kubeconfig) {
            return kubeconfig(Output.ofSecret(kubeconfig));
        }

        /** Sets {@code name}: the namespace. */
        public Builder name(String name) {
            $.name = name;
            return this;
        }

        /** Sets {@code workloadClass}: {@code production-inference}, {@code training} or {@code batch}. */
        public Builder workloadClass(String workloadClass) {
            $.workloadClass = workloadClass;
            return this;
        }

        /** Sets {@code priorityValue}, overriding the workload class default. */
        public Builder priorityValue(@Nullable Integer priorityValue) {
            $.priorityValue = priorityValue;
            return this;
        }

        /** Sets {@code preemptionPolicy}: {@code PreemptLowerPriority} or {@code Never}. */
        public Builder preemptionPolicy(@Nullable String preemptionPolicy) {
            $.preemptionPolicy = preemptionPolicy;
            return this;
        }

        /** Sets {@code podSecurityLevel}: {@code restricted} (default), {@code baseline} or {@code privileged}. */
        public Builder podSecurityLevel(@Nullable String podSecurityLevel) {
            $.podSecurityLevel = podSecurityLevel;
            return this;
        }

        /** Sets {@code gpuQuota}: the namespace's {@code requests.nvidia.com/gpu}. */
        public Builder gpuQuota(Integer gpuQuota) {
            $.gpuQuota = gpuQuota;
            return this;
        }

        /** Sets {@code extraQuotas}: quotas of MIG or shared GPU resources by name. */
        public Builder extraQuotas(@Nullable Map<String, Integer> extraQuotas) {
            $.extraQuotas = extraQuotas;
            return this;
        }

        /** Sets {@code maxPods}. */
        public Builder maxPods(@Nullable Integer maxPods) {
            $.maxPods = maxPods;
            return this;
        }

        /** Sets {@code cpu}: the {@code requests.cpu} cap. */
        public Builder cpu(@Nullable String cpu) {
            $.cpu = cpu;
            return this;
        }

        /** Sets {@code memory}: the {@code requests.memory} cap. */
        public Builder memory(@Nullable String memory) {
            $.memory = memory;
            return this;
        }

        /** Sets {@code editors}. */
        public Builder editors(@Nullable TenantEditorsArgs editors) {
            $.editors = editors;
            return this;
        }

        /** Sets {@code pools}: the pools the tenant may use. */
        public Builder pools(@Nullable List<TenantPoolArgs> pools) {
            $.pools = pools;
            return this;
        }

        /** Sets {@code pools}: the pools the tenant may use. */
        public Builder pools(TenantPoolArgs... pools) {
            return pools(List.of(pools));
        }

        /** Sets {@code smokeTest}. */
        public Builder smokeTest(@Nullable TenantSmokeTestArgs smokeTest) {
            $.smokeTest = smokeTest;
            return this;
        }

        /** @return the args (validated when the {@link GpuTenant} is created) */
        public GpuTenantArgs build() {
            return $;
        }
    }
}

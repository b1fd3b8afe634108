package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.Required;
import java.util.Comparator;
import java.util.List;

/** {@code vkcs-gpu:mk8s:getVersions}: the Kubernetes versions offered for new gen-2 clusters. */
@Doc("Lists the Kubernetes versions VK Cloud offers for new managed (gen-2) clusters, newest first.")
public final class GetVersionsFunction extends CloudFunction<GetVersionsFunction.Args, GetVersionsFunction.Result> {
    /** The token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:getVersions";

    /** No arguments. */
    @Doc("Arguments of getVersions (none).")
    public record Args() {
    }

    /** The offered versions. */
    @Doc("Kubernetes versions offered for new clusters.")
    public record Result(
            @Doc("Offered versions as `vX.Y.Z`, newest first.") @Required List<String> versions,
            @Doc("The newest offered version.") @Required String newest) {
    }

    GetVersionsFunction(CloudAccess cloud) {
        super(cloud, TOKEN);
    }

    @Override
    public Result invoke(Args args, OpContext ctx) {
        List<String> offered = cloud.client().clusters().kubernetesVersions();
        List<String> sorted = newestFirst(offered);
        if (sorted.isEmpty()) {
            throw new PreconditionFailedException("VK Cloud offers no Kubernetes version for new clusters in this region");
        }
        return new Result(sorted, sorted.get(0));
    }

    /** Versions ordered numerically, newest first; unparsable entries last, as given. */
    static List<String> newestFirst(List<String> versions) {
        Comparator<String> byVersion = Comparator.comparing(
                (String v) -> KubernetesVersion.tryParse(v).orElse(null),
                Comparator.nullsFirst(Comparator.<KubernetesVersion>naturalOrder()));
        return versions.stream().distinct().sorted(byVersion.reversed()).toList();
    }
}

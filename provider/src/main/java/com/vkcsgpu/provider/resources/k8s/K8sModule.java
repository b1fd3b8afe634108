package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import com.vkcsgpu.provider.resources.mk8s.CloudAccess;
import java.util.List;

/** The Kubernetes resources: {@code vkcs-gpu:k8s:ObjectSet} and {@code vkcs-gpu:k8s:JobRun}. */
public final class K8sModule implements ResourceModule {
    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        var clients = CloudAccess.kubeClients(context);
        double scale = context.waitScale();
        KubeAccess kube = new KubeAccess(clients, CloudAccess.keystoneRole(context));
        return List.of(new ObjectSetResource(kube, ObjectApplier.scaledPoll(ObjectSetResource.POLL_INTERVAL, scale)),
                new JobRunResource(kube, ObjectApplier.scaledPoll(JobRunResource.POLL_INTERVAL, scale)));
    }
}

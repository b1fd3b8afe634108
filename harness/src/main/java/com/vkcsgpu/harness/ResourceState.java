package com.vkcsgpu.harness;

import com.google.protobuf.Struct;

import java.util.List;
import java.util.Map;

/**
 * One resource in the state file, shaped like a Pulumi checkpoint resource ({@code apitype.ResourceV3}).
 * Property bags keep the wire encoding, so secrets stay marked as secrets in memory; {@link StateFile}
 * encrypts them on disk.
 *
 * @param urn                  the resource URN
 * @param type                 the type token
 * @param custom               true for custom resources and providers, false for components and the stack
 * @param pendingDelete        true for the old half of a create-before-delete replace not deleted yet ({@code delete} in a checkpoint)
 * @param id                   the provider-assigned id ("" for components)
 * @param parent               the parent URN ("" for the stack)
 * @param provider             the provider reference {@code <urn>::<id>} ("" for components and providers)
 * @param inputs               the checked inputs
 * @param outputs              the outputs
 * @param dependencies         URNs this resource depends on
 * @param propertyDependencies per input property, the URNs it depends on
 * @param initErrors           reasons a create/update left the resource partially initialized
 * @param options              the options later operations need (protect, deleteBeforeReplace, retainOnDelete, delete timeout)
 */
public record ResourceState(
        String urn,
        String type,
        boolean custom,
        boolean pendingDelete,
        String id,
        String parent,
        String provider,
        Struct inputs,
        Struct outputs,
        List<String> dependencies,
        Map<String, List<String>> propertyDependencies,
        List<String> initErrors,
        StoredOptions options) {

    public ResourceState {
        dependencies = List.copyOf(dependencies);
        propertyDependencies = Map.copyOf(propertyDependencies);
        initErrors = List.copyOf(initErrors);
    }

    public boolean protect() {
        return options.protect();
    }

    /** A copy with other dependencies (refresh drops references to resources that are gone). */
    public ResourceState withDependencies(List<String> newDependencies) {
        return new ResourceState(urn, type, custom, pendingDelete, id, parent, provider, inputs, outputs,
                newDependencies, propertyDependencies, initErrors, options);
    }

    /** The resource name, the last URN segment. */
    public String name() {
        return Urns.name(urn);
    }

    /** True for provider resources ({@code pulumi:providers:<pkg>}). */
    public boolean isProvider() {
        return type.startsWith(Urns.PROVIDER_TYPE_PREFIX);
    }

    /** The provider reference other resources use to point at this provider. */
    public String providerReference() {
        return urn + "::" + id;
    }

    public ResourceState withPendingDelete(boolean value) {
        return new ResourceState(urn, type, custom, value, id, parent, provider, inputs, outputs, dependencies,
                propertyDependencies, initErrors, options);
    }

    public ResourceState withRefreshed(String newId, Struct newInputs, Struct newOutputs, List<String> newInitErrors) {
        return new ResourceState(urn, type, custom, pendingDelete, newId, parent, provider, newInputs, newOutputs,
                dependencies, propertyDependencies, newInitErrors, options);
    }

    public ResourceState withOutputs(Struct newOutputs) {
        return new ResourceState(urn, type, custom, pendingDelete, id, parent, provider, inputs, newOutputs,
                dependencies, propertyDependencies, initErrors, options);
    }

    @Override
    public String toString() {
        // Property bags may hold secrets; never print them.
        return "ResourceState[" + urn + (id.isEmpty() ? "" : ", id=" + id) + "]";
    }
}

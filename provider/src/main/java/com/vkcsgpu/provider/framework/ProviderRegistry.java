package com.vkcsgpu.provider.framework;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The resources and functions the plugin serves, by token, sharing one {@link OperationTracker}. */
public final class ProviderRegistry {
    private final Map<String, ResourceHandler<?, ?>> resources = new LinkedHashMap<>();
    private final Map<String, FunctionHandler<?, ?>> functions = new LinkedHashMap<>();
    private final OperationTracker tracker;

    /** Builds handlers for the declarations; duplicate tokens are a bug. */
    public ProviderRegistry(List<? extends CustomResource<?, ?>> resourceList,
                            List<? extends ProviderFunction<?, ?>> functionList, OperationTracker tracker) {
        this.tracker = tracker;
        for (CustomResource<?, ?> r : resourceList) {
            if (resources.put(r.token(), new ResourceHandler<>(r, tracker)) != null) {
                throw new IllegalArgumentException("two resources declare the token " + r.token());
            }
        }
        for (ProviderFunction<?, ?> f : functionList) {
            if (functions.put(f.token(), new FunctionHandler<>(f, tracker)) != null) {
                throw new IllegalArgumentException("two functions declare the token " + f.token());
            }
        }
    }

    /** The handler for a resource token. */
    public ResourceHandler<?, ?> resource(String token) {
        ResourceHandler<?, ?> h = resources.get(token);
        if (h == null) {
            throw new InvalidInputException("unknown resource type " + token + "; this provider serves "
                    + resources.keySet());
        }
        return h;
    }

    /** The handler for a function token. */
    public FunctionHandler<?, ?> function(String token) {
        FunctionHandler<?, ?> h = functions.get(token);
        if (h == null) {
            throw new InvalidInputException("unknown function " + token + "; this provider serves "
                    + functions.keySet());
        }
        return h;
    }

    /** Every resource declaration. */
    public Collection<ResourceHandler<?, ?>> resources() {
        return Collections.unmodifiableCollection(resources.values());
    }

    /** Every function declaration. */
    public Collection<FunctionHandler<?, ?>> functions() {
        return Collections.unmodifiableCollection(functions.values());
    }

    /** The tracker of running operations (Cancel). */
    public OperationTracker tracker() {
        return tracker;
    }
}

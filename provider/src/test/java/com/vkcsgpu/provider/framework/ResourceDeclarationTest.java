package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.doc.Doc;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * When a resource's declaration is judged. The registry is built before the plugin prints its port, so it checks
 * only that the outputs embed the inputs; the records' models (annotations, types) are reflected at the type's first
 * call, which then answers as an eager model would, and a malformed property fails that call naming it.
 */
class ResourceDeclarationTest {
    @Doc("Inputs.")
    record SizeArgs(@Doc("How many.") @Default("2") int count) {
    }

    @Doc("Outputs.")
    record SizeState(@Doc("The inputs.") SizeArgs args, @Doc("Id.") @Required String sizeId) {
    }

    @Doc("Outputs that forgot the inputs.")
    record DetachedState(@Doc("Id.") @Required String sizeId) {
    }

    @Doc("Inputs with a primitive that may be absent.")
    record MalformedArgs(@Doc("How many.") int count) {
    }

    @Doc("Outputs.")
    record MalformedState(@Doc("The inputs.") MalformedArgs args, @Doc("Id.") @Required String sizeId) {
    }

    /** A resource of the given records; only its declaration and Check matter here. */
    static final class Declared<A extends Record, S extends Record> implements CustomResource<A, S> {
        private final Class<A> args;
        private final Class<S> state;

        Declared(Class<A> args, Class<S> state) {
            this.args = args;
            this.state = state;
        }

        @Override
        public String token() {
            return "vkcs-gpu:testing:" + args.getSimpleName();
        }

        @Override
        public Class<A> argsType() {
            return args;
        }

        @Override
        public Class<S> stateType() {
            return state;
        }

        @Override
        public String idOf(S s) {
            return "id";
        }

        @Override
        public S create(A a, OpContext ctx) {
            throw new UnsupportedOperationException();
        }

        @Override
        public S read(String id, S s, OpContext ctx) {
            return s;
        }

        @Override
        public void delete(String id, S s, OpContext ctx) {
        }
    }

    private static ProviderRegistry registryOf(CustomResource<?, ?> resource) {
        return new ProviderRegistry(List.of(resource), List.of(), new OperationTracker());
    }

    @Test
    void outputsThatDoNotEmbedTheInputsAreRefusedWhenTheRegistryIsBuilt() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> registryOf(new Declared<>(SizeArgs.class, DetachedState.class)));
        assertEquals("DetachedState must embed SizeArgs as one of its components", refused.getMessage());
    }

    @Test
    void theFirstCheckAppliesTheDeclaredDefault() {
        ProviderRegistry registry = registryOf(new Declared<>(SizeArgs.class, SizeState.class));
        ResourceHandler.CheckResult checked = registry.resource("vkcs-gpu:testing:SizeArgs").check(Map.of());
        assertEquals(List.of(), checked.failures());
        assertEquals(Map.of("count", 2.0), checked.inputs(), "the @Default, as Check stores it");
    }

    @Test
    void aMalformedPropertyFailsTheTypesFirstCallNamingIt() {
        ProviderRegistry registry = registryOf(new Declared<>(MalformedArgs.class, MalformedState.class));
        IllegalArgumentException failed = assertThrows(IllegalArgumentException.class,
                () -> registry.resource("vkcs-gpu:testing:MalformedArgs").check(Map.of("count", 1.0)));
        assertTrue(failed.getMessage().startsWith("MalformedArgs.count: a primitive property cannot be absent"),
                failed.getMessage());
    }
}

package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A resource or function names its records once, as type arguments; the framework reads them from there. */
class RecordTypesTest {
    record In(String name) {
    }

    record Out(In in, String id) {
    }

    /** Named directly in the implements clause. */
    static final class Direct implements ProviderFunction<In, Out> {
        @Override
        public String token() {
            return "t:m:direct";
        }

        @Override
        public Out invoke(In args, OpContext ctx) {
            return null;
        }
    }

    /** A generic interface of two type parameters, as CustomResource and ProviderFunction are. */
    interface Declaration<A, B> {
    }

    /** A shared base passes its own type parameters on, in swapped order, to catch index mix-ups. */
    abstract static class SwappingBase<X, Y> implements Declaration<Y, X> {
    }

    static final class ThroughBase extends SwappingBase<Out, In> {
    }

    /** Leaves the type arguments unnamed: nothing to derive. */
    @SuppressWarnings("rawtypes")
    static final class Raw implements Declaration {
    }

    @Test
    void recordsNamedInTheImplementsClauseAreTheArgsAndResult() {
        assertEquals(In.class, new Direct().argsType());
        assertEquals(Out.class, new Direct().resultType());
    }

    @Test
    void recordsNamedThroughAGenericBaseAreFollowedToTheirBinding() {
        assertEquals(In.class, RecordTypes.argument(ThroughBase.class, Declaration.class, 0, "argsType"));
        assertEquals(Out.class, RecordTypes.argument(ThroughBase.class, Declaration.class, 1, "resultType"));
    }

    @Test
    void unnamedRecordsFailNamingTheMethodToOverride() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> RecordTypes.argument(Raw.class, Declaration.class, 0, "argsType"));
        assertTrue(e.getMessage().contains("override argsType()"), e.getMessage());
    }
}

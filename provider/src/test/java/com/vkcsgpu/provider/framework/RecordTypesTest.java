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

    /** A shared base passes its own type parameters on, in swapped order, to catch index mix-ups. */
    abstract static class SwappingBase<X extends Record, Y extends Record> implements ProviderFunction<Y, X> {
        @Override
        public String token() {
            return "t:m:swapped";
        }

        @Override
        public X invoke(Y args, OpContext ctx) {
            return null;
        }
    }

    static final class ThroughBase extends SwappingBase<Out, In> {
    }

    /** Leaves the records unnamed: nothing to derive. */
    @SuppressWarnings("rawtypes")
    static final class Raw implements ProviderFunction {
        @Override
        public String token() {
            return "t:m:raw";
        }

        @Override
        public Record invoke(Record args, OpContext ctx) {
            return null;
        }
    }

    @Test
    void recordsNamedInTheImplementsClauseAreTheArgsAndResult() {
        assertEquals(In.class, new Direct().argsType());
        assertEquals(Out.class, new Direct().resultType());
    }

    @Test
    void recordsNamedThroughAGenericBaseAreFollowedToTheirBinding() {
        assertEquals(In.class, new ThroughBase().argsType());
        assertEquals(Out.class, new ThroughBase().resultType());
    }

    @Test
    void unnamedRecordsFailNamingTheMethodToOverride() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Raw().argsType());
        assertTrue(e.getMessage().contains("override argsType()"), e.getMessage());
    }
}

package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.domain.MigStrategy;
import com.vkcsgpu.domain.TaintEffect;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A string property marked {@link OneOf} is checked by the framework from its enum, every such error at once with
 * its property path and the allowed values, and its schema description lists the values from the same enum.
 */
class OneOfPropertiesTest {

    @Doc("A toleration.")
    public record Tolerated(@Doc("The effect tolerated.") @OneOf(TaintEffect.class) String effect) {
    }

    @Doc("Settings.")
    public record Settings(@Doc("MIG strategy.") @OneOf(MigStrategy.class) String strategy,
                           @Doc("Tolerations.") List<Tolerated> tolerations) {
    }

    @Test
    void valuesOutsideTheEnumAreAllRefusedNamingThePropertyAndTheAllowedValues() {
        RecordCodec.Decoded<Settings> decoded = RecordCodec.decode(Settings.class, Map.of("strategy", "all",
                "tolerations", List.of(Map.of("effect", "NoSchedule"), Map.of("effect", "Sometimes"))), null);
        assertEquals(Map.of(
                        PropertyPath.root().key("strategy"), "\"all\" is not one of single, mixed, none",
                        PropertyPath.root().key("tolerations").index(1).key("effect"),
                        "\"Sometimes\" is not one of NoSchedule, PreferNoSchedule, NoExecute"),
                decoded.errors());
    }

    @Test
    void valuesOfTheEnumAndAbsentOnesPass() {
        RecordCodec.Decoded<Settings> decoded = RecordCodec.decode(Settings.class, Map.of("strategy", "mixed",
                "tolerations", List.of(Map.of(), Map.of("effect", "NoExecute"))), null);
        assertEquals(Map.of(), decoded.errors());
        assertEquals("mixed", decoded.value().strategy());
    }

    @Test
    void theSchemaDescriptionListsTheEnumsValues() {
        PropertyModel effect = RecordModel.of(Tolerated.class).property("effect");
        assertEquals("The effect tolerated. One of `NoSchedule`, `PreferNoSchedule` or `NoExecute`.",
                new SchemaTypes("vkcs-gpu").property(effect, "index", List.of()).get("description").getAsString());
    }
}

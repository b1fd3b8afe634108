package com.vkcsgpu.provider.framework;

import java.util.List;
import java.util.Set;

/**
 * Opt-in: what a planned create or update does to the GPU nodes and the pods running on them, told in preview so a
 * reviewer approves the consequences and not only the field diff. Called in preview for every create and update,
 * also when inputs are still unknown (the cluster may not exist yet: say so in {@link ImpactLine#assumption()}).
 *
 * <p>Nothing is written in preview: an implementation makes read-only calls only (GET, list, watch; access reviews
 * count as reads, they persist nothing). A failure to read is not the preview's failure: the line says what could
 * not be read and what it assumes. The framework sends each line's {@link ImpactLine#message()} to the engine as a
 * warning on the resource and puts the lines into the output {@value ImpactLine#PROPERTY} when the state record
 * declares it ({@code @Doc(ImpactLine.PROPERTY_DOC) List<ImpactLine> previewImpact}).
 *
 * @param <A> inputs record
 * @param <S> outputs record
 */
public interface PreviewImpact<A extends Record, S extends Record> {
    /** The impact lines of {@code change}; empty when it reaches no GPU node. */
    List<ImpactLine> previewImpact(PlannedChange<A, S> change, OpContext ctx);

    /** The lines of every one of {@code sources}, in order: one resource, several kinds of impact. */
    static <A extends Record, S extends Record> PreviewImpact<A, S> allOf(List<PreviewImpact<A, S>> sources) {
        return (change, ctx) -> sources.stream().flatMap(source -> source.previewImpact(change, ctx).stream())
                .toList();
    }

    /**
     * A planned change as preview sees it.
     *
     * @param olds    the outputs of the last deployment; null for a create
     * @param news    the new inputs, an unknown one decoded as null
     * @param unknown the paths of the inputs not known yet (an output of a resource created in the same run)
     */
    record PlannedChange<A extends Record, S extends Record>(S olds, A news, Set<PropertyPath> unknown) {
        /** Whether the resource is created (nothing exists yet). */
        public boolean creates() {
            return olds == null;
        }

        /** Whether the top-level input {@code property} is not known yet. */
        public boolean unknown(String property) {
            return unknown.stream().anyMatch(path -> path.topLevel().equals(property));
        }
    }
}
